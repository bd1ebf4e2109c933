// `cubeworks stack explain` (options: report/stack.hpp, CW_STACK_EXPLAIN_FIELDS).
#include "cli/stack.hpp"

namespace cw::cli {

void register_stack_explain(CLI::App& family) { add_declared(family, "stack.explain", run_stack_drawing); }

}  // namespace cw::cli
