// Optimal solving of single instances on boards too large to enumerate: IDA* on the additive
// single-cube bound (heuristic.hpp) and the goal's perimeter database (perimeter.hpp).
// Bounds grow in steps of two (the bipartite parity); the first bound with a solution is the
// optimum, so exhausting every smaller bound is the proof of optimality.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "rolling/board.hpp"

namespace cw::rolling {

struct IdaOptions {
  uint64_t perimeter_states = 1ull << 22;  // 0: no perimeter database
  std::string cache_dir;                   // "" = do not cache the perimeter
  int threads = 0;                         // 0: OpenMP default
  int group_size = 0;                      // cubes per group database (group_pdb.hpp); 0: none
  bool block_groups = true;                // with groups: also partitions by fixed blocks of cells
  bool quiet = true;
};

struct IdaIteration {
  int bound;
  uint64_t nodes;
  double seconds;
};

struct IdaResult {
  std::string moves;
  int length = -1;
  uint64_t nodes = 0;
  std::vector<IdaIteration> iterations;
  int perimeter_radius = -1;
  uint64_t perimeter_states = 0;
  std::string perimeter_note;
  int group_size = 0;      // 0: no group databases were used
  std::string group_note;  // where the group databases came from
  double seconds = 0;
};

// Throws ArgumentError (subject "to") when the boards differ, RunError when the goal cannot be
// reached from the start (some cube could never show its goal orientation), Interrupted on Ctrl-C.
IdaResult ida_solve(const State& from, const State& to, const IdaOptions& options = {});

}  // namespace cw::rolling
