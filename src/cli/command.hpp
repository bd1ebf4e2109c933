// Shared plumbing of the thin CLI: common flags, output, and one register function per family.
#pragma once
#include <span>
#include <string>

#include <CLI/CLI.hpp>

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

// Every family's commands from the verbs' declarations (cli/families.cpp), then the program's own.
// `words` is the command line: only the verb it names is built with its options.
void register_families(CLI::App& app, std::span<char* const> words);
void register_reproduce(CLI::App& app);
void register_generate(CLI::App& app);

}  // namespace cw::cli
