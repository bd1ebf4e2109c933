// core/parallel.hpp: parallel_for (OpenMP natively) and parallel_for_pool (the std::thread pool of
// the builds without OpenMP, the threaded WebAssembly module's), tested alike: every item runs
// exactly once, on 1 and on several threads; the first exception comes back to the caller and the
// items not yet begun are skipped; a nested loop runs; the pool's threads are numbered.
#include "core/parallel.hpp"

#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

namespace {

enum class Runner { kParallelFor, kPool };

void run(Runner r, long n, int threads, const std::function<void(long)>& body) {
  if (r == Runner::kParallelFor)
    cw::parallel_for(n, threads, body);
  else
    cw::parallel_for_pool(n, threads, body);
}

class ParallelFor : public testing::TestWithParam<Runner> {};

// Each item's count goes to 1 exactly: none skipped, none run twice.
void expect_each_once(Runner r, long n, int threads) {
  std::vector<std::atomic<int>> runs(static_cast<size_t>(n));
  run(r, n, threads, [&](long i) { runs[static_cast<size_t>(i)].fetch_add(1); });
  for (long i = 0; i < n; ++i) ASSERT_EQ(runs[static_cast<size_t>(i)].load(), 1) << "item " << i << " of " << n;
}

TEST_P(ParallelFor, EveryItemOnceOnOneAndManyThreads) {
  for (int threads : {1, 2, 3, 8})
    for (long n : {0L, 1L, 2L, 7L, 1000L}) expect_each_once(GetParam(), n, threads);
  expect_each_once(GetParam(), 5, 0);  // no threads asked: one
}

// Several threads really run at once: two items that each wait for the other to start finish only
// if they run together (a serial run would wait for ever: the wait gives up after 10 s and fails).
TEST_P(ParallelFor, ItemsRunAtOnceOnTwoThreads) {
  std::atomic<int> started{0};
  std::atomic<bool> together{true};
  run(GetParam(), 2, 2, [&](long) {
    started.fetch_add(1);
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (started.load() < 2)
      if (std::chrono::steady_clock::now() > until) {
        together = false;
        return;
      }
  });
  EXPECT_TRUE(together.load());
}

// The pool numbers its threads 0 .. threads-1 (per-thread scratch is indexed by the number).
TEST(ParallelForPool, ThreadIndicesWithinTheTeam) {
  std::mutex m;
  std::set<int> seen;
  cw::parallel_for_pool(400, 3, [&](long) {
    std::this_thread::sleep_for(std::chrono::microseconds(200));
    std::lock_guard<std::mutex> lock(m);
    seen.insert(cw::pool_thread_index);
  });
  ASSERT_FALSE(seen.empty());
  EXPECT_GE(*seen.begin(), 0);
  EXPECT_LT(*seen.rbegin(), 3);
  EXPECT_EQ(cw::pool_thread_index, 0);  // the caller's own number is untouched
}

// The first exception reaches the caller, once every item under way has ended; later items are
// skipped, so far fewer than all run.
TEST_P(ParallelFor, FirstExceptionRethrownAndTheRestSkipped) {
  for (int threads : {1, 2, 4}) {
    std::atomic<long> ran{0};
    try {
      run(GetParam(), 10000, threads, [&](long i) {
        ran.fetch_add(1);
        if (i == 3) throw std::runtime_error("item 3 failed");
        std::this_thread::sleep_for(std::chrono::microseconds(50));
      });
      FAIL() << "no exception on " << threads << " threads";
    } catch (const std::runtime_error& e) {
      EXPECT_STREQ(e.what(), "item 3 failed");
    }
    EXPECT_LT(ran.load(), 1000) << threads << " threads";
  }
}

// A loop inside an item runs (on the calling thread where the pool is busy) and covers its items.
TEST_P(ParallelFor, NestedLoopsRunEveryItem) {
  std::vector<std::atomic<int>> runs(40);
  run(GetParam(), 4, 2, [&](long i) {
    run(GetParam(), 10, 2, [&](long j) { runs[static_cast<size_t>(i * 10 + j)].fetch_add(1); });
  });
  for (auto& r : runs) EXPECT_EQ(r.load(), 1);
}

INSTANTIATE_TEST_SUITE_P(Core, ParallelFor, testing::Values(Runner::kParallelFor, Runner::kPool),
                         [](const testing::TestParamInfo<Runner>& info) {
                           return info.param == Runner::kPool ? std::string("Pool") : std::string("OpenMPOrPool");
                         });

// The idle function runs on the calling thread while the pool works: the WebAssembly module hands
// progress to the page that way.
TEST(ParallelForPool, IdleFunctionCalledOnTheCallerWhileItWaits) {
  const auto caller = std::this_thread::get_id();
  std::atomic<int> calls{0};
  std::atomic<bool> elsewhere{false};
  cw::set_parallel_idle([&] {
    if (std::this_thread::get_id() != caller) elsewhere = true;
    calls.fetch_add(1);
  });
  cw::parallel_for_pool(2, 2, [](long) { std::this_thread::sleep_for(std::chrono::milliseconds(300)); });
  cw::set_parallel_idle({});
  EXPECT_GE(calls.load(), 1);
  EXPECT_FALSE(elsewhere.load());
}

}  // namespace
