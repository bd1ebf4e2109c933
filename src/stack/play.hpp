// Playing a column by hand: each cube turned by quarter turns about the column's three axes, the
// four long sides checked as they stand, and the stack nearest to them (stack/graph.hpp).
//
// A turn is a word of quarter turns about axes fixed in the column (not in the cube), each by the
// right-hand rule, uppercase the inverse:
//   x  about the left-right axis: up to front, front to down, down to back, back to up
//   y  about the up-down axis:    front to right, right to back, back to left, left to front
//   z  about the front-back axis: right to up, up to left, left to down, down to right
// so that "xy" is x, then y. Every one of the 24 rotations has a word of at most 3 letters
// (tests/stack/play_test.cpp); rotation_word() gives a shortest one, the canonical name of a
// rotation.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "stack/column.hpp"
#include "stack/graph.hpp"

namespace cw::stack {

// A rotation as a face map: face f (U D F B L R) moves to face to[f].
using Rotation = std::array<uint8_t, kFaces>;
constexpr Rotation kIdentity{0, 1, 2, 3, 4, 5};

// The rotation a word names. Throws InputError naming the first letter that is not x y z X Y Z.
Rotation rotation_of(std::string_view word);
// A shortest word for the rotation ("" for the identity).
std::string rotation_word(const Rotation& r);
// The cube's colouring after the rotation (faces U D F B L R).
Cube rotate(const Cube& cube, const Rotation& r);
// The colours a turned cube shows on the column's long sides.
Sides shown_sides(const Cube& turned);
// A shortest word turning `from` into `to` (several when the cube repeats colours; one of the
// shortest). Throws RunError when `to` is no rotation of `from`.
std::string turn_word(const Cube& from, const Cube& to);

// One long side as it stands: its colours top to bottom, complete when they are all different.
struct SideState {
  std::vector<Colour> colours;
  std::vector<Colour> repeated;  // colours shown more than once, each once, in colour order
  bool complete = false;
};
// The four long sides front, right, back, left of the column whose cubes are turned as given.
std::array<SideState, 4> side_states(const std::vector<Cube>& turned_cubes);

// The stack (cubes in the given order) that agrees with the column's shown sides on the most
// cubes: every stack of every assignment of the graph search (each component of a subgraph in
// both orientations) until one agrees everywhere, or `stack_limit` stacks have been looked at.
struct Nearest {
  bool found = false;       // the column has a stack (and one was looked at)
  bool complete = true;     // every stack was looked at (false: the node or stack limit came first)
  int differing = 0;        // cubes whose sides differ from the nearest stack's
  std::vector<Sides> sides;  // the nearest stack
  uint64_t stacks_seen = 0;
};
Nearest nearest_stack(const Column& column, const std::vector<Sides>& shown, SearchLimits limits = {},
                      uint64_t stack_limit = 1000000);

}  // namespace cw::stack
