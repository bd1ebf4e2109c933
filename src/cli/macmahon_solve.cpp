// `cubeworks macmahon solve`: the solution number of one collection for one target, and every
// arrangement, each re-checked by the independent block checker before it is printed.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "core/error.hpp"
#include "macmahon/target.hpp"
#include "render/macmahon_svg.hpp"

namespace cw::cli {
namespace {
struct SolveCli {
  CommonOptions common;
  std::string target, cubes, svg;
  bool interior = false;
};
const char* kCellName[8] = {"down-front-left", "down-front-right", "down-back-left", "down-back-right",
                            "up-front-left",   "up-front-right",   "up-back-left",   "up-back-right"};
}  // namespace

void register_macmahon_solve(CLI::App& family) {
  auto opt = std::make_shared<SolveCli>();
  auto* cmd = family.add_subcommand("solve", "solution number and every arrangement of 8 cubes for a target");
  add_common_options(cmd, opt->common);
  cmd->add_option("--target", opt->target, "target cube: a name (Ab..Fe) or six digits (up down front back left right)")
      ->required();
  cmd->add_option("--cubes", opt->cubes, "the 8 cubes, comma separated: names, six-digit colourings, row:X, col:y, mirror:Xy; -Xy drops Xy")->required();
  cmd->add_flag("--interior", opt->interior, "also require touching inner faces to match");
  cmd->add_option("--svg", opt->svg, "draw the first arrangement into this file");
  cmd->callback([opt] {
    using namespace macmahon;
    const CubeSpec target = parse_cube(opt->target);
    const auto specs = parse_cubes(opt->cubes);
    std::vector<Colouring> cubes;
    std::vector<std::string> labels;
    for (const auto& s : specs) {
      cubes.push_back(s.colouring);
      labels.push_back(s.index >= 0 ? cube_name(s.index) : s.text);
    }
    validate_collection(target.colouring, cubes, labels);
    const std::string tlabel = target.index >= 0 ? cube_name(target.index) : target.text;
    const TargetSolution sol = solve_target(target.colouring, cubes, opt->interior);
    Json arrangements = Json::array();
    std::string t = fmt::format("target           {} ({})\ncubes            {}\nvariant          {}\nsolution number  {}\n",
                                tlabel, colouring_text(target.colouring), fmt::join(labels, ","),
                                opt->interior ? "interior faces matching" : "outside only", sol.solution_number);
    int k = 0;
    for (const Arrangement& a : sol.arrangements) {
      std::string why;
      if (!is_valid_arrangement(target.colouring, cubes, a, opt->interior, &why))
        throw RunError("internal error: an arrangement failed the block checker: " + why);
      Json cells = Json::array();
      t += fmt::format("arrangement {}:\n", ++k);
      for (int cell = 0; cell < kCorners; ++cell) {
        const Colouring look = rotate(cubes[a[cell].cube], rotations()[a[cell].rotation]);
        cells.push_back({{"cell", cell}, {"position", kCellName[cell]}, {"cube", labels[a[cell].cube]},
                         {"rotation", a[cell].rotation}, {"up", look[U]}, {"front", look[F]},
                         {"colouring", colouring_text(look)}});
        t += fmt::format("  {:<17} {:<7} up {} front {}  (as placed: {})\n", kCellName[cell], labels[a[cell].cube],
                         look[U], look[F], colouring_text(look));
      }
      arrangements.push_back({{"cells", cells}});
    }
    if (!opt->svg.empty()) {
      if (sol.arrangements.empty()) throw RunError("no arrangement to draw: the solution number is 0");
      write_output_file(opt->common, opt->svg,
                        render::macmahon_arrangement_svg(target.colouring, tlabel, cubes, labels, sol.arrangements[0],
                                                         fmt::format("{} built from {} (arrangement 1 of {})", tlabel,
                                                                     fmt::join(labels, ","), sol.solution_number)));
    }
    Json j = {{"target", tlabel}, {"cubes", labels}, {"interior", opt->interior},
              {"solution_number", sol.solution_number}, {"arrangements", arrangements}};
    emit(opt->common, j, t);
  });
}

}  // namespace cw::cli
