// The target puzzle at size 3x3x3 as documents: `macmahon solve --size 3` (decide, one
// arrangement re-checked face by face, the number of arrangements) and `macmahon targets --size 3`
// (how many of the 4060 sets of 27 different cubes build each target).
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "macmahon/large_target.hpp"
#include "report/macmahon.hpp"
#include "report/macmahon_common.hpp"

namespace cw::report::detail {
namespace {
using namespace macmahon;

std::string cell_position(int cell) {
  static constexpr const char* x[3] = {"left", "middle", "right"};
  static constexpr const char* y[3] = {"front", "middle", "back"};
  static constexpr const char* z[3] = {"down", "middle", "up"};
  return fmt::format("{}-{}-{}", z[cell / 9], y[cell / 3 % 3], x[cell % 3]);
}

const char* cell_kind(int cell) {
  switch (outward_faces(cell).size()) {
    case 3: return "corner";
    case 2: return "edge";
    case 1: return "face centre";
    default: return "centre";
  }
}
}  // namespace

Document macmahon_solve_large(const MacMahonSolveRequest& request) {
  if (request.interior) throw ArgumentError("interior", "matching inner faces is for the 2x2x2 puzzle only");
  if (request.draw) throw ArgumentError("draw", "pictures are drawn for the 2x2x2 puzzle only");
  const CubeSpec target = about_field("target", [&] { return parse_cube(request.target); });
  if (target.index < 0) throw ArgumentError("target", fmt::format("'{}' is not a MacMahon cube", request.target));
  const Multiset cubes = about_field("cubes", [&] { return parse_multiset(request.cubes); });
  if (cubes.size() < kLargeCells)
    throw ArgumentError("cubes", fmt::format("a 3x3x3 block takes 27 cubes, and the cube list has {}", cubes.size()));
  Stopwatch sw;
  const auto a = large_arrangement(target.index, cubes);
  const std::string name = cube_name(target.index);
  Document d;
  d.text = fmt::format("target           {} ({})\ncubes            {} ({} cubes)\nsize             3x3x3\nbuildable        {}\n",
                       name, colouring_text(macmahon::macmahon_cubes()[target.index]), multiset_text(cubes), cubes.size(),
                       a ? "yes" : "no");
  d.json = {{"target", name}, {"cubes", multiset_text(cubes)}, {"size", 3}, {"buildable", a.has_value()}};
  Json cells = Json::array();
  if (a) {
    std::string why;
    if (!is_valid_large_arrangement(target.index, cubes, *a, &why))
      throw RunError("internal error: the 3x3x3 arrangement failed the face checker: " + why);
    d.text += "arrangement (checked face by face; cells from the down layer up, front to back, left to right):\n";
    for (int cell = 0; cell < kLargeCells; ++cell) {
      const Colouring look = rotate(macmahon::macmahon_cubes()[a->cube[cell]], rotations()[a->rotation[cell]]);
      cells.push_back({{"cell", cell}, {"position", cell_position(cell)}, {"kind", cell_kind(cell)},
                       {"cube", cube_name(a->cube[cell])}, {"rotation", a->rotation[cell]},
                       {"colouring", colouring_text(look)}});
      d.text += fmt::format("  {:<24} {:<11} {}  (as placed: {})\n", cell_position(cell), cell_kind(cell),
                            cube_name(a->cube[cell]), colouring_text(look));
    }
  }
  d.json["arrangement"] = a ? cells : Json();
  // Counting is for exactly 27 cubes; with more, which 27 to take multiplies the choices.
  if (a && cubes.size() == kLargeCells) {
    const std::string count = count_text(count_large_arrangements(target.index, cubes));
    d.text += fmt::format("arrangements     {}\n", count);
    d.json["arrangements"] = count;
  } else {
    if (a) d.text += "arrangements     not counted (counted for exactly 27 cubes)\n";
    d.json["arrangements"] = a ? Json() : Json("0");
  }
  d.stats = fmt::format("size 3: decided and counted in {:.3f} s\n", sw.seconds());
  return d;
}

Document macmahon_targets_large() {
  Stopwatch sw;
  const LargeTable t = large_target_table();
  Document d;
  d.text = "targets built at size 3x3x3 by the 4060 sets of 27 different cubes (C(30,27))\n"
           "target  sets building it\n";
  Json rows = Json::array();
  int everything = 0;
  for (uint32_t b : t.builds) everything += b == (1u << kMacMahonCubes) - 1;
  for (int i = 0; i < kMacMahonCubes; ++i) {
    d.text += fmt::format("{:<7} {}\n", cube_name(i), t.sets_building[i]);
    rows.push_back({{"target", cube_name(i)}, {"sets", t.sets_building[i]}});
  }
  d.text += fmt::format("sets building all 30 targets: {} of {}\n", everything, t.builds.size());
  d.json = {{"size", 3}, {"sets", t.builds.size()}, {"per_target", rows}, {"sets_building_all", everything}};
  d.stats = fmt::format("size 3: {} sets x 30 targets matched in {:.3f} s\n", t.builds.size(), sw.seconds());
  return d;
}

}  // namespace cw::report::detail
