#include "rolling/diameter.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>

#include "core/error.hpp"
#include "rolling/axis_pdb.hpp"
#include "rolling/bfs.hpp"
#include "rolling/exact_diameter.hpp"
#include "rolling/layout.hpp"
#include "rolling/simple_bfs.hpp"

#include "random_state.hpp"

using namespace cw::rolling;
using cw::rolling::testing::bfs_distance;

namespace {
int eccentricity(const State& s) {
  int e = 0;
  simple_bfs(s).for_each([&](uint64_t, uint8_t d) { e = std::max<int>(e, d); });
  return e;
}

// The same axes, each cube turned at random to one of the two orientations along its axis.
State along_same_axes(State s, std::mt19937_64& rng) {
  constexpr Orientation kAntipode[6] = {1, 0, 4, 5, 2, 3};  // up/down, north/south, east/west
  for (int c = 0; c < s.board.cells(); ++c)
    if (c != s.empty && rng() % 2) s.cells[c] = kAntipode[s.cells[c]];
  return s;
}
}  // namespace

TEST(Diameter, EverySweepOfTheStatesIsAnEccentricityAndThePairIsThatFar) {
  for (const char* board : {"2x3", "3x3"}) {
    const DiameterBound d = diameter_lower_bound(classic_start(parse_board(board)));
    ASSERT_GE(d.sweeps.size(), 2u) << board;
    for (const Sweep& s : d.sweeps) {
      if (std::string(board) == "2x3") {
        EXPECT_EQ(s.eccentricity, eccentricity(s.from)) << format_state(s.from);
      }
      for (const State& f : s.farthest) EXPECT_EQ(bfs_distance(s.from, f), s.eccentricity) << format_state(s.from);
    }
    EXPECT_EQ(bfs_distance(d.a, d.b), d.lower_bound) << board;
    int best = 0;
    for (const Sweep& s : d.sweeps) best = std::max(best, s.eccentricity);
    EXPECT_EQ(d.lower_bound, best) << board;
    EXPECT_GT(d.lower_bound, d.sweeps.front().eccentricity) << board << ": a second sweep gains here";
  }
}

TEST(Diameter, WiderRoundsSearchFromSeveralFarthestStatesAndGoFartherOn2x4) {
  DiameterOptions wide;
  wide.width = 4;
  const State start = classic_start(parse_board("2x4"));
  const DiameterBound narrow = diameter_lower_bound(start), d = diameter_lower_bound(start, wide);
  EXPECT_GT(d.lower_bound, narrow.lower_bound);  // 58 against 56 (not so on every board)
  EXPECT_EQ(bfs_distance(d.a, d.b), d.lower_bound);
  for (const Sweep& s : d.sweeps) {
    EXPECT_LE(s.farthest.size(), 4u);
    EXPECT_EQ(s.farthest.size(), std::min<uint64_t>(4, s.farthest_count));
    for (const State& f : s.farthest) EXPECT_EQ(bfs_distance(s.from, f), s.eccentricity);
  }
}

TEST(Diameter, TheSweepsFindTheDiameterOf2x3) {
  // The exact diameter, which ExactDiameter.AgreesWithAPlainSearchOfAllPairsOn2x3... checks
  // against every state's own breadth-first search.
  const int diameter = exact_diameter(parse_board("2x3")).diameter;
  EXPECT_EQ(diameter, 60);
  EXPECT_EQ(diameter_lower_bound(classic_start(parse_board("2x3"))).lower_bound, diameter);
}

TEST(Diameter, TheAxisGraphBoundsThePuzzlesDistancesFromBelow) {
  std::mt19937_64 rng(7);
  for (const char* board : {"2x3", "3x3"}) {
    DiameterOptions o;
    o.graph = DiameterGraph::Axes;
    const DiameterBound d = diameter_lower_bound(classic_start(parse_board(board)), o);
    for (const Sweep& s : d.sweeps) {
      EXPECT_EQ(AxisPdb::build(s.from).distance(s.farthest.front()), s.eccentricity);
      EXPECT_EQ(AxisPdb::build(s.from).radius(), s.eccentricity);
    }
    for (int trial = 0; trial < 8; ++trial)
      EXPECT_GE(bfs_distance(along_same_axes(d.a, rng), along_same_axes(d.b, rng)), d.lower_bound) << board;
    // The axis graph forgets which end of an axis the black face is at: its bound is weaker.
    EXPECT_LE(d.lower_bound, diameter_lower_bound(classic_start(parse_board(board))).lower_bound) << board;
  }
}

// The landmark bound against its definition: every state's distance from each landmark by the
// byte-per-state search, and the largest over all pairs of distinct profiles of the least sum.
TEST(Diameter, TheLandmarkBoundIsItsDefinitionAndHoldsTheExactDiameter) {
  for (const auto& [board, exact] : {std::pair{"2x3", 60}, {"2x4", 58}}) {
    const Board b = parse_board(board);
    const Layout layout(b);
    for (int k = 1; k <= kMaxLandmarks; ++k) {
      DiameterOptions o;
      o.landmarks = k;
      const DiameterBound d = diameter_lower_bound(classic_start(b), o);
      ASSERT_EQ(d.landmarks, std::min<int>(k, static_cast<int>(d.sweeps.size()))) << board;
      std::vector<Distances> from;
      for (int i = 0; i < d.landmarks; ++i) from.push_back(bfs_distances(layout, d.sweeps[static_cast<size_t>(i)].from));
      std::set<std::vector<int>> profiles;
      for (uint64_t r = 0; r < layout.states(); ++r) {
        std::vector<int> p;
        for (const Distances& f : from) p.push_back(f.dist[r]);
        profiles.insert(p);
      }
      int best = 0;
      for (const auto& p : profiles)
        for (const auto& q : profiles) {
          int m = 255;
          for (size_t i = 0; i < p.size(); ++i) m = std::min(m, p[i] + q[i]);
          best = std::max(best, m);
        }
      int through = 255;
      for (const Sweep& s : d.sweeps) through = std::min(through, 2 * s.eccentricity);
      EXPECT_EQ(d.profiles, profiles.size()) << board << " k " << k;
      EXPECT_EQ(d.upper_bound, std::min(best, through)) << board << " k " << k;
      EXPECT_GE(d.upper_bound, exact) << board << " k " << k;
      EXPECT_GE(d.upper_bound, d.lower_bound);
    }
  }
  // Without landmarks, twice the least eccentricity searched; on the axis graph no upper bound,
  // and landmarks are refused there.
  const DiameterBound plain = diameter_lower_bound(classic_start(parse_board("2x3")));
  int least = 255;
  for (const Sweep& s : plain.sweeps) least = std::min(least, s.eccentricity);
  EXPECT_EQ(plain.upper_bound, 2 * least);
  DiameterOptions axes;
  axes.graph = DiameterGraph::Axes;
  EXPECT_EQ(diameter_lower_bound(classic_start(parse_board("2x3")), axes).upper_bound, 0);
  axes.landmarks = 2;
  EXPECT_THROW(diameter_lower_bound(classic_start(parse_board("2x3")), axes), cw::InputError);
  DiameterOptions many;
  many.landmarks = kMaxLandmarks + 1;
  EXPECT_THROW(diameter_lower_bound(classic_start(parse_board("2x3")), many), cw::InputError);
}

TEST(Diameter, BoardsItCannotSweepAreRefused) {
  EXPECT_THROW(diameter_lower_bound(classic_start(parse_board("2x2"))), cw::InputError);
  DiameterOptions axes;
  axes.graph = DiameterGraph::Axes;
  EXPECT_THROW(diameter_lower_bound(classic_start(parse_board("4x5")), axes), cw::RunError);
  DiameterOptions small;
  small.memory_limit_bytes = 1 << 20;
  EXPECT_THROW(diameter_lower_bound(classic_start(parse_board("3x4")), small), cw::RunError);
}
