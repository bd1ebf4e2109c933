// OpenMP's two thread queries, also in a build without OpenMP (CMake option CUBEWORKS_OPENMP off,
// as in the single-threaded WebAssembly build): there every `#pragma omp` loop runs on the
// calling thread alone, so the team has one thread, number 0. The engines call these instead
// of parallel_threads() and parallel_thread_index(); the pragmas need no guard.
#pragma once
#include <cstdint>

#ifdef CUBEWORKS_HAVE_OPENMP
#include <omp.h>
#endif

namespace cw {

// Threads a parallel region started here would get (OMP_NUM_THREADS, else the cores).
inline int parallel_threads() {
#ifdef CUBEWORKS_HAVE_OPENMP
  return omp_get_max_threads();
#else
  return 1;
#endif
}

// This thread's number in the innermost parallel region, 0 outside one.
inline int parallel_thread_index() {
#ifdef CUBEWORKS_HAVE_OPENMP
  return omp_get_thread_num();
#else
  return 0;
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
