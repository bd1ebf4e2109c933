#include <fmt/format.h>

#include <map>
#include <set>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "macmahon/census.hpp"
#include "macmahon/published.hpp"
#include "render/distribution_svg.hpp"
#include "report/macmahon.hpp"
#include "report/macmahon_common.hpp"

namespace cw::report {
namespace {
using namespace macmahon;

// The solution numbers in the computed distribution or the published row, in order.
std::set<int> solution_numbers(const Census& computed) {
  std::set<int> numbers;
  for (auto [k, v] : computed.distribution) numbers.insert(k);
  for (auto [k, v] : published::kCensus) numbers.insert(k);
  return numbers;
}

// The computed distribution beside the published row, one line per solution number in either.
Json compare_with_published(const Census& computed, std::string& text) {
  Json disagreements = Json::array();
  text += "solution number  collections  published  agree?\n";
  for (int k : solution_numbers(computed)) {
    const uint64_t c = computed.distribution.count(k) ? computed.distribution.at(k) : 0;
    const long p = published::collections_with(k);
    text += fmt::format("{:>15}  {:>11}  {:>9}  {}\n", k, c, p, c == static_cast<uint64_t>(p) ? "yes" : "NO");
    if (c != static_cast<uint64_t>(p))
      disagreements.push_back({{"solution_number", k}, {"computed", c}, {"published", p}});
  }
  return disagreements;
}
}  // namespace

Document macmahon_census(const MacMahonCensusRequest& request) {
  const int t = about_field("target", [&] { return parse_target(request.target); });
  Stopwatch sw;
  const Census fast = census(t);
  const double fast_s = sw.seconds();
  sw.restart();
  const Census slow = census_by_permanents(t);
  Document d;
  d.stats = fmt::format("census: {:.1f} ms by arrangements, {:.1f} ms by permanents\n", fast_s * 1e3,
                        sw.seconds() * 1e3);
  if (fast.distribution != slow.distribution) throw RunError("internal error: the two census methods disagree");
  d.text = fmt::format("target {}: {} of 5852925 collections have a solution (published {})\n", cube_name(t),
                       fast.collections_with_solution, published::kCensusTotal);
  const Json disagreements = compare_with_published(fast, d.text);
  d.text += "checked: arrangement enumeration and per-collection permanents give the same distribution\n";
  d.json = {{"target", cube_name(t)},
            {"collections_with_solution", fast.collections_with_solution},
            {"distribution", json_object_from_map(fast.distribution)},
            {"published", json_object_from_map(std::map<int, long>(published::kCensus.begin(), published::kCensus.end()))},
            {"disagreements", disagreements},
            {"verified_by", {"arrangement enumeration", "permanent of every collection of usable cubes"}}};
  if (request.draw) {
    std::vector<render::Bar> bars;
    for (int k : solution_numbers(fast))
      bars.push_back({std::to_string(k), fast.distribution.count(k) ? fast.distribution.at(k) : 0,
                      static_cast<uint64_t>(published::collections_with(k))});
    const std::string title = fmt::format("target {}: collections by solution number", cube_name(t));
    d.figures.push_back({"macmahon_census.svg", title,
                         render::distribution_svg({title, "solution number", "collections",
                                                   "published (Johnson & Roldán 2024, Table 1)", false}, bars)});
  }
  return d;
}

}  // namespace cw::report
