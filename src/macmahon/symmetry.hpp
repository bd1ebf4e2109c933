// Colour renamings (S6, 720) and mirror images acting on the 30 MacMahon cubes and on sets of
// them. Both carry arrangements to arrangements (rename the colours of every cube, or reflect the
// whole block), so if S builds T then g(S) builds g(T): universal sets go to universal sets.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "macmahon/names.hpp"

namespace cw::macmahon {

struct CubeSymmetry {
  std::array<uint8_t, kFaces> colour{};  // colour c becomes colour[c - 1]
  bool mirrored = false;                 // then reflected left <-> right
  std::array<uint8_t, kMacMahonCubes> image{};  // cube i -> cube image[i]
  CubeSet apply(CubeSet s) const;
  std::string text() const;  // "colours 123456->214365, mirrored"
};
// The 1440 symmetries: every renaming, then every renaming followed by the reflection; index 0
// is the identity.
const std::vector<CubeSymmetry>& cube_symmetries();
int reflected_cube(int index);  // the mirror image by reflecting the colouring (checked against mirror())

// The splits of the six colours into two triples that every colour renaming fixing s preserves,
// each as the triple holding colour 1 ("146" for 146|235), in increasing order.
std::vector<std::string> preserved_colour_splits(CubeSet s);

// How the symmetries permute a list of sets closed under them (e.g. the 10 minimum universal sets).
struct SetOrbits {
  std::vector<int> orbit_of;              // set -> orbit number (0-based, by first member)
  std::vector<std::vector<int>> orbits;   // members of each orbit, increasing
  std::vector<int> stabilizer;            // set -> number of symmetries fixing it
  std::vector<int> to_first;              // set -> index into cube_symmetries() of one taking its orbit's first set to it
  std::vector<int> mirror_of;             // set -> the set the plain reflection (index 720) takes it to, -1 outside the list
  bool closed = true;                     // every image of a listed set is listed
};
// with_mirrors false: the 720 renamings alone (mirror_of is then left at -1).
SetOrbits set_orbits(const std::vector<CubeSet>& sets, bool with_mirrors = true);

}  // namespace cw::macmahon
