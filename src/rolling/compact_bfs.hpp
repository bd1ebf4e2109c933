// Layered BFS in one bit per state, for boards whose byte-per-state search does not fit.
// Every move flips the checkerboard colour of the empty cell, so the state graph is bipartite
// and layer d+1 = N(layer d) minus layer d-1: each parity half of the regions only ever needs
// its latest layer, overwritten in place. Checkpoints: one file per parity, a pair of
// consecutive layers written while the next layers are computed, as often as keeps saving
// under a tenth of the run (layered_bfs.hpp); resuming needs both files.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "rolling/layout.hpp"

namespace cw::rolling {

struct CompactBfsOptions {
  std::string checkpoint;       // path prefix ("" = none): PREFIX.even and PREFIX.odd
  double interval = 30;  // the least seconds between two checkpoints (SavePacer; 0: as
                                  // often as keeps saving under a tenth of the run)
  uint64_t farthest_limit = 1000;
  int threads = 0;              // 0: OpenMP default
  bool quiet = true;
  int stop_after_layer = -1;    // for tests: behave as if interrupted after this layer
  std::optional<State> goal;    // also report the distance of this state
  int last_layer = -1;          // >= 0: search no further than this layer (the result ends there)
  int layer_delay_ms = 0;       // testing aid: pause after each layer so kill tests hit every phase
  // Called with every layer of a fresh single-process search, the start's (0) included, while its
  // bits are at hand: the regions of `parity` in `words` (Layout::word_offset) hold exactly that
  // layer. Not with checkpoints or under mpirun (InputError).
  std::function<void(int layer, int parity, const uint64_t* words)> on_layer;
};

struct CompactBfsResult {
  std::vector<uint64_t> histogram;
  uint64_t reached = 0;
  int max_distance = 0;
  std::vector<uint64_t> farthest;  // ranks, ascending, at most farthest_limit
  uint64_t farthest_count = 0;
  int resumed_at = -1;             // layer the run resumed from, -1 for a fresh run
  int goal_distance = -1;          // distance of options.goal (-1: unreachable or not asked)
};

struct CompactBfsNeeds {
  uint64_t memory_bytes, disk_bytes;
};
CompactBfsNeeds compact_bfs_needs(const Layout& layout, int threads);

// Under mpirun (more than one rank) the same search runs distributed: regions are cut into
// slices (slices.hpp), each rank owns a balanced share of the slices of each parity, stores only
// those, and receives the parts of neighbouring regions its slices pull from one piece at a
// time; checkpoints PREFIX.r<rank>of<size>.L<layer> plus a manifest naming the last layer all
// ranks saved. Results are identical to one process.
CompactBfsResult compact_bfs_distributed(const Layout& layout, const State& start, const CompactBfsOptions& options);
// Memory one rank needs: its slices, one slice being assembled and one piece in transit.
uint64_t distributed_memory_per_rank(const Layout& layout, int ranks, int rank);

// Throws Interrupted after saving the last complete layer when Ctrl-C arrives (or at
// stop_after_layer), RunError on I/O failure or a checkpoint that does not match this job.
CompactBfsResult compact_bfs(const Layout& layout, const State& start, const CompactBfsOptions& options);

}  // namespace cw::rolling
