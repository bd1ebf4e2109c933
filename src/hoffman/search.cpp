#include "hoffman/search.hpp"

#include <algorithm>
#include <cmath>
#include <random>

#include "core/interrupt.hpp"

namespace cw::hoffman {

Engine::Engine(const Lengths& L, Pruning pruning)
    : n_(L.n), N_(cell_count(L.n)), O_(orientations(L.n).count), near_(N_), far_(N_) {
  const auto& T = orientations(n_);
  grid_.n = n_;
  for (int o = 0; o < O_; ++o)
    for (int d = 0; d < n_; ++d) {
      len_[o][d] = L.l[T.perm[o][d]];
      bit_[o][d] = static_cast<uint8_t>(1u << T.perm[o][d]);
    }
  for (int d = 0; d < n_; ++d)
    for (unsigned m = 0; m < (1u << n_); ++m) {
      allow_[d][m] = 0;
      for (int o = 0; o < O_; ++o)
        if (!(m & bit_[o][d])) allow_[d][m] |= 1u << o;
    }
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
    for (int m = 0; m < c; ++m) {
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

int Engine::candidates(int c, uint8_t* out) {
  uint32_t allowed = ~0u >> (32 - O_);
  for (int d = 0; d < n_; ++d) {
    const int p = pred_[c][d];
    lo_[c][d] = p < 0 ? 0 : hi_[p][d];  // the box starts where its predecessor on the line ends
    allowed &= allow_[d][mask_[d][line_[c][d]]];
  }
  if (c == 0 && first_fixed_ >= 0) allowed &= 1u << first_fixed_;
  int k = 0;
  const auto& near = near_[c];
  while (allowed) {
    const int o = __builtin_ctz(allowed);
    allowed &= allowed - 1;
    int64_t hi[kMaxDim];
    for (int d = 0; d < n_; ++d) hi[d] = lo_[c][d] + len_[o][d];
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

void Engine::place(int c, int o) {
  grid_.cell[c] = static_cast<uint8_t>(o);
  for (int d = 0; d < n_; ++d) {
    hi_[c][d] = lo_[c][d] + len_[o][d];
    mask_[d][line_[c][d]] |= bit_[o][d];
  }
}

void Engine::remove(int c) {
  const int o = grid_.cell[c];
  for (int d = 0; d < n_; ++d) mask_[d][line_[c][d]] &= static_cast<uint8_t>(~bit_[o][d]);
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

bool Engine::rec(int c) {
  if (c == N_) return (*leaf_)(grid_);
  uint8_t buf[kMaxOrientations];
  const int k = candidates(c, buf);
  nodes_ += k;
  if (poll_ && (nodes_ & 0xFFFFF) < static_cast<uint64_t>(k) && interrupted()) {
    stop_ = true;
    return false;
  }
  for (int i = 0; i < k; ++i) {
    place(c, buf[i]);
    const bool go_on = rec(c + 1);
    remove(c);
    if (!go_on) return false;
  }
  return true;
}

uint64_t Engine::run(const std::function<bool(const Grid&)>& on_leaf, int first_fixed, bool poll) {
  leaf_ = &on_leaf;
  first_fixed_ = first_fixed;
  poll_ = poll;
  stop_ = false;
  nodes_ = 0;
  if (!rec(0)) stop_ = true;
  return nodes_;
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

  int coord(int c, int d) const { return cell_coords(n, c)[d]; }
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
          std::vector<int64_t> seen;
          for (int j = 0; j < n; ++j) seen.push_back(L.l[T.perm[g.cell[c - j * stride(d)]][d]]);
          std::sort(seen.begin(), seen.end());
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
  Slow s{L, pruning, L.n, cell_count(L.n), orientations(L.n), std::vector<Box>(cell_count(L.n)), Grid{}, {}};
  s.g.n = L.n;
  s.rec(0);
  return s.out;
}

TreeEstimate estimate_tree(const Lengths& L, uint64_t probes, uint64_t seed, bool fix_first) {
  Engine e(L, Pruning::Full);
  std::mt19937_64 rng(seed);
  TreeEstimate r;
  r.probes = probes;
  double sum = 0, sum2 = 0, lsum = 0, lsum2 = 0, depth = 0;
  uint8_t buf[kMaxOrientations];
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
