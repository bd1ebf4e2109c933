// The target puzzle at size 3x3x3 (Berkove et al. 2015): 27 MacMahon cubes, repeats allowed, fill
// a 3x3x3 block that looks like a large copy of the target. Cell (x, y, z), 0 <= x, y, z < 3, is
// number x + 3y + 9z; its outward faces are those of the coordinates at 0 or 2 (x: L/R, y: F/B,
// z: D/U). The 8 corner cells need the target's corner numbers, the 12 edge cells the two colours
// of that edge of the target on those two faces, the 6 face centres one colour, the centre
// nothing. Every MacMahon cube carries every colour, so the face centres and the centre take any
// cube: only the 20 corner and edge cells constrain, and the block is built iff they can be
// matched to different copies (the other 7 cells take whatever is left).
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "macmahon/multiset.hpp"

namespace cw::macmahon {

constexpr int kLargeCells = 27, kLargeConstrained = 20;
__extension__ typedef unsigned __int128 Count128;  // GCC's 128-bit integer, not ISO C++

struct LargeArrangement {
  std::array<int, kLargeCells> cube{};      // MacMahon index in each cell
  std::array<int, kLargeCells> rotation{};  // index into rotations()
};

// Outward faces of a cell of the 3x3x3 block, and the ways (rotations) a cube fits it for a target.
std::vector<Face> outward_faces(int cell);
int fitting_rotations(const Colouring& target, const Colouring& cube, int cell);
// The 20 cells with two or three outward faces, in cell order.
const std::array<int, kLargeConstrained>& constrained_cells();

// One arrangement of copies of the multiset (at least 27 cubes), or nullopt when none exists:
// a matching of the 20 constrained cells to copies by augmenting paths.
std::optional<LargeArrangement> large_arrangement(int target, const Multiset& cubes);

// The number of distinct arrangements (cell and rotation of every copy, identical copies not
// told apart) of exactly 27 cubes: a dynamic programme over the cube kinds with the filled
// constrained cells as a bit mask; the 7 free cells take the copies left in 7!/(repeats) ways and
// 4^6 * 24 rotations. Fits 128 bits: at most 27^20 fillings of the constrained cells times 7! and
// 4^6 * 24 is below 2^125.
Count128 count_large_arrangements(int target, const Multiset& cubes);
std::string count_text(Count128 v);

// Independent checker: assembles the block and reads its six outer faces facelet by facelet.
bool is_valid_large_arrangement(int target, const Multiset& cubes, const LargeArrangement& a,
                                std::string* why = nullptr);

// For every target, how many of the C(30, 27) = 4060 sets of 27 different cubes build it; and
// per set (by its 3 missing cubes, in lexicographic order) the targets it builds as a bit mask.
struct LargeTable {
  std::array<int, kMacMahonCubes> sets_building{};
  std::vector<std::array<int, 3>> missing;  // the 4060 sets, by their missing cubes
  std::vector<uint32_t> builds;              // targets built by each
};
LargeTable large_target_table();

}  // namespace cw::macmahon
