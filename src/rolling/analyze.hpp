// Whole-space analysis of a board from one start state: distance histogram, farthest states,
// and what explains the states that cannot be reached.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "rolling/board.hpp"

namespace cw::rolling {

struct AnalyzeOptions {
  uint64_t farthest_limit = 1000;   // farthest states listed at most
  uint64_t memory_limit = 2ull << 30;
  bool quiet = true;
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
};

Analysis analyze(const State& start, const AnalyzeOptions& options = {});

}  // namespace cw::rolling
