// Tableau shorthands in cube lists (row:X, col:y, mirror:Xy, -Xy), targets, and their errors.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

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

// fN:K names the K-th cube of the N-coloured family; the family's tableau puts each cube in the
// row of the colours it shows, and the mirror of each is its reflection through front-back
// (a different plane from the left-right reflection the tableau uses: the same cube up to rotation).
TEST(FamilyNames, NamesReadBackAndTheTableauOfThe68IsTenRowsOfFiveOrEight) {
  const auto family = cw::macmahon::n_coloured_family(4);
  const cw::macmahon::FamilyTableau t = cw::macmahon::family_tableau(4);
  ASSERT_EQ(t.cubes.size(), 68u);
  EXPECT_EQ(t.row_labels.size(), 10u);
  EXPECT_EQ(t.columns, 8);
  std::map<int, int> per_row;
  for (size_t k = 0; k < family.size(); ++k) {
    const std::string name = cw::macmahon::family_cube_name(4, static_cast<int>(k));
    EXPECT_EQ(cw::macmahon::parse_cube(name).colouring, family[k]) << name;
    const auto& cell = t.cubes[k];
    std::string shown = cw::macmahon::colouring_text(family[k]);
    std::sort(shown.begin(), shown.end());
    EXPECT_EQ(t.row_labels[static_cast<size_t>(cell.row)], shown);
    ++per_row[cell.row];
    cw::macmahon::Colouring reflected = family[k];
    std::swap(reflected[cw::macmahon::F], reflected[cw::macmahon::B]);
    EXPECT_EQ(family[static_cast<size_t>(cell.mirror)], cw::macmahon::canonical(reflected)) << name;
    EXPECT_EQ(t.cubes[static_cast<size_t>(cell.mirror)].mirror, static_cast<int>(k));
  }
  for (const auto& [row, n] : per_row) EXPECT_TRUE(n == 5 || n == 8) << row;
  EXPECT_EQ(cw::macmahon::colouring_text(cw::macmahon::parse_cube("f4:6").colouring), "112334");
  EXPECT_THROW(cw::macmahon::parse_cube("f4:69"), cw::InputError);
  EXPECT_THROW(cw::macmahon::parse_cube("f4:x"), cw::InputError);
}
