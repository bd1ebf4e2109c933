#include "hoffman/construct.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <vector>

#include "hoffman/symmetry.hpp"

using namespace cw::hoffman;

namespace {
std::vector<SuperBoxTiling> slab_tilings() {
  std::vector<SuperBoxTiling> all;
  for (uint8_t p = 0; p < 16; ++p)
    for (uint8_t q = 0; q < 16; ++q)
      if (is_slab_tiling({p, q})) all.push_back({p, q});
  return all;
}
}  // namespace

TEST(SlicedConstruction, SixtySlabTilingsPerSuperBox) { EXPECT_EQ(slab_tilings().size(), 60u); }

// One super-box at a time, every pair of masks: the grid is a packing exactly for the 60 slab
// tilings (the other 196 overlap or break a line), and the 60 grids are distinct.
TEST(SlicedConstruction, ExactlyTheSlabTilingsOfASuperBoxArePackings) {
  const Lengths L = default_lengths(4);
  for (int pairing = 0; pairing < 3; ++pairing)
    for (int box : {0, 6, 9, 15}) {
      std::set<Grid> valid;
      for (uint8_t p = 0; p < 16; ++p)
        for (uint8_t q = 0; q < 16; ++q) {
          std::array<SuperBoxTiling, 16> t{};
          t[static_cast<size_t>(box)] = {p, q};
          const Grid g = sliced_construction_4d(t, pairing);
          EXPECT_EQ(is_valid_packing(g, L), is_slab_tiling({p, q})) << pairing << " " << box << " " << int(p) << " " << int(q);
          if (is_slab_tiling({p, q})) valid.insert(g);
        }
      EXPECT_EQ(valid.size(), 60u);
    }
}

// Any 16 slab tilings together: a packing, a new grid each time, and in the construction's
// family exactly when every mask is uniform (then it is the variant with those chirality bits).
TEST(SlicedConstruction, RandomSlabTilingsArePackings) {
  const Lengths L = default_lengths(4);
  const auto all = slab_tilings();
  std::mt19937_64 rng(3);
  std::set<Grid> seen;
  for (int trial = 0; trial < 300; ++trial) {
    std::array<SuperBoxTiling, 16> t;
    bool uniform = trial % 10 == 0;
    uint32_t chirality = 0;
    for (int s = 0; s < 16; ++s) {
      t[static_cast<size_t>(s)] = uniform ? SuperBoxTiling{static_cast<uint8_t>(rng() % 2 * 15), static_cast<uint8_t>(rng() % 2 * 15)}
                                          : all[rng() % all.size()];
      chirality |= (t[static_cast<size_t>(s)].p_chirality ? 1u : 0u) << (2 * s);
      chirality |= (t[static_cast<size_t>(s)].q_chirality ? 1u : 0u) << (2 * s + 1);
    }
    const int pairing = static_cast<int>(rng() % 3);
    const Grid g = sliced_construction_4d(t, pairing);
    ASSERT_TRUE(is_valid_packing(g, L)) << trial;
    EXPECT_TRUE(seen.insert(g).second);
    if (uniform) {
      EXPECT_EQ(g, nested_construction_4d(chirality, pairing));
      EXPECT_TRUE(construction_variant(g).has_value());
    }
  }
}

// Membership up to symmetry: every sliced grid and its images are in the family, the variants
// too, and a grid whose super-box has both masks mixed (not a tiling) is not.
TEST(SlicedConstruction, MembershipUpToSymmetry) {
  const auto all = slab_tilings();
  std::mt19937_64 rng(5);
  const auto& G = symmetry_group(4);
  for (int trial = 0; trial < 20; ++trial) {
    std::array<SuperBoxTiling, 16> t;
    for (auto& x : t) x = all[rng() % all.size()];
    const Grid g = sliced_construction_4d(t, trial % 3);
    EXPECT_TRUE(in_sliced_family(G.apply(static_cast<int>(rng() % G.size()), g)));
  }
  EXPECT_TRUE(in_sliced_family(nested_construction_4d(0xdeadbeef, 2)));
  std::array<SuperBoxTiling, 16> broken{};
  broken[3] = {5, 6};  // neither mask uniform: not a tiling
  EXPECT_FALSE(in_sliced_family(sliced_construction_4d(broken, 0)));
}

TEST(SlicedConstruction, FamilySize) {
  const SlicedFamilySize s = sliced_family_size();
  EXPECT_EQ(s.tilings_per_super_box, 60);
  EXPECT_EQ(s.grids, "84633297223680000000000000000");  // 3 * 60^16
  EXPECT_EQ(s.classes_at_least, "220399211520000000000000000");  // exactly 3 * 60^16 / 384
}
