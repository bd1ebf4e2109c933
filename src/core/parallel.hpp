// The engines' threads. Natively the parallel loops run with OpenMP; a build without it (CMake
// option CUBEWORKS_OPENMP off: the WebAssembly modules) has no OpenMP, and there:
// - every `#pragma omp` loop runs on the calling thread alone (the pragmas need no guard), and
// - parallel_for() runs on a pool of std::threads (emscripten's pthreads in the threaded module,
//   CUBEWORKS_WASM_THREADS), with as many threads as set_parallel_threads() said (default 1);
//   without thread support (the single-threaded module) it runs on the calling thread.
// The engines call parallel_threads() and parallel_thread_index() instead of OpenMP's queries.
#pragma once
#include <atomic>
#include <cstdint>
#include <exception>
#include <functional>
#include <mutex>

#ifdef CUBEWORKS_HAVE_OPENMP
#include <omp.h>
#endif

namespace cw {

// Without OpenMP: the number of the pool thread running this, 0 outside a pool loop.
inline thread_local int pool_thread_index = 0;

// The threads parallel_for() gets by default, and the default of every engine's `threads`.
// Natively OpenMP's (OMP_NUM_THREADS, else the cores); without OpenMP, set_parallel_threads()'s.
int parallel_threads();
// Without OpenMP: the threads a parallel_for() gets (at least 1); ignored with OpenMP, whose
// OMP_NUM_THREADS rules. The threaded WebAssembly module sets it from the page.
void set_parallel_threads(int threads);

// This thread's number in the innermost parallel loop, 0 outside one.
inline int parallel_thread_index() {
#ifdef CUBEWORKS_HAVE_OPENMP
  return omp_get_thread_num();
#else
  return pool_thread_index;
#endif
}

// While parallel_for_pool()'s threads work, the calling thread waits and calls `fn` about every
// 50 ms: the WebAssembly module passes on progress that other threads left for it (only the
// module's own thread may call the page's JavaScript). Empty: just wait.
void set_parallel_idle(std::function<void()> fn);

// Runs body(i) for every i in [0, n) on `threads` pool threads (at least 1), each taking the next
// item not yet taken (a dynamic schedule of one item, as OpenMP's schedule(dynamic, 1)); returns
// when all are done. The first exception a body throws is rethrown here, after the items under
// way end; the items not yet begun are skipped. With one thread, no thread support, or a pool
// loop already running (a nested or concurrent call), the items run on the calling thread.
// Bodies that share state guard it with a mutex of their own.
void parallel_for_pool(long n, int threads, const std::function<void(long)>& body);

// The same with OpenMP where the build has it (`#pragma omp parallel for schedule(dynamic, 1)`,
// the body inlined into the loop as the engines' pragmas had it), else parallel_for_pool().
template <class Body>
void parallel_for(long n, int threads, Body&& body) {
  if (threads < 1) threads = 1;
#ifdef CUBEWORKS_HAVE_OPENMP
  std::exception_ptr error;
  std::mutex error_mutex;
  std::atomic<bool> failed{false};
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
  for (long i = 0; i < n; ++i) {
    if (failed.load(std::memory_order_relaxed)) continue;  // an exception may not leave the loop
    try {
      body(i);
    } catch (...) {
      std::lock_guard<std::mutex> lock(error_mutex);
      if (!error) error = std::current_exception();
      failed = true;
    }
  }
  if (error) std::rethrow_exception(error);
#else
  parallel_for_pool(n, threads, std::function<void(long)>(std::ref(body)));
#endif
}

// Sets *cell from `unset` to `value` unless another thread got there first; true for the thread
// that set it. The compiler builtins, not std::atomic_ref, which the WebAssembly build's library
// lacks. For breadth-first searches that fill a table of distances from many threads.
inline bool claim(uint8_t* cell, uint8_t unset, uint8_t value) {
  uint8_t expected = unset;
  return __atomic_load_n(cell, __ATOMIC_RELAXED) == unset &&
         __atomic_compare_exchange_n(cell, &expected, value, false, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}

}  // namespace cw
