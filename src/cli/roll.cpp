// The `roll` family: rolling-cubes puzzles (definitions: docs/model.md).
#include "cli/command.hpp"
#include "cli/roll.hpp"

namespace cw::cli {

void register_roll(CLI::App& app) {
  auto* roll = app.add_subcommand("roll", "rolling-cubes puzzles on m x n boards");
  roll->require_subcommand(1);
  register_roll_solve(*roll);
  register_roll_analyze(*roll);
  register_roll_diameter(*roll);
  register_roll_generate(*roll);
}

}  // namespace cw::cli
