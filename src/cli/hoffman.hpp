// The `hoffman` command family: one register function per verb, shared option helpers.
#pragma once
#include <string>

#include <CLI/CLI.hpp>

#include "core/json.hpp"
#include "hoffman/model.hpp"

namespace cw::cli {

void register_hoffman_enumerate(CLI::App& hoffman);
void register_hoffman_check(CLI::App& hoffman);
void register_hoffman_search(CLI::App& hoffman);
void register_hoffman_construct(CLI::App& hoffman);
void register_hoffman_layers(CLI::App& hoffman);
void register_hoffman_merge(CLI::App& hoffman);
void register_hoffman_symmetries(CLI::App& hoffman);

// --dim and --lengths resolved and validated (defaults when the text is empty).
hoffman::Lengths hoffman_lengths(int dim, const std::string& text, bool allow_side_violation = false);
// "0=abc 1=acb ..." for the text reports.
std::string hoffman_code_legend(int dim);
// [10, 11, 12] for JSON.
Json hoffman_lengths_json(const hoffman::Lengths& lengths);

}  // namespace cw::cli
