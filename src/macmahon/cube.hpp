// Coloured cubes: faces, the 24 rotations (generated from two quarter turns), canonical forms,
// corner numbers read clockwise from outside, and the n-coloured families (docs/model.md).
// Face order, also the order of colouring strings: U(up, +z) D(down) F(front, -y) B(back, +y)
// L(left, -x) R(right, +x); "123456" puts colour 1 on top and 6 on the right.
#pragma once
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace cw::macmahon {

enum Face : uint8_t { U = 0, D = 1, F = 2, B = 3, L = 4, R = 5 };
constexpr int kFaces = 6, kCorners = 8, kRotations = 24;

using Colouring = std::array<uint8_t, kFaces>;  // colour (1..6) of each face

// A rotation as the permutation of faces it induces: face f moves to to[f].
struct Rotation {
  std::array<uint8_t, kFaces> to;
  bool operator==(const Rotation&) const = default;
};
// The rotation group of the cube, generated (closure of a quarter turn about z and about x);
// index 0 is the identity. The order is fixed and documented in docs/macmahon.md.
const std::array<Rotation, kRotations>& rotations();
Colouring rotate(const Colouring& c, const Rotation& r);  // result[r.to[f]] = c[f]
// Bit r set when rotations()[r] turns `cube` so that each of `faces` shows the target's colour there.
uint32_t rotations_showing(const Colouring& target, const Colouring& cube, std::span<const Face> faces);

// Corner i has signs (x, y, z) = (bit0, bit1, bit2) of i (1 = positive): corner 7 is up-back-right.
std::array<Face, 3> corner_faces(int corner);  // its x, y, z faces
// The corner's three colours read clockwise as seen from outside, from the least rotation,
// as a 3-digit number (2-1-3 clockwise is 132).
int corner_number(const Colouring& c, int corner);
std::array<int, kCorners> corner_numbers(const Colouring& c);

Colouring canonical(const Colouring& c);  // least colouring over the 24 rotations
std::string colouring_text(const Colouring& c);  // "123456" in face order U D F B L R

// All cubes (canonical colourings) using exactly the colours 1..n, each at least once.
std::vector<Colouring> n_coloured_family(int n);

}  // namespace cw::macmahon
