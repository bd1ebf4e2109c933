// `cubeworks macmahon analyze`: a user's own set of cubes, what it and its subsets build.
#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "report/macmahon.hpp"

namespace cw::cli {
namespace {
struct AnalyzeCli {
  CommonOptions common;
  report::MacMahonAnalyzeRequest request;
  std::string svg;
};
}  // namespace

void register_macmahon_analyze(CLI::App& family) {
  auto opt = std::make_shared<AnalyzeCli>();
  auto* cmd = family.add_subcommand("analyze", "the targets a set of cubes builds, by which 8-subsets, and by its subsets");
  add_common_options(cmd, opt->common);
  cmd->add_option("--cubes", opt->request.cubes,
                  "8 to 30 different cubes, comma separated: names, six-digit colourings, row:X, col:y, mirror:Xy, "
                  "universal:N (a minimum universal set, 1..10); -Xy drops Xy")
      ->required();
  cmd->add_option("--svg", opt->svg, "draw the histogram of targets built for each subset size into this file");
  cmd->callback([opt] {
    opt->request.draw = !opt->svg.empty();
    const report::Document d =
        naming_options({{"cubes", "--cubes"}}, [&] { return report::macmahon_analyze(opt->request); });
    show_stats(opt->common, d);
    for (const Figure& f : d.figures) write_output_file(opt->common, opt->svg, f.svg);
    emit(opt->common, d.json, d.text);
  });
}

}  // namespace cw::cli
