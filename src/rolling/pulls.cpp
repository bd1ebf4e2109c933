#include "rolling/pulls.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "core/bits.hpp"

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

}  // namespace

std::vector<std::vector<Pull>> make_pulls(const Layout& layout) {
  const Board b = layout.board();
  const int n = layout.cells();
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
        const int kt = layout.digit_position(q, p), ks = layout.digit_position(p, q);
        const int lo = std::min(kt, ks), m = std::abs(kt - ks);
        pl.nlo = P(lo);
        pl.nmid = P(m);
        pl.nhi = layout.words(q) / P(lo + m + 1);
        pl.th = pl.sh = P(lo + m + 1);
        pl.ty = P(kt);
        pl.sx = P(ks);
        pl.tm = P(kt < ks ? lo + 1 : lo);
        pl.sm = P(kt < ks ? lo : lo + 1);
      } else if (q < 2 && p < 2) {
        pl.kind = PullKind::WordToWord;
        pl.nlo = layout.words(q);
      } else if (q >= 2) {
        pl.kind = q == 2 ? PullKind::OutSame : PullKind::OutShift;
        if (q == 2) {
          pl.nlo = layout.words(q);
        } else {  // target word b + 6r, source word with x inserted at digit q-3 of r
          pl.nlo = P(q - 3);
          pl.nhi = layout.words(q) / P(q - 2);
        }
      } else {
        pl.kind = p == 2 ? PullKind::InSame : PullKind::InShift;
        if (p == 2) {
          pl.nlo = layout.words(q);
        } else {  // target word with y at digit p-3, source word b + 6r
          pl.nlo = P(p - 3);
          pl.nhi = layout.words(q) / P(p - 2);
        }
      }
      pulls[q].push_back(pl);
    }
  return pulls;
}

namespace {
bool same_word(PullKind k) {
  return k == PullKind::WordToWord || k == PullKind::OutSame || k == PullKind::InSame;
}
}  // namespace

uint64_t outer_count(const Pull& pl) { return same_word(pl.kind) ? pl.nlo : pl.nhi; }

uint64_t outer_stride(const Pull& pl) {
  if (same_word(pl.kind)) return 1;
  return pl.kind == PullKind::HighToHigh ? pl.th : 6 * pl.nlo;
}

Pull with_outer_count(const Pull& pl, uint64_t n) {
  Pull out = pl;
  (same_word(pl.kind) ? out.nlo : out.nhi) = n;
  return out;
}

namespace {
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

// HighToHigh: for each (hi, mid), six runs of nlo words, target run y from source run x(y).
// The offsets of the six runs are computed once, and where nlo is 1 or 6 (the lowest digits
// moved: a third of the 3x3 board's pulls) the run is a fixed number of words the compiler
// unrolls; a loop of one or six words would spend its time on loop control, the more so in
// WebAssembly. Inlined, as pull_in_shift, so that each of apply_pull's instruction-set copies
// (core/bits.hpp: CW_HOT_LOOP) compiles it for its own set rather than calling a baseline one.
template <uint64_t kRun>
[[gnu::always_inline]] inline void pull_high(uint64_t* __restrict T, const uint64_t* __restrict S, const Pull& pl) {
  const uint64_t run = kRun ? kRun : pl.nlo;
  std::array<uint64_t, 6> to{}, from{};
  for (int y = 0; y < 6; ++y) {
    to[y] = pl.ty * y;
    from[y] = pl.sx * pl.x_of_y[y];
  }
  for (uint64_t hi = 0; hi < pl.nhi; ++hi)
    for (uint64_t mid = 0; mid < pl.nmid; ++mid) {
      uint64_t* t = T + pl.tm * mid + pl.th * hi;
      const uint64_t* s = S + pl.sm * mid + pl.sh * hi;
      for (int y = 0; y < 6; ++y)
        for (uint64_t lo = 0; lo < run; ++lo) t[to[y] + lo] |= s[from[y] + lo];
    }
}

// InShift: the six source words of a target index (one per b) are read once and give all six
// targets (one per y): group x of source word b is group b of target y, x = x(y).
template <bool kQ0>
[[gnu::always_inline]] inline void pull_in_shift(uint64_t* __restrict T, const uint64_t* __restrict S, const Pull& pl) {
  const uint64_t n = pl.nlo;
  std::array<int, 6> x{};
  for (int y = 0; y < 6; ++y) x[y] = pl.x_of_y[y];
  for (uint64_t hi = 0; hi < pl.nhi; ++hi) {
    uint64_t* t = T + 6 * n * hi;
    const uint64_t* s = S + 6 * n * hi;
    for (uint64_t lo = 0; lo < n; ++lo) {
      const uint64_t* w = s + 6 * lo;
      if (!(w[0] | w[1] | w[2] | w[3] | w[4] | w[5])) continue;
      for (int y = 0; y < 6; ++y) {
        uint64_t acc = 0;
        for (int b = 0; b < 6; ++b)
          acc |= (kQ0 ? compress_stride6(w[b] >> x[y]) : (w[b] >> 6 * x[y]) & 63) << 6 * b;
        t[lo + n * y] |= acc;
      }
    }
  }
}

}  // namespace

namespace {
// Inlined into each instruction set's copy of keep_fresh, which compiles it for that set.
[[gnu::always_inline]] inline uint64_t keep_fresh_words(uint64_t* __restrict R, const uint64_t* __restrict T,
                                                        uint64_t nw) {
  uint64_t count = 0;
  for (uint64_t w = 0; w < nw; ++w) {
    const uint64_t fresh = T[w] & ~R[w];
    R[w] = fresh;
    count += static_cast<uint64_t>(std::popcount(fresh));
  }
  return count;
}
}  // namespace

#if defined(CUBEWORKS_MULTIVERSION) && defined(__x86_64__)
// AVX-512's vector popcount (VPOPCNTQ) counts the fresh bits about 3.5 times as fast as a word
// at a time, and no x86-64-v* level includes it; GCC's target_clones dispatches only by level or
// by a named CPU (a test other vendors' CPUs fail), so this copy is chosen by the feature bit.
__attribute__((target("popcnt,avx512f,avx512vl,avx512vpopcntdq"))) static uint64_t keep_fresh_vpopcntq(
    uint64_t* __restrict R, const uint64_t* __restrict T, uint64_t nw) {
  return keep_fresh_words(R, T, nw);
}
CW_HOT_LOOP static uint64_t keep_fresh_by_level(uint64_t* __restrict R, const uint64_t* __restrict T, uint64_t nw) {
  return keep_fresh_words(R, T, nw);
}
uint64_t keep_fresh(uint64_t* __restrict R, const uint64_t* __restrict T, uint64_t nw) {
  static const bool vpopcntq = __builtin_cpu_supports("avx512vpopcntdq");
  return vpopcntq ? keep_fresh_vpopcntq(R, T, nw) : keep_fresh_by_level(R, T, nw);
}
#else
uint64_t keep_fresh(uint64_t* __restrict R, const uint64_t* __restrict T, uint64_t nw) {
  return keep_fresh_words(R, T, nw);
}
#endif

CW_HOT_LOOP void apply_pull(uint64_t* __restrict T, const uint64_t* __restrict S, const Pull& pl) {
  const int q = pl.q, p = pl.p;
  switch (pl.kind) {
    case PullKind::HighToHigh:
      if (pl.nlo == 1) pull_high<1>(T, S, pl);
      else if (pl.nlo == 6) pull_high<6>(T, S, pl);
      else pull_high<0>(T, S, pl);
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
    case PullKind::InShift:  // source word b + 6r, c_q = x -> target bit a + 6b, y at digit p-3
      if (q == 0) pull_in_shift<true>(T, S, pl);
      else pull_in_shift<false>(T, S, pl);
      break;
  }
}

}  // namespace cw::rolling
