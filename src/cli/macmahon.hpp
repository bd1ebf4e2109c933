// Verbs of the `macmahon` family, one file each, and their shared argument parsing.
#pragma once
#include <string>

#include <CLI/CLI.hpp>

#include "core/json.hpp"
#include "macmahon/names.hpp"

namespace cw::cli {

void register_macmahon_cubes(CLI::App& family);
void register_macmahon_solve(CLI::App& family);
void register_macmahon_census(CLI::App& family);
void register_macmahon_targets(CLI::App& family);
void register_macmahon_universal(CLI::App& family);
void register_macmahon_sizes(CLI::App& family);

Json names_json(macmahon::CubeSet s);

}  // namespace cw::cli
