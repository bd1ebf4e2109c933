// `cubeworks macmahon census`: nonzero solution numbers over all C(30,8) collections for one
// target, by two independent methods, beside the published row with every disagreement flagged.
#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "report/macmahon.hpp"

namespace cw::cli {

void register_macmahon_census(CLI::App& family) {
  auto common = std::make_shared<CommonOptions>();
  auto request = std::make_shared<report::MacMahonCensusRequest>();
  auto* cmd = family.add_subcommand("census", "distribution of solution numbers over all collections for a target");
  add_common_options(cmd, *common);
  cmd->add_option("--target", request->target, "target cube (name or colouring)")->required();
  // Errors about "target" print as they are: each quotes the value at fault.
  cmd->callback([common, request] { emit(*common, report::macmahon_census(*request)); });
}

}  // namespace cw::cli
