// Beyond one column: why a column does not stack (a short reason where one exists), every k-set
// of a pool of cubes counted (the crossover with MacMahon's and Haraguchi's cubes), random columns,
// and columns designed to stack in exactly one way.
#pragma once
#include <cstdint>
#include <map>
#include <random>
#include <vector>

#include "stack/column.hpp"
#include "stack/graph.hpp"

namespace cw::stack {

// The first obstacle found, cheapest first. Each is a proof that no stack exists:
//   TooFewColours: fewer colours than cubes (a side of n cubes shows n different colours);
//   RareColour: with n colours every colour shows once on each of the 4 sides, so it needs 4
//     faces; `colour` has `faces` < 4;
//   NoSubgraph: no choice of one opposite pair per cube keeps every colour's degree at most 2
//     (exactly 2 with n colours): not even the front-back sides can be filled;
//   NoDisjointPair: such subgraphs exist (`halves` of them) but no two use different pairs of
//     every cube;
//   Unknown: the node limit came first.
enum class Obstacle : uint8_t { None, TooFewColours, RareColour, NoSubgraph, NoDisjointPair, Unknown };
struct Explanation {
  Obstacle obstacle = Obstacle::None;
  int colour = -1, faces = 0;        // RareColour
  uint64_t halves = 0;               // valid single subgraphs (one edge per cube), up to the limit
  bool halves_complete = true;
  std::vector<int> faces_per_colour;
  uint64_t nodes = 0;
};
Explanation explain(const Column& column, SearchLimits limits = {});

// Every k-subset of `pool` (cubes over `colours` colours): how many stack, how many in exactly one
// way up to the column's motions, and sets by number of classes. Runs on every core.
struct Census {
  uint64_t sets = 0, solvable = 0, unique = 0;
  std::map<uint64_t, uint64_t> by_classes;  // classes -> sets (0 included)
  std::map<uint64_t, uint64_t> by_pairs;    // subgraph pairs -> sets
};
Census census(const std::vector<Cube>& pool, int colours, int k);

// Random columns of n cubes over `colours` colours: uniform (each face any colour), balanced (the
// 6n faces dealt from equally many copies of each colour, as near as 6n allows), or planted (the
// front-back and left-right pairs of a stack planted, from two random permutations of the
// colours, the third pair of each cube random: always solvable when colours = n).
enum class Model : uint8_t { Balanced, Uniform, Planted };
Column random_column(int n, int colours, Model model, std::mt19937_64& rng);

// A column of n cubes over n colours that stacks in exactly one way up to the column's motions:
// two random 2-regular subgraphs planted as the front-back and left-right pairs, the hidden pair
// of one cube at a time redrawn while the number of classes falls (the planted stack always
// survives), restarted after `rounds` redraws without reaching one.
struct Design {
  Column column;
  bool found = false;
  int restarts = 0, redraws = 0;
  uint64_t nodes = 0;
};
Design design_unique(int n, std::mt19937_64& rng, int max_restarts, SearchLimits limits = {});
// From a pool: random k-subsets until one stacks in exactly one way.
Design design_from_pool(const std::vector<Cube>& pool, int colours, int k, std::mt19937_64& rng, int max_tries);

}  // namespace cw::stack
