// JSON helpers: the project-wide alias and conversions used by every report.
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace cw {

using Json = nlohmann::ordered_json;

// {"2": 93000, "4": ...} from an ordered map: JSON object keys are strings.
template <class K, class V>
Json json_object_from_map(const std::map<K, V>& m) {
  Json j = Json::object();
  for (const auto& [k, v] : m) j[std::to_string(k)] = v;
  return j;
}

// Large arrays of numbers as one binary value (a CBOR byte string in a checkpoint) instead of a
// JSON node per number: on 2x5 the exact diameter's 75 million numbers took about 50 s to write
// as text. Words are stored little-endian, whatever the host. The readers take either form, so
// that a file written with arrays still loads. A wrong type is a Json::exception, words whose
// bytes do not divide by 8 a RunError.
Json bytes_json(const std::vector<uint8_t>& values);
Json words_json(const std::vector<uint64_t>& values);
void read_bytes(const Json& j, std::vector<uint8_t>& out);
void read_words(const Json& j, std::vector<uint64_t>& out);

}  // namespace cw
