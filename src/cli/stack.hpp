// Verbs of the `stack` family, one file each: commands made from the declarations of
// report/verbs_stack.cpp (options: the tables of report/stack.hpp).
#pragma once
#include <CLI/CLI.hpp>

#include "cli/declared.hpp"

namespace cw::cli {

void register_stack(CLI::App& app);
void register_stack_solve(CLI::App& family);
void register_stack_explain(CLI::App& family);
void register_stack_check(CLI::App& family);
void register_stack_census(CLI::App& family);
void register_stack_random(CLI::App& family);
void register_stack_design(CLI::App& family);

// Runs the command's verb, writes its first figure where --svg asks, prints the document.
void run_stack_drawing(const DeclaredCommand& c);

}  // namespace cw::cli
