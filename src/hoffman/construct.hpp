// Packings built without search: the 2D pinwheel and the nested 4D construction (a pinwheel of
// pinwheels: the 4th root of abcd is the square root of sqrt(ab)*sqrt(cd)).
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "hoffman/model.hpp"

namespace cw::hoffman {

// 2D: cell (i,j) has the shorter length along x when i+j is even (mirror = the other pinwheel).
Grid pinwheel(bool mirror = false);

// 4D: pairs the lengths as {a,b} and {c,d} (P = a+b, Q = c+d). The hypercube is a 2x2x2x2
// arrangement of super-boxes with sides P,P,Q,Q: a pinwheel of P x Q in the (x,y) plane times a
// pinwheel in the (z,w) plane. Each super-box is split into 16 boxes: a pinwheel of a x b on its
// two P axes times a pinwheel of c x d on its two Q axes. Along every axis a line crosses one
// P-super-box and one Q-super-box, so it holds a,b,c,d once each: the result is a grid of the
// model. Callers verify it with check_grid.
// chirality: bit 2s (2s+1) mirrors the inner pinwheel on the P (Q) axes of super-box s =
// u0 + 2u1 + 4u2 + 8u3; pairing 1 and 2 pair {a,c},{b,d} and {a,d},{b,c} instead. Every box
// stays inside its super-box, so all 3 * 2^32 variants are packings, and distinct grids.
Grid nested_construction_4d(uint32_t chirality = 0, int pairing = 0);

// More tilings of a super-box P x P x Q x Q than its four chiralities. Cut it along its Q axes
// into four slabs P x P x (one box of the Q pinwheel): each slab is a P pinwheel times one
// rectangle and may be mirrored on its own, as long as the Q pinwheel keeps one chirality; or
// cut it the other way. Bit j of p_chirality mirrors the P pinwheel in the slab of Q-cell j
// (j = the cell's inner coordinates on the two Q axes, first + 2 * second), bit i of q_chirality
// the Q pinwheel in the slab of P-cell i. A slab tiling has one of the two masks uniform (0 or
// 15): 2 * 16 + 16 * 2 - 4 = 60 tilings of each super-box, the four chiralities among them.
struct SuperBoxTiling {
  uint8_t p_chirality = 0, q_chirality = 0;
};
bool is_slab_tiling(SuperBoxTiling t);
// Every box stays inside its super-box and each super-box is tiled, so any 16 slab tilings give a
// packing (lines still hold a, b, c, d once: a line crosses a slab's pinwheel along one of its
// axes): 3 * 60^16 distinct grids. Callers verify them with check_grid.
Grid sliced_construction_4d(const std::array<SuperBoxTiling, 16>& tilings, int pairing = 0);

// The (pairing, chirality) of a grid that is exactly one of those variants.
std::optional<std::pair<int, uint32_t>> construction_variant(const Grid& g);
// Whether some image of the grid under the 384 symmetries is a variant of the construction.
bool in_construction_family(const Grid& g);
// The fewest cells in which some image of the grid differs from a variant of the construction
// (0 exactly for the family): how far a packing found by search lies from it.
int construction_distance(const Grid& g);
// Whether some image of the grid under the 384 symmetries is a sliced construction (one of the
// 3 * 60^16 grids of sliced_construction_4d).
bool in_sliced_family(const Grid& g);

// How many distinct grids the sliced constructions are: 3 pairings times (slab tilings of a
// super-box)^16, and at least that divided by 384 up to the symmetries (an orbit has at most
// 384 members). Decimal strings: the numbers exceed 64 bits.
struct SlicedFamilySize {
  int tilings_per_super_box = 0;
  std::string grids, classes_at_least;
};
SlicedFamilySize sliced_family_size();

}  // namespace cw::hoffman
