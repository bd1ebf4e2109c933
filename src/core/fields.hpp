// Declared request fields: the single source of a request's fields for every front end, in the
// spirit of CaDiCaL's options.hpp. A request struct is written as an X-macro table,
//
//   #define CW_ROLL_SOLVE_FIELDS(X, E)
//     X(std::string, start, "000/0.0/000", .cli = "--from", .help = "start state")
//     X(int, max_moves, -1, .help = "...", .min = 0, .none = true)
//
// (one X per line, each line but the last ending in a backslash)
//
// from which CW_REQUEST_MEMBERS makes the struct's members (name, type, default) and
// CW_REQUEST_TABLE (after the struct) the type-erased Field list that the doors walk: the CLI's options and
// --help, Python's keyword arguments, stubs and docstrings, the WebAssembly request reader, the
// schema the page reads, the man page and completions. A field is checked here, once, for every
// door (type, range, choices, NaN); the engines check what only they can (a state's syntax).
// Errors name the field by its declared name (ArgumentError::subject); each door respells it.
#pragma once
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/error.hpp"
#include "core/json.hpp"

namespace cw {

// A value of the wrong type for its field (text where a number belongs): Python's TypeError;
// the CLI's exit 2 and the page's {ok: false} like any other InputError.
struct FieldTypeError : ArgumentError {
  using ArgumentError::ArgumentError;
};

// The doors a field is offered at (a bit mask).
enum Door : unsigned { kCli = 1, kPython = 2, kWasm = 4, kAllDoors = 7 };

// What is written to the file a field names: the document's figure (one file, by the command
// line), its figures (a folder made with its parents, one file each by the figure's name), or a
// file the verb itself writes and may read back (a checkpoint, or its prefix; a database). Every
// door that offers such a field checks it before any work starts (report/verbs.cpp), and the
// fault-injection tests fill the disk under it (tests/reliability/faults.py).
enum class Writes { Nothing, Figure, Figures, File };

// What a declaration says beyond name, type and default. Designated initializers must follow
// this order.
struct FieldInfo {
  const char* cli = nullptr;      // the CLI option ("--from"); nullptr: "--" + name, '_' as '-'
  const char* help = "";          // one sentence, shared by --help, docstrings, the man page, the page
  double min = -HUGE_VAL;         // numbers: the inclusive range allowed
  double max = HUGE_VAL;
  bool above_min = false;         // the range excludes min ("must be above 0")
  const char* choices = nullptr;  // text: the values allowed, '|'-separated ("auto|bfs|ida")
  bool none = false;              // the default means "not given": Python None, JSON null, no CLI default
  bool positional = false;        // Python: may be passed by position (declaration order)
  bool path = false;              // names a file: Python also takes os.PathLike
  bool nonempty = false;          // text: "" is refused when given
  bool flags = false;             // choice: on the CLI one flag per choice (--first, --count), not one option
  bool hidden = false;            // testing aid: left out of help, docs and stubs
  unsigned doors = kAllDoors;     // where the field is offered
  const char* alias = nullptr;    // an older Python keyword that still works
  const char* label = nullptr;    // the page's label; nullptr: the name with spaces
  const char* choice_help = nullptr;  // with flags: each choice's help, '|'-separated like choices
  bool required = false;          // no default: the CLI refuses a command without it, Python's keyword
                                  // has none, the page's reader refuses a request without it
  Writes writes = Writes::Nothing;  // what is written to the file it names
  const char* excludes = nullptr;   // the CLI refuses it with these fields ('|'-separated names)
  bool verbatim = false;            // the CLI prints an error about it as it is (it quotes the value at
                                    // fault) rather than after the option's name
};

// How a field's value is written at every door.
enum class FieldKind { Flag, Integer, Number, Text, Texts };

// A declared field, type-erased over the request it belongs to.
struct Field {
  std::string_view name;  // the request member: Python keyword, page key, schema key
  FieldKind kind;
  FieldInfo info;
  const char* type_name;  // the C++ type as declared, for the schema ("int", "uint64_t", ...)
  double type_min, type_max;  // integers: what the member can hold
  // Plain function pointers, one pair per field (make_field): a std::function per field cost a
  // second of template instantiation in every file that includes a verb's table.
  void (*set_value)(const Field& field, void* request, const Json& value);
  Json (*get_value)(const Field& field, const void* request);

  void set(void* request, const Json& value) const { set_value(*this, request, value); }  // value already checked
  Json get(const void* request) const { return get_value(*this, request); }

  std::string cli_name() const;   // "--max-moves"; "" when not on the CLI
  std::string label() const;      // "max moves"
  bool at(Door door) const { return (info.doors & door) != 0; }
  std::vector<std::string> choice_list() const;  // info.choices, split at '|'
  std::vector<std::string> choice_helps() const;  // info.choice_help, split at '|'
  std::vector<std::string> excluded() const;      // info.excludes, split at '|'
};

// The value as the field will hold it, or FieldTypeError / ArgumentError (subject: the field's
// name) saying why not, in one sentence without the name. JSON null means "not given" for a
// field declared `none` (the default is kept).
Json checked_value(const Field& field, const Json& value);
// A CLI word as the JSON value of its field ("12" -> 12), FieldTypeError when it is not one.
Json value_from_text(const Field& field, std::string_view text);
// The field for the schema: name, kind, type, default, range, choices, help, each door's spelling.
Json field_schema(const Field& field, const Json& default_value);

template <class T>
struct is_optional_enum : std::false_type {};
template <class E>
struct is_optional_enum<std::optional<E>> : std::is_enum<E> {};

// How a member of type T is written at every door; another type does not compile. An enum (or an
// optional one) is text among its field's choices, the i-th choice naming the enumerator of value i.
template <class T>
constexpr FieldKind kind_of() {
  if constexpr (std::is_enum_v<T> || is_optional_enum<T>::value) return FieldKind::Text;
  else if constexpr (std::is_same_v<T, bool>) return FieldKind::Flag;
  else if constexpr (std::is_same_v<T, int> || std::is_same_v<T, uint64_t> || std::is_same_v<T, std::optional<int>>)
    return FieldKind::Integer;
  else if constexpr (std::is_same_v<T, double>) return FieldKind::Number;
  else if constexpr (std::is_same_v<T, std::string>) return FieldKind::Text;
  else {
    static_assert(std::is_same_v<T, std::vector<std::string>>,
                  "a field is bool, int, uint64_t, std::optional<int>, double, std::string, an enum (or an "
                  "optional one) or a list of strings");
    return FieldKind::Texts;
  }
}

template <class T>
constexpr double lowest_of() {
  if constexpr (std::is_same_v<T, std::optional<int>>) return double(INT32_MIN);
  else if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) return double(std::numeric_limits<T>::min());
  else return -HUGE_VAL;
}
template <class T>
constexpr double highest_of() {
  if constexpr (std::is_same_v<T, std::optional<int>>) return double(INT32_MAX);
  else if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) return double(std::numeric_limits<T>::max());
  else return HUGE_VAL;
}

// An enum's choice index (checked_value has already checked the word is a choice) and back.
int choice_index(const FieldInfo& info, const std::string& word);
std::string choice_word(const FieldInfo& info, int index);

template <class T>
T field_value(const FieldInfo& info, const Json& value) {
  if constexpr (std::is_enum_v<T>) return static_cast<T>(choice_index(info, value.get<std::string>()));
  else if constexpr (is_optional_enum<T>::value) return field_value<typename T::value_type>(info, value);
  else if constexpr (std::is_same_v<T, std::optional<int>>) return value.get<int>();
  else return value.get<T>();
}

template <class T>
Json field_json(const FieldInfo& info, const T& v) {
  if constexpr (std::is_enum_v<T>) return choice_word(info, static_cast<int>(v));
  else if constexpr (is_optional_enum<T>::value || std::is_same_v<T, std::optional<int>>)
    return v ? field_json(info, *v) : Json();
  else return Json(v);
}

template <class R>
const R& request_defaults() {
  static const R defaults;
  return defaults;
}

// Member M of R (M may belong to a base of R: a field stored in the options struct an engine takes).
template <class R, class T, auto M>
void set_field(const Field& field, void* request, const Json& value) {
  T& into = static_cast<R*>(request)->*M;
  if (!value.is_null()) into = field_value<T>(field.info, value);
  else if (field.info.none) into = request_defaults<R>().*M;
}

template <class R, class T, auto M>
Json get_field(const Field& field, const void* request) {
  return field_json(field.info, static_cast<const R*>(request)->*M);
}

template <class R, class T, auto M>
Field make_field(std::string_view name, const char* type_name, FieldInfo info) {
  static_assert(std::is_same_v<std::remove_cvref_t<decltype(std::declval<R&>().*M)>, T>);
  if constexpr (std::is_same_v<T, std::optional<int>> || is_optional_enum<T>::value) info.none = true;
  if constexpr (std::is_enum_v<T> || is_optional_enum<T>::value) type_name = "std::string";
  return Field{name, kind_of<T>(), info, type_name, lowest_of<T>(), highest_of<T>(), &set_field<R, T, M>,
               &get_field<R, T, M>};
}

}  // namespace cw

// A table names each field with X(type, name, default, info...), or, for a field stored in the
// engine's options struct that the request derives from, E(type, name, info...): its default is
// the engine's, written there once.
//
// The members of a request struct from its table (an E field only checks that the base holds it).
#define CW_REQUEST_MEMBER(type, name, value, ...) type name = value;
#define CW_REQUEST_ENGINE_MEMBER(type, name, ...) \
  static_assert(std::is_same_v<decltype(name), type>, #name ": the engine's options hold another type");
#define CW_REQUEST_MEMBERS(TABLE) TABLE(CW_REQUEST_MEMBER, CW_REQUEST_ENGINE_MEMBER)
// The Field list of a request struct R from its table (inside a function where R names it).
#define CW_REQUEST_FIELD(type, name, value, ...) \
  ::cw::make_field<R, type, &R::name>(#name, #type, ::cw::FieldInfo{__VA_ARGS__}),
#define CW_REQUEST_ENGINE_FIELD(type, name, ...) \
  ::cw::make_field<R, type, &R::name>(#name, #type, ::cw::FieldInfo{__VA_ARGS__}),
#define CW_REQUEST_FIELDS(TABLE) std::vector<::cw::Field>{TABLE(CW_REQUEST_FIELD, CW_REQUEST_ENGINE_FIELD)}
// After the struct: declared_fields(const R*) finds the struct's Field list (report/verbs.hpp).
#define CW_REQUEST_TABLE(STRUCT, TABLE)                                    \
  inline std::vector<::cw::Field> declared_fields(const STRUCT*) {         \
    using R [[maybe_unused]] = STRUCT;                                     \
    return CW_REQUEST_FIELDS(TABLE);                                       \
  }
