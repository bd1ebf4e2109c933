// Every verb declared once: its family, name, summary, its request's fields (core/fields.hpp)
// and the report function that answers it. The doors (src/cli/, src/python/, src/wasm/) walk
// this list to build their options, keyword arguments and request readers, and run a request
// through run_verb below, so that a field is read and checked the same way at every door.
// The declarations themselves are in verbs_<family>.cpp beside the report functions.
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/fields.hpp"
#include "core/results.hpp"
#include "report/document.hpp"

namespace cw::report {

// Which door calls, and whether it shows progress.
struct DoorContext {
  Door door = kCli;
  bool quiet = true;
};

struct Verb {
  std::string_view family;   // "roll"
  std::string_view name;     // "solve" (the CLI's word; the Python function and the page's verb too)
  std::string_view summary;  // one line, for --help, the man page and the docstring's first line
  // What the summary leaves out (how it works, what it costs), set with `described`: the
  // paragraph of --help's footer, the man page, docs/options/ and the docstring after the summary.
  // `{field}` names a request field and reads as each door spells it (describe below).
  std::string_view description = {};
  unsigned doors = kAllDoors;
  // The request's fields, made when first asked for (a command builds only its own verb's).
  const std::vector<Field>& (*declare_fields)() = nullptr;
  // The keys of the document it answers with (core/results.hpp), made when asked for: only the
  // schema reads them, and a command that runs one verb should not build 700 keys first.
  ResultDeclaration (*declare_result)() = nullptr;
  std::function<Json()> defaults;  // each field's default, by name
  // Reads a request object (keys: field names, values: JSON as checked_value takes them), checks
  // every field, adapts it to the door and runs the report function.
  std::function<Document(const Json& request, const DoorContext& door)> run;

  std::string path() const { return std::string(family) + "." + std::string(name); }
  ResultDeclaration result() const { return declare_result(); }
  const std::vector<Field>& fields() const { return declare_fields(); }
  const Field* field(std::string_view field_name) const;
  bool at(Door door) const { return (doors & door) != 0; }
  Verb described(std::string_view text) && {
    description = text;
    return std::move(*this);
  }
};

// The verb's description with each `{field}` as `door` spells it: --landmarks at the command line,
// `landmarks` elsewhere (Markdown: kNoDoor; Python spells it ``landmarks`` from the schema's text).
// std::logic_error when it names a field the verb does not have, so that a misspelt name fails
// the docs' generation and its tests.
constexpr unsigned kNoDoor = 0;
std::string describe(const Verb& verb, unsigned door);

// A family of verbs: its name (the CLI's command, the Python module) and one line saying what it is.
struct Family {
  std::string_view name;
  std::string_view summary;
};
const std::vector<Family>& families();

// Every declared verb, family by family.
const std::vector<Verb>& verbs();
// "roll.solve" -> its declaration; InputError naming the verbs there are when unknown.
const Verb& find_verb(std::string_view path);
// The declarations as JSON: {"verbs": [{family, name, summary, description, doors, fields:
// [field_schema], result}]}; the description as declared, its {field} names unresolved.
Json schema();

// A declaration: the request type R (its fields come from its table), the keys of its answer, the report function, and what each door sets that
// the user does not (adapt: e.g. Python always draws). R's `quiet`, where it has one, follows
// the door's progress.
template <class R>
Verb declare_verb(std::string_view family, std::string_view name, std::string_view summary, ResultDeclaration (*result)(),
                  std::function<Document(const R&)> answer,
                  std::function<void(R&, const DoorContext&)> adapt = nullptr, unsigned doors = kAllDoors);

namespace detail {
void fill_request(const std::vector<Field>& fields, void* request, const Json& object, Door door);
// Every file the request names to be written (a field declared with `writes`, offered at `door`)
// can be: PathArgumentError naming the field and the path otherwise, before any work starts.
void check_outputs(const std::vector<Field>& fields, const void* request, Door door);
}

// The fields of request type R, from its table (CW_REQUEST_TABLE beside the struct).
template <class R>
const std::vector<Field>& request_fields() {
  static const std::vector<Field> fields = declared_fields(static_cast<const R*>(nullptr));
  return fields;
}

template <class R>
Verb declare_verb(std::string_view family, std::string_view name, std::string_view summary, ResultDeclaration (*result)(),
                  std::function<Document(const R&)> answer,
                  std::function<void(R&, const DoorContext&)> adapt, unsigned doors) {
  Verb v{family, name, summary, {}, doors, request_fields<R>, result, nullptr, nullptr};
  v.defaults = [] {
    const R r{};
    Json d = Json::object();
    for (const Field& f : request_fields<R>()) d[std::string(f.name)] = f.get(&r);
    return d;
  };
  v.run = [answer = std::move(answer), adapt = std::move(adapt)](const Json& object, const DoorContext& door) {
    R r{};
    const std::vector<Field>& fields = request_fields<R>();
    detail::fill_request(fields, &r, object, door.door);
    detail::check_outputs(fields, &r, door.door);
    if constexpr (requires { r.quiet = true; }) r.quiet = door.quiet;
    if (adapt) adapt(r, door);
    return answer(r);
  };
  return v;
}

// A request read as `verb` reads it at `door`, without the door's adaptations: for a front end that
// asks the report layer something before running the verb (roll_analyze_plan).
template <class R>
R read_request(const Verb& verb, const Json& object, Door door) {
  R r;
  detail::fill_request(verb.fields(), &r, object, door);
  return r;
}

// Each family's declarations (verbs_<family>.cpp).
std::vector<Verb> roll_verbs();
std::vector<Verb> macmahon_verbs();
std::vector<Verb> hoffman_verbs();
std::vector<Verb> stack_verbs();

}  // namespace cw::report
