#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "core/timer.hpp"
#include "macmahon/set_analysis.hpp"
#include "render/macmahon_set_svg.hpp"
#include "report/macmahon.hpp"
#include "report/macmahon_common.hpp"

namespace cw::report {
namespace {
using namespace macmahon;

constexpr size_t kTextListed = 12;    // collections per target in the readable report
constexpr size_t kJsonListed = 1000;  // and in the JSON document

CubeSet parse_set(const std::string& text) {
  if (text.empty()) throw ArgumentError("cubes", "the set's cubes are required (at least 8 different MacMahon cubes)");
  CubeSet s = 0;
  for (const CubeSpec& c : about_field("cubes", [&] { return parse_cubes(text); })) {
    if (c.index < 0)
      throw ArgumentError("cubes", fmt::format("'{}' is not a MacMahon cube (it uses {} colours, not 6)", c.text,
                                               family_of(c.colouring)));
    if (s >> c.index & 1)
      throw ArgumentError("cubes", fmt::format("{} is listed twice: a set holds different cubes", cube_name(c.index)));
    s |= 1u << c.index;
  }
  if (std::popcount(s) < kCorners)
    throw ArgumentError("cubes", fmt::format("a set to analyse has at least 8 different cubes, not {}", std::popcount(s)));
  return s;
}

std::string solution_numbers_text(const TargetInSet& t) {
  std::string out;
  for (auto it = t.by_solution_number.rbegin(); it != t.by_solution_number.rend(); ++it)
    out += fmt::format("{}{} x{}", out.empty() ? "" : ", ", it->second, it->first);
  return out.empty() ? "-" : out;
}

Json target_json(const SetAnalysis& a, const TargetInSet& t) {
  Json numbers = Json::array(), collections = Json::array();
  for (const auto& [n, count] : t.by_solution_number) numbers.push_back({{"solution_number", n}, {"collections", count}});
  for (size_t i = 0; i < std::min(t.collections.size(), kJsonListed); ++i)
    collections.push_back({{"cubes", detail::cube_names_json(t.collections[i].cubes)},
                           {"solution_number", t.collections[i].solution_number}});
  return {{"target", cube_name(t.target)},
          {"in_set", static_cast<bool>(a.cubes >> t.target & 1)},
          {"built", !t.collections.empty()},
          {"useless_cubes", detail::cube_names_json(t.useless)},
          {"collection_count", t.collections.size()},
          {"solution_numbers", numbers},
          {"collections", collections}};
}

std::string distribution_text(const SubsetSizeRow& r) {
  std::string out;
  for (int v = 0; v <= kMacMahonCubes; ++v)
    if (r.distribution[v]) out += fmt::format("{}{}:{}", out.empty() ? "" : " ", v, r.distribution[v]);
  return out;
}

}  // namespace

Document macmahon_analyze(const MacMahonAnalyzeRequest& request) {
  const CubeSet set = parse_set(request.cubes);
  if (request.draw && std::popcount(set) > kMaxSizeTableCubes)
    throw ArgumentError("cubes", fmt::format("the histograms are drawn for sets of up to {} cubes", kMaxSizeTableCubes));
  Stopwatch sw;
  const SetAnalysis a = analyze_set(set);
  Document d;
  d.stats = fmt::format("analyze: {:.1f} ms for {} cubes\n", sw.seconds() * 1e3, a.size);
  d.text = fmt::format("set              {} ({} cubes)\n", set_names(set), a.size);
  d.text += fmt::format("targets built    {} of 30{}{}\n", std::popcount(a.targets), a.targets ? ": " : "",
                        set_names(a.targets));
  d.text += fmt::format("8-subsets        {}, {} build at least one target\n\n", a.collections, a.building_collections);
  d.text += "target  in set  useless  collections  solution numbers (collections x solution number)\n";
  Json targets = Json::array();
  for (const TargetInSet& t : a.per_target) {
    d.text += fmt::format("{:<6}  {:<6}  {:>7}  {:>11}  {}\n", cube_name(t.target),
                          a.cubes >> t.target & 1 ? "yes" : "no", std::popcount(t.useless), t.collections.size(),
                          solution_numbers_text(t));
    targets.push_back(target_json(a, t));
  }
  d.text += fmt::format("\nthe 8-subsets that build each target, with their solution numbers (first {}):\n", kTextListed);
  for (const TargetInSet& t : a.per_target)
    for (size_t i = 0; i < std::min(t.collections.size(), kTextListed); ++i)
      d.text += fmt::format("  {}  {}  {}{}\n", cube_name(t.target), set_names(t.collections[i].cubes),
                            t.collections[i].solution_number,
                            i + 1 == kTextListed && t.collections.size() > kTextListed
                                ? fmt::format("  ... {} more", t.collections.size() - kTextListed)
                                : "");
  Json sizes = Json::array();
  if (a.sizes.empty()) {
    d.text += fmt::format("\nj-subsets: not counted above {} cubes (2^k subsets; `macmahon sizes` covers all 30)\n",
                          kMaxSizeTableCubes);
  } else {
    d.text += fmt::format("\nnumber of targets built by the j-subsets of the set\n{:>3} {:>10} {:>3} {:>3} {:>8}  {}\n",
                          "j", "subsets", "min", "max", "mean", "distribution (targets:subsets)");
    for (const SubsetSizeRow& r : a.sizes) {
      d.text += fmt::format("{:>3} {:>10} {:>3} {:>3} {:>8.4f}  {}\n", r.j, r.subsets, r.min, r.max, r.mean,
                            distribution_text(r));
      Json dist = Json::array();
      for (int v = 0; v <= kMacMahonCubes; ++v)
        if (r.distribution[v]) dist.push_back({{"targets", v}, {"subsets", r.distribution[v]}});
      sizes.push_back(
          {{"j", r.j}, {"subsets", r.subsets}, {"min", r.min}, {"max", r.max}, {"mean", r.mean}, {"distribution", dist}});
    }
  }
  Json built = detail::cube_names_json(a.targets);
  d.json = {{"cubes", detail::cube_names_json(set)},
            {"size", a.size},
            {"targets", built},
            {"target_count", std::popcount(a.targets)},
            {"collections", a.collections},
            {"building_collections", a.building_collections},
            {"per_target", targets},
            {"sizes", a.sizes.empty() ? Json(nullptr) : sizes}};
  if (request.draw || (request.draw_if_small && !a.sizes.empty())) {
    const std::string title = fmt::format("Targets built by the subsets of a set of {} cubes", a.size);
    d.figures.push_back({"macmahon_analyze.svg", title, render::subset_histograms_svg(a, title)});
  }
  return d;
}

}  // namespace cw::report
