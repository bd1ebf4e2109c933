// Rolling cubes: the full 3x3 BFS (goal <= 100 ms) and `roll solve` of the classic
// puzzle with its optimal count (goal < 500 ms).
#include <benchmark/benchmark.h>

#include "rolling/bfs.hpp"
#include "rolling/solve.hpp"

using namespace cw::rolling;

static void BM_RollingBfs3x3(benchmark::State& state) {
  const Layout layout({3, 3});
  for (auto _ : state) {
    auto d = bfs_distances(layout, classic_start());
    benchmark::DoNotOptimize(d.dist.data());
  }
  state.counters["states/s"] = benchmark::Counter(15116544.0 * state.iterations(), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RollingBfs3x3)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_RollingBfs3x3OneThread(benchmark::State& state) {
  const Layout layout({3, 3});
  BfsOptions o;
  o.threads = 1;
  for (auto _ : state) {
    auto d = bfs_distances(layout, classic_start(), o);
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
  const Layout layout({2, 4});
  for (auto _ : state) {
    auto d = bfs_distances(layout, classic_start({2, 4}));
    benchmark::DoNotOptimize(d.dist.data());
  }
}
BENCHMARK(BM_RollingBfs2x4)->Unit(benchmark::kMillisecond)->UseRealTime();

// Large boards. Goals: the compact (one bit per state) engine on 3x3 no slower than the byte
// engine, the whole 3x4 space within 3 minutes, the 4x4 classic solved optimally by IDA*.
#include "rolling/compact_bfs.hpp"
#include "rolling/axis_pdb.hpp"
#include "rolling/diameter.hpp"
#include "rolling/group_pdb.hpp"
#include "rolling/perimeter.hpp"
#include "rolling/ida.hpp"
#include "core/resources.hpp"

static void BM_RollingCompact3x3(benchmark::State& state) {
  const Layout layout({3, 3});
  for (auto _ : state) {
    auto r = compact_bfs(layout, classic_start(), {});
    benchmark::DoNotOptimize(r.reached);
  }
}
BENCHMARK(BM_RollingCompact3x3)->Unit(benchmark::kMillisecond)->UseRealTime();

static void BM_RollingCompact3x4(benchmark::State& state) {
  const Layout layout({3, 4});
  for (auto _ : state) {
    auto r = compact_bfs(layout, classic_start({3, 4}), {});
    benchmark::DoNotOptimize(r.reached);
  }
}
BENCHMARK(BM_RollingCompact3x4)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

static void BM_RollingIda4x4Classic(benchmark::State& state) {
  IdaOptions o;  // perimeter built in the run, not loaded from a cache
  for (auto _ : state) {
    auto r = ida_solve(classic_start({4, 4}), classic_goal({4, 4}), o);
    benchmark::DoNotOptimize(r.length);
  }
}
BENCHMARK(BM_RollingIda4x4Classic)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// Instances of bench/roll4x4_instances.txt with the group databases (start-cell groups and the
// block partitions) and a 32 Mi-state perimeter, both loaded from the cache folder (the first run
// builds them); bench/roll_set.py times the whole set.
static void ida_4x4(benchmark::State& state, const char* from_text, const char* to_text, bool blocks,
                    bool axis = false, SearchFrom search_from = SearchFrom::Start) {
  IdaOptions o;
  o.groups = 4;
  o.block_groups = blocks;
  o.axis = axis ? AxisUse::On : AxisUse::Off;
  o.search_from = search_from;
  o.perimeter = 1ull << 25;
  o.cache_dir = cw::cache_directory();
  const State from = parse_state(from_text), to = parse_state(to_text);
  for (auto _ : state) {
    auto r = ida_solve(from, to, o);
    benchmark::DoNotOptimize(r.length);
    state.counters["nodes"] = static_cast<double>(r.nodes);
    state.counters["from_goal"] = r.searched_from_goal;
  }
}
// Corner to corner, 54 moves (the slowest before the block partitions).
static void BM_RollingIda4x4Worst(benchmark::State& state) {
  ida_4x4(state, "0000/0000/0000/000.", "1111/1111/1111/111.", true);
}
BENCHMARK(BM_RollingIda4x4Worst)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
// The classic 4x4 instance (48 moves) with and without the block partitions: their gain.
static void BM_RollingIda4x4ClassicGroups(benchmark::State& state) {
  ida_4x4(state, "0000/0.00/0000/0000", "1111/1.11/1111/1111", true);
}
BENCHMARK(BM_RollingIda4x4ClassicGroups)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
static void BM_RollingIda4x4ClassicStartGroupsOnly(benchmark::State& state) {
  ida_4x4(state, "0000/0.00/0000/0000", "1111/1.11/1111/1111", false);
}
BENCHMARK(BM_RollingIda4x4ClassicStartGroupsOnly)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
// The hardest states of the set: hard-h43 (62 moves) from the start alone, without the axis
// database (the previous method), and as `roll solve` runs it (the axis database; from the goal
// when a pass from there is cheaper: that side's tables are built in the run); hard-h42 (68).
static void BM_RollingIda4x4HardestFromStart(benchmark::State& state) {
  ida_4x4(state, "2222/5103/50.3/4443", "1111/1.11/1111/1111", true);
}
BENCHMARK(BM_RollingIda4x4HardestFromStart)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
static void BM_RollingIda4x4Hardest(benchmark::State& state) {
  ida_4x4(state, "2222/5103/50.3/4443", "1111/1.11/1111/1111", true, true, SearchFrom::Auto);
}
BENCHMARK(BM_RollingIda4x4Hardest)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
static void BM_RollingIda4x4HardestCorner(benchmark::State& state) {
  ida_4x4(state, "2222/5003/50.3/4441", "1111/1111/1111/111.", true, true, SearchFrom::Auto);
}
BENCHMARK(BM_RollingIda4x4HardestCorner)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
// The axis database of a 4x4 goal (229,582,512 states), as the goal's side builds it.
static void BM_RollingAxisPdb4x4(benchmark::State& state) {
  const State goal = parse_state("2222/5103/50.3/4443");
  for (auto _ : state) {
    auto p = AxisPdb::build(goal);
    benchmark::DoNotOptimize(p.radius());
  }
}
BENCHMARK(BM_RollingAxisPdb4x4)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
// The group database of 4 cubes for the same goal (16 · 1820 · 1296 entries), on all cores.
static void BM_RollingGroupPdb4x4(benchmark::State& state) {
  const State goal = parse_state("2222/5103/50.3/4443");
  for (auto _ : state) {
    auto p = GroupPdb::build(goal, 4);
    benchmark::DoNotOptimize(p.lookup(0));
  }
}
BENCHMARK(BM_RollingGroupPdb4x4)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
// The same table by the 0-1 search over every blank cell (before the regions; the tests' method).
static void BM_RollingGroupPdb4x4ByBlank(benchmark::State& state) {
  const State goal = parse_state("2222/5103/50.3/4443");
  for (auto _ : state) {
    auto p = GroupPdb::build_by_blank(goal, 4);
    benchmark::DoNotOptimize(p.lookup(0));
  }
}
BENCHMARK(BM_RollingGroupPdb4x4ByBlank)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
// The classic 4x4 goal's perimeter database of at most 2^22 states (IDA*'s default; the page's
// 4x4 hint builds it in the worker).
static void BM_RollingPerimeter4x4(benchmark::State& state) {
  const State goal = parse_state("1111/1.11/1111/1111");
  for (auto _ : state) {
    auto p = Perimeter::build(goal, 1ull << 22);
    benchmark::DoNotOptimize(p.size());
  }
}
BENCHMARK(BM_RollingPerimeter4x4)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
// `roll diameter --board 4x4`: sweeps of the axis graph from the classic start (73 after 4 searches).
static void BM_RollingDiameter4x4Axes(benchmark::State& state) {
  DiameterOptions o;
  o.graph = DiameterGraph::Axes;
  for (auto _ : state) {
    const DiameterBound d = diameter_lower_bound(classic_start(parse_board("4x4")), o);
    benchmark::DoNotOptimize(d.lower_bound);
  }
}
BENCHMARK(BM_RollingDiameter4x4Axes)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// The exact diameter (rolling/exact_diameter.hpp): every eccentricity (arg 0) or only the
// diameter, the radius and the classes at both (arg 1, `--extremes`). Counters: searches run.
#include "rolling/exact_diameter.hpp"

static void exact_diameter_bench(benchmark::State& state, const char* board) {
  ExactDiameterOptions o;
  o.extremes_only = state.range(0) == 1;
  uint64_t searches = 0;
  for (auto _ : state) {
    const ExactDiameter d = exact_diameter(parse_board(board), o);
    searches = d.searches;
    benchmark::DoNotOptimize(d.diameter);
  }
  state.counters["searches"] = static_cast<double>(searches);
}
static void BM_RollingExactDiameter2x3(benchmark::State& state) { exact_diameter_bench(state, "2x3"); }
BENCHMARK(BM_RollingExactDiameter2x3)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();
static void BM_RollingExactDiameter2x4(benchmark::State& state) { exact_diameter_bench(state, "2x4"); }
BENCHMARK(BM_RollingExactDiameter2x4)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);
static void BM_RollingExactDiameter3x3(benchmark::State& state) { exact_diameter_bench(state, "3x3"); }
BENCHMARK(BM_RollingExactDiameter3x3)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// The report layer's call as the front ends make it (bench/python_overhead.py times the same
// call from Python against this one).
#include "report/roll.hpp"

static void BM_ReportRollAnalyze3x3(benchmark::State& state) {
  cw::report::RollAnalyzeRequest request;  // 3x3 from the classic start, quiet
  request.no_checkpoint = true;            // as Python calls it
  for (auto _ : state) {
    auto d = cw::report::roll_analyze(request);
    benchmark::DoNotOptimize(d.text.data());
  }
}
BENCHMARK(BM_ReportRollAnalyze3x3)->Unit(benchmark::kMillisecond)->UseRealTime();
