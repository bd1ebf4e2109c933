#include "reproduce/sections.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "hoffman/cdcl.hpp"
#include "hoffman/construct.hpp"
#include "hoffman/enumerate.hpp"
#include "hoffman/layers.hpp"
#include "hoffman/search.hpp"
#include "hoffman/symmetry.hpp"
#include "render/hoffman_svg.hpp"

namespace cw::reproduce {
using namespace cw::hoffman;

ReproSection hoffman_section() {
  ReproSection s;
  s.id = "hoffman";
  s.title = "Hoffman's packing puzzle";
  const Lengths L3 = default_lengths(3);
  const Enumeration e = enumerate_packings(L3);
  const auto& D = e.duality;
  s.rows.push_back({"3D real packings up to the 48 symmetries (10,11,12)", std::to_string(e.real.classes.size()),
                    "21", e.real.classes.size() == 21,
                    "each class re-checked by the exact integer checker"});
  s.rows.push_back({"3D real packings raw / up to the 24 rotations",
                    fmt::format("{} / {}", e.real.raw, e.real.rotation_classes), "", std::nullopt, ""});
  s.rows.push_back({"3D pseudo-solutions raw / symmetry / rotation classes",
                    fmt::format("{} / {} / {}", e.pseudo.raw, e.pseudo.classes.size(), e.pseudo.rotation_classes),
                    "", std::nullopt, "pass every line and every 2D-layer test, overlap only across a corner"});
  s.rows.push_back({"3D duality (real classes)",
                    fmt::format("{} self-dual, {} dual valid, {} dual pseudo, {} dual invalid", D.self_dual,
                                D.dual_valid, D.dual_pseudo, D.dual_invalid),
                    "", std::nullopt, fmt::format("{} classes up to symmetry and duality", D.classes_up_to_duality)});
  // Same set for other triples in the side condition's range.
  auto base = fast_search(L3, Pruning::Full);
  std::sort(base.begin(), base.end());
  std::string same = "yes";
  for (const char* t : {"20,23,26", "100,101,102"}) {
    auto other = fast_search(parse_lengths(t, 3), Pruning::Full);
    std::sort(other.begin(), other.end());
    if (other != base) same = std::string("no (") + t + ")";
  }
  s.rows.push_back({"3D real grids identical for 20,23,26 and 100,101,102", same, "", std::nullopt,
                    same == "yes" ? "set equality of all raw grids" : "the grid model should not depend on the lengths"});
  const Enumeration e2 = enumerate_packings(default_lengths(2));
  s.rows.push_back({"2D packings raw / up to symmetry", fmt::format("{} / {}", e2.real.raw, e2.real.classes.size()),
                    "", std::nullopt, "the pinwheel and its mirror image"});
  const Lengths L4 = default_lengths(4);
  const Grid g4 = nested_construction_4d();
  const CheckResult r4 = check_grid(g4, L4);
  s.rows.push_back({"4D packing by nested pinwheels (1000,1001,1003,1007)",
                    r4.valid() ? "verified (256 boxes, no overlap)" : "FAILS the checker", "exists",
                    r4.valid(), "exact integer checker, all 32640 pairs"});
  CdclResult found;  // no grid in a build without the solver
  if (cdcl_available()) {
    // The 8-fold rotation 1230:0001 is the space the solver settles fastest (docs/hoffman.md).
    found = find_packing_cdcl(L4, {parse_symmetry("1230:0001", 4)}, nullptr);
    const bool novel = found.grid && !in_construction_family(*found.grid);
    s.rows.push_back({"4D packing found by search (clause learning, grids invariant under 1230:0001)",
                      found.grid ? fmt::format("found, verified; symmetry group of order {}; {}",
                                               symmetry_group(4).size() / orbit_size(*found.grid),
                                               novel ? "outside the construction's family" : "a construction variant")
                                 : "not found",
                      "none by search (the 2003 study stopped)", std::nullopt, "cubeworks hoffman search --dim 4 --first"});
  } else {
    s.rows.push_back({"4D packing found by search (clause learning)", kCdclUnavailable,
                      "none by search (the 2003 study stopped)", std::nullopt, "cubeworks hoffman search --dim 4 --first"});
  }
  // Read from the verb itself, so that this row says what `hoffman construct --dim 4` says.
  const Json family = verb_document("hoffman.construct", {{"dim", 4}}).at("family");
  s.rows.push_back({"4D packings, lower bound",
                    fmt::format("3 * {}^17 = {} raw, {} up to symmetry", family.at("slab_tilings").get<int>(),
                                family.at("packings_at_least").get<std::string>(),
                                family.at("classes_at_least").get<std::string>()),
                    "unknown", std::nullopt,
                    "the sliced constructions (hoffman construct --dim 4 --slabs), all distinct"});
  // Read from the verb itself, as `hoffman construct --dim 6` prints it.
  const Json six = verb_document("hoffman.construct", {{"dim", 6}});
  const Json& check6 = six.at("check");
  s.rows.push_back({"6D packing by the product construction (2x3: pinwheel of 3D packings), lengths 65,...,96",
                    check6.at("valid").get<bool>()
                        ? fmt::format("built and verified: {} boxes, no overlap (cell sweep); uncovered volume {}",
                                      check6.at("box_count").get<uint64_t>(), check6.at("uncovered_volume").get<std::string>())
                        : "FAILS the checker",
                    "none found beyond 4D", std::nullopt,
                    "cubeworks hoffman construct --dim 6; every n = 2^i 3^j composes (docs/hoffman-dimensions.md)"});
  const LayerCounts lc = count_layers(L4, false);
  s.rows.push_back({"4D rows with two axes distinguished", std::to_string(lc.rows), "1944", lc.rows == 1944,
                    "enumerated"});
  const TreeEstimate te = estimate_tree(L4, 20000, 1, true);
  s.rows.push_back({"4D cell-by-cell search tree (Knuth, 20000 probes)",
                    fmt::format("{:.2g} nodes (std. error {:.1g})", te.nodes, te.nodes_error),
                    "about 2^55 steps (2003, layered search)", std::nullopt,
                    "different search trees; see docs/hoffman.md"});
  for (size_t i = 0; i < e.real.classes.size(); ++i)
    s.figures.push_back({fmt::format("hoffman_R{:02}.svg", i + 1),
                         fmt::format("3D packing class R{} ({}, orbit {})", i + 1,
                                     dual_kind_name(D.kind[i]), e.real.classes[i].orbit),
                         render::hoffman_svg(e.real.classes[i].canonical, L3, fmt::format("R{}", i + 1))});
  if (found.grid)
    s.figures.push_back({"hoffman_4d_search.svg", "4D packing found by search (4 rows of 3D layers)",
                         render::hoffman_svg(*found.grid, L4, "4D packing found by search")});
  s.notes.push_back("Grid model: 27 boxes in a 3x3x3 grid, each line holds a, b and c once; a box starts where "
                    "the boxes before it on its lines end. Classes are listed by their canonical text (least "
                    "image under the 48 symmetries, one orientation code per cell, x fastest).");
  s.notes.push_back("4x4 layer counts (seconds): cubeworks hoffman layers --dim 4.");
  return s;
}

}  // namespace cw::reproduce
