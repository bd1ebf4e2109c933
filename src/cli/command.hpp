// Shared plumbing of the thin CLI: common flags, output, and one register function per family.
#pragma once
#include <string>

#include <CLI/CLI.hpp>

#include "cli/option_errors.hpp"
#include "cli/program.hpp"
#include "core/json.hpp"
#include "report/document.hpp"

namespace cw::cli {

struct CommonOptions {
  bool json = false;
  bool quiet = false;
};

// Adds --json and --quiet to a verb.
void add_common_options(CLI::App* verb, CommonOptions& options);
// Prints one JSON document or the readable report on stdout (never both, never partial).
void emit(const CommonOptions& options, const Json& json, const std::string& text);
// The document's statistics lines on stderr (unless quiet), then the document as above. Verbs
// that write files call show_stats first, write, then emit(json, text), so stderr reads in order.
void show_stats(const CommonOptions& options, const report::Document& document);
void emit(const CommonOptions& options, const report::Document& document);
// Writes a file atomically and notes it on stderr unless quiet.
void write_output_file(const CommonOptions& options, const std::string& path, const std::string& bytes);

// One per command family; each lives in its own file(s).
void register_roll(CLI::App& app);
void register_reproduce(CLI::App& app);
void register_generate(CLI::App& app);
void register_macmahon(CLI::App& app);
void register_hoffman(CLI::App& app);
void register_stack(CLI::App& app);

}  // namespace cw::cli
