#include "cli/declared.hpp"

namespace cw::cli {
std::string cli_word(std::string_view name) {
  std::string word(name);
  for (char& c : word)
    if (c == '_') c = '-';
  return word;
}

namespace {
// `text` broken at spaces into lines of at most `width` characters: CLI11 prints a footer as given.
std::string wrapped_lines(const std::string& text, size_t width) {
  std::string out, line;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(start, end - start);
    if (!line.empty() && line.size() + 1 + word.size() > width) out += line + "\n", line.clear();
    line += (line.empty() ? "" : " ") + word;
    start = end + 1;
  }
  return out + line;
}
}  // namespace

DeclaredCommand::DeclaredCommand(CLI::App& family, const report::Verb& verb)
    : verb_(verb), command_(family.add_subcommand(cli_word(verb.name), std::string(verb.summary))) {
  if (!verb.description.empty()) command_->footer(wrapped_lines(report::describe(verb, kCli), 96));
  add_common_options(command_, common_);
  const Json defaults = verb.defaults();
  slots_.resize(verb.fields().size());  // never resized again: the options hold addresses into it
  for (size_t i = 0; i < verb.fields().size(); ++i) {
    slots_[i].field = &verb.fields()[i];
    if (verb.fields()[i].at(kCli)) add_option(slots_[i], defaults.at(std::string(verb.fields()[i].name)));
  }
  for (const Slot& slot : slots_) {
    if (slot.options.empty()) continue;
    for (const std::string& other : slot.field->excluded())
      for (const Slot& s : slots_)
        if (s.field->name == other && !s.options.empty()) slot.options.front()->excludes(s.options.front());
  }
}

void DeclaredCommand::add_option(Slot& slot, const Json& d) {
  const Field& f = *slot.field;
  const std::string help = f.info.help;
  CLI::Option* o = nullptr;
  if (f.kind == FieldKind::Text && f.info.flags) {
    const auto choices = f.choice_list();
    const auto helps = f.choice_helps();
    slot.choice_flags = std::make_unique<bool[]>(choices.size());
    for (size_t c = 0; c < choices.size(); ++c) {
      const std::string flag_help = c < helps.size() ? helps[c] : f.label() + ": " + choices[c];
      auto* flag = command_->add_flag("--" + choices[c], slot.choice_flags[c], flag_help);
      for (CLI::Option* other : slot.options) flag->excludes(other);
      slot.options.push_back(flag);
    }
    return;
  }
  switch (f.kind) {
    case FieldKind::Flag:
      o = command_->add_flag(f.cli_name(), slot.flag, help);
      break;
    case FieldKind::Texts:
      o = command_->add_option(f.cli_name(), slot.texts, help);
      break;
    default: {
      o = command_->add_option(f.cli_name(), slot.text, help);
      if (!f.info.none && !(d.is_string() && d.get<std::string>().empty()))
        o->default_str(d.is_string() ? d.get<std::string>() : d.dump());
      if (f.info.choices) {
        std::string names;
        for (const auto& c : f.choice_list()) names += (names.empty() ? "" : ",") + c;
        o->type_name("{" + names + "}");
      } else {
        o->type_name(f.kind == FieldKind::Integer ? "INT" : f.kind == FieldKind::Number ? "NUMBER" : f.info.path ? "FILE" : "TEXT");
      }
    }
  }
  if (f.info.hidden) o->group("");
  if (f.info.required) o->required();
  slot.options.push_back(o);
}

Json DeclaredCommand::request() const {
  Json r = Json::object();
  for (const Slot& s : slots_) {
    if (s.options.empty()) continue;
    const Field& f = *s.field;
    const std::string key(f.name);
    try {
      if (s.choice_flags) {
        const auto choices = f.choice_list();
        for (size_t c = 0; c < choices.size(); ++c)
          if (s.choice_flags[c]) r[key] = choices[c];
      } else if (s.options.front()->count() == 0) {
        continue;
      } else if (f.kind == FieldKind::Flag) {
        r[key] = true;
      } else if (f.kind == FieldKind::Texts) {
        r[key] = s.texts;
      } else {
        r[key] = checked_value(f, value_from_text(f, s.text));
      }
    } catch (const ArgumentError& e) {
      throw_for_cli(verb_, e);
    }
  }
  return r;
}

const Field* output_field(const report::Verb& verb) {
  for (const Field& f : verb.fields())
    if ((f.info.writes == Writes::Figure || f.info.writes == Writes::Figures) && f.at(kCli)) return &f;
  return nullptr;
}

void throw_for_cli(const report::Verb& verb, const ArgumentError& error) {
  const Field* f = verb.field(error.subject);
  // The command line asks for pictures by naming their file: an error about drawing is the file's.
  if (error.subject == "draw" && (!f || !f->at(kCli))) f = output_field(verb);
  if (!f || !f->at(kCli)) throw error;
  if (f->info.verbatim) throw InputError(error.what());
  const std::string spelled = f->info.flags ? "--" + f->choice_list().front() : f->cli_name();
  throw InputError(spelled + ": " + error.what());
}

report::Document DeclaredCommand::run() const { return run(request()); }

report::Document DeclaredCommand::run(const Json& request) const {
  return run(request, [](auto work) { return work(); });
}

CLI::App* add_declared(CLI::App& family, const std::string& path, DeclaredRun then) {
  auto command = std::make_shared<DeclaredCommand>(family, report::find_verb(path));
  if (!then) then = [](const DeclaredCommand& c) { run_declared(c); };
  command->command()->callback([command, then] { then(*command); });
  return command->command();
}

}  // namespace cw::cli
