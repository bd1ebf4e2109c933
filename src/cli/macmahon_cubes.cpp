// `cubeworks macmahon cubes`: the generated families, and the 30 named cubes of Conway's tableau.
#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "report/macmahon.hpp"

namespace cw::cli {

void register_macmahon_cubes(CLI::App& family) {
  auto common = std::make_shared<CommonOptions>();
  auto request = std::make_shared<report::MacMahonCubesRequest>();
  auto* cmd = family.add_subcommand("cubes", "the n-coloured families (n = 2..6) and the 30 named MacMahon cubes");
  add_common_options(cmd, *common);
  cmd->add_option("--family", request->family, "list every cube of the n-coloured family (canonical colourings) instead")
      ->check(CLI::Range(2, 6));
  cmd->callback([common, request] {
    emit(*common, naming_options({{"family", "--family"}}, [&] { return report::macmahon_cubes(*request); }));
  });
}

}  // namespace cw::cli
