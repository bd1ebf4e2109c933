// The census against the plain per-set count (census_reference.hpp), and that count against
// count_stacks (graph.hpp) set by set.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <string>

#include "census_reference.hpp"
#include "report/stack_common.hpp"
#include "stack/published.hpp"

namespace cw::stack {
namespace {

void expect_same_census(const Census& engine, const Census& plain, const std::string& what) {
  EXPECT_EQ(engine.sets, plain.sets) << what;
  EXPECT_EQ(engine.solvable, plain.solvable) << what;
  EXPECT_EQ(engine.unique, plain.unique) << what;
  EXPECT_EQ(engine.by_classes, plain.by_classes) << what;
  EXPECT_EQ(engine.by_pairs, plain.by_pairs) << what;
}

// `count` random k-sets of the pool, each counted both ways.
void expect_sets_agree(const std::vector<Cube>& pool, int colours, int k, int count, std::mt19937_64& rng) {
  std::vector<int> index(pool.size());
  std::iota(index.begin(), index.end(), 0);
  for (int trial = 0; trial < count; ++trial) {
    std::shuffle(index.begin(), index.end(), rng);
    Column column{{}, std::vector<std::string>(colours, "c")};
    for (int t = 0; t < k; ++t) column.cubes.push_back(pool[index[t]]);
    const StackCount s = count_stacks(column);
    const reference::SetCount r = reference::count_set(column.cubes, colours);
    EXPECT_EQ(r.stacks, s.stacks) << trial;
    EXPECT_EQ(r.classes, s.classes) << trial;
    EXPECT_EQ(r.subgraph_pairs, s.subgraph_pairs) << trial;
    EXPECT_EQ(r.assignments, s.assignments) << trial;
  }
}

TEST(StackCensusReference, EachSetAsCountStacksCountsIt) {
  std::mt19937_64 rng(5);
  const report::StackPool macmahon = report::stack_pool("macmahon"), haraguchi = report::stack_pool("haraguchi");
  for (int k : {3, 4, 5, 6}) expect_sets_agree(macmahon.cubes, 6, k, 200, rng);
  for (int k : {2, 3, 4}) expect_sets_agree(haraguchi.cubes, 4, k, 400, rng);
  const Column classic = column_from_items(instant_insanity_items());
  const reference::SetCount r = reference::count_set(classic.cubes, classic.colours());
  EXPECT_EQ(r.classes, count_stacks(classic).classes);
  EXPECT_EQ(r.classes, 1u);  // the Parker Brothers puzzle stacks in one way
}

TEST(StackCensusReference, SmallPoolsEverySize) {
  std::mt19937_64 rng(17);
  // Uniform colours give loops and colour pairs on two face pairs of a cube.
  for (int colours : {3, 4, 5}) {
    const Column pool = random_column(11, colours, Model::Uniform, rng);
    for (int k = 2; k <= 8; ++k)
      expect_same_census(census(pool.cubes, colours, k), reference::census(pool.cubes, colours, k),
                         "uniform " + std::to_string(colours) + " colours, k " + std::to_string(k));
  }
  const report::StackPool macmahon = report::stack_pool("macmahon"), haraguchi = report::stack_pool("haraguchi");
  const std::vector<Cube> some_macmahon(macmahon.cubes.begin() + 7, macmahon.cubes.begin() + 20);
  const std::vector<Cube> some_haraguchi(haraguchi.cubes.begin() + 30, haraguchi.cubes.begin() + 52);
  for (int k = 2; k <= 8; ++k) {
    expect_same_census(census(some_macmahon, 6, k), reference::census(some_macmahon, 6, k), "macmahon k " + std::to_string(k));
    expect_same_census(census(some_haraguchi, 4, k), reference::census(some_haraguchi, 4, k),
                       "haraguchi k " + std::to_string(k));
  }
}

// The two censuses the program prints, whole.
TEST(StackCensusReference, MacMahonAndHaraguchiPools) {
  const report::StackPool macmahon = report::stack_pool("macmahon"), haraguchi = report::stack_pool("haraguchi");
  expect_same_census(census(macmahon.cubes, 6, 6), reference::census(macmahon.cubes, 6, 6), "macmahon");
  expect_same_census(census(haraguchi.cubes, 4, 4), reference::census(haraguchi.cubes, 4, 4), "haraguchi");
}

}  // namespace
}  // namespace cw::stack
