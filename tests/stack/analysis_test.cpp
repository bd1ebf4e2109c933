// Explanations, the census, random columns and designed columns, each against the plain count.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

#include "stack/analysis.hpp"
#include "stack/brute.hpp"
#include "stack/published.hpp"

namespace cw::stack {
namespace {

TEST(StackExplain, NamesTheShortReasons) {
  // One cube of each colour stacks (each side shows 1 2 3); colour 2 on two faces cannot.
  EXPECT_EQ(explain(column_from_items({"111111", "222222", "333333"})).obstacle, Obstacle::None);
  const Explanation rare = explain(column_from_items({"111111", "111111", "123123"}));
  EXPECT_EQ(rare.obstacle, Obstacle::RareColour);
  EXPECT_EQ(rare.colour, 1);
  EXPECT_EQ(rare.faces, 2);
  // Every colour on 4 faces or more, but cube 1 and cube 2 both pair 1 with 1 on every axis:
  // G1 would need colour 1 twice from loops.
  EXPECT_EQ(explain(column_from_items({"111111", "111111", "223344", "223344"})).obstacle, Obstacle::NoSubgraph);
  EXPECT_EQ(explain(column_from_items({"121212", "121212", "121212"})).obstacle, Obstacle::TooFewColours);
  EXPECT_EQ(explain(column_from_items(instant_insanity_items())).obstacle, Obstacle::None);
  // Random columns: an obstacle exactly when brute force finds no stack.
  std::mt19937_64 rng(3);
  int seen[6] = {};
  for (int trial = 0; trial < 300; ++trial) {
    const Column c = random_column(4 + trial % 3, 4 + trial % 3, Model::Balanced, rng);
    const Explanation e = explain(c);
    const bool stacks = brute_decide(c, UINT64_MAX).solvable;
    EXPECT_EQ(e.obstacle == Obstacle::None, stacks) << trial;
    ++seen[static_cast<int>(e.obstacle)];
  }
  EXPECT_GT(seen[static_cast<int>(Obstacle::NoDisjointPair)], 0);
}

TEST(StackCensus, SmallPoolMatchesColumnByColumn) {
  std::mt19937_64 rng(9);
  const Column pool = random_column(9, 4, Model::Uniform, rng);
  const Census c = census(pool.cubes, 4, 4);
  EXPECT_EQ(c.sets, 126u);  // C(9, 4)
  uint64_t solvable = 0, unique = 0;
  std::map<uint64_t, uint64_t> by_classes;
  for (uint32_t mask = 0; mask < (1u << 9); ++mask) {
    if (__builtin_popcount(mask) != 4) continue;
    Column column{{}, pool.colour_names};
    for (int i = 0; i < 9; ++i)
      if (mask >> i & 1) column.cubes.push_back(pool.cubes[i]);
    const BruteCount b = brute_count(column);
    solvable += b.stacks > 0, unique += b.classes == 1;
    ++by_classes[b.classes];
  }
  EXPECT_EQ(c.by_classes, by_classes);
  EXPECT_EQ(c.solvable, solvable);
  EXPECT_EQ(c.unique, unique);
}

TEST(StackCensus, SixColouredPoolMatchesCountStacks) {
  // Ten random cubes of six different colours each, as MacMahon's are: every 6-set by the census's
  // own counter against count_stacks set by set.
  std::mt19937_64 rng(12);
  std::vector<std::string> items;
  for (int i = 0; i < 10; ++i) {
    std::string item = "123456";
    std::shuffle(item.begin(), item.end(), rng);
    items.push_back(item);
  }
  const Column pool = column_from_items(items);
  const Census c = census(pool.cubes, 6, 6);
  std::map<uint64_t, uint64_t> by_classes, by_pairs;
  for (uint32_t mask = 0; mask < (1u << 10); ++mask) {
    if (__builtin_popcount(mask) != 6) continue;
    Column column{{}, pool.colour_names};
    for (int i = 0; i < 10; ++i)
      if (mask >> i & 1) column.cubes.push_back(pool.cubes[i]);
    const StackCount s = count_stacks(column);
    ++by_classes[s.classes], ++by_pairs[s.subgraph_pairs];
  }
  EXPECT_EQ(c.sets, 210u);
  EXPECT_EQ(c.by_classes, by_classes);
  EXPECT_EQ(c.by_pairs, by_pairs);
  EXPECT_GT(c.solvable, 0u);
}

TEST(StackDesign, DesignedColumnsStackInExactlyOneWay) {
  std::mt19937_64 rng(1);
  for (int n : {3, 4, 5}) {
    const Design d = design_unique(n, rng, 200);
    ASSERT_TRUE(d.found) << n;
    EXPECT_EQ(brute_count(d.column).classes, 1u) << n;
  }
}

TEST(StackRandom, BalancedDealsEveryColourSixTimes) {
  std::mt19937_64 rng(4);
  const Column c = random_column(10, 10, Model::Balanced, rng);
  std::vector<int> faces(10);
  for (const Cube& cube : c.cubes)
    for (Colour x : cube) ++faces[x];
  for (int f : faces) EXPECT_EQ(f, 6);
}

}  // namespace
}  // namespace cw::stack

namespace cw::stack {
namespace {

TEST(StackRandom, PlantedColumnsStack) {
  std::mt19937_64 rng(8);
  for (int n : {4, 10, 20, 30}) {
    const Decision d = decide(random_column(n, n, Model::Planted, rng), {1000000});
    EXPECT_TRUE(d.solvable) << n;
  }
}

}  // namespace
}  // namespace cw::stack
