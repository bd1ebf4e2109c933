#include "macmahon/universal.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>

#include <fmt/format.h>

#include "core/bits.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/mpi.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "macmahon/census.hpp"

namespace cw::macmahon {
namespace {

// table[v] = the bits of v, taken as byte `byte` of a set, that lie in `mask`, packed after
// the popcount of mask's lower bytes: OR-ing the 3 or 4 byte lookups gathers a whole set.
std::array<uint32_t, 256> byte_gather(uint32_t mask, int byte) {
  std::array<uint32_t, 256> table{};
  const int below = std::popcount(mask & ((1u << (8 * byte)) - 1));
  for (uint32_t v = 0; v < 256; ++v) {
    int k = below;
    for (int b = 0; b < 8; ++b)
      if (mask >> (8 * byte + b) & 1) table[v] |= ((v >> b) & 1) << k++;
  }
  return table;
}

}  // namespace

const std::array<CubeSet, kMinimumUniversalCount>& minimum_universal_sets() {
  static const std::array<CubeSet, kMinimumUniversalCount> sets = [] {
    const char* names[kMinimumUniversalCount] = {
        "Ab,Af,Ba,Bf,Cd,Ce,Dc,De,Ec,Ed,Fa,Fb", "Ac,Af,Bd,Be,Ca,Cf,Db,De,Eb,Ed,Fa,Fc",
        "Ad,Ae,Bc,Bf,Cb,Cf,Da,De,Ea,Ed,Fb,Fc", "Ad,Af,Bc,Be,Cb,Ce,Da,Df,Eb,Ec,Fa,Fd",
        "Ac,Ae,Bd,Bf,Ca,Ce,Db,Df,Ea,Ec,Fb,Fd", "Ab,Ae,Ba,Be,Cd,Cf,Dc,Df,Ea,Eb,Fc,Fd",
        "Ae,Af,Bc,Bd,Cb,Cd,Db,Dc,Ea,Ef,Fa,Fe", "Ac,Ad,Be,Bf,Ca,Cd,Da,Dc,Eb,Ef,Fb,Fe",
        "Ab,Ad,Ba,Bd,Ce,Cf,Da,Db,Ec,Ef,Fc,Fe", "Ab,Ac,Ba,Bc,Ca,Cb,De,Df,Ed,Ef,Fd,Fe"};
    std::array<CubeSet, kMinimumUniversalCount> out{};
    for (int i = 0; i < kMinimumUniversalCount; ++i)
      for (const CubeSpec& c : parse_cubes(names[i])) out[i] |= 1u << c.index;
    return out;
  }();
  return sets;
}

BuildableTables::BuildableTables() {
  for (int t = 0; t < kMacMahonCubes; ++t) {
    // A second or so in all: Ctrl-C (or Python's exit, which cancels the running engine) should
    // not wait for it. A static being built retries at its next use.
    if (interrupted()) throw Interrupted("interrupted");
    const CubeSet usable = usable_cubes(t);
    for (int byte = 0; byte < 4; ++byte) gather_[t][byte] = byte_gather(usable, byte);
    const int u = std::popcount(usable);
    auto& tab = table_[t];
    tab.assign(((1ull << u) + 63) / 64, 0);
    for_each_arrangement(fitting_cubes(t), [&](CubeSet s) {
      const uint32_t x = gather(t, s);
      tab[x >> 6] |= 1ull << (x & 63);
    });
    // Upward closure: a superset of a building set builds too (zeta transform with OR).
    for (int b = 0; b < std::min(u, 6); ++b) {
      uint64_t low = 0;  // bits whose position has bit b clear
      for (int i = 0; i < 64; ++i)
        if (!(i >> b & 1)) low |= 1ull << i;
      for (uint64_t& w : tab) w |= (w & low) << (1 << b);
    }
    for (int b = 6; b < u; ++b) {
      const size_t step = size_t{1} << (b - 6);
      for (size_t i = 0; i < tab.size(); ++i)
        if (i & step) tab[i] |= tab[i ^ step];
    }
  }
}

uint32_t BuildableTables::targets_of(CubeSet s) const {
  uint32_t m = 0;
  for (int t = 0; t < kMacMahonCubes; ++t) m |= static_cast<uint32_t>(builds(t, s)) << t;
  return m;
}

UniversalResult universal_sets(std::optional<int> size, bool quiet) {
  if (size && (*size < 0 || *size > kMacMahonCubes))
    throw InputError(fmt::format("set size {} is impossible: a set has 0 to 30 cubes", *size));
  static const BuildableTables tables;
  UniversalResult out;
  out.minimum = !size;
  auto universal = [](CubeSet s) {
    for (int t = 0; t < kMacMahonCubes; ++t)
      if (!tables.builds(t, s)) return false;
    return true;
  };
  for (int k = size ? *size : 8; k <= kMacMahonCubes; ++k) {
    std::vector<CubeSet> all;
    uint64_t checked = 0;
    if (k == 0) {
      checked = 1;  // the empty set builds nothing
    } else {
      Progress progress(fmt::format("universal sets of size {}", k), kMacMahonCubes - k + 1, quiet);
      std::atomic<uint32_t> lows_done{0};
      // Threads take the sets whose lowest member is fixed: C(29 - low, k - 1) each.
#pragma omp parallel for schedule(dynamic, 1) reduction(+ : checked)
      for (int low = 0; low <= kMacMahonCubes - k; ++low) {
        std::vector<CubeSet> mine;
        const int rest = k - 1, avail = kMacMahonCubes - low - 1;
        // The rest-subsets of the avail cubes above `low` (rest <= avail, so at least one).
        uint32_t x = (1u << rest) - 1;
        do {
          const CubeSet s = (1u << low) | (x << (low + 1));
          ++checked;
          if (universal(s)) mine.push_back(s);
          if (rest == 0) break;  // x = 0 has no successor
          x = next_combination(x);
        } while (x < (1u << avail));
#pragma omp critical
        all.insert(all.end(), mine.begin(), mine.end());
        const uint32_t done = ++lows_done;
        if (parallel_thread_index() == 0) progress.update(done);
      }
      progress.update(lows_done);  // the last line (if any) says all, whichever thread ended
    }
    if (interrupted()) throw Interrupted("interrupted");
    std::sort(all.begin(), all.end());
    out.checked.push_back(checked);
    out.size = k;
    out.sets = std::move(all);
    if (size || !out.sets.empty()) break;
  }
  return out;
}

struct SizesEngine {
  using Words = std::array<std::vector<uint64_t>, kMacMahonCubes>;
  using Gather = std::array<std::array<std::array<uint32_t, 256>, 3>, kMacMahonCubes>;
  using Hist = std::array<std::array<uint64_t, kMacMahonCubes + 1>, kMacMahonCubes + 1>;
  static constexpr uint32_t kHigh = 1u << 24, kChunk = 1u << 14;

  // The sets H*64 + b of one chunk of H, into hs[size][targets built].
  CW_HOT_LOOP static void count_chunk(uint32_t chunk, const Words& word, const Gather& g,
                                      const std::array<uint64_t, 7>& by_low_popcount, Hist& hs) {
    for (uint32_t H = chunk * kChunk; H < (chunk + 1) * kChunk; ++H) {
      // Bit-sliced counters c0..c4 (values 0..30) of the 64 sets H*64 + b.
      uint64_t c0 = 0, c1 = 0, c2 = 0, c3 = 0, c4 = 0;
      for (int t = 0; t < kMacMahonCubes; ++t) {
        const auto& gt = g[t];
        const uint64_t w = word[t][gt[0][H & 255] | gt[1][H >> 8 & 255] | gt[2][H >> 16 & 255]];
        uint64_t carry = w, next;
        next = c0 & carry; c0 ^= carry; carry = next;
        next = c1 & carry; c1 ^= carry; carry = next;
        next = c2 & carry; c2 ^= carry; carry = next;
        next = c3 & carry; c3 ^= carry; carry = next;
        c4 ^= carry;
      }
      const int hp = std::popcount(H);
      for (int v = 0; v <= kMacMahonCubes; ++v) {
        const uint64_t eq = (v & 1 ? c0 : ~c0) & (v & 2 ? c1 : ~c1) & (v & 4 ? c2 : ~c2) &
                            (v & 8 ? c3 : ~c3) & (v & 16 ? c4 : ~c4);
        if (!eq) continue;
        for (int j = 0; j <= 6; ++j) hs[hp + j][v] += std::popcount(eq & by_low_popcount[j]);
      }
    }
  }

  // word[idx] = bit b set where the set b | (the usable cubes 6-29 `high` that idx picks) builds t.
  // Outside run(), which holds an OpenMP region, so that it is multi-versioned: an eighth of a
  // one-thread run, a fifth in a portable build without BMI2's shifts.
  CW_HOT_LOOP static void fill_words(const BuildableTables& tables, int t, CubeSet high,
                                     std::vector<uint64_t>& word) {
    const int hb = std::popcount(high);
    word.assign(size_t{1} << hb, 0);
    std::vector<int> pos;
    for (int i = 6; i < kMacMahonCubes; ++i)
      if (high >> i & 1) pos.push_back(i);
    for (uint32_t idx = 0; idx < (1u << hb); ++idx) {
      CubeSet h = 0;
      for (int j = 0; j < hb; ++j)
        if (idx >> j & 1) h |= 1u << pos[j];
      uint64_t w = 0;
      for (uint32_t b = 0; b < 64; ++b) w |= static_cast<uint64_t>(tables.builds(t, h | b)) << b;
      word[idx] = w;
    }
  }

  static std::vector<SizeStats> run(bool quiet, int threads) {
    static const BuildableTables tables;
    // Per target: word[idx] for the 64 choices of cubes 0-5, idx = gathered usable cubes 6-29.
    Words word;
    std::array<CubeSet, kMacMahonCubes> usable_high{};
    for (int t = 0; t < kMacMahonCubes; ++t) {
      // Seconds of tables before the first chunk: Ctrl-C is answered within one target's.
      if (interrupted()) throw Interrupted("interrupted");
      usable_high[t] = usable_cubes(t) & ~63u;
      fill_words(tables, t, usable_high[t], word[t]);
    }
    // high-index gather per target: bytes of H (bits 6..29) -> index bits.
    Gather g{};
    for (int t = 0; t < kMacMahonCubes; ++t)
      for (int byte = 0; byte < 3; ++byte) g[t][byte] = byte_gather(usable_high[t] >> 6, byte);
    std::array<uint64_t, 7> by_low_popcount{};
    for (int b = 0; b < 64; ++b) by_low_popcount[std::popcount(static_cast<unsigned>(b))] |= 1ull << b;

    const int nthreads = threads > 0 ? threads : parallel_threads();
    std::vector<Hist> hist(nthreads, Hist{});
    // Under mpirun rank r takes chunks r, r + size, ...: interleaving balances the ranks because
    // the work per chunk varies smoothly with the high bits.
    const uint32_t ranks = static_cast<uint32_t>(mpi::size()), me = static_cast<uint32_t>(mpi::rank());
    const uint32_t my_chunks = (kHigh / kChunk - me + ranks - 1) / ranks;
    Progress progress("sizes", static_cast<uint64_t>(my_chunks) * kChunk, quiet || !mpi::root());
    std::atomic<uint32_t> done{0};
#pragma omp parallel for schedule(dynamic, 1) num_threads(nthreads)
    for (uint32_t i = 0; i < my_chunks; ++i) {
      const uint32_t chunk = me + i * ranks;
      if (interrupted()) continue;
      count_chunk(chunk, word, g, by_low_popcount, hist[parallel_thread_index()]);
      const uint32_t d = done.fetch_add(kChunk) + kChunk;
      if (parallel_thread_index() == 0) progress.update(d);
    }
    progress.update(done);  // thread 0 may not have finished the last chunk: the last line says all
    progress.finish();
    if (interrupted()) throw Interrupted("interrupted");
    for (size_t t = 1; t < hist.size(); ++t)
      for (int k = 0; k <= kMacMahonCubes; ++k)
        for (int v = 0; v <= kMacMahonCubes; ++v) hist[0][k][v] += hist[t][k][v];
    hist.resize(1);
    mpi::reduce_sum_to_root(&hist[0][0][0], (kMacMahonCubes + 1) * (kMacMahonCubes + 1));
    std::vector<SizeStats> out(kMacMahonCubes + 1);
    for (int k = 0; k <= kMacMahonCubes; ++k) {
      SizeStats& s = out[k];
      s.k = k;
      for (const Hist& h : hist)
        for (int v = 0; v <= kMacMahonCubes; ++v) s.distribution[v] += h[k][v];
      long double sum = 0, sq = 0;
      s.min = -1;
      for (int v = 0; v <= kMacMahonCubes; ++v) {
        const uint64_t n = s.distribution[v];
        if (!n) continue;
        if (s.min < 0) s.min = v;
        s.max = v;
        s.sets += n;
        sum += static_cast<long double>(n) * v;
        sq += static_cast<long double>(n) * v * v;
      }
      s.mean = static_cast<double>(sum / s.sets);
      s.sd = static_cast<double>(std::sqrt(std::max<long double>(0, sq / s.sets - (sum / s.sets) * (sum / s.sets))));
    }
    return out;
  }
};

std::vector<SizeStats> size_statistics(bool quiet, int threads) { return SizesEngine::run(quiet, threads); }

}  // namespace cw::macmahon
