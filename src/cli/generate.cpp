// `cubeworks generate man|bash|zsh|schema|options`: the man page cubeworks.1, the shell
// completions, the declarations as JSON and the option pages (docs/options.md and docs/options/), written
// from the command tree itself (whose verbs' options come from their declarations), so that
// they never list an option the program lacks. The build writes them and `cmake --install`
// installs them; the verb is hidden from --help.
#include <fmt/format.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "cli/command.hpp"
#include "cli/declared.hpp"
#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/mpi.hpp"
#include "report/verbs.hpp"

namespace cw::cli {
namespace {

// Every command below `app` with a path ("roll solve"), depth first.
void walk(const CLI::App& app, const std::string& path,
          const std::function<void(const std::string&, const CLI::App&)>& visit) {
  for (const CLI::App* sub : app.get_subcommands({})) {
    if (sub->get_group().empty()) continue;  // hidden
    const std::string sub_path = path.empty() ? sub->get_name() : path + " " + sub->get_name();
    visit(sub_path, *sub);
    walk(*sub, sub_path, visit);
  }
}

std::string roff(std::string text) {
  std::string out;
  for (char c : text) {
    if (c == '\\') out += "\\e";
    else if (c == '-') out += "\\-";
    else out += c;
  }
  if (!out.empty() && (out[0] == '.' || out[0] == '\'')) out = "\\&" + out;
  return out;
}

// The declared verb a command path ("hoffman approx-count") runs, or nullptr (a family, generate).
const report::Verb* verb_at(const std::string& path) {
  for (const report::Verb& v : report::verbs())
    if (cli_word(std::string(v.family) + " " + std::string(v.name)) == path) return &v;
  return nullptr;
}

std::string man_page(const CLI::App& app) {
  std::string m = ".TH CUBEWORKS 1 \"\" \"cubeworks " CUBEWORKS_VERSION "\" \"User Commands\"\n"
                  ".SH NAME\ncubeworks \\- solve, count and draw cube puzzles\n"
                  ".SH SYNOPSIS\n.B cubeworks\n.I family verb\n[\\fIoptions\\fR]\n"
                  ".SH DESCRIPTION\n" + roff(app.get_description()) + "\n"
                  ".PP\nEvery verb prints a readable report by default and one JSON document with \\fB\\-\\-json\\fR; "
                  "errors are one line on stderr, with exit status 2 for bad input and 1 for failures at run time.\n"
                  ".SH COMMANDS\n";
  walk(app, "", [&](const std::string& path, const CLI::App& cmd) {
    m += ".SS \"cubeworks " + path + "\"\n" + roff(cmd.get_description()) + "\n";
    if (const report::Verb* v = verb_at(path); v && !v->description.empty())
      m += ".PP\n" + roff(report::describe(*v, kCli)) + "\n";
    for (const CLI::Option* o : cmd.get_options()) {
      if (o->get_group().empty() || o->get_name() == "--help") continue;
      m += ".TP\n.B " + roff(o->get_name(false, true));
      if (o->get_type_size() != 0 && !o->get_type_name().empty()) m += " \\fI" + roff(o->get_type_name()) + "\\fR";
      m += "\n" + roff(o->get_description());
      if (!o->get_default_str().empty()) m += " (default: " + roff(o->get_default_str()) + ")";
      m += "\n";
    }
  });
  m += ".SH ENVIRONMENT\n.TP\n.B CUBEWORKS_CACHE\nwhere pattern databases and kept results live "
       "(default: ~/.cache/cubeworks)\n.SH SEE ALSO\nThe documentation in the source tree's docs/ folder.\n";
  return m;
}

// Words a shell may complete after `path`: its subcommands, or its options.
std::string words_of(const CLI::App& cmd) {
  std::string words;
  for (const CLI::App* sub : cmd.get_subcommands({}))
    if (!sub->get_group().empty()) words += (words.empty() ? "" : " ") + sub->get_name();
  for (const CLI::Option* o : cmd.get_options())
    if (!o->get_group().empty())
      for (const auto& name : o->get_lnames()) words += (words.empty() ? "--" : " --") + name;
  return words;
}

std::string bash_completion(const CLI::App& app) {
  std::string cases = fmt::format("    \"\") words=\"{}\" ;;\n", words_of(app));
  walk(app, "", [&](const std::string& path, const CLI::App& cmd) {
    cases += fmt::format("    \"{}\") words=\"{}\" ;;\n", path, words_of(cmd));
  });
  return "# bash completion for cubeworks (written by `cubeworks generate bash`)\n"
         "_cubeworks() {\n"
         "  local cur=${COMP_WORDS[COMP_CWORD]} path=\"\" i words\n"
         "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
         "    case ${COMP_WORDS[i]} in -*) ;; *) local next=\"${path:+$path }${COMP_WORDS[i]}\"\n"
         "      case \"$next\" in\n" +
         [&] {
           std::string known;
           walk(app, "", [&](const std::string& path, const CLI::App&) { known += "        \"" + path + "\") path=$next ;;\n"; });
           return known;
         }() +
         "      esac ;;\n    esac\n  done\n"
         "  case \"$path\" in\n" + cases + "  esac\n"
         "  COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
         "  [[ $cur != -* && ${COMP_WORDS[COMP_CWORD-1]} == --* ]] && compopt -o default 2>/dev/null\n"
         "  return 0\n}\ncomplete -F _cubeworks cubeworks\n";
}

std::string zsh_completion(const CLI::App& app) {
  std::string cases = fmt::format("    \"\") choices=({}) ;;\n", words_of(app));
  walk(app, "", [&](const std::string& path, const CLI::App& cmd) {
    cases += fmt::format("    \"{}\") choices=({}) ;;\n", path, words_of(cmd));
  });
  return "#compdef cubeworks\n# zsh completion for cubeworks (written by `cubeworks generate zsh`)\n"
         "local path_ w i\nlocal -a choices\n"
         "for ((i = 2; i < CURRENT; i++)); do\n"
         "  w=${words[i]}\n  [[ $w == -* ]] && continue\n  path_=\"${path_:+$path_ }$w\"\ndone\n"
         "case \"$path_\" in\n" + cases + "  *) _files; return ;;\nesac\n"
         "compadd -a choices\n";
}

std::string cell(const Json& v) {
  std::string t = v.is_string() ? v.get<std::string>() : v.is_null() ? "" : v.dump();
  std::string out;
  for (char c : t) out += c == '|' ? std::string("\\|") : std::string(1, c);
  return out;
}

// One table of declared keys (a verb's, or a record's), for the option pages.
std::string keys_markdown(const Json& keys) {
  std::string m = "| key | type | unit | when | meaning |\n|---|---|---|---|---|\n";
  for (const Json& k : keys) {
    const std::string name = k["name"].get<std::string>(), python = k["python"].get<std::string>();
    m += fmt::format("| `{}`{} | `{}` | {} | {} | {} |\n", name, python == name ? "" : " (Python `" + python + "`)",
                     k["type"].get<std::string>(), k["unit"].is_null() ? "" : k["unit"].get<std::string>(),
                     k["when"].is_null() ? "always" : cell(k["when"]), cell(k["help"]));
  }
  return m;
}

// What a verb's --json prints: its declared keys, then each record's (core/results.hpp).
std::string results_markdown(const Json& result) {
  std::string m = "\nWhat `--json` prints (the Python result's accessors have the same names):\n\n" + keys_markdown(result["keys"]);
  for (const Json& r : result["records"])
    m += fmt::format("\nRecord `{}`{}:\n\n", r["name"].get<std::string>(),
                     r["pair"].get<bool>() ? " (a pair: Python reads a list of them as one dict from its first key to its second)" : "") +
         keys_markdown(r["keys"]);
  return m;
}

// One verb's section of an options page: its fields, each with every door's spelling, then its
// result's keys.
std::string verb_markdown(const Json& v) {
  std::string doors;
  for (const Json& d : v["doors"]) doors += (doors.empty() ? "" : ", ") + d.get<std::string>();
  std::string m = fmt::format("\n## {} {}\n\n{} (doors: {})\n\n", v["family"].get<std::string>(),
                              v["name"].get<std::string>(), v["summary"].get<std::string>(), doors);
  const report::Verb& verb = report::find_verb(v["family"].get<std::string>() + "." + v["name"].get<std::string>());
  if (!verb.description.empty()) m += report::describe(verb, report::kNoDoor) + "\n\n";
  m += "| field | command line | type | default | allowed | help |\n|---|---|---|---|---|---|\n";
  for (const Json& f : v["fields"]) {
    if (f["hidden"].get<bool>()) continue;
    std::string allowed;
    if (f.contains("choices")) {
      for (const Json& c : f["choices"]) allowed += (allowed.empty() ? "" : ", ") + c.get<std::string>();
    } else if (f.contains("min") && (!f["min"].is_null() || !f["max"].is_null())) {
      const bool low = !f["min"].is_null() && f["min"].get<double>() > -9e18, high = !f["max"].is_null() && f["max"].get<double>() < 2147483647;
      if (low && high) allowed = cell(f["min"]) + " to " + cell(f["max"]);
      else if (low) allowed = (f.value("above_min", false) ? "> " : ">= ") + cell(f["min"]);
    }
    const std::string cli = f["cli"].get<std::string>().empty() ? "-" : "`" + f["cli"].get<std::string>() + "`";
    m += fmt::format("| `{}`{} | {} | {} | {} | {} | {} |\n", f["name"].get<std::string>(),
                     f["python"].is_null() ? " (not in Python)" : "", f.value("cli_flags", false) ? "one flag per choice" : cli,
                     f["kind"].get<std::string>(), f["optional"].get<bool>()                         ? "not given"
                     : f["default"] == "" ? "`\"\"`"
                                          : "`" + cell(f["default"]) + "`",
                     allowed, cell(f["help"]));
  }
  return m + results_markdown(v["result"]);
}

// The pages of docs/options/: one per family, but Hoffman's and MacMahon's verbs fill two each, so
// that each page stays under the docs' 500-line target: the solver's searches (and the verbs that
// split and merge them) apart from enumerating, checking and building packings; sets of cubes
// apart from one target and its collections. A family missing here gets a page of its
// own name, so that no verb is left out.
struct OptionsPage {
  std::string file, family, title;
  std::vector<std::string> verbs;  // empty: every verb of the family that no other page takes
};

const std::vector<OptionsPage>& options_pages() {
  static const std::vector<OptionsPage> pages = {
      {"roll", "roll", "rolling cubes", {}},
      {"macmahon", "macmahon", "MacMahon's coloured cubes: the cubes, one target and its collections", {}},
      {"macmahon-sets", "macmahon", "MacMahon's coloured cubes: sets of cubes and the targets they build",
       {"analyze", "targets", "universal", "sizes", "multiset"}},
      {"hoffman", "hoffman", "Hoffman's puzzle: enumerating, checking and building packings", {}},
      {"hoffman-search", "hoffman", "Hoffman's puzzle: the solver's searches and counts",
       {"search", "merge", "symmetries", "conquer", "approx_count"}},
      {"stack", "stack", "Instant Insanity (stacking cubes)", {}},
  };
  return pages;
}

// The page a verb's section goes on.
std::string page_of(const std::vector<OptionsPage>& pages, const std::string& family, const std::string& verb) {
  for (const OptionsPage& p : pages)
    if (p.family == family && std::find(p.verbs.begin(), p.verbs.end(), verb) != p.verbs.end()) return p.file;
  for (const OptionsPage& p : pages)
    if (p.family == family && p.verbs.empty()) return p.file;
  return family;
}

// docs/options.md (the index: how to read the tables, and which page holds each verb) and
// docs/options/<page>.md (one table per verb), as {path under docs/, text}.
std::vector<std::pair<std::string, std::string>> options_markdown() {
  std::vector<OptionsPage> pages = options_pages();
  std::map<std::string, std::string> body;                  // page file -> its verbs' sections
  std::map<std::string, std::vector<std::string>> listed;  // page file -> its verbs' names
  const Json schema = report::schema();
  for (const Json& v : schema["verbs"]) {
    const std::string family = v["family"].get<std::string>(), name = v["name"].get<std::string>();
    const std::string file = page_of(pages, family, name);
    if (std::none_of(pages.begin(), pages.end(), [&](const OptionsPage& p) { return p.file == file; }))
      pages.push_back({file, family, family, {}});
    body[file] += verb_markdown(v);
    listed[file].push_back(family + " " + name);
  }
  std::string index =
      "# Options of every verb\n\n"
      "This page and the pages it links are written by `cubeworks generate options --dir docs` from the verbs'\n"
      "declarations (`src/report/verbs.cpp:schema`, the tables in `src/report/roll.hpp`, `macmahon.hpp`,\n"
      "`hoffman.hpp` and `stack.hpp`); the test docs/options_generated fails when they and the declarations\n"
      "differ. Each verb has its summary and, where one is declared, its description: how it works and\n"
      "what it costs, the text of its `--help` footer and of its Python docstring. Then one table of fields:\n"
      "each field has one name (the Python keyword and\n"
      "the page's key) and its command-line spelling; `-` marks a door that does not offer it. Every door\n"
      "checks a value the same way and says so in the same words ([architecture.md](architecture.md)). Below\n"
      "each verb's fields, the keys of the document it prints with `--json`, declared once beside them\n"
      "(`src/core/results.hpp`): a type ends in `[]` for a list and `?` where the value may be null; a key not\n"
      "always there says when.\n\n"
      "| page | verbs |\n|---|---|\n";
  std::vector<std::pair<std::string, std::string>> out;
  for (const OptionsPage& p : pages) {
    if (!body.count(p.file)) continue;
    std::string verbs;
    for (const std::string& name : listed[p.file]) {
      std::string anchor = name;
      std::replace(anchor.begin(), anchor.end(), ' ', '-');
      verbs += fmt::format("{}[{}](options/{}.md#{})", verbs.empty() ? "" : ", ", name, p.file, anchor);
    }
    index += fmt::format("| [{}](options/{}.md) | {} |\n", p.title, p.file, verbs);
    out.emplace_back("options/" + p.file + ".md",
                     fmt::format("# Options: {}\n\nWritten by `cubeworks generate options --dir docs` from the verbs' "
                                 "declarations; how to read\nthe tables is in [options.md](../options.md).\n",
                                 p.title) +
                         body[p.file]);
  }
  out.emplace(out.begin(), "options.md", index);
  return out;
}

}  // namespace

void register_generate(CLI::App& app) {
  auto what = std::make_shared<std::string>();
  auto out_path = std::make_shared<std::string>();
  auto dir = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("generate", "write the man page or a shell completion on stdout");
  cmd->group("");  // hidden: the build runs it
  cmd->add_option("what", *what,
                  "man, bash, zsh, schema (the declarations as JSON) or options (docs/options.md and docs/options/)")
      ->required()
      ->check(CLI::IsMember({"man", "bash", "zsh", "schema", "options"}));
  cmd->add_option("--out", *out_path, "write into this file instead of stdout");
  cmd->add_option("--dir", *dir, "options: the docs folder to write options.md and options/*.md into");
  cmd->callback([&app, what, out_path, dir] {
    if (*what == "options") {
      if (dir->empty() || !out_path->empty())
        throw InputError("generate options writes several pages: give --dir, the docs folder (e.g. --dir docs)");
      if (!mpi::root()) return;
      std::filesystem::create_directories(std::filesystem::path(*dir) / "options");
      for (const auto& [path, text] : options_markdown()) write_file_atomic((std::filesystem::path(*dir) / path).string(), text);
      return;
    }
    if (!dir->empty()) throw InputError("--dir is for generate options only");
    if (!mpi::root()) return;  // under mpirun, rank 0 writes for all
    const std::string out = *what == "man"      ? man_page(app)
                            : *what == "bash"   ? bash_completion(app)
                            : *what == "zsh"    ? zsh_completion(app)
                                                : report::schema().dump(2) + "\n";
    if (!out_path->empty()) return write_file_atomic(*out_path, out);
    std::fwrite(out.data(), 1, out.size(), stdout);
  });
}

}  // namespace cw::cli
