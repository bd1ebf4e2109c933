#include "rolling/axis_pdb.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <random>

#include "core/error.hpp"
#include "rolling/bfs.hpp"
#include "rolling/heuristic.hpp"

#include "random_state.hpp"
#include "temp_path.hpp"

using namespace cw::rolling;
using cw::rolling::testing::random_state;

namespace {

// The abstract state spelled out: the blank, then the axis on every other cell.
using Abstract = std::vector<int>;
Abstract abstract_of(const State& s) {
  Abstract a{s.empty};
  for (int c = 0; c < s.board.cells(); ++c) a.push_back(c == s.empty ? -1 : AxisPdb::axis(s.cells[c]));
  return a;
}

// Distances in the abstract graph by a plain breadth-first search over concrete representatives
// in a map: each abstract state keeps the first concrete state that reached it, whose moves
// give its abstract neighbours (the homomorphism makes any representative do).
std::map<Abstract, int> abstract_distances(const State& goal) {
  std::map<Abstract, int> dist{{abstract_of(goal), 0}};
  std::vector<State> frontier{goal};
  for (int d = 1; !frontier.empty(); ++d) {
    std::vector<State> next;
    for (const State& s : frontier)
      for (Direction dir : kDirections) {
        State t = s;
        if (apply_move(t, dir) && dist.emplace(abstract_of(t), d).second) next.push_back(t);
      }
    frontier = std::move(next);
  }
  return dist;
}
}  // namespace

TEST(AxisPdb, RollsRespectTheAxes) {
  for (int o = 0; o < kOrientations; ++o)
    for (int p = 0; p < kOrientations; ++p) {
      if (AxisPdb::axis(static_cast<Orientation>(o)) != AxisPdb::axis(static_cast<Orientation>(p))) continue;
      for (Direction d : kDirections)
        EXPECT_EQ(AxisPdb::axis(roll(static_cast<Orientation>(o), d)), AxisPdb::axis(roll(static_cast<Orientation>(p), d)));
    }
}

// The table equals a map-based breadth-first search of the abstract graph on every abstract state
// of 2x3 (and the abstract graph is connected there: every entry is set).
TEST(AxisPdb, EqualsASimpleAbstractSearchOn2x3) {
  std::mt19937_64 rng(5);
  for (const State& goal : {uniform_state({2, 3}, 1), random_state({2, 3}, rng)}) {
    const AxisPdb pdb = AxisPdb::build(goal, 1);
    const auto dist = abstract_distances(goal);
    EXPECT_EQ(dist.size(), AxisPdb::table_bytes(goal.board));
    for (const auto& [a, d] : dist) {
      State s{goal.board, a[0], std::vector<Orientation>(6, 0)};
      for (int c = 0; c < 6; ++c)
        if (c != a[0]) s.cells[c] = static_cast<Orientation>(a[c + 1] == 0 ? 1 : a[c + 1] == 1 ? 2 : 3);
      ASSERT_EQ(pdb.distance(s), d) << format_state(s) << " -> " << format_state(goal);
    }
  }
}

// For every 3x3 state and two goals: never above the exact distance, always its parity, and
// somewhere above the single-cube sum (it charges the blank's moves).
TEST(AxisPdb, AdmissibleOnEvery3x3State) {
  std::mt19937_64 rng(13);
  const Layout layout({3, 3});
  for (const State& goal : {classic_goal(), random_state({3, 3}, rng)}) {
    const Distances D = bfs_distances(layout, goal);
    const CubeDistanceTable single(goal);
    const AxisPdb pdb = AxisPdb::build(goal, 2);
    uint64_t stronger = 0;
    for (uint64_t r = 0; r < layout.states(); ++r) {
      const State s = layout.unrank(r);
      const int h = pdb.distance(s);
      ASSERT_LE(h, D.dist[r]) << format_state(s) << " -> " << format_state(goal);
      ASSERT_EQ(h % 2, D.dist[r] % 2);
      stronger += h > single.lower_bound(s);
    }
    EXPECT_GT(stronger, 0u);
  }
}

TEST(AxisPdb, DeltaKeepsTheAxesAlongAWalk) {
  std::mt19937_64 rng(3);
  State s = random_state({4, 4}, rng);
  uint32_t axes = AxisPdb::axes(s);
  for (int i = 0; i < 500; ++i) {
    const Direction d = kDirections[rng() % 4];
    const State before = s;
    if (!apply_move(s, d)) continue;
    const int from = s.empty, to = before.empty;
    axes = AxisPdb::moved(axes, to, from, s.cells[to]);
    ASSERT_EQ(axes, AxisPdb::axes(s)) << i;
  }
}

TEST(AxisPdb, CacheRoundTripAndCorruption) {
  const auto dir = cw::test::temp_path("axis_pdb");
  std::filesystem::remove_all(dir);
  const State goal = classic_goal({3, 4});
  std::string note;
  const AxisPdb built = AxisPdb::cached(goal, dir.string(), &note);
  EXPECT_NE(note.find("saved"), std::string::npos) << note;
  note.clear();
  const AxisPdb loaded = AxisPdb::cached(goal, dir.string(), &note);
  EXPECT_NE(note.find("loaded"), std::string::npos) << note;
  std::mt19937_64 rng(9);
  for (int i = 0; i < 200; ++i) {
    const State s = random_state({3, 4}, rng);
    ASSERT_EQ(built.distance(s), loaded.distance(s));
  }
  {
    std::fstream f(AxisPdb::cache_path(goal, dir.string()), std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(100);
    f.put('\x7f');
  }
  note.clear();
  const AxisPdb rebuilt = AxisPdb::cached(goal, dir.string(), &note);
  EXPECT_NE(note.find("rebuilt"), std::string::npos) << note;
  EXPECT_EQ(rebuilt.radius(), built.radius());
  std::filesystem::remove_all(dir);
}

// The table sees only the goal's blank and axes: goals with the same axes share one file, and
// the table loaded for one answers as a table built for the other. A table wanted for one run
// (save off) loads a valid file but never writes one.
TEST(AxisPdb, GoalsWithTheSameAxesShareOneCacheFile) {
  const auto dir = cw::test::temp_path("axis_pdb_share");
  std::filesystem::remove_all(dir);
  const State black_up = parse_state("111/1.1/111"), colour_up = parse_state("000/0.0/000");
  const State sideways = parse_state("234/5.2/345"), other_side = parse_state("452/3.4/523");
  EXPECT_EQ(AxisPdb::cache_path(black_up, dir.string()), AxisPdb::cache_path(colour_up, dir.string()));
  EXPECT_EQ(AxisPdb::cache_path(sideways, dir.string()), AxisPdb::cache_path(other_side, dir.string()));
  EXPECT_NE(AxisPdb::cache_path(black_up, dir.string()), AxisPdb::cache_path(sideways, dir.string()));
  std::string note;
  const AxisPdb once = AxisPdb::cached(sideways, dir.string(), &note, 0, false);
  EXPECT_FALSE(std::filesystem::exists(AxisPdb::cache_path(sideways, dir.string()))) << note;
  note.clear();
  AxisPdb::cached(black_up, dir.string(), &note);
  EXPECT_NE(note.find("saved"), std::string::npos) << note;
  note.clear();
  const AxisPdb shared = AxisPdb::cached(colour_up, dir.string(), &note, 0, false);
  EXPECT_NE(note.find("loaded"), std::string::npos) << note;
  const AxisPdb own = AxisPdb::build(colour_up), own_sideways = AxisPdb::build(other_side);
  std::mt19937_64 rng(11);
  for (int i = 0; i < 2000; ++i) {
    const State s = random_state({3, 3}, rng);
    ASSERT_EQ(shared.distance(s), own.distance(s)) << format_state(s);
    ASSERT_EQ(once.distance(s), own_sideways.distance(s)) << format_state(s);
  }
  std::filesystem::remove_all(dir);
}

TEST(AxisPdb, RefusesBoardsAbove16Cells) {
  EXPECT_THROW(AxisPdb::build(classic_goal({4, 5})), cw::InputError);
}
