// `cubeworks macmahon cubes`: the generated families, and the 30 named cubes of Conway's tableau
// (options: report/macmahon.hpp, CW_MACMAHON_CUBES_FIELDS).
#include "cli/macmahon.hpp"

namespace cw::cli {

void register_macmahon_cubes(CLI::App& family) { add_declared(family, "macmahon.cubes"); }

}  // namespace cw::cli
