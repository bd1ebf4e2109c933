#include "rolling/ida.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <thread>

#include <unistd.h>

#include "core/error.hpp"
#include "core/interrupt.hpp"

#include "rolling/bfs.hpp"
#include "rolling/compact_bfs.hpp"
#include "rolling/heuristic.hpp"
#include "rolling/perimeter.hpp"
#include "rolling/replay.hpp"

#include "random_state.hpp"
#include "temp_path.hpp"

using namespace cw::rolling;
using cw::rolling::testing::random_state;

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

// The build moves on packed keys; a breadth-first search on States (apply_move) finds the same
// ball, on a 20-cell board whose last cells use the key's top bits, the blank starting there.
TEST(Perimeter, BallOnA4x5BoardEqualsABreadthFirstSearchOnStates) {
  State goal = classic_goal({4, 5});
  std::swap(goal.cells[19], goal.cells[goal.empty]);
  goal.empty = 19;
  goal.cells[19] = 0;
  goal.cells[3] = 4;
  const Perimeter p = Perimeter::build(goal, 30000);
  std::map<uint64_t, int> seen{{Perimeter::key(goal), 0}};
  std::vector<State> layer{goal};
  for (int d = 1; d <= p.radius(); ++d) {
    std::vector<State> next;
    for (const State& s : layer)
      for (Direction dir : kDirections) {
        State t = s;
        if (apply_move(t, dir) && seen.emplace(Perimeter::key(t), d).second) next.push_back(t);
      }
    layer = std::move(next);
  }
  EXPECT_EQ(seen.size(), p.size());
  for (const auto& [key, d] : seen) ASSERT_EQ(p.distance(key), d);
  // The next layer would not have fitted: the ball is the largest one.
  std::map<uint64_t, int> outside;
  for (const State& s : layer)
    for (Direction dir : kDirections) {
      State t = s;
      if (apply_move(t, dir) && !seen.count(Perimeter::key(t))) outside.emplace(Perimeter::key(t), 0);
    }
  EXPECT_GT(seen.size() + outside.size(), 30000u);
}

// A board whose reachable states all fit: the ball is all of them, moved to a table of its size.
TEST(Perimeter, WholeSpaceWhenItFits) {
  const Layout layout({2, 3});
  const State goal = classic_goal({2, 3});
  const Perimeter p = Perimeter::build(goal, 1u << 20);
  const Distances D = bfs_distances(layout, goal);
  EXPECT_EQ(p.size(), D.reached);
  EXPECT_EQ(p.radius(), D.max_distance);
  for (uint64_t r = 0; r < layout.states(); ++r)
    ASSERT_EQ(p.distance(Perimeter::key(layout.unrank(r))), D.dist[r] == kUnreached ? -1 : D.dist[r]);
}

TEST(Perimeter, CacheIsReusedAndACorruptFileIsRebuilt) {
  const auto dir = cw::test::temp_path("perimeter_cache").string();
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
        o.perimeter = perimeter;
        o.groups = perimeter ? 0 : 4;  // group databases (group_pdb.hpp) without the perimeter
        const IdaResult r = ida_solve(from, to, o);
        ASSERT_EQ(r.length, D.dist[layout.rank(to)]) << format_state(from) << " -> " << format_state(to);
        ASSERT_TRUE(is_valid_solution(from, to, r.moves));
      }
    }
  }
}

TEST(Ida, ClassicPuzzleGivesTheLeastOptimalString) {
  IdaOptions o;
  o.perimeter = 0;
  const IdaResult r = ida_solve(classic_start(), classic_goal(), o);
  EXPECT_EQ(r.length, 36);
  EXPECT_EQ(r.moves, "DLURDRULURDLULDDRURDLULDRURDLLURRULD");  // same as the BFS's first string
}

// Any admissible bound keeps every node of an optimal path, so the least string stays the same.
TEST(Ida, GroupDatabasesKeepTheLeastOptimalString) {
  const State from = classic_start({3, 4}), to = classic_goal({3, 4});
  IdaOptions plain, grouped;
  plain.perimeter = grouped.perimeter = 0;
  grouped.groups = 4;
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

// The search's layers up to the goal's: where the goal's bit first appears is its distance, so
// the layers beyond it (a third of the search) are not needed.
TEST(Ida, ThreeByFourClassicMatchesTheExhaustiveSearch) {
  const State from = classic_start({3, 4}), to = classic_goal({3, 4});
  const Layout layout({3, 4});
  uint64_t goal_word = 0;
  int goal_bit = 0;
  layout.locate(to, goal_word, goal_bit);
  int goal_distance = -1;
  CompactBfsOptions co;
  co.farthest_limit = 0;
  co.stop_after_layer = 38;
  co.on_layer = [&](int layer, int, const uint64_t* words) {
    if (goal_distance < 0 && (words[goal_word] >> goal_bit & 1)) goal_distance = layer;
  };
  EXPECT_THROW(compact_bfs(layout, from, co), cw::Interrupted);
  IdaOptions o;
  o.perimeter = 1 << 18;
  const IdaResult r = ida_solve(from, to, o);
  EXPECT_EQ(goal_distance, 38);
  EXPECT_EQ(r.length, goal_distance);
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
      o.perimeter = 20000;
      o.groups = 3;
      o.axis = AxisUse::On;
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
  o.perimeter = 0;
  o.groups = 4;
  o.axis = AxisUse::On;
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
  plain.axis = AxisUse::Off;
  const IdaResult a = ida_solve(from, to, forward), b = ida_solve(from, to, plain);
  EXPECT_EQ(a.moves, b.moves);
  EXPECT_LE(a.nodes, b.nodes);
}

// With a length limit IDA* stops once every length up to it is exhausted, and says how many
// moves are needed at least.
TEST(Ida, MaxLengthStopsWithAProvenLowerBound) {
  IdaOptions o;
  o.perimeter = 0;
  o.max_moves = 30;
  const IdaResult r = ida_solve(classic_start(), classic_goal(), o);
  EXPECT_EQ(r.length, -1);
  EXPECT_TRUE(r.moves.empty());
  EXPECT_GE(r.length_at_least, 31);
  EXPECT_LE(r.length_at_least, 36);
  o.max_moves = 36;
  EXPECT_EQ(ida_solve(classic_start(), classic_goal(), o).length, 36);
}

namespace {
std::string temp_checkpoint(const std::string& name) {
  const std::string path = cw::test::temp_path("ida_" + name).string();
  std::filesystem::remove(path);
  return path;
}
}  // namespace

// A search stopped at a length limit goes on from its checkpoint at the next bound and ends with
// the string an uninterrupted search finds; the finished checkpoint answers without searching.
TEST(IdaCheckpoint, ResumesAtTheNextBoundWithTheSameSolution) {
  const State from = parse_state("0000/0000/000."), to = parse_state("1111/1111/111.");
  IdaOptions o;
  o.perimeter = 0;
  const IdaResult fresh = ida_solve(from, to, o);
  ASSERT_EQ(fresh.length, 44);
  o.checkpoint = temp_checkpoint("resume");
  o.max_moves = 40;
  const IdaResult stopped = ida_solve(from, to, o);
  EXPECT_EQ(stopped.length, -1);
  EXPECT_EQ(stopped.length_at_least, 42);
  EXPECT_EQ(stopped.resumed_at, -1);
  o.max_moves = -1;
  const IdaResult resumed = ida_solve(from, to, o);
  EXPECT_EQ(resumed.resumed_at, 42);
  EXPECT_EQ(resumed.moves, fresh.moves);
  ASSERT_EQ(resumed.iterations.size(), fresh.iterations.size());
  for (size_t i = 0; i + 1 < fresh.iterations.size(); ++i) {  // the last pass's count depends on timing
    EXPECT_EQ(resumed.iterations[i].bound, fresh.iterations[i].bound);
    EXPECT_EQ(resumed.iterations[i].nodes, fresh.iterations[i].nodes);
  }
  const IdaResult again = ida_solve(from, to, o);
  EXPECT_TRUE(again.resumed_solved);
  EXPECT_EQ(again.moves, fresh.moves);
  std::filesystem::remove(o.checkpoint);
}

// Ctrl-C inside a pass: the subtrees done are kept, and the resumed pass ends as a fresh one.
TEST(IdaCheckpoint, InterruptedPassResumesWithTheSubtreesDone) {
  const State from = parse_state("0000/0000/000."), to = parse_state("1111/1111/111.");
  IdaOptions o;
  o.perimeter = 0;
  const IdaResult fresh = ida_solve(from, to, o);
  o.checkpoint = temp_checkpoint("interrupt");
  o.interval = 0;
  o.item_delay_ms = 1;
  std::thread stopper([] {
    std::this_thread::sleep_for(std::chrono::milliseconds(1500));
    cw::set_interrupted(true);
  });
  EXPECT_THROW(ida_solve(from, to, o), cw::Interrupted);
  stopper.join();
  cw::set_interrupted(false);
  ASSERT_TRUE(std::filesystem::exists(o.checkpoint));
  o.item_delay_ms = 0;
  const IdaResult resumed = ida_solve(from, to, o);
  EXPECT_GE(resumed.resumed_at, fresh.iterations.front().bound);
  EXPECT_EQ(resumed.moves, fresh.moves);
  EXPECT_EQ(resumed.length, 44);
  std::filesystem::remove(o.checkpoint);
}

// Another instance, or other options, with the same file: refused before any work.
TEST(IdaCheckpoint, AnotherSearchsCheckpointIsRefused) {
  IdaOptions o;
  o.perimeter = 0;
  o.checkpoint = temp_checkpoint("foreign");
  o.max_moves = 30;
  ida_solve(classic_start(), classic_goal(), o);
  EXPECT_THROW(ida_solve(parse_state("000/00./000"), classic_goal(), o), cw::InputError);
  o.groups = 2;
  EXPECT_THROW(ida_solve(classic_start(), classic_goal(), o), cw::InputError);
  o.checkpoint = "/nonexistent-folder/ck";
  EXPECT_THROW(ida_solve(classic_start(), classic_goal(), o), cw::InputError);
  std::filesystem::remove(temp_checkpoint("foreign"));
}

// Searching from the goal, the record says so: the finished file answers with the same side.
TEST(IdaCheckpoint, TheGoalsSideIsKept) {
  const State from = classic_start({3, 4}), to = classic_goal({3, 4});
  IdaOptions o;
  o.perimeter = 0;
  o.search_from = SearchFrom::Goal;
  o.checkpoint = temp_checkpoint("goal_side");
  const IdaResult first = ida_solve(from, to, o);
  ASSERT_TRUE(first.searched_from_goal);
  const IdaResult again = ida_solve(from, to, o);
  EXPECT_TRUE(again.resumed_solved);
  EXPECT_TRUE(again.searched_from_goal);
  EXPECT_EQ(again.moves, first.moves);
  std::filesystem::remove(o.checkpoint);
}
