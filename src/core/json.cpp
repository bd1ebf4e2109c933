#include "core/json.hpp"

#include "core/error.hpp"

namespace cw {

Json bytes_json(const std::vector<uint8_t>& values) { return Json::binary(values); }

Json words_json(const std::vector<uint64_t>& values) {
  std::vector<uint8_t> bytes(values.size() * 8);
  for (size_t i = 0; i < values.size(); ++i)
    for (size_t b = 0; b < 8; ++b) bytes[8 * i + b] = static_cast<uint8_t>(values[i] >> (8 * b));
  return Json::binary(std::move(bytes));
}

void read_bytes(const Json& j, std::vector<uint8_t>& out) {
  if (j.is_binary()) out.assign(j.get_binary().begin(), j.get_binary().end());
  else j.get_to(out);
}

void read_words(const Json& j, std::vector<uint64_t>& out) {
  if (!j.is_binary()) {
    j.get_to(out);
    return;
  }
  const auto& bytes = j.get_binary();
  if (bytes.size() % 8 != 0) throw RunError("a byte string of words whose length is not a multiple of 8");
  out.assign(bytes.size() / 8, 0);
  for (size_t i = 0; i < out.size(); ++i)
    for (size_t b = 0; b < 8; ++b) out[i] |= uint64_t{bytes[8 * i + b]} << (8 * b);
}

}  // namespace cw
