#include "macmahon/census.hpp"

#include <gtest/gtest.h>

#include <random>

#include "macmahon/universal.hpp"

using namespace cw::macmahon;

TEST(Census, RankIsABijection) {
  std::mt19937_64 rng(1);
  for (int i = 0; i < 100000; ++i) {
    const uint32_t r = rng() % kCollections;
    const CubeSet s = collection_at(r);
    ASSERT_EQ(__builtin_popcount(s), 8);
    ASSERT_EQ(collection_rank(s), r);
  }
  EXPECT_EQ(collection_rank(0xFF), 0u);
  EXPECT_EQ(collection_rank(0xFFu << 22), kCollections - 1);
}

TEST(Census, TwoMethodsAgreeForEveryTarget) {
  for (int t = 0; t < 30; t += 7) {
    const Census fast = census(t), slow = census_by_permanents(t);
    EXPECT_EQ(fast.distribution, slow.distribution) << cube_name(t);
    EXPECT_EQ(fast.collections_with_solution, 133680u);  // the published total
  }
}

TEST(Census, EveryTargetHasTheSameDistribution) {
  const Census first = census(0);
  for (int t = 1; t < 30; ++t) EXPECT_EQ(census(t).distribution, first.distribution) << cube_name(t);
}

TEST(Census, RandomCollectionsAgreeWithTheSlowPath) {
  // Independent of the arrangement enumeration: per-collection permanents on a random sample.
  std::mt19937_64 rng(9);
  const auto targets = buildable_targets_by_collection();
  for (int i = 0; i < 20000; ++i) {
    const uint32_t r = rng() % kCollections;
    const CubeSet s = collection_at(r);
    uint32_t mask = 0;
    for (int t = 0; t < 30; ++t) mask |= static_cast<uint32_t>(solution_number(t, s) > 0) << t;
    ASSERT_EQ(targets[r], mask);
  }
}

TEST(Census, InteriorMatchingOnlyTheConwayCollectionInTwoWays) {
  for (int t = 0; t < 30; ++t) {
    const auto in = interior_census(t);
    ASSERT_EQ(in.size(), 1u) << cube_name(t);
    // Target Xy: row Y and column x of the tableau, without Yx.
    const int x = row_of(t), y = column_of(t);
    const CubeSet conway = (row_set(y) | column_set(x)) & ~(1u << mirror(t));
    EXPECT_EQ(in.begin()->first, conway) << cube_name(t);
    EXPECT_EQ(in.begin()->second, 2u) << cube_name(t);
  }
}

TEST(Universal, TablesAgreeWithHallsConditionOnRandomSets) {
  // Hall's theorem as the slow path: S builds T iff every set X of cells has >= |X| cubes of S
  // fitting some cell of X.
  const BuildableTables tables;
  std::mt19937_64 rng(4);
  for (int i = 0; i < 3000; ++i) {
    const CubeSet s = static_cast<CubeSet>(rng()) & ((1u << 30) - 1) & static_cast<CubeSet>(rng());
    for (int t = 0; t < 30; ++t) {
      const auto fits = fitting_cubes(t);
      bool hall = true;
      for (int x = 1; x < 256 && hall; ++x) {
        CubeSet nb = 0;
        for (int c = 0; c < 8; ++c)
          if (x >> c & 1) nb |= fits[c];
        hall = __builtin_popcount(nb & s) >= __builtin_popcount(x);
      }
      ASSERT_EQ(tables.builds(t, s), hall) << set_names(s) << " target " << cube_name(t);
    }
  }
}

TEST(Census, MaximalCollectionsBuildTheCubesOfTheirUnusedRowsAndColumns) {
  const auto targets = buildable_targets_by_collection();
  int max_count = 0;
  for (uint32_t r = 0; r < kCollections; ++r) {
    if (__builtin_popcount(targets[r]) != 5) continue;
    ASSERT_LT(__builtin_popcount(targets[r]), 6);
    ++max_count;
    const CubeSet s = collection_at(r);
    int rows = 0, cols = 0;
    for (int i = 0; i < 30; ++i)
      if (s >> i & 1) {
        rows |= 1 << row_of(i);
        cols |= 1 << column_of(i);
      }
    EXPECT_EQ(__builtin_popcount(rows) + __builtin_popcount(cols), 7) << set_names(s);
    CubeSet unused = 0;
    for (int i = 0; i < 30; ++i)
      if (!(rows >> row_of(i) & 1) && !(cols >> column_of(i) & 1)) unused |= 1u << i;
    EXPECT_EQ(targets[r], unused) << set_names(s);
  }
  EXPECT_EQ(max_count, 360);
}

TEST(Census, Lemma45SpanningTreesGiveSolutionNumber8) {
  for (int t : {0, 11, 29}) {
    const SpanningTreeCheck st = spanning_tree_collections(t);
    EXPECT_TRUE(st.every_other_usable_cube_is_an_edge);
    EXPECT_EQ(st.collections, st.with_solution_number_8);
    // More collections with solution number 8 than the published row allows (2664).
    EXPECT_EQ(st.collections, 17280u);
    EXPECT_GE(census(t).distribution.at(8), st.collections);
  }
}
