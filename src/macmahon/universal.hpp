// Which targets a set of cubes (any size) can build, for all 2^30 sets. "S builds T" is monotone
// in S and depends only on S ∩ usable(T) (21 cubes), so per target a 2^21-bit table, closed
// upward from the 133,680 collections that build T, answers it after a bit gather.
// sizes(): 64 sets at a time (bits 0-5 of S vary inside a 64-bit word), the 30 per-target
// words added into 5 bit-sliced counters, then counted by (|S|, number of targets).
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "macmahon/names.hpp"

namespace cw::macmahon {

class BuildableTables {
 public:
  BuildableTables();
  bool builds(int target, CubeSet s) const { return bit(target, gather(target, s)); }
  uint32_t targets_of(CubeSet s) const;

 private:
  friend struct SizesEngine;
  uint32_t gather(int target, CubeSet s) const {
    const auto& g = gather_[target];
    return g[0][s & 255] | g[1][s >> 8 & 255] | g[2][s >> 16 & 255] | g[3][s >> 24 & 63];
  }
  bool bit(int target, uint32_t x) const { return table_[target][x >> 6] >> (x & 63) & 1; }
  std::array<std::array<std::array<uint32_t, 256>, 4>, kMacMahonCubes> gather_{};  // byte -> gathered bits
  std::array<std::vector<uint64_t>, kMacMahonCubes> table_;
};

struct UniversalResult {
  int size = 0;
  bool minimum = false;              // size was found by searching upward from 8
  std::vector<CubeSet> sets;
  std::vector<uint64_t> checked;     // sets examined per size tried, from 8 (or the given size)
};
// The 10 minimum universal sets (12 cubes) in the order `universal` prints them (increasing as
// 30-bit numbers), named universal:1..10 in cube lists. Written out so that naming one costs no
// search; tests/macmahon/set_analysis_test.cpp checks them against universal_sets().
constexpr int kMinimumUniversalCount = 10;
const std::array<CubeSet, kMinimumUniversalCount>& minimum_universal_sets();

// All universal sets of `size`, or of the minimum size when none is given.
UniversalResult universal_sets(std::optional<int> size, bool quiet = true);

struct SizeStats {
  int k = 0;
  uint64_t sets = 0;
  int min = 0, max = 0;
  double mean = 0, sd = 0;
  std::array<uint64_t, kMacMahonCubes + 1> distribution{};  // number of targets -> sets
};
// For every k = 0..30, the exact distribution of the number of buildable targets over C(30,k) sets.
std::vector<SizeStats> size_statistics(bool quiet = true, int threads = 0);

}  // namespace cw::macmahon
