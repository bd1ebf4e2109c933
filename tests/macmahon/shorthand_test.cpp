// Tableau shorthands in cube lists (row:X, col:y, mirror:Xy, -Xy), targets, and their errors.
#include <gtest/gtest.h>

#include "core/error.hpp"
#include "macmahon/names.hpp"

using namespace cw::macmahon;

namespace {
CubeSet set_of(const std::vector<CubeSpec>& v) {
  CubeSet s = 0;
  for (const auto& c : v) s |= 1u << c.index;
  return s;
}
}  // namespace

TEST(Shorthand, RowsColumnsMirrorsAndRemoval) {
  EXPECT_EQ(set_of(parse_cubes("row:B")), row_set(1));
  EXPECT_EQ(set_of(parse_cubes("col:a")), column_set(0));
  EXPECT_EQ(parse_cubes("row:C").size(), 5u);
  const auto m = parse_cubes("mirror:Ab");
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(cube_name(m[0].index), "Ba");
  // Conway's collection for target Ba: row A and column b without Ab (which both contain).
  const auto conway = parse_cubes("row:A,col:b,-Ab");
  EXPECT_EQ(conway.size(), 8u);
  EXPECT_EQ(set_of(conway), (row_set(0) | column_set(1)) & ~(1u << cube_index("Ab")));
  EXPECT_THROW(parse_cubes("row:a"), cw::InputError);
  EXPECT_THROW(parse_cubes("col:B"), cw::InputError);
  EXPECT_THROW(parse_cubes("mirror:Aa"), cw::InputError);
  EXPECT_THROW(parse_cubes("mirror:112233"), cw::InputError);
  EXPECT_THROW(parse_cubes("-Zz"), cw::InputError);
}

// Whatever was typed, an error is one line that shows the offending item (found by fuzzing).
TEST(Shorthand, ErrorsAreOneLine) {
  for (const char* list : {"A\nb", "Ab,\x01\x02", "row:\n", "mirror:A\rb", "-\tAb", "Ab,,\n"}) {
    try {
      parse_cubes(list);
      ADD_FAILURE() << list;
    } catch (const cw::InputError& e) {
      EXPECT_EQ(std::string(e.what()).find_first_of("\n\r\t"), std::string::npos) << e.what();
    }
  }
  try {
    parse_cubes("A\nb");
  } catch (const cw::InputError& e) {
    EXPECT_EQ(std::string(e.what()).substr(0, 8), "'A\\x0ab'");
  }
  try {
    parse_cubes(std::string(5000, '\xa3'));
  } catch (const cw::InputError& e) {
    EXPECT_LT(std::string(e.what()).size(), 200u);
  }
}

TEST(Names, TargetsAreMacMahonCubes) {
  EXPECT_EQ(parse_target("Ba"), cube_index("Ba"));
  EXPECT_EQ(parse_target(colouring_text(macmahon_cubes()[7])), 7);
  EXPECT_THROW(parse_target("112233"), cw::InputError);
  EXPECT_THROW(parse_target("Aa"), cw::InputError);
  EXPECT_THROW(parse_target("A\nb"), cw::InputError);
}
