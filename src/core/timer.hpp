// Wall-clock stopwatch for statistics lines and benchmarks.
#pragma once
#include <chrono>
#include <ctime>

namespace cw {

class Stopwatch {
 public:
  Stopwatch() : start_(std::chrono::steady_clock::now()) {}
  void restart() { start_ = std::chrono::steady_clock::now(); }
  double seconds() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  }

 private:
  std::chrono::steady_clock::time_point start_;
};

// CPU seconds of the calling thread: what one task cost, unaffected by other work sharing the
// cores (a wall clock on a loaded machine counts the waiting too). Where the thread clock is
// missing (clock_gettime fails), wall seconds.
class ThreadCpuStopwatch {
 public:
  ThreadCpuStopwatch() : start_(now()) {}
  double seconds() const { return now() - start_; }

 private:
  static double now() {
#ifdef CLOCK_THREAD_CPUTIME_ID
    timespec t{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) == 0) return static_cast<double>(t.tv_sec) + t.tv_nsec * 1e-9;
#endif
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
  }
  double start_;
};

}  // namespace cw
