// `cubeworks macmahon explain`: why a collection has its solution number (the components of its
// corner graph, the theorems' prediction and the count), or with --all the theorems against the
// census for every target and every collection.
#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "report/macmahon.hpp"

namespace cw::cli {
namespace {
struct ExplainCli {
  CommonOptions common;
  report::MacMahonExplainRequest request;
  std::string svg;
};
}  // namespace

void register_macmahon_explain(CLI::App& family) {
  auto opt = std::make_shared<ExplainCli>();
  auto* cmd = family.add_subcommand("explain", "the corner graph of a collection and the theorems' solution number");
  add_common_options(cmd, opt->common);
  auto* target = cmd->add_option("--target", opt->request.target,
                                 "target cube: a name (Ab..Fe) or six digits (up down front back left right)");
  auto* cubes = cmd->add_option(
      "--cubes", opt->request.cubes,
      "the 8 cubes, comma separated: names, six-digit colourings, row:X, col:y, mirror:Xy; -Xy drops Xy");
  auto* svg = cmd->add_option("--svg", opt->svg, "draw the corner graph on a cube into this file");
  cmd->add_flag("--all", opt->request.all,
                "compare the theorems with the census for every target and every collection")
      ->excludes(target)
      ->excludes(cubes)
      ->excludes(svg);
  cmd->callback([opt] {
    if (!opt->request.all && (opt->request.target.empty() || opt->request.cubes.empty()))
      throw InputError("--target and --cubes are required (or --all for every collection)");
    opt->request.draw = !opt->svg.empty();
    // Errors about "target" and "cubes" print as they are: each names the cube or the list at fault.
    const report::Document d = report::macmahon_explain(opt->request);
    show_stats(opt->common, d);
    for (const Figure& f : d.figures) write_output_file(opt->common, opt->svg, f.svg);
    emit(opt->common, d.json, d.text);
  });
}

}  // namespace cw::cli
