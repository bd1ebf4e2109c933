// A second, independent route to the enumerations: only data/macmahon_corners.csv (no geometry,
// no rotations, no engine tables) and Hall's theorem. Cube c can stand at target t's corner
// holding corner number x iff x is one of c's corner numbers; a set S builds t iff every set X
// of t's corners has |S ∩ N(X)| >= |X| (Hall), N(X) = cubes carrying a number of X.
#include <gtest/gtest.h>
#include <omp.h>

#include <algorithm>
#include <array>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "macmahon/census.hpp"
#include "macmahon/universal.hpp"

using namespace cw::macmahon;

namespace {

struct HallOracle {
  // constraints[t]: (N(X), |X|) for every nonempty X of t's 8 corners.
  std::vector<std::vector<std::pair<uint32_t, int>>> constraints;
  std::vector<uint32_t> usable;
  bool builds(int t, uint32_t s) const {
    if (__builtin_popcount(s & usable[t]) < 8) return false;
    for (const auto& [n, size] : constraints[t])
      if (__builtin_popcount(s & n) < size) return false;
    return true;
  }
  uint32_t targets_of(uint32_t s) const {
    uint32_t m = 0;
    for (int t = 0; t < 30; ++t)
      if (builds(t, s)) m |= 1u << t;
    return m;
  }
};

HallOracle oracle_from_csv() {
  std::ifstream in(std::string(CUBEWORKS_DATA_DIR) + "/macmahon_corners.csv");
  EXPECT_TRUE(in.good());
  std::string line;
  std::getline(in, line);  // header
  std::vector<std::set<int>> corners(30);
  int rows = 0;
  while (std::getline(in, line)) {
    std::stringstream ss(line);
    std::string field;
    std::getline(ss, field, ',');
    const int c = cube_index(field);  // the engine's index for this name; the numbers come from the file
    while (std::getline(ss, field, ',')) corners[c].insert(std::stoi(field));
    ++rows;
  }
  EXPECT_EQ(rows, 30);
  HallOracle o;
  o.constraints.resize(30);
  o.usable.assign(30, 0);
  for (int t = 0; t < 30; ++t) {
    const std::vector<int> numbers(corners[t].begin(), corners[t].end());
    for (int x = 1; x < 256; ++x) {
      uint32_t n = 0;
      for (int c = 0; c < 30; ++c)
        for (int i = 0; i < 8; ++i)
          if ((x >> i & 1) && corners[c].count(numbers[i])) n |= 1u << c;
      o.constraints[t].push_back({n, __builtin_popcount(x)});
      if (x == 255) o.usable[t] = n;
    }
    // Tightest constraints first: most sets fail on a small neighbourhood.
    std::sort(o.constraints[t].begin(), o.constraints[t].end(), [](const auto& a, const auto& b) {
      return __builtin_popcount(a.first) - a.second < __builtin_popcount(b.first) - b.second;
    });
  }
  return o;
}

// Calls f(set) for every k-subset of the 30 cubes (lexicographic, Gosper's hack).
template <class F>
void for_each_subset(int k, F&& f) {
  uint32_t s = (1u << k) - 1;
  while (s < (1u << 30)) {
    f(s);
    const uint32_t c = s & -s, r = s + c;
    s = (((r ^ s) >> 2) / c) | r;
  }
}

// The same, split on the lowest cube so OpenMP threads share the work; f(thread, set).
template <class F>
void for_each_subset_parallel(int k, F&& f) {
#pragma omp parallel for schedule(dynamic, 1)
  for (int low = 0; low <= 30 - k; ++low) {
    const int rest = k - 1, above = 29 - low;  // choose `rest` of the cubes low+1..29
    if (rest == 0) {
      f(1u << low);
      continue;
    }
    uint32_t s = (1u << rest) - 1;
    while (s < (1u << above)) {
      f((s << (low + 1)) | (1u << low));
      const uint32_t c = s & -s, r = s + c;
      s = (((r ^ s) >> 2) / c) | r;
    }
  }
}

}  // namespace

TEST(Independent, TargetsOfEveryCollectionMatchHallFromTheDataFile) {
  const HallOracle o = oracle_from_csv();
  const auto fast = buildable_targets_by_collection();
  uint64_t checked = 0, mismatches = 0;
  for_each_subset(8, [&](uint32_t s) {
    mismatches += o.targets_of(s) != fast[collection_rank(s)];
    ++checked;
  });
  EXPECT_EQ(checked, kCollections);
  EXPECT_EQ(mismatches, 0u);
}

TEST(Independent, MinimumUniversalSetsMatchHallFromTheDataFile) {
  const HallOracle o = oracle_from_csv();
  // Universal is monotone (supersets of universal sets are universal), so none of size 11
  // means none of any smaller size.
  std::vector<uint32_t> slow;
  for (int k = 11; k <= 12 && slow.empty(); ++k)
    for_each_subset_parallel(k, [&](uint32_t s) {
      for (int t = 0; t < 30; ++t)
        if (__builtin_popcount(s & o.usable[t]) < 8) return;
      for (int t = 0; t < 30; ++t)
        if (!o.builds(t, s)) return;
#pragma omp critical
      slow.push_back(s);
    });
  const UniversalResult fast = universal_sets(std::nullopt);
  std::vector<uint32_t> fast_sets(fast.sets.begin(), fast.sets.end());
  std::sort(fast_sets.begin(), fast_sets.end());
  std::sort(slow.begin(), slow.end());
  ASSERT_FALSE(slow.empty());
  EXPECT_EQ(fast.size, __builtin_popcount(slow[0]));
  EXPECT_EQ(fast_sets, slow);
}

TEST(Independent, SizesRowForNineMatchesHallFromTheDataFile) {
  const HallOracle o = oracle_from_csv();
  const auto sizes = size_statistics(true);
  for (int k : {9}) {
    std::vector<std::array<uint64_t, 31>> per_thread(omp_get_max_threads(), std::array<uint64_t, 31>{});
    for_each_subset_parallel(k, [&](uint32_t s) { ++per_thread[omp_get_thread_num()][__builtin_popcount(o.targets_of(s))]; });
    std::array<uint64_t, 31> dist{};
    for (const auto& d : per_thread)
      for (int v = 0; v <= 30; ++v) dist[v] += d[v];
    for (int v = 0; v <= 30; ++v) EXPECT_EQ(sizes[k].distribution[v], dist[v]) << "k=" << k << " targets=" << v;
  }
}
