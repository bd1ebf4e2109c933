// Kinds of cube for the rolling puzzles (docs/model.md, "Kinds of cube"). A kind is the colouring
// of a cube's faces; an orientation is what can be seen of a rotated cube, so a kind has as many
// orientations as its colouring has distinct rotated images:
//   classic  one black face, its opposite coloured, four grey (6: where the black face points)
//   eight    opposite faces equal: white, red, blue pairs (6: which pair is up, which faces north),
//            the cubes of the Cubic Eight-Puzzle
//   dice     six distinct faces 1..6, opposite faces summing to 7 (24 orientations)
// Every table here is derived from the rotation geometry (orientation.cpp:tip), not typed in.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "rolling/orientation.hpp"

namespace cw::rolling {

enum class Kind : uint8_t { Classic = 0, Eight = 1, Dice = 2 };
constexpr std::array<Kind, 3> kKinds{Kind::Classic, Kind::Eight, Kind::Dice};
constexpr int kMaxKindOrientations = 24;
// Cube codes number (kind, orientation) pairs across kinds: classic 0-5, eight 6-11, dice 12-35.
using CubeCode = uint8_t;
constexpr int kCubeCodes = 36;

std::string_view kind_name(Kind k);                  // "classic", "eight", "dice"
std::optional<Kind> parse_kind_name(std::string_view name);
char kind_letter(Kind k);                            // 'c', 'e', 'd' (kind maps)
std::optional<Kind> kind_of_letter(char c);
int orientation_count(Kind k);                       // 6, 6, 24
int code_offset(Kind k);                             // 0, 6, 12
CubeCode cube_code(Kind k, int orientation);
Kind kind_of_code(CubeCode code);
int orientation_of_code(CubeCode code);

// The orientation reached by rolling in direction d (for classic, the same as orientation.hpp:roll).
int kind_roll(Kind k, int orientation, Direction d);
// The letter of the colour on top: classic K (black), C (colour), G (grey); eight W, R, B; dice 1-6.
char top_colour(Kind k, int orientation);
// The letter of the colour facing north, in the same alphabet (fixed by the orientation: classic
// orientations fix where the black face points, the others fix the whole rotation up to a turn
// that keeps north's pair, or fully for dice).
char north_colour(Kind k, int orientation);
// The colours of all six faces as seen on the board: up, down, north, east, south, west.
std::array<char, 6> face_colours(Kind k, int orientation);
// The one-character name of an orientation in states: classic and eight 0-5, dice a-x.
char orientation_char(Kind k, int orientation);
std::optional<int> orientation_of_char(Kind k, char c);

// A rotation of the cube as the world images of its own x (east), y (north), z (up) axes at the
// start; the orientation that a rotation shows, per kind (how the notation is defined).
struct Rotation {
  Vec3 x{1, 0, 0}, y{0, 1, 0}, z{0, 0, 1};
  bool operator==(const Rotation&) const = default;
};
Rotation tip(const Rotation& r, Direction d);
int orientation_of_rotation(Kind k, const Rotation& r);
// One rotation showing the orientation (the first met in a breadth-first walk from the identity).
Rotation rotation_of(Kind k, int orientation);
// Sign of the rotation as a permutation of the cube's four body diagonals: +1 even, -1 odd.
// A quarter turn is odd; kinds whose colouring is kept only by even rotations (eight, dice)
// carry this sign as part of the orientation (kind_parity).
int diagonal_sign(const Rotation& r);
// +1/-1 when every rotation showing the orientation has that sign, 0 when both occur (classic).
int kind_parity(Kind k, int orientation);

}  // namespace cw::rolling
