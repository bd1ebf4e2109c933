// Bit tricks shared by the enumerations (Gosper's next k-subset), and CW_HOT_LOOP, the mark that
// compiles a whole-space search's innermost loop for several x86-64 levels.
#pragma once
#include <cstdint>

// The innermost loops of the whole-space searches, compiled for several x86-64 levels and chosen
// when the library loads (GCC's function multi-versioning, as numpy dispatches its loops): a
// portable build (CUBEWORKS_NATIVE off, as pip builds the module) runs hardware popcount and
// AVX2 where the CPU has them, without which popcount is a libgcc call and the bit-vector loops
// half as wide. A native build (-march=native) needs no dispatch. Not for a function holding an
// OpenMP region: its outlined body would not be cloned; mark the loop the region calls instead.
#if defined(CUBEWORKS_MULTIVERSION)
#define CW_HOT_LOOP __attribute__((target_clones("arch=x86-64-v3", "arch=x86-64-v2", "default")))
#else
#define CW_HOT_LOOP
#endif

namespace cw {

// The next larger integer with the same number of set bits (Gosper's hack): iterating from
// (1 << k) - 1 visits every k-subset of the low bits in increasing order. x must be nonzero.
inline uint32_t next_combination(uint32_t x) {
  const uint32_t low = x & -x, ripple = x + low;
  return ripple | (((x ^ ripple) >> 2) / low);
}

}  // namespace cw
