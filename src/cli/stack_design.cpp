// `cubeworks stack design` (options: report/stack.hpp, CW_STACK_DESIGN_FIELDS).
#include "cli/stack.hpp"

namespace cw::cli {

void register_stack_design(CLI::App& family) { add_declared(family, "stack.design", run_stack_drawing); }

}  // namespace cw::cli
