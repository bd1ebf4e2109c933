#include "python/bindings.hpp"

#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

#include "core/interrupt.hpp"
#include "core/progress.hpp"

namespace cw::python {
namespace {

// The verb running now (one at a time). `progress` is borrowed from the caller's arguments,
// which outlive the call; `pending` is only touched with the GIL held.
struct Call {
  std::thread::id caller;
  py::handle progress;
  std::optional<py::error_already_set> pending;  // raised by a signal handler or the callback
};
Call g_call;
std::mutex g_one_call_at_a_time;

// core/interrupt.hpp's poll: Python runs signal handlers only on the main thread, with the GIL.
bool check_python_signals() {
  if (std::this_thread::get_id() != g_call.caller) return false;
  py::gil_scoped_acquire gil;
  if (g_call.pending) return true;
  if (PyErr_CheckSignals() == 0) return false;
  g_call.pending.emplace();  // fetches the exception the handler raised
  return true;
}

void forward_progress(const ProgressUpdate& update) {
  py::gil_scoped_acquire gil;
  if (g_call.pending || !g_call.progress) return;
  try {
    g_call.progress(update);
  } catch (py::error_already_set& e) {
    g_call.pending = std::move(e);
    set_interrupted(true);  // the engine stops at its next check
  }
}

// Installs the hooks for one call and removes them, whatever happens.
class CallScope {
 public:
  explicit CallScope(const py::object& progress)
      : lock_(g_one_call_at_a_time), quiet_before_(quiet()) {
    g_call.caller = std::this_thread::get_id();
    g_call.progress = progress.is_none() ? py::handle() : py::handle(progress);
    set_quiet(progress.is_none());
    sink_before_ = set_progress_sink(forward_progress);
    set_interrupt_poll(check_python_signals);
  }
  ~CallScope() {
    set_interrupt_poll(nullptr);
    set_interrupted(false);  // the interpreter stays usable: the next call starts afresh
    set_progress_sink(std::move(sink_before_));
    set_quiet(quiet_before_);
    g_call.progress = py::handle();
  }
  CallScope(const CallScope&) = delete;
  CallScope& operator=(const CallScope&) = delete;

 private:
  std::lock_guard<std::mutex> lock_;
  bool quiet_before_;
  ProgressSink sink_before_;
};

}  // namespace

py::tuple run_verb(const py::object& progress, const std::function<report::Document()>& work) {
  if (!progress.is_none() && !PyCallable_Check(progress.ptr()))
    throw py::type_error("progress: expected a callable taking a ProgressUpdate, or None");
  report::Document document;
  std::exception_ptr failure;
  {
    py::gil_scoped_release release;  // released before the lock: a waiting thread holds no GIL
    CallScope scope(progress);
    try {
      document = work();
    } catch (...) {
      failure = std::current_exception();
    }
  }
  // A signal or a failing callback wins over what the engine made of being stopped.
  if (g_call.pending) {
    py::error_already_set pending = std::move(*g_call.pending);
    g_call.pending.reset();
    throw pending;
  }
  if (failure) std::rethrow_exception(failure);
  py::list figures;
  for (const Figure& f : document.figures) figures.append(py::make_tuple(f.file, f.caption, f.svg));
  return py::make_tuple(document.json.dump(), document.text, figures);
}

}  // namespace cw::python
