#include "hoffman/layers.hpp"

#include <algorithm>
#include <atomic>
#include <utility>

#include "core/error.hpp"
#include "core/parallel.hpp"

namespace cw::hoffman {
namespace {

struct Row {
  uint8_t x[kMaxSearchDim], y[kMaxSearchDim];  // length indices along x and y per column
  int64_t xlo[kMaxSearchDim], xhi[kMaxSearchDim];
  uint32_t ybits;  // bit (col*n + y length): for the column constraint
};

std::vector<Row> all_rows(const Lengths& L) {
  const int n = L.n;
  std::vector<Row> rows;
  // The x lengths of a row's cells are a permutation of the lengths: an orientation's x..w axes.
  const OrientationTable& perms = orientations(n);
  for (int p = 0; p < perms.count; ++p) {
    const auto& perm = perms.perm[p];
    int total = 1;
    for (int i = 0; i < n; ++i) total *= n - 1;
    for (int code = 0; code < total; ++code) {
      Row r{};
      int64_t pos = 0;
      int rest = code;
      for (int col = 0; col < n; ++col) {
        r.x[col] = perm[col];
        int k = rest % (n - 1);
        rest /= n - 1;
        r.y[col] = static_cast<uint8_t>(k >= perm[col] ? k + 1 : k);  // skip the x length
        r.xlo[col] = pos;
        pos += L.l[perm[col]];
        r.xhi[col] = pos;
        r.ybits |= 1u << (col * n + r.y[col]);
      }
      rows.push_back(r);
    }
  }
  return rows;
}

uint64_t factorial(int k) { return k <= 1 ? 1 : k * factorial(k - 1); }
uint64_t power(uint64_t b, int e) {
  uint64_t r = 1;
  while (e-- > 0) r *= b;
  return r;
}
}  // namespace

LayerCounts count_layers(const Lengths& L, bool with_layers) {
  validate_lengths(L, true);
  const int n = L.n;
  LayerCounts out;
  out.lengths = L;
  out.coincidences = length_coincidences(L);
  const auto rows = all_rows(L);
  out.rows = rows.size();
  out.rows_all_orientations = factorial(n) * power(factorial(n - 1), n);
  // Two boxes of one (x,y) layer start along z after sums of k lengths (k = the layer's index);
  // if those sums differ by less than the shortest length, their z intervals always overlap (and
  // likewise along w), so their footprints must be disjoint.
  out.footprints_forced = true;
  for (int k = 1; k < n; ++k) {
    int64_t lo = 0, hi = 0;
    for (int i = 0; i < k; ++i) {
      lo += L.l[i];
      hi += L.l[n - 1 - i];
    }
    if (hi - lo >= L.l[0]) out.footprints_forced = false;
  }
  if (!with_layers) return out;
  // Rows indexed by their y pattern, so each level only visits rows whose y lengths are still
  // free in every column (the last level's pattern is forced).
  std::vector<std::vector<int>> by_bits(1u << (n * n));
  for (size_t i = 0; i < rows.size(); ++i) by_bits[rows[i].ybits].push_back(static_cast<int>(i));
  // With l[n-1] < l[0]+l[1] only boxes of neighbouring rows and neighbouring columns can overlap
  // (as in the engine); otherwise every earlier pair is tested.
  const bool adjacent = L.l[n - 1] < L.l[0] + L.l[1];
  struct State {
    const Row* chosen[kMaxSearchDim];
    int64_t ystart[kMaxSearchDim][kMaxSearchDim + 1];
    uint64_t count = 0, nodes = 0;
  };
  // The columns (a, b) whose boxes in two rows can overlap: a == b are stacked along y, and with
  // `adjacent` only neighbouring columns. Listed once, so the test below loops over them alone.
  std::vector<std::pair<int, int>> column_pairs;
  for (int a = 0; a < n; ++a)
    for (int b = 0; b < n; ++b)
      if (a != b && (!adjacent || std::abs(a - b) == 1)) column_pairs.emplace_back(a, b);
  auto fits = [&](const State& st, int j, const Row& r) {
    for (int pj = j - 1; pj >= (adjacent ? j - 1 : 0) && pj >= 0; --pj) {
      const Row& p = *st.chosen[pj];
      for (const auto& [a, b] : column_pairs) {
        const int64_t ay = st.ystart[a][pj], ayh = ay + L.l[p.y[a]];
        const int64_t by = st.ystart[b][j], byh = by + L.l[r.y[b]];
        if (p.xlo[a] < r.xhi[b] && r.xlo[b] < p.xhi[a] && ay < byh && by < ayh) return false;
      }
    }
    return true;
  };
  // A lambda calling itself directly (a std::function would make every level an indirect call).
  auto rec = [&](auto& self, State& st, int j, uint32_t used) -> void {
    // Rows 1 to n - 1 only (validate_lengths: n <= kMaxSearchDim): said so, or the compiler, which
    // inlines a few levels of the recursion, warns of rows past the arrays.
    if (j < 1 || j >= kMaxSearchDim) __builtin_unreachable();
    // Enumerate the y patterns allowed by the columns' used lengths.
    int free_len[kMaxSearchDim][kMaxSearchDim], nfree[kMaxSearchDim];
    for (int col = 0; col < n; ++col) {
      nfree[col] = 0;
      for (int y = 0; y < n; ++y)
        if (!(used >> (col * n + y) & 1)) free_len[col][nfree[col]++] = y;
    }
    int idx[kMaxSearchDim] = {};
    while (true) {
      uint32_t bits = 0;
      for (int col = 0; col < n; ++col) bits |= 1u << (col * n + free_len[col][idx[col]]);
      for (int ri : by_bits[bits]) {
        const Row& r = rows[ri];
        ++st.nodes;
        if (!fits(st, j, r)) continue;
        if (j == n - 1) {
          ++st.count;
          continue;
        }
        st.chosen[j] = &r;
        for (int col = 0; col < n; ++col) st.ystart[col][j + 1] = st.ystart[col][j] + L.l[r.y[col]];
        self(self, st, j + 1, used | r.ybits);
      }
      int col = 0;
      while (col < n && ++idx[col] == nfree[col]) idx[col++] = 0;
      if (col == n) break;
    }
  };
  // parallel_for rather than an OpenMP loop, so that the threaded WebAssembly module searches on
  // its threads too; each first row's subtree is added once, when it is done.
  std::atomic<uint64_t> count{0}, nodes{0};
  parallel_for(static_cast<long>(rows.size()), parallel_threads(), [&](long i) {
    const Row& first = rows[static_cast<size_t>(i)];
    State st{};
    st.chosen[0] = &first;
    for (int col = 0; col < n; ++col) st.ystart[col][1] = L.l[first.y[col]];
    ++st.nodes;
    if (n == 1) ++st.count;
    else rec(rec, st, 1, first.ybits);
    count.fetch_add(st.count, std::memory_order_relaxed);
    nodes.fetch_add(st.nodes, std::memory_order_relaxed);
  });
  out.layers = count.load();
  out.layer_nodes = nodes.load();
  out.layers_all_orientations = out.layers * power(factorial(n - 2), n * n);
  return out;
}

uint64_t count_layers_brute_force(const Lengths& L) {
  const int n = L.n;
  if (n > 3) throw InputError("brute-force layer count is for n <= 3");
  const int cells = n * n, choices = n * (n - 1);
  uint64_t total = 1, count = 0;
  for (int i = 0; i < cells; ++i) total *= choices;
  for (uint64_t code = 0; code < total; ++code) {
    int x[16], y[16];
    uint64_t rest = code;
    for (int c = 0; c < cells; ++c) {
      const int k = static_cast<int>(rest % choices);
      rest /= choices;
      x[c] = k / (n - 1);
      const int yy = k % (n - 1);
      y[c] = yy >= x[c] ? yy + 1 : yy;
    }
    // Lines: every row (fixed j) has all x lengths, every column all y lengths.
    bool ok = true;
    for (int j = 0; j < n && ok; ++j) {
      unsigned mx = 0, my = 0;
      for (int i = 0; i < n; ++i) {
        mx |= 1u << x[j * n + i];
        my |= 1u << y[i * n + j];
      }
      ok = mx == (1u << n) - 1 && my == (1u << n) - 1;
    }
    if (!ok) continue;
    int64_t lo[16][2], hi[16][2];
    for (int c = 0; c < cells; ++c) {
      const int i = c % n, j = c / n;
      lo[c][0] = 0;
      for (int k = 0; k < i; ++k) lo[c][0] += L.l[x[j * n + k]];
      lo[c][1] = 0;
      for (int k = 0; k < j; ++k) lo[c][1] += L.l[y[k * n + i]];
      hi[c][0] = lo[c][0] + L.l[x[c]];
      hi[c][1] = lo[c][1] + L.l[y[c]];
    }
    for (int a = 0; a < cells && ok; ++a)
      for (int b = a + 1; b < cells && ok; ++b)
        if (lo[a][0] < hi[b][0] && lo[b][0] < hi[a][0] && lo[a][1] < hi[b][1] && lo[b][1] < hi[a][1]) ok = false;
    count += ok;
  }
  return count;
}

}  // namespace cw::hoffman
