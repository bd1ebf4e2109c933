// Optimal solutions toward goal patterns (pattern.hpp) for cubes of any kind, and whole-space
// analysis of the kinds. A breadth-first search from the start, one sorted layer of packed keys
// (kind_state.hpp:KindPacking) per distance: the state graph is bipartite (every move flips the
// empty cell's checkerboard colour), so a state's neighbours lie one layer before or after it and
// layer d+1 is the neighbours of layer d minus layer d-1. The first layer holding a state that
// matches the pattern gives the optimal length; a walk back from the matching states counts the
// optimal move strings. Every reported string is replayed by kind_replay (geometry, no tables).
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rolling/kind_state.hpp"
#include "rolling/pattern.hpp"

namespace cw::rolling {

struct KindSolveOptions {
  int max_moves = -1;                  // answer "not within max_moves" instead of searching on; -1: no limit
  uint64_t memory_limit_bytes = 2ull << 30;  // bytes of stored layers (8 per state)
  bool all = false;                    // list every optimal move string
  uint64_t max_all = 100000;
  bool quiet = true;
};

struct KindSolution {
  bool found = false;
  bool exhausted = false;        // not found and every reachable state was searched
  int length = -1;
  std::string moves;             // the lexicographically least optimal string (D<L<R<U)
  std::string end;               // the state it ends in
  uint64_t optimal_count = 0;    // move strings of optimal length ending in a matching state
  uint64_t goal_states = 0;      // matching states at the optimal distance
  int depth_searched = 0;        // distances searched completely
  uint64_t states_searched = 0;
  std::vector<std::string> all;
};

// Throws ArgumentError (subject "goal") when the boards differ, ("max_all") when `all` exceeds the
// limit, RunError when the layers outgrow memory_limit_bytes.
KindSolution kind_solve(const KindState& from, const Pattern& goal, const KindSolveOptions& options = {});

// The state after the moves by rotating each cube in 3D (cube_kind.hpp:Rotation), sharing no
// table with the search; nullopt with *why on an illegal move.
std::optional<KindState> kind_replay(const KindState& from, std::string_view moves, std::string* why = nullptr);

struct KindAnalysis {
  std::string start;
  std::string kinds;
  uint64_t states = 0;           // all arrangements: cells x orientations of the cubes (kinds fixed)
  uint64_t reachable = 0;
  std::vector<uint64_t> histogram;
  uint64_t farthest_count = 0;
  std::vector<std::string> farthest;  // the first farthest_limit, in key order
  std::vector<std::string> invariants;
};
// Number of states with these cubes: cells places for the empty cell, the cubes' kinds arranged
// over the other cells, an orientation each; 0 when it exceeds 2^64.
uint64_t kind_state_count(const KindState& s);
// Throws RunError when the layers would outgrow memory_limit_bytes (checked up front from the count).
KindAnalysis kind_analyze(const KindState& start, uint64_t memory_limit_bytes, uint64_t farthest_limit, bool quiet);

}  // namespace cw::rolling
