// Shared plumbing of the thin CLI: common flags, output, and one register function per family.
#pragma once
#include <string>

#include <CLI/CLI.hpp>

#include "core/error.hpp"
#include "core/json.hpp"

namespace cw::cli {

struct CommonOptions {
  bool json = false;
  bool quiet = false;
};

// Adds --json and --quiet to a verb.
void add_common_options(CLI::App* verb, CommonOptions& options);
// Prints one JSON document or the readable report on stdout (never both, never partial).
void emit(const CommonOptions& options, const Json& json, const std::string& text);
// Writes a file atomically and notes it on stderr unless quiet.
void write_output_file(const CommonOptions& options, const std::string& path, const std::string& bytes);

// Runs a library call on one option's value and puts the option's name before the InputError it
// may throw: the library says what is wrong with the value, the front end which option carried it.
template <class F>
auto for_option(const std::string& option, F&& call) -> decltype(call()) {
  try {
    return call();
  } catch (const InputError& e) {
    throw InputError(option + ": " + e.what());
  }
}

// One per command family; each lives in its own file(s).
void register_roll(CLI::App& app);
void register_reproduce(CLI::App& app);
void register_macmahon(CLI::App& app);
void register_hoffman(CLI::App& app);

}  // namespace cw::cli
