#include "hoffman/cdcl.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "hoffman/construct.hpp"
#include "hoffman/first.hpp"
#include "hoffman/search.hpp"
#include "sorted_grids.hpp"

using namespace cw::hoffman;

namespace {
// The grids of a set that the symmetry leaves unchanged.
std::vector<Grid> invariant_subset(const std::vector<Grid>& all, const Symmetry& y) {
  const auto& G = symmetry_group(y.n);
  std::vector<Grid> out;
  for (int s = 0; s < G.size(); ++s)
    if (G[s] == y)
      for (const Grid& g : all)
        if (G.apply(s, g) == g) out.push_back(g);
  return sorted_grids(out);
}
}  // namespace

// The CNF is exact: its models are the definition-only search's packings, grid for grid.
TEST(HoffmanCdcl, ModelsAreExactlyThePackings) {
  for (int n : {2, 3}) {
    const Lengths L = default_lengths(n);
    const auto slow = sorted_grids(slow_search(L, Pruning::Full));
    EXPECT_EQ(all_packings_cdcl(L, {}, false), slow) << n;
    std::vector<Grid> fixed;
    for (const Grid& g : slow)
      if (g.cell[0] == 0) fixed.push_back(g);
    EXPECT_EQ(all_packings_cdcl(L, {}, true), fixed) << n;
  }
  EXPECT_EQ(all_packings_cdcl(default_lengths(3), {}, false).size(), 1008u);
}

// Other triples obeying the side condition give the same models (the cuts keep their order).
TEST(HoffmanCdcl, SameModelsForOtherTriples) {
  const auto base = all_packings_cdcl(default_lengths(3), {}, true);
  for (const char* t : {"20,23,26", "100,101,102"})
    EXPECT_EQ(all_packings_cdcl(parse_lengths(t, 3), {}, true), base) << t;
}

// Invariance constraints select exactly the grids the symmetry fixes (a filter of all packings).
TEST(HoffmanCdcl, InvariantModelsMatchAFilterOfAllPackings) {
  for (int n : {2, 3}) {
    const auto all = sorted_grids(fast_search(default_lengths(n), Pruning::Full));
    const std::vector<const char*> syms = n == 2 ? std::vector<const char*>{"10:01", "10:10", "01:11", "10:00"}
                                                 : std::vector<const char*>{"102:000", "012:111", "120:000"};
    for (const char* t : syms) {
      const Symmetry y = parse_symmetry(t, n);
      EXPECT_EQ(all_packings_cdcl(default_lengths(n), {y}, true), invariant_subset(all, y)) << t;
    }
  }
}

// 4D: the solver finds a packing invariant under the half-turn in the x-y plane (a few seconds);
// the library has already run the exact checker, and the grid is indeed invariant.
TEST(HoffmanCdcl, FindsAFourDimensionalPackingBySearch) {
  const Lengths L = default_lengths(4);
  const Symmetry half_turn = parse_symmetry("0123:1100", 4);
  const auto r = find_packing_cdcl(L, {half_turn}, nullptr);
  ASSERT_TRUE(r.grid.has_value());
  EXPECT_TRUE(is_valid_packing(*r.grid, L));
  EXPECT_FALSE(r.exhausted);
  EXPECT_GT(r.conflicts, 0u);
  const auto& G = symmetry_group(4);
  int half_turn_index = -1;
  for (int s = 0; s < G.size(); ++s)
    if (G[s] == half_turn) half_turn_index = s;
  ASSERT_GE(half_turn_index, 0);
  EXPECT_EQ(G.apply(half_turn_index, *r.grid), *r.grid);
}

// A space without packings (grids invariant under the plain swap of x and y) is proved empty.
TEST(HoffmanCdcl, ProvesSmallSpacesEmptyAndStops) {
  const Lengths L = default_lengths(4);
  const auto none = find_packing_cdcl(L, {parse_symmetry("1023:0000", 4)}, nullptr);
  EXPECT_TRUE(none.exhausted);
  EXPECT_FALSE(none.grid.has_value());
  // The whole 4D space is far too hard for a few polls: the solver stops when asked.
  int polls = 0;
  const auto stopped = find_packing_cdcl(L, {}, [&](uint64_t) { return ++polls < 20; });
  EXPECT_FALSE(stopped.exhausted);
  EXPECT_FALSE(stopped.grid.has_value());
  EXPECT_GT(stopped.variables, 20000);
}

// Conjugacy classes partition the group: 5, 10 and 20 classes (the bipartitions of n).
TEST(HoffmanSymmetry, ConjugacyClassesPartitionTheGroup) {
  const int expected_classes[] = {0, 0, 5, 10, 20};
  for (int n : {2, 3, 4}) {
    const auto classes = conjugacy_classes(n);
    EXPECT_EQ(static_cast<int>(classes.size()), expected_classes[n]) << n;
    int total = 0;
    for (const auto& c : classes) total += c.size;
    EXPECT_EQ(total, symmetry_group(n).size());
    EXPECT_EQ(classes[0].order, 1);
    EXPECT_EQ(parse_symmetry(symmetry_text(classes.back().representative), n), classes.back().representative);
  }
}

// The survey's answer for every class agrees with a filter of all packings (2D and 3D): found
// exactly when some packing is invariant under the representative, otherwise proved empty.
TEST(HoffmanCdcl, SymmetryTypesAgreeWithTheEnumeration) {
  for (int n : {2, 3}) {
    const auto all = fast_search(default_lengths(n), Pruning::Full);
    for (const auto& t : symmetry_types(default_lengths(n), nullptr)) {
      const bool exists = !invariant_subset(all, t.symmetry.representative).empty();
      EXPECT_EQ(t.result.grid.has_value(), exists) << symmetry_text(t.symmetry.representative);
      EXPECT_EQ(t.result.exhausted, !exists) << symmetry_text(t.symmetry.representative);
    }
  }
}

// 4D survey: the identity and the central reflection are answered without search by the nested
// construction (its stabilizer has order 4), as an image invariant under the representative.
TEST(HoffmanCdcl, SymmetryTypesUseTheConstructionAsAWitness) {
  const Lengths L = default_lengths(4);
  const auto types = symmetry_types(L, [](int, uint64_t) { return false; });  // the solver stops at once
  int by_construction = 0;
  for (const auto& t : types) {
    if (t.witness != "the nested construction") continue;
    ++by_construction;
    ASSERT_TRUE(t.result.grid.has_value());
    EXPECT_TRUE(is_valid_packing(*t.result.grid, L));
    const auto& G = symmetry_group(4);
    for (int s = 0; s < G.size(); ++s)
      if (G[s] == t.symmetry.representative) {
        EXPECT_EQ(G.apply(s, *t.result.grid), *t.result.grid);
      }
    EXPECT_TRUE(in_construction_family(*t.result.grid));
  }
  EXPECT_EQ(types[0].witness, "the nested construction");
  EXPECT_EQ(by_construction, 3);  // identity, central reflection, 1032:0101 (the class of 2301:0011)
  for (const auto& t : types)
    if (symmetry_text(t.symmetry.representative) == "0123:1111") {
      EXPECT_EQ(t.witness, "the nested construction");
    }
}

// Packings one orbit at a time: in 3D the stream ends after exactly the 21 classes of the
// enumeration, each once (the orbit exclusion is complete and never excludes a new class).
TEST(HoffmanCdcl, PackingStreamGivesEachClassOnce) {
  const Lengths L = default_lengths(3);
  std::vector<Grid> classes;
  const auto r = find_packings_cdcl(L, {}, CdclOptions{}, [&](const Grid& g, uint64_t) {
    classes.push_back(canonical_form(g));
    return true;
  }, nullptr);
  EXPECT_TRUE(r.exhausted);
  std::vector<Grid> expected;
  for (const Grid& g : fast_search(L, Pruning::Full)) expected.push_back(canonical_form(g));
  std::sort(expected.begin(), expected.end());
  expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
  std::sort(classes.begin(), classes.end());
  EXPECT_EQ(classes, expected);
  EXPECT_EQ(classes.size(), 21u);
}

// 4D, the whole space, started next to a construction variant: new packings, none in its orbit,
// no two in one orbit, each a packing by the exact checker.
TEST(HoffmanCdcl, WholeFourDimensionalSpaceFromTheConstruction) {
  const Lengths L = default_lengths(4);
  CdclOptions options;
  options.start = nested_construction_4d(0x12345678u, 1);
  options.seed = 7;
  std::vector<Grid> classes;
  find_packings_cdcl(L, {}, options, [&](const Grid& g, uint64_t) {
    EXPECT_TRUE(is_valid_packing(g, L));
    classes.push_back(canonical_form(g));
    return classes.size() < 3;
  }, nullptr);
  ASSERT_EQ(classes.size(), 3u);
  const Grid start_class = canonical_form(*options.start);
  for (size_t i = 0; i < classes.size(); ++i) {
    EXPECT_NE(classes[i], start_class);
    for (size_t j = i + 1; j < classes.size(); ++j) EXPECT_NE(classes[i], classes[j]);
  }
}

// A class the solver leaves open (here forced: the first pass stops at once) is settled in the
// smaller space of grids also invariant under a commuting symmetry: 0132:1100, open in 120 s on
// its own, has packings that are also invariant under 0123:0011.
TEST(HoffmanCdcl, OpenClassesAreSearchedInSmallerSpaces) {
  const Lengths L = default_lengths(4);
  const auto classes = conjugacy_classes(4);
  int target = -1;
  for (int i = 0; i < static_cast<int>(classes.size()); ++i)
    if (symmetry_text(classes[i].representative) == "0132:1100") target = i;
  ASSERT_GE(target, 0);
  bool second_pass = false;
  const auto types = symmetry_types(L, [&](int cls, uint64_t) {
    if (cls == static_cast<int>(classes.size()) - 1) second_pass = true;
    return second_pass && cls == target;
  });
  const auto& t = types[target];
  ASSERT_TRUE(t.result.grid.has_value());
  EXPECT_EQ(t.witness, "a packing found among the grids also invariant under 0123:0011");
  EXPECT_TRUE(is_valid_packing(*t.result.grid, L));
  const auto& G = symmetry_group(4);
  for (int s = 0; s < G.size(); ++s)
    if (G[s] == classes[target].representative) {
      EXPECT_EQ(G.apply(s, *t.result.grid), *t.result.grid);
    }
}
