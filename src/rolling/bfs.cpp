#include "rolling/bfs.hpp"
#include "rolling/pulls.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <memory>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"

namespace cw::rolling {
namespace {

struct Words {
  std::unique_ptr<uint64_t[]> data;
  explicit Words(uint64_t n) : data(new uint64_t[n]) { std::memset(data.get(), 0, n * 8); }
  uint64_t* get() { return data.get(); }
};

}  // namespace

uint64_t bfs_memory_bytes(const Layout& layout) { return layout.states() + 3 * 8 * layout.total_words(); }

Distances bfs_distances(const Layout& layout, const State& start, const BfsOptions& opt) {
  const int n = layout.cells();
  const auto pulls = make_pulls(layout);
  Words visited(layout.total_words()), frontier(layout.total_words()), next(layout.total_words());
  Distances out;
  out.dist.assign(layout.states(), kUnreached);

  uint64_t w0;
  int b0;
  layout.locate(start, w0, b0);
  visited.get()[w0] = frontier.get()[w0] = 1ull << b0;
  out.dist[layout.rank(start)] = 0;
  out.histogram.push_back(1);
  out.reached = 1;
  std::vector<uint64_t> region_count(n, 0), next_count(n, 0);
  region_count[start.empty] = 1;
  if (opt.stop_at && *opt.stop_at == layout.rank(start)) {
    out.stopped_early = true;
    return out;
  }

  // Largest regions first so that dynamic scheduling balances the cores.
  std::vector<int> order(n);
  for (int q = 0; q < n; ++q) order[q] = q;
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return layout.words(a) * pulls[a].size() > layout.words(b) * pulls[b].size();
  });

  Progress progress("bfs " + format_board(layout.board()), layout.states(), opt.quiet);
  [[maybe_unused]] const int threads = opt.threads > 0 ? opt.threads : parallel_threads();  // read by the pragma alone
  for (int d = 1;; ++d) {
    uint8_t* dist = out.dist.data();
    uint64_t* F = frontier.get();
    uint64_t* X = next.get();
    uint64_t* V = visited.get();
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
    for (int i = 0; i < n; ++i) {
      const int q = order[i];
      uint64_t* T = X + layout.word_offset(q);
      const uint64_t nw = layout.words(q);
      std::memset(T, 0, nw * 8);
      bool any = false;
      for (const Pull& pl : pulls[q])
        if (region_count[pl.p]) {
          apply_pull(T, F + layout.word_offset(pl.p), pl);
          any = true;
        }
      uint64_t count = 0;
      if (any) {
        uint64_t* Vq = V + layout.word_offset(q);
        for (uint64_t w = 0; w < nw; ++w) {
          uint64_t fresh = T[w] & ~Vq[w];
          T[w] = fresh;
          if (!fresh) continue;
          Vq[w] |= fresh;
          count += std::popcount(fresh);
          do {
            dist[layout.rank_of(q, w, std::countr_zero(fresh))] = static_cast<uint8_t>(d);
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
      throw RunError(fmt::format("board {}: more than {} BFS layers", format_board(layout.board()), kUnreached - 1));
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
