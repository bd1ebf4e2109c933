// Packings built without search: the 2D pinwheel and the nested 4D construction (a pinwheel of
// pinwheels: the 4th root of abcd is the square root of sqrt(ab)*sqrt(cd)).
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>
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

// More tilings than the four chiralities, at both levels. A box that is a pinwheel on one pair of
// axes times a pinwheel on the other (a super-box: a x b on its P axes times c x d on its Q axes;
// the hypercube: P x Q on (x, y) times P x Q on (z, w)) can be cut along the second pair into
// four slabs, each the first pinwheel times one rectangle of the second, and each slab may mirror
// its first pinwheel on its own as long as the second keeps one chirality; or the other way round.
// Bit j of `first` mirrors the first pinwheel in the slab of cell j of the second (j = the cell's
// coordinates on the second pair, first + 2 * second), bit i of `second` the second pinwheel in the
// slab of cell i of the first. A slab tiling has one of the two masks uniform (0 or 15): 2 * 16 +
// 16 * 2 - 4 = 60 tilings, the four chiralities among them.
struct SlabTiling {
  uint8_t first = 0, second = 0;
};
bool is_slab_tiling(SlabTiling t);
// The 60 slab tilings, in order of (first, second).
const std::vector<SlabTiling>& slab_tilings();
// `arrangement` tiles the hypercube by super-boxes (first: the (x, y) pinwheel of P and Q, second:
// the (z, w) one), `boxes[s]` super-box s (first: its P pinwheel, second: its Q pinwheel). Every
// box stays inside its super-box and every super-box inside its place, and a line still holds a,
// b, c, d once, so each choice gives a packing: 3 * 60^17 distinct grids, the nested
// construction's variants among them (uniform masks, the arrangement {0, 0}). Callers verify them
// with check_grid.
Grid sliced_construction_4d(SlabTiling arrangement, const std::array<SlabTiling, 16>& boxes, int pairing = 0);

// The (pairing, chirality) of a grid that is exactly one of the nested construction's variants.
std::optional<std::pair<int, uint32_t>> construction_variant(const Grid& g);
// Whether some image of the grid under the 384 symmetries is a variant of the construction.
bool in_construction_family(const Grid& g);
// The fewest cells in which some image of the grid differs from a variant of the construction
// (0 exactly for the family): how far a packing found by search lies from it.
int construction_distance(const Grid& g);
// Whether some image of the grid under the 384 symmetries is a sliced construction.
bool in_sliced_family(const Grid& g);

// How many distinct grids the sliced constructions are: 3 pairings times (slab tilings)^17 (the
// arrangement and the 16 super-boxes), and at least that divided by 384 up to the symmetries (an
// orbit has at most 384 members). Decimal strings: the numbers exceed 64 bits.
struct SlicedFamilySize {
  int slab_tilings = 0;  // of a super-box, and of the arrangement
  std::string grids, classes_at_least;
};
SlicedFamilySize sliced_family_size();

}  // namespace cw::hoffman
