// The target puzzle: place 8 cubes in the cells of a 2x2x2 block (cell i at corner i of the
// block, same signs as corner i of a cube) so that the block looks like a large copy of the
// target. The cube in cell i shows its corner-i faces outward, so it must carry the target's
// corner-i colours there; for MacMahon cubes that forces its rotation.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "macmahon/cube.hpp"

namespace cw::macmahon {

struct Placement {
  int cube;      // index into the collection
  int rotation;  // index into rotations()
};
using Arrangement = std::array<Placement, kCorners>;  // by cell (= block corner)

struct TargetSolution {
  uint64_t solution_number = 0;
  std::vector<Arrangement> arrangements;  // every one (up to max_listed), in search order
};

// All arrangements of exactly these cubes (each used once). Placements that differ only by
// a rotation leaving a cube's colouring unchanged are the same placement and count once.
// interior: also every pair of touching inner faces has equal colours (12 pairs).
TargetSolution solve_target(const Colouring& target, const std::vector<Colouring>& cubes, bool interior,
                            size_t max_listed = SIZE_MAX);

// Independent checker: builds the block face by face from the placements and compares its
// outside with the target (and the inner faces when `interior`). Shares nothing with the search.
bool is_valid_arrangement(const Colouring& target, const std::vector<Colouring>& cubes,
                          const Arrangement& a, bool interior, std::string* why = nullptr);

// A collection for the target puzzle: exactly 8 cubes, pairwise different (as cubes), all of the
// target's family (same number of colours). Throws InputError saying which rule fails.
void validate_collection(const Colouring& target, const std::vector<Colouring>& cubes,
                         const std::vector<std::string>& labels);

// Brute force for the tests: every bijection cubes -> cells (8!) times every rotation.
uint64_t solution_number_brute_force(const Colouring& target, const std::vector<Colouring>& cubes, bool interior);

}  // namespace cw::macmahon
