// Rolling cubes: the full 3x3 BFS (issue target <= 100 ms) and `roll solve` of the classic
// puzzle with its optimal count (target < 500 ms).
#include <benchmark/benchmark.h>

#include "rolling/bfs.hpp"
#include "rolling/solve.hpp"

using namespace cw::rolling;

static void BM_RollingBfs3x3(benchmark::State& state) {
  const Layout L({3, 3});
  for (auto _ : state) {
    auto d = bfs_distances(L, classic_start());
    benchmark::DoNotOptimize(d.dist.data());
  }
  state.counters["states/s"] = benchmark::Counter(15116544.0 * state.iterations(), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RollingBfs3x3)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_RollingBfs3x3OneThread(benchmark::State& state) {
  const Layout L({3, 3});
  BfsOptions o;
  o.threads = 1;
  for (auto _ : state) {
    auto d = bfs_distances(L, classic_start(), o);
    benchmark::DoNotOptimize(d.dist.data());
  }
}
BENCHMARK(BM_RollingBfs3x3OneThread)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_RollingSolveClassic(benchmark::State& state) {
  for (auto _ : state) {
    auto s = solve(classic_start(), classic_goal());
    benchmark::DoNotOptimize(s.optimal_count);
  }
}
BENCHMARK(BM_RollingSolveClassic)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_RollingBfs2x4(benchmark::State& state) {
  const Layout L({2, 4});
  for (auto _ : state) {
    auto d = bfs_distances(L, classic_start({2, 4}));
    benchmark::DoNotOptimize(d.dist.data());
  }
}
BENCHMARK(BM_RollingBfs2x4)->Unit(benchmark::kMillisecond)->UseRealTime();
