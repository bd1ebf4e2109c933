// Figures from the literature, shown beside the computed ones (never used as results).
// Johnson & Roldan, "Solution Numbers for Eight Blocks to Madness Puzzle", arXiv:2407.13208.
#pragma once
#include <array>
#include <utility>

namespace cw::macmahon::published {

// Table 1 as published (entries at 4, 6 and 8 are wrong, see docs/macmahon.md; the total 133,680 is right):
// (solution number, collections), by solution number.
constexpr std::array<std::pair<int, long>, 7> kCensus{{{2, 93000}, {4, 19860}, {6, 15987}, {8, 2664},
                                                      {10, 792},  {12, 1296}, {16, 81}}};
// The published number of collections with k solutions (0 where the table has no row).
constexpr long collections_with(int solutions) {
  for (auto [n, collections] : kCensus)
    if (n == solutions) return collections;
  return 0;
}
constexpr long kCensusTotal = 133680;
constexpr int kMaxTargetsPerCollection = 5;
constexpr long kCollectionsReachingMax = 360;
constexpr int kMinimumUniversalSize = 12;
// One minimum universal set was known; the paper found nine new ones and conjectured a
// complete description of them: 10 sets in all.
constexpr long kMinimumUniversalSets = 10;
// Haraguchi 2016 (as cited in Berkove et al. 2015, arXiv:1503.07184): the largest number of
// cubes, repeats allowed, from which no target at all can be built.
constexpr int kLargestMultisetBuildingNothing = 23;

}  // namespace cw::macmahon::published
