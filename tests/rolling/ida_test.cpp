#include "rolling/ida.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>

#include "rolling/bfs.hpp"
#include "rolling/compact_bfs.hpp"
#include "rolling/heuristic.hpp"
#include "rolling/perimeter.hpp"
#include "rolling/replay.hpp"

using namespace cw::rolling;

namespace {
State random_state(Board b, std::mt19937_64& rng) {
  State s{b, static_cast<int>(rng() % b.cells()), std::vector<Orientation>(b.cells())};
  for (int c = 0; c < b.cells(); ++c) s.cells[c] = c == s.empty ? 0 : rng() % 6;
  return s;
}
}  // namespace

TEST(Heuristic, AdmissibleOnEvery3x3StateForSeveralGoals) {
  std::mt19937_64 rng(5);
  const Layout layout({3, 3});
  for (const State& goal : {classic_goal(), classic_start(), random_state({3, 3}, rng), random_state({3, 3}, rng)}) {
    const CubeDistanceTable table(goal);
    // Moves are reversible, so distances from the goal are distances to it.
    const Distances D = bfs_distances(layout, goal);
    uint64_t tight = 0;
    for (uint64_t r = 0; r < layout.states(); ++r) {
      const State s = layout.unrank(r);
      const int h = table.lower_bound(s);
      ASSERT_LE(h, D.dist[r]) << format_state(s) << " -> " << format_state(goal);
      ASSERT_EQ(h % 2, D.dist[r] % 2);  // the parity part is exact
      tight += h == D.dist[r];
    }
    EXPECT_GT(tight, 0u);
  }
}

TEST(Heuristic, SingleCubeDistances) {
  const CubeDistanceTable t(classic_goal());
  EXPECT_EQ(t.delta(0, 1), 0);
  EXPECT_EQ(t.delta(0, 0), 2);  // two rolls the same way
  EXPECT_EQ(t.delta(0, 3), 1);  // black east: one roll east puts it down
  // A corner cube whose black face points off the board cannot roll that way: three rolls.
  EXPECT_EQ(t.delta(0, 5), 3);
  EXPECT_EQ(t.delta(0, 2), 3);
}

TEST(Perimeter, ExactDistancesInsideAndCompleteBall) {
  const Layout layout({3, 3});
  const State goal = classic_goal();
  const Perimeter p = Perimeter::build(goal, 200000);
  const Distances D = bfs_distances(layout, goal);
  uint64_t inside = 0;
  for (uint64_t r = 0; r < layout.states(); ++r) {
    const State s = layout.unrank(r);
    const int d = p.distance(Perimeter::key(s));
    if (D.dist[r] <= p.radius()) {
      ASSERT_EQ(d, D.dist[r]);
      ++inside;
    } else {
      ASSERT_EQ(d, -1);
    }
  }
  EXPECT_EQ(inside, p.size());
  EXPECT_LE(p.size(), 200000u);
  EXPECT_EQ(Perimeter::state_of(Perimeter::key(goal), goal.board), goal);
}

TEST(Perimeter, CacheIsReusedAndACorruptFileIsRebuilt) {
  const auto dir = (std::filesystem::temp_directory_path() / "cubeworks_perimeter_cache").string();
  std::filesystem::remove_all(dir);
  const State goal = classic_goal({2, 4});
  std::string note;
  const Perimeter a = Perimeter::cached(goal, 5000, dir, &note);
  EXPECT_NE(note.find("built and saved"), std::string::npos) << note;
  note.clear();
  const Perimeter b = Perimeter::cached(goal, 5000, dir, &note);
  EXPECT_NE(note.find("loaded"), std::string::npos) << note;
  EXPECT_EQ(a.size(), b.size());
  const std::string path = Perimeter::cache_path(goal, 5000, dir);
  {
    std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(60);
    f.put('\x7f');
  }
  note.clear();
  const Perimeter c = Perimeter::cached(goal, 5000, dir, &note);
  EXPECT_NE(note.find("rebuilt"), std::string::npos) << note;
  EXPECT_EQ(c.size(), a.size());
  std::filesystem::remove_all(dir);
}

TEST(Ida, SameOptimalLengthsAsBfsOnRandom3x3Instances) {
  std::mt19937_64 rng(17);
  const Layout layout({3, 3});
  for (int i = 0; i < 6; ++i) {
    const State from = random_state({3, 3}, rng);
    const Distances D = bfs_distances(layout, from);
    for (int j = 0; j < 5; ++j) {
      const State to = random_state({3, 3}, rng);
      for (uint64_t perimeter : {uint64_t{0}, uint64_t{20000}}) {
        IdaOptions o;
        o.perimeter_states = perimeter;
        o.group_size = perimeter ? 0 : 4;  // group databases (group_pdb.hpp) without the perimeter
        const IdaResult r = ida_solve(from, to, o);
        ASSERT_EQ(r.length, D.dist[layout.rank(to)]) << format_state(from) << " -> " << format_state(to);
        ASSERT_TRUE(is_valid_solution(from, to, r.moves));
      }
    }
  }
}

TEST(Ida, ClassicPuzzleGivesTheLeastOptimalString) {
  IdaOptions o;
  o.perimeter_states = 0;
  const IdaResult r = ida_solve(classic_start(), classic_goal(), o);
  EXPECT_EQ(r.length, 36);
  EXPECT_EQ(r.moves, "DLURDRULURDLULDDRURDLULDRURDLLURRULD");  // same as the BFS's first string
}

// Any admissible bound keeps every node of an optimal path, so the least string stays the same.
TEST(Ida, GroupDatabasesKeepTheLeastOptimalString) {
  const State from = classic_start({3, 4}), to = classic_goal({3, 4});
  IdaOptions plain, grouped;
  plain.perimeter_states = grouped.perimeter_states = 0;
  grouped.group_size = 4;
  const IdaResult a = ida_solve(from, to, plain), b = ida_solve(from, to, grouped);
  EXPECT_EQ(b.length, 38);
  EXPECT_EQ(b.moves, a.moves);
  EXPECT_EQ(b.group_size, 4);
  EXPECT_LT(b.nodes, a.nodes);
  // The block partitions only raise the bound at every node, so they can only cut nodes.
  IdaOptions start_groups_only = grouped;
  start_groups_only.block_groups = false;
  const IdaResult c = ida_solve(from, to, start_groups_only);
  EXPECT_EQ(c.moves, a.moves);
  EXPECT_LE(b.nodes, c.nodes);
}

TEST(Ida, ThreeByFourClassicMatchesTheExhaustiveSearch) {
  const State from = classic_start({3, 4}), to = classic_goal({3, 4});
  CompactBfsOptions co;
  co.goal = to;
  co.farthest_limit = 0;
  const auto bfs = compact_bfs(Layout({3, 4}), from, co);
  IdaOptions o;
  o.perimeter_states = 1 << 18;
  const IdaResult r = ida_solve(from, to, o);
  EXPECT_EQ(bfs.goal_distance, 38);
  EXPECT_EQ(r.length, bfs.goal_distance);
  EXPECT_TRUE(is_valid_solution(from, to, r.moves));
}

// From the goal, IDA* searches the reversed instance with the start's tables and reverses the
// solution: the same optimal lengths, and every string replays from the start.
TEST(Ida, SearchFromTheGoalGivesTheBfsLengths) {
  std::mt19937_64 rng(23);
  const Layout layout({3, 3});
  for (int i = 0; i < 4; ++i) {
    const State from = random_state({3, 3}, rng);
    const Distances D = bfs_distances(layout, from);
    for (int j = 0; j < 4; ++j) {
      const State to = random_state({3, 3}, rng);
      IdaOptions o;
      o.perimeter_states = 20000;
      o.group_size = 3;
      o.axis = true;
      o.search_from = SearchFrom::Goal;
      const IdaResult r = ida_solve(from, to, o);
      ASSERT_EQ(r.length, D.dist[layout.rank(to)]) << format_state(from) << " -> " << format_state(to);
      ASSERT_TRUE(is_valid_solution(from, to, r.moves));
      EXPECT_TRUE(r.searched_from_goal || r.length == 0);
    }
  }
}

// Auto measures the goal's side once a pass from the start is predicted to exceed the limit, and
// goes on from the side that expanded fewer nodes; either way the length is the optimum.
TEST(Ida, AutoMeasuresBothSidesAndKeepsTheOptimum) {
  const State from = classic_start({3, 4}), to = classic_goal({3, 4});
  IdaOptions o;
  o.perimeter_states = 0;
  o.group_size = 4;
  o.axis = true;
  o.search_from = SearchFrom::Auto;
  o.goal_side_nodes = 1000;
  const IdaResult r = ida_solve(from, to, o);
  EXPECT_EQ(r.length, 38);
  EXPECT_TRUE(is_valid_solution(from, to, r.moves));
  int from_goal = 0;
  for (const IdaIteration& it : r.iterations) from_goal += it.from_goal;
  EXPECT_GE(from_goal, 1);
  // The axis database only raises the bound, so the first optimal string found from the start is unchanged.
  IdaOptions forward = o;
  forward.search_from = SearchFrom::Start;
  IdaOptions plain = forward;
  plain.axis = false;
  const IdaResult a = ida_solve(from, to, forward), b = ida_solve(from, to, plain);
  EXPECT_EQ(a.moves, b.moves);
  EXPECT_LE(a.nodes, b.nodes);
}

// With a length limit IDA* stops once every length up to it is exhausted, and says how many
// moves are needed at least.
TEST(Ida, MaxLengthStopsWithAProvenLowerBound) {
  IdaOptions o;
  o.perimeter_states = 0;
  o.max_length = 30;
  const IdaResult r = ida_solve(classic_start(), classic_goal(), o);
  EXPECT_EQ(r.length, -1);
  EXPECT_TRUE(r.moves.empty());
  EXPECT_GE(r.length_at_least, 31);
  EXPECT_LE(r.length_at_least, 36);
  o.max_length = 36;
  EXPECT_EQ(ida_solve(classic_start(), classic_goal(), o).length, 36);
}
