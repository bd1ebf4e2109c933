// The `stack` family: Instant Insanity and stacking puzzles (definitions: docs/stack.md).
#include "cli/stack.hpp"

#include "cli/command.hpp"

namespace cw::cli {

void run_stack_drawing(const DeclaredCommand& c) {
  const Json request = c.request();
  const report::Document d = c.run(request);
  if (!d.figures.empty()) write_output_file(c.common(), request.value("svg", ""), d.figures.front().svg);
  emit(c.common(), d);
}

void register_stack(CLI::App& app) {
  auto* family = app.add_subcommand("stack", "Instant Insanity: columns of coloured cubes with n colours on every side");
  family->require_subcommand(1);
  register_stack_solve(*family);
  register_stack_explain(*family);
  register_stack_check(*family);
  register_stack_census(*family);
  register_stack_random(*family);
  register_stack_design(*family);
}

}  // namespace cw::cli
