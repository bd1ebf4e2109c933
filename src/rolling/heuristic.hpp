// Additive single-cube pattern database: every cube must end, after at least delta[cell][o]
// rolls, in some goal cell showing that cell's goal orientation, and each move rolls exactly
// one cube, so the sum over cubes is an admissible (and consistent) lower bound. The
// blank's checkerboard parity fixes the parity of every solution length (the graph is bipartite).
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "rolling/board.hpp"

namespace cw::rolling {

class CubeDistanceTable {
 public:
  explicit CubeDistanceTable(const State& goal);
  // Rolls one cube needs from (cell, o) to any goal (cell', goal orientation), the board
  // otherwise empty; kFar when it can never get there.
  int delta(int cell, Orientation o) const { return table_[cell * 6 + o]; }
  // Sum over the cubes of s, raised by one when its parity disagrees with the blank's.
  int lower_bound(const State& s) const;
  int parity_of(const State& s) const;  // required parity of the distance from s to the goal
  static constexpr int kFar = 1000;

 private:
  Board board_;
  int goal_empty_;
  std::vector<uint16_t> table_;
};

}  // namespace cw::rolling
