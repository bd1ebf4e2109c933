// `cubeworks macmahon solve`: the solution number of one collection for one target, and every
// arrangement, each re-checked by the independent block checker before it is printed.
#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "report/macmahon.hpp"

namespace cw::cli {
namespace {
struct SolveCli {
  CommonOptions common;
  report::MacMahonSolveRequest request;
  std::string svg;
};
}  // namespace

void register_macmahon_solve(CLI::App& family) {
  auto opt = std::make_shared<SolveCli>();
  auto* cmd = family.add_subcommand("solve", "solution number and every arrangement of 8 cubes for a target");
  add_common_options(cmd, opt->common);
  cmd->add_option("--target", opt->request.target,
                  "target cube: a name (Ab..Fe) or six digits (up down front back left right)")
      ->required();
  cmd->add_option("--cubes", opt->request.cubes,
                  "the 8 cubes, comma separated: names, six-digit colourings, row:X, col:y, mirror:Xy; -Xy drops Xy")
      ->required();
  cmd->add_flag("--interior", opt->request.interior, "also require touching inner faces to match");
  cmd->add_option("--size", opt->request.size,
                  "3: build the target as a 3x3x3 block from at least 27 cubes, repeats allowed (Ab*3)")
      ->capture_default_str();
  cmd->add_option("--svg", opt->svg, "draw the first arrangement into this file");
  cmd->callback([opt] {
    // Errors about "target" and "cubes" print as they are: each names the cube or the list at fault.
    opt->request.draw = !opt->svg.empty();
    const report::Document d = naming_options({{"size", "--size"}, {"interior", "--interior"}, {"draw", "--svg"}},
                                              [&] { return report::macmahon_solve(opt->request); });
    for (const Figure& f : d.figures) write_output_file(opt->common, opt->svg, f.svg);
    emit(opt->common, d);
  });
}

}  // namespace cw::cli
