#include "hoffman/first.hpp"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <vector>

#include "core/error.hpp"

namespace cw::hoffman {
namespace {

class DynamicSearch {
 public:
  struct Frame {  // what one placement changed, for unplace()
    std::vector<int> ready, newly, cells;
    std::vector<std::pair<int, uint32_t>> saved;
  };
  DynamicSearch(const Lengths& L, bool symmetric)
      : n_(L.n), N_(cell_count(L.n)), O_(orientations(L.n).count), side_(L.side()), symmetric_(symmetric) {
    const auto& T = orientations(n_);
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
    // Neighbours that can overlap: within distance 1 in every coordinate, not on a common line
    // (same argument as the engine: needs l[n-1] < l[0]+l[1]; otherwise every cell).
    const bool only_adjacent = L.l[n_ - 1] < L.l[0] + L.l[1];
    neigh_.resize(N_);
    for (int c = 0; c < N_; ++c) {
      auto x = cell_coords(n_, c);
      int stride = 1;
      need_[c] = 0;
      for (int d = 0; d < n_; ++d, stride *= n_) {
        line_[c][d] = static_cast<int16_t>(c - x[d] * stride);
        pred_[c][d] = static_cast<int16_t>(x[d] > 0 ? c - stride : -1);
        succ_[c][d] = static_cast<int16_t>(x[d] < n_ - 1 ? c + stride : -1);
        need_[c] += x[d] > 0;
      }
      for (int m = 0; m < N_; ++m) {
        auto y = cell_coords(n_, m);
        int differ = 0, gap = 0;
        for (int d = 0; d < n_; ++d) {
          differ += x[d] != y[d];
          gap = std::max(gap, std::abs(x[d] - y[d]));
        }
        if (differ >= 2 && (!only_adjacent || gap <= 1)) neigh_[c].push_back(static_cast<int16_t>(m));
      }
    }
  }

  // Full candidate computation for a cell that just became ready.
  uint32_t compute(int f) {
    uint32_t allowed = ~0u >> (32 - O_);
    for (int d = 0; d < n_; ++d) {
      const int p = pred_[f][d];
      lo_[f][d] = p < 0 ? 0 : hi_[p][d];
      allowed &= allow_[d][mask_[d][line_[f][d]]];
    }
    for (int16_t m : neigh_[f])
      if (placed_[m]) allowed &= compatible(f, allowed, m);
    return allowed;
  }
  // Orientations of ready cell f (among `cands`) that do not overlap placed box m.
  uint32_t compatible(int f, uint32_t cands, int m) const {
    // Along each axis the new box is [lo, lo+len); it overlaps m along d unless lo >= hi_m or
    // lo+len <= lo_m. Whether any axis separates them decides.
    bool lo_sep = false;
    for (int d = 0; d < n_; ++d)
      if (lo_[f][d] >= hi_[m][d]) lo_sep = true;
    if (lo_sep) return cands;
    uint32_t keep = 0;
    for (uint32_t r = cands; r; r &= r - 1) {
      const int o = __builtin_ctz(r);
      bool sep = false;
      for (int d = 0; d < n_ && !sep; ++d) sep = lo_[f][d] + len_[o][d] <= lo_[m][d];
      if (sep) keep |= 1u << o;
    }
    return keep;
  }

  bool rec() {
    const int placed = placed_count_;
    if (placed > deepest_) deepest_ = placed;
    if (placed == N_) {
      if (on_leaf_ && !on_leaf_(grid_)) return false;
      return true;
    }
    if (nodes_ >= node_limit_ || ((++ticks_ & 0xFFFF) == 0 && on_tick_ && !on_tick_(nodes_, placed))) {
      stopped_ = true;
      return false;
    }
    // Branch on the ready cell with the fewest candidates.
    int best = -1, best_count = 99;
    for (int f : ready_) {
      const int k = __builtin_popcount(cand_[f]);
      if (k < best_count) {
        best = f;
        best_count = k;
        if (k <= 1) break;
      }
    }
    if (best < 0 || best_count == 0) return true;  // dead end (or nothing ready: impossible)
    const uint32_t options = cand_[best];
    int order[kMaxOrientations], k = 0;
    for (uint32_t r = options; r; r &= r - 1) order[k++] = __builtin_ctz(r);
    if (rng_) {  // randomized value order (restart strategy): Fisher-Yates with xorshift
      for (int i = k - 1; i > 0; --i) {
        rng_ ^= rng_ << 13;
        rng_ ^= rng_ >> 7;
        rng_ ^= rng_ << 17;
        std::swap(order[i], order[rng_ % static_cast<uint64_t>(i + 1)]);
      }
    }
    for (int i = 0; i < k; ++i) {
      const int o = order[i];
      ++nodes_;
      if (!place(best, o)) {
        unplace(best);
        continue;
      }
      const bool go_on = rec();
      unplace(best);
      if (!go_on) return false;
    }
    return true;
  }

  // Places c (and, in symmetric mode, its mirror image); returns false when the placement is
  // impossible or leaves some ready cell without candidates. unplace() undoes it either way.
  bool place(int c, int o) {
    Frame& fr = frames_[depth_++];
    fr.ready = ready_;
    fr.saved.clear();
    fr.newly.clear();
    fr.cells.clear();
    bool ok = put(c, o, fr);
    if (symmetric_) {
      // Point reflection through the centre keeps orientations; on a complete grid the mirror
      // box starts where c's box ends, counted from the far side (its lines are c's reversed).
      const int c2 = N_ - 1 - c;
      if (ok && c2 != c) {
        for (int d = 0; d < n_; ++d) {
          if (!is_ready_[c2]) lo_[c2][d] = side_ - hi_[c][d];
          else if (lo_[c2][d] != side_ - hi_[c][d]) ok = false;
        }
        if (ok && is_ready_[c2] && !(cand_[c2] >> o & 1)) ok = false;
        if (ok && !is_ready_[c2]) {
          for (int d = 0; d < n_; ++d)
            if (mask_[d][line_[c2][d]] & bit_[o][d]) ok = false;
          for (int16_t m : neigh_[c2])
            if (ok && placed_[m] && !compatible(c2, 1u << o, m)) ok = false;
        }
        if (ok) ok = put(c2, o, fr);
      }
    }
    return ok;
  }

  bool put(int c, int o, Frame& fr) {
    fr.cells.push_back(c);
    ++placed_count_;
    grid_.cell[c] = static_cast<uint8_t>(o);
    placed_[c] = 1;
    for (int d = 0; d < n_; ++d) {
      hi_[c][d] = lo_[c][d] + len_[o][d];
      mask_[d][line_[c][d]] |= bit_[o][d];
    }
    for (size_t i = 0; i < ready_.size(); ++i)
      if (ready_[i] == c) {
        ready_[i] = ready_.back();
        ready_.pop_back();
        break;
      }
    bool ok = true;
    // Narrow the ready cells: line masks (cells on c's lines) and overlap (neighbours).
    for (int f : ready_) {
      uint32_t k = cand_[f];
      for (int d = 0; d < n_; ++d) k &= allow_[d][mask_[d][line_[f][d]]];
      if (k != cand_[f]) {
        fr.saved.push_back({f, cand_[f]});
        cand_[f] = k;
      }
    }
    for (int16_t m : neigh_[c]) {
      if (!is_ready_[m] || placed_[m]) continue;
      const uint32_t k = compatible(m, cand_[m], c);
      if (k != cand_[m]) {
        fr.saved.push_back({m, cand_[m]});
        cand_[m] = k;
      }
    }
    for (int f : ready_)
      if (!cand_[f]) ok = false;
    // Successors whose predecessors are now all placed become ready (unless already placed as
    // a mirror image, in which case their position must agree with the prefix sums).
    for (int d = 0; d < n_; ++d) {
      const int s = succ_[c][d];
      if (s < 0) continue;
      if (++have_[s] == need_[s]) {
        if (placed_[s]) {
          for (int e = 0; e < n_; ++e) {
            const int p = pred_[s][e];
            if ((p < 0 ? 0 : hi_[p][e]) != lo_[s][e]) ok = false;
          }
          continue;
        }
        is_ready_[s] = 1;
        fr.newly.push_back(s);
        cand_[s] = compute(s);
        ready_.push_back(s);
        if (!cand_[s]) ok = false;
      }
    }
    return ok;
  }

  void unplace(int) {
    Frame& fr = frames_[--depth_];
    for (auto it = fr.cells.rbegin(); it != fr.cells.rend(); ++it) {
      const int c = *it;
      for (int d = 0; d < n_; ++d) {
        const int s = succ_[c][d];
        if (s >= 0) --have_[s];
      }
      const int o = grid_.cell[c];
      placed_[c] = 0;
      --placed_count_;
      for (int d = 0; d < n_; ++d) mask_[d][line_[c][d]] &= static_cast<uint8_t>(~bit_[o][d]);
    }
    for (int s : fr.newly) is_ready_[s] = 0;
    for (auto it = fr.saved.rbegin(); it != fr.saved.rend(); ++it) cand_[it->first] = it->second;
    ready_ = fr.ready;
  }

  void randomize(uint64_t seed, uint64_t node_limit) {
    rng_ = seed * 0x9E3779B97F4A7C15ull | 1;
    node_limit_ = node_limit;
  }
  FirstResult run(int first_fixed, std::function<bool(const Grid&)> on_leaf,
                  std::function<bool(uint64_t, int)> on_tick) {
    on_leaf_ = std::move(on_leaf);
    on_tick_ = std::move(on_tick);
    grid_.n = n_;
    frames_.resize(N_ + 1);
    is_ready_[0] = 1;
    cand_[0] = compute(0);
    if (first_fixed >= 0) cand_[0] &= 1u << first_fixed;
    ready_.push_back(0);
    FirstResult r;
    const bool completed = rec();
    r.nodes = nodes_;
    r.deepest = deepest_;
    r.exhausted = completed && !stopped_;
    return r;
  }

 private:
  int n_, N_, O_;
  int64_t side_;
  bool symmetric_;
  int64_t len_[kMaxOrientations][kMaxDim];
  uint8_t bit_[kMaxOrientations][kMaxDim];
  uint32_t allow_[kMaxDim][1 << kMaxDim];
  int16_t line_[kMaxCells][kMaxDim], pred_[kMaxCells][kMaxDim], succ_[kMaxCells][kMaxDim];
  int need_[kMaxCells] = {}, have_[kMaxCells] = {};
  std::vector<std::vector<int16_t>> neigh_;
  uint8_t mask_[kMaxDim][kMaxCells] = {};
  int64_t lo_[kMaxCells][kMaxDim] = {}, hi_[kMaxCells][kMaxDim] = {};
  uint32_t cand_[kMaxCells] = {};
  uint8_t placed_[kMaxCells] = {}, is_ready_[kMaxCells] = {};
  std::vector<int> ready_;
  std::vector<Frame> frames_;
  int depth_ = 0, deepest_ = 0, placed_count_ = 0;
  Grid grid_;
  uint64_t nodes_ = 0, ticks_ = 0, rng_ = 0, node_limit_ = ~0ull;
  bool stopped_ = false;
  std::function<bool(const Grid&)> on_leaf_;
  std::function<bool(uint64_t, int)> on_tick_;
};

}  // namespace

FirstResult find_first_packing(const Lengths& L, const std::function<bool(uint64_t, int)>& on_tick,
                               uint64_t restart_nodes, bool symmetric) {
  validate_lengths(L, true);
  std::optional<Grid> found;
  FirstResult total;
  bool stop = false;
  // Restarts: run k uses a fresh random value order and a node budget growing by half each time;
  // restart_nodes = 0 means one deterministic run.
  for (uint64_t run = 0; !found && !stop; ++run) {
    auto search = std::make_unique<DynamicSearch>(L, symmetric);
    uint64_t budget = restart_nodes;
    for (uint64_t i = 0; i < run; ++i) budget += budget / 2;
    if (restart_nodes) search->randomize(run + 1, budget);
    bool user_stop = false;
    FirstResult r = search->run(0, [&](const Grid& g) {
      found = g;
      return false;
    }, [&](uint64_t k, int placed) {
      if (!on_tick(total.nodes + k, placed)) user_stop = true;
      return !user_stop;
    });
    total.nodes += r.nodes;
    total.deepest = std::max(total.deepest, r.deepest);
    total.restarts = run;
    if (r.exhausted) total.exhausted = true;
    stop = user_stop || r.exhausted || !restart_nodes;
  }
  if (found) {
    if (!is_valid_packing(*found, L))
      throw RunError("internal check failed: the packing found fails the exact checker");
    total.grid = found;
    total.exhausted = false;
  }
  return total;
}

uint64_t count_by_dynamic_order(const Lengths& L, bool symmetric) {
  auto search = std::make_unique<DynamicSearch>(L, symmetric);
  uint64_t count = 0;
  search->run(0, [&](const Grid& g) {
    if (!is_valid_packing(g, L)) throw RunError("internal check failed: dynamic search leaf invalid");
    ++count;
    return true;
  }, nullptr);
  return count;
}

}  // namespace cw::hoffman
