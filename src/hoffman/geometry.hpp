// What the boxes of a grid occupy (for pictures and 3D views): where two boxes overlap, and how
// much of the cube the boxes cover. The boxes never fill the cube: n^n boxes of volume a*b*c*...
// are less than (a+b+c+...)^n unless all lengths are equal (the AM-GM inequality), so every
// packing leaves gaps; a pseudo-solution also has overlaps.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "hoffman/model.hpp"

namespace cw::hoffman {

// Two boxes that overlap (cells a < b) and their common part, of positive volume.
struct Overlap {
  int a = 0, b = 0;
  Box region;
};
// Every overlapping pair, in the order of the cells (a, then b).
std::vector<Overlap> overlap_regions(const std::vector<Box>& boxes, int n);

// A volume, exactly: a whole number below 2^256. The sides reach 4 * 10^12 (lengths up to 10^12),
// so a 4D cube's volume reaches 2.6 * 10^50 (168 bits), far past a double's 2^53 or an int128;
// four 64-bit limbs, least significant first, hold it and the sum of 256 such boxes.
class Volume {
 public:
  Volume(uint64_t v = 0) : limb_{v, 0, 0, 0} {}  // NOLINT(google-explicit-constructor): 0, 64 read as volumes
  static Volume product(const std::array<int64_t, kMaxDim>& sides, int n);  // every side >= 0
  Volume& operator+=(const Volume& o);
  Volume operator-(const Volume& o) const;  // *this >= o
  bool operator==(const Volume& o) const = default;
  bool operator>(const Volume& o) const;
  std::string str() const;  // decimal
  double ratio(const Volume& whole) const;  // *this / whole, as near as a double gets

 private:
  std::array<uint64_t, 4> limb_;
};

// The volumes of the cube, the boxes and their union, exact for every length the model accepts.
struct Coverage {
  Volume cube;     // side^n
  Volume boxes;    // sum of the boxes' volumes, overlaps counted twice
  Volume covered;  // volume of the union of the boxes inside the cube
  Volume gaps() const { return cube - covered; }
  Volume overlaps() const { return boxes - covered; }  // > 0 exactly when boxes overlap (inside the cube)
};
// Exact union by coordinate compression: the faces of the boxes cut each axis into at most
// n^2 + 1 intervals; every cell of that grid is covered or not.
Coverage coverage(const std::vector<Box>& boxes, int n, int64_t side);

}  // namespace cw::hoffman
