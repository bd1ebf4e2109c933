// `cubeworks macmahon targets`: for every collection of 8 cubes the targets it can build.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "core/timer.hpp"
#include "macmahon/census.hpp"
#include "macmahon/published.hpp"

namespace cw::cli {

void register_macmahon_targets(CLI::App& family) {
  auto common = std::make_shared<CommonOptions>();
  auto list_max = std::make_shared<bool>(false);
  auto* cmd = family.add_subcommand("targets", "number of buildable targets over all 5,852,925 collections");
  add_common_options(cmd, *common);
  cmd->add_flag("--list-max", *list_max, "list the collections reaching the maximum and their targets");
  cmd->callback([common, list_max] {
    using namespace macmahon;
    Stopwatch sw;
    const auto targets = buildable_targets_by_collection();
    std::map<int, uint64_t> dist;
    int max = 0;
    for (uint32_t m : targets) {
      const int k = __builtin_popcount(m);
      ++dist[k];
      max = std::max(max, k);
    }
    if (!common->quiet) fmt::print(stderr, "targets: {:.1f} ms\n", sw.seconds() * 1e3);
    Json maxes = Json::array();
    std::string list;
    uint64_t max_count = 0;
    for (uint32_t r = 0; r < kCollections; ++r)
      if (__builtin_popcount(targets[r]) == max) {
        ++max_count;
        if (*list_max) {
          const CubeSet s = collection_at(r);
          maxes.push_back({{"collection", names_json(s)}, {"targets", names_json(targets[r])}});
          list += fmt::format("  {}  ->  {}\n", set_names(s), set_names(targets[r]));
        }
      }
    std::string t = "targets buildable  collections\n";
    for (auto [k, v] : dist) t += fmt::format("{:>17}  {}\n", k, v);
    t += fmt::format("maximum {} targets, reached by {} collections (published: {} and {})\n", max, max_count,
                     published::kMaxTargetsPerCollection, published::kCollectionsReachingMax);
    if (*list_max) t += "collections reaching the maximum and their targets:\n" + list;
    Json j = {{"distribution", json_object_from_map(dist)}, {"max", max}, {"max_count", max_count}};
    j["max_collections"] = *list_max ? maxes : Json(max_count);
    emit(*common, j, t);
  });
}

}  // namespace cw::cli
