// `cubeworks macmahon universal`: all universal sets of a size (default: the minimum, searched)
// (options: report/macmahon.hpp, CW_MACMAHON_UNIVERSAL_FIELDS).
#include "cli/macmahon.hpp"

namespace cw::cli {

void register_macmahon_universal(CLI::App& family) { add_declared(family, "macmahon.universal"); }

}  // namespace cw::cli
