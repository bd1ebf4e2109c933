// Stacking puzzles against the project's goals: each census of a pool (all C(30,6) MacMahon
// 6-sets, all C(68,4) Haraguchi 4-sets) <= 10 s on 2 cores; deciding the classic puzzle <= 1 ms;
// planted columns of 24 cubes by the graph method and of 48 by CaDiCaL, fixed seeds. The MacMahon
// census on one thread against the plain per-set count of the tests: at most half its time
// (bench/run.sh prints the ratio).
#include <benchmark/benchmark.h>

#include <random>

#include "../tests/stack/census_reference.hpp"
#include "core/parallel.hpp"
#include "report/stack_common.hpp"
#include "stack/analysis.hpp"
#include "stack/published.hpp"
#include "stack/refute.hpp"
#include "stack/sat.hpp"

using namespace cw::stack;

// `count` random columns of `cubes` cubes and as many colours, from seed 1: the same columns on
// every run, so that the benchmarks compare methods on one set.
static std::vector<Column> fixed_columns(int count, int cubes, Model model) {
  std::mt19937_64 rng(1);
  std::vector<Column> columns;
  for (int i = 0; i < count; ++i) columns.push_back(random_column(cubes, cubes, model, rng));
  return columns;
}

static void BM_StackCensusMacMahon(benchmark::State& state) {
  const auto pool = cw::report::stack_pool("macmahon");
  for (auto _ : state) benchmark::DoNotOptimize(census(pool.cubes, pool.colours, 6).solvable);
}
BENCHMARK(BM_StackCensusMacMahon)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

static void BM_StackCensusHaraguchi(benchmark::State& state) {
  const auto pool = cw::report::stack_pool("haraguchi");
  for (auto _ : state) benchmark::DoNotOptimize(census(pool.cubes, pool.colours, 4).solvable);
}
BENCHMARK(BM_StackCensusHaraguchi)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// OpenMP's team cut to one thread while it lives (the census's figure is CPU time on one core).
struct OneThread {
  int before = cw::parallel_threads();
#ifdef CUBEWORKS_HAVE_OPENMP
  OneThread() { omp_set_num_threads(1); }
  ~OneThread() { omp_set_num_threads(before); }
#endif
};

static void BM_StackCensusMacMahonOneThread(benchmark::State& state) {
  const auto pool = cw::report::stack_pool("macmahon");
  const OneThread one;
  for (auto _ : state) benchmark::DoNotOptimize(census(pool.cubes, pool.colours, 6).solvable);
}
BENCHMARK(BM_StackCensusMacMahonOneThread)->Unit(benchmark::kMillisecond)->Iterations(3);

static void BM_StackCensusMacMahonReference(benchmark::State& state) {
  const auto pool = cw::report::stack_pool("macmahon");
  for (auto _ : state) benchmark::DoNotOptimize(reference::census(pool.cubes, pool.colours, 6).solvable);
}
BENCHMARK(BM_StackCensusMacMahonReference)->Unit(benchmark::kMillisecond)->Iterations(3);

static void BM_StackCountClassic(benchmark::State& state) {
  const Column c = column_from_items(instant_insanity_items());
  for (auto _ : state) benchmark::DoNotOptimize(count_stacks(c).classes);
}
BENCHMARK(BM_StackCountClassic)->Unit(benchmark::kMicrosecond);

static void BM_StackGraphPlanted24(benchmark::State& state) {
  const auto columns = fixed_columns(10, 24, Model::Planted);
  size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(decide(columns[i++ % columns.size()], {1000000}).solvable);
}
BENCHMARK(BM_StackGraphPlanted24)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(10);

static void BM_StackSatPlanted48(benchmark::State& state) {
  if (!sat_available()) return state.SkipWithError("built without CaDiCaL");
  const auto columns = fixed_columns(10, 48, Model::Planted);
  size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(decide_sat(columns[i++ % columns.size()], 1000000).solvable);
}
BENCHMARK(BM_StackSatPlanted48)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(10);

// Refuting balanced columns (every colour on 6 faces; none of these 32-cube columns stacks): CaDiCaL
// on the graph encoding against the three-class encoding with the symmetry fixed, the same columns.
static std::vector<Column> balanced32() { return fixed_columns(6, 32, Model::Balanced); }
static void BM_StackSatGraphBalanced32(benchmark::State& state) {
  if (!sat_available()) return state.SkipWithError("built without CaDiCaL");
  const auto columns = balanced32();
  size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(decide_sat(columns[i++ % columns.size()], 1000000).solvable);
}
BENCHMARK(BM_StackSatGraphBalanced32)->Unit(benchmark::kMillisecond)->Iterations(6);
static void BM_StackStagedBalanced32(benchmark::State& state) {
  if (!sat_available()) return state.SkipWithError("built without CaDiCaL");
  const auto columns = balanced32();
  size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(decide_staged(columns[i++ % columns.size()], 1000000).decision.solvable);
}
BENCHMARK(BM_StackStagedBalanced32)->Unit(benchmark::kMillisecond)->Iterations(6);
// The planted columns of BM_StackSatPlanted48, decided by the staged decider.
static void BM_StackStagedPlanted48(benchmark::State& state) {
  if (!sat_available()) return state.SkipWithError("built without CaDiCaL");
  const auto columns = fixed_columns(10, 48, Model::Planted);
  size_t i = 0;
  for (auto _ : state) benchmark::DoNotOptimize(decide_staged(columns[i++ % columns.size()], 1000000).decision.solvable);
}
BENCHMARK(BM_StackStagedPlanted48)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(10);
