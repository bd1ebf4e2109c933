// Optimal solving of single instances on boards too large to enumerate: IDA* on the additive
// single-cube bound (heuristic.hpp), or the group databases' (group_pdb.hpp) and the axis
// database's (axis_pdb.hpp) where they are used, with the goal's perimeter database (perimeter.hpp);
// from the start or from the goal, resumable from a checkpoint.
// Bounds grow in steps of two (the bipartite parity); the first bound with a solution is the
// optimum, so exhausting every smaller bound is the proof of optimality.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "rolling/board.hpp"

namespace cw::rolling {

// Which end IDA* searches from: its tables are built toward the other end. From the start is the
// default; from the goal needs the start's tables, built for the run (not cached). Auto goes from
// the start and, when the next pass looks expensive, measures the same bound from the goal and
// goes on from whichever side expanded fewer nodes.
enum class SearchFrom { Auto, Start, Goal };
// Whether to use the axis database: Auto by the board's size (default_axis).
enum class AxisUse { Auto, On, Off };

// The members a user sets are fields of `roll solve` (report/roll.hpp): the request derives
// from these options, so the names here are the ones every door uses.
struct IdaOptions {
  uint64_t perimeter = 1ull << 22;  // states in the goal's perimeter database; 0: none
  std::string cache_dir;            // "" = do not cache the perimeter
  int threads = 0;                  // 0: OpenMP default
  int groups = -1;                  // cubes per group database (group_pdb.hpp); 0: none; -1: default_group_size
  bool block_groups = true;         // with groups: also partitions by fixed blocks of cells
  AxisUse axis = AxisUse::Auto;     // the axis database (axis_pdb.hpp), boards of at most 16 cells
  SearchFrom search_from = SearchFrom::Start;  // SolveOptions: Auto
  int max_moves = -1;  // >= 0: stop, without a solution, once every length up to it is exhausted
  // Auto: a side from the goal pays for its own tables (about 8 s on 4x4 when the start's axes
  // need a table of their own), so it is tried only when the next pass from the start is
  // predicted to expand more nodes than this (about 7 s on two cores).
  uint64_t goal_side_nodes = 50'000'000;
  bool quiet = true;
  // A file that keeps the passes done and, item by item, the pass under way: saved every
  // `interval` seconds (0: after every subtree) and on Ctrl-C, resumed when present, kept with
  // the solution once found. "" = none.
  std::string checkpoint;
  double interval = 30;
  int item_delay_ms = 0;  // testing: a pause after every subtree, so that a kill lands mid-pass
};

struct IdaIteration {
  int bound;
  uint64_t nodes;
  double seconds;
  bool from_goal = false;  // this pass searched from the goal
};

struct IdaResult {
  std::string moves;
  int length = -1;          // -1: none within max_length
  int length_at_least = -1;  // stopped at max_length: the length proven necessary
  uint64_t nodes = 0;
  std::vector<IdaIteration> iterations;
  int perimeter_radius = -1;
  uint64_t perimeter_states = 0;
  std::string perimeter_note;
  int group_size = 0;      // 0: no group databases were used
  std::string group_note;  // where the group databases came from
  bool searched_from_goal = false;  // the solution was found from the goal (and reversed)
  bool axis = false;       // whether the axis database was used
  std::string axis_note;   // where it came from
  double seconds = 0;
  int resumed_at = -1;     // the bound a checkpoint was resumed at; -1: started afresh
  bool resumed_solved = false;  // the checkpoint held the finished search
};

// The group size IDA* uses unless told: 4 on boards of 13 to 16 cells, where the tables (at most
// 38 MB) build in seconds and cut the nodes several times over; none on smaller boards, where IDA*
// is fast without them, or larger ones, where building them takes minutes (ask with --groups).
int default_group_size(Board b);
// Whether IDA* uses the axis database unless told: on boards of 13 to 16 cells (on 4x4 it has
// 230 MB and builds in seconds; smaller boards are fast without it, larger ones do not fit).
bool default_axis(Board b);

// Throws ArgumentError (subject "groups") for groups of 1 cube, (subject "goal") when the boards differ, RunError when the goal cannot be
// reached from the start (some cube could never show its goal orientation), Interrupted on Ctrl-C
// (after saving the checkpoint). Before any work, InputError when no checkpoint can be written
// there or the file belongs to another search, RunError when it is damaged.
IdaResult ida_solve(const State& from, const State& to, const IdaOptions& options = {});

}  // namespace cw::rolling
