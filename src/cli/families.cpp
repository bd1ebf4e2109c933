// The command families from the verbs' declarations (report/verbs.hpp): one command per verb
// offered at the command line, run the same way (read and check the request, run it, write its
// pictures where its output field says, print it), except where a family's hooks (cli/hooks.hpp)
// do what no declaration says.
#include <span>
#include <string>

#include "cli/command.hpp"
#include "cli/declared.hpp"
#include "cli/hooks.hpp"
#include "core/atomic_file.hpp"

namespace cw::cli {

void write_figures(const DeclaredCommand& c, const Json& request, const report::Document& d) {
  const Field* out = output_field(c.verb());
  const std::string path = out ? request.value(std::string(out->name), "") : "";
  if (path.empty()) return;
  if (out->info.writes == Writes::Figures) {
    make_directories(path);
    for (const Figure& f : d.figures) write_output_file(c.common(), path + "/" + f.file, f.svg);
  } else {
    // The first figure, the one the option's help names: `stack solve` also draws the column's
    // sides (Python's svg(1)), which used to overwrite its colour graph in the one file.
    if (!d.figures.empty()) write_output_file(c.common(), path, d.figures.front().svg);
  }
}

void show_document(const DeclaredCommand& c, const Json& request, const report::Document& d) {
  show_stats(c.common(), d);
  write_figures(c, request, d);
  emit(c.common(), d.json, d.text);
}

void run_declared(const DeclaredCommand& c, const Json& request) { show_document(c, request, c.run(request)); }

void run_declared(const DeclaredCommand& c) { run_declared(c, c.request()); }

const std::vector<VerbHook>& verb_hooks() {
  static const std::vector<VerbHook> all = [] {
    std::vector<VerbHook> v;
    for (auto family : {roll_hooks, macmahon_hooks, hoffman_hooks})
      for (VerbHook& h : family()) v.push_back(std::move(h));
    return v;
  }();
  return all;
}

namespace {
// The command the words ask for, as "family.verb": its first two words that are not options.
std::string requested_path(std::span<char* const> words) {
  std::string path;
  int found = 0;
  for (size_t i = 1; i < words.size() && found < 2; ++i) {
    const std::string_view word = words[i];
    if (word.empty() || word.front() == '-') continue;
    path += (found++ ? "." : "") + std::string(word);
  }
  return path;
}
}  // namespace

// Only the command asked for gets its options: building every verb's (some 300 options) would
// cost more than a short command itself. The others are named with their summaries, which is
// all that help and "unknown command" print of them. `generate` (the man page, the completions)
// reads the whole tree, so it gets every verb's options.
void register_families(CLI::App& app, std::span<char* const> words) {
  const std::string wanted = requested_path(words);
  const bool every_verb = wanted.starts_with("generate");
  // A command of a known family needs no other family's verbs, not even their names.
  const std::string_view wanted_family = std::string_view(wanted).substr(0, wanted.find('.'));
  bool known_family = false;
  for (const report::Family& family : report::families()) known_family |= family.name == wanted_family;
  for (const report::Family& family : report::families()) {
    auto* command = app.add_subcommand(std::string(family.name), std::string(family.summary));
    command->require_subcommand(1);
    if (known_family && family.name != wanted_family) continue;
    for (const report::Verb& verb : report::verbs()) {
      if (verb.family != family.name || !verb.at(kCli)) continue;
      if (!every_verb && cli_word(verb.path()) != wanted) {
        command->add_subcommand(cli_word(verb.name), std::string(verb.summary));
        continue;
      }
      DeclaredRun hook;
      for (const VerbHook& h : verb_hooks())
        if (h.path == verb.path()) hook = h.run;
      add_declared(*command, verb.path(), hook);
    }
  }
}

}  // namespace cw::cli
