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

struct SolveOptions {
  SolveMethod method = SolveMethod::Auto;  // Auto: BFS when it fits in memory_limit, else IDA*
  std::string cache_dir;                   // IDA*: where the perimeter database is cached
  uint64_t perimeter_states = 1ull << 22;
  int group_size = -1;                     // IDA*: cubes per group database (group_pdb.hpp); 0: none;
                                           // -1: default_group_size(board)
  int axis = -1;                           // IDA*: the axis database (axis_pdb.hpp): 1 on, 0 off,
                                           // -1: default_axis(board)
  SearchFrom search_from = SearchFrom::Auto;  // IDA*: ida.hpp
  int max_moves = -1;                      // IDA*: >= 0: stop once no solution of at most this many moves exists
  bool all = false;
  uint64_t max_all = 100000;   // refuse to list all beyond this many strings
  uint64_t memory_limit = 2ull << 30;
  bool quiet = true;
  std::string checkpoint;  // IDA* only (ida.hpp: IdaOptions::checkpoint); with BFS an ArgumentError
  double interval = 30;    // seconds between checkpoints
  int item_delay_ms = 0;   // testing aid (IdaOptions)
};

struct Solution {
  bool reachable = false;
  std::string moves;                 // the lexicographically least optimal string (D<L<R<U)
  int length = -1;                   // -1 with `reachable`: IDA* found none within max_moves
  int length_at_least = -1;          // none within max_moves: the length proven necessary
  uint64_t optimal_count = 0;        // BFS only
  bool count_known = false;          // false with IDA*: the count is not computed
  std::string method;                // "bfs" or "ida*"
  uint64_t nodes = 0;                // IDA* nodes expanded
  int perimeter_radius = -1;
  std::string perimeter_note;
  int group_size = 0;                // IDA*: cubes per group database, 0 when none were used
  std::string group_note;
  bool axis = false;                 // IDA*: whether the axis database was used
  bool searched_from_goal = false;   // IDA*: the solution was found searching from the goal
  std::string axis_note;
  int resumed_at = -1;               // IDA*: the bound a checkpoint was resumed at
  bool resumed_solved = false;       // IDA*: the checkpoint held the finished search
  std::vector<std::string> all;      // filled with SolveOptions::all, in lexicographic order
  uint64_t states_searched = 0;
};

// Where results of IDA* runs are kept for `reproduce`: <cache>/roll-solve-<board>-<from>-<to>.json
std::string solve_cache_path(const State& from, const State& to);

// Listing every optimal move string is refused above max_all of them (ArgumentError "max_all"):
// their number grows exponentially with the length, and each is printed and re-checked.
void require_listable(uint64_t optimal_count, uint64_t max_all);

// Throws ArgumentError (subject: "to", "all", "max_all" or "checkpoint") when the boards differ,
// all the strings cannot be listed or a checkpoint is asked of the breadth-first method, RunError
// when the space does not fit in memory.
// The group size IDA* uses unless told: 4 on boards of 13 to 16 cells, where the tables (at most
// 38 MB) build in seconds and cut the nodes several times over; none on smaller boards, where IDA*
// is fast without them, or larger ones, where building them takes minutes (ask with --groups).
int default_group_size(Board b);
// Whether IDA* uses the axis database unless told: on boards of 13 to 16 cells (on 4x4 it has
// 230 MB and builds in seconds; smaller boards are fast without it, larger ones do not fit).
bool default_axis(Board b);

Solution solve(const State& from, const State& to, const SolveOptions& options = {});

}  // namespace cw::rolling
