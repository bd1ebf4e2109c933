// What the boxes of a grid occupy (for pictures and 3D views): where two boxes overlap, and how
// much of the cube the boxes cover. The boxes never fill the cube: n^n boxes of volume a*b*c*...
// are less than (a+b+c+...)^n unless all lengths are equal (the AM-GM inequality), so every
// packing leaves gaps; a pseudo-solution also has overlaps.
#pragma once
#include <array>
#include <cstdint>
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

// Volumes as doubles: exact while they stay below 2^53 (3D lengths up to about 60000, 4D up to
// about 2400 each), close enough beyond for a ratio shown on a page.
struct Coverage {
  double cube = 0;     // side^n
  double boxes = 0;    // sum of the boxes' volumes, overlaps counted twice
  double covered = 0;  // volume of the union of the boxes inside the cube
  double gaps() const { return cube - covered; }
  double overlaps() const { return boxes - covered; }  // > 0 exactly when boxes overlap (inside the cube)
};
// Exact union by coordinate compression: the faces of the boxes cut each axis into at most
// n^2 + 1 intervals; every cell of that grid is covered or not.
Coverage coverage(const std::vector<Box>& boxes, int n, int64_t side);

}  // namespace cw::hoffman
