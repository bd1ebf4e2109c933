// The independent checker: every stack cubeworks reports is re-checked here face by face. The
// rotation group is built from the faces' centre vectors (the 24 signed permutation matrices of
// determinant +1), not from the quarter turns of column.cpp, so a slip in either shows.
#pragma once
#include <array>
#include <string>
#include <vector>

#include "stack/column.hpp"

namespace cw::stack {

// The 24 rotations as face maps: face f of a cube goes to face to[f].
const std::vector<std::array<uint8_t, kFaces>>& checker_rotations();

// "" when `turned_cubes` (each cube's colouring after its turn, faces U D F B L R, in the column's
// order) is a rotation of the column's cube, one by one, and each long side (F, R, B, L) shows
// n different colours; else a sentence naming the first cube or side at fault.
std::string check_stack(const Column& column, const std::vector<Cube>& turned_cubes);

}  // namespace cw::stack
