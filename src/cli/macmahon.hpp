// Verbs of the `macmahon` family, one file each: options bound to the request fields of
// report/macmahon.hpp, which runs the verb and builds its document.
#pragma once
#include <CLI/CLI.hpp>

namespace cw::cli {

void register_macmahon_cubes(CLI::App& family);
void register_macmahon_solve(CLI::App& family);
void register_macmahon_census(CLI::App& family);
void register_macmahon_explain(CLI::App& family);
void register_macmahon_analyze(CLI::App& family);
void register_macmahon_targets(CLI::App& family);
void register_macmahon_universal(CLI::App& family);
void register_macmahon_sizes(CLI::App& family);
void register_macmahon_multiset(CLI::App& family);

}  // namespace cw::cli
