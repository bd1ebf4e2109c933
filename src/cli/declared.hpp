// A declared verb (report/verbs.hpp) as a CLI command: one option per field at the CLI door, in
// the field's spelling, with its help, default and choices; a given option's word is read by
// the declaration (core/fields.hpp: value_from_text, checked_value), not by CLI11, so that the
// command line refuses exactly what Python and the page refuse, in the same words, naming the
// option: "--max-moves: must be at least 0, not -3".
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/command.hpp"
#include "report/verbs.hpp"

namespace cw::cli {

// The command line spells its words with '-' where the declarations use '_' (approx_count).
std::string cli_word(std::string_view name);
// An error about a field of `verb`, respelled with the field's CLI option (or as it is, for a
// field declared verbatim).
[[noreturn]] void throw_for_cli(const report::Verb& verb, const ArgumentError& error);
// The field whose file the command line writes the document's pictures to; nullptr if none.
const Field* output_field(const report::Verb& verb);

class DeclaredCommand {
 public:
  DeclaredCommand(CLI::App& family, const report::Verb& verb);
  DeclaredCommand(const DeclaredCommand&) = delete;
  DeclaredCommand& operator=(const DeclaredCommand&) = delete;

  CLI::App* command() const { return command_; }
  const CommonOptions& common() const { return common_; }
  const report::Verb& verb() const { return verb_; }
  // The request the given options make (fields not given keep their defaults).
  Json request() const;
  // Runs the verb; an error about one field names its option.
  report::Document run() const;
  report::Document run(const Json& request) const;
  // The same inside `reword`, a function of the work whose own InputErrors are the CLI's words
  // for some errors (cli/hoffman.cpp: rephrasing); any other error about one field names its option.
  template <class Reword>
  report::Document run(const Json& request, Reword&& reword) const {
    try {
      return reword([&] { return verb_.run(request, {kCli, common_.quiet}); });
    } catch (const ArgumentError& e) {
      throw_for_cli(verb_, e);
    }
  }

 private:
  struct Slot {
    const Field* field = nullptr;
    std::string text;
    std::vector<std::string> texts;
    bool flag = false;
    std::unique_ptr<bool[]> choice_flags;  // one per choice, for fields spelled as flags
    std::vector<CLI::Option*> options;
  };
  void add_option(Slot& slot, const Json& default_value);

  const report::Verb& verb_;
  CLI::App* command_;
  CommonOptions common_;
  std::vector<Slot> slots_;
};

// Adds the verb's command; `then` runs it once parsed (default: run_declared).
using DeclaredRun = std::function<void(const DeclaredCommand&)>;
CLI::App* add_declared(CLI::App& family, const std::string& path, DeclaredRun then = nullptr);

// What every verb does unless a hook says more: runs the request, prints the statistics, writes
// the pictures where the output field says (cli/families.cpp), prints the document.
void run_declared(const DeclaredCommand& command);
void run_declared(const DeclaredCommand& command, const Json& request);
// The document's statistics on stderr, its pictures where the request's output field names, the
// document on stdout: what run_declared does once the verb has answered.
void show_document(const DeclaredCommand& command, const Json& request, const report::Document& document);
// The document's pictures written where the request's output field names (nothing when it names none).
void write_figures(const DeclaredCommand& command, const Json& request, const report::Document& document);

}  // namespace cw::cli
