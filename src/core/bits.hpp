// Bit tricks shared by the enumerations.
#pragma once
#include <cstdint>

namespace cw {

// The next larger integer with the same number of set bits (Gosper's hack): iterating from
// (1 << k) - 1 visits every k-subset of the low bits in increasing order. x must be nonzero.
inline uint32_t next_combination(uint32_t x) {
  const uint32_t low = x & -x, ripple = x + low;
  return ripple | (((x ^ ripple) >> 2) / low);
}

}  // namespace cw
