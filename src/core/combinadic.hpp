// The combinadic: k-subsets of {0, ..., 31} (bit masks) ranked onto [0, C(n, k)) in colex
// order, the i-th smallest element c contributing C(c, i). A bijection, so a subset's rank
// indexes a dense table (MacMahon collections of 8 of 30 cubes, rolling-cube groups of cells).
#pragma once
#include <array>
#include <bit>
#include <cstdint>

namespace cw {

inline constexpr int kCombinadicMaxN = 32;
inline constexpr int kCombinadicMaxK = 8;

// C(n, r) for n <= 32, r <= 8 (C(32, 8) = 10,518,300 fits 32 bits).
struct Binomials {
  std::array<std::array<uint32_t, kCombinadicMaxK + 1>, kCombinadicMaxN + 1> c{};
  constexpr Binomials() {
    for (int n = 0; n <= kCombinadicMaxN; ++n) {
      c[n][0] = 1;
      for (int r = 1; r <= kCombinadicMaxK; ++r) c[n][r] = n == 0 ? 0 : c[n - 1][r - 1] + c[n - 1][r];
    }
  }
};
inline constexpr Binomials kBinomials{};

inline uint32_t subset_rank(uint32_t subset) {
  uint32_t r = 0;
  int i = 1;
  for (; subset; subset &= subset - 1, ++i) r += kBinomials.c[std::countr_zero(subset)][i];
  return r;
}

// The k-subset of {0, ..., n-1} of this rank: the inverse of subset_rank.
inline uint32_t subset_at(uint32_t rank, int k, int n) {
  uint32_t subset = 0;
  int c = n - 1;
  for (int i = k; i >= 1; --i, --c) {
    while (kBinomials.c[c][i] > rank) --c;
    rank -= kBinomials.c[c][i];
    subset |= 1u << c;
  }
  return subset;
}

}  // namespace cw
