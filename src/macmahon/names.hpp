// The 30 MacMahon cubes and J. H. Conway's names. Cube Xy stands in row X (A..F) and column y
// (a..f), X and y different letters; index = 5*row + position of y among the other columns
// (Ab=0, Ac=1, ..., Fe=29). A cube is identified by its set of 8 corner numbers, so the
// generated cubes are matched to the table by those sets (one to one, checked).
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "macmahon/cube.hpp"

namespace cw::macmahon {

constexpr int kMacMahonCubes = 30;
using CubeSet = uint32_t;  // bit i = cube i

struct NamedCorners {
  const char* name;
  std::array<int, kCorners> corners;
};
const std::array<NamedCorners, kMacMahonCubes>& conway_table();  // embedded data/macmahon_corners.csv

// The 30 cubes (canonical colourings) in name order; throws RunError if the generated family
// and the table do not match one to one.
const std::array<Colouring, kMacMahonCubes>& macmahon_cubes();
std::string cube_name(int index);
int cube_index(std::string_view name);  // -1 when not a name
int mirror(int index);                  // Xy -> Yx
CubeSet row_set(int row);               // cubes Xy of row X (0..5), five of them
CubeSet column_set(int column);         // cubes Xy of column y (0..5)
int row_of(int index);
int column_of(int index);

// "Ab,Cd,..." or six-digit colourings in face order U D F B L R (e.g. "123456"), mixed freely;
// also "row:X" and "col:y" (the 5 cubes of a tableau line), "mirror:Xy", "universal:N" (the 12
// cubes of the N-th minimum universal set, 1..10, macmahon/universal.hpp) and "-Xy" (drop Xy).
// Any family's cube by its name fN:K (family_cube_name).
// "Xy*N" (or "123456*N") is N copies of one cube, 1 <= N <= 64, for sets with repeated cubes.
struct CubeSpec {
  Colouring colouring;  // canonical
  int index;            // MacMahon index, -1 for cubes of other families
  std::string text;     // as given
};
// Throws InputError naming the offending item (unknown name, bad colouring).
std::vector<CubeSpec> parse_cubes(std::string_view list);
CubeSpec parse_cube(std::string_view item);
// A target: a MacMahon cube by name or colouring (its index); InputError for any other cube.
int parse_target(std::string_view text);
std::string set_names(CubeSet s);  // "Ab,Cd,..."
// Conway's collection for target Xy: the cubes of row Y and of column x without Yx (Xy's mirror,
// which both lines hold), the 8 cubes that build Xy with matching inner faces. Also as a cube
// list in the shorthand above ("row:A,col:b,-Ab" for Ba), which parse_cubes reads back.
CubeSet conway_collection(int target);
std::string conway_collection_text(int target);
// Number of distinct colours of a colouring (its family n).
int family_of(const Colouring& c);

// The cubes of the n-coloured family (cube.hpp:n_coloured_family) are named fN:K, K = 1.. in the
// order of their canonical colourings ("f4:1" = 111234 .. "f4:68"); parse_cube reads these names.
std::string family_cube_name(int n, int k);  // k from 0
// A tableau of the family: one row per multiset of face colours (the colouring's digits sorted,
// "111234"; rows in that order), the cubes of a row in name order; the mirror image's index.
struct FamilyCell {
  Colouring colouring;
  int row = 0, column = 0;
  int mirror = 0;  // index in the family of the reflected cube (itself when achiral)
};
struct FamilyTableau {
  std::vector<FamilyCell> cubes;        // by index K - 1
  std::vector<std::string> row_labels;  // the sorted colours of each row
  int columns = 0;                      // the longest row
};
FamilyTableau family_tableau(int n);

}  // namespace cw::macmahon
