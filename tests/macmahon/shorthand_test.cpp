// Tableau shorthands in cube lists: row:X, col:y, mirror:Xy and -Xy.
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
