// Whole-space analysis of a board from one start state (compact layered BFS, any board whose
// bit-per-state space fits): distance histogram, farthest states, and what explains the states
// that cannot be reached.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/json.hpp"
#include "rolling/board.hpp"

namespace cw::rolling {

struct AnalyzeOptions {
  uint64_t farthest_limit = 1000;     // farthest states listed at most
  uint64_t memory_limit_bytes = 2ull << 30;
  std::string checkpoint;             // path prefix; "" = none
  double interval = 30;     // the least seconds between checkpoints (CompactBfsOptions)
  bool quiet = true;
  int stop_after_layer = -1;          // tests: simulate an interruption
  int layer_delay_ms = 0;             // tests: slow down so that kills land mid-run
  // Every layer as it is found (compact_bfs.hpp, CompactBfsOptions::on_layer).
  std::function<void(int layer, int parity, const uint64_t* words)> on_layer;
};

struct Analysis {
  State start;
  uint64_t states = 0, reachable = 0;
  int max_distance = 0;
  std::vector<uint64_t> histogram;        // by distance
  std::vector<State> farthest;            // the first farthest_limit, in rank order
  uint64_t farthest_count = 0;
  std::vector<uint64_t> component_sizes;  // of the whole state graph, when not all is reachable
  std::vector<std::string> invariants;    // sentences; empty when everything is reachable
  int resumed_at = -1;                    // layer resumed from a checkpoint, -1 if none
};

struct AnalyzeNeeds {
  uint64_t memory_bytes, disk_bytes;
};
AnalyzeNeeds analyze_needs(Board board);

// The default checkpoint prefix of big jobs: "cubeworks-roll-RxC-<start>" (safe characters).
std::string default_checkpoint_prefix(const State& start);
// Boards of 10^8 states or more take minutes to hours: they checkpoint by default and their
// result is kept for `reproduce`. Smaller ones finish in seconds.
bool is_big_analysis(Board board);
// The checkpoint prefix of a job: `requested` when given, else the default prefix of a big
// board, else "" (none).
std::string checkpoint_prefix_for(const State& start, const std::string& requested);

// The JSON report (keys: board, start, states, reachable, max_distance, histogram,
// farthest_count, farthest, invariants, component_sizes when present).
Json to_json(const Analysis& a);
// Results of big boards are kept in the cache folder for `reproduce`:
// <cache>/roll-analyze-<default_checkpoint_prefix minus "cubeworks-roll-">.json
std::string analysis_cache_path(const State& start);

// What analyze() refuses before any work: ArgumentError (subject "checkpoint") when no
// checkpoint file can be written there; RunError when memory_limit_bytes, the machine's available
// memory or (with a checkpoint) the free disk are too small, stating what is needed.
void check_analysis_fits(const State& start, const AnalyzeOptions& options);
Analysis analyze(const State& start, const AnalyzeOptions& options = {});

}  // namespace cw::rolling
