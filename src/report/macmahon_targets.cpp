#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "core/timer.hpp"
#include "macmahon/census.hpp"
#include "macmahon/collection_db.hpp"
#include "macmahon/published.hpp"
#include "report/macmahon.hpp"
#include "report/macmahon_common.hpp"

namespace cw::report {

Document macmahon_targets(const MacMahonTargetsRequest& request) {
  if (request.size == 3) {
    if (request.list_max || !request.db.empty())
      throw ArgumentError("size", "size 3 gives the table of 27-cube sets only (no list of maxima, no database)");
    return detail::macmahon_targets_large();
  }
  if (request.size != 2) throw ArgumentError("size", fmt::format("the block is 2x2x2 or 3x3x3 (size 2 or 3), not {}", request.size));
  using namespace macmahon;
  if (!request.db.empty()) about_field("db", [&] { require_collection_db(request.db); });
  Stopwatch sw;
  const auto targets = buildable_targets_by_collection();
  std::map<int, uint64_t> dist;
  int max = 0;
  for (uint32_t m : targets) {
    const int k = __builtin_popcount(m);
    ++dist[k];
    max = std::max(max, k);
  }
  Document d;
  d.stats = fmt::format("targets: {:.1f} ms\n", sw.seconds() * 1e3);
  Json maxes = Json::array();
  std::string list;
  uint64_t max_count = 0;
  for (uint32_t r = 0; r < kCollections; ++r)
    if (__builtin_popcount(targets[r]) == max) {
      ++max_count;
      if (request.list_max) {
        const CubeSet s = collection_at(r);
        maxes.push_back({{"collection", detail::cube_names_json(s)}, {"targets", detail::cube_names_json(targets[r])}});
        list += fmt::format("  {}  ->  {}\n", set_names(s), set_names(targets[r]));
      }
    }
  d.text = "targets buildable  collections\n";
  for (auto [k, v] : dist) d.text += fmt::format("{:>17}  {}\n", k, v);
  d.text += fmt::format("maximum {} targets, reached by {} collections (published: {} and {})\n", max, max_count,
                        published::kMaxTargetsPerCollection, published::kCollectionsReachingMax);
  if (request.list_max) d.text += "collections reaching the maximum and their targets:\n" + list;
  d.json = {{"distribution", json_object_from_map(dist)}, {"max", max}, {"max_count", max_count}};
  d.json["max_collections"] = request.list_max ? maxes : Json(max_count);
  if (!request.db.empty()) {
    Stopwatch db_sw;
    const CollectionDbStats stats = about_field("db", [&] { return write_collection_db(request.db); });
    d.stats += fmt::format("database: {:.1f} s\n", db_sw.seconds());
    d.text += fmt::format("database {}: {} collections, {} (collection, target) rows\n", request.db, stats.collections,
                          stats.builds);
    d.json["db"] = {{"path", request.db}, {"collections", stats.collections}, {"builds", stats.builds}};
  }
  return d;
}

}  // namespace cw::report
