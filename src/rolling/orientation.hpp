// Cube orientations and the roll rule (docs/model.md), derived from the cube's geometry.
// Orientation 0 black up, 1 colour up, 2..5 grey up with black facing north, east, south, west.
#pragma once
#include <array>
#include <cstdint>
#include <optional>

namespace cw::rolling {

using Orientation = uint8_t;
constexpr int kOrientations = 6;

// The direction a moving cube travels: U north (row - 1), D south, L west (column - 1), R east.
enum class Direction : uint8_t { Up = 0, Down = 1, Left = 2, Right = 3 };
constexpr std::array<Direction, 4> kDirections{Direction::Up, Direction::Down, Direction::Left,
                                               Direction::Right};

// The directions in the order of their letters (D < L < R < U): the solvers try moves in this
// order, so that depth-first order is lexicographic and the first solution the least string.
constexpr std::array<Direction, 4> kLetterOrder{Direction::Down, Direction::Left, Direction::Right,
                                                Direction::Up};

char direction_letter(Direction d);
std::optional<Direction> parse_direction(char letter);
Direction opposite(Direction d);
int row_step(Direction d);     // -1 for Up, +1 for Down, 0 otherwise
int column_step(Direction d);  // -1 for Left, +1 for Right, 0 otherwise

// Integer 3-vectors: x east, y north, z up.
struct Vec3 {
  int x, y, z;
  bool operator==(const Vec3&) const = default;
};
// Outward normal of the black face in orientation o.
Vec3 black_face_normal(Orientation o);
// The orientation whose black face has this normal (the normal must be a unit axis vector).
Orientation orientation_from_normal(Vec3 n);
// A quarter turn of the cube tipping over its bottom edge on the side of d:
// the top face turns to face d, the face toward d turns down.
Vec3 tip(Vec3 v, Direction d);

// Table of the rule, built once from tip(); the hot loops read it.
Orientation roll(Orientation o, Direction d);

}  // namespace cw::rolling
