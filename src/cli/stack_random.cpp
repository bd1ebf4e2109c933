// `cubeworks stack random` (options: report/stack.hpp, CW_STACK_RANDOM_FIELDS).
#include "cli/stack.hpp"

namespace cw::cli {

void register_stack_random(CLI::App& family) { add_declared(family, "stack.random", run_stack_drawing); }

}  // namespace cw::cli
