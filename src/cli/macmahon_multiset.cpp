// `cubeworks macmahon multiset`: the targets a set with repeated cubes builds, or the proven
// largest multiset building no target.
#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "report/macmahon.hpp"

namespace cw::cli {

void register_macmahon_multiset(CLI::App& family) {
  auto common = std::make_shared<CommonOptions>();
  auto request = std::make_shared<report::MacMahonMultisetRequest>();
  auto* cmd = family.add_subcommand("multiset", "sets with repeated cubes: the targets they build, the largest building none");
  add_common_options(cmd, *common);
  auto* cubes = cmd->add_option("--cubes", request->cubes,
                                "the cubes, repeats allowed: names or six-digit colourings, Ab*3 for three copies, "
                                "row:X, col:y, mirror:Xy, universal:N; -Xy drops Xy");
  cmd->add_flag("--max-infeasible", request->max_infeasible,
                "search for the largest multiset from which no target can be built (proven, with every maximum one)")
      ->excludes(cubes);
  cmd->add_option("--variant", request->variant,
                  "targets: the 30 MacMahon cubes (default); faces: every block colouring with one colour per face, "
                  "adjacent faces different");
  cmd->callback([common, request] {
    request->quiet = common->quiet;
    emit(*common, naming_options({{"cubes", "--cubes"}, {"variant", "--variant"}},
                                 [&] { return report::macmahon_multiset(*request); }));
  });
}

}  // namespace cw::cli
