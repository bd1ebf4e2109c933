#include "core/combinadic.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "core/bits.hpp"

using namespace cw;

// Every k-subset of n cells, in next_combination's (colex) order, has the next rank, and
// subset_at inverts it: k = 4 of 16 (rolling groups), k = 3 of 20, k = 8 of 30 (MacMahon
// collections, the first million).
TEST(Combinadic, RanksTheKSubsetsInOrderAndSubsetAtInvertsIt) {
  struct Case { int k, n; uint32_t limit; };
  for (const Case& c : {Case{4, 16, 1u << 31}, Case{3, 20, 1u << 31}, Case{8, 30, 1000000}}) {
    const uint32_t total = kBinomials.c[c.n][c.k];
    uint32_t rank = 0;
    for (uint32_t s = (1u << c.k) - 1; s < (1u << c.n) && rank < c.limit; s = next_combination(s), ++rank) {
      ASSERT_EQ(subset_rank(s), rank) << c.k << " of " << c.n;
      ASSERT_EQ(subset_at(rank, c.k, c.n), s) << c.k << " of " << c.n;
    }
    if (c.limit > total) {
      EXPECT_EQ(rank, total);
    }
  }
  EXPECT_EQ(kBinomials.c[32][8], 10518300u);
  EXPECT_EQ(kBinomials.c[16][4], 1820u);
}
