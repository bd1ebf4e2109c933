// `cubeworks macmahon sizes`: for every set size k, the exact distribution of buildable targets.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "core/timer.hpp"
#include "macmahon/universal.hpp"

namespace cw::cli {

void register_macmahon_sizes(CLI::App& family) {
  auto common = std::make_shared<CommonOptions>();
  auto* cmd = family.add_subcommand("sizes", "exact distribution of buildable targets over all C(30,k) sets, k = 0..30");
  add_common_options(cmd, *common);
  cmd->callback([common] {
    using namespace macmahon;
    Stopwatch sw;
    const auto sizes = size_statistics(common->quiet);
    if (!common->quiet) fmt::print(stderr, "sizes: all 2^30 sets in {:.2f} s\n", sw.seconds());
    Json arr = Json::array();
    std::string t = " k        sets  min  max     mean       sd  distribution (targets:sets)\n";
    int first29 = -1;
    for (const auto& s : sizes) {
      Json dist = Json::object();
      std::string d;
      for (int v = 0; v <= kMacMahonCubes; ++v)
        if (s.distribution[v]) {
          dist[std::to_string(v)] = s.distribution[v];
          d += fmt::format(" {}:{}", v, s.distribution[v]);
        }
      if (first29 < 0 && s.distribution[29]) first29 = s.k;
      arr.push_back({{"k", s.k}, {"sets", s.sets}, {"min", s.min}, {"max", s.max}, {"mean", s.mean}, {"sd", s.sd},
                     {"distribution", dist}});
      t += fmt::format("{:2} {:>11} {:4} {:4} {:8.4f} {:8.4f} {}\n", s.k, s.sets, s.min, s.max, s.mean, s.sd, d);
    }
    t += fmt::format("smallest k with a set building exactly 29 targets: {}\n", first29);
    emit(*common, {{"sizes", arr}, {"smallest_k_exactly_29", first29}}, t);
  });
}

}  // namespace cw::cli
