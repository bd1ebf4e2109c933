#include <fmt/format.h>

#include <bit>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "macmahon/multiset.hpp"
#include "macmahon/published.hpp"
#include "macmahon/target.hpp"
#include "report/macmahon.hpp"

namespace cw::report {
namespace {
using namespace macmahon;

std::string target_label(const MultisetTarget& t) {
  return t.macmahon >= 0 ? cube_name(t.macmahon) : colouring_text(t.colouring);
}

Json copies_json(const Multiset& m) {
  Json j = Json::object();
  for (int i = 0; i < kMacMahonCubes; ++i)
    if (m.copies[i]) j[cube_name(i)] = m.copies[i];
  return j;
}

std::string variant_text(TargetVariant v) {
  return v == TargetVariant::kMacMahon
             ? "the 30 MacMahon cubes"
             : fmt::format("the {} block colourings with one colour per face, adjacent faces different",
                           multiset_targets(v).size());
}

// The cubes by corner as placements, each copy turned so that its corner p shows the target's
// corner-p colours, then checked by the independent block checker.
Json checked_arrangement(const MultisetTarget& t, const std::vector<int>& by_corner, std::string& text) {
  std::vector<Colouring> cubes;
  Arrangement a{};
  Json names = Json::array();
  for (int p = 0; p < kCorners; ++p) {
    const Colouring& c = macmahon::macmahon_cubes()[by_corner[p]];
    cubes.push_back(c);
    const uint32_t fits = rotations_showing(t.colouring, c, corner_faces(p));
    a[p] = {p, fits ? std::countr_zero(fits) : -1};
    if (a[p].rotation < 0) throw RunError(fmt::format("cube {} cannot turn to fit corner {}", cube_name(by_corner[p]), p));
    names.push_back(cube_name(by_corner[p]));
    text += fmt::format(" {}", cube_name(by_corner[p]));
  }
  std::string why;
  if (!is_valid_arrangement(t.colouring, cubes, a, false, &why))
    throw RunError(fmt::format("the arrangement for target {} fails the block checker: {}", target_label(t), why));
  return names;
}

Document builds_of(const Multiset& m, TargetVariant v) {
  const auto& targets = multiset_targets(v);
  const std::vector<int> built = buildable_targets(m, v);
  Document d;
  d.text = fmt::format("multiset: {} ({} cubes)\ntargets: {}\nbuilds {} of {} targets{}\n",
                       m.size() ? multiset_text(m) : "(empty)", m.size(), variant_text(v), built.size(), targets.size(),
                       built.empty() ? "" : " (cubes at corners 0..7, each re-checked by the block checker):");
  Json rows = Json::array();
  for (int t : built) {
    std::string line = fmt::format("  {:<7}", target_label(targets[t]));
    const Json names = checked_arrangement(targets[t], building_assignment(m, targets[t]), line);
    d.text += line + "\n";
    rows.push_back({{"target", target_label(targets[t])},
                    {"colouring", colouring_text(targets[t].colouring)},
                    {"cubes_by_corner", names},
                    {"checked", true}});
  }
  d.json = {{"variant", variant_key(v)}, {"target_count", targets.size()}, {"cubes", copies_json(m)},
            {"size", m.size()},          {"built_count", built.size()},   {"built", rows}};
  return d;
}

Document search(TargetVariant v, bool quiet) {
  MultisetSearchOptions options;
  options.variant = v;
  options.quiet = quiet;
  const MaxInfeasibleResult r = max_infeasible(options);
  Stopwatch check;
  int verified = 0;
  for (const Multiset& m : r.maximum) verified += is_maximal_infeasible(m, v);
  if (verified != static_cast<int>(r.maximum.size()))
    throw RunError(fmt::format("{} of {} maximum multisets fail the re-check", r.maximum.size() - verified,
                               r.maximum.size()));
  const int published = published::kLargestMultisetBuildingNothing;
  const bool comparable = v == TargetVariant::kMacMahon;  // the published question
  Document d;
  d.text = fmt::format(
      "targets: {}\n"
      "largest multiset building no target: {} cubes (proven: branch and bound over 0..7 copies of each cube)\n"
      "maximum multisets: {}, each re-checked (builds nothing; one more copy of any cube builds a target)\n"
      "up to the 720 colour renamings: {} orbit{}; with mirror images (1440): {}\n"
      "{}\n\n",
      variant_text(v), r.size, r.maximum.size(), r.orbits.size(), r.orbits.size() == 1 ? "" : "s",
      r.mirror_orbits.size(),
      comparable ? fmt::format("Haraguchi 2016: {} -> {}", published, r.size == published ? "agrees" : "disagrees")
                 : fmt::format("Haraguchi 2016's {} is for the MacMahon targets; every block colouring counting as "
                               "a target, fewer cubes suffice",
                               published));
  d.text += fmt::format("{:>5} {:>9} {:>8}  {}\n", "orbit", "renamings", "+mirrors", "copies (least member under renamings and mirrors)");
  Json reps = Json::array();
  for (size_t i = 0; i < r.mirror_orbits.size(); ++i) {
    const Multiset& m = r.mirror_orbits[i];
    const int plain = orbit_size(m, 720), full = orbit_size(m, 1440);
    d.text += fmt::format("{:>5} {:>9} {:>8}  {}\n", i + 1, plain, full, multiset_text(m));
    reps.push_back({{"cubes", copies_json(m)}, {"text", multiset_text(m)}, {"orbit_size_renamings", plain},
                    {"orbit_size", full}, {"renaming_orbits", full / plain}});
  }
  Json renaming_reps = Json::array();
  for (const Multiset& m : r.orbits) renaming_reps.push_back(multiset_text(m));
  d.stats = fmt::format("multiset search: {:.2f} s, {} nodes; re-check of {} multisets: {:.2f} s\n", r.seconds, r.nodes,
                        r.maximum.size(), check.seconds());
  d.json = {{"variant", variant_key(v)},
            {"target_count", multiset_targets(v).size()},
            {"size", r.size},
            {"maximum_count", r.maximum.size()},
            {"orbits_renamings", r.orbits.size()},
            {"orbits_with_mirrors", r.mirror_orbits.size()},
            {"representatives", reps},
            {"renaming_representatives", renaming_reps},
            {"verified", verified},
            {"published", published},
            {"agrees_with_published", comparable ? Json(r.size == published) : Json()},
            {"nodes", r.nodes},
            {"seconds", r.seconds}};
  return d;
}

}  // namespace

Document macmahon_multiset(const MacMahonMultisetRequest& request) {
  const TargetVariant v = request.variant;
  if (request.max_infeasible) {
    if (!request.cubes.empty()) throw ArgumentError("cubes", "give either a multiset or the search, not both");
    return search(v, request.quiet);
  }
  if (request.cubes.empty()) throw ArgumentError("cubes", "a cube list (repeats as Ab*3) or the search is required");
  return builds_of(about_field("cubes", [&] { return parse_multiset(request.cubes); }), v);
}

}  // namespace cw::report
