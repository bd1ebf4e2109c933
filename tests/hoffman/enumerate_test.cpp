#include "hoffman/enumerate.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "hoffman/search.hpp"
#include "hoffman/symmetry.hpp"
#include "sorted_grids.hpp"

using namespace cw::hoffman;

namespace {
Lengths lengths(const char* text) { return parse_lengths(text, 3); }
}  // namespace

// The fast engine (bit-mask lines, incremental neighbour tests) and the definition-only search
// must produce identical sets, for real packings and for the Local (hand-solver) test.
TEST(HoffmanSearch, FastEqualsDefinitionOnlySearch) {
  for (int n : {2, 3}) {
    const Lengths L = default_lengths(n);
    for (Pruning p : {Pruning::Full, Pruning::Local}) {
      auto fast = sorted_grids(fast_search(L, p));
      auto slow = sorted_grids(slow_search(L, p));
      EXPECT_EQ(fast.size(), slow.size()) << "n=" << n;
      EXPECT_TRUE(fast == slow) << "n=" << n;
    }
  }
}

// Every real grid passes the exact checker; every other Local grid is a pseudo-solution.
TEST(HoffmanSearch, CheckerAgreesWithEverySearchResult) {
  const Lengths L = default_lengths(3);
  auto real = sorted_grids(slow_search(L, Pruning::Full));
  for (const Grid& g : real) ASSERT_TRUE(is_valid_packing(g, L)) << grid_text(g);
  for (const Grid& g : slow_search(L, Pruning::Local))
    if (!std::binary_search(real.begin(), real.end(), g)) {
      auto r = check_grid(g, L);
      ASSERT_TRUE(r.pseudo()) << grid_text(g);
      // Pseudo-solutions overlap only between cells differing in all three coordinates.
      auto a = cell_coords(3, r.overlap->first), b = cell_coords(3, r.overlap->second);
      EXPECT_TRUE(a[0] != b[0] && a[1] != b[1] && a[2] != b[2]);
    }
}

// The corner-fixed classification of enumerate_packings against the plain orbit walk over the
// full slow set.
TEST(HoffmanEnumerate, ClassificationMatchesPlainOrbitWalk) {
  const Lengths L = default_lengths(3);
  const Enumeration e = enumerate_packings(L);
  auto full = sorted_grids(slow_search(L, Pruning::Full));
  const Classified plain = classify(full);
  EXPECT_EQ(e.real.raw, plain.raw);
  EXPECT_EQ(e.real.rotation_classes, plain.rotation_classes);
  ASSERT_EQ(e.real.classes.size(), plain.classes.size());
  for (size_t i = 0; i < plain.classes.size(); ++i) {
    EXPECT_EQ(e.real.classes[i].canonical, plain.classes[i].canonical);
    EXPECT_EQ(e.real.classes[i].canonical, canonical_form(plain.classes[i].canonical));
    EXPECT_EQ(e.real.classes[i].orbit, plain.classes[i].orbit);
    EXPECT_EQ(orbit_size(plain.classes[i].canonical), plain.classes[i].orbit);
  }
  // Published: 21 solutions up to the 48 symmetries.
  EXPECT_EQ(e.real.classes.size(), 21u);
  std::vector<Grid> local = slow_search(L, Pruning::Local);
  EXPECT_EQ(e.real.raw + e.pseudo.raw, local.size());
}

TEST(HoffmanEnumerate, DualityIsConsistent) {
  const Enumeration e = enumerate_packings(default_lengths(3));
  const auto& D = e.duality;
  EXPECT_EQ(D.self_dual + D.dual_valid + D.dual_pseudo + D.dual_invalid, static_cast<int>(e.real.classes.size()));
  for (size_t i = 0; i < D.partner.size(); ++i)
    if (D.partner[i] >= 0) {
      EXPECT_EQ(D.partner[D.partner[i]], static_cast<int>(i));  // an involution
    }
  EXPECT_EQ(D.dual_valid % 2, 0);
}

// Valid grids do not depend on the lengths satisfying the side condition.
TEST(HoffmanEnumerate, RealSetIsTheSameForSeveralTriples) {
  const auto base = sorted_grids(fast_search(lengths("10,11,12"), Pruning::Full));
  for (const char* t : {"20,23,26", "100,101,102", "10,12,13", "1000,1001,1003"}) {
    validate_lengths(lengths(t));
    EXPECT_TRUE(sorted_grids(fast_search(lengths(t), Pruning::Full)) == base) << t;
    EXPECT_TRUE(sorted_grids(slow_search(lengths(t), Pruning::Full)) == base) << t;
  }
}

// Outside the side condition: the grid model is no longer forced. While c < a+b the face order
// is unchanged and the grid set too; at c = a+b faces coincide and the set changes.
TEST(HoffmanEnumerate, TriplesViolatingTheSideCondition) {
  const auto base = sorted_grids(fast_search(lengths("10,11,12"), Pruning::Full));
  EXPECT_FALSE(side_condition_failure(lengths("2,3,4")).empty());
  EXPECT_TRUE(sorted_grids(slow_search(lengths("2,3,4"), Pruning::Full)) == base);
  auto c_eq = sorted_grids(slow_search(lengths("1,2,3"), Pruning::Full));
  EXPECT_FALSE(c_eq == base);
  EXPECT_TRUE(std::includes(c_eq.begin(), c_eq.end(), base.begin(), base.end()));
  auto wide = sorted_grids(slow_search(lengths("1,2,5"), Pruning::Full));
  EXPECT_FALSE(wide == base);
  for (const Grid& g : wide) EXPECT_TRUE(is_valid_packing(g, lengths("1,2,5")));
}

TEST(HoffmanEnumerate, PinwheelIn2D) {
  const Enumeration e = enumerate_packings(default_lengths(2));
  EXPECT_EQ(e.real.raw, 2u);
  EXPECT_EQ(e.real.classes.size(), 1u);
  EXPECT_EQ(e.real.rotation_classes, 2u);  // the two pinwheels are mirror images
  EXPECT_EQ(e.pseudo.raw, 0u);
}

// Duals among the pseudo-solutions: a real class whose dual is a pseudo-solution P is P's dual.
TEST(HoffmanEnumerate, PseudoDualsPairWithRealClasses) {
  const Enumeration e = enumerate_packings(default_lengths(3));
  const auto& D = e.duality;
  ASSERT_EQ(D.pseudo_partner.size(), e.real.classes.size());
  ASSERT_EQ(D.pseudo_dual_real.size(), e.pseudo.classes.size());
  ASSERT_EQ(D.pseudo_dual_pseudo.size(), e.pseudo.classes.size());
  int paired = 0;
  for (size_t i = 0; i < D.pseudo_partner.size(); ++i) {
    EXPECT_EQ(D.pseudo_partner[i] >= 0, D.kind[i] == DualKind::DualPseudo);
    if (D.pseudo_partner[i] < 0) continue;
    ++paired;
    EXPECT_EQ(D.pseudo_dual_real[D.pseudo_partner[i]], static_cast<int>(i));
    // Independent: the dual grid itself is in the pseudo-solution's class.
    EXPECT_EQ(canonical_form(dual(e.real.classes[i].canonical)), e.pseudo.classes[D.pseudo_partner[i]].canonical);
  }
  EXPECT_EQ(paired, D.dual_pseudo);
  for (size_t p = 0; p < D.pseudo_dual_pseudo.size(); ++p) {
    EXPECT_FALSE(D.pseudo_dual_real[p] >= 0 && D.pseudo_dual_pseudo[p] >= 0);
    if (D.pseudo_dual_pseudo[p] >= 0) {
      EXPECT_EQ(D.pseudo_dual_pseudo[D.pseudo_dual_pseudo[p]], static_cast<int>(p));
    }
  }
}
