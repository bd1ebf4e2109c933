// `hoffman merge` as a document: the shard results of a count added up into the total.
#include <fmt/format.h>

#include "hoffman/count.hpp"
#include "report/hoffman.hpp"
#include "report/hoffman_common.hpp"

namespace cw::report {

Document hoffman_merge(const HoffmanMergeRequest& request) {
  std::vector<Json> parts;
  for (size_t i = 0; i < request.documents.size(); ++i) {
    try {
      parts.push_back(Json::parse(request.documents[i]));
    } catch (const Json::exception&) {
      throw ArgumentError(fmt::format("documents[{}]", i),
                          fmt::format("merge: shard result {} of {} is not JSON", i + 1, request.documents.size()));
    }
  }
  auto r = hoffman::merge_counts(parts);
  Json j = hoffman::count_json(r);
  j["files"] = request.documents.size();
  std::string t = fmt::format("merged {} shards: ", r.shards) + hoffman::count_text(r);
  return {j, t, {}};
}

}  // namespace cw::report
