// OpenMP's two thread queries, also in a build without OpenMP (CMake option CUBEWORKS_OPENMP off,
// as in the single-threaded WebAssembly build): there every `#pragma omp` loop runs on the
// calling thread alone, so the team has one thread, number 0. The engines call these instead
// of parallel_threads() and parallel_thread_index(); the pragmas need no guard.
#pragma once

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

}  // namespace cw
