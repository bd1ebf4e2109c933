// `cubeworks macmahon sizes`: for every set size k, the exact distribution of buildable targets.
// Under mpirun every rank counts its share; rank 0 alone prints (emit).
#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "report/macmahon.hpp"

namespace cw::cli {

void register_macmahon_sizes(CLI::App& family) {
  auto common = std::make_shared<CommonOptions>();
  auto request = std::make_shared<report::MacMahonSizesRequest>();
  auto* cmd = family.add_subcommand("sizes", "exact distribution of buildable targets over all C(30,k) sets, k = 0..30");
  add_common_options(cmd, *common);
  cmd->callback([common, request] {
    request->quiet = common->quiet;  // true on every rank but 0 (add_common_options)
    emit(*common, report::macmahon_sizes(*request));
  });
}

}  // namespace cw::cli
