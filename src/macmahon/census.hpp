// Enumerations over all collections of 8 of the 30 MacMahon cubes (C(30,8) = 5,852,925).
// A collection is a 30-bit CubeSet; its rank in the combinatorial number system
// (sum of C(b_i, i+1) over its bits b_0 < ... < b_7) indexes dense tables.
// The census does not visit collections: it enumerates arrangements (cell -> fitting cube,
// rotations forced) and counts them per collection, so only the 133,680 collections with a
// solution are ever touched.
#pragma once
#include <array>
#include <cstdint>
#include <map>
#include <vector>

#include "macmahon/names.hpp"

namespace cw::macmahon {

constexpr uint32_t kCollections = 5852925;

uint32_t collection_rank(CubeSet s);   // s must have 8 bits
CubeSet collection_at(uint32_t rank);

// fits[cell]: cubes carrying target t's corner number of that cell (rotation then forced).
std::array<CubeSet, kCorners> fitting_cubes(int target);
CubeSet usable_cubes(int target);  // cubes fitting at least one cell

// Permanent of the cubes x cells fitting matrix: the solution number of a MacMahon collection.
uint64_t solution_number(int target, CubeSet collection);

// Depth-first over cells, each taking one unused fitting cube: every arrangement of every
// collection once, reported to leaf(collection used).
template <class Leaf>
void for_each_arrangement(const std::array<CubeSet, kCorners>& fits, Leaf&& leaf) {
  auto dfs = [&](auto&& self, int cell, CubeSet used) -> void {
    if (cell == kCorners) {
      leaf(used);
      return;
    }
    for (CubeSet opts = fits[cell] & ~used; opts; opts &= opts - 1) self(self, cell + 1, used | (opts & -opts));
  };
  dfs(dfs, 0, 0);
}

struct Census {
  int target;
  uint64_t collections_with_solution = 0;
  std::map<int, uint64_t> distribution;  // solution number -> collections
};
Census census(int target);
// The census's own table: counts[rank] = the solution number of the collection of that rank for
// the target, by arrangement enumeration (0 for every collection no arrangement uses).
std::vector<uint8_t> solution_numbers_by_collection(int target);
// The same distribution by the slow path: every 8-subset of the usable cubes, one permanent each.
Census census_by_permanents(int target);

// targets[rank] = 30-bit set of the targets the collection can build.
std::vector<uint32_t> buildable_targets_by_collection();

// Lemma 4.5 of the paper, checked: the usable cubes other than the target each carry exactly two
// of the target's corner numbers, i.e. are edges of a graph on its 8 corners; the target plus
// the 7 edges of any spanning tree has solution number 8. Returns the number of such collections
// and how many of them the permanent confirms at 8.
struct SpanningTreeCheck {
  uint64_t collections = 0, with_solution_number_8 = 0;
  bool every_other_usable_cube_is_an_edge = false;
};
SpanningTreeCheck spanning_tree_collections(int target);

// Interior-matching arrangements over all collections: collection -> number of ways.
std::map<CubeSet, uint64_t> interior_census(int target);

}  // namespace cw::macmahon
