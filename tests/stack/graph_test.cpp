// The graph method against brute force (a backtracking over the checker's rotations that knows
// nothing of the graph), and every stack it reports against the independent checker.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "core/error.hpp"
#include "stack/analysis.hpp"
#include "stack/brute.hpp"
#include "stack/check.hpp"
#include "stack/column.hpp"
#include "stack/graph.hpp"
#include "stack/published.hpp"
#include "stack/sat.hpp"

namespace cw::stack {
namespace {

// Each face an independent uniform colour (the engine's generator; a column is only the input here).
Column random_column(std::mt19937_64& rng, int n, int colours) { return random_column(n, colours, Model::Uniform, rng); }

std::vector<Cube> turned_all(const Column& column, const Solution& s) {
  std::vector<Cube> out;
  for (int i = 0; i < column.size(); ++i) out.push_back(turned(column.cubes[i], s.sides[i]));
  return out;
}

TEST(StackColumn, ReadsColoursInSortedOrder) {
  const Column c = column_from_items({"RGRRBW", "10.2.3.4.5.6"});
  EXPECT_EQ(c.colours(), 10);  // B G R W and 10 2 3 4 5 6, sorted as text (not all numbers)
  EXPECT_EQ(cube_text(c, c.cubes[0]), "RGRRBW");
  EXPECT_EQ(cube_text(c, c.cubes[1]), "10.2.3.4.5.6");
  const Column numbers = column_from_items({"10.2.3.4.5.6"});
  EXPECT_EQ(numbers.colour_names.front(), "2");
  EXPECT_THROW(column_from_items({"RGB"}), InputError);
  EXPECT_THROW(column_from_items({"RG-RBW"}), InputError);
  EXPECT_THROW(column_from_items({}), InputError);
}

TEST(StackColumn, EveryOptionIsARotation) {
  std::mt19937_64 rng(7);
  EXPECT_EQ(checker_rotations().size(), 24u);
  std::set<std::array<uint8_t, kFaces>> distinct(checker_rotations().begin(), checker_rotations().end());
  EXPECT_EQ(distinct.size(), 24u);
  for (int trial = 0; trial < 50; ++trial) {
    const Column c = random_column(rng, 1, 2 + trial % 5);
    const auto sides = cube_sides(c.cubes[0]);
    EXPECT_LE(sides.size(), 24u);
    for (const Sides& s : sides) {
      const Cube t = turned(c.cubes[0], s);
      EXPECT_EQ(t[2], s.front);
      EXPECT_EQ(t[5], s.right);
    }
  }
  // A cube of six different colours shows 24 different Sides and has 6 options.
  const Column six = column_from_items({"123456"});
  EXPECT_EQ(cube_sides(six.cubes[0]).size(), 24u);
  EXPECT_EQ(cube_options(six.cubes[0]).size(), 6u);
}

TEST(StackGraph, InstantInsanityMatchesBruteForce) {
  const Column c = column_from_items(instant_insanity_items());
  const StackCount g = count_stacks(c);
  const BruteCount b = brute_count(c);
  EXPECT_EQ(g.stacks, b.stacks);
  EXPECT_EQ(g.classes, b.classes);
  EXPECT_TRUE(g.complete);
  EXPECT_EQ(g.subgraph_pairs, 1u);  // the textbook's one pair of subgraphs
  EXPECT_EQ(g.classes, 1u);
  for (const Solution& s : list_solutions(c, 10)) EXPECT_EQ(check_stack(c, turned_all(c, s)), "");
}

TEST(StackGraph, CountsMatchBruteForceOnRandomColumns) {
  std::mt19937_64 rng(2024);
  int solvable = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int n = 1 + trial % 5, colours = n + static_cast<int>(rng() % 3);
    const Column c = random_column(rng, n, colours);
    const StackCount g = count_stacks(c);
    const BruteCount b = brute_count(c);
    ASSERT_EQ(g.stacks, b.stacks) << "trial " << trial;
    ASSERT_EQ(g.classes, b.classes) << "trial " << trial;
    solvable += g.stacks > 0;
    const Decision d = decide(c);
    EXPECT_EQ(d.solvable, g.stacks > 0);
    if (d.solvable) {
      EXPECT_EQ(check_stack(c, turned_all(c, d.solution)), "");
    }
    EXPECT_EQ(brute_decide(c, UINT64_MAX).solvable, g.stacks > 0);
  }
  EXPECT_GT(solvable, 40);  // the comparison saw solvable columns, not only empty counts
}

TEST(StackGraph, EveryAssignmentOrientsToACheckedStack) {
  std::mt19937_64 rng(11);
  for (int trial = 0; trial < 100; ++trial) {
    const int n = 3 + trial % 6;
    const Column c = random_column(rng, n, n + static_cast<int>(rng() % 2));
    GraphSearch search(c);
    search.run([&](const std::vector<uint8_t>& choice) {
      std::vector<Option> chosen;
      for (int i = 0; i < n; ++i) chosen.push_back(search.options()[i][choice[i]]);
      EXPECT_EQ(check_stack(c, turned_all(c, orient(c, chosen))), "");
      return true;
    });
  }
}

TEST(StackGraph, LargerColumnsDecideLikeBruteForce) {
  std::mt19937_64 rng(5);
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 6 + trial % 3;
    const Column c = random_column(rng, n, n);
    const Decision d = decide(c);
    const BruteDecision b = brute_decide(c, UINT64_MAX);
    EXPECT_EQ(d.solvable, b.solvable) << "trial " << trial;
    if (d.solvable) {
      EXPECT_EQ(check_stack(c, turned_all(c, d.solution)), "");
    }
  }
}

TEST(StackCheck, RefusesRecolouredCubesAndRepeatedColours) {
  const Column c = column_from_items(instant_insanity_items());
  const Decision d = decide(c);
  ASSERT_TRUE(d.solvable);
  std::vector<Cube> cubes = turned_all(c, d.solution);
  ASSERT_EQ(check_stack(c, cubes), "");
  std::vector<Cube> mirrored = cubes;
  std::swap(mirrored[0][4], mirrored[0][5]);  // a mirror image is no rotation (unless L = R)
  if (mirrored[0][4] != mirrored[0][5]) {
    EXPECT_NE(check_stack(c, mirrored), "");
  }
  std::vector<Cube> same = cubes;
  same[1] = same[0];
  EXPECT_NE(check_stack(c, same), "");
}

}  // namespace
}  // namespace cw::stack

namespace cw::stack {
namespace {

TEST(StackSat, DecidesLikeTheGraphMethod) {
  if (!sat_available()) GTEST_SKIP() << "built without CaDiCaL";
  std::mt19937_64 rng(77);
  int solvable = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const int n = 2 + trial % 9;
    const Column c = random_column(rng, n, n + static_cast<int>(trial % 3 == 0));
    const Decision g = decide(c), s = decide_sat(c, 1000000);
    ASSERT_TRUE(s.decided);
    EXPECT_EQ(s.solvable, g.solvable) << trial;
    if (s.solvable) {
      ++solvable;
      EXPECT_EQ(check_stack(c, turned_all(c, s.solution)), "");
    }
  }
  EXPECT_GT(solvable, 20);
}

}  // namespace
}  // namespace cw::stack
