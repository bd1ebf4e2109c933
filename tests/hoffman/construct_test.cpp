#include "hoffman/construct.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

#include "hoffman/symmetry.hpp"

using namespace cw::hoffman;

namespace {
SlabTiling random_tiling(std::mt19937_64& rng) { return slab_tilings()[rng() % slab_tilings().size()]; }
}  // namespace

TEST(SlicedConstruction, SixtySlabTilings) {
  EXPECT_EQ(slab_tilings().size(), 60u);
  for (const SlabTiling t : slab_tilings()) EXPECT_TRUE(is_slab_tiling(t));
}

// One level at a time, every pair of masks (the arrangement of the super-boxes, or one super-box
// with everything else fixed): the grid is a packing exactly for the 60 slab tilings (the other 196
// overlap or break a line), and the 60 grids are distinct.
TEST(SlicedConstruction, ExactlyTheSlabTilingsArePackings) {
  const Lengths L = default_lengths(4);
  for (int pairing = 0; pairing < 3; ++pairing)
    for (int box : {-1, 0, 6, 9, 15}) {  // -1: the arrangement
      std::set<Grid> valid;
      for (uint8_t first = 0; first < 16; ++first)
        for (uint8_t second = 0; second < 16; ++second) {
          std::array<SlabTiling, 16> boxes{};
          SlabTiling arrangement{};
          (box < 0 ? arrangement : boxes[static_cast<size_t>(box)]) = {first, second};
          const Grid g = sliced_construction_4d(arrangement, boxes, pairing);
          EXPECT_EQ(is_valid_packing(g, L), is_slab_tiling({first, second}))
              << pairing << " " << box << " " << int(first) << " " << int(second);
          if (is_slab_tiling({first, second})) valid.insert(g);
        }
      EXPECT_EQ(valid.size(), 60u);
    }
}

// Any 17 slab tilings together: a packing, a new grid each time, and the nested construction's
// variant with those chirality bits when the arrangement is {0, 0} and every mask uniform.
TEST(SlicedConstruction, RandomSlabTilingsArePackings) {
  const Lengths L = default_lengths(4);
  std::mt19937_64 rng(3);
  std::set<Grid> seen;
  for (int trial = 0; trial < 300; ++trial) {
    std::array<SlabTiling, 16> boxes;
    const bool variant = trial % 10 == 0;
    uint32_t chirality = 0;
    for (int s = 0; s < 16; ++s) {
      const uint32_t bits = static_cast<uint32_t>(rng() % 4);
      boxes[static_cast<size_t>(s)] = variant ? SlabTiling{static_cast<uint8_t>(bits & 1 ? 15 : 0), static_cast<uint8_t>(bits & 2 ? 15 : 0)}
                                              : random_tiling(rng);
      chirality |= bits << (2 * s);
    }
    const int pairing = static_cast<int>(rng() % 3);
    const Grid g = sliced_construction_4d(variant ? SlabTiling{} : random_tiling(rng), boxes, pairing);
    ASSERT_TRUE(is_valid_packing(g, L)) << trial;
    EXPECT_TRUE(seen.insert(g).second);
    if (variant) {
      EXPECT_EQ(g, nested_construction_4d(chirality, pairing));
      EXPECT_TRUE(construction_variant(g).has_value());
    }
  }
}

// Membership up to symmetry: every sliced grid and its images are in the family, the variants
// too, and a grid whose super-box has both masks mixed (not a tiling) is not.
TEST(SlicedConstruction, MembershipUpToSymmetry) {
  std::mt19937_64 rng(5);
  const auto& G = symmetry_group(4);
  for (int trial = 0; trial < 20; ++trial) {
    std::array<SlabTiling, 16> boxes;
    for (auto& t : boxes) t = random_tiling(rng);
    const Grid g = sliced_construction_4d(random_tiling(rng), boxes, trial % 3);
    EXPECT_TRUE(in_sliced_family(G.apply(static_cast<int>(rng() % G.size()), g)));
  }
  EXPECT_TRUE(in_sliced_family(nested_construction_4d(0xdeadbeef, 2)));
  std::array<SlabTiling, 16> broken{};
  broken[3] = {5, 6};  // neither mask uniform: not a tiling
  EXPECT_FALSE(in_sliced_family(sliced_construction_4d({}, broken, 0)));
}

TEST(SlicedConstruction, FamilySize) {
  const SlicedFamilySize s = sliced_family_size();
  EXPECT_EQ(s.slab_tilings, 60);
  EXPECT_EQ(s.grids, "5077997833420800000000000000000");       // 3 * 60^17
  EXPECT_EQ(s.classes_at_least, "13223952691200000000000000000");  // exactly 3 * 60^17 / 384
}
