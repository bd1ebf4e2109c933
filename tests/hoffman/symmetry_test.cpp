#include "hoffman/symmetry.hpp"

#include <gtest/gtest.h>

#include "hoffman/enumerate.hpp"

using namespace cw::hoffman;

// Counting the packings invariant under each class by the solver (orbit by orbit) against the
// exhaustive enumeration in 2D and 3D: every class, exact, the same numbers.
TEST(InvariantCount, AgreesWithTheEnumerationIn2DAnd3D) {
  for (int n : {2, 3}) {
    const Lengths L = default_lengths(n);
    const Enumeration e = enumerate_packings(L);
    const SymmetryGroup& G = symmetry_group(n);
    for (const auto& cls : conjugacy_classes(n)) {
      uint64_t raw = 0, orbits = 0;
      for (const auto& c : e.real.classes) {
        const uint64_t members = invariant_members_of_orbit(c.canonical, cls.representative);
        raw += members;
        orbits += members > 0;
      }
      const InvariantCount count = count_invariant_packings(L, cls.representative, [](uint64_t) { return true; });
      EXPECT_TRUE(count.exact);
      EXPECT_EQ(count.raw, raw) << symmetry_text(cls.representative);
      EXPECT_EQ(count.orbits, orbits) << symmetry_text(cls.representative);
    }
    if (n == 3) {
      EXPECT_EQ(count_invariant_packings(L, G[0], [](uint64_t) { return true; }).raw, 1008u);  // G[0]: the identity
    }
  }
}
