#include "rolling/analyze.hpp"

#include <gtest/gtest.h>

using namespace cw::rolling;

TEST(Analyze, TwoByTwoIsAUnionOfCycles) {
  const Analysis a = analyze(classic_start({2, 2}));
  EXPECT_EQ(a.states, 864u);
  EXPECT_EQ(a.reachable, 36u);
  ASSERT_EQ(a.component_sizes.size(), 24u);
  for (uint64_t s : a.component_sizes) EXPECT_EQ(s, 36u);
  EXPECT_EQ(a.invariants.size(), 2u);
}

TEST(Analyze, TwoByThreeIsConnected) {
  const Analysis a = analyze(classic_start({2, 3}));
  EXPECT_EQ(a.reachable, a.states);
  EXPECT_TRUE(a.invariants.empty());
  EXPECT_EQ(a.farthest.size(), a.farthest_count);
  EXPECT_EQ(a.histogram.size(), static_cast<size_t>(a.max_distance) + 1);
}
