#include <fmt/format.h>

#include "core/error.hpp"
#include "macmahon/target.hpp"
#include "render/macmahon_svg.hpp"
#include "report/macmahon.hpp"
#include "report/macmahon_common.hpp"

namespace cw::report {
namespace {
using namespace macmahon;

const char* kCellName[8] = {"down-front-left", "down-front-right", "down-back-left", "down-back-right",
                            "up-front-left",   "up-front-right",   "up-back-left",   "up-back-right"};

struct Collection {
  CubeSpec target;
  std::string target_label;
  std::vector<Colouring> cubes;
  std::vector<std::string> labels;  // names for MacMahon cubes, the text as given for others
};

Collection parse_collection(const MacMahonSolveRequest& request) {
  Collection c{about_field("target", [&] { return parse_cube(request.target); }), {}, {}, {}};
  c.target_label = c.target.index >= 0 ? cube_name(c.target.index) : c.target.text;
  for (const CubeSpec& s : about_field("cubes", [&] { return parse_cubes(request.cubes); })) {
    c.cubes.push_back(s.colouring);
    c.labels.push_back(s.index >= 0 ? cube_name(s.index) : s.text);
  }
  about_field("cubes", [&] { validate_collection(c.target.colouring, c.cubes, c.labels); });
  return c;
}

// One arrangement, re-checked, as JSON cells and as readable lines.
Json arrangement_cells(const Collection& c, const Arrangement& a, bool interior, std::string& text) {
  std::string why;
  if (!is_valid_arrangement(c.target.colouring, c.cubes, a, interior, &why))
    throw RunError("internal error: an arrangement failed the block checker: " + why);
  Json cells = Json::array();
  for (int cell = 0; cell < kCorners; ++cell) {
    const Colouring look = rotate(c.cubes[a[cell].cube], rotations()[a[cell].rotation]);
    cells.push_back({{"cell", cell}, {"position", kCellName[cell]}, {"cube", c.labels[a[cell].cube]},
                     {"rotation", a[cell].rotation}, {"up", look[U]}, {"front", look[F]},
                     {"colouring", colouring_text(look)}});
    text += fmt::format("  {:<17} {:<7} up {} front {}  (as placed: {})\n", kCellName[cell], c.labels[a[cell].cube],
                        look[U], look[F], colouring_text(look));
  }
  return cells;
}

Figure first_arrangement_figure(const Collection& c, const TargetSolution& sol, bool interior) {
  if (sol.arrangements.empty()) throw RunError("no arrangement to draw: the solution number is 0");
  const std::string caption = fmt::format("{} built from {} (arrangement 1 of {})", c.target_label,
                                          fmt::join(c.labels, ","), sol.solution_number);
  return {fmt::format("macmahon_{}{}.svg", c.target_label, interior ? "_interior" : ""), caption,
          render::macmahon_arrangement_svg(c.target.colouring, c.target_label, c.cubes, c.labels,
                                           sol.arrangements[0], caption)};
}
}  // namespace

Document macmahon_solve(const MacMahonSolveRequest& request) {
  if (request.size == 3) return detail::macmahon_solve_large(request);
  if (request.size != 2) throw ArgumentError("size", fmt::format("the block is 2x2x2 or 3x3x3 (size 2 or 3), not {}", request.size));
  const Collection c = parse_collection(request);
  const TargetSolution sol = solve_target(c.target.colouring, c.cubes, request.interior);
  Document d;
  d.text = fmt::format("target           {} ({})\ncubes            {}\nvariant          {}\nsolution number  {}\n",
                       c.target_label, colouring_text(c.target.colouring), fmt::join(c.labels, ","),
                       request.interior ? "interior faces matching" : "outside only", sol.solution_number);
  Json arrangements = Json::array();
  int k = 0;
  for (const Arrangement& a : sol.arrangements) {
    d.text += fmt::format("arrangement {}:\n", ++k);
    arrangements.push_back({{"cells", arrangement_cells(c, a, request.interior, d.text)}});
  }
  if (request.draw || (request.draw_if_any && !sol.arrangements.empty())) d.figures.push_back(first_arrangement_figure(c, sol, request.interior));
  d.json = {{"target", c.target_label}, {"cubes", c.labels}, {"interior", request.interior},
            {"solution_number", sol.solution_number}, {"arrangements", arrangements}};
  return d;
}

}  // namespace cw::report
