// Verbs of the `roll` family, one file each.
#pragma once
#include <CLI/CLI.hpp>

namespace cw::cli {

void register_roll_solve(CLI::App& roll);
void register_roll_analyze(CLI::App& roll);
void register_roll_diameter(CLI::App& roll);
void register_roll_generate(CLI::App& roll);

}  // namespace cw::cli
