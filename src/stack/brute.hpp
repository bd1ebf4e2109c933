// Brute force, the second method: backtracking over the 24 rotations of each cube (the checker's
// group, stack/check.hpp), keeping each long side's colours distinct. It knows nothing of the
// graph model. brute_count is for the tests on small columns; brute_decide is the baseline of the
// scaling table (docs/stack.md).
#pragma once
#include <cstdint>

#include "stack/column.hpp"

namespace cw::stack {

struct BruteCount {
  uint64_t stacks = 0;   // distinct stacks (each cube's Sides), cubes in the given order
  uint64_t classes = 0;  // classes under the 8 motions of the column, by explicit orbits
};
// Small columns only: every stack is kept in memory to count the classes.
BruteCount brute_count(const Column& column);

struct BruteDecision {
  bool decided = true, solvable = false;
  uint64_t nodes = 0;
};
BruteDecision brute_decide(const Column& column, uint64_t node_limit);

// The 8 motions of the column acting on one cube's Sides (index 0 the identity).
Sides move_sides(const Sides& s, int motion);

}  // namespace cw::stack
