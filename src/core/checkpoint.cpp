#include "core/checkpoint.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "core/error.hpp"

namespace cw {
namespace {
constexpr uint64_t kMul = 0xff51afd7ed558ccdull;
uint64_t mix(uint64_t h, uint64_t w) {
  h ^= w;
  h *= kMul;
  return h ^ (h >> 29);
}
}  // namespace

void Checksum::add(const void* data, size_t bytes) {
  auto p = static_cast<const unsigned char*>(data);
  total_ += bytes;
  while (bytes && tail_bytes_) {  // finish a partial word first
    tail_ |= static_cast<uint64_t>(*p++) << (8 * tail_bytes_);
    --bytes;
    if (++tail_bytes_ == 8) {
      h_ = mix(h_, tail_);
      tail_ = 0;
      tail_bytes_ = 0;
    }
  }
  for (; bytes >= 8; bytes -= 8, p += 8) {
    uint64_t w;
    std::memcpy(&w, p, 8);
    h_ = mix(h_, w);
  }
  for (; bytes; --bytes) tail_ |= static_cast<uint64_t>(*p++) << (8 * tail_bytes_++);
}

uint64_t Checksum::value() const { return mix(mix(h_, tail_), total_); }

CheckpointWriter::CheckpointWriter(std::string path, std::string_view kind, uint32_t version)
    : path_(std::move(path)), tmp_(path_ + ".tmp") {
  f_.reset(std::fopen(tmp_.c_str(), "wb"));
  if (!f_) fail_to_write();
  const uint32_t klen = static_cast<uint32_t>(kind.size());
  std::FILE* f = f_.get();
  bool ok = std::fwrite("CWCK", 1, 4, f) == 4 && std::fwrite(&version, 4, 1, f) == 1 &&
            std::fwrite(&klen, 4, 1, f) == 1 && std::fwrite(kind.data(), 1, klen, f) == klen;
  if (!ok) fail_to_write();
}

void CheckpointWriter::fail_to_write() {
  const int error = errno;
  f_.reset();
  std::remove(tmp_.c_str());
  committed_ = true;  // nothing left to remove
  throw FileError(path_, error, "cannot write checkpoint '" + path_ + "': " + std::strerror(error));
}

CheckpointWriter::~CheckpointWriter() {
  if (!committed_) {
    f_.reset();
    std::remove(tmp_.c_str());
  }
}

void CheckpointWriter::write(const void* data, size_t bytes) {
  if (std::fwrite(data, 1, bytes, f_.get()) != bytes) fail_to_write();
  sum_.add(data, bytes);
  size_ += bytes;
}

void CheckpointWriter::commit() {
  const uint64_t sum = sum_.value();
  std::FILE* f = f_.release();
  bool ok = std::fwrite(&size_, 8, 1, f) == 1 && std::fwrite(&sum, 8, 1, f) == 1 &&
            std::fwrite("KCWC", 1, 4, f) == 4 && std::fflush(f) == 0 && ::fsync(fileno(f)) == 0;
  ok = (std::fclose(f) == 0) && ok;
  committed_ = true;
  if (!ok || std::rename(tmp_.c_str(), path_.c_str()) != 0) {
    const int error = errno;
    std::remove(tmp_.c_str());
    throw FileError(path_, error, "cannot write checkpoint '" + path_ + "': " + std::strerror(error));
  }
}

void CheckpointReader::fail(const std::string& why) const {
  throw RunError("checkpoint '" + path_ + "' " + why);
}

CheckpointReader::CheckpointReader(std::string path, std::string_view kind, uint32_t version)
    : path_(std::move(path)) {
  std::error_code ec;
  if (!std::filesystem::exists(path_, ec)) fail("does not exist");
  file_size_ = std::filesystem::file_size(path_, ec);
  f_.reset(std::fopen(path_.c_str(), "rb"));
  if (!f_) fail(std::string("cannot be read: ") + std::strerror(errno));
  std::FILE* f = f_.get();
  char magic[4];
  uint32_t ver = 0, klen = 0;
  if (std::fread(magic, 1, 4, f) != 4 || std::memcmp(magic, "CWCK", 4) != 0)
    fail("is not a cubeworks checkpoint");
  if (std::fread(&ver, 4, 1, f) != 1 || std::fread(&klen, 4, 1, f) != 1) fail("is truncated");
  if (ver != version)
    fail("has format version " + std::to_string(ver) + ", expected " + std::to_string(version));
  if (klen > 4096 || 12 + klen > file_size_) fail("is truncated or corrupted");
  std::string k(klen, '\0');
  if (std::fread(k.data(), 1, klen, f) != klen) fail("is truncated");
  if (k != kind) fail("belongs to '" + printable(k) + "', not '" + std::string(kind) + "'");
  payload_start_ = 12 + klen;
  if (file_size_ < payload_start_ + 20) fail("is truncated");
}

void CheckpointReader::read(void* data, size_t bytes) {
  if (payload_start_ + size_ + bytes + 20 > file_size_ || std::fread(data, 1, bytes, f_.get()) != bytes)
    fail("is truncated");
  sum_.add(data, bytes);
  size_ += bytes;
}

void CheckpointReader::verify_end() {
  uint64_t size = 0, sum = 0;
  char magic[4];
  std::FILE* f = f_.get();
  if (std::fread(&size, 8, 1, f) != 1 || std::fread(&sum, 8, 1, f) != 1 ||
      std::fread(magic, 1, 4, f) != 4 || std::memcmp(magic, "KCWC", 4) != 0 || size != size_ ||
      payload_start_ + size_ + 20 != file_size_)
    fail("is truncated or has trailing bytes");
  if (sum != sum_.value()) fail("is corrupted (checksum mismatch)");
}

void save_checkpoint(const std::string& path, std::string_view kind, uint32_t version,
                     std::string_view payload) {
  CheckpointWriter w(path, kind, version);
  w.write(payload.data(), payload.size());
  w.commit();
}

std::string load_checkpoint(const std::string& path, std::string_view kind, uint32_t version) {
  CheckpointReader r(path, kind, version);
  std::error_code ec;
  const uint64_t total = std::filesystem::file_size(path, ec);
  std::string payload(total - 20 - (12 + kind.size()), '\0');
  r.read(payload.data(), payload.size());
  r.verify_end();
  return payload;
}

}  // namespace cw
