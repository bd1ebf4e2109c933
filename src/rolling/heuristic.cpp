#include "rolling/heuristic.hpp"

#include <deque>

namespace cw::rolling {

CubeDistanceTable::CubeDistanceTable(const State& goal)
    : board_(goal.board), goal_empty_(goal.empty), table_(goal.board.cells() * 6, kFar) {
  // Backward BFS over (cell, orientation) of a lone cube; rolls are reversible (opposite roll).
  std::deque<int> queue;
  for (int c = 0; c < board_.cells(); ++c)
    if (c != goal.empty) {
      table_[c * 6 + goal.cells[c]] = 0;
      queue.push_back(c * 6 + goal.cells[c]);
    }
  while (!queue.empty()) {
    const int node = queue.front();
    queue.pop_front();
    const int cell = node / 6, o = node % 6;
    for (Direction d : kDirections) {
      // Predecessor: a cube at `prev` rolled in direction d onto `cell`.
      const int prev = board_.step(cell, opposite(d));
      if (prev < 0) continue;
      const int po = roll(static_cast<Orientation>(o), opposite(d));
      if (table_[prev * 6 + po] == kFar) {
        table_[prev * 6 + po] = table_[node] + 1;
        queue.push_back(prev * 6 + po);
      }
    }
  }
}

int CubeDistanceTable::parity_of(const State& s) const {
  return board_.colour(s.empty) ^ board_.colour(goal_empty_);
}

int CubeDistanceTable::lower_bound(const State& s) const {
  int sum = 0;
  for (int c = 0; c < board_.cells(); ++c)
    if (c != s.empty) sum += delta(c, s.cells[c]);
  if ((sum & 1) != parity_of(s)) ++sum;
  return sum;
}

}  // namespace cw::rolling
