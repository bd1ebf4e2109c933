// `cubeworks roll diameter`: bounds on the diameter of a board's state graph by sweeps and landmarks, or the exact one
// (options: report/rolling.hpp, CW_ROLL_DIAMETER_FIELDS).
#include "cli/declared.hpp"
#include "cli/roll.hpp"

namespace cw::cli {

void register_roll_diameter(CLI::App& roll) { add_declared(roll, "roll.diameter"); }

}  // namespace cw::cli
