#include "macmahon/census.hpp"

#include <algorithm>
#include <bit>

#include "core/bits.hpp"
#include "core/combinadic.hpp"

namespace cw::macmahon {
namespace {

// Corner numbers of every cube, and for every corner number the cubes carrying it.
struct CornerIndex {
  std::array<std::array<int, kCorners>, kMacMahonCubes> numbers{};
  std::array<CubeSet, 1000> carriers{};
  CornerIndex() {
    for (int i = 0; i < kMacMahonCubes; ++i) {
      numbers[i] = corner_numbers(macmahon_cubes()[i]);
      for (int cn : numbers[i]) carriers[cn] |= 1u << i;
    }
  }
};
const CornerIndex& corner_index() {
  static const CornerIndex idx;
  return idx;
}

// The masks of the 8 cells by how many cells they hold: kMasks[kLayerStart[k]] up to
// kMasks[kLayerStart[k + 1]] are the C(8, k) masks of k cells.
constexpr std::array<int, kCorners + 2> kLayerStart = [] {
  std::array<int, kCorners + 2> start{};  // start[k + 1] - start[k] = C(8, k)
  for (int mask = 0; mask < 256; ++mask) ++start[std::popcount(static_cast<unsigned>(mask)) + 1];
  for (int k = 1; k <= kCorners + 1; ++k) start[k] += start[k - 1];
  return start;
}();
constexpr std::array<uint8_t, 256> kMasks = [] {
  std::array<uint8_t, 256> m{};
  std::array<int, kCorners + 1> next{};
  for (int k = 0; k <= kCorners; ++k) next[k] = kLayerStart[k];
  for (int mask = 0; mask < 256; ++mask)
    m[next[std::popcount(static_cast<unsigned>(mask))]++] = static_cast<uint8_t>(mask);
  return m;
}();

// Number of perfect matchings of the cubes of s to the cells, by DP over the set of cells
// already taken: ways[mask] counts the placements of the first k cubes of s on the cells of mask
// (k = |mask|), and the k-th cube takes one free cell it fits. Only the masks of k cells are read
// and only those of k + 1 written (cleared first), so no table is cleared or copied whole, and a
// collection whose cubes leave no placement stops there (most of them, early). The census's hot
// loop (one call per 8-subset of the usable cubes): multi-versioned, so that pip's portable
// module counts bits with popcnt rather than a libgcc call (core/bits.hpp).
CW_HOT_LOOP uint64_t permanent(const std::array<CubeSet, kCorners>& fits, CubeSet s) {
  if (std::popcount(s) != kCorners) return 0;
  std::array<uint64_t, 256> ways;  // only the layers written are read
  ways[0] = 1;
  int k = 0;
  for (CubeSet rest = s; rest; rest &= rest - 1, ++k) {
    const int cube = std::countr_zero(rest);
    unsigned cells = 0;  // the cells the cube fits
    for (int cell = 0; cell < kCorners; ++cell) cells |= (fits[cell] >> cube & 1) << cell;
    for (int i = kLayerStart[k + 1]; i < kLayerStart[k + 2]; ++i) ways[kMasks[i]] = 0;
    bool placed = false;
    for (int i = kLayerStart[k]; i < kLayerStart[k + 1]; ++i) {
      const unsigned mask = kMasks[i];
      const uint64_t w = ways[mask];
      if (!w) continue;
      for (unsigned free = cells & ~mask; free; free &= free - 1) {
        ways[mask | (free & (0u - free))] += w;
        placed = true;
      }
    }
    if (!placed) return 0;
  }
  return ways[255];
}

}  // namespace

uint32_t collection_rank(CubeSet s) { return subset_rank(s); }

CubeSet collection_at(uint32_t rank) { return subset_at(rank, 8, kMacMahonCubes); }

std::array<CubeSet, kCorners> fitting_cubes(int target) {
  std::array<CubeSet, kCorners> fits{};
  const auto& idx = corner_index();
  for (int cell = 0; cell < kCorners; ++cell) fits[cell] = idx.carriers[idx.numbers[target][cell]];
  return fits;
}

CubeSet usable_cubes(int target) {
  CubeSet u = 0;
  for (CubeSet f : fitting_cubes(target)) u |= f;
  return u;
}

uint64_t solution_number(int target, CubeSet collection) {
  return permanent(fitting_cubes(target), collection);
}

Census census(int target) {
  static thread_local std::vector<uint8_t> count(kCollections, 0);
  std::vector<uint32_t> touched;
  for_each_arrangement(fitting_cubes(target), [&](CubeSet used) {
    const uint32_t r = collection_rank(used);
    if (count[r]++ == 0) touched.push_back(r);
  });
  Census c{target, touched.size(), {}};
  for (uint32_t r : touched) {
    ++c.distribution[count[r]];
    count[r] = 0;
  }
  return c;
}

std::vector<uint8_t> solution_numbers_by_collection(int target) {
  std::vector<uint8_t> count(kCollections, 0);
  // At most 16 arrangements per collection (the census), so a byte never wraps.
  for_each_arrangement(fitting_cubes(target), [&](CubeSet used) { ++count[collection_rank(used)]; });
  return count;
}

Census census_by_permanents(int target) {
  const auto fits = fitting_cubes(target);
  const CubeSet usable = usable_cubes(target);
  Census c{target, 0, {}};
  // Gosper's hack over the 8-subsets of the usable cubes (others can never be placed).
  std::vector<int> pos;
  for (int i = 0; i < kMacMahonCubes; ++i)
    if (usable >> i & 1) pos.push_back(i);
  const int u = static_cast<int>(pos.size());
  if (u < 8) return c;
  for (uint32_t x = 0xFF; x < (1u << u);) {
    CubeSet s = 0;
    for (uint32_t y = x; y; y &= y - 1) s |= 1u << pos[std::countr_zero(y)];
    if (const uint64_t n = permanent(fits, s)) {
      ++c.collections_with_solution;
      ++c.distribution[static_cast<int>(n)];
    }
    x = next_combination(x);
  }
  return c;
}

std::vector<uint32_t> buildable_targets_by_collection() {
  std::vector<uint32_t> targets(kCollections, 0);
  // Each thread owns the targets it enumerates; an atomic OR merges them.
#pragma omp parallel for schedule(dynamic, 1)
  for (int t = 0; t < kMacMahonCubes; ++t)
    for_each_arrangement(fitting_cubes(t), [&](CubeSet used) {
      uint32_t& slot = targets[collection_rank(used)];
      if (!(slot >> t & 1)) __atomic_fetch_or(&slot, 1u << t, __ATOMIC_RELAXED);
    });
  return targets;
}

SpanningTreeCheck spanning_tree_collections(int target) {
  const auto fits = fitting_cubes(target);
  SpanningTreeCheck out;
  std::vector<std::pair<int, int>> edges;
  std::vector<int> cube_of_edge;
  out.every_other_usable_cube_is_an_edge = true;
  for (int i = 0; i < kMacMahonCubes; ++i) {
    if (i == target) continue;
    std::vector<int> cells;
    for (int c = 0; c < kCorners; ++c)
      if (fits[c] >> i & 1) cells.push_back(c);
    if (cells.empty()) continue;
    if (cells.size() != 2) {
      out.every_other_usable_cube_is_an_edge = false;
      continue;
    }
    edges.push_back({cells[0], cells[1]});
    cube_of_edge.push_back(i);
  }
  const int m = static_cast<int>(edges.size());
  for (uint32_t x = 0x7F; m >= 7 && x < (1u << m);) {
    std::array<int, kCorners> parent{};
    for (int v = 0; v < kCorners; ++v) parent[v] = v;
    auto find = [&](int v) {
      while (parent[v] != v) v = parent[v] = parent[parent[v]];
      return v;
    };
    bool tree = true;  // 7 edges without a cycle on 8 vertices span them
    CubeSet s = 1u << target;
    for (uint32_t y = x; y && tree; y &= y - 1) {
      const int e = std::countr_zero(y);
      const int a = find(edges[e].first), b = find(edges[e].second);
      tree = a != b;
      parent[a] = b;
      s |= 1u << cube_of_edge[e];
    }
    if (tree) {
      ++out.collections;
      out.with_solution_number_8 += solution_number(target, s) == 8;
    }
    x = next_combination(x);
  }
  return out;
}

std::map<CubeSet, uint64_t> interior_census(int target) {
  // Fitting cubes have their rotation forced by the corner; find it, then match inner faces.
  const auto fits = fitting_cubes(target);
  const Colouring& T = macmahon_cubes()[target];
  std::array<std::array<Colouring, kMacMahonCubes>, kCorners> look{};
  for (int cell = 0; cell < kCorners; ++cell)
    for (CubeSet f = fits[cell]; f; f &= f - 1) {
      const int cube = std::countr_zero(f);
      for (const Rotation& r : rotations()) {
        const Colouring x = rotate(macmahon_cubes()[cube], r);
        bool ok = true;
        for (Face face : corner_faces(cell)) ok = ok && x[face] == T[face];
        if (ok) look[cell][cube] = x;
      }
    }
  std::map<CubeSet, uint64_t> out;
  std::array<int, kCorners> chosen{};
  auto dfs = [&](auto&& self, int cell, CubeSet used) -> void {
    if (cell == kCorners) {
      ++out[used];
      return;
    }
    for (CubeSet opts = fits[cell] & ~used; opts; opts &= opts - 1) {
      const int cube = std::countr_zero(opts);
      const Colouring& me = look[cell][cube];
      bool ok = true;
      const Face pos[3] = {R, B, U}, neg[3] = {L, F, D};
      for (int axis = 0; axis < 3 && ok; ++axis)
        if (cell >> axis & 1) {  // the neighbour on the negative side is already placed
          const Colouring& other = look[cell ^ (1 << axis)][chosen[cell ^ (1 << axis)]];
          ok = other[pos[axis]] == me[neg[axis]];
        }
      if (!ok) continue;
      chosen[cell] = cube;
      self(self, cell + 1, used | 1u << cube);
    }
  };
  dfs(dfs, 0, 0);
  return out;
}

}  // namespace cw::macmahon
