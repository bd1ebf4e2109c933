#include "core/fields.hpp"

#include <algorithm>
#include <charconv>
#include <cctype>
#include <cstdlib>

#include <fmt/format.h>

namespace cw {
namespace {

std::string shown(const Json& v) {
  if (v.is_string()) return "'" + printable(v.get<std::string>()) + "'";
  return printable(v.dump(-1, ' ', false, Json::error_handler_t::replace));
}

// "2", "0.5", "4294967295": numbers as a person would write them in a message.
std::string number_text(double x) {
  if (std::isinf(x)) return x > 0 ? "infinity" : "-infinity";
  if (x == std::floor(x) && std::fabs(x) < 1.8e19)
    return x < 0 ? std::to_string(static_cast<int64_t>(x)) : std::to_string(static_cast<uint64_t>(x));
  return fmt::format("{:g}", x);
}

[[noreturn]] void wrong_type(const Field& f, const char* expected, const Json& v) {
  throw FieldTypeError(std::string(f.name), fmt::format("expected {}, got {}", expected, shown(v)));
}

// The declared range, inside what the member can hold.
void check_range(const Field& f, double x, const std::string& as_text) {
  const double lo = std::max(f.info.min, f.type_min), hi = std::min(f.info.max, f.type_max);
  if ((f.info.above_min ? x > lo : x >= lo) && x <= hi) return;
  // The declared range when it has both ends, else the end that was crossed.
  std::string range;
  const bool both = f.info.min > -HUGE_VAL && f.info.max < HUGE_VAL;
  const std::string low = fmt::format("{} {}", f.info.above_min ? "above" : "at least", number_text(lo));
  if (both && f.info.above_min) range = fmt::format("above {} and at most {}", number_text(lo), number_text(hi));
  else if (both) range = fmt::format("between {} and {}", number_text(lo), number_text(hi));
  else if (x <= lo || std::isnan(x)) range = low;
  else range = fmt::format("at most {}", number_text(hi));
  throw ArgumentError(std::string(f.name), fmt::format("must be {}, not {}", range, as_text));
}

Json checked_integer(const Field& f, const Json& v) {
  if (v.is_boolean() || !v.is_number()) wrong_type(f, "an integer", v);
  if (v.is_number_float()) {
    const double x = v.get<double>();
    if (!std::isfinite(x) || x != std::floor(x)) wrong_type(f, "an integer", v);
    check_range(f, x, number_text(x));
    return Json(static_cast<int64_t>(x));
  }
  if (v.is_number_unsigned()) {
    const uint64_t x = v.get<uint64_t>();
    check_range(f, static_cast<double>(x), std::to_string(x));
    return v;
  }
  const int64_t x = v.get<int64_t>();
  check_range(f, static_cast<double>(x), std::to_string(x));
  return v;
}

Json checked_text(const Field& f, const Json& v) {
  if (!v.is_string()) wrong_type(f, "text", v);
  const std::string s = v.get<std::string>();
  if (f.info.nonempty && s.empty()) throw ArgumentError(std::string(f.name), "must not be empty");
  if (f.info.choices) {
    const auto choices = f.choice_list();
    if (std::find(choices.begin(), choices.end(), s) == choices.end()) {
      std::string list;
      for (const auto& c : choices) list += (list.empty() ? "" : ", ") + c;
      throw ArgumentError(std::string(f.name), fmt::format("must be one of {}, not '{}'", list, printable(s)));
    }
  }
  return v;
}

}  // namespace

std::string Field::cli_name() const {
  if (!at(kCli)) return "";
  if (info.cli) return info.cli;
  std::string n = "--" + std::string(name);
  for (char& c : n)
    if (c == '_') c = '-';
  return n;
}

std::string Field::label() const {
  if (info.label) return info.label;
  std::string n(name);
  for (char& c : n)
    if (c == '_') c = ' ';
  return n;
}

namespace {
std::vector<std::string> split_at_bars(const char* text) {
  std::vector<std::string> out;
  if (!text) return out;
  std::string_view rest = text;
  while (true) {
    const auto bar = rest.find('|');
    out.emplace_back(rest.substr(0, bar));
    if (bar == std::string_view::npos) break;
    rest.remove_prefix(bar + 1);
  }
  return out;
}
}  // namespace

std::vector<std::string> Field::choice_list() const { return split_at_bars(info.choices); }

int choice_index(const FieldInfo& info, const std::string& word) {
  const auto choices = split_at_bars(info.choices);
  return static_cast<int>(std::find(choices.begin(), choices.end(), word) - choices.begin());
}

std::string choice_word(const FieldInfo& info, int index) { return split_at_bars(info.choices).at(index); }
std::vector<std::string> Field::choice_helps() const { return split_at_bars(info.choice_help); }
std::vector<std::string> Field::excluded() const { return split_at_bars(info.excludes); }

Json checked_value(const Field& f, const Json& v) {
  if (v.is_null() && f.info.none) return v;
  switch (f.kind) {
    case FieldKind::Flag:
      if (!v.is_boolean()) wrong_type(f, "true or false", v);
      return v;
    case FieldKind::Integer:
      return checked_integer(f, v);
    case FieldKind::Number: {
      if (v.is_boolean() || !v.is_number()) wrong_type(f, "a number", v);
      const double x = v.get<double>();
      if (std::isnan(x)) throw FieldTypeError(std::string(f.name), "expected a number, got NaN");
      check_range(f, x, number_text(x));
      return Json(x);
    }
    case FieldKind::Text:
      return checked_text(f, v);
    case FieldKind::Texts: {
      if (!v.is_array()) wrong_type(f, "a list of texts", v);
      for (const auto& item : v)
        if (!item.is_string()) wrong_type(f, "a list of texts", v);
      return v;
    }
  }
  return v;
}

Json value_from_text(const Field& f, std::string_view text) {
  const Json as_text = std::string(text);
  switch (f.kind) {
    case FieldKind::Flag:
      if (text == "true" || text == "1") return true;
      if (text == "false" || text == "0") return false;
      wrong_type(f, "true or false", as_text);
    case FieldKind::Integer: {
      const char* end = text.data() + text.size();
      if (!text.empty() && text[0] == '-') {
        int64_t x = 0;
        const auto r = std::from_chars(text.data(), end, x);
        if (r.ec == std::errc() && r.ptr == end) return x;
      } else {
        uint64_t x = 0;
        const auto r = std::from_chars(text.data(), end, x);
        if (r.ec == std::errc() && r.ptr == end) return x;
      }
      // Not an integer of 64 bits: a number ("1.5", "1e30") is named as such by the checks, as
      // Python's floats and big ints are; anything else is text.
      const std::string s(text);
      char* stop = nullptr;
      const double x = s.empty() || std::isspace(static_cast<unsigned char>(s[0])) ? 0 : std::strtod(s.c_str(), &stop);
      if (stop == s.c_str() + s.size() && !s.empty() && std::isfinite(x)) return x;
      wrong_type(f, "an integer", as_text);
    }
    case FieldKind::Number: {
      const std::string s(text);
      char* end = nullptr;
      const double x = s.empty() ? 0 : std::strtod(s.c_str(), &end);
      if (s.empty() || end != s.c_str() + s.size() || std::isspace(static_cast<unsigned char>(s[0])))
        wrong_type(f, "a number", as_text);
      if (std::isnan(x)) throw FieldTypeError(std::string(f.name), "expected a number, got NaN");
      return x;
    }
    case FieldKind::Text:
      return as_text;
    case FieldKind::Texts:
      return Json::array({as_text});
  }
  return as_text;
}

Json field_schema(const Field& f, const Json& default_value) {
  static const char* kinds[] = {"flag", "integer", "number", "text", "texts"};
  static const Json writes_names[] = {Json(), "figure", "figures", "file"};
  Json j = {{"name", f.name},
            {"kind", kinds[static_cast<int>(f.kind)]},
            {"type", f.type_name},
            {"default", f.info.none ? Json() : default_value},
            {"help", f.info.help},
            {"label", f.label()},
            {"cli", f.cli_name()},
            {"python", f.at(kPython) ? Json(f.name) : Json()},
            {"wasm", f.at(kWasm) ? Json(f.name) : Json()},
            {"optional", f.info.none},
            {"positional", f.info.positional},
            {"path", f.info.path},
            {"hidden", f.info.hidden},
            {"required", f.info.required},
            {"writes", writes_names[static_cast<int>(f.info.writes)]}};
  const double lo = std::max(f.info.min, f.type_min), hi = std::min(f.info.max, f.type_max);
  if (f.kind == FieldKind::Integer || f.kind == FieldKind::Number) {
    j["min"] = lo > -HUGE_VAL ? Json(lo) : Json();
    j["max"] = hi < HUGE_VAL ? Json(hi) : Json();
    if (f.kind == FieldKind::Integer) {  // as integers: 2^64 - 1 is a double's 2^64
      j["min"] = static_cast<int64_t>(lo);
      j["max"] = hi >= 0x1p64 ? Json(UINT64_MAX) : Json(static_cast<int64_t>(hi));
    }
  }
  if (f.info.above_min) j["above_min"] = true;
  if (f.info.choices) j["choices"] = f.choice_list();
  if (f.info.flags) j["cli_flags"] = true;
  if (f.info.choice_help) j["choice_help"] = f.info.choice_help;
  if (f.info.alias) j["alias"] = f.info.alias;
  return j;
}

}  // namespace cw
