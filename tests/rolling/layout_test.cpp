#include "rolling/layout.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"

#include <random>
#include <vector>

using namespace cw::rolling;

TEST(Layout, RankIsABijectionOnSmallBoards) {
  for (Board b : {Board{2, 2}, Board{2, 3}, Board{3, 2}}) {
    Layout layout(b);
    std::vector<bool> seen(layout.states());
    for (uint64_t r = 0; r < layout.states(); ++r) {
      State s = layout.unrank(r);
      ASSERT_EQ(s.cells[s.empty], 0);
      ASSERT_EQ(layout.rank(s), r);
      seen[r] = true;
    }
    // Count the states directly: N positions of the empty cell times 6^(N-1) colourings.
    uint64_t expected = b.cells();
    for (int i = 1; i < b.cells(); ++i) expected *= 6;
    EXPECT_EQ(layout.states(), expected);
  }
}

TEST(Layout, RandomRoundTripsOnLargerBoards) {
  std::mt19937_64 rng(7);
  for (Board b : {Board{3, 3}, Board{2, 4}, Board{3, 4}, Board{4, 4}}) {
    Layout layout(b);
    for (int i = 0; i < 20000; ++i) {
      State s{b, static_cast<int>(rng() % b.cells()), std::vector<Orientation>(b.cells())};
      for (int c = 0; c < b.cells(); ++c) s.cells[c] = c == s.empty ? 0 : rng() % 6;
      const uint64_t r = layout.rank(s);
      ASSERT_LT(r, layout.states());
      ASSERT_EQ(layout.unrank(r), s);
    }
  }
}

TEST(Layout, WordsHold36StatesEach) {
  Layout layout({3, 3});
  EXPECT_EQ(layout.total_words() * 36, layout.states());
  EXPECT_EQ(layout.states(), 15116544u);
}

// 24 cells have 24 * 6^23 > 2^64 states: ranks wrapped around and "roll analyze --board 4x6"
// reported 506781279576915968 states (found by fuzz_roll_state). 23 cells is the limit.
TEST(Layout, RanksFitIn64BitsUpToTheCellLimit) {
  const Layout layout({kMaxCells, 1});
  uint64_t expected = kMaxCells;
  for (int i = 1; i < kMaxCells; ++i) {
    ASSERT_LE(expected, UINT64_MAX / 6);
    expected *= 6;
  }
  EXPECT_EQ(layout.states(), expected);
  State last{layout.board(), kMaxCells - 1, std::vector<Orientation>(kMaxCells, 5)};
  last.cells[kMaxCells - 1] = 0;
  EXPECT_EQ(layout.rank(last), layout.states() - 1);
  EXPECT_EQ(layout.unrank(layout.states() - 1), last);
  EXPECT_THROW(Layout({4, 6}), cw::InputError);
  EXPECT_THROW(Layout({12, 2}), cw::InputError);
}
