// Hoffman benchmarks: the 3D enumeration (goal 1 ms, with classification and duality),
// the 3D count as a resumable job, the 2D count, the 4D search rate, the first 4D packing by search (a
// symmetric subspace, and the whole space over 10 seeds), Knuth's estimate, and the product
// construction's 6D and 8D packings built and checked by the cell sweep.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <vector>

#include "hoffman/approx_count.hpp"
#include "hoffman/box_check.hpp"
#include "hoffman/cdcl.hpp"
#include "hoffman/conquer.hpp"
#include "hoffman/count.hpp"
#include "hoffman/enumerate.hpp"
#include "hoffman/first.hpp"
#include "hoffman/layers.hpp"
#include "hoffman/product.hpp"
#include "hoffman/search.hpp"
#include "hoffman/search_modes.hpp"

namespace {
using namespace cw::hoffman;

// Builds every box of the default recipe of `dim` and checks them: state.counters say which half
// took what.
void build_and_check(benchmark::State& state, int n) {
  const Recipe r = make_recipe(n, "", {});
  const auto L = product_default_lengths(n);
  int64_t side = 0;
  for (int64_t l : L) side += l;
  const uint64_t count = *product_box_count(n).to_u64();
  double build_s = 0, check_s = 0;
  for (auto _ : state) {
    const auto t0 = std::chrono::steady_clock::now();
    BoxList boxes(n, side);
    boxes.reserve(count);
    std::vector<int64_t> lo(static_cast<size_t>(n)), len(static_cast<size_t>(n));
    for (uint64_t k = 0; k < count; ++k) {
      product_box(r, L, k, lo.data(), len.data());
      boxes.add(lo.data(), len.data());
    }
    const auto t1 = std::chrono::steady_clock::now();
    if (!check_boxes(boxes).valid()) state.SkipWithError("the product construction failed the checker");
    build_s += std::chrono::duration<double>(t1 - t0).count();
    check_s += std::chrono::duration<double>(std::chrono::steady_clock::now() - t1).count();
  }
  state.counters["boxes"] = static_cast<double>(count);
  state.counters["build_s"] = build_s;
  state.counters["check_s"] = check_s;
}
void BM_HoffmanProduct6D(benchmark::State& state) { build_and_check(state, 6); }
BENCHMARK(BM_HoffmanProduct6D)->Unit(benchmark::kMillisecond)->Iterations(1);
void BM_HoffmanProduct8D(benchmark::State& state) { build_and_check(state, 8); }
BENCHMARK(BM_HoffmanProduct8D)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_Hoffman3DEnumerate(benchmark::State& state) {
  const Lengths L = default_lengths(3);
  for (auto _ : state) {
    Enumeration e = enumerate_packings(L);
    benchmark::DoNotOptimize(e.real.raw);
    if (e.real.classes.size() != 21) state.SkipWithError("wrong class count");
  }
}
BENCHMARK(BM_Hoffman3DEnumerate)->Unit(benchmark::kMicrosecond);

// The engine alone without the cell-0 symmetry breaking of enumerate_packings (all 1008 leaves).
void BM_Hoffman3DSearchNoSymmetryBreaking(benchmark::State& state) {
  const Lengths L = default_lengths(3);
  for (auto _ : state) benchmark::DoNotOptimize(fast_search(L, Pruning::Full).size());
}
BENCHMARK(BM_Hoffman3DSearchNoSymmetryBreaking)->Unit(benchmark::kMicrosecond);

// The resumable count's own overhead (sharding, ticks, progress; no checkpoint) on the 3D tree.
void BM_Hoffman3DCount(benchmark::State& state) {
  CountJob job;
  job.lengths = default_lengths(3);
  job.quiet_progress = true;
  job.estimate_probes = 0;
  for (auto _ : state) {
    const CountResult r = run_count(job);
    if (r.raw() != 1008) state.SkipWithError("wrong count");
  }
}
BENCHMARK(BM_Hoffman3DCount)->Unit(benchmark::kMicrosecond);

void BM_Hoffman2DEnumerate(benchmark::State& state) {
  const Lengths L = default_lengths(2);
  for (auto _ : state) benchmark::DoNotOptimize(enumerate_packings(L).real.raw);
}
BENCHMARK(BM_Hoffman2DEnumerate)->Unit(benchmark::kMicrosecond);

// 4D depth-first search rate: a fixed budget of nodes from the start of the --first search.
void BM_Hoffman4DSearchRate(benchmark::State& state) {
  const Lengths L = default_lengths(4);
  uint64_t nodes = 0;
  for (auto _ : state) {
    Engine e(L, Pruning::Full);
    Engine::Hooks h;
    h.first_fixed = 0;
    h.tick_every = 1u << 16;
    h.on_leaf = [](const Grid&) { return false; };
    h.on_tick = [&](uint64_t k, int) { return k < 20'000'000; };
    nodes += e.run(h);
  }
  state.counters["nodes_per_s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_Hoffman4DSearchRate)->Unit(benchmark::kMillisecond)->Iterations(1);

// The first 4D packing by search: the clause-learning solver on grids invariant under the
// half-turn in the x-y plane (the default of `hoffman search --dim 4 --first`).
void BM_Hoffman4DFirstPacking(benchmark::State& state) {
  const Lengths L = default_lengths(4);
  const Symmetry half_turn = parse_symmetry("0123:1100", 4);
  uint64_t conflicts = 0;
  for (auto _ : state) {
    const auto r = find_packing_cdcl(L, {half_turn}, nullptr);
    if (!r.grid) state.SkipWithError("no packing found");
    conflicts += r.conflicts;
  }
  state.counters["conflicts"] = static_cast<double>(conflicts);
}
BENCHMARK(BM_Hoffman4DFirstPacking)->Unit(benchmark::kMillisecond)->Iterations(1);

// A packing of the whole 4D space (no invariant; cell 0 fixed), started next to a construction
// variant as `search --dim 4 --first --invariant none --seed S` does: the time shown is the worst of
// seeds 1..10 (goal 60 s), the median a counter.
void BM_Hoffman4DWholeSpaceFirst(benchmark::State& state) {
  const Lengths L = default_lengths(4);
  for (auto _ : state) {
    std::vector<double> seconds;
    for (uint64_t seed = 1; seed <= 10; ++seed) {
      SearchSettings settings;
      settings.mode = SearchMode::First;
      settings.seed = seed;
      const auto r = find_first(L, plan_search(settings, std::vector<Symmetry>{}, 4), 600, nullptr);
      if (!r.grid) state.SkipWithError("no packing found");
      seconds.push_back(r.seconds);
    }
    std::sort(seconds.begin(), seconds.end());
    state.SetIterationTime(seconds.back());
    state.counters["median_s"] = (seconds[4] + seconds[5]) / 2;
  }
}
BENCHMARK(BM_Hoffman4DWholeSpaceFirst)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();

void BM_Hoffman4DEstimate(benchmark::State& state) {
  const Lengths L = default_lengths(4);
  for (auto _ : state) benchmark::DoNotOptimize(estimate_tree(L, 100000, 1, true).nodes);
}
BENCHMARK(BM_Hoffman4DEstimate)->Unit(benchmark::kMillisecond)->Iterations(1);

void BM_Hoffman4DLayers(benchmark::State& state) {
  const Lengths L = default_lengths(4);
  for (auto _ : state) benchmark::DoNotOptimize(count_layers(L).layers);
}
BENCHMARK(BM_Hoffman4DLayers)->Unit(benchmark::kMillisecond)->Iterations(1);

// Cube-and-conquer on the whole 4D space: depth 1 (24 cubes), 2000 conflicts a cube; counters: the
// cubes refuted per core-hour (the rate docs/hoffman.md reports) and how many stay open.
void BM_Hoffman4DConquer(benchmark::State& state) {
  ConquerJob job;
  job.lengths = default_lengths(4);
  job.depth = 1;
  job.cube_conflicts = 2000;
  for (auto _ : state) {
    const ConquerResult r = run_conquer(job);
    state.counters["refuted_per_core_hour"] = static_cast<double>(r.refuted) / (r.core_seconds / 3600);
    state.counters["open"] = static_cast<double>(r.open);
  }
}
BENCHMARK(BM_Hoffman4DConquer)->Unit(benchmark::kMillisecond)->Iterations(1);

// The counter that forgets on the class of the 8-fold rotation: a fixed sample of 24 of its 576
// depth-2 cubes counted to the end; counters: packings counted, and per core-second (the rate
// docs/hoffman.md projects the larger classes with).
void BM_Hoffman4DConquerCount(benchmark::State& state) {
  ConquerJob job;
  job.lengths = default_lengths(4);
  job.invariant = {parse_symmetry("1230:0001", 4)};
  job.depth = 2;
  job.count = true;
  job.sample = 24;
  job.cube_conflicts = 1000000000;
  for (auto _ : state) {
    const ConquerResult r = run_conquer(job);
    state.counters["packings"] = static_cast<double>(r.packing_count);
    state.counters["packings_per_core_second"] = static_cast<double>(r.packing_count) / r.core_seconds;
  }
}
BENCHMARK(BM_Hoffman4DConquerCount)->Unit(benchmark::kMillisecond)->Iterations(1);

// The approximate count of the 3D packings (1008) with the default epsilon 0.8 and delta 0.2.
void BM_Hoffman3DApproxCount(benchmark::State& state) {
  if (!approx_count_available()) {
    state.SkipWithError(kApproxCountUnavailable);
    return;
  }
  const GridCnf cnf = grid_cnf(default_lengths(3), {}, true);
  for (auto _ : state) {
    const ApproxCount c = approx_count(cnf, {}, {});
    state.counters["estimate_raw"] = c.estimate * 6;
  }
}
BENCHMARK(BM_Hoffman3DApproxCount)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace
