#include "rolling/slices.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace cw::rolling {
namespace {

uint64_t P(int k) { return Layout::pow6(k); }
int digit(uint64_t v, int i) { return static_cast<int>(v / P(i) % 6); }

// Visits t = t0 + sum idx_k * tstride_k and s = s0 + sum soff_k(idx_k), then `run` words on
// both sides from there. Dims are outermost first; soff is idx * sstride, or for the rolled
// digit ytab[idx] (the source digit is x(y), not y).
struct Walk {
  struct Dim {
    uint64_t count = 6, tstride = 0, sstride = 0;
    bool y = false;
    std::array<uint64_t, 6> ytab{};
    uint64_t soff(uint64_t i) const { return y ? ytab[i] : i * sstride; }
  };
  uint64_t t0 = 0, s0 = 0, run = 1, outer = 1;
  int ndims = 0;
  std::array<Dim, kMaxCells> dims;
};

// From free digits listed innermost first: the contiguous bottom becomes the run, and digits
// that continue each other on both sides become one dimension.
Walk make_walk(uint64_t t0, uint64_t s0, const std::array<Walk::Dim, kMaxCells>& d, int n) {
  Walk w;
  w.t0 = t0;
  w.s0 = s0;
  int k = 0;
  for (; k < n && !d[k].y && d[k].tstride == w.run && d[k].sstride == w.run; ++k) w.run *= d[k].count;
  std::array<Walk::Dim, kMaxCells> merged;
  int m = 0;
  for (; k < n; ++k) {
    if (m > 0 && !merged[m - 1].y && !d[k].y && d[k].tstride == merged[m - 1].tstride * merged[m - 1].count &&
        d[k].sstride == merged[m - 1].sstride * merged[m - 1].count)
      merged[m - 1].count *= d[k].count;
    else
      merged[m++] = d[k];
  }
  w.ndims = m;
  for (int i = 0; i < m; ++i) {
    w.dims[i] = merged[m - 1 - i];
    w.outer *= w.dims[i].count;
  }
  return w;
}

template <class Op>
void walk_range(const Walk& w, uint64_t begin, uint64_t end, Op op) {
  std::array<uint64_t, kMaxCells> idx{};
  uint64_t t = w.t0, s = w.s0, rem = begin;
  for (int k = w.ndims - 1; k >= 0; --k) {
    idx[k] = rem % w.dims[k].count;
    rem /= w.dims[k].count;
    t += idx[k] * w.dims[k].tstride;
    s += w.dims[k].soff(idx[k]);
  }
  for (uint64_t o = begin; o < end; ++o) {
    op(t, s, w.run);
    for (int k = w.ndims - 1; k >= 0; --k) {  // odometer step (unsigned wrap cancels out)
      const Walk::Dim& d = w.dims[k];
      t -= idx[k] * d.tstride;
      s -= d.soff(idx[k]);
      if (++idx[k] == d.count) idx[k] = 0;
      t += idx[k] * d.tstride;
      s += d.soff(idx[k]);
      if (idx[k]) break;
    }
  }
}

// Splits the outer index range over threads when there is enough work to share.
template <class Op>
void run_walk(const Walk& w, int threads, Op op) {
  const int parts = threads > 1 && w.outer > 1 && w.outer * w.run >= (1u << 16)
                        ? static_cast<int>(std::min<uint64_t>(threads, w.outer)) : 1;
#pragma omp parallel for schedule(static) num_threads(parts) if (parts > 1)
  for (int part = 0; part < parts; ++part)
    walk_range(w, w.outer * part / parts, w.outer * (part + 1) / parts, op);
}

}  // namespace

int SlicedPulls::max_digits(const Layout& layout) {
  const auto pulls = make_pulls(layout);
  for (int j = layout.cells() - 3; j > 0; --j) {
    bool ok = true;
    for (const auto& list : pulls)
      for (const Pull& pl : list)
        if (pl.kind != PullKind::HighToHigh && outer_count(pl) % P(j) != 0) ok = false;
    if (ok) return j;
  }
  return 0;
}

int SlicedPulls::choose_digits(const Layout& layout, int ranks) {
  if (ranks <= 1) return 0;
  uint64_t per_parity[2] = {0, 0};
  for (int q = 0; q < layout.cells(); ++q) ++per_parity[layout.board().colour(q)];
  const uint64_t fewest = std::min(per_parity[0], per_parity[1]);
  const int cap = max_digits(layout);
  int j = 0;
  while (j < cap && fewest * P(j) < 8 * static_cast<uint64_t>(ranks)) ++j;
  return j;
}

SlicedPulls::SlicedPulls(const Layout& layout, int digits) : layout_(layout), D_(layout.cells() - 3), pulls_(make_pulls(layout)) {
  if (digits < 0 || digits > max_digits(layout)) throw std::logic_error("SlicedPulls: too many slice digits");
  s_ = {digits, P(digits), P(D_ - digits)};
  geo_.resize(layout.cells());
  for (int q = 0; q < layout.cells(); ++q)
    for (const Pull& pl : pulls_[q]) {
      Geometry g;
      if (pl.kind == PullKind::HighToHigh) {
        g.kt = layout.digit_position(q, pl.p);
        g.ks = layout.digit_position(pl.p, q);
        for (int c = 0; c < layout.cells(); ++c) {
          const int i = layout.digit_position(q, c);
          if (i < 0) continue;
          g.sigma[i] = static_cast<int8_t>(c == pl.p ? g.ks : layout.digit_position(pl.p, c));
          g.sigma_inv[g.sigma[i]] = static_cast<int8_t>(i);
        }
      }
      geo_[q].push_back(g);
    }
}

void SlicedPulls::pieces(int q, uint64_t v, std::vector<Piece>& out) const {
  const int j = s_.digits, base = D_ - j;
  for (int k = 0; k < static_cast<int>(pulls_[q].size()); ++k) {
    const Pull& pl = pulls_[q][k];
    Piece pc;
    pc.q = q;
    pc.k = k;
    pc.v = v;
    if (outer_count(pl) % s_.count == 0) {  // the slice digits lie above both moving digits
      pc.u = v;
      pc.clean = true;
      pc.words = s_.words;
      out.push_back(pc);
      continue;
    }
    const Geometry& g = geo_[q][k];
    std::array<uint8_t, 6> y_of_x{};
    for (int y = 0; y < 6; ++y) y_of_x[pl.x_of_y[y]] = static_cast<uint8_t>(y);
    pc.tfix.fill(-1);
    for (int i = 0; i < j; ++i) pc.tfix[base + i] = static_cast<int8_t>(digit(v, i));
    // Source slice digits: fixed by the target slice where their cell is one of its digits.
    std::array<int, kMaxCells> free_digit{};
    int nfree = 0;
    uint64_t u0 = 0;
    for (int i = 0; i < j; ++i) {
      const int it = g.sigma_inv[base + i];
      if (pc.tfix[it] >= 0)
        u0 += (it == g.kt ? pl.x_of_y[pc.tfix[it]] : pc.tfix[it]) * P(i);
      else
        free_digit[nfree++] = i;
    }
    for (uint64_t combo = 0; combo < P(nfree); ++combo) {
      Piece piece = pc;
      piece.u = u0;
      for (int f = 0; f < nfree; ++f) {
        const int a = digit(combo, f), it = g.sigma_inv[base + free_digit[f]];
        piece.u += a * P(free_digit[f]);
        piece.tfix[it] = static_cast<int8_t>(it == g.kt ? y_of_x[a] : a);
      }
      int free_below = 0;
      for (int i = 0; i < base; ++i) free_below += piece.tfix[i] < 0;
      piece.words = P(free_below);
      out.push_back(piece);
    }
  }
}

void SlicedPulls::pack(const Piece& pc, const uint64_t* src, uint64_t* buf, int threads) const {
  const Geometry& g = geo_[pc.q][pc.k];
  const Pull& pl = pulls_[pc.q][pc.k];
  const int base = D_ - s_.digits;
  std::array<Walk::Dim, kMaxCells> dims;
  int n = 0;
  uint64_t s0 = 0, packed = 1;
  for (int is = 0; is < base; ++is) {
    const int it = g.sigma_inv[is], val = pc.tfix[it];
    if (val >= 0) {
      s0 += (it == g.kt ? pl.x_of_y[val] : val) * P(is);
    } else {
      dims[n++] = {6, packed, P(is)};
      packed *= 6;
    }
  }
  run_walk(make_walk(0, s0, dims, n), threads,
           [&](uint64_t t, uint64_t s, uint64_t run) { std::memcpy(buf + t, src + s, run * 8); });
}

void SlicedPulls::apply(const Piece& pc, uint64_t* T, const uint64_t* S, bool packed, int threads) const {
  const Pull& pl = pulls_[pc.q][pc.k];
  if (pc.clean) {
    const uint64_t n = outer_count(pl) / s_.count, stride = outer_stride(pl);
    const int parts = threads > 1 && s_.words >= (1u << 16) ? static_cast<int>(std::min<uint64_t>(threads, n)) : 1;
#pragma omp parallel for schedule(static) num_threads(parts) if (parts > 1)
    for (int part = 0; part < parts; ++part) {
      const uint64_t a = n * part / parts, b = n * (part + 1) / parts;
      if (b > a) apply_pull(T + a * stride, S + a * stride, with_outer_count(pl, b - a));
    }
    return;
  }
  const Geometry& g = geo_[pc.q][pc.k];
  const int base = D_ - s_.digits;
  // Source digit strides: in the slice, or in the packed box (free digits only); slice digits 0.
  std::array<uint64_t, kMaxCells> sstr{};
  uint64_t next = 1;
  for (int is = 0; is < base; ++is) {
    if (!packed) {
      sstr[is] = P(is);
    } else if (pc.tfix[g.sigma_inv[is]] < 0) {
      sstr[is] = next;
      next *= 6;
    }
  }
  std::array<Walk::Dim, kMaxCells> dims;
  int n = 0;
  uint64_t t0 = 0, s0 = 0;
  for (int it = 0; it < D_; ++it) {
    const int val = pc.tfix[it];
    if (val >= 0) {
      if (it < base) t0 += val * P(it);
      s0 += (it == g.kt ? pl.x_of_y[val] : val) * sstr[g.sigma[it]];
    } else if (it == g.kt) {
      Walk::Dim d{6, P(it), 0, true};
      for (int y = 0; y < 6; ++y) d.ytab[y] = pl.x_of_y[y] * sstr[g.ks];
      dims[n++] = d;
    } else {
      dims[n++] = {6, P(it), sstr[g.sigma[it]]};
    }
  }
  run_walk(make_walk(t0, s0, dims, n), threads, [&](uint64_t t, uint64_t s, uint64_t run) {
    uint64_t* __restrict to = T + t;
    const uint64_t* __restrict from = S + s;
    for (uint64_t r = 0; r < run; ++r) to[r] |= from[r];
  });
}

}  // namespace cw::rolling
