#include "macmahon/set_analysis.hpp"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "core/error.hpp"
#include "macmahon/census.hpp"

namespace cw::macmahon {
namespace {

uint64_t binomial(int n, int k) {
  if (k < 0 || k > n) return 0;
  uint64_t c = 1;
  for (int i = 1; i <= k; ++i) c = c * static_cast<uint64_t>(n - k + i) / static_cast<uint64_t>(i);
  return c;
}

// Global cube set <-> local k-bit mask (the cubes of S renumbered in index order).
struct LocalIndex {
  std::array<int, kMacMahonCubes> local_of{};  // -1 outside S
  std::array<int, kMacMahonCubes> member{};    // local -> global
  int k = 0;
  explicit LocalIndex(CubeSet s) {
    local_of.fill(-1);
    for (int i = 0; i < kMacMahonCubes; ++i)
      if (s >> i & 1) {
        local_of[i] = k;
        member[k++] = i;
      }
  }
  uint32_t local(CubeSet g) const {
    uint32_t m = 0;
    for (; g; g &= g - 1) m |= 1u << local_of[std::countr_zero(g)];
    return m;
  }
  CubeSet global(uint32_t m) const {
    CubeSet g = 0;
    for (; m; m &= m - 1) g |= 1u << member[std::countr_zero(m)];
    return g;
  }
};

// built[m] for every k-bit mask m: the targets some 8-subset of m builds. Filled at the
// 8-subsets, then closed upward (OR zeta transform: after pass b, built[m] covers every subset
// of m that differs from it in bits < b only).
std::vector<SubsetSizeRow> size_rows(std::vector<uint32_t>& built, int k) {
  for (int b = 0; b < k; ++b)
    for (size_t m = 0; m < built.size(); ++m)
      if (m >> b & 1) built[m] |= built[m ^ (size_t{1} << b)];
  std::vector<SubsetSizeRow> rows(k - 7);
  for (size_t m = 0; m < built.size(); ++m) {
    const int j = std::popcount(m);
    if (j >= kCorners) ++rows[j - kCorners].distribution[std::popcount(built[m])];
  }
  for (int j = kCorners; j <= k; ++j) {
    SubsetSizeRow& r = rows[j - kCorners];
    r.j = j;
    r.subsets = binomial(k, j);
    r.min = -1;
    double sum = 0;
    for (int v = 0; v <= kMacMahonCubes; ++v)
      if (const uint64_t n = r.distribution[v]) {
        if (r.min < 0) r.min = v;
        r.max = v;
        sum += static_cast<double>(n) * v;
      }
    r.mean = sum / static_cast<double>(r.subsets);
  }
  return rows;
}

}  // namespace

SetAnalysis analyze_set(CubeSet s) {
  const int k = std::popcount(s);
  if (k < kCorners || k > kMacMahonCubes || s >> kMacMahonCubes)
    throw InputError(fmt::format("a set to analyse has 8 to 30 different MacMahon cubes, not {}", k));
  const LocalIndex idx(s);
  SetAnalysis out;
  out.cubes = s;
  out.size = k;
  out.collections = binomial(k, kCorners);
  const bool table = k <= kMaxSizeTableCubes;
  std::vector<uint32_t> built(table ? size_t{1} << k : 0, 0);
  std::vector<uint8_t> count(out.collections, 0);  // arrangements per local rank; at most 16 (the census)
  std::vector<uint32_t> touched;
  std::vector<uint8_t> any_target(out.collections, 0);
  for (int t = 0; t < kMacMahonCubes; ++t) {
    std::array<CubeSet, kCorners> fits = fitting_cubes(t);
    for (CubeSet& f : fits) f &= s;
    TargetInSet& pt = out.per_target[t];
    pt.target = t;
    pt.useless = s & ~usable_cubes(t);
    touched.clear();
    // Only cubes of S fit, so every leaf is an arrangement of one 8-subset of S.
    for_each_arrangement(fits, [&](CubeSet used) {
      const uint32_t r = collection_rank(idx.local(used));
      if (count[r]++ == 0) touched.push_back(r);
    });
    std::sort(touched.begin(), touched.end());
    pt.collections.reserve(touched.size());
    for (uint32_t r : touched) {
      const uint32_t local = collection_at(r);
      pt.collections.push_back({idx.global(local), count[r]});
      ++pt.by_solution_number[count[r]];
      count[r] = 0;
      any_target[r] = 1;
      if (table) built[local] |= 1u << t;
    }
    if (!touched.empty()) out.targets |= 1u << t;
  }
  out.building_collections = static_cast<uint64_t>(std::count(any_target.begin(), any_target.end(), 1));
  if (table) out.sizes = size_rows(built, k);
  return out;
}

HaraguchiFacts haraguchi_facts(const SetAnalysis& a) {
  HaraguchiFacts f;
  if (a.size != 12 || a.sizes.size() != 5) return f;
  f.in_set = f.outside = true;
  for (const TargetInSet& t : a.per_target) {
    if (a.cubes >> t.target & 1)
      f.in_set = f.in_set && std::popcount(t.useless) == 3 && t.collections.size() == 9 &&
                 t.by_solution_number == std::map<uint32_t, uint64_t>{{2, 7}, {8, 2}};
    else
      f.outside = f.outside && t.collections.size() == 1 && t.collections[0].solution_number == 4;
  }
  const auto& eight = a.sizes[0], &ten = a.sizes[2], &eleven = a.sizes[3];
  f.eight = eight.max <= 3;
  f.ten = ten.min == 3 && ten.max == 9 && !ten.distribution[4] && !ten.distribution[5] && !ten.distribution[7];
  f.eleven = eleven.min == 18 && eleven.max == 18;
  return f;
}

}  // namespace cw::macmahon
