#include "rolling/bfs.hpp"

#include <omp.h>

#include <algorithm>
#include <bit>
#include <cstring>
#include <memory>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/progress.hpp"

namespace cw::rolling {
namespace {

constexpr uint64_t kStride6 = 0x041041041ull;  // bits 0, 6, ..., 30

// Bits 0..5 spread to bits 0, 6, ..., 30.
constexpr std::array<uint64_t, 64> kSpread = [] {
  std::array<uint64_t, 64> t{};
  for (int g = 0; g < 64; ++g)
    for (int i = 0; i < 6; ++i)
      if (g >> i & 1) t[g] |= 1ull << (6 * i);
  return t;
}();
// Bits 0, 6, ..., 30 gathered to bits 0..5: bit 6i times 2^(30-5i) lands on bit 30+i, and no
// two partial products share a bit (6(i-i') = 5(j-j') forces i = i'), so nothing carries.
inline uint64_t compress_stride6(uint64_t v) {
  return ((v & kStride6) * 0x42108420ull) >> 30 & 63;
}

// Kinds of pull into target region q (empty q) from source region p: the cube on q rolled to
// p, so the target digit y at p is roll(x) of the source digit x at q. "High" cells are word
// index digits; cells 0, 1, 2 may be word cells depending on the region (see layout.hpp).
enum class PullKind {
  HighToHigh,   // p, q >= 2: one digit moves past the digits between p and q
  WordToWord,   // p, q in {0, 1}: same word index, bits permuted
  OutSame,      // q = 2, p in {0, 1}: same word index
  OutShift,     // q >= 3, p in {0, 1}: target digit 0 (cell 2) comes from a source bit
  InSame,       // q in {0, 1}, p = 2: same word index
  InShift,      // q in {0, 1}, p >= 3: a target bit (cell 2) comes from source digit 0
};

// Strided loops: t = lo + ty*y + tm*mid + th*hi, s = lo + sx*x + sm*mid + sh*hi.
struct Pull {
  int q, p;
  PullKind kind;
  uint64_t nlo = 1, nmid = 1, nhi = 1;
  uint64_t ty = 0, tm = 0, th = 0, sx = 0, sm = 0, sh = 0;
  std::array<uint8_t, 6> x_of_y{};  // inverse roll
};

std::vector<std::vector<Pull>> make_pulls(const Layout& L) {
  const Board b = L.board();
  const int n = L.cells();
  auto P = [](int k) { return Layout::pow6(k); };
  std::vector<std::vector<Pull>> pulls(n);
  for (int q = 0; q < n; ++q)
    for (Direction dir : kDirections) {
      const int p = b.step(q, dir);
      if (p < 0) continue;
      Pull pl;
      pl.q = q;
      pl.p = p;
      for (int y = 0; y < 6; ++y) pl.x_of_y[y] = roll(static_cast<Orientation>(y), opposite(dir));
      if (q >= 2 && p >= 2) {
        pl.kind = PullKind::HighToHigh;
        const int kt = L.digit_position(q, p), ks = L.digit_position(p, q);
        const int lo = std::min(kt, ks), m = std::abs(kt - ks);
        pl.nlo = P(lo);
        pl.nmid = P(m);
        pl.nhi = L.words(q) / P(lo + m + 1);
        pl.th = pl.sh = P(lo + m + 1);
        pl.ty = P(kt);
        pl.sx = P(ks);
        pl.tm = P(kt < ks ? lo + 1 : lo);
        pl.sm = P(kt < ks ? lo : lo + 1);
      } else if (q < 2 && p < 2) {
        pl.kind = PullKind::WordToWord;
        pl.nlo = L.words(q);
      } else if (q >= 2) {
        pl.kind = q == 2 ? PullKind::OutSame : PullKind::OutShift;
        if (q == 2) {
          pl.nlo = L.words(q);
        } else {  // target word b + 6r, source word with x inserted at digit q-3 of r
          pl.nlo = P(q - 3);
          pl.nhi = L.words(q) / P(q - 2);
        }
      } else {
        pl.kind = p == 2 ? PullKind::InSame : PullKind::InShift;
        if (p == 2) {
          pl.nlo = L.words(q);
        } else {  // target word with y at digit p-3, source word b + 6r
          pl.nlo = P(p - 3);
          pl.nhi = L.words(q) / P(p - 2);
        }
      }
      pulls[q].push_back(pl);
    }
  return pulls;
}

// Same word index on both sides: T[i] |= OR over y of op(S[i], x(y), y).
template <class Op>
void pull_same(uint64_t* __restrict T, const uint64_t* __restrict S, const Pull& pl, Op op) {
  for (uint64_t i = 0; i < pl.nlo; ++i) {
    const uint64_t w = S[i];
    if (!w) continue;
    uint64_t acc = 0;
    for (int y = 0; y < 6; ++y) acc |= op(w, pl.x_of_y[y], y);
    T[i] |= acc;
  }
}

void apply_pull(uint64_t* __restrict T, const uint64_t* __restrict S, const Pull& pl) {
  const int q = pl.q, p = pl.p;
  switch (pl.kind) {
    case PullKind::HighToHigh:
      for (uint64_t hi = 0; hi < pl.nhi; ++hi)
        for (uint64_t mid = 0; mid < pl.nmid; ++mid)
          for (int y = 0; y < 6; ++y) {
            uint64_t* t = T + pl.ty * y + pl.tm * mid + pl.th * hi;
            const uint64_t* s = S + pl.sx * pl.x_of_y[y] + pl.sm * mid + pl.sh * hi;
            for (uint64_t lo = 0; lo < pl.nlo; ++lo) t[lo] |= s[lo];
          }
      break;
    case PullKind::WordToWord:  // source bit x + 6b (x at q) -> target bit y + 6b (y at p)
      pull_same(T, S, pl, [](uint64_t w, int x, int y) { return ((w >> x) & kStride6) << y; });
      break;
    case PullKind::OutSame:  // source bit a + 6x (x at cell 2) -> target c_p = y
      if (p == 0)
        pull_same(T, S, pl, [](uint64_t w, int x, int y) { return kSpread[(w >> 6 * x) & 63] << y; });
      else
        pull_same(T, S, pl, [](uint64_t w, int x, int y) { return ((w >> 6 * x) & 63) << 6 * y; });
      break;
    case PullKind::InSame:  // source c_q = x -> target bit a + 6y (y at cell 2)
      if (q == 0)
        pull_same(T, S, pl, [](uint64_t w, int x, int y) { return compress_stride6(w >> x) << 6 * y; });
      else
        pull_same(T, S, pl, [](uint64_t w, int x, int y) { return ((w >> 6 * x) & 63) << 6 * y; });
      break;
    case PullKind::OutShift: {  // source bit a + 6b -> target word b + 6r, c_p = y
      const uint64_t lo_size = pl.nlo;
      for (uint64_t hi = 0; hi < pl.nhi; ++hi)
        for (int y = 0; y < 6; ++y) {
          const int x = pl.x_of_y[y];
          const uint64_t* s = S + lo_size * x + lo_size * 6 * hi;
          uint64_t* t = T + 6 * lo_size * hi;
          for (uint64_t lo = 0; lo < lo_size; ++lo) {
            const uint64_t w = s[lo];
            if (!w) continue;
            for (int b = 0; b < 6; ++b) {
              const uint64_t g = (w >> 6 * b) & 63;
              t[6 * lo + b] |= p == 0 ? kSpread[g] << y : g << 6 * y;
            }
          }
        }
      break;
    }
    case PullKind::InShift: {  // source word b + 6r, c_q = x -> target bit a + 6b, y at digit p-3
      const uint64_t lo_size = pl.nlo;
      for (uint64_t hi = 0; hi < pl.nhi; ++hi)
        for (int y = 0; y < 6; ++y) {
          const int x = pl.x_of_y[y];
          uint64_t* t = T + lo_size * y + lo_size * 6 * hi;
          const uint64_t* s = S + 6 * lo_size * hi;
          for (uint64_t lo = 0; lo < lo_size; ++lo) {
            uint64_t acc = 0;
            for (int b = 0; b < 6; ++b) {
              const uint64_t w = s[6 * lo + b];
              const uint64_t g = q == 0 ? compress_stride6(w >> x) : (w >> 6 * x) & 63;
              acc |= g << 6 * b;
            }
            t[lo] |= acc;
          }
        }
      break;
    }
  }
}

struct Words {
  std::unique_ptr<uint64_t[]> data;
  explicit Words(uint64_t n) : data(new uint64_t[n]) { std::memset(data.get(), 0, n * 8); }
  uint64_t* get() { return data.get(); }
};

}  // namespace

uint64_t bfs_memory_bytes(const Layout& L) { return L.states() + 3 * 8 * L.total_words(); }

Distances bfs_distances(const Layout& L, const State& start, const BfsOptions& opt) {
  const int n = L.cells();
  const auto pulls = make_pulls(L);
  Words visited(L.total_words()), frontier(L.total_words()), next(L.total_words());
  Distances out;
  out.dist.assign(L.states(), kUnreached);

  uint64_t w0;
  int b0;
  L.locate(start, w0, b0);
  visited.get()[w0] = frontier.get()[w0] = 1ull << b0;
  out.dist[L.rank(start)] = 0;
  out.histogram.push_back(1);
  out.reached = 1;
  std::vector<uint64_t> region_count(n, 0), next_count(n, 0);
  region_count[start.empty] = 1;
  if (opt.stop_at && *opt.stop_at == L.rank(start)) {
    out.stopped_early = true;
    return out;
  }

  // Largest regions first so that dynamic scheduling balances the cores.
  std::vector<int> order(n);
  for (int q = 0; q < n; ++q) order[q] = q;
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return L.words(a) * pulls[a].size() > L.words(b) * pulls[b].size();
  });

  Progress progress("bfs " + format_board(L.board()), L.states(), opt.quiet);
  const int threads = opt.threads > 0 ? opt.threads : omp_get_max_threads();
  for (int d = 1;; ++d) {
    uint8_t* dist = out.dist.data();
    uint64_t* F = frontier.get();
    uint64_t* X = next.get();
    uint64_t* V = visited.get();
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
    for (int i = 0; i < n; ++i) {
      const int q = order[i];
      uint64_t* T = X + L.word_offset(q);
      const uint64_t nw = L.words(q);
      std::memset(T, 0, nw * 8);
      bool any = false;
      for (const Pull& pl : pulls[q])
        if (region_count[pl.p]) {
          apply_pull(T, F + L.word_offset(pl.p), pl);
          any = true;
        }
      uint64_t count = 0;
      if (any) {
        uint64_t* Vq = V + L.word_offset(q);
        for (uint64_t w = 0; w < nw; ++w) {
          uint64_t fresh = T[w] & ~Vq[w];
          T[w] = fresh;
          if (!fresh) continue;
          Vq[w] |= fresh;
          count += std::popcount(fresh);
          do {
            dist[L.rank_of(q, w, std::countr_zero(fresh))] = static_cast<uint8_t>(d);
            fresh &= fresh - 1;
          } while (fresh);
        }
      }
      next_count[q] = count;
    }
    uint64_t layer = 0;
    for (int q = 0; q < n; ++q) layer += next_count[q];
    if (layer == 0) break;
    if (d >= kUnreached)  // distances are stored in one byte
      throw RunError(fmt::format("board {}: more than {} BFS layers", format_board(L.board()), kUnreached - 1));
    out.histogram.push_back(layer);
    out.reached += layer;
    out.max_distance = d;
    region_count = next_count;
    std::swap(frontier, next);
    progress.note(fmt::format("distance {}", d));
    progress.update(out.reached);
    if (opt.stop_at && out.dist[*opt.stop_at] != kUnreached) {
      out.stopped_early = true;
      break;
    }
  }
  progress.finish();
  return out;
}

}  // namespace cw::rolling
