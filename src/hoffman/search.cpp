#include "hoffman/search.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <random>

#include "core/interrupt.hpp"

namespace cw::hoffman {

void LineTables::build(const Lengths& L) {
  const auto& T = orientations(L.n);
  for (int o = 0; o < T.count; ++o)
    for (int d = 0; d < L.n; ++d) {
      len[o][d] = L.l[T.perm[o][d]];
      bit[o][d] = static_cast<uint8_t>(1u << T.perm[o][d]);
    }
  for (int d = 0; d < L.n; ++d)
    for (unsigned m = 0; m < (1u << L.n); ++m) {
      allow[d][m] = 0;
      for (int o = 0; o < T.count; ++o)
        if (!(m & bit[o][d])) allow[d][m] |= 1u << o;
    }
}

std::vector<int> cell_order(int n, CellOrder order) {
  const int N = cell_count(n);
  std::vector<int> cells(N);
  for (int c = 0; c < N; ++c) cells[c] = c;
  auto key = [&](int c) {
    auto x = cell_coords(n, c);
    int sum = 0, mx = 0;
    for (int d = 0; d < n; ++d) {
      sum += x[d];
      mx = std::max(mx, x[d]);
    }
    return order == CellOrder::Wave ? sum : order == CellOrder::Shells ? mx : 0;
  };
  // Both keys grow along every line, so predecessors always come first.
  std::stable_sort(cells.begin(), cells.end(), [&](int a, int b) { return key(a) < key(b); });
  return cells;
}

Engine::Engine(const Lengths& L, Pruning pruning, CellOrder order)
    : n_(L.n), N_(cell_count(L.n)), O_(orientations(L.n).count), order_(cell_order(L.n, order)),
      near_(N_), far_(N_) {
  std::vector<int> rank(N_);
  for (int i = 0; i < N_; ++i) rank[order_[i]] = i;
  grid_.n = n_;
  t_.build(L);
  // When the longest length is shorter than the two shortest together (implied by the side
  // condition), two boxes whose cells are 2 apart along an axis are separated along it: the
  // earlier one ends at <= l[n-1], the later starts at >= l[0]+l[1]. So only cells within
  // distance 1 in every coordinate can overlap. Cells on one line never overlap (prefix sums).
  const bool only_adjacent = L.l[n_ - 1] < L.l[0] + L.l[1];
  for (int c = 0; c < N_; ++c) {
    auto x = cell_coords(n_, c);
    int stride = 1;
    for (int d = 0; d < n_; ++d, stride *= n_) {
      line_[c][d] = static_cast<int16_t>(c - x[d] * stride);
      pred_[c][d] = static_cast<int16_t>(x[d] > 0 ? c - stride : -1);
    }
    for (int m = 0; m < N_; ++m) {
      if (rank[m] >= rank[c]) continue;
      auto y = cell_coords(n_, m);
      int differ = 0, maxgap = 0;
      for (int d = 0; d < n_; ++d) {
        differ += x[d] != y[d];
        maxgap = std::max(maxgap, std::abs(x[d] - y[d]));
      }
      if (differ <= 1) continue;
      if (only_adjacent && maxgap > 1) continue;
      if (pruning == Pruning::Full || differ <= 2) near_[c].push_back(static_cast<int16_t>(m));
      else far_[c].push_back(static_cast<int16_t>(m));
    }
  }
}

int Engine::candidates(int depth, uint8_t* out) {
  const int c = order_[depth];
  uint32_t allowed = ~0u >> (32 - O_);
  for (int d = 0; d < n_; ++d) {
    const int p = pred_[c][d];
    lo_[c][d] = p < 0 ? 0 : hi_[p][d];  // the box starts where its predecessor on the line ends
    allowed &= t_.allow[d][mask_[d][line_[c][d]]];
  }
  if (depth == 0 && first_fixed_ >= 0) allowed &= 1u << first_fixed_;
  int k = 0;
  const auto& near = near_[c];
  while (allowed) {
    const int o = __builtin_ctz(allowed);
    allowed &= allowed - 1;
    int64_t hi[kMaxSearchDim];
    for (int d = 0; d < n_; ++d) hi[d] = lo_[c][d] + t_.len[o][d];
    bool ok = true;
    for (int16_t m : near) {
      bool overlap = true;
      for (int d = 0; d < n_ && overlap; ++d) overlap = lo_[c][d] < hi_[m][d] && lo_[m][d] < hi[d];
      if (overlap) {
        ok = false;
        break;
      }
    }
    if (ok) out[k++] = static_cast<uint8_t>(o);
  }
  return k;
}

void Engine::place(int depth, int o) {
  const int c = order_[depth];
  grid_.cell[c] = static_cast<uint8_t>(o);
  for (int d = 0; d < n_; ++d) {
    hi_[c][d] = lo_[c][d] + t_.len[o][d];
    mask_[d][line_[c][d]] |= t_.bit[o][d];
  }
}

void Engine::remove(int depth) {
  const int c = order_[depth];
  const int o = grid_.cell[c];
  for (int d = 0; d < n_; ++d) mask_[d][line_[c][d]] &= static_cast<uint8_t>(~t_.bit[o][d]);
}

bool Engine::far_pairs_disjoint() const {
  for (int c = 0; c < N_; ++c)
    for (int16_t m : far_[c]) {
      bool overlap = true;
      for (int d = 0; d < n_ && overlap; ++d) overlap = lo_[c][d] < hi_[m][d] && lo_[m][d] < hi_[c][d];
      if (overlap) return false;
    }
  return true;
}

bool Engine::rec(int depth) {
  const Hooks& h = *hooks_;
  if (depth > deepest_) deepest_ = depth;
  if (depth == h.split_depth) {
    // Resuming below a split-depth node: its number was already counted in frontier_start.
    const bool on_resume_path = resuming_ && depth <= static_cast<int>(h.resume.size());
    const uint64_t k = on_resume_path ? frontier_ - 1 : frontier_++;
    if (static_cast<int>(k % static_cast<uint64_t>(h.shards)) != h.shard) return true;
  }
  if (resuming_ && depth == static_cast<int>(h.resume.size())) resuming_ = false;
  if (!resuming_ && nodes_ >= next_tick_) {  // never stop on the way back to a resumed node
    next_tick_ = nodes_ + h.tick_every;
    if ((poll_ && interrupted()) || (h.on_tick && !h.on_tick(nodes_, depth))) {
      stop_ = true;
      return false;
    }
  }
  if (depth == N_) return h.on_leaf(grid_);
  uint8_t buf[kMaxSearchOrientations];
  const int k = candidates(depth, buf);
  if (!resuming_) nodes_ += k;  // a resumed path's nodes were counted before the checkpoint
  const int start = resuming_ ? h.resume[depth] : 0;
  for (int i = start; i < k; ++i) {
    path_[depth] = i;
    place(depth, buf[i]);
    const bool go_on = rec(depth + 1);
    remove(depth);
    if (!go_on) return false;
  }
  return true;
}

uint64_t Engine::run(const Hooks& hooks) {
  hooks_ = &hooks;
  first_fixed_ = hooks.first_fixed;
  stop_ = false;
  nodes_ = 0;
  next_tick_ = 0;
  deepest_ = 0;
  frontier_ = hooks.frontier_start;
  resuming_ = !hooks.resume.empty();
  rec(0);
  return nodes_;
}

uint64_t Engine::run(const std::function<bool(const Grid&)>& on_leaf, int first_fixed, bool poll) {
  Hooks h;
  h.on_leaf = on_leaf;
  h.first_fixed = first_fixed;
  poll_ = poll;
  const uint64_t k = run(h);
  poll_ = false;
  return k;
}

std::vector<Grid> fast_search(const Lengths& L, Pruning pruning, uint64_t* nodes) {
  Engine e(L, pruning);
  std::vector<Grid> out;
  const uint64_t k = e.run([&](const Grid& g) {
    out.push_back(g);
    return true;
  });
  if (nodes) *nodes = k;
  return out;
}

namespace {
struct Slow {
  const Lengths& L;
  Pruning pruning;
  int n, N;
  const OrientationTable& T;
  std::vector<Box> boxes;
  Grid g;
  std::vector<Grid> out;
  std::vector<std::array<int, kMaxDim>> coords;  // per cell, computed once

  int coord(int c, int d) const { return coords[c][d]; }
  int stride(int d) const {
    int s = 1;
    for (int i = 0; i < d; ++i) s *= n;
    return s;
  }
  void rec(int c) {
    if (c == N) {
      out.push_back(g);
      return;
    }
    for (int o = 0; o < T.count; ++o) {
      g.cell[c] = static_cast<uint8_t>(o);
      Box b;
      bool ok = true;
      for (int d = 0; d < n; ++d) {
        int64_t start = 0;
        for (int j = 1; j <= coord(c, d); ++j) start += L.l[T.perm[g.cell[c - j * stride(d)]][d]];
        b.lo[d] = start;
        b.hi[d] = start + L.l[T.perm[o][d]];
        if (b.hi[d] > L.side()) ok = false;
        if (coord(c, d) == n - 1) {  // line complete: each length exactly once
          std::array<int64_t, kMaxDim> seen{};
          for (int j = 0; j < n; ++j) seen[j] = L.l[T.perm[g.cell[c - j * stride(d)]][d]];
          std::sort(seen.begin(), seen.begin() + n);
          for (int i = 0; i < n; ++i) ok = ok && seen[i] == L.l[i];
        }
      }
      for (int m = 0; m < c && ok; ++m) {
        int differ = 0;
        for (int d = 0; d < n; ++d) differ += coord(c, d) != coord(m, d);
        if (pruning == Pruning::Local && differ > 2) continue;
        if (boxes_overlap(b, boxes[m], n)) ok = false;
      }
      if (!ok) continue;
      boxes[c] = b;
      rec(c + 1);
    }
  }
};
}  // namespace

std::vector<Grid> slow_search(const Lengths& L, Pruning pruning) {
  Slow s{L, pruning, L.n, cell_count(L.n), orientations(L.n), std::vector<Box>(cell_count(L.n)), Grid{}, {}, {}};
  s.g.n = L.n;
  for (int c = 0; c < s.N; ++c) s.coords.push_back(cell_coords(L.n, c));
  s.rec(0);
  return s.out;
}

TreeEstimate estimate_tree(const Lengths& L, uint64_t probes, uint64_t seed, bool fix_first,
                           CellOrder order) {
  Engine e(L, Pruning::Full, order);
  std::mt19937_64 rng(seed);
  TreeEstimate r;
  r.probes = probes;
  double sum = 0, sum2 = 0, lsum = 0, lsum2 = 0, depth = 0;
  uint8_t buf[kMaxSearchOrientations];
  const int N = e.cells();
  for (uint64_t p = 0; p < probes; ++p) {
    // One random path: the product of the branching factors seen so far estimates the number
    // of nodes at that depth (unbiased: Knuth 1975).
    double product = 1, total = 1, leaves = 0;
    int c = 0;
    for (; c < N; ++c) {
      int k = e.candidates(c, buf);
      if (c == 0 && fix_first) k = std::count(buf, buf + k, uint8_t{0}) ? (buf[0] = 0, 1) : 0;
      if (k == 0) break;
      product *= k;
      total += product;
      e.place(c, buf[std::uniform_int_distribution<int>(0, k - 1)(rng)]);
    }
    if (c == N) leaves = product;
    for (int i = c - 1; i >= 0; --i) e.remove(i);
    sum += total;
    sum2 += total * total;
    lsum += leaves;
    lsum2 += leaves * leaves;
    depth += c;
    r.max_depth = std::max(r.max_depth, c);
  }
  const double k = static_cast<double>(probes);
  r.nodes = sum / k;
  r.nodes_error = std::sqrt(std::max(0.0, sum2 / k - r.nodes * r.nodes) / k);
  r.leaves = lsum / k;
  r.leaves_error = std::sqrt(std::max(0.0, lsum2 / k - r.leaves * r.leaves) / k);
  r.mean_depth = depth / k;
  return r;
}

}  // namespace cw::hoffman
