// parallel_for_pool(): a pool of threads started on first use and kept (a WebAssembly module's
// threads are Web Workers, slow to start and only started ahead of time: emscripten's
// PTHREAD_POOL_SIZE), woken for each loop by a generation count.
#include "core/parallel.hpp"

#include <chrono>
#include <condition_variable>
#include <thread>
#include <vector>

// emscripten without -pthread has no threads; everywhere else std::thread works.
#if !defined(__EMSCRIPTEN__) || defined(__EMSCRIPTEN_PTHREADS__)
#define CW_POOL_HAS_THREADS 1
#else
#define CW_POOL_HAS_THREADS 0
#endif

namespace cw {
namespace {

std::atomic<int> pool_threads_setting{1};
std::mutex parallel_idle_mutex;
std::function<void()> parallel_idle_fn;

// The items of one loop, taken one at a time by every thread of its team.
struct PoolLoop {
  const std::function<void(long)>* body = nullptr;
  long n = 0;
  std::atomic<long> next{0};
  std::atomic<bool> failed{false};
  std::mutex error_mutex;
  std::exception_ptr error;

  void drain() {
    for (long i; (i = next.fetch_add(1, std::memory_order_relaxed)) < n;) {
      if (failed.load(std::memory_order_relaxed)) continue;
      try {
        (*body)(i);
      } catch (...) {
        std::lock_guard<std::mutex> lock(error_mutex);
        if (!error) error = std::current_exception();
        failed = true;
      }
    }
  }
};

void call_parallel_idle() {
  std::function<void()> fn;
  {
    std::lock_guard<std::mutex> lock(parallel_idle_mutex);
    fn = parallel_idle_fn;
  }
  if (fn) fn();
}

class ThreadPool {
 public:
  // Runs the loop on `team` pool threads while the caller waits; false (nothing run) when a pool
  // loop is already running.
  bool run(PoolLoop& loop, int team) {
    std::unique_lock<std::mutex> busy(busy_, std::try_to_lock);
    if (!busy.owns_lock()) return false;
    grow(team);
    std::unique_lock<std::mutex> lock(mutex_);
    loop_ = &loop;
    team_ = team;
    running_ = team;
    ++generation_;
    wake_.notify_all();
    while (!done_.wait_for(lock, std::chrono::milliseconds(50), [&] { return running_ == 0; })) {
      lock.unlock();
      call_parallel_idle();
      lock.lock();
    }
    loop_ = nullptr;
    return true;
  }

 private:
  // Starts threads up to `team`; they live as long as the process (never joined: detached).
  void grow(int team) {
    while (started_ < team) {
      std::thread(&ThreadPool::work, this, started_).detach();
      ++started_;
    }
  }

  void work(int index) {
    pool_thread_index = index;
    uint64_t seen = 0;
    std::unique_lock<std::mutex> lock(mutex_);
    for (;;) {
      wake_.wait(lock, [&] { return generation_ != seen; });
      seen = generation_;
      if (index >= team_) continue;  // this loop asked for fewer threads
      PoolLoop* loop = loop_;
      lock.unlock();
      loop->drain();
      lock.lock();
      if (--running_ == 0) done_.notify_all();
    }
  }

  std::mutex busy_;   // held by the caller of the loop running
  std::mutex mutex_;  // guards what follows
  std::condition_variable wake_, done_;
  int started_ = 0;
  uint64_t generation_ = 0;  // one more for every loop
  PoolLoop* loop_ = nullptr;
  int team_ = 0;     // threads of the loop running (the pool's first `team_`)
  int running_ = 0;  // of them, those not yet done with it
};

}  // namespace

int parallel_threads() {
#ifdef CUBEWORKS_HAVE_OPENMP
  return omp_get_max_threads();
#else
  return pool_threads_setting.load();
#endif
}

void set_parallel_threads(int threads) { pool_threads_setting = threads < 1 ? 1 : threads; }

void set_parallel_idle(std::function<void()> fn) {
  std::lock_guard<std::mutex> lock(parallel_idle_mutex);
  parallel_idle_fn = std::move(fn);
}

void parallel_for_pool(long n, int threads, const std::function<void(long)>& body) {
  PoolLoop loop;
  loop.body = &body;
  loop.n = n;
  // Left to the process's end with its threads blocked on a condition: never destroyed.
  static ThreadPool& pool = *new ThreadPool;
  const bool pooled = CW_POOL_HAS_THREADS && threads > 1 && n > 1 && pool.run(loop, threads);
  if (!pooled) loop.drain();
  if (loop.error) std::rethrow_exception(loop.error);
}

}  // namespace cw
