// MacMahon engine against the project's goals: per-target census <= 50 ms, targets over all
// collections <= 1 s, universal sets at the minimum size <= 10 s, sizes over 2^30 sets <= 10 s,
// explain of one collection <= 1 s, the theorems against the census over every collection <= 10 s,
// analyze of a set of 12 cubes <= 1 s.
#include <benchmark/benchmark.h>

#include "macmahon/census.hpp"
#include "macmahon/corner_graph.hpp"
#include "macmahon/universal.hpp"

using namespace cw::macmahon;

static void BM_MacMahonCensus(benchmark::State& state) {
  int t = 0;
  for (auto _ : state) {
    auto c = census(t);
    t = (t + 1) % 30;
    benchmark::DoNotOptimize(c.collections_with_solution);
  }
}
BENCHMARK(BM_MacMahonCensus)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_MacMahonTargets(benchmark::State& state) {
  for (auto _ : state) {
    auto t = buildable_targets_by_collection();
    benchmark::DoNotOptimize(t.data());
  }
}
BENCHMARK(BM_MacMahonTargets)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_MacMahonUniversal(benchmark::State& state) {
  for (auto _ : state) {
    auto u = universal_sets(std::nullopt);
    benchmark::DoNotOptimize(u.sets.size());
  }
}
BENCHMARK(BM_MacMahonUniversal)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

static void BM_MacMahonSizes(benchmark::State& state) {
  for (auto _ : state) {
    auto s = size_statistics();
    benchmark::DoNotOptimize(s.size());
  }
}
BENCHMARK(BM_MacMahonSizes)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// `macmahon explain` as the front ends call it: Conway's collection for Ba, with its picture.
#include "report/macmahon.hpp"

static void BM_MacMahonExplain(benchmark::State& state) {
  const cw::report::MacMahonExplainRequest request{"Ba", "row:A,col:b,-Ab", false, true};
  for (auto _ : state) {
    auto d = cw::report::macmahon_explain(request);
    benchmark::DoNotOptimize(d.text.data());
  }
}
BENCHMARK(BM_MacMahonExplain)->Unit(benchmark::kMillisecond)->UseRealTime();

// `macmahon analyze` of a 12-cube set (a minimum universal set) as the front ends call it: all
// 495 collections for all 30 targets, the j-subset table and the histograms.
static void BM_MacMahonAnalyze(benchmark::State& state) {
  cw::report::MacMahonAnalyzeRequest request{"universal:1"};
  request.draw = true;
  for (auto _ : state) {
    auto d = cw::report::macmahon_analyze(request);
    benchmark::DoNotOptimize(d.text.data());
  }
}
BENCHMARK(BM_MacMahonAnalyze)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_MacMahonTheoremsAgainstCensus(benchmark::State& state) {
  for (auto _ : state) {
    auto c = check_theorems_against_census();
    benchmark::DoNotOptimize(c.pairs);
  }
}
BENCHMARK(BM_MacMahonTheoremsAgainstCensus)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// The proven largest multiset building no target (23), with every maximum multiset and its orbits.
#include "macmahon/multiset.hpp"
static void BM_MacMahonMaxInfeasible(benchmark::State& state) {
  for (auto _ : state) {
    auto r = cw::macmahon::max_infeasible({});
    benchmark::DoNotOptimize(r.size);
  }
}
BENCHMARK(BM_MacMahonMaxInfeasible)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// The 3x3x3 puzzle: the table over the 4060 sets of 27 cubes, and one count of arrangements.
#include "macmahon/large_target.hpp"
static void BM_MacMahonSize3Table(benchmark::State& state) {
  for (auto _ : state) {
    auto t = cw::macmahon::large_target_table();
    benchmark::DoNotOptimize(t.sets_building[0]);
  }
}
BENCHMARK(BM_MacMahonSize3Table)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
static void BM_MacMahonSize3Count(benchmark::State& state) {
  cw::macmahon::Multiset m;
  m.copies.fill(1);
  m.copies[1] = m.copies[2] = m.copies[3] = 0;
  for (auto _ : state) benchmark::DoNotOptimize(cw::macmahon::count_large_arrangements(0, m));
}
BENCHMARK(BM_MacMahonSize3Count)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// The report layer's call as the front ends make it (bench/python_overhead.py times
// cubeworks.macmahon.sizes() against this one).

static void BM_ReportMacMahonSizes(benchmark::State& state) {
  const cw::report::MacMahonSizesRequest request;  // quiet
  for (auto _ : state) {
    auto d = cw::report::macmahon_sizes(request);
    benchmark::DoNotOptimize(d.text.data());
  }
}
BENCHMARK(BM_ReportMacMahonSizes)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
