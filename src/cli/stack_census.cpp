// `cubeworks stack census` (options: report/stack.hpp, CW_STACK_CENSUS_FIELDS).
#include "cli/stack.hpp"

namespace cw::cli {

void register_stack_census(CLI::App& family) { add_declared(family, "stack.census"); }

}  // namespace cw::cli
