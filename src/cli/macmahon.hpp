// Verbs of the `macmahon` family, one file each: commands made from the declarations of
// report/verbs_macmahon.cpp (options: the tables of report/macmahon.hpp), which run the verb
// and build its document.
#pragma once
#include <initializer_list>
#include <string_view>

#include <CLI/CLI.hpp>

#include "cli/declared.hpp"

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

// Runs the command's verb on `request`. An error about one of the fields `quoted` prints as it
// is (each such message quotes the cube or the list at fault); an error about `draw` names
// --svg, which asks for the drawing; any other names its option (DeclaredCommand::run).
report::Document run_macmahon(const DeclaredCommand& c, const Json& request,
                              std::initializer_list<std::string_view> quoted = {});

}  // namespace cw::cli
