#include "python/bindings.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

#include "core/interrupt.hpp"
#include "core/progress.hpp"
#ifdef CUBEWORKS_HAVE_OPENMP
#include <omp.h>
#endif

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
// One call at a time; a thread waiting for it polls Python's signals between tries.
std::timed_mutex g_one_call_at_a_time;
// Set by _shutdown() at interpreter exit: the running engine stops, and its thread, once the
// engine has returned, parks instead of taking the GIL of an interpreter that is going away.
std::atomic<bool> g_shutting_down{false};
std::mutex g_active_mutex;
std::condition_variable g_active_changed;
bool g_active = false;
// The thread inside a progress callback: a cubeworks call from there would wait for itself.
thread_local bool t_in_callback = false;

[[noreturn]] void park_forever() {
  std::mutex m;
  std::unique_lock<std::mutex> lock(m);
  std::condition_variable never;
  while (true) never.wait(lock);
}

// core/interrupt.hpp's poll: Python runs signal handlers only on the main thread, with the GIL.
bool check_python_signals() {
  if (g_shutting_down) return true;
  if (std::this_thread::get_id() != g_call.caller) return false;
  py::gil_scoped_acquire gil;
  if (g_call.pending) return true;
  if (PyErr_CheckSignals() == 0) return false;
  g_call.pending.emplace();  // fetches the exception the handler raised
  return true;
}

void forward_progress(const ProgressUpdate& update) {
  if (g_shutting_down) return;
  py::gil_scoped_acquire gil;
  if (g_call.pending || !g_call.progress) return;
  try {
    t_in_callback = true;
    g_call.progress(update);
    t_in_callback = false;
  } catch (py::error_already_set& e) {
    t_in_callback = false;
    g_call.pending = std::move(e);
    set_interrupted(true);  // the engine stops at its next check
  }
}

// Takes the one-call lock, called without the GIL; Ctrl-C while waiting raises KeyboardInterrupt
// within a fraction of a second (the GIL is taken only to ask Python about signals).
std::unique_lock<std::timed_mutex> wait_for_turn() {
  std::unique_lock<std::timed_mutex> lock(g_one_call_at_a_time, std::defer_lock);
  while (!lock.try_lock_for(std::chrono::milliseconds(100))) {
    py::gil_scoped_acquire gil;
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
  }
  return lock;
}

// OpenMP's threads for one call (None: as they are), restored after it.
class ThreadScope {
 public:
  explicit ThreadScope(int threads) {
#ifdef CUBEWORKS_HAVE_OPENMP
    before_ = omp_get_max_threads();
    if (threads > 0) omp_set_num_threads(threads);
#else
    (void)threads;
#endif
  }
  ~ThreadScope() {
#ifdef CUBEWORKS_HAVE_OPENMP
    omp_set_num_threads(before_);
#endif
  }
  ThreadScope(const ThreadScope&) = delete;
  ThreadScope& operator=(const ThreadScope&) = delete;

 private:
  int before_ = 1;
};

int threads_of(const py::object& threads) {
  if (threads.is_none()) return 0;
  if (PyBool_Check(threads.ptr()) || !PyLong_Check(threads.ptr()))
    throw py::type_error("threads: expected an integer or None, got " +
                         std::string(py::str(py::type::handle_of(threads).attr("__name__"))));
  const long long n = PyLong_AsLongLong(threads.ptr());
  if (PyErr_Occurred() || n < 1 || n > 1024) {
    PyErr_Clear();
    throw py::value_error("threads: must be between 1 and 1024, not " + std::string(py::str(threads)));
  }
  return static_cast<int>(n);
}

// Installs the hooks for one call and removes them, whatever happens.
class CallScope {
 public:
  explicit CallScope(const py::object& progress) : quiet_before_(quiet()) {
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
  bool quiet_before_;
  ProgressSink sink_before_;
};

void set_active(bool active) {
  {
    std::lock_guard<std::mutex> lock(g_active_mutex);
    g_active = active;
  }
  g_active_changed.notify_all();
}

}  // namespace

py::tuple run_verb(const py::object& progress, const py::object& threads,
                   const std::function<report::Document()>& work) {
  if (t_in_callback)
    throw std::runtime_error("cubeworks: a call from inside a progress callback would wait for itself; "
                             "call after the running one returns");
  if (!progress.is_none() && !PyCallable_Check(progress.ptr()))
    throw py::type_error("progress: expected a callable taking a ProgressUpdate, or None");
  const int thread_count = threads_of(threads);
  if (g_shutting_down) throw std::runtime_error("cubeworks: the interpreter is shutting down");
  report::Document document;
  std::exception_ptr failure;
  {
    py::gil_scoped_release release;
    auto turn = wait_for_turn();
    set_active(true);
    {
      CallScope scope(progress);
      ThreadScope thread_scope(thread_count);
      try {
        document = work();
      } catch (...) {
        failure = std::current_exception();
      }
    }
    set_active(false);
    // The interpreter is finalizing: taking its GIL now could crash; this thread waits for the end.
    if (g_shutting_down) park_forever();
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

py::tuple run_verb(const py::object& progress, const std::function<report::Document()>& work) {
  return run_verb(progress, py::none(), work);
}

void shut_down() {
  g_shutting_down = true;
  set_interrupted(true);
  py::gil_scoped_release release;
  std::unique_lock<std::mutex> lock(g_active_mutex);
  // Engines check for Ctrl-C often; one that does not answer in 30 s is left to the process's end.
  g_active_changed.wait_for(lock, std::chrono::seconds(30), [] { return !g_active; });
}

}  // namespace cw::python
