#include "rolling/hint.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <random>

#include "rolling/replay.hpp"
#include "rolling/simple_bfs.hpp"
#include "rolling/solve.hpp"

#include "random_state.hpp"

using namespace cw::rolling;
using cw::rolling::testing::random_state;

TEST(LegalRolls, AgreeWithTheIndependentReplay) {
  std::mt19937 rng(7);
  for (Board b : {Board{2, 2}, Board{2, 3}, Board{3, 3}, Board{4, 4}})
    for (int i = 0; i < 200; ++i) {
      const State s = random_state(b, rng);
      const auto rolls = legal_rolls(s);
      int possible = 0;
      for (Direction d : kDirections) possible += b.step(s.empty, opposite(d)) >= 0;
      ASSERT_EQ(static_cast<int>(rolls.size()), possible);
      for (const Roll& r : rolls) {
        const auto after = replay(s, std::string(1, direction_letter(r.direction)));
        ASSERT_TRUE(after);
        EXPECT_EQ(r.result, *after);
        EXPECT_EQ(r.to, s.empty);
        EXPECT_EQ(r.from, r.result.empty);
        EXPECT_EQ(r.before, s.cells[r.from]);
        EXPECT_EQ(r.after, r.result.cells[r.to]);
        EXPECT_EQ(r.after, roll(r.before, r.direction));
      }
    }
}

TEST(LegalRolls, InLetterOrder) {
  std::string letters;
  for (const Roll& r : legal_rolls(classic_start())) letters += direction_letter(r.direction);
  EXPECT_EQ(letters, "DLRU");
  letters.clear();
  for (const Roll& r : legal_rolls(parse_state(".0/00"))) letters += direction_letter(r.direction);
  EXPECT_EQ(letters, "LU");  // the cubes east and south of the north-west hole
}

// The reason a table built from the goal answers distances *to* it: every roll is undone by the
// opposite roll, checked on every state of the 2x2 board.
TEST(LegalRolls, EveryRollIsUndoneByTheOppositeRoll) {
  const Layout layout(Board{2, 2});
  for (uint64_t r = 0; r < layout.states(); ++r) {
    const State s = layout.unrank(r);
    for (const Roll& roll : legal_rolls(s)) {
      State back = roll.result;
      ASSERT_TRUE(apply_move(back, opposite(roll.direction)));
      EXPECT_EQ(back, s);
    }
  }
}

TEST(GoalDistances, EqualTheSimpleSearchFromTheGoalOn2x3) {
  const State goal = parse_state("111/1.1");
  const GoalDistances table(goal);
  const auto simple = simple_bfs(goal);
  EXPECT_EQ(table.reached(), simple.size());
  const Layout layout(goal.board);
  for (uint64_t r = 0; r < layout.states(); ++r) {
    const State s = layout.unrank(r);
    const uint8_t* d = simple.find(plain_key(s));
    ASSERT_EQ(table.distance(s), d ? *d : -1) << format_state(s);
  }
}

TEST(GoalDistances, EqualOptimalSolutionLengthsOn3x3) {
  const GoalDistances table(classic_goal());
  EXPECT_EQ(table.distance(classic_start()), 36);
  EXPECT_EQ(table.distance(classic_goal()), 0);
  std::mt19937 rng(11);
  for (int i = 0; i < 4; ++i) {
    const State s = random_state(Board{3, 3}, rng);
    EXPECT_EQ(table.distance(s), solve(s, classic_goal()).length) << format_state(s);
  }
}

TEST(GoalDistances, BestRollsAreExactlyTheMovesOneStepNearer) {
  const GoalDistances table(classic_goal());
  std::mt19937 rng(3);
  State s = classic_start();
  for (int i = 0; i < 50; ++i, s = random_state(Board{3, 3}, rng)) {
    const int d = table.distance(s);
    const auto best = table.best_rolls(s);
    ASSERT_FALSE(best.empty());
    for (const Roll& r : legal_rolls(s)) {
      const int e = table.distance(r.result);
      // The board is bipartite: a neighbour is one nearer or one farther, never as far.
      EXPECT_EQ(std::abs(e - d), 1);
      const bool listed = std::any_of(best.begin(), best.end(), [&](const Roll& b) { return b.direction == r.direction; });
      EXPECT_EQ(listed, e == d - 1);
    }
  }
  EXPECT_TRUE(table.best_rolls(classic_goal()).empty());
  // Following the first best roll from the start walks an optimal solution to the goal.
  std::string moves;
  for (s = classic_start(); table.distance(s) > 0; s = table.best_rolls(s).front().result)
    moves += direction_letter(table.best_rolls(s).front().direction);
  EXPECT_EQ(moves.size(), 36u);
  EXPECT_TRUE(is_valid_solution(classic_start(), classic_goal(), moves));
}

TEST(GoalDistances, UnreachableStatesHaveNoDistance) {
  // On 2x2 the cubes only circle round the board, so not every orientation can be reached.
  const State goal = parse_state("11/1.");
  const GoalDistances table(goal);
  ASSERT_LT(table.reached(), table.states());
  const Layout layout(goal.board);
  bool found = false;
  for (uint64_t r = 0; r < layout.states() && !found; ++r) {
    const State s = layout.unrank(r);
    if (table.distance(s) < 0) {
      found = true;
      EXPECT_TRUE(table.best_rolls(s).empty());
      EXPECT_EQ(simple_bfs(goal).find(plain_key(s)), nullptr);
    }
  }
  EXPECT_TRUE(found);
}
