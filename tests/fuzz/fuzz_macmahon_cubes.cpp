// Fuzz target: MacMahon cube lists (names, colourings, row:/col:/mirror: shorthands, -Xy) and
// targets. What parses is canonical, agrees with the corner table and prints back to itself.
#include <algorithm>
#include <cstdint>
#include <string>

#include "core/error.hpp"
#include "macmahon/names.hpp"
#include "properties.hpp"

namespace {
using namespace cw::macmahon;

// One parsed cube: canonical, named exactly when it has six colours, named by its corners.
void check_spec(const CubeSpec& s) {
  for (uint8_t v : s.colouring) FUZZ_REQUIRE(v >= 1 && v <= 6);
  FUZZ_REQUIRE(s.colouring == canonical(s.colouring));
  for (const Rotation& r : rotations()) FUZZ_REQUIRE(canonical(rotate(s.colouring, r)) == s.colouring);
  FUZZ_REQUIRE(s.index >= -1 && s.index < kMacMahonCubes);
  FUZZ_REQUIRE((s.index >= 0) == (family_of(s.colouring) == 6));
  if (s.index >= 0) {
    FUZZ_REQUIRE(macmahon_cubes()[s.index] == s.colouring);
    auto mine = corner_numbers(s.colouring), table = conway_table()[s.index].corners;
    std::sort(mine.begin(), mine.end());
    std::sort(table.begin(), table.end());
    FUZZ_REQUIRE(mine == table);
    FUZZ_REQUIRE(cube_index(cube_name(s.index)) == s.index);
  }
  // The item as given (or the name a shorthand expanded to) parses alone to the same cube.
  const CubeSpec alone = parse_cube(s.text);
  FUZZ_REQUIRE(alone.colouring == s.colouring && alone.index == s.index);
  const CubeSpec printed = parse_cube(colouring_text(s.colouring));
  FUZZ_REQUIRE(printed.colouring == s.colouring && printed.index == s.index);
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const auto specs = parse_cubes(text);
    std::string names;
    for (const CubeSpec& s : specs) {
      check_spec(s);
      if (!names.empty()) names += ',';
      names += s.index >= 0 ? cube_name(s.index) : colouring_text(s.colouring);
    }
    if (!specs.empty()) {  // a list prints back to a list that parses to the same cubes
      const auto again = parse_cubes(names);
      FUZZ_REQUIRE(again.size() == specs.size());
      for (size_t i = 0; i < specs.size(); ++i)
        FUZZ_REQUIRE(again[i].colouring == specs[i].colouring && again[i].index == specs[i].index);
    }
  } catch (const cw::InputError& e) {
    FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
  }
  try {  // as a target: a MacMahon cube, whose mirror is another one sharing no corner number
    const int t = parse_target(text);
    FUZZ_REQUIRE(t >= 0 && t < kMacMahonCubes);
    FUZZ_REQUIRE(parse_target(cube_name(t)) == t && parse_target(colouring_text(macmahon_cubes()[t])) == t);
    const int m = mirror(t);
    FUZZ_REQUIRE(m != t && mirror(m) == t && row_of(m) == column_of(t) && column_of(m) == row_of(t));
    const auto a = corner_numbers(macmahon_cubes()[t]), b = corner_numbers(macmahon_cubes()[m]);
    for (int x : a) FUZZ_REQUIRE(std::find(b.begin(), b.end(), x) == b.end());
    FUZZ_REQUIRE((row_set(row_of(t)) >> t & 1) && (column_set(column_of(t)) >> t & 1));
  } catch (const cw::InputError& e) {
    FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
  }
  return 0;
}
