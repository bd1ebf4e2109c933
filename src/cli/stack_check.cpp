// `cubeworks stack check` (options: report/stack.hpp, CW_STACK_CHECK_FIELDS).
#include "cli/stack.hpp"

namespace cw::cli {

void register_stack_check(CLI::App& family) { add_declared(family, "stack.check"); }

}  // namespace cw::cli
