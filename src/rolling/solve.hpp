// Optimal solutions between two states: one shortest move string, the number of distinct
// shortest move strings, and optionally all of them (each replayed by the checker in replay.hpp).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "rolling/board.hpp"

namespace cw::rolling {

struct SolveOptions {
  bool all = false;
  uint64_t max_all = 100000;   // refuse --all beyond this many strings
  uint64_t memory_limit = 2ull << 30;
  bool quiet = true;
};

struct Solution {
  bool reachable = false;
  std::string moves;                 // the lexicographically least optimal string (D<L<R<U)
  int length = -1;
  uint64_t optimal_count = 0;
  std::vector<std::string> all;      // filled with SolveOptions::all, in lexicographic order
  uint64_t states_searched = 0;
};

// Throws InputError when the boards differ, RunError when the space does not fit in memory.
Solution solve(const State& from, const State& to, const SolveOptions& options = {});

}  // namespace cw::rolling
