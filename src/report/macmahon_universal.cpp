#include <fmt/format.h>

#include <numeric>

#include "core/timer.hpp"
#include "macmahon/published.hpp"
#include "macmahon/set_analysis.hpp"
#include "macmahon/symmetry.hpp"
#include "macmahon/universal.hpp"
#include "report/macmahon.hpp"
#include "report/macmahon_common.hpp"

namespace cw::report {
namespace {
using namespace macmahon;

// For the minimum size, whether the exhaustive count settles the published conjecture; "" otherwise.
std::string conjecture_verdict(const UniversalResult& r) {
  if (r.size != published::kMinimumUniversalSize || !r.minimum) return "";
  return static_cast<long>(r.sets.size()) == published::kMinimumUniversalSets
             ? "holds: exactly the 10 sets (1 known + 9 found by Johnson and Roldan) exist"
             : "fails: the exhaustive count differs from the 10 conjectured";
}
const char* yes_no(bool b) { return b ? "yes" : "no"; }

// The values a size row takes, "3,6,8,9".
std::string values_text(const SubsetSizeRow& r) {
  std::string out;
  for (int v = 0; v <= kMacMahonCubes; ++v)
    if (r.distribution[v]) out += fmt::format("{}{}", out.empty() ? "" : ",", v);
  return out;
}

// "146|235": the one split of the colours into two triples the set's renamings keep ("-" if not one).
std::string split_text(CubeSet s) {
  const auto kept = preserved_colour_splits(s);
  if (kept.size() != 1) return "-";
  std::string other;
  for (char c = '1'; c <= '6'; ++c)
    if (kept[0].find(c) == std::string::npos) other += c;
  return kept[0] + "|" + other;
}

Document universal_facts() {
  Stopwatch sw;
  const auto& named = minimum_universal_sets();
  const std::vector<CubeSet> sets(named.begin(), named.end());
  const SetOrbits orbits = set_orbits(sets);
  Document d;
  d.text =
      "Haraguchi's facts on the 10 minimum universal sets (universal:1..10, as `macmahon universal` lists them)\n"
      "  in set:  every target in the set has 3 useless cubes and 9 collections, 2 with solution number 8, 7 with 2\n"
      "  outside: every one of the 18 targets outside has exactly one collection, with solution number 4\n"
      "  8:  the 8-subsets build at most 3 targets      10: the 10-subsets build 3 to 9, never 4, 5 or 7\n"
      "  11: every 11-subset builds 18 targets\n\n";
  d.text += fmt::format("{:>3}  {:<7} {:<7} {:<3} {:<3} {:<3} {:<4} {:>8} {:>10} {:>11} {:>5} {:>10} {:>6} {:>7}  {}\n", "set",
                        "in set", "outside", "8", "10", "11", "all", "8: max", "10: values", "11: values", "orbit",
                        "stabiliser", "mirror", "split", "cubes");
  Json rows = Json::array();
  int holding = 0, last_holding = -1;
  for (int i = 0; i < kMinimumUniversalCount; ++i) {
    const SetAnalysis a = analyze_set(sets[i]);
    const HaraguchiFacts f = haraguchi_facts(a);
    holding += f.all();
    if (f.all()) last_holding = i;
    d.text += fmt::format("{:>3}  {:<7} {:<7} {:<3} {:<3} {:<3} {:<4} {:>8} {:>10} {:>11} {:>5} {:>10} {:>6} {:>7}  {}\n", i + 1,
                          yes_no(f.in_set), yes_no(f.outside), yes_no(f.eight), yes_no(f.ten), yes_no(f.eleven),
                          yes_no(f.all()), a.sizes[0].max, values_text(a.sizes[2]), values_text(a.sizes[3]),
                          orbits.orbit_of[i] + 1, orbits.stabilizer[i], orbits.mirror_of[i] + 1, split_text(sets[i]), set_names(sets[i]));
    const CubeSymmetry& g = cube_symmetries()[orbits.to_first[i]];
    rows.push_back({{"set", i + 1},
                    {"cubes", detail::cube_names_json(sets[i])},
                    {"facts",
                     {{"in_set", f.in_set}, {"outside", f.outside}, {"eight", f.eight}, {"ten", f.ten},
                      {"eleven", f.eleven}, {"all", f.all()}}},
                    {"max_targets_8", a.sizes[0].max},
                    {"orbit", orbits.orbit_of[i] + 1},
                    {"stabilizer", orbits.stabilizer[i]},
                    {"mirror", orbits.mirror_of[i] + 1},
                    {"colour_split", split_text(sets[i])},
                    {"from_orbit_first", {{"colours", g.text()}, {"mirrored", g.mirrored}}}});
  }
  d.text += fmt::format("\norbits under the {} colour renamings and mirror images:\n", cube_symmetries().size());
  Json orbit_json = Json::array();
  for (size_t o = 0; o < orbits.orbits.size(); ++o) {
    const auto& members = orbits.orbits[o];
    Json list = Json::array();
    for (int i : members) list.push_back(i + 1);
    orbit_json.push_back(list);
    d.text += fmt::format("  orbit {}: {} set{}\n", o + 1, members.size(), members.size() == 1 ? "" : "s");
    for (int i : members)
      if (i != members[0])
        d.text += fmt::format("    universal:{} = universal:{} under {}\n", i + 1, members[0] + 1,
                              cube_symmetries()[orbits.to_first[i]].text());
  }
  const SetOrbits renamings = set_orbits(sets, false);
  d.text += fmt::format("  under the 720 colour renamings alone: {} orbit{}, a set fixed by {} renamings\n",
                        renamings.orbits.size(), renamings.orbits.size() == 1 ? "" : "s", renamings.stabilizer[0]);
  d.text += "  each set keeps exactly one split of the six colours into two triples (split), a different one for "
            "each:\n  the 10 sets are the 10 splits\n";
  int self_mirror = 0;
  for (int i = 0; i < kMinimumUniversalCount; ++i) self_mirror += orbits.mirror_of[i] == i;
  d.text += fmt::format("  sets that are their own mirror image (Xy in the set exactly when Yx is): {} of 10\n", self_mirror);
  const std::string verdict =
      holding == kMinimumUniversalCount ? "the facts hold for all 10 sets: they do not single one out"
      : holding == 1 ? fmt::format("the facts single out universal:{}", last_holding + 1)
                     : fmt::format("the facts hold for {} of the 10 sets", holding);
  d.text += "verdict: " + verdict + "\n";
  d.stats = fmt::format("universal facts: {:.1f} ms\n", sw.seconds() * 1e3);
  d.json = {{"size", published::kMinimumUniversalSize}, {"count", sets.size()}, {"minimum", true},
            {"sets", rows}, {"orbits", orbit_json}, {"symmetries", cube_symmetries().size()},
            {"renaming_orbits", renamings.orbits.size()}, {"renaming_stabilizer", renamings.stabilizer[0]},
            {"own_mirror_image", self_mirror},
            {"holding", holding}, {"verdict", verdict}};
  return d;
}

}  // namespace

Document macmahon_universal(const MacMahonUniversalRequest& request) {
  if (request.facts) {
    if (request.size) throw ArgumentError("facts", "the facts are about the 10 minimum universal sets: give no size");
    return universal_facts();
  }
  Stopwatch sw;
  const UniversalResult r = about_field("size", [&] {
    return universal_sets(request.size, request.quiet);
  });
  Document d;
  d.stats = fmt::format("universal: {:.2f} s\n", sw.seconds());
  if (r.minimum)
    d.text += fmt::format("minimum size of a universal set: {} (none of size 8..{}; searched {} sets)\n", r.size,
                          r.size - 1, std::accumulate(r.checked.begin(), r.checked.end(), uint64_t{0}));
  d.text += fmt::format("universal sets of size {}: {}\n", r.size, r.sets.size());
  Json sets = Json::array();
  for (CubeSet s : r.sets) {
    sets.push_back(detail::cube_names_json(s));
    d.text += "  " + set_names(s) + "\n";
  }
  const std::string conjecture = conjecture_verdict(r);
  if (!conjecture.empty()) d.text += "published conjecture (10 minimum universal sets): " + conjecture + "\n";
  d.json = {{"size", r.size}, {"count", r.sets.size()}, {"sets", sets}, {"minimum", r.minimum}};
  if (!conjecture.empty()) d.json["conjecture"] = conjecture;
  return d;
}

}  // namespace cw::report
