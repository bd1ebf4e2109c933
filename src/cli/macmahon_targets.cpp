// `cubeworks macmahon targets`: for every collection of 8 cubes the targets it can build
// (options: report/macmahon.hpp, CW_MACMAHON_TARGETS_FIELDS).
#include "cli/macmahon.hpp"

namespace cw::cli {

void register_macmahon_targets(CLI::App& family) { add_declared(family, "macmahon.targets"); }

}  // namespace cw::cli
