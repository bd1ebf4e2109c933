// `cubeworks roll generate`: states exactly N moves from a goal, drawn uniformly (options:
// report/rolling.hpp, CW_ROLL_GENERATE_FIELDS).
#include "cli/declared.hpp"
#include "cli/roll.hpp"

namespace cw::cli {

void register_roll_generate(CLI::App& roll) { add_declared(roll, "roll.generate"); }

}  // namespace cw::cli
