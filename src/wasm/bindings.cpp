// The WebAssembly front end (embind): one entry point for the browser and node,
//   call(verb, request_json) -> result_json
// where verb is "family.verb" ("roll.solve", "macmahon.census", ...; verbs() lists them) and
// request_json is a JSON object whose keys are the fields of the report request
// (report/rolling.hpp, macmahon.hpp, hoffman.hpp), the same names as the Python keyword
// arguments; absent fields keep the request's defaults. The result is one of
//   {"ok": true, "document": <the --json document>, "text": "...", "stats": "...",
//    "figures": [{"file": "...", "caption": "...", "svg": "..."}, ...]}
//   {"ok": false, "error": "<one line>", "kind": "input" | "run"}
// "error" starts with "FIELD: " when the error is about one field (an ArgumentError, as in
// Python's ValueError); "input" is the CLI's exit 2 (bad request), "run" its exit 1. Nothing is
// thrown across the JavaScript boundary: every C++ exception becomes such an object.
//
// Differences from the command line, for a page with no terminal and no file system:
//  - requests run on the calling thread (the build has no OpenMP or pthreads); run them in a
//    Web Worker to keep the page responsive. Progress goes to the function given to
//    set_progress_listener(fn), called as fn(label, done, total, elapsed_seconds, note, finished)
//    a few times a second; without one, every request is quiet;
//  - no checkpoints, caches or files: roll.analyze never checkpoints, roll.solve caches no
//    perimeter database; the fields that name files are not offered;
//  - pictures only when the request asks with "draw": true (where the request has draw);
//  - no clause-learning solver (CaDiCaL), so no hoffman.search or hoffman.symmetries.
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <new>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <type_traits>

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include "core/error.hpp"
#include "core/json.hpp"
#include "core/progress.hpp"
#include "report/hoffman.hpp"
#include "report/macmahon.hpp"
#include "report/rolling.hpp"

namespace cw::wasm {
namespace {

// The request object read field by field: read() takes a field when present and remembers its
// name; finish() refuses the keys no read() asked for, naming them and the fields there are.
class Fields {
 public:
  explicit Fields(const Json& object) : object_(object) {}

  template <class T>
  void read(const std::string& name, T& into) {
    known_.insert(name);
    const auto it = object_.find(name);
    if (it != object_.end()) into = convert<T>(name, *it);
  }

  void finish() const {
    std::string unknown, known;
    for (const auto& [key, value] : object_.items())
      if (!known_.count(key)) unknown += (unknown.empty() ? "'" : ", '") + printable(key) + "'";
    if (unknown.empty()) return;
    for (const auto& name : known_) known += (known.empty() ? "" : ", ") + name;
    throw InputError("unknown field " + unknown + (known.empty() ? " (this verb takes none)" : " (fields: " + known + ")"));
  }

 private:
  template <class T>
  static T convert(const std::string& name, const Json& v) {
    if constexpr (std::is_same_v<T, std::string>) {
      if (!v.is_string()) throw ArgumentError(name, "expected a string, got " + shown(v));
      return v.get<std::string>();
    } else if constexpr (std::is_same_v<T, bool>) {
      if (!v.is_boolean()) throw ArgumentError(name, "expected true or false, got " + shown(v));
      return v.get<bool>();
    } else if constexpr (std::is_same_v<T, double>) {
      if (!v.is_number()) throw ArgumentError(name, "expected a number, got " + shown(v));
      return v.get<double>();
    } else if constexpr (std::is_same_v<T, std::optional<int>>) {
      if (v.is_null()) return std::nullopt;
      return convert<int>(name, v);
    } else {
      static_assert(std::is_integral_v<T>);
      const bool fits = v.is_number_unsigned()  ? v.get<uint64_t>() <= uint64_t(std::numeric_limits<T>::max())
                        : v.is_number_integer() ? std::is_signed_v<T> && v.get<int64_t>() >= int64_t(std::numeric_limits<T>::min())
                                                : false;
      if (!fits)
        throw ArgumentError(name, std::string("expected ") + (std::is_signed_v<T> ? "an integer" : "a non-negative integer") +
                                      " that fits, got " + shown(v));
      return v.get<T>();
    }
  }
  static std::string shown(const Json& v) { return printable(v.dump(-1, ' ', false, Json::error_handler_t::replace)); }

  const Json& object_;
  std::set<std::string> known_;
};

// Progress reaches the page only through a listener; without one the work stays quiet.
bool quiet_work() { return !has_progress_sink(); }

report::Document roll_solve(Fields& f) {
  report::RollSolveRequest r;
  r.quiet = quiet_work();
  f.read("start", r.start);
  f.read("goal", r.goal);
  f.read("all", r.all);
  f.read("max_all", r.max_all);
  f.read("method", r.method);
  f.read("perimeter", r.perimeter);
  f.read("groups", r.groups);
  f.read("axis", r.axis);
  f.read("search_from", r.search_from);
  f.read("draw", r.draw);
  f.read("kind", r.kind);
  std::optional<int> max_moves;
  f.read("max_moves", max_moves);
  r.max_moves = max_moves.value_or(-1);
  f.finish();
  return report::roll_solve(r);
}

report::Document roll_analyze(Fields& f) {
  report::RollAnalyzeRequest r;
  r.no_checkpoint = true;
  r.quiet = quiet_work();
  f.read("board", r.board);
  f.read("start", r.start);
  f.read("farthest_limit", r.farthest_limit);
  f.read("memory_gib", r.memory_gib);
  f.read("kind", r.kind);
  f.finish();
  return report::roll_analyze(r);
}

report::Document roll_moves(Fields& f) {
  report::RollMovesRequest r;
  f.read("state", r.state);
  f.read("goal", r.goal);
  f.read("kind", r.kind);
  f.finish();
  return report::roll_moves(r);
}

// The worker lives as long as the page: the last goal's table stays for the next hints.
report::Document roll_hint(Fields& f) {
  static report::RollHintCache cache;
  report::RollHintRequest r;
  r.quiet = quiet_work();
  f.read("start", r.start);
  f.read("goal", r.goal);
  f.read("table_memory_mib", r.table_memory_mib);
  f.read("perimeter", r.perimeter);
  f.read("kind", r.kind);
  f.finish();
  return report::roll_hint(r, &cache);
}

report::Document macmahon_cubes(Fields& f) {
  report::MacMahonCubesRequest r;
  f.read("family", r.family);
  f.finish();
  return report::macmahon_cubes(r);
}

report::Document macmahon_solve(Fields& f) {
  report::MacMahonSolveRequest r;
  f.read("target", r.target);
  f.read("cubes", r.cubes);
  f.read("interior", r.interior);
  f.read("draw", r.draw);
  f.read("size", r.size);
  f.finish();
  return report::macmahon_solve(r);
}

report::Document macmahon_census(Fields& f) {
  report::MacMahonCensusRequest r;
  f.read("target", r.target);
  f.finish();
  return report::macmahon_census(r);
}

report::Document macmahon_explain(Fields& f) {
  report::MacMahonExplainRequest r;
  f.read("target", r.target);
  f.read("cubes", r.cubes);
  f.read("all", r.all);
  f.read("draw", r.draw);
  f.finish();
  return report::macmahon_explain(r);
}

report::Document macmahon_multiset(Fields& f) {
  report::MacMahonMultisetRequest r;
  r.quiet = quiet_work();
  f.read("cubes", r.cubes);
  f.read("max_infeasible", r.max_infeasible);
  f.read("variant", r.variant);
  f.finish();
  return report::macmahon_multiset(r);
}

report::Document macmahon_analyze(Fields& f) {
  report::MacMahonAnalyzeRequest r;
  f.read("cubes", r.cubes);
  f.read("draw", r.draw);
  f.finish();
  return report::macmahon_analyze(r);
}

report::Document macmahon_targets(Fields& f) {
  report::MacMahonTargetsRequest r;
  f.read("list_max", r.list_max);
  f.read("size", r.size);
  f.finish();
  return report::macmahon_targets(r);
}

report::Document macmahon_universal(Fields& f) {
  report::MacMahonUniversalRequest r;
  r.quiet = quiet_work();
  f.read("size", r.size);
  f.read("facts", r.facts);
  f.finish();
  return report::macmahon_universal(r);
}

report::Document macmahon_sizes(Fields& f) {
  f.finish();
  report::MacMahonSizesRequest r;
  r.quiet = quiet_work();
  return report::macmahon_sizes(r);
}

report::Document macmahon_collection(Fields& f) {
  report::MacMahonCollectionRequest r;
  f.read("target", r.target);
  f.read("cubes", r.cubes);
  f.finish();
  return report::macmahon_collection(r);
}

report::Document hoffman_enumerate(Fields& f) {
  report::HoffmanEnumerateRequest r;
  f.read("dim", r.dim);
  f.read("lengths", r.lengths);
  f.read("ignore_side_condition", r.ignore_side_condition);
  f.read("draw", r.draw);
  f.finish();
  return report::hoffman_enumerate(r);
}

report::Document hoffman_check(Fields& f) {
  report::HoffmanCheckRequest r;
  f.read("grid", r.grid);
  f.read("lengths", r.lengths);
  f.read("ignore_side_condition", r.ignore_side_condition);
  f.read("draw", r.draw);
  f.finish();
  return report::hoffman_check(r);
}

report::Document hoffman_construct(Fields& f) {
  report::HoffmanConstructRequest r;
  f.read("dim", r.dim);
  f.read("lengths", r.lengths);
  f.read("variant", r.variant);
  f.read("pairing", r.pairing);
  f.read("slabs", r.slabs);
  f.read("draw", r.draw);
  f.finish();
  return report::hoffman_construct(r);
}

report::Document hoffman_layers(Fields& f) {
  report::HoffmanLayersRequest r;
  f.read("dim", r.dim);
  f.read("lengths", r.lengths);
  f.finish();
  return report::hoffman_layers(r);
}

report::Document hoffman_boxes(Fields& f) {
  report::HoffmanBoxesRequest r;
  f.read("grid", r.grid);
  f.read("lengths", r.lengths);
  f.read("ignore_side_condition", r.ignore_side_condition);
  f.finish();
  return report::hoffman_boxes(r);
}

using Verb = report::Document (*)(Fields&);
const std::map<std::string, Verb>& verb_table() {
  static const std::map<std::string, Verb> table = {
      {"roll.solve", roll_solve},
      {"roll.analyze", roll_analyze},
      {"roll.moves", roll_moves},
      {"roll.hint", roll_hint},
      {"macmahon.cubes", macmahon_cubes},
      {"macmahon.solve", macmahon_solve},
      {"macmahon.census", macmahon_census},
      {"macmahon.explain", macmahon_explain},
      {"macmahon.analyze", macmahon_analyze},
      {"macmahon.multiset", macmahon_multiset},
      {"macmahon.targets", macmahon_targets},
      {"macmahon.universal", macmahon_universal},
      {"macmahon.sizes", macmahon_sizes},
      {"macmahon.collection", macmahon_collection},
      {"hoffman.enumerate", hoffman_enumerate},
      {"hoffman.check", hoffman_check},
      {"hoffman.construct", hoffman_construct},
      {"hoffman.layers", hoffman_layers},
      {"hoffman.boxes", hoffman_boxes},
  };
  return table;
}

std::string verb_names() {
  std::string names;
  for (const auto& [name, verb] : verb_table()) names += (names.empty() ? "" : ", ") + name;
  return names;
}

report::Document run(const std::string& verb, const std::string& request_json) {
  const auto it = verb_table().find(verb);
  if (it == verb_table().end())
    throw InputError("'" + printable(verb) + "' is not a verb (" + verb_names() + ")");
  Json request;
  try {
    request = Json::parse(request_json.empty() ? "{}" : request_json);
  } catch (const Json::parse_error& e) {
    throw InputError(std::string("the request is not JSON: ") + e.what());
  }
  if (!request.is_object()) throw InputError("the request is not a JSON object");
  Fields fields(request);
  return it->second(fields);
}

std::string text_of(const Json& result) { return result.dump(-1, ' ', false, Json::error_handler_t::replace); }

std::string failure(const std::string& message, const char* kind, const std::string& stats = {}) {
  Json j = {{"ok", false}, {"error", message}, {"kind", kind}};
  if (!stats.empty()) j["stats"] = stats;
  return text_of(j);
}

std::string call(const std::string& verb, const std::string& request_json) {
  try {
    const report::Document d = run(verb, request_json);
    Json figures = Json::array();
    for (const auto& f : d.figures) figures.push_back({{"file", f.file}, {"caption", f.caption}, {"svg", f.svg}});
    return text_of({{"ok", true}, {"document", d.json}, {"text", d.text}, {"stats", d.stats}, {"figures", figures}});
  } catch (const ArgumentError& e) {
    return failure(e.subject + ": " + e.what(), "input");
  } catch (const InputError& e) {
    return failure(e.what(), "input");
  } catch (const report::RollNoSolution& e) {
    return failure(e.what(), "run", e.stats);
  } catch (const std::bad_alloc&) {
    return failure("out of memory", "run");
  } catch (const std::exception& e) {
    return failure(e.what(), "run");
  } catch (...) {
    return failure("unknown error", "run");
  }
}

// ["roll.solve", ...] as JSON text.
std::string verbs() {
  Json names = Json::array();
  for (const auto& [name, verb] : verb_table()) names.push_back(name);
  return text_of(names);
}

// fn(label, done, total, elapsed, note, finished) for every progress redraw; null or
// undefined: no listener, quiet work again. Totals above 2^53 lose precision as JavaScript
// numbers, which a progress bar does not notice.
void set_progress_listener(emscripten::val fn) {
  if (fn.isNull() || fn.isUndefined()) {
    set_progress_sink({});
    return;
  }
  set_progress_sink([fn](const ProgressUpdate& u) {
    fn(u.label, double(u.done), double(u.total), u.elapsed, u.note, u.finished);
  });
}

}  // namespace
}  // namespace cw::wasm

EMSCRIPTEN_BINDINGS(cubeworks) {
  emscripten::function("call", &cw::wasm::call);
  emscripten::function("verbs", &cw::wasm::verbs);
  emscripten::function("set_progress_listener", &cw::wasm::set_progress_listener);
  emscripten::function("version", +[] { return std::string(CUBEWORKS_VERSION); });
}
