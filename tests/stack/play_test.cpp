// Playing a column by hand (stack/play.hpp): the quarter-turn words name the checker's 24
// rotations, the side check agrees with the independent checker, and the nearest stack agrees with
// brute force over every cube's 24 rotations (which knows nothing of the graph search).
#include "stack/play.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>

#include "core/error.hpp"
#include "stack/analysis.hpp"
#include "stack/check.hpp"
#include "stack/published.hpp"

namespace cw::stack {
namespace {

// Each face an independent uniform colour (the engine's generator; a column is only the input here).
Column play_column(std::mt19937_64& rng, int n, int colours) { return random_column(n, colours, Model::Uniform, rng); }

// The 24 rotations reached by words of up to 3 letters, each as the checker's face map.
TEST(StackPlay, WordsNameTheCheckersRotations) {
  const std::string letters = "xyzXYZ";
  std::set<Rotation> reached;
  std::vector<std::string> words{""};
  for (int length = 1; length <= 3; ++length)
    for (const std::string& w : std::vector<std::string>(words))
      for (char c : letters) words.push_back(w + c);
  for (const std::string& w : words) {
    const Rotation r = rotation_of(w);
    reached.insert(r);
    EXPECT_LE(rotation_word(r).size(), w.size()) << w;
    EXPECT_EQ(rotation_of(rotation_word(r)), r) << w;
  }
  const std::set<Rotation> checker(checker_rotations().begin(), checker_rotations().end());
  EXPECT_EQ(reached, checker);
  for (const char* w : {"xxxx", "yyyy", "zzzz", "xX", "Yy", "zZ"}) EXPECT_EQ(rotation_of(w), kIdentity) << w;
  EXPECT_NE(rotation_of("xy"), rotation_of("yx"));  // turns about fixed axes do not commute
  EXPECT_THROW(rotation_of("xq"), InputError);
}

TEST(StackPlay, QuarterTurnsMoveTheFacesNamed) {
  const Cube c{0, 1, 2, 3, 4, 5};  // U D F B L R each its own colour
  EXPECT_EQ(rotate(c, rotation_of("x")), (Cube{3, 2, 0, 1, 4, 5}));  // up to front
  EXPECT_EQ(rotate(c, rotation_of("y")), (Cube{0, 1, 4, 5, 3, 2}));  // front to right
  EXPECT_EQ(rotate(c, rotation_of("z")), (Cube{5, 4, 2, 3, 0, 1}));  // right to up
  EXPECT_EQ(turn_word(c, rotate(c, rotation_of("xyz"))).size(), rotation_word(rotation_of("xyz")).size());
  EXPECT_THROW(turn_word(c, Cube{0, 0, 2, 3, 4, 5}), RunError);
}

// complete on all four sides exactly when the independent checker passes the column.
TEST(StackPlay, SideCheckAgreesWithTheChecker) {
  std::mt19937_64 rng(11);
  const auto& rotations = checker_rotations();
  int solved = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int n = 1 + static_cast<int>(rng() % 4);
    const Column column = play_column(rng, n, n + static_cast<int>(rng() % 2));
    std::vector<Cube> turned;
    for (const Cube& c : column.cubes) {
      const auto& to = rotations[rng() % rotations.size()];
      Cube t{};
      for (int f = 0; f < kFaces; ++f) t[to[f]] = c[f];
      turned.push_back(t);
    }
    const auto states = side_states(turned);
    bool all = true;
    for (const SideState& s : states) all = all && s.complete;
    EXPECT_EQ(all, check_stack(column, turned).empty()) << trial;
    solved += all;
  }
  EXPECT_GT(solved, 0);  // both answers were exercised
}

// Brute force: every combination of the cubes' rotations that stacks, the fewest cubes differing.
int brute_nearest(const Column& column, const std::vector<Sides>& shown) {
  const int n = column.size();
  int best = n + 1;
  std::vector<size_t> at(n, 0);
  const auto& rotations = checker_rotations();
  for (;;) {
    std::vector<Cube> turned;
    for (int i = 0; i < n; ++i) {
      Cube t{};
      for (int f = 0; f < kFaces; ++f) t[rotations[at[i]][f]] = column.cubes[i][f];
      turned.push_back(t);
    }
    if (check_stack(column, turned).empty()) {
      int differing = 0;
      for (int i = 0; i < n; ++i) differing += !(shown_sides(turned[i]) == shown[i]);
      best = std::min(best, differing);
    }
    int i = 0;
    while (i < n && ++at[i] == rotations.size()) at[i++] = 0;
    if (i == n) break;
  }
  return best;
}

TEST(StackPlay, NearestStackAgreesWithBruteForce) {
  std::mt19937_64 rng(5);
  int with_stacks = 0;
  for (int trial = 0; trial < 60; ++trial) {
    const int n = 1 + static_cast<int>(rng() % 3);
    const Column column = play_column(rng, n, n + static_cast<int>(rng() % 2));
    std::vector<Sides> shown;
    for (const Cube& c : column.cubes) shown.push_back(shown_sides(rotate(c, rotation_of(std::string(rng() % 4, "xyz"[rng() % 3])))));
    const Nearest nearest = nearest_stack(column, shown);
    const int brute = brute_nearest(column, shown);
    EXPECT_TRUE(nearest.complete);
    EXPECT_EQ(nearest.found, brute <= n) << trial;
    if (nearest.found) {
      EXPECT_EQ(nearest.differing, brute) << trial;
    }
    with_stacks += nearest.found;
  }
  EXPECT_GT(with_stacks, 10);
}

// Turning the cube the nearest stack names, to the sides it names, solves the classic column in at
// most four turns from anywhere.
TEST(StackPlay, HintsSolveTheClassicColumn) {
  const Column column = column_from_items(instant_insanity_items());
  std::mt19937_64 rng(3);
  for (int trial = 0; trial < 50; ++trial) {
    std::vector<Cube> turned;
    for (const Cube& c : column.cubes) turned.push_back(rotate(c, checker_rotations()[rng() % 24]));
    int turns = 0;
    for (;;) {
      std::vector<Sides> shown;
      for (const Cube& t : turned) shown.push_back(shown_sides(t));
      const Nearest n = nearest_stack(column, shown);
      ASSERT_TRUE(n.found && n.complete);
      if (n.differing == 0) break;
      for (int i = 0; i < column.size(); ++i)
        if (!(shown[i] == n.sides[i])) {
          turned[i] = stack::turned(turned[i], n.sides[i]);
          break;
        }
      ASSERT_LE(++turns, 4);
    }
    EXPECT_TRUE(check_stack(column, turned).empty());
  }
}

}  // namespace
}  // namespace cw::stack
