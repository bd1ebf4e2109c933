// The `roll` verbs as every door offers them (report/verbs.hpp); the fields are the tables of
// report/roll.hpp.
#include "core/resources.hpp"
#include "report/roll.hpp"
#include "report/verbs.hpp"

namespace cw::report {
namespace {

// The keys of each verb's document (core/results.hpp), in the order the document holds them.

ResultDeclaration roll_solve_result() {
  return {{
      {"from", "text", "the start state, as the engine writes it", {.python = "start", .summary = true}},
      {"to", "text", "the goal (a state, or for cubes of several kinds a pattern)", {.python = "goal", .summary = true}},
      {"moves", "text?", "one optimal move string (U, D, L, R: where each rolled cube goes); '' when the start is the goal; null when none is within max_moves"},
      {"length", "int?", "the moves of an optimal solution; null when none is within max_moves", {.unit = "moves", .summary = true}},
      {"optimal_count", "int?", "how many optimal move strings there are; null when IDA* found the solution (not counted)", {.summary = true}},
      {"method", "text", "'bfs' (the whole space searched in memory) or 'ida*' (iterative deepening A*)", {.summary = true}},
      {"proven_optimal", "bool", "always true: both methods prove that no shorter solution exists", {.when = "a solution was found"}},
      {"all", "text[]", "every optimal move string", {.when = "all was asked for"}},
      {"kind", "text", "the cubes: classic, eight or dice", {.when = "cubes of several kinds, or no solution within max_moves"}},
      {"end", "text", "the state reached: the goal pattern filled in", {.when = "cubes of several kinds"}},
      {"goal_states", "int", "the states the goal pattern stands for", {.when = "cubes of several kinds"}},
      {"max_moves", "int", "the move limit asked for", {.unit = "moves", .when = "max_moves was given"}},
      {"within_max_moves", "bool", "whether a solution lies within max_moves", {.when = "max_moves was given"}},
      {"length_at_least", "int", "the length the search proved necessary: at least max_moves + 1 (from IDA*, its first bound above the limit)", {.unit = "moves", .when = "no solution within max_moves"}},
      {"nodes", "int", "the nodes IDA* searched (may vary a little from run to run with the threads)", {.when = "method ida*"}},
      {"searched_from", "text", "'start' or 'goal': the end IDA* searched from (the easier one by the heuristic)", {.when = "method ida*"}},
  }};
}

ResultDeclaration roll_analyze_result() {
  return {{
      {"board", "text", "the board, RxC", {.summary = true}},
      {"start", "text", "the start state", {.summary = true}},
      {"kind", "text", "the cubes: eight or dice", {.when = "cubes of several kinds"}},
      {"states", "int", "all states of the board (cells x 6^(cells-1) for classic cubes)", {.summary = true}},
      {"reachable", "int", "the states reachable from the start", {.summary = true}},
      {"reachable_fraction", "number", "reachable / states", {.when = "cubes of several kinds"}},
      {"max_distance", "int", "the largest distance of a reachable state from the start", {.unit = "moves", .summary = true}},
      {"histogram", "int[]", "histogram[d]: the states at distance d from the start, d = 0..max_distance"},
      {"farthest_count", "int", "the states at the largest distance"},
      {"farthest", "text[]", "the farthest states, at most farthest_limit of them, in rank order"},
      {"invariants", "text[]", "what every reachable state keeps, one sentence each; empty when every state is reachable"},
      {"component_sizes", "int[]", "the sizes of the state graph's components", {.when = "the state graph splits"}},
  }};
}

ResultDeclaration roll_diameter_result() {
  return {{
      {"board", "text", "the board, RxC", {.summary = true}},
      {"graph", "text", "'states' (the puzzle's own graph) or 'axes' (the axis graph, whose distances are at most the puzzle's)", {.when = "not exact", .summary = true}},
      {"sweeps", "Sweep[]", "every search, in order", {.when = "not exact"}},
      {"kind", "text", "the cubes: classic, eight or dice", {.when = "exact"}},
      {"exact", "bool", "always true: every state's eccentricity is known", {.when = "exact"}},
      {"states", "int", "states of the board: every arrangement of its cubes", {.when = "exact"}},
      {"reachable", "int", "the states searched: all of them for classic cubes, the start's component for the other kinds", {.when = "exact"}},
      {"symmetries", "int", "the board's symmetries the search divides by", {.when = "exact"}},
      {"classes", "int", "the states up to those symmetries", {.when = "exact"}},
      {"searches", "int", "the whole-space searches the bounds needed", {.when = "exact"}},
      {"batches", "int", "the bit-parallel batches those searches ran in", {.when = "exact"}},
      {"diameter", "int", "the exact diameter", {.unit = "moves", .when = "exact", .summary = true}},
      {"diameter_at_least", "int", "the largest eccentricity found: the diameter is no smaller", {.unit = "moves", .summary = true}},
      {"radius", "int", "the smallest eccentricity", {.unit = "moves", .when = "exact", .summary = true}},
      {"central_states", "int", "states whose eccentricity is the radius", {.when = "exact"}},
      {"peripheral_states", "int", "states whose eccentricity is the diameter", {.when = "exact"}},
      {"antipodal_pairs", "int", "unordered pairs of states at the diameter", {.when = "exact"}},
      {"eccentricities", "int[][]", "[eccentricity, states] for every eccentricity that occurs", {.when = "exact"}},
      {"unresolved_states", "int", "states whose eccentricity is known only between two bounds (0 for a complete run)", {.when = "exact"}},
      {"unresolved_between", "int[]", "[low, high]: the bounds of the unresolved states", {.when = "exact"}},
      {"pair", "text[]", "two states that far apart (in the axis graph: with any orientations along the same axes)"},
      {"moves", "text", "a shortest move string from the pair's first state to its second, replayed by the checker", {.when = "exact"}},
      {"seconds", "number", "the time the exact search took", {.unit = "s", .when = "exact"}},
      {"diameter_at_most", "int", "no two states lie farther apart: twice the least eccentricity searched, or less by the landmarks' distance profiles", {.unit = "moves", .when = "graph 'states', not exact"}},
      {"landmarks", "int", "the searches whose distance profiles bound the diameter from above", {.when = "graph 'states', not exact"}},
      {"profiles", "int", "the distinct distance profiles of those landmarks", {.when = "graph 'states', not exact"}},
  }, {
      {"Sweep", {
          {"round", "int", "the search's number, from 1"},
          {"from", "text", "the state searched from", {.python = "start"}},
          {"eccentricity", "int", "its largest distance to any state", {.unit = "moves"}},
          {"farthest", "text", "the first of its farthest states"},
          {"farthest_count", "int", "how many states lie that far"},
          {"seconds", "number", "the search's time", {.unit = "s"}},
      }},
  }};
}

ResultDeclaration roll_generate_result() {
  return {{
      {"board", "text", "the board, RxC"},
      {"kind", "text", "the cubes: classic, eight or dice"},
      {"goal", "text", "the goal state or pattern", {.summary = true}},
      {"goal_states", "int", "the states the goal stands for (1 for a state)"},
      {"distance", "int", "the distance drawn at (the goal's farthest for distance 'max')", {.unit = "moves", .summary = true}},
      {"at_distance", "int?", "how many states lie exactly that far: the population drawn from; null for method ida", {.summary = true}},
      {"histogram", "int[]", "histogram[d]: the states at distance d from the goal (empty for method ida)"},
      {"seed", "int", "the seed of the draw"},
      {"states", "text[]", "the states drawn, each exactly distance moves from the goal"},
      {"method", "text", "the method that ran: layers or compact (drawn uniformly), or ida (each state proved that far by IDA*)"},
      {"uniform", "bool", "whether the states were drawn uniformly among all states that far"},
      {"drawn_lengths", "int[]", "method ida: the length of each random walk's solution the states were taken from (empty otherwise)", {.unit = "moves"}},
  }};
}

// One legal move, as roll moves and roll hint list them.
ResultRecord roll_record() {
  return {"Roll", {
      {"move", "text", "U, D, L or R: where the rolled cube goes"},
      {"from_cell", "int", "the cube's cell before the roll"},
      {"to_cell", "int", "its cell after: the empty cell before"},
      {"before", "int", "its orientation code before"},
      {"after", "int", "its orientation code after"},
      {"state", "text", "the state after the roll"},
  }};
}

ResultDeclaration roll_moves_result() {
  return {{
      {"state", "text", "the state, as the engine writes it"},
      {"board", "text", "the board, RxC"},
      {"rows", "int", "the board's rows"},
      {"cols", "int", "the board's columns"},
      {"empty", "int", "the empty cell, row by row from 0"},
      {"kind", "text", "the cubes: classic, eight or dice", {.when = "cubes of several kinds"}},
      {"cells", "int?[]", "each cell's orientation code 0-23; null for the empty cell"},
      {"faces", "text?[]", "each cell's face colours (up, down, north, east, south, west); null for the empty cell", {.when = "cubes of several kinds"}},
      {"moves", "Roll[]", "every legal move"},
      {"goal", "text", "the goal pattern", {.when = "a goal was given"}},
      {"at_goal", "bool", "whether the state matches the goal", {.when = "a goal was given"}},
  }, {
      roll_record(),
  }};
}

ResultDeclaration roll_hint_result() {
  return {{
      {"start", "text", "the state a hint is asked for"},
      {"goal", "text", "the goal state or pattern"},
      {"distance", "int?", "the moves still needed; null when the goal cannot be reached", {.unit = "moves"}},
      {"method", "text", "'bfs' (a table of distances to the goal) or 'ida*'"},
      {"best_moves", "Roll[]", "the moves that bring the goal one move nearer"},
      {"all_best", "bool", "whether best_moves holds every such move (IDA* gives one)"},
      {"solution", "text?", "IDA*: a whole optimal move string from here; null otherwise", {.when = "classic cubes"}},
      {"kind", "text", "the cubes: eight or dice", {.when = "cubes of several kinds"}},
  }, {
      roll_record(),
  }};
}

// The pictures of a distribution: the command line draws where --svg names a file, Python always
// (svg() needs no asking), the page where it asks with draw.
template <class R>
void roll_draw_where_asked(R& r, const DoorContext& door) {
  if (door.door == kCli) r.draw = !r.svg.empty();
  if (door.door == kPython) r.draw = true;
}

}  // namespace

std::vector<Verb> roll_verbs() {
  std::vector<Verb> v;
  {
    using R = RollSolveRequest;
    v.push_back(declare_verb<R>(
        "roll", "solve", "optimal solution(s) from one state to another", roll_solve_result, roll_solve, [](R& r, const DoorContext& door) {
          // Python draws every solution (svg() needs no asking) and shares the CLI's cache folder;
          // the page caches nothing.
          if (door.door == kCli) r.draw = !r.svg.empty();
          if (door.door == kPython) r.draw = true;
          if (door.door != kWasm && !r.no_cache) r.cache_dir = cache_directory();
        }));
  }
  {
    using R = RollAnalyzeRequest;
    v.push_back(declare_verb<R>(
        "roll", "analyze", "distance histogram, farthest states and invariants of a board", roll_analyze_result,
        roll_analyze, [](R& r, const DoorContext& door) {
          // The CLI's default checkpoint for big boards would litter a notebook's folder: Python
          // checkpoints only where asked, the page never.
          if (door.door != kCli && r.checkpoint.empty()) r.no_checkpoint = true;
          roll_draw_where_asked(r, door);
        })
        .described("A breadth-first search over the whole space, one bit per state: 3x3 (15 million states) "
                   "takes a fraction of a second, 3x4 (4.35 billion) about 1.1 GB of memory and seconds on two cores."));
  }
  {
    using R = RollDiameterRequest;
    v.push_back(declare_verb<R>("roll", "diameter",
                                "the largest distance between two states of a board: bounds by sweeps and landmarks, or exact", roll_diameter_result,
                                roll_diameter, [](R& r, const DoorContext& door) { roll_draw_where_asked(r, door); })
        .described("A search from a state finds its farthest states, a search from one of them goes on, and so "
                   "on while the largest distance does not fall. Every distance found is between two real "
                   "states, so the largest is a lower bound on the diameter (the most moves any state needs to "
                   "reach any other); on 2x3 it is the diameter itself. On the graph of states the diameter is "
                   "at most twice the least eccentricity searched, or less with {landmarks}: the first searches' "
                   "distances to every state bound every pair's distance from above (`diameter_at_most`). With "
                   "{exact}: the exact diameter, radius, antipodal pairs and every state's eccentricity (2x3 "
                   "seconds, 2x4 and 3x3 under a minute with {extremes})."));
  }
  {
    using R = RollGenerateRequest;
    v.push_back(declare_verb<R>(
        "roll", "generate", "puzzles of a chosen difficulty: states exactly N moves from a goal, drawn uniformly", roll_generate_result,
        roll_generate, [](R& r, const DoorContext& door) {
          if (door.door != kWasm) r.cache_dir = cache_directory();  // IDA*'s tables, as roll solve's
        })
        .described("A breadth-first search from the goal gives every state that far; {count} distinct ones are "
                   "drawn uniformly among them with {seed}. A {distance} of `max` draws from the goal's "
                   "farthest. Classic cubes on boards whose search does not fit (4x4 and up) are drawn by IDA* "
                   "({method} `ida`): the ends of random walks from the goal, solved optimally, each giving the "
                   "state {distance} moves before the goal on its solution; every state is proved that far, but "
                   "not drawn uniformly (`uniform` false, `at_distance` null)."));
  }
  {
    using R = RollMovesRequest;
    v.push_back(declare_verb<R>("roll", "moves", "the legal moves of a state, for a front end to animate", roll_moves_result,
                                roll_moves, nullptr, kWasm));
  }
  {
    using R = RollHintRequest;
    v.push_back(declare_verb<R>(
        "roll", "hint", "the optimal next moves toward a goal", roll_hint_result, [](const R& r) {
          // The page's worker lives as long as the page: the last goal's table serves the next hints.
          static RollHintCache cache;
          return roll_hint(r, &cache);
        },
        nullptr, kWasm));
  }
  return v;
}

}  // namespace cw::report
