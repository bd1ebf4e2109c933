// `cubeworks macmahon multiset`: the targets a set with repeated cubes builds, or the proven
// largest multiset building no target (options: report/macmahon.hpp, CW_MACMAHON_MULTISET_FIELDS).
#include "cli/macmahon.hpp"

namespace cw::cli {

void register_macmahon_multiset(CLI::App& family) {
  auto* cmd = add_declared(family, "macmahon.multiset");
  cmd->get_option("--max-infeasible")->excludes("--cubes");
}

}  // namespace cw::cli
