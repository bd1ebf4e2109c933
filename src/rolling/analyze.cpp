#include "rolling/analyze.hpp"

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "rolling/bfs.hpp"

namespace cw::rolling {
namespace {

// Sizes of all connected components (moves are reversible, so reachability is symmetric).
std::vector<uint64_t> component_sizes(const Layout& L, std::vector<uint8_t> seen_dist) {
  std::vector<bool> seen(L.states());
  std::vector<uint64_t> sizes;
  uint64_t first = 0;
  for (uint64_t r = 0; r < L.states(); ++r) seen[r] = seen_dist[r] != kUnreached;
  sizes.push_back(static_cast<uint64_t>(std::count(seen.begin(), seen.end(), true)));
  for (;;) {
    while (first < L.states() && seen[first]) ++first;
    if (first == L.states()) break;
    const Distances D = bfs_distances(L, L.unrank(first));
    for (uint64_t r = 0; r < L.states(); ++r)
      if (D.dist[r] != kUnreached) seen[r] = true;
    sizes.push_back(D.reached);
  }
  return sizes;
}

}  // namespace

Analysis analyze(const State& start, const AnalyzeOptions& opt) {
  const Layout L(start.board);
  check_bfs_memory(L, opt.memory_limit);
  BfsOptions bo;
  bo.quiet = opt.quiet;
  const Distances D = bfs_distances(L, start, bo);
  Analysis a;
  a.start = start;
  a.states = L.states();
  a.reachable = D.reached;
  a.max_distance = D.max_distance;
  a.histogram = D.histogram;
  a.farthest_count = D.histogram.back();
  for (uint64_t r = 0; r < L.states() && a.farthest.size() < opt.farthest_limit; ++r)
    if (D.dist[r] == D.max_distance) a.farthest.push_back(L.unrank(r));

  if (a.reachable < a.states) {
    // Component sizes are affordable on the small boards where this happens (2x2).
    if (a.states <= 10'000'000) a.component_sizes = component_sizes(L, D.dist);
    const Board b = start.board;
    bool ring = true;
    for (int c = 0; c < b.cells(); ++c) {
      int degree = 0;
      for (Direction d : kDirections) degree += b.step(c, d) >= 0;
      ring = ring && degree == 2;
    }
    if (ring)
      a.invariants.push_back(
          "every cell has exactly two neighbours, so every state has exactly two moves: the cubes "
          "can only circulate around the ring in a fixed cyclic order and the state graph is a "
          "union of disjoint cycles");
    if (!a.component_sizes.empty()) {
      std::map<uint64_t, uint64_t> by_size;
      for (uint64_t s : a.component_sizes) ++by_size[s];
      std::string parts;
      for (const auto& [size, count] : by_size)
        parts += fmt::format("{}{} of {} states", parts.empty() ? "" : ", ", count, size);
      a.invariants.push_back(fmt::format(
          "the state graph splits into {} components ({}); only the start's component is reachable",
          a.component_sizes.size(), parts));
    }
  }
  return a;
}

}  // namespace cw::rolling
