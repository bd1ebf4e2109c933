// `cubeworks stack solve` (options: report/stack.hpp, CW_STACK_SOLVE_FIELDS).
#include "cli/stack.hpp"

namespace cw::cli {

void register_stack_solve(CLI::App& family) { add_declared(family, "stack.solve", run_stack_drawing); }

}  // namespace cw::cli
