// `search --count` as a long job: depth-first count of packings with cell 0 fixed to the identity
// (raw = n! times that: axis permutations act freely on cell 0's orientation), split into shards
// at a fixed depth, checkpointed atomically (path of the current node + counters) and resumable.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/json.hpp"
#include "hoffman/model.hpp"
#include "hoffman/search.hpp"

namespace cw::hoffman {

struct CountJob {
  Lengths lengths;
  CellOrder order = CellOrder::Lex;
  int shard = 0, shards = 1;
  int split_depth = -1;       // default: 2 (n = 2), 3 (n = 3), 6 (n = 4)
  std::string checkpoint;     // empty: none
  double interval = 30;       // seconds between checkpoints
  uint64_t estimate_probes = 2000;  // for the progress ETA (0: none)
  int threads = 1;            // sub-shards run in parallel (checkpoint files FILE.0, FILE.1, ...)
  bool quiet_progress = false;
  int tick_delay_ms = 0;      // tests: tick every 64 nodes and pause there, so that kills land mid-run
  double tree_nodes = -1;     // the whole tree's estimate, e.g. from forecast_count (< 0: estimated here)
};

struct CountResult {
  Lengths lengths;
  int shard = 0, shards = 1, split_depth = 0;  // shard -1: merged total of all shards
  std::string order;
  uint64_t leaves = 0;  // packings with cell 0 fixed, in this shard
  uint64_t nodes = 0;
  bool complete = false;
  double seconds = 0;
  int threads = 1;
  uint64_t raw() const;  // n! * leaves
};

std::pair<int, int> parse_shard(const std::string& text);  // "i/N"; throws InputError

// How long a count will take, judged before it starts: Knuth's estimate of the tree (20,000
// probes, 0.02 s in 4D; fewer probes underestimate the heavy 4D tree by orders of magnitude) at a
// rate the engine beats on every machine measured (4D: 1.5e6 to 1e7 nodes/s per thread, bench
// BM_Hoffman4DSearchRate). A fixed rate and seed make the figure err long and repeat exactly.
constexpr uint64_t kForecastProbes = 20000;
constexpr double kForecastNodesPerSecond = 1e6;
constexpr double kSecondsPerYear = 365.25 * 24 * 3600;
constexpr double kLongCountSeconds = 60;                   // worth a line before it starts
constexpr double kHopelessCountSeconds = kSecondsPerYear;  // refused unless the caller insists
struct CountForecast {
  double tree_nodes = 0;  // the whole tree (cell 0 fixed)
  double nodes = 0;       // this job's share: tree / shards
  double seconds = 0;     // at kForecastNodesPerSecond per thread and process
  bool long_job() const { return seconds > kLongCountSeconds; }
  bool hopeless() const { return seconds > kHopelessCountSeconds; }
};
CountForecast forecast_count(const CountJob& job);
// "about 1.2e+23 nodes, 3.8e+09 years at 1e+06 nodes/s per thread"
std::string forecast_text(const CountForecast& forecast);

// Runs (or resumes) the job, after checking that its checkpoint can be written; under mpirun rank r of R runs sub-shard shard*R + r of shards*R
// (checkpoint FILE.rank<r>) and the counts are summed, so every rank returns the whole job's total; throws Interrupted after saving the checkpoint on Ctrl-C.
CountResult run_count(const CountJob& job);
Json count_json(const CountResult& r);
std::string count_text(const CountResult& r);
// Sums complete shard results (JSON files written by search --count --json) into the total;
// throws InputError when they disagree on the problem, repeat or miss shards.
CountResult merge_counts(const std::vector<Json>& shard_results);

}  // namespace cw::hoffman
