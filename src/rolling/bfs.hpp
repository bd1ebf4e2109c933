// Word-parallel breadth-first search over a whole board's state space (see layout.hpp).
// Each layer is computed by "pulling" into every target word from the previous frontier:
// a move only relabels one base-6 digit and shifts it past the digits between two cells,
// so each pull is a nest of loops whose innermost run is contiguous in memory.
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "rolling/layout.hpp"

namespace cw::rolling {

constexpr uint8_t kUnreached = 255;

struct Distances {
  std::vector<uint8_t> dist;          // by Layout::rank; kUnreached when not reached
  std::vector<uint64_t> histogram;    // states at distance d
  uint64_t reached = 0;
  int max_distance = 0;
  bool stopped_early = false;         // stop_at was reached before the space was exhausted
};

struct BfsOptions {
  std::optional<uint64_t> stop_at;    // rank: stop after the layer that reaches it
  bool quiet = true;                  // progress on stderr
  int threads = 0;                    // 0: OpenMP default
};

// Memory the in-memory BFS of a board needs: three bit layers plus one byte per state.
uint64_t bfs_memory_bytes(const Layout& layout);
// Throws RunError stating the memory needed when it exceeds `limit` bytes.
void check_bfs_memory(const Layout& layout, uint64_t limit);

Distances bfs_distances(const Layout& layout, const State& start, const BfsOptions& options = {});

}  // namespace cw::rolling
