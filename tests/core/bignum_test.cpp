#include "core/bignum.hpp"

#include <gtest/gtest.h>

using cw::BigNat;

TEST(BigNat, ArithmeticAgreesWithDecimal) {
  EXPECT_EQ(BigNat().str(), "0");
  EXPECT_EQ(BigNat(18446744073709551615ull).str(), "18446744073709551615");
  EXPECT_EQ(BigNat(60).pow(17).str(), "1692665944473600000000000000000");  // 60^17
  EXPECT_EQ((BigNat(3) * BigNat(60).pow(17)).str(), "5077997833420800000000000000000");
  const BigNat big = *BigNat::parse("340282366920938463463374607431768211456");  // 2^128
  EXPECT_EQ(big, BigNat(2).pow(128));
  EXPECT_EQ((big - BigNat(1)).str(), "340282366920938463463374607431768211455");
  EXPECT_EQ((big + BigNat(5)).str(), "340282366920938463463374607431768211461");
  EXPECT_FALSE(BigNat::parse("12a").has_value());
  EXPECT_FALSE(BigNat::parse("").has_value());
  BigNat k(1234567);
  EXPECT_EQ(k.take(1000), 567u);
  EXPECT_EQ(k.take(1000), 234u);
  EXPECT_EQ(*k.to_u64(), 1u);
  EXPECT_LT(BigNat(7), BigNat(2).pow(70));
}
