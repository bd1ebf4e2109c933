#include "macmahon/target.hpp"

#include <gtest/gtest.h>

#include <random>

#include "core/error.hpp"
#include "macmahon/census.hpp"
#include "macmahon/names.hpp"

using namespace cw::macmahon;

namespace {
std::vector<Colouring> colourings(CubeSet s) {
  std::vector<Colouring> out;
  for (int i = 0; i < 30; ++i)
    if (s >> i & 1) out.push_back(macmahon_cubes()[i]);
  return out;
}
}  // namespace

TEST(Target, FastSolutionNumbersMatchBruteForceOverAll8FactorialPlacements) {
  std::mt19937_64 rng(2024);
  int nonzero = 0;
  for (int trial = 0; trial < 40; ++trial) {
    const int t = static_cast<int>(rng() % 30);
    CubeSet s = 0;
    // Half the trials draw from the usable cubes so that nonzero cases are common.
    const CubeSet pool = trial % 2 ? usable_cubes(t) : (1u << 30) - 1;
    while (__builtin_popcount(s) < 8) {
      const int i = static_cast<int>(rng() % 30);
      if (pool >> i & 1) s |= 1u << i;
    }
    const auto cubes = colourings(s);
    const Colouring& T = macmahon_cubes()[t];
    const uint64_t brute = solution_number_brute_force(T, cubes, false);
    EXPECT_EQ(solution_number(t, s), brute);
    const TargetSolution sol = solve_target(T, cubes, false);
    EXPECT_EQ(sol.solution_number, brute);
    for (const auto& a : sol.arrangements) EXPECT_TRUE(is_valid_arrangement(T, cubes, a, false));
    nonzero += brute > 0;
  }
  EXPECT_GT(nonzero, 5);
}

TEST(Target, ConwayCollectionInteriorMatchingTwoWays) {
  const int t = cube_index("Ba");
  const CubeSet s = (row_set(0) | column_set(1)) & ~(1u << cube_index("Ab"));
  const auto cubes = colourings(s);
  const Colouring& T = macmahon_cubes()[t];
  const TargetSolution in = solve_target(T, cubes, true);
  EXPECT_EQ(in.solution_number, 2u);
  EXPECT_EQ(solution_number_brute_force(T, cubes, true), 2u);
  for (const auto& a : in.arrangements) {
    std::string why;
    EXPECT_TRUE(is_valid_arrangement(T, cubes, a, true, &why)) << why;
  }
}

TEST(Target, CheckerRejectsWrongArrangements) {
  const int t = cube_index("Ab");
  const CubeSet s = (row_set(1) | column_set(0)) & ~(1u << cube_index("Ba"));
  const auto cubes = colourings(s);
  const Colouring& T = macmahon_cubes()[t];
  const TargetSolution sol = solve_target(T, cubes, false);
  ASSERT_GT(sol.solution_number, 0u);
  Arrangement a = sol.arrangements[0];
  std::swap(a[0], a[7]);
  std::string why;
  EXPECT_FALSE(is_valid_arrangement(T, cubes, a, false, &why));
  EXPECT_NE(why.find("instead of"), std::string::npos);
  a = sol.arrangements[0];
  a[3].rotation = (a[3].rotation + 1) % 24;
  EXPECT_FALSE(is_valid_arrangement(T, cubes, a, false));
  a = sol.arrangements[0];
  a[2].cube = a[1].cube;
  EXPECT_FALSE(is_valid_arrangement(T, cubes, a, false, &why));
  EXPECT_NE(why.find("used once"), std::string::npos);
}

TEST(Target, FourColouredCubesCountEveryDistinctPlacement) {
  // Eight copies of a 4-coloured target itself: brute force and search must agree.
  const auto fam = n_coloured_family(4);
  for (int i : {0, 17, 41, 67}) {
    std::vector<Colouring> cubes;
    for (int k = 0; k < 8; ++k) cubes.push_back(fam[(i + k * 7) % fam.size()]);
    const Colouring T = fam[i];
    EXPECT_EQ(solve_target(T, cubes, false).solution_number, solution_number_brute_force(T, cubes, false));
    EXPECT_EQ(solve_target(T, cubes, true).solution_number, solution_number_brute_force(T, cubes, true));
  }
}

TEST(Target, DocumentedFourColouredExampleHasSolutionNumber136) {
  // docs/macmahon.md: target 112334 and eight 4-coloured cubes; the search and the brute force
  // over all 8! bijections and every rotation both give 136.
  auto parse = [](const char* text) {
    Colouring c{};
    for (int f = 0; f < kFaces; ++f) c[f] = static_cast<uint8_t>(text[f] - '0');
    return canonical(c);  // as the command line reads them
  };
  const Colouring T = parse("112334");
  std::vector<Colouring> cubes;
  for (const char* c : {"131424", "112234", "123444", "142333", "132424", "132334", "132433", "142323"})
    cubes.push_back(parse(c));
  EXPECT_EQ(solve_target(T, cubes, false).solution_number, 136u);
  EXPECT_EQ(solution_number_brute_force(T, cubes, false), 136u);
}

TEST(Parse, NamesColouringsAndErrors) {
  const auto list = parse_cubes("Ab, 123456,Fe");
  ASSERT_EQ(list.size(), 3u);
  EXPECT_EQ(list[0].index, 0);
  EXPECT_EQ(list[1].index, cube_index("Af"));  // 123456 is Af in Conway's naming
  EXPECT_THROW(parse_cubes("Ab,Zz"), cw::InputError);
  EXPECT_THROW(parse_cubes("Ab,,Ac"), cw::InputError);
  EXPECT_THROW(parse_cube("Aa"), cw::InputError);
  EXPECT_THROW(parse_cube("12345"), cw::InputError);
  EXPECT_THROW(parse_cube("123457"), cw::InputError);
  EXPECT_EQ(parse_cube("112233").index, -1);  // a 3-coloured cube: valid, not a MacMahon cube
}
