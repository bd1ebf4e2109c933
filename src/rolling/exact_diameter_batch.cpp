// The exact diameter's bit-parallel batch search (BatchSearch, exact_diameter_internal.hpp): up to
// 256 breadth-first searches at once, one bit per search in each state's words, layer by layer
// over the states of one colour (multi-source bit-parallel search, Then et al., VLDB 2014).
#include <algorithm>
#include <bit>
#include <cstring>

#include "core/interrupt.hpp"
#include "rolling/exact_diameter_internal.hpp"

namespace cw::rolling::exact {
namespace {

constexpr int kCounterPlanes = 33;  // bit-sliced counters up to 2^33 states

}  // namespace

BatchSearch::BatchSearch(const Space& space, int threads)
    : s_(space), n_(space.n), threads_(threads), visited_(n_ * kWords), fresh_(n_ * kWords), newest_(n_) {
  for (int colour = 0; colour < 2; ++colour)
    for (const auto& [begin, end] : space.runs[static_cast<size_t>(colour)])
      for (uint64_t c = begin; c < end; c += kChunk) chunks_[colour].push_back({c, std::min(end, c + kChunk)});
}

bool BatchSearch::run(const uint32_t* sources, int count, int colour, uint8_t* eccentricity, uint64_t* farthest,
                      CountFarthest counting, uint8_t* last_reached, const uint64_t* const* sets, uint8_t* const* reach) {
  last_ = last_reached;
  sets_ = sets;
  if (sets_)
    for (int t = 0; t < kSets; ++t) std::fill(reach[t], reach[t] + count, uint8_t{0});
  if (last_) std::memset(last_, 0, n_);
  std::memset(visited_.data(), 0, n_ * kWords * 8);
  std::memset(fresh_.data(), 0, n_ * kWords * 8);
  std::memset(newest_.data(), 0, n_);
  uint64_t live[kWords] = {}, growing[kWords] = {};
  for (int j = 0; j < count; ++j) {
    const uint64_t bit = 1ull << (j % 64);
    newest_[sources[j]] = 1;
    fresh_[sources[j] * uint64_t{kWords} + j / 64] |= bit;
    visited_[sources[j] * uint64_t{kWords} + j / 64] |= bit;
    live[j / 64] |= bit;
  }
  std::copy(live, live + kWords, growing);
  for (int layer = 1;; ++layer) {
    if (interrupted()) return false;
    const int target = colour ^ (layer & 1);
    uint64_t reached[kWords] = {}, met[kSets][kWords] = {};
    expand(target, live, reached, met, static_cast<uint8_t>(layer));
    if (sets_)
      for (int t = 0; t < kSets; ++t)
        for (int j = 0; j < count; ++j)
          if (met[t][j / 64] >> (j % 64) & 1) reach[t][j] = static_cast<uint8_t>(layer);
    // Searches that reached nothing new end here: their eccentricity is the layer before, and
    // their farthest states are that layer's, on the other colour, untouched by this one.
    uint64_t ended[kWords];
    bool any_ended = false, any_growing = false;
    for (int w = 0; w < kWords; ++w) {
      ended[w] = growing[w] & ~reached[w];
      growing[w] = reached[w];
      any_ended = any_ended || ended[w];
      any_growing = any_growing || reached[w];
    }
    if (!any_ended) continue;
    const bool count_now = counting.all || (!any_growing && layer - 1 >= counting.last_from);
    uint64_t counts[kBatch] = {};
    if (count_now && farthest) count_bits(target ^ 1, ended, counts);
    for (int j = 0; j < count; ++j)
      if (ended[j / 64] >> (j % 64) & 1) {
        eccentricity[j] = static_cast<uint8_t>(layer - 1);
        if (count_now && farthest) farthest[j] = counts[j];
      }
    if (!any_growing) return true;
  }
}

// For the states of the target colour: fresh = (union of the neighbours' fresh bits) minus
// visited; reached = the searches that reached a new state, met[s] = those that reached a new
// state of set s. A state's fresh words count only where newest_ flags them (a byte a state,
// cache-resident where the words are not): the early and late layers, where few states are new,
// skip the random reads of empty words, and a state with nothing new keeps its old words unwritten
// (they are visited, so a read through a missing move, which points back at the state, finds
// nothing). The flagged neighbours' words are prefetched kAhead states early so that they overlap.
void BatchSearch::expand(int target, const uint64_t* live, uint64_t* reached, uint64_t (*met)[kWords], uint8_t layer) {
  const uint32_t* next = s_.next.data();
  uint64_t *V = visited_.data(), *F = fresh_.data();
  uint8_t* A = newest_.data();
  const auto& chunks = chunks_[target];
#pragma omp parallel num_threads(threads_)
  {
    uint64_t mine[kWords] = {}, mine_met[kSets][kWords] = {};
#pragma omp for schedule(dynamic, 1)
    for (size_t i = 0; i < chunks.size(); ++i) {
      const auto [begin, end] = chunks[i];
      for (uint64_t v = begin; v < end; ++v) {
        if (v + kAhead < end)
          for (int d = 0; d < 4; ++d) {
            const uint64_t u = next[(v + kAhead) * 4 + d];
            if (A[u]) __builtin_prefetch(F + u * kWords);
          }
        const uint32_t* nb = next + v * 4;
        if (!(A[nb[0]] | A[nb[1]] | A[nb[2]] | A[nb[3]])) {
          A[v] = 0;
          continue;
        }
        uint64_t* vis = V + v * kWords;
        uint64_t x[kWords] = {};
        for (int d = 0; d < 4; ++d) {
          if (!A[nb[d]]) continue;
          const uint64_t* f = F + uint64_t{nb[d]} * kWords;
          for (int w = 0; w < kWords; ++w) x[w] |= f[w];
        }
        uint64_t any = 0;
        for (int w = 0; w < kWords; ++w) any |= x[w] &= ~vis[w];
        A[v] = any != 0;
        if (!any) continue;
        uint64_t* out = F + v * kWords;
        bool full = true;
        for (int w = 0; w < kWords; ++w) {
          out[w] = x[w];
          vis[w] |= x[w];
          mine[w] |= x[w];
          full &= vis[w] == live[w];
        }
        if (full && last_) last_[v] = layer;
        if (sets_)
          for (int t = 0; t < kSets; ++t)
            if (sets_[t][v >> 6] >> (v & 63) & 1)
              for (int w = 0; w < kWords; ++w) mine_met[t][w] |= x[w];
      }
    }
#pragma omp critical
    for (int w = 0; w < kWords; ++w) {
      reached[w] |= mine[w];
      for (int t = 0; t < kSets; ++t) met[t][w] |= mine_met[t][w];
    }
  }
}

// counts[j] += states of the colour whose bit j is set in their newest bits, for the bits of
// `mask`. Bit-sliced counters: plane p holds bit p of each count, so a word costs a carry chain
// of amortised length two instead of one add per set bit.
void BatchSearch::count_bits(int colour, const uint64_t* mask, uint64_t* counts) const {
  const uint64_t* layer = fresh_.data();
  const auto& chunks = chunks_[colour];
#pragma omp parallel num_threads(threads_)
  {
    uint64_t plane[kCounterPlanes][kWords] = {};
#pragma omp for schedule(dynamic, 1)
    for (size_t i = 0; i < chunks.size(); ++i)
      for (uint64_t v = chunks[i].first; v < chunks[i].second; ++v) {
        if (!newest_[v]) continue;  // its words are an older layer's
        for (int w = 0; w < kWords; ++w)
          for (uint64_t carry = layer[v * kWords + w] & mask[w], p = 0; carry; ++p) {
            const uint64_t t = plane[p][w] & carry;
            plane[p][w] ^= carry;
            carry = t;
          }
      }
    uint64_t mine[kBatch] = {};
    for (int p = 0; p < kCounterPlanes; ++p)
      for (int w = 0; w < kWords; ++w)
        for (uint64_t bits = plane[p][w]; bits; bits &= bits - 1) mine[w * 64 + std::countr_zero(bits)] += 1ull << p;
#pragma omp critical
    for (int j = 0; j < kBatch; ++j) counts[j] += mine[j];
  }
}

}  // namespace cw::rolling::exact
