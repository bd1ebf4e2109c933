// Puzzles of a chosen difficulty: states exactly N moves from a goal. Three methods:
// * Layers: a breadth-first search from the goal, one sorted layer of packed keys
//   (kind_state.hpp:KindPacking) per distance: the graph is bipartite, so layer d+1 is the
//   neighbours of layer d minus layer d-1, and layer N is every state N moves away, from which
//   `count` distinct states are drawn uniformly (Floyd's sampling). Any kind of cube; the layers
//   up to N must fit in memory_limit_bytes (3x3 and 2x5 fit, 3x4 does not). From a goal pattern
//   (pattern.hpp) the search starts from every matching state at once: N moves from the pattern
//   is N moves from the nearest matching state.
// * Compact: classic cubes, one goal state: the one-bit-per-state search (compact_bfs.hpp) stops
//   at layer N and the draw is made from its bits, uniformly too (3x4 and 2x6 in about 1 GiB).
// * Ida: classic cubes, one goal state, any board (4x4 and up): the ends of random walks from the
//   goal, each solved optimally by IDA* (ida.hpp); an end whose optimal solution has L >= N moves
//   gives the state L - N moves along it, which is exactly N moves from the goal (a shorter way
//   from it would shorten the whole solution). Every state is proved N moves away, but the draw
//   is not uniform (states on many optimal paths of far states come more often), and no farthest
//   states.
#pragma once
#include <cstdint>
#include <vector>

#include "rolling/ida.hpp"
#include "rolling/kind_state.hpp"

namespace cw::rolling {

// Auto: layers when every state's layer would fit; else, for classic cubes toward one goal
// state, compact where its bits fit, else layers, falling back to IDA* when they outgrow memory.
// The order is the `method` field's choices (report/roll.hpp): the i-th choice names value i.
enum class GenerateMethod { Auto, Layers, Compact, Ida };

struct GenerateOptions {
  int distance = -1;        // -1: the largest distance from the goal (its farthest states)
  uint64_t count = 1;       // distinct states wanted; fewer when the layer holds fewer
  uint64_t seed = 1;
  uint64_t memory_limit_bytes = 2ull << 30;
  bool quiet = true;
  GenerateMethod method = GenerateMethod::Auto;
  uint64_t draws = 0;  // Ida: random walks' ends solved at most; 0: 20 plus 10 per state asked for
  IdaOptions ida;      // Ida: the solver's options (its tables' cache folder, threads)
  // Compact with max: the farthest states' ranks kept by the search; more of them cost a second
  // search that draws at the last layer (lowered by the tests to take that path).
  uint64_t farthest_kept = 1 << 20;
};

struct Generated {
  GenerateMethod method = GenerateMethod::Layers;  // the one that ran (never Auto)
  int distance = 0;                  // the distance drawn from (the goal's eccentricity for -1)
  uint64_t at_distance = 0;          // states exactly that far: the population drawn from (0 for Ida: unknown)
  std::vector<uint64_t> histogram;   // states at each distance up to `distance` (empty for Ida)
  std::vector<KindState> states;     // min(count, at_distance) distinct states: layers and compact
                                     // in key or rank order, Ida in the order found
  std::vector<int> drawn_lengths;    // Ida: the optimal length of each walk's end solved
  bool uniform() const { return method != GenerateMethod::Ida; }
};

// Throws InputError when distance is below -1 or count is 0, or a method that cannot serve these
// cubes or goals; ArgumentError (subject "distance") when no state is that far (the message gives
// the largest distance), or for Ida with max, or when no walk's end was that far;
// RunError when the layers or bits outgrow memory_limit_bytes.
Generated generate_at_distance(const KindState& goal, const GenerateOptions& options = {});
// The same from several goals (one board, the same cubes; at least one): layer 0 is all of them.
Generated generate_at_distance(const std::vector<KindState>& goals, const GenerateOptions& options = {});

}  // namespace cw::rolling
