#include "core/bits.hpp"

#include <gtest/gtest.h>

TEST(Bits, NextCombinationVisitsEveryKSubsetInOrder) {
  for (int n = 1; n <= 12; ++n)
    for (int k = 1; k <= n; ++k) {
      uint64_t count = 0;
      uint32_t prev = 0;
      for (uint32_t x = (1u << k) - 1; x < (1u << n); x = cw::next_combination(x)) {
        ASSERT_EQ(__builtin_popcount(x), k);
        ASSERT_GT(x, prev);
        prev = x;
        ++count;
      }
      uint64_t binom = 1;
      for (int i = 0; i < k; ++i) binom = binom * (n - i) / (i + 1);
      EXPECT_EQ(count, binom) << n << " choose " << k;
    }
}
