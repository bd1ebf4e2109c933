// Tableau shorthands in cube lists (row:X, col:y, mirror:Xy, -Xy), targets, and their errors.
#include <gtest/gtest.h>

#include "core/error.hpp"
#include "macmahon/names.hpp"
#include "macmahon/target.hpp"

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

// Conway's collection of every target: row Y and column x without the mirror Yx, 8 cubes, and
// its shorthand reads back as the same set; the interior-matching count 2 is checked independently
// of the tableau (the block checker on every arrangement, and the brute force for two targets).
TEST(Shorthand, ConwayCollectionOfEveryTarget) {
  EXPECT_EQ(conway_collection_text(cube_index("Ba")), "row:A,col:b,-Ab");
  EXPECT_EQ(set_names(conway_collection(cube_index("Ba"))), "Ac,Ad,Ae,Af,Cb,Db,Eb,Fb");
  EXPECT_EQ(conway_collection_text(cube_index("Fe")), "row:E,col:f,-Ef");
  for (int t = 0; t < kMacMahonCubes; ++t) {
    const CubeSet s = conway_collection(t);
    EXPECT_EQ(__builtin_popcount(s), 8) << cube_name(t);
    EXPECT_EQ(set_of(parse_cubes(conway_collection_text(t))), s) << cube_name(t);
    EXPECT_FALSE(s >> mirror(t) & 1) << cube_name(t);
    EXPECT_FALSE(s >> t & 1) << cube_name(t);  // Xy is in neither row Y nor column x
    std::vector<Colouring> cubes;
    for (int i = 0; i < kMacMahonCubes; ++i)
      if (s >> i & 1) cubes.push_back(macmahon_cubes()[i]);
    const TargetSolution sol = solve_target(macmahon_cubes()[t], cubes, true);
    EXPECT_EQ(sol.solution_number, 2u) << cube_name(t);
    for (const auto& a : sol.arrangements) EXPECT_TRUE(is_valid_arrangement(macmahon_cubes()[t], cubes, a, true));
    if (t == 0 || t == 29) {
      EXPECT_EQ(solution_number_brute_force(macmahon_cubes()[t], cubes, true), 2u) << cube_name(t);
    }
  }
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
