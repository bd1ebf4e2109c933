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
  bool mpi_split_done = false;  // internal: set on the per-rank sub-job under mpirun
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
// Runs (or resumes) the job; under mpirun rank r of R runs sub-shard shard*R + r of shards*R
// (checkpoint FILE.rank<r>) and the counts are summed, so every rank returns the whole job's total; throws Interrupted after saving the checkpoint on Ctrl-C.
CountResult run_count(const CountJob& job);
Json count_json(const CountResult& r);
std::string count_text(const CountResult& r);
// Sums complete shard results (JSON files written by search --count --json) into the total;
// throws InputError when they disagree on the problem, repeat or miss shards.
CountResult merge_counts(const std::vector<Json>& shard_results);

}  // namespace cw::hoffman
