#include "report/verbs.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include "core/atomic_file.hpp"

namespace cw::report {

const Field* Verb::field(std::string_view field_name) const {
  for (const Field& f : fields())
    if (f.name == field_name) return &f;
  return nullptr;
}

namespace detail {

void fill_request(const std::vector<Field>& fields, void* request, const Json& object, Door door) {
  if (!object.is_object()) throw InputError("a request is an object of fields");
  for (const auto& [key, value] : object.items()) {
    const Field* field = nullptr;
    for (const Field& f : fields)
      if (f.name == key && f.at(door)) field = &f;
    if (!field) {
      std::string known;
      for (const Field& f : fields)
        if (f.at(door) && !f.info.hidden) known += (known.empty() ? "" : ", ") + std::string(f.name);
      throw InputError(fmt::format("unknown field '{}' ({})", printable(key),
                                   known.empty() ? "this verb takes none" : "fields: " + known));
    }
    field->set(request, checked_value(*field, value));
  }
  for (const Field& f : fields)
    if (f.info.required && f.at(door) && (!object.contains(f.name) || object.at(std::string(f.name)).is_null()))
      throw ArgumentError(std::string(f.name), "must be given");
}

void check_outputs(const std::vector<Field>& fields, const void* request, Door door) {
  for (const Field& f : fields) {
    if (f.info.writes == Writes::Nothing || !f.at(door)) continue;
    const Json value = f.get(request);
    if (!value.is_string() || value.get<std::string>().empty()) continue;  // not given
    const std::string path = value.get<std::string>();
    const auto problem = f.info.writes == Writes::Figures ? unwritable_folder(path) : unwritable_location(path);
    if (problem) throw PathArgumentError(std::string(f.name), path, problem->error_number, problem->message);
  }
}

}  // namespace detail

const std::vector<Family>& families() {
  static const std::vector<Family> all = {
      {"roll", "rolling-cubes puzzles on m x n boards"},
      {"macmahon", "MacMahon's 30 coloured cubes and the 2x2x2 target puzzle"},
      {"hoffman", "Hoffman's packing puzzle: n^n boxes l1 x ... x ln in a hypercube of side l1+...+ln: searched in 2, 3 and 4 dimensions, built in every dimension 2^i 3^j"},
      {"stack", "Instant Insanity: columns of coloured cubes with n colours on every side"},
  };
  return all;
}

const std::vector<Verb>& verbs() {
  static const std::vector<Verb> all = [] {
    std::vector<Verb> v;
    for (auto family : {roll_verbs, macmahon_verbs, hoffman_verbs, stack_verbs})
      for (Verb& verb : family()) v.push_back(std::move(verb));
    return v;
  }();
  return all;
}

const Verb& find_verb(std::string_view path) {
  std::string names;
  for (const Verb& v : verbs()) {
    if (v.path() == path) return v;
    names += (names.empty() ? "" : ", ") + v.path();
  }
  throw InputError(fmt::format("unknown verb '{}' (verbs: {})", printable(path), names));
}

std::string describe(const Verb& verb, unsigned door) {
  std::string out;
  std::string_view rest = verb.description;
  for (size_t open; (open = rest.find('{')) != std::string_view::npos;) {
    const size_t close = rest.find('}', open);
    const std::string_view name = rest.substr(open + 1, close - open - 1);
    const Field* f = close == std::string_view::npos ? nullptr : verb.field(name);
    if (!f) throw std::logic_error(fmt::format("{}: the description names no field '{}'", verb.path(), name));
    out += rest.substr(0, open);
    out += door == kCli && f->at(kCli) ? f->cli_name() : "`" + std::string(name) + "`";
    rest.remove_prefix(close + 1);
  }
  return out += rest;
}

Json schema() {
  Json list = Json::array();
  for (const Verb& v : verbs()) {
    const Json defaults = v.defaults();
    Json fields = Json::array();
    for (const Field& f : v.fields()) {
      Json field = field_schema(f, defaults.at(std::string(f.name)));
      // A door the verb is not offered at spells none of its fields.
      if (!v.at(kCli)) field["cli"] = "";
      if (!v.at(kPython)) field["python"] = nullptr;
      if (!v.at(kWasm)) field["wasm"] = nullptr;
      fields.push_back(std::move(field));
    }
    Json doors = Json::array();
    for (auto [door, word] : {std::pair{kCli, "cli"}, {kPython, "python"}, {kWasm, "wasm"}})
      if (v.at(door)) doors.push_back(word);
    list.push_back({{"family", v.family}, {"name", v.name}, {"summary", v.summary},
                    {"description", v.description}, {"doors", doors},
                    {"fields", fields}, {"result", result_schema(v.result())}});
  }
  return {{"verbs", list}};
}

}  // namespace cw::report
