#include "macmahon/set_analysis.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <random>
#include <set>

#include "core/bits.hpp"
#include "core/error.hpp"
#include "macmahon/census.hpp"
#include "macmahon/symmetry.hpp"
#include "macmahon/target.hpp"
#include "macmahon/universal.hpp"

using namespace cw::macmahon;

namespace {

std::vector<int> members(CubeSet s) {
  std::vector<int> v;
  for (int i = 0; i < kMacMahonCubes; ++i)
    if (s >> i & 1) v.push_back(i);
  return v;
}

CubeSet from_local(const std::vector<int>& m, uint32_t local) {
  CubeSet s = 0;
  for (; local; local &= local - 1) s |= 1u << m[std::countr_zero(local)];
  return s;
}

// The plain solver (rotations searched, no corner numbers) on every 8-subset and every target.
void expect_agrees_with_plain_solver(CubeSet set) {
  const SetAnalysis a = analyze_set(set);
  const auto m = members(set);
  const int k = static_cast<int>(m.size());
  std::array<std::map<CubeSet, uint32_t>, kMacMahonCubes> expected;
  for (uint32_t x = 0xFF; x < (1u << k); x = cw::next_combination(x)) {
    const CubeSet s = from_local(m, x);
    std::vector<Colouring> cubes;
    for (int i : members(s)) cubes.push_back(macmahon_cubes()[i]);
    for (int t = 0; t < kMacMahonCubes; ++t)
      if (const uint64_t n = solve_target(macmahon_cubes()[t], cubes, false, 0).solution_number)
        expected[t][s] = static_cast<uint32_t>(n);
  }
  for (int t = 0; t < kMacMahonCubes; ++t) {
    std::map<CubeSet, uint32_t> got;
    for (const SetCollection& c : a.per_target[t].collections) got[c.cubes] = c.solution_number;
    EXPECT_EQ(got, expected[t]) << cube_name(t);
    EXPECT_EQ(static_cast<bool>(a.targets >> t & 1), !expected[t].empty()) << cube_name(t);
  }
}

// Every j-subset by the universal search's tables (monotone closure of a different kind).
void expect_size_rows_agree_with_tables(CubeSet set) {
  static const BuildableTables tables;
  const SetAnalysis a = analyze_set(set);
  const auto m = members(set);
  const int k = static_cast<int>(m.size());
  ASSERT_EQ(a.sizes.size(), static_cast<size_t>(k - 7));
  for (int j = 8; j <= k; ++j) {
    std::array<uint64_t, kMacMahonCubes + 1> dist{};
    for (uint32_t x = (1u << j) - 1; x < (1u << k); x = cw::next_combination(x))
      ++dist[std::popcount(tables.targets_of(from_local(m, x)))];
    EXPECT_EQ(a.sizes[j - 8].distribution, dist) << "j = " << j;
  }
}

}  // namespace

TEST(SetAnalysis, AgreesWithThePlainSolverOnSmallSets) {
  expect_agrees_with_plain_solver(minimum_universal_sets()[0]);
  expect_agrees_with_plain_solver(conway_collection(6) | 1u << 6 | 1u << 20);  // 10 cubes
}

TEST(SetAnalysis, SizeRowsAgreeWithTheUniversalTables) {
  std::mt19937_64 rng(3);
  expect_size_rows_agree_with_tables(minimum_universal_sets()[4]);
  for (int round = 0; round < 3; ++round) {
    CubeSet s = 0;
    while (std::popcount(s) < 13) s |= 1u << (rng() % kMacMahonCubes);
    expect_size_rows_agree_with_tables(s);
  }
}

TEST(SetAnalysis, WholeSetAgreesWithTheCensus) {
  // All 30 cubes: each target's collections are the census's, and no size table (k > 24).
  const SetAnalysis a = analyze_set((1u << 30) - 1);
  EXPECT_EQ(a.collections, kCollections);
  EXPECT_TRUE(a.sizes.empty());
  for (int t = 0; t < kMacMahonCubes; t += 11) {
    const Census c = census(t);
    EXPECT_EQ(a.per_target[t].collections.size(), c.collections_with_solution);
    std::map<int, uint64_t> by;
    for (const auto& [n, count] : a.per_target[t].by_solution_number) by[static_cast<int>(n)] = count;
    EXPECT_EQ(by, c.distribution);
  }
}

TEST(SetAnalysis, RejectsSmallSets) {
  EXPECT_THROW(analyze_set(0x7F), cw::InputError);
  EXPECT_NO_THROW(analyze_set(0xFF));
}

TEST(SetAnalysis, NamedUniversalSetsAreTheSearchedOnes) {
  const UniversalResult r = universal_sets(std::nullopt);
  ASSERT_EQ(r.sets.size(), static_cast<size_t>(kMinimumUniversalCount));
  for (int i = 0; i < kMinimumUniversalCount; ++i) EXPECT_EQ(r.sets[i], minimum_universal_sets()[i]) << i + 1;
  EXPECT_EQ(parse_cubes("universal:3").size(), 12u);
  EXPECT_THROW(parse_cubes("universal:11"), cw::InputError);
  EXPECT_THROW(parse_cubes("universal:"), cw::InputError);
}

TEST(Symmetry, ReflectionIsConwaysMirrorAndRenamingsAreTransitive) {
  for (int i = 0; i < kMacMahonCubes; ++i) EXPECT_EQ(reflected_cube(i), mirror(i)) << cube_name(i);
  const auto& g = cube_symmetries();
  ASSERT_EQ(g.size(), 1440u);
  for (int i = 0; i < kMacMahonCubes; ++i) EXPECT_EQ(g[0].image[i], i);
  CubeSet reached = 0;
  for (size_t e = 0; e < 720; ++e) reached |= 1u << g[e].image[0];
  EXPECT_EQ(reached, (1u << 30) - 1);
}

TEST(Symmetry, ImagesOfABuildingSetBuildTheImageTarget) {
  // Renaming colours or reflecting the block carries every arrangement to one: same solution number.
  std::mt19937_64 rng(5);
  const auto& g = cube_symmetries();
  for (int round = 0; round < 200; ++round) {
    const CubeSet s = collection_at(static_cast<uint32_t>(rng() % kCollections));
    const int t = static_cast<int>(rng() % kMacMahonCubes);
    const CubeSymmetry& e = g[rng() % g.size()];
    EXPECT_EQ(solution_number(t, s), solution_number(e.image[t], e.apply(s)));
  }
}

TEST(Symmetry, UniversalSetsAreClosed) {
  const std::vector<CubeSet> sets(minimum_universal_sets().begin(), minimum_universal_sets().end());
  const SetOrbits o = set_orbits(sets);
  EXPECT_TRUE(o.closed);
  int members = 0;
  for (const auto& orbit : o.orbits) {
    members += static_cast<int>(orbit.size());
    // Orbit-stabiliser: |orbit| * |stabiliser| = 1440.
    for (int i : orbit) EXPECT_EQ(static_cast<int>(orbit.size()) * o.stabilizer[i], 1440);
  }
  EXPECT_EQ(members, kMinimumUniversalCount);
  for (int i = 0; i < kMinimumUniversalCount; ++i) {
    const int first = o.orbits[o.orbit_of[i]][0];
    EXPECT_EQ(cube_symmetries()[o.to_first[i]].apply(sets[first]), sets[i]);
  }
}

TEST(Symmetry, EachUniversalSetKeepsItsOwnSplitOfTheColours) {
  // Stabiliser 72 = |S3 wr S2|: each set keeps exactly one split into two triples, all different.
  std::set<std::string> splits;
  for (CubeSet s : minimum_universal_sets()) {
    const auto kept = preserved_colour_splits(s);
    ASSERT_EQ(kept.size(), 1u) << set_names(s);
    splits.insert(kept[0]);
  }
  EXPECT_EQ(splits.size(), 10u);
  EXPECT_EQ(preserved_colour_splits(minimum_universal_sets()[0]), std::vector<std::string>{"146"});
}
