// The graph method (stack/column.hpp): a depth-first search over the cubes, each choosing an
// Option (a colour pair for the front-back subgraph G1 and one for the left-right subgraph G2),
// keeping every colour's degree in G1 and in G2 at most 2.
//
// Pruning, each sound: (1) the next cube is the one with the fewest options that still fit (a
// cube with none ends the branch at once); (2) with as many colours as cubes every colour needs
// degree exactly 2 in both subgraphs, so a colour v with (2 - deg1 v) + (2 - deg2 v) greater than
// the faces of colour v left on undecided cubes (each face serves at most one subgraph) ends it.
//
// Counting: an assignment of options is one pair (G1, G2); its stacks are the orientations of
// their components, 2 for each component that is a path or a cycle of two or more edges, 1 for a
// loop, and distinct orientations show distinct sides. The column's symmetries are the 8 rigid
// motions of the square prism (quarter turns about the vertical axis, and turning it upside down),
// acting on every cube's Sides at once; classes under them are counted by Burnside's lemma, each
// motion's fixed stacks counted by the same search restricted to the options it can fix.
// The order in which cubes are stacked is no part of a stack (any order of a solution is one).
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "stack/column.hpp"

namespace cw::stack {

// The options a count admits: all, or those whose stacks a motion of the column can fix.
enum class Fixed : uint8_t {
  None,      // the identity: every option
  Quarter,   // a quarter turn about the vertical axis: all four sides one colour (two equal loops)
  Half,      // a half turn: front = back and left = right (two loops)
  FlipFB,    // upside down about the left-right axis: front = back (G1 a loop)
  FlipLR,    // upside down about the front-back axis: left = right (G2 a loop)
  Diagonal,  // the two diagonal flips: front = right, back = left (G1 and G2 the same colour pair)
};
// The classes in that order, and how many of the column's 8 motions each holds (Burnside's sum).
constexpr Fixed kMotionClasses[] = {Fixed::None, Fixed::Quarter, Fixed::Half, Fixed::FlipFB, Fixed::FlipLR, Fixed::Diagonal};
constexpr int kMotions[] = {1, 2, 1, 1, 1, 2};

// Whether a stack using option o for its cube can be fixed by the motions of class `fixed`.
bool admitted(const Option& o, Fixed fixed);

struct SearchLimits {
  uint64_t nodes = UINT64_MAX;  // stop after this many search nodes
};

class GraphSearch {
 public:
  // halves: choose one edge per cube for G1 only (G2 ignored): "is there any valid subgraph".
  GraphSearch(const Column& column, Fixed fixed = Fixed::None, bool halves = false);

  // Calls visit(choice) for every complete assignment (choice[i]: an index into options()[i]);
  // visit returns false to stop. Returns false when the node limit stopped the search.
  bool run(const std::function<bool(const std::vector<uint8_t>&)>& visit, SearchLimits limits = {});

  const std::vector<std::vector<Option>>& options() const { return options_; }
  uint64_t nodes() const { return nodes_; }

 private:
  bool fits(int cube, const Option& o) const;
  void place(int cube, const Option& o, int sign);
  bool bound_holds(int cube) const;
  bool search(int placed);

  const Column& column_;
  bool halves_, exact_;
  std::vector<std::vector<Option>> options_;
  std::vector<uint8_t> deg1_, deg2_;
  std::vector<int> faces_left_;  // faces of each colour on undecided cubes
  std::vector<uint8_t> choice_, decided_;
  uint64_t nodes_ = 0, node_limit_ = UINT64_MAX;
  bool stopped_ = false, limited_ = false;
  const std::function<bool(const std::vector<uint8_t>&)>* visit_ = nullptr;
};

// Components of a subgraph with at least one edge that is not a loop: the factor 2 each in the
// number of orientations.
int oriented_components(const std::vector<Edge>& edges, int colours);

// How many stacks a column has (cubes in the given order), how many up to the column's 8
// motions, and how many unordered pairs {G1, G2} of subgraphs (the textbook's count).
struct StackCount {
  uint64_t stacks = 0, classes = 0, subgraph_pairs = 0, assignments = 0;
  uint64_t nodes = 0;
  bool complete = true;  // false: the node limit or a count beyond 2^64 stopped it; counts are lower bounds
};
StackCount count_stacks(const Column& column, SearchLimits limits = {});

// One solution: each cube's option and orientation, and the Sides it shows.
struct Solution {
  std::vector<Option> options;
  std::vector<Sides> sides;
};
// The stack an assignment gives with every component oriented from its first cube.
Solution orient(const Column& column, const std::vector<Option>& options);

// Whether the column stacks, and one solution when it does (nullopt-like: empty sides).
struct Decision {
  bool decided = true;   // false: the node limit came first
  bool solvable = false;
  Solution solution;
  uint64_t nodes = 0;
};
Decision decide(const Column& column, SearchLimits limits = {});

// Up to `limit` assignments, each an unordered pair {G1, G2} once (G1's choice sequence not after
// G2's), oriented.
std::vector<Solution> list_solutions(const Column& column, size_t limit, SearchLimits limits = {});

}  // namespace cw::stack
