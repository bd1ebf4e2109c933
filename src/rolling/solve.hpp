// Optimal solutions between two states: one shortest move string and, where the whole space
// fits in memory (BFS), the number of distinct shortest move strings and optionally all of
// them; on larger boards IDA* (ida.hpp) proves the length optimal. Every string is replayed by
// the checker in replay.hpp.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "rolling/board.hpp"
#include "rolling/ida.hpp"

namespace cw::rolling {

enum class SolveMethod { Auto, Bfs, Ida };

// The options of IDA* (ida.hpp) and of the choice between the methods. With BFS a checkpoint is
// an ArgumentError; max_moves is for IDA* only (BFS knows the length itself).
struct SolveOptions : IdaOptions {
  SolveOptions() { search_from = SearchFrom::Auto; }  // the command's default; IDA* alone: Start
  SolveMethod method = SolveMethod::Auto;  // Auto: BFS when it fits in memory_limit_bytes, else IDA*
  bool all = false;
  uint64_t max_all = 100000;   // refuse to list all beyond this many strings
  uint64_t memory_limit_bytes = 2ull << 30;
};

// IDA*'s result (ida.hpp) with what BFS adds; the moves are the lexicographically least optimal
// string (D<L<R<U); length -1 with `reachable`: IDA* found none within max_moves.
struct Solution : IdaResult {
  bool reachable = false;
  uint64_t optimal_count = 0;        // BFS only
  bool count_known = false;          // false with IDA*: the count is not computed
  std::string method;                // "bfs" or "ida*"
  std::vector<std::string> all;      // filled with SolveOptions::all, in lexicographic order
  uint64_t states_searched = 0;
};

// Where results of IDA* runs are kept for `reproduce`: <cache>/roll-solve-<board>-<from>-<to>.json
std::string solve_cache_path(const State& from, const State& to);

// Listing every optimal move string is refused above max_all of them (ArgumentError "max_all"):
// their number grows exponentially with the length, and each is printed and re-checked.
void require_listable(uint64_t optimal_count, uint64_t max_all);
// a + b, two counts of optimal move strings; RunError when the sum passes 2^64 (both solvers,
// solve.cpp and kind_solve.cpp, add their path counts with it).
uint64_t add_optimal_counts(uint64_t a, uint64_t b);

// Throws ArgumentError (subject: "goal", "all", "max_all" or "checkpoint") when the boards differ,
// all the strings cannot be listed or a checkpoint is asked of the breadth-first method, RunError
// when the space does not fit in memory.

Solution solve(const State& start, const State& goal, const SolveOptions& options = {});

}  // namespace cw::rolling
