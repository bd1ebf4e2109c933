#include "rolling/bfs.hpp"

#include <gtest/gtest.h>

#include "rolling/simple_bfs.hpp"

using namespace cw::rolling;

namespace {
// Every state's distance from the fast search equals the simple search's (or both unreached).
void expect_same_distances(const State& start) {
  const Layout layout(start.board);
  const Distances fast = bfs_distances(layout, start);
  const auto simple = simple_bfs(start);
  ASSERT_EQ(fast.reached, simple.size());
  uint64_t checked = 0;
  for (uint64_t r = 0; r < layout.states(); ++r) {
    const State s = layout.unrank(r);
    const uint8_t* d = simple.find(plain_key(s));
    const int want = d ? *d : kUnreached;
    ASSERT_EQ(fast.dist[r], want) << format_state(s);
    checked += d != nullptr;
  }
  EXPECT_EQ(checked, simple.size());
  uint64_t sum = 0;
  for (uint64_t h : fast.histogram) sum += h;
  EXPECT_EQ(sum, fast.reached);
}
}  // namespace

TEST(Bfs, MatchesSimpleSearchOn2x2) { expect_same_distances(classic_start({2, 2})); }
TEST(Bfs, MatchesSimpleSearchOn2x3) { expect_same_distances(classic_start({2, 3})); }
TEST(Bfs, MatchesSimpleSearchOn3x2FromAnyStart) { expect_same_distances(parse_state("15/3./24")); }
TEST(Bfs, MatchesSimpleSearchOn2x3WithEmptyInAWordCell) {
  expect_same_distances(parse_state(".12/345"));
  expect_same_distances(parse_state("1.2/345"));
}
TEST(Bfs, MatchesSimpleSearchOn3x3) { expect_same_distances(classic_start({3, 3})); }

TEST(Bfs, Classic3x3Figures) {
  const Layout layout({3, 3});
  const Distances D = bfs_distances(layout, classic_start());
  EXPECT_EQ(D.reached, 15116544u);  // every state reachable
  EXPECT_EQ(D.max_distance, 49);
  EXPECT_EQ(D.histogram.back(), 12u);
  EXPECT_EQ(D.dist[layout.rank(classic_goal())], 36);
}

TEST(Bfs, StopsEarlyAtTheTarget) {
  const Layout layout({3, 3});
  BfsOptions o;
  o.stop_at = layout.rank(classic_goal());
  const Distances D = bfs_distances(layout, classic_start(), o);
  EXPECT_TRUE(D.stopped_early);
  EXPECT_EQ(D.max_distance, 36);
  EXPECT_EQ(D.dist[*o.stop_at], 36);
}
