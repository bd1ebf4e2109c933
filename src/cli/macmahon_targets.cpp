// `cubeworks macmahon targets`: for every collection of 8 cubes the targets it can build.
#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "report/macmahon.hpp"

namespace cw::cli {

void register_macmahon_targets(CLI::App& family) {
  auto common = std::make_shared<CommonOptions>();
  auto request = std::make_shared<report::MacMahonTargetsRequest>();
  auto* cmd = family.add_subcommand("targets", "number of buildable targets over all 5,852,925 collections");
  add_common_options(cmd, *common);
  cmd->add_flag("--list-max", request->list_max, "list the collections reaching the maximum and their targets");
  cmd->add_option("--db", request->db,
                  "also write every collection that builds a target, its targets and solution numbers, to this "
                  "SQLite file");
  cmd->add_option("--size", request->size,
                  "3: for every target, how many of the 4060 sets of 27 different cubes build it as a 3x3x3 block")
      ->capture_default_str();
  cmd->callback([common, request] {
    emit(*common, naming_options({{"db", "--db"}, {"size", "--size"}}, [&] { return report::macmahon_targets(*request); }));
  });
}

}  // namespace cw::cli
