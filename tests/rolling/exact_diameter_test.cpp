#include "rolling/exact_diameter.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <random>
#include <set>

#include "core/error.hpp"
#include "rolling/bfs.hpp"
#include "rolling/layout.hpp"

#include "random_state.hpp"

using namespace cw::rolling;
using cw::rolling::testing::bfs_distance;

namespace {

// The plain method: one byte-per-state search from every state.
struct AllPairs {
  std::vector<uint64_t> eccentricities;
  int diameter = 0, radius = 255;
  uint64_t ordered_antipodal = 0;
};

AllPairs all_pairs(Board board) {
  const Layout layout(board);
  BfsOptions one;
  one.threads = 1;
  AllPairs p;
  std::vector<std::pair<int, uint64_t>> per_state;
  for (uint64_t r = 0; r < layout.states(); ++r) {
    const Distances d = bfs_distances(layout, layout.unrank(r), one);
    per_state.emplace_back(d.max_distance, d.histogram[static_cast<size_t>(d.max_distance)]);
    p.diameter = std::max(p.diameter, d.max_distance);
    p.radius = std::min(p.radius, d.max_distance);
  }
  p.eccentricities.assign(static_cast<size_t>(p.diameter) + 1, 0);
  for (const auto& [e, far] : per_state) {
    ++p.eccentricities[static_cast<size_t>(e)];
    if (e == p.diameter) p.ordered_antipodal += far;
  }
  return p;
}

State random_ranked_state(Board b, std::mt19937_64& rng) {
  const Layout layout(b);
  return layout.unrank(rng() % layout.states());
}

bool adjacent(const State& a, const State& b) {
  for (Direction d : kDirections) {
    State t = a;
    if (apply_move(t, d) && t == b) return true;
  }
  return false;
}

}  // namespace

TEST(ExactDiameter, EverySymmetryMapsMovesToMovesAndTheGroupHasTheExpectedSize) {
  std::mt19937_64 rng(29);
  for (const auto& [board, order] : {std::pair{"2x3", 8}, {"3x2", 8}, {"2x4", 8}, {"3x3", 16}}) {
    const Board b = parse_board(board);
    const auto maps = board_symmetries(b);
    EXPECT_EQ(static_cast<int>(maps.size()), order) << board;
    std::set<std::vector<int>> images;
    for (int i = 0; i < 200; ++i) {
      const State s = random_ranked_state(b, rng);
      for (const BoardSymmetry& m : maps) {
        const State image = apply_symmetry(m, s);
        for (Direction d : kDirections) {
          State t = s;
          if (!apply_move(t, d)) continue;
          EXPECT_TRUE(adjacent(image, apply_symmetry(m, t))) << board << " " << format_state(s);
        }
      }
    }
    // The maps are distinct on states: their images of one asymmetric state differ.
    std::set<std::string> distinct;
    const State s = parse_state(std::string(board) == "3x3" ? "012/3.4/521" : b.rows == 2 ? (b.cols == 3 ? "012/.34" : "0123/.452") : "01/2./34");
    for (const BoardSymmetry& m : maps) distinct.insert(format_state(apply_symmetry(m, s)));
    EXPECT_EQ(static_cast<int>(distinct.size()), order) << board;
  }
}

TEST(ExactDiameter, AgreesWithAPlainSearchOfAllPairsOn2x3WithAndWithoutSymmetry) {
  const Board b = parse_board("2x3");
  const AllPairs plain = all_pairs(b);
  EXPECT_EQ(plain.diameter, 60);  // the figure docs/rolling.md has held since the first sweeps
  for (const auto& [symmetry, bounds] : {std::pair{true, true}, {true, false}, {false, true}}) {
    ExactDiameterOptions o;
    o.symmetry = symmetry;
    o.bounds = bounds;
    const ExactDiameter e = exact_diameter(b, o);
    EXPECT_EQ(e.diameter, plain.diameter);
    EXPECT_EQ(e.radius, plain.radius);
    EXPECT_EQ(e.eccentricities, plain.eccentricities);
    EXPECT_EQ(e.antipodal_pairs, plain.ordered_antipodal / 2);
    EXPECT_EQ(e.central_states, plain.eccentricities[static_cast<size_t>(plain.radius)]);
    EXPECT_EQ(e.peripheral_states, plain.eccentricities[static_cast<size_t>(plain.diameter)]);
    EXPECT_EQ(e.classes, symmetry ? 5886u : 46656u);
    if (bounds) EXPECT_LT(e.searches, e.classes);  // the bounds retire some classes unsearched
    else EXPECT_EQ(e.searches, e.classes);
    EXPECT_EQ(bfs_distance(e.a, e.b), e.diameter);
  }
  ExactDiameterOptions extremes;
  extremes.extremes_only = true;
  const ExactDiameter x = exact_diameter(b, extremes);
  EXPECT_EQ(x.diameter, plain.diameter);
  EXPECT_EQ(x.radius, plain.radius);
  EXPECT_EQ(x.central_states, plain.eccentricities[static_cast<size_t>(plain.radius)]);
  EXPECT_EQ(x.peripheral_states, plain.eccentricities[static_cast<size_t>(plain.diameter)]);
  EXPECT_EQ(x.antipodal_pairs, plain.ordered_antipodal / 2);
  EXPECT_GT(x.unresolved_states, 0u);
  EXPECT_GT(x.unresolved_low, plain.radius);
  EXPECT_LT(x.unresolved_high, plain.diameter);
}

TEST(ExactDiameter, TheBatchSearchGivesTheByteEnginesEccentricitiesOn2x4) {
  const Board b = parse_board("2x4");
  const Layout layout(b);
  std::mt19937_64 rng(4);
  std::vector<State> from;
  for (int i = 0; i < 70; ++i) from.push_back(random_ranked_state(b, rng));  // two batches, the second partial
  const std::vector<Eccentricity> got = eccentricities_of(from);
  ASSERT_EQ(got.size(), from.size());
  for (size_t i = 0; i < from.size(); ++i) {
    const Distances d = bfs_distances(layout, from[i]);
    EXPECT_EQ(got[i].eccentricity, d.max_distance) << format_state(from[i]);
    EXPECT_EQ(got[i].farthest, d.histogram[static_cast<size_t>(d.max_distance)]) << format_state(from[i]);
  }
}

TEST(ExactDiameter, AnInterruptedRunResumesFromItsCheckpointWithTheSameFigures) {
  const Board b = parse_board("2x3");
  const std::string path = ::testing::TempDir() + "exact-diameter-2x3.ckpt";
  std::remove(path.c_str());
  ExactDiameterOptions o;
  o.checkpoint = path;
  o.stop_after_batches = 5;
  EXPECT_THROW(exact_diameter(b, o), cw::Interrupted);
  o.stop_after_batches = -1;
  const ExactDiameter resumed = exact_diameter(b, o);
  EXPECT_EQ(resumed.resumed_at, 5);
  const ExactDiameter fresh = exact_diameter(b);
  EXPECT_EQ(fresh.resumed_at, -1);
  EXPECT_EQ(resumed.eccentricities, fresh.eccentricities);
  EXPECT_EQ(resumed.antipodal_pairs, fresh.antipodal_pairs);
  EXPECT_FALSE(std::filesystem::exists(path)) << "removed once complete";
}

TEST(ExactDiameter, RefusesBoardsItCannotAnswer) {
  EXPECT_THROW(exact_diameter(parse_board("2x2")), cw::InputError);
  EXPECT_THROW(exact_diameter(parse_board("3x4")), cw::RunError);
  ExactDiameterOptions small;
  small.memory_limit = 1 << 20;
  EXPECT_THROW(exact_diameter(parse_board("2x4"), small), cw::RunError);
}
