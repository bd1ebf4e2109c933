// `cubeworks macmahon census`: nonzero solution numbers over all C(30,8) collections for one
// target, by two independent methods, beside the published row with every disagreement flagged.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "core/error.hpp"
#include "core/timer.hpp"
#include "macmahon/census.hpp"
#include "macmahon/published.hpp"

namespace cw::cli {

void register_macmahon_census(CLI::App& family) {
  auto common = std::make_shared<CommonOptions>();
  auto target = std::make_shared<std::string>();
  auto* cmd = family.add_subcommand("census", "distribution of solution numbers over all collections for a target");
  add_common_options(cmd, *common);
  cmd->add_option("--target", *target, "target cube (name or colouring)")->required();
  cmd->callback([common, target] {
    using namespace macmahon;
    const int t = macmahon::parse_target(*target);
    Stopwatch sw;
    const Census fast = census(t);
    const double fast_s = sw.seconds();
    sw.restart();
    const Census slow = census_by_permanents(t);
    if (!common->quiet)
      fmt::print(stderr, "census: {:.1f} ms by arrangements, {:.1f} ms by permanents\n", fast_s * 1e3, sw.seconds() * 1e3);
    if (fast.distribution != slow.distribution)
      throw RunError("internal error: the two census methods disagree");
    Json dist = json_object_from_map(fast.distribution), pub = json_object_from_map(published::kCensus);
    Json disagreements = Json::array();
    std::string t_out = fmt::format("target {}: {} of 5852925 collections have a solution (published {})\n",
                                    cube_name(t), fast.collections_with_solution, published::kCensusTotal);
    t_out += "solution number  collections  published  agree?\n";
    std::map<int, bool> keys;
    for (auto [k, v] : fast.distribution) keys[k] = true;
    for (auto [k, v] : published::kCensus) keys[k] = true;
    for (auto [k, _] : keys) {
      const uint64_t c = fast.distribution.count(k) ? fast.distribution.at(k) : 0;
      const long p = published::kCensus.count(k) ? published::kCensus.at(k) : 0;
      t_out += fmt::format("{:>15}  {:>11}  {:>9}  {}\n", k, c, p, c == static_cast<uint64_t>(p) ? "yes" : "NO");
      if (c != static_cast<uint64_t>(p)) disagreements.push_back({{"solution_number", k}, {"computed", c}, {"published", p}});
    }
    t_out += "checked: arrangement enumeration and per-collection permanents give the same distribution\n";
    Json j = {{"target", cube_name(t)},
              {"collections_with_solution", fast.collections_with_solution},
              {"distribution", dist},
              {"published", pub},
              {"disagreements", disagreements},
              {"verified_by", {"arrangement enumeration", "permanent of every collection of usable cubes"}}};
    emit(*common, j, t_out);
  });
}

}  // namespace cw::cli
