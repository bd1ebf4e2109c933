#include "rolling/analyze.hpp"

#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/mpi.hpp"
#include "core/parallel.hpp"
#include "core/resources.hpp"
#include "rolling/bfs.hpp"
#include "rolling/compact_bfs.hpp"
#include "rolling/layered_bfs.hpp"

namespace cw::rolling {
namespace {

// Sizes of all connected components (moves are reversible, so reachability is symmetric).
std::vector<uint64_t> component_sizes(const Layout& layout, uint64_t reachable, const State& start) {
  std::vector<bool> seen(layout.states());
  const Distances first = bfs_distances(layout, start);
  for (uint64_t r = 0; r < layout.states(); ++r) seen[r] = first.dist[r] != kUnreached;
  std::vector<uint64_t> sizes{reachable};
  for (uint64_t next = 0;;) {
    while (next < layout.states() && seen[next]) ++next;
    if (next == layout.states()) break;
    const Distances D = bfs_distances(layout, layout.unrank(next));
    for (uint64_t r = 0; r < layout.states(); ++r)
      if (D.dist[r] != kUnreached) seen[r] = true;
    sizes.push_back(D.reached);
  }
  return sizes;
}

void explain_unreachable(const Layout& layout, Analysis& a) {
  // Component sizes are affordable on the small boards where this happens (2x2).
  if (a.states <= 10'000'000) a.component_sizes = component_sizes(layout, a.reachable, a.start);
  const Board b = a.start.board;
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

}  // namespace

AnalyzeNeeds analyze_needs(Board board) {
  const Layout layout(board);
  const auto n = compact_bfs_needs(layout, parallel_threads());
  if (mpi::size() > 1)  // this rank's share: its slices and two slices of buffers
    return {distributed_memory_per_rank(layout, mpi::size(), mpi::rank()), n.disk_bytes};
  return {n.memory_bytes, n.disk_bytes};
}

std::string default_checkpoint_prefix(const State& start) {
  return "cubeworks-roll-" + format_board(start.board) + "-" + state_file_token(start);
}

bool is_big_analysis(Board board) { return Layout(board).states() >= 100'000'000; }

std::string checkpoint_prefix_for(const State& start, const std::string& requested) {
  if (!requested.empty()) return requested;
  return is_big_analysis(start.board) ? default_checkpoint_prefix(start) : "";
}

Json to_json(const Analysis& a) {
  Json farthest = Json::array();
  for (const auto& s : a.farthest) farthest.push_back(format_state(s));
  Json j = {{"board", format_board(a.start.board)},
            {"start", format_state(a.start)},
            {"states", a.states},
            {"reachable", a.reachable},
            {"max_distance", a.max_distance},
            {"histogram", a.histogram},
            {"farthest_count", a.farthest_count},
            {"farthest", farthest},
            {"invariants", a.invariants}};
  if (!a.component_sizes.empty()) j["component_sizes"] = a.component_sizes;
  return j;
}

std::string analysis_cache_path(const State& start) {
  return cache_directory() + "/roll-analyze-" + default_checkpoint_prefix(start).substr(15) + ".json";
}

void check_analysis_fits(const State& start, const AnalyzeOptions& opt) {
  if (!opt.checkpoint.empty()) check_checkpoint_prefix(opt.checkpoint);
  const Layout layout(start.board);
  const AnalyzeNeeds need = analyze_needs(start.board);
  const std::string board = format_board(start.board);
  if (need.memory_bytes > opt.memory_limit_bytes)
    throw RunError(fmt::format("board {} has {} states; analyzing it needs {} of memory (one bit per "
                               "state), more than the {} limit",
                               board, layout.states(), format_bytes(need.memory_bytes),
                               format_bytes(opt.memory_limit_bytes)));
  if (const uint64_t avail = available_memory_bytes(); avail && need.memory_bytes > avail)
    throw RunError(fmt::format("board {} needs {} of memory but only {} is available", board,
                               format_bytes(need.memory_bytes), format_bytes(avail)));
  if (opt.checkpoint.empty()) return;
  if (const uint64_t free = free_disk_bytes(folder_of(opt.checkpoint)); need.disk_bytes > free)
    throw RunError(fmt::format("board {} needs {} of disk for checkpoints next to '{}' but only {} is free",
                               board, format_bytes(need.disk_bytes), opt.checkpoint, format_bytes(free)));
}

Analysis analyze(const State& start, const AnalyzeOptions& opt) {
  check_analysis_fits(start, opt);
  const Layout layout(start.board);
  CompactBfsOptions co;
  co.checkpoint = opt.checkpoint;
  co.interval = opt.interval;
  co.farthest_limit = opt.farthest_limit;
  co.quiet = opt.quiet;
  co.stop_after_layer = opt.stop_after_layer;
  co.layer_delay_ms = opt.layer_delay_ms;
  co.on_layer = opt.on_layer;
  const CompactBfsResult r = compact_bfs(layout, start, co);
  Analysis a;
  a.start = start;
  a.states = layout.states();
  a.reachable = r.reached;
  a.max_distance = r.max_distance;
  a.histogram = r.histogram;
  a.farthest_count = r.farthest_count;
  a.resumed_at = r.resumed_at;
  for (uint64_t rank : r.farthest) a.farthest.push_back(layout.unrank(rank));
  if (a.reachable < a.states) explain_unreachable(layout, a);
  return a;
}

}  // namespace cw::rolling
