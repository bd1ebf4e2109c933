#include "core/checkpoint.hpp"

#include <cstring>
#include <filesystem>

#include "core/atomic_file.hpp"
#include "core/error.hpp"

namespace cw {
namespace {
template <class T>
void put(std::string& out, T v) {
  char b[sizeof(T)];
  std::memcpy(b, &v, sizeof(T));
  out.append(b, sizeof(T));
}
template <class T>
bool get(std::string_view in, size_t& pos, T& v) {
  if (in.size() - pos < sizeof(T)) return false;
  std::memcpy(&v, in.data() + pos, sizeof(T));
  pos += sizeof(T);
  return true;
}
}  // namespace

uint64_t fnv1a64(std::string_view bytes, uint64_t h) {
  for (unsigned char c : bytes) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

void save_checkpoint(const std::string& path, std::string_view kind, uint32_t version,
                     std::string_view payload) {
  std::string out = "CWCK";
  put<uint32_t>(out, version);
  put<uint32_t>(out, static_cast<uint32_t>(kind.size()));
  out.append(kind);
  put<uint64_t>(out, payload.size());
  put<uint64_t>(out, fnv1a64(payload));
  out.append(payload);
  write_file_atomic(path, out);
}

std::string load_checkpoint(const std::string& path, std::string_view kind, uint32_t version) {
  if (!std::filesystem::exists(path)) throw RunError("checkpoint '" + path + "' does not exist");
  std::string in = read_file(path);
  auto bad = [&](const std::string& why) { return RunError("checkpoint '" + path + "' " + why); };
  size_t pos = 4;
  uint32_t ver = 0, klen = 0;
  uint64_t size = 0, sum = 0;
  if (in.size() < 4 || in.compare(0, 4, "CWCK") != 0) throw bad("is not a cubeworks checkpoint");
  if (!get(in, pos, ver) || !get(in, pos, klen)) throw bad("is truncated");
  if (ver != version)
    throw bad("has format version " + std::to_string(ver) + ", expected " + std::to_string(version));
  if (in.size() - pos < klen) throw bad("is truncated");
  std::string_view k(in.data() + pos, klen);
  pos += klen;
  if (k != kind) throw bad("belongs to '" + std::string(k) + "', not '" + std::string(kind) + "'");
  if (!get(in, pos, size) || !get(in, pos, sum)) throw bad("is truncated");
  if (in.size() - pos != size) throw bad("is truncated or has trailing bytes");
  std::string payload = in.substr(pos);
  if (fnv1a64(payload) != sum) throw bad("is corrupted (checksum mismatch)");
  return payload;
}

}  // namespace cw
