// The WebAssembly front end (embind): one entry point for the browser and node,
//   call(verb, request_json) -> result_json
// where verb is "family.verb" ("roll.solve", "macmahon.census", ...; verbs() lists them) and
// request_json is a JSON object whose keys are the verb's declared fields (report/verbs.hpp;
// schema() returns the declarations: names, kinds, defaults, ranges, choices, help, labels),
// the same names as the Python keyword arguments; absent fields keep their defaults. Each field
// is checked by its declaration as at the other doors. The result is one of
//   {"ok": true, "document": <the --json document>, "text": "...", "stats": "...",
//    "figures": [{"file": "...", "caption": "...", "svg": "..."}, ...]}
//   {"ok": false, "error": "<one line>", "kind": "input" | "run"}
// "error" starts with "FIELD: " when the error is about one field (an ArgumentError, as in
// Python's ValueError), and "field" then names it, so that the page can show the message by its
// input; "input" is the CLI's exit 2 (bad request), "run" its exit 1. Nothing is
// thrown across the JavaScript boundary: every C++ exception becomes such an object.
//
// Differences from the command line, for a page with no terminal and no file system:
//  - requests run on the calling thread; run them in a Web Worker to keep the page responsive.
//    The single-threaded module (cubeworks.js) has no threads; in the threaded one
//    (cubeworks-threads.js, core/parallel.hpp) the parallel loops also run on pthreads, as many
//    as set_threads(n) says (no more than the loader's `cubeworksThreads`, the pthreads it
//    starts), and threads() says how many. Progress goes to the function given to
//    set_progress_listener(fn), called as fn(label, done, total, elapsed_seconds, note, finished)
//    a few times a second, always on the calling thread; without one, every request is quiet;
//  - no checkpoints, caches or files: roll.analyze never checkpoints, roll.solve caches no
//    perimeter database; the fields that name files are not offered;
//  - pictures only when the request asks with "draw": true (where the request has draw);
//  - no clause-learning solver (CaDiCaL), so no hoffman.search or hoffman.symmetries.
#include <algorithm>
#include <mutex>
#include <new>
#include <optional>
#include <string>

#include <emscripten/bind.h>
#include <emscripten/threading.h>
#include <emscripten/val.h>

#include "core/error.hpp"
#include "core/json.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "report/roll.hpp"
#include "report/verbs.hpp"

namespace cw::wasm {
namespace {

std::string verb_names() {
  std::string names;
  for (const report::Verb& v : report::verbs())
    if (v.at(kWasm)) names += (names.empty() ? "" : ", ") + v.path();
  return names;
}

report::Document run(const std::string& path, const std::string& request_json) {
  const report::Verb* verb = nullptr;
  for (const report::Verb& v : report::verbs())
    if (v.at(kWasm) && v.path() == path) verb = &v;
  if (!verb) throw InputError("'" + printable(path) + "' is not a verb (" + verb_names() + ")");
  Json request;
  try {
    request = Json::parse(request_json.empty() ? "{}" : request_json);
  } catch (const Json::parse_error& e) {
    throw InputError(std::string("the request is not JSON: ") + e.what());
  }
  if (!request.is_object()) throw InputError("the request is not a JSON object");
  // Progress reaches the page only through a listener; without one the work stays quiet.
  return verb->run(request, {kWasm, !has_progress_sink()});
}

std::string text_of(const Json& result) { return result.dump(-1, ' ', false, Json::error_handler_t::replace); }

std::string failure(const std::string& message, const char* kind, const std::string& stats = {},
                    const std::string& field = {}) {
  Json j = {{"ok", false}, {"error", message}, {"kind", kind}};
  if (!stats.empty()) j["stats"] = stats;
  if (!field.empty()) j["field"] = field;
  return text_of(j);
}

std::string call(const std::string& verb, const std::string& request_json) {
  try {
    const report::Document d = run(verb, request_json);
    Json figures = Json::array();
    for (const auto& f : d.figures) figures.push_back({{"file", f.file}, {"caption", f.caption}, {"svg", f.svg}});
    return text_of({{"ok", true}, {"document", d.json}, {"text", d.text}, {"stats", d.stats}, {"figures", figures}});
  } catch (const ArgumentError& e) {
    return failure(e.subject + ": " + e.what(), "input", {}, e.subject);
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
  for (const report::Verb& v : report::verbs())
    if (v.at(kWasm)) names.push_back(v.path());
  return text_of(names);
}

// The declarations of the verbs the page can call, as JSON text (report::schema()).
std::string schema() {
  Json all = report::schema();
  Json offered = Json::array();
  for (const Json& v : all["verbs"])
    if (std::find(v["doors"].begin(), v["doors"].end(), "wasm") != v["doors"].end()) offered.push_back(v);
  all["verbs"] = offered;
  return text_of(all);
}

// fn(label, done, total, elapsed, note, finished) for every progress redraw; null or
// undefined: no listener, quiet work again. Totals above 2^53 lose precision as JavaScript
// numbers, which a progress bar does not notice.
// Only the module's own thread may call the page's JavaScript (a pthread is another Web Worker,
// where `fn` does not exist): an update made on a pthread is left here, the latest one, and the
// module's thread passes it on while it waits for a parallel loop (core/parallel.hpp:
// set_parallel_idle).
std::mutex pending_mutex;
std::optional<ProgressUpdate> pending_update;

void tell(const emscripten::val& fn, const ProgressUpdate& u) {
  fn(u.label, double(u.done), double(u.total), u.elapsed, u.note, u.finished);
}

void set_progress_listener(emscripten::val fn) {
  if (fn.isNull() || fn.isUndefined()) {
    set_progress_sink({});
    set_parallel_idle({});
    return;
  }
  set_progress_sink([fn](const ProgressUpdate& u) {
    if (!emscripten_is_main_runtime_thread()) {
      std::lock_guard<std::mutex> lock(pending_mutex);
      pending_update = u;
      return;
    }
    {
      std::lock_guard<std::mutex> lock(pending_mutex);
      pending_update.reset();  // older than this one
    }
    tell(fn, u);
  });
  set_parallel_idle([fn] {
    std::optional<ProgressUpdate> u;
    {
      std::lock_guard<std::mutex> lock(pending_mutex);
      u.swap(pending_update);
    }
    if (u) tell(fn, *u);
  });
}

// The threads the parallel loops get: at most the pthreads the module started (the loader's
// cubeworksThreads), 1 in the single-threaded module.
#ifdef __EMSCRIPTEN_PTHREADS__
void set_threads(int threads) {
  const emscripten::val pool = emscripten::val::module_property("cubeworksThreads");
  const int started = pool.isNumber() ? pool.as<int>() : 0;
  set_parallel_threads(std::clamp(threads, 1, std::max(started, 1)));
}
#else
void set_threads(int) {}
#endif

}  // namespace
}  // namespace cw::wasm

EMSCRIPTEN_BINDINGS(cubeworks) {
  emscripten::function("call", &cw::wasm::call);
  emscripten::function("verbs", &cw::wasm::verbs);
  emscripten::function("schema", &cw::wasm::schema);
  emscripten::function("set_progress_listener", &cw::wasm::set_progress_listener);
  emscripten::function("set_threads", &cw::wasm::set_threads);
  emscripten::function("threads", &cw::parallel_threads);
  emscripten::function("version", +[] { return std::string(CUBEWORKS_VERSION); });
}
