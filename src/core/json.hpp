// JSON helpers: the project-wide alias and conversions used by every report.
#pragma once
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

}  // namespace cw
