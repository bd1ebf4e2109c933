#include "core/results.hpp"

#include <stdexcept>

namespace cw {
namespace {
Json key_schema(const ResultKey& k) {
  auto text_or_null = [](const char* s) { return s ? Json(s) : Json(); };
  return {{"name", k.name},
          {"type", k.type},
          {"help", k.help},
          {"unit", text_or_null(k.info.unit)},
          {"when", text_or_null(k.info.when)},
          {"python", k.info.python ? k.info.python : k.name},
          {"summary", k.info.summary}};
}

Json keys_schema(const std::vector<ResultKey>& keys) {
  Json list = Json::array();
  for (const ResultKey& k : keys) list.push_back(key_schema(k));
  return list;
}
}  // namespace

Json result_schema(const ResultDeclaration& result) {
  Json records = Json::array();
  for (const ResultRecord& r : result.records) {
    if (r.pair && r.keys.size() != 2) throw std::logic_error(std::string(r.name) + ": a pair record has two keys");
    records.push_back({{"name", r.name}, {"keys", keys_schema(r.keys)}, {"pair", r.pair}});
  }
  return {{"keys", keys_schema(result.keys)}, {"records", records}};
}

}  // namespace cw
