// Help while playing: the legal rolls of a state (what a front end animates) and every state's
// distance to one goal (what a hint says), kept for many questions about the same goal.
#pragma once
#include <cstdint>
#include <vector>

#include "rolling/bfs.hpp"
#include "rolling/board.hpp"
#include "rolling/layout.hpp"

namespace cw::rolling {

// One legal move: the cube on cell `from` rolls in `direction` into the empty cell `to`,
// turning from orientation `before` to `after`; `result` is the state afterwards.
struct Roll {
  Direction direction = Direction::Up;
  int from = -1, to = -1;
  Orientation before = 0, after = 0;
  State result;
};

// The legal rolls of s (two to four), in letter order D, L, R, U.
std::vector<Roll> legal_rolls(const State& s);

// Every state's distance to one goal on a board whose whole space fits in memory. Built by one
// breadth-first search *from* the goal: a roll is undone by rolling the same cube back (the
// opposite quarter turn about the same bottom edge, and the empty cell returns to where it was),
// so the state graph is undirected and the distance from the goal is the distance to it.
class GoalDistances {
 public:
  // Throws InputError when the board has more than kMaxCells cells; the caller checks memory.
  explicit GoalDistances(const State& goal, const BfsOptions& options = {});

  const State& goal() const { return goal_; }
  uint64_t states() const { return layout_.states(); }
  uint64_t reached() const { return distances_.reached; }
  // Moves from s to the goal, or -1 when the goal cannot be reached; s lies on the goal's board.
  int distance(const State& s) const;
  // The legal rolls of s that end one move nearer the goal, in letter order; none at the goal
  // or when it cannot be reached.
  std::vector<Roll> best_rolls(const State& s) const;

 private:
  State goal_;
  Layout layout_;
  Distances distances_;
};

}  // namespace cw::rolling
