// Puzzles of a chosen difficulty: states exactly N moves from a goal, drawn uniformly at random
// among all such states. A breadth-first search from the goal, one sorted layer of packed keys
// (kind_state.hpp:KindPacking) per distance: the graph is bipartite, so layer d+1 is the
// neighbours of layer d minus layer d-1, and layer N is every state N moves away, from which
// `count` distinct states are drawn (Floyd's sampling). Any kind of cube; boards whose layers fit
// in memory_limit (the layers up to N: 3x3 and 2x5 fit, 3x4 does not). From a goal pattern
// (pattern.hpp) the search starts from every matching state at once: N moves from the pattern
// is N moves from the nearest matching state.
#pragma once
#include <cstdint>
#include <vector>

#include "rolling/kind_state.hpp"

namespace cw::rolling {

struct GenerateOptions {
  int distance = -1;        // -1: the largest distance from the goal (its farthest states)
  uint64_t count = 1;       // distinct states wanted; fewer when the layer holds fewer
  uint64_t seed = 1;
  uint64_t memory_limit = 2ull << 30;
  bool quiet = true;
};

struct Generated {
  int distance = 0;                  // the distance drawn from (the goal's eccentricity for -1)
  uint64_t at_distance = 0;          // states exactly that far: the population drawn from
  std::vector<uint64_t> histogram;   // states at each distance up to `distance`
  std::vector<KindState> states;     // min(count, at_distance) distinct states, in key order
};

// Throws InputError when distance is below -1 or count is 0, ArgumentError (subject "distance")
// when no state is that far (the message gives the largest distance), RunError when the layers
// outgrow memory_limit.
Generated generate_at_distance(const KindState& goal, const GenerateOptions& options = {});
// The same from several goals (one board, the same cubes; at least one): layer 0 is all of them.
Generated generate_at_distance(const std::vector<KindState>& goals, const GenerateOptions& options = {});

}  // namespace cw::rolling
