#include "rolling/solve.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <unordered_map>

#include "core/error.hpp"
#include "rolling/replay.hpp"
#include "rolling/simple_bfs.hpp"

using namespace cw::rolling;

namespace {
// Shortest paths counted from the simple search's distances, memoised by plain key.
uint64_t count_paths(const PlainDistances& dist, const State& s,
                     std::unordered_map<uint64_t, uint64_t>& memo) {
  const uint64_t k = plain_key(s);
  const int d = dist.at(k);
  if (d == 0) return 1;
  if (auto it = memo.find(k); it != memo.end()) return it->second;
  uint64_t total = 0;
  for (Direction dir : kDirections) {
    State t = s;
    if (!apply_move(t, dir)) continue;
    const uint8_t* e = dist.find(plain_key(t));
    if (e && *e == d - 1) total += count_paths(dist, t, memo);
  }
  return memo[k] = total;
}
}  // namespace

TEST(Solve, ClassicPuzzle) {
  const Solution s = solve(classic_start(), classic_goal());
  ASSERT_TRUE(s.reachable);
  EXPECT_EQ(s.length, 36);
  EXPECT_EQ(static_cast<int>(s.moves.size()), 36);
  EXPECT_TRUE(is_valid_solution(classic_start(), classic_goal(), s.moves));
  EXPECT_EQ(s.optimal_count, 16u);
}

TEST(Solve, AllOptimalStringsAreDistinctValidAndCounted) {
  SolveOptions o;
  o.all = true;
  const Solution s = solve(classic_start(), classic_goal(), o);
  ASSERT_EQ(s.all.size(), s.optimal_count);
  std::set<std::string> distinct(s.all.begin(), s.all.end());
  EXPECT_EQ(distinct.size(), s.all.size());
  EXPECT_EQ(s.all.front(), s.moves);  // the lexicographically least one
  for (const auto& m : s.all) EXPECT_TRUE(is_valid_solution(classic_start(), classic_goal(), m)) << m;
}

TEST(Solve, LengthsAndCountsMatchSimpleSearchOnRandom2x3Pairs) {
  std::mt19937_64 rng(11);
  const State start = classic_start({2, 3});
  const auto dist = simple_bfs(start);
  std::unordered_map<uint64_t, uint64_t> memo;
  for (int i = 0; i < 40; ++i) {
    State goal{{2, 3}, static_cast<int>(rng() % 6), std::vector<Orientation>(6)};
    for (int c = 0; c < 6; ++c) goal.cells[c] = c == goal.empty ? 0 : rng() % 6;
    const Solution s = solve(start, goal);
    ASSERT_TRUE(s.reachable);  // the 2x3 space is connected
    EXPECT_EQ(s.length, dist.at(plain_key(goal))) << format_state(goal);
    EXPECT_EQ(s.optimal_count, count_paths(dist, goal, memo)) << format_state(goal);
    EXPECT_TRUE(is_valid_solution(start, goal, s.moves));
  }
}

TEST(Solve, UnreachableGoalOn2x2) {
  const Solution s = solve(parse_state("00/0."), parse_state("11/1."));
  EXPECT_FALSE(s.reachable);
}

TEST(Solve, AlreadySolved) {
  const Solution s = solve(classic_start(), classic_start());
  EXPECT_EQ(s.length, 0);
  EXPECT_EQ(s.moves, "");
  EXPECT_EQ(s.optimal_count, 1u);
}

TEST(Solve, RefusesMismatchedBoardsAndOversizedSpaces) {
  try {
    solve(classic_start(), parse_state("11/1."));
    ADD_FAILURE() << "no error";
  } catch (const cw::ArgumentError& e) {  // the engine says which value, the CLI which option
    EXPECT_EQ(e.subject, "goal");
    EXPECT_EQ(std::string(e.what()), "goal state 11/1. is a 2x2 board, but the start state is a 3x3 board");
  }
  SolveOptions bfs;
  bfs.method = SolveMethod::Bfs;
  EXPECT_THROW(solve(classic_start({3, 4}), classic_goal({3, 4}), bfs), cw::RunError);
}

TEST(Solve, AutoSwitchesToIdaWhenTheSpaceDoesNotFit) {
  SolveOptions o;
  o.perimeter = 1 << 16;
  const Solution s = solve(classic_start({3, 4}), classic_goal({3, 4}), o);
  EXPECT_EQ(s.method, "ida*");
  EXPECT_EQ(s.length, 38);
  EXPECT_FALSE(s.count_known);
  EXPECT_TRUE(is_valid_solution(classic_start({3, 4}), classic_goal({3, 4}), s.moves));
}

TEST(Solve, AllIsRefusedBeyondTheLimit) {
  SolveOptions o;
  o.all = true;
  o.max_all = 3;
  EXPECT_THROW(solve(classic_start(), classic_goal(), o), cw::InputError);
  try {
    solve(classic_start(), classic_goal(), o);
  } catch (const cw::ArgumentError& e) {
    EXPECT_EQ(e.subject, "max_all");
    EXPECT_EQ(std::string(e.what()).find("--"), std::string::npos) << e.what();
  }
}

TEST(Replay, RejectsBadLettersIllegalMovesAndWrongEnds) {
  std::string why;
  EXPECT_FALSE(is_valid_solution(classic_start(), classic_goal(), "DX", &why));
  EXPECT_NE(why.find("not one of U D L R"), std::string::npos);
  EXPECT_FALSE(replay(parse_state(".0/00"), "D", &why));
  EXPECT_NE(why.find("no cube to roll"), std::string::npos);
  EXPECT_FALSE(is_valid_solution(classic_start(), classic_goal(), "DU", &why));
  EXPECT_NE(why.find("end in"), std::string::npos);
  // The checker agrees with apply_move on a random walk.
  std::mt19937_64 rng(3);
  State s = classic_start();
  std::string moves;
  for (int i = 0; i < 200; ++i) {
    Direction d = kDirections[rng() % 4];
    if (apply_move(s, d)) moves += direction_letter(d);
  }
  EXPECT_EQ(replay(classic_start(), moves), s);
}

// The corner-to-corner solutions docs/rolling.md reports for 20 cells (62 moves; the bound 60 is
// exhausted on both boards by the searches there): the 5x4 one as `roll solve` found it, and the
// 4x5 one its transpose (the board reflected in its diagonal: U<->L, D<->R).
TEST(Solve, TwentyCellCornerSolutionsReplay) {
  const std::string on5x4 = "DDRRDLUULDRRUULDLDDRDRRUUUULDLLURDDDLDRRURDLURUULULDLDDRRUULUL";
  std::string on4x5 = on5x4;
  for (char& m : on4x5) m = m == 'U' ? 'L' : m == 'L' ? 'U' : m == 'D' ? 'R' : 'D';
  EXPECT_EQ(on4x5, "RRDDRULLURDDLLURURRDRDDLLLLURUULDRRRURDDLDRULDLLULURURRDDLLULU");
  EXPECT_EQ(on5x4.size(), 62u);
  EXPECT_TRUE(is_valid_solution(parse_state("0000/0000/0000/0000/000."), parse_state("1111/1111/1111/1111/111."), on5x4));
  EXPECT_TRUE(is_valid_solution(parse_state("00000/00000/00000/0000."), parse_state("11111/11111/11111/1111."), on4x5));
}
