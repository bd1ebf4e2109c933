// The `roll` verbs as documents (see report/document.hpp), one request declaration each: `roll solve`
// (an optimal move string between two states), `roll analyze` (the whole state space of a board from
// one start), `roll diameter` (bounds on, or with exact the value of, a board's diameter and radius),
// `roll generate` (states exactly N moves from a goal), and for front ends `roll moves` (the legal
// moves of a state) and `roll hint` (the optimal next moves toward a goal).
// States are written as in docs/model.md: rows separated by '/', digits 0-5 (letters a-x for dice),
// '.' the empty cell.
// Errors about one field are ArgumentErrors whose subject is the field's declared name below;
// each field's type, range and choices are checked where the request is read (core/fields.hpp),
// what only the engine can check (a state's syntax, two boards that differ) by the report.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <utility>

#include "core/error.hpp"
#include "core/fields.hpp"
#include "report/document.hpp"
#include "rolling/generate.hpp"
#include "rolling/solve.hpp"

namespace cw::report {

// Every field of every roll verb is declared once in these tables (core/fields.hpp): its name,
// type, default, range and help; verbs_roll.cpp turns them into the verbs every door offers.
#define CW_ROLL_STATE_HELP "rows separated by '/', one character per cell: digits 0-5 (classic, eight), letters a-x (dice), '.' the empty cell"
#define CW_ROLL_KIND_HELP "the cubes: classic, eight (opposite faces alike: W R B), dice, or a kind map such as ccc/c.d/ddd"

#define CW_ROLL_SOLVE_FIELDS(X, E)                                                                            \
  X(std::string, start, "000/0.0/000", .cli = "--from", .help = "the start state: " CW_ROLL_STATE_HELP,       \
    .positional = true)                                                                                       \
  X(std::string, goal, "111/1.1/111", .cli = "--to",                                                          \
    .help = "the goal state, or a pattern on the same board: '?' anything, '*' any cube, a top colour (classic K C G, " \
            "eight W R B, dice 1-6)",                                                                         \
    .positional = true)                                                                                       \
  E(bool, all, .help = "also list every optimal move string (breadth-first method only)", .positional = true) \
  E(uint64_t, max_all, .help = "refuse `all` above this many optimal strings", .min = 1)                      \
  E(rolling::SolveMethod, method,                                                                             \
    .help = "bfs (the whole space in memory: also counts the optimal strings), ida (IDA*, any board up to 64 " \
            "cells), auto (bfs when the space fits in 2 GiB)",                                                \
    .choices = "auto|bfs|ida")                                                                                \
  X(std::string, kind, "classic", .help = CW_ROLL_KIND_HELP)                                                  \
  E(int, max_moves, .help = "answer 'none within N moves' (with the length proved necessary) instead of searching further", \
    .min = 0, .none = true)                                                                                   \
  E(int, groups,                                                                                              \
    .help = "IDA*: also bound by pattern databases over groups of this many cubes (2 to 5; 0 none; not given: 4 " \
            "on boards of 13 to 16 cells, else none)",                                                        \
    .min = 0, .max = 5, .none = true)                                                                         \
  E(uint64_t, perimeter, .help = "IDA*: states in the goal's perimeter database (0: none)")                   \
  E(rolling::AxisUse, axis,                                                                                   \
    .help = "IDA*: also bound by the axis database over the whole board: on, off, or auto (on boards of 13 to 16 cells)", \
    .choices = "auto|on|off")                                                                                 \
  E(rolling::SearchFrom, search_from,                                                                         \
    .help = "IDA*: start, goal (the start's tables built for the run), or auto (from the start, and from the goal " \
            "once a pass from there expands fewer nodes)",                                                    \
    .choices = "auto|start|goal")                                                                             \
  E(std::string, checkpoint,                                                                                  \
    .help = "IDA*: a checkpoint file (the passes done and the subtrees of the pass under way), resumed when " \
            "present, kept with the solution",                                                                \
    .path = true, .nonempty = true, .doors = cw::kCli | cw::kPython, .writes = cw::Writes::File)              \
  E(double, interval, .help = "IDA*: seconds between checkpoints (0: after every subtree)", .min = 0,         \
    .doors = cw::kCli | cw::kPython)                                                                          \
  X(bool, no_cache, false, .help = "IDA*: neither read nor write the perimeter database cache", .doors = cw::kCli) \
  X(std::string, svg, "", .help = "draw the solution as a strip of boards into this file", .path = true,      \
    .nonempty = true, .doors = cw::kCli, .writes = cw::Writes::Figure)                                                                      \
  X(bool, draw, false, .help = "the solution as a strip of boards among the figures", .doors = cw::kWasm)     \
  E(int, item_delay_ms, .help = "testing aid: pause after each IDA* subtree", .min = 0, .hidden = true,       \
    .doors = cw::kCli)

// The engine's options are the request's storage (SolveOptions: the E fields, and, set by the
// doors, the perimeter database's cache_dir ("" none) and quiet); the engine's enumerators are
// the choices in their order.
struct RollSolveRequest : rolling::SolveOptions {
  CW_REQUEST_MEMBERS(CW_ROLL_SOLVE_FIELDS)
};
CW_REQUEST_TABLE(RollSolveRequest, CW_ROLL_SOLVE_FIELDS)
// Document.stats: "bfs: searched N states in T s" or "ida*: N nodes in T s; perimeter ...".
// No solution: RollNoSolution (a RunError that carries the same statistics).
Document roll_solve(const RollSolveRequest& request);

// roll_solve found that the goal cannot be reached: what() says so, stats as in Document.stats.
struct RollNoSolution : RunError {
  RollNoSolution(const std::string& message, std::string search_stats)
      : RunError(message), stats(std::move(search_stats)) {}
  std::string stats;
};

#define CW_ROLL_ANALYZE_FIELDS(X, E)                                                                          \
  X(std::string, board, "", .help = "the board RxC, from the classic start (every cube black face up, the "   \
                                    "empty cell at row 1, column 1); neither board nor start: 3x3",           \
    .none = true, .positional = true)                                                                         \
  X(std::string, start, "", .cli = "--from", .help = "a start state instead of the board's classic start",    \
    .none = true, .positional = true)                                                                         \
  X(std::string, kind, "classic",                                                                             \
    .help = CW_ROLL_KIND_HELP " (with start); other kinds start in orientation 0")                            \
  X(uint64_t, farthest_limit, 1000, .help = "list at most this many farthest states")                         \
  X(std::string, checkpoint, "",                                                                              \
    .help = "checkpoint prefix (PREFIX.even/.odd: saved on Ctrl-C and, while running, 30 s or more apart, "    \
            "spaced to keep saving under a tenth of the run; resumed from); the CLI's default for boards over " \
            "1e8 states: cubeworks-roll-<board>-<start>; Python's: none",                                     \
    .none = true, .path = true, .nonempty = true, .doors = cw::kCli | cw::kPython, .writes = cw::Writes::File)\
  X(bool, no_checkpoint, false, .help = "never write checkpoints", .doors = cw::kCli)                         \
  X(double, interval, 30,                                                                                     \
    .help = "testing aid: the least seconds between checkpoints (0: as often as keeps saving under a tenth of " \
            "the run)",                                                                                       \
    .min = 0, .hidden = true, .doors = cw::kCli)                                                              \
  X(double, memory_limit, 2.0, .cli = "--memory-limit", .help = "refuse boards needing more memory than this many GiB", \
    .min = 0, .above_min = true, .alias = "memory_gib")                                                       \
  X(int, layer_delay_ms, 0, .help = "testing aid: pause after each breadth-first layer", .min = 0,            \
    .hidden = true, .doors = cw::kCli)                                                                        \
  X(std::string, svg, "", .help = "draw the distance histogram into this file", .path = true, .nonempty = true, \
    .doors = cw::kCli, .writes = cw::Writes::Figure)                                                          \
  X(bool, draw, false, .help = "the distance histogram among the figures", .doors = cw::kWasm)

struct RollAnalyzeRequest {
  CW_REQUEST_MEMBERS(CW_ROLL_ANALYZE_FIELDS)
  bool quiet = true;  // no progress on stderr
};
CW_REQUEST_TABLE(RollAnalyzeRequest, CW_ROLL_ANALYZE_FIELDS)
// Document.stats: "analyzed N states in T s" (and where it resumed from a checkpoint).
Document roll_analyze(const RollAnalyzeRequest& request);

// What a job will take, for a front end to say before calling roll_analyze (which checks the
// same things again): throws the same errors as roll_analyze's up-front checks.
struct RollAnalyzePlan {
  bool big = false;            // 10^8 states or more: minutes to hours, checkpointed by default
  std::string announcement;    // big jobs: "board RxC: N states; needs M of memory ...", else ""
  std::string cache_path;      // big jobs: where the result is kept for `reproduce`, else ""
};
RollAnalyzePlan roll_analyze_plan(const RollAnalyzeRequest& request);

#define CW_ROLL_DIAMETER_FIELDS(X, E)                                                                         \
  X(std::string, board, "", .help = "the board RxC, the first search from the classic start; neither board nor " \
                                    "start: 3x3",                                                             \
    .none = true, .positional = true)                                                                         \
  X(std::string, start, "", .cli = "--from", .help = "the first search from this state instead (with exact and " \
                                                     "another kind: the component of this state)",            \
    .none = true, .positional = true)                                                                         \
  X(std::string, kind, "classic",                                                                             \
    .help = "the cubes: classic, or with exact eight or dice (the component of the start: given, or every "   \
            "cube in orientation 0)")                                                                         \
  X(std::string, graph, "auto",                                                                               \
    .help = "states (the whole space, boards that fit in memory), axes (the axis graph, up to 16 cells), or " \
            "auto (states when they fit, else axes)",                                                         \
    .choices = "auto|states|axes")                                                                            \
  X(int, width, 1, .help = "searches per round: from this many of the farthest states the round before found", \
    .min = 1)                                                                                                 \
  X(int, rounds, 8, .help = "rounds of searches at most (they stop once the eccentricity stops growing)",     \
    .min = 1)                                                                                                 \
  X(int, landmarks, 0,                                                                                        \
    .help = "graph states: the first this many searches also bound the diameter from above by the states' "   \
            "distances from them (a byte per state for each but the last)",                                  \
    .min = 0, .max = 3)                                                                                       \
  X(double, memory_limit, 2.0, .cli = "--memory-limit",                                                         \
    .help = "the whole space must fit in this many GiB (graph states)", .min = 0, .above_min = true,          \
    .alias = "memory_gib")                                                                                    \
  X(bool, exact, false,                                                                                       \
    .help = "the exact diameter, radius and every state's eccentricity: a bit-parallel search per symmetry "  \
            "class, eccentricity bounds retiring others (2x3 seconds, 2x4 minutes, 3x3 hours)")               \
  X(bool, extremes, false,                                                                                    \
    .help = "with exact: stop once the diameter, the radius and the states at both are known (the other "      \
            "eccentricities only bounded): far fewer searches")                                               \
  X(std::string, checkpoint, "", .help = "with exact: keep progress in this file and resume from it",         \
    .none = true, .path = true, .writes = cw::Writes::File)                                                   \
  X(std::string, svg, "", .help = "with exact: draw the states by eccentricity into this file", .path = true, \
    .nonempty = true, .doors = cw::kCli, .writes = cw::Writes::Figure)                                        \
  X(bool, draw, false, .help = "with exact: the states by eccentricity among the figures", .doors = cw::kWasm) \
  X(double, interval, 30,                                                                                     \
    .help = "testing aid: the least seconds between checkpoints (0: as often as keeps saving under a tenth of " \
            "the run)",                                                                                       \
    .min = 0, .hidden = true, .doors = cw::kCli)

struct RollDiameterRequest {
  CW_REQUEST_MEMBERS(CW_ROLL_DIAMETER_FIELDS)
  bool quiet = true;
};
CW_REQUEST_TABLE(RollDiameterRequest, CW_ROLL_DIAMETER_FIELDS)
#define CW_ROLL_GENERATE_FIELDS(X, E)                                                                         \
  X(std::string, board, "", .help = "the board RxC (default: the goal's board; neither board nor goal: 3x3)", \
    .none = true)                                                                                             \
  X(std::string, kind, "classic", .help = CW_ROLL_KIND_HELP)                                                  \
  X(std::string, goal, "",                                                                                    \
    .help = "the goal state: " CW_ROLL_STATE_HELP " (default: every cube in orientation 1, the empty cell at " \
            "row 1, column 1); or a goal pattern (top colours, ? and *): distances from its nearest matching state", \
    .none = true)                                                                                             \
  X(std::string, distance, "max", .help = "moves from the goal: a number, or max (the goal's farthest states)") \
  X(uint64_t, count, 1, .help = "distinct states to draw (all of them when fewer lie that far)", .min = 1)      \
  X(uint64_t, seed, 1, .help = "seed of the random draw: the same seed, the same states")                     \
  X(double, memory_limit, 2.0, .cli = "--memory-limit", .help = "the breadth-first layers must fit in this many GiB", \
    .min = 0, .above_min = true, .alias = "memory_gib")                                                       \
  X(rolling::GenerateMethod, method, rolling::GenerateMethod::Auto,                                           \
    .help = "layers (breadth-first, sorted keys: any cubes, uniform), compact (one bit per state: classic, one goal " \
            "state, uniform), ida (random walks from the goal solved back by IDA*: classic, one goal state, any board, each state " \
            "proved that far but not drawn uniformly), or auto (layers where they fit, else compact, else ida)", \
    .choices = "auto|layers|compact|ida")                                                                     \
  X(uint64_t, draws, 0, .help = "ida: random walks to solve at most (0: 20 plus 10 per state asked for)")

struct RollGenerateRequest {
  CW_REQUEST_MEMBERS(CW_ROLL_GENERATE_FIELDS)
  bool quiet = true;
  std::string cache_dir;  // IDA*'s tables (set by the doors that cache, as roll solve's)
};
CW_REQUEST_TABLE(RollGenerateRequest, CW_ROLL_GENERATE_FIELDS)
// States exactly `distance` moves from the goal (rolling/generate.hpp): drawn uniformly among all
// such states by the layers and compact methods, proved that far by IDA* otherwise; from a goal
// pattern, from the nearest state matching it. Document.json: board, kind, goal, goal_states (the
// states matching it: 1 for a state), distance, at_distance (the states that far; null for ida),
// histogram (states at each distance up to it; empty for ida), seed, states, method (the one that
// ran), uniform, drawn_lengths (ida: the optimal length of each random walk's end).
Document roll_generate(const RollGenerateRequest& request);

// A lower bound on the diameter of a board's state graph by repeated sweeps
// (rolling/diameter.hpp). Document.json: board, graph, sweeps (round, from, eccentricity,
// farthest, farthest_count, seconds), diameter_at_least, pair (the two states that far apart);
// graph states also diameter_at_most, landmarks and profiles (the upper bound and what gave it).
// With exact (rolling/exact_diameter.hpp): board, kind, exact, states, reachable (the component
// searched), symmetries, classes, searches,
// batches, diameter, radius, central_states, peripheral_states, antipodal_pairs, eccentricities
// ([eccentricity, states] pairs, the states whose eccentricity is known), unresolved_states and
// unresolved_between (extremes: the others' bounds), pair, moves (a shortest string from the
// pair's first state to its second, replayed), diameter_at_least (= diameter), seconds.
Document roll_diameter(const RollDiameterRequest& request);

// Playing (the browser's rolling tab): the legal moves of a state, for a front end to animate
// without knowing the roll rule, and hints toward a goal.
#define CW_ROLL_MOVES_FIELDS(X, E)                                                                            \
  X(std::string, state, "000/0.0/000", .help = "the state: " CW_ROLL_STATE_HELP)                              \
  X(std::string, goal, "", .help = "when given, the document says whether the state is the goal (a state or pattern)") \
  X(std::string, kind, "classic", .help = CW_ROLL_KIND_HELP)

struct RollMovesRequest {
  CW_REQUEST_MEMBERS(CW_ROLL_MOVES_FIELDS)
};
CW_REQUEST_TABLE(RollMovesRequest, CW_ROLL_MOVES_FIELDS)
// Document.json: the state (normalised), its board, the cells (orientations, null at the empty
// cell) and every legal move: its letter, the cube's cell before and after, its orientation
// before and after, and the state it leads to; with a goal, the goal (normalised) and "at_goal".
// With another kind or a goal pattern also "kind", and "faces": per cell the colours of its six
// faces as seen on the board, up, down, north, east, south, west (K C G, W R B, or die numbers),
// null at the empty cell; orientations are then each kind's (dice 0-23).
Document roll_moves(const RollMovesRequest& request);

// table_memory_mib: boards whose whole distance table (one byte per state plus the search's bit
// layers) fits get one (every optimal next move, instant once built); larger ones an optimal
// solution by IDA* from the start (its first move only); the default admits 3x3 (about 25 MiB).
// perimeter: smaller than roll_solve's default, since a hint builds it on every call (no cache):
// on 3x4 2^16 states answer the classic puzzle in 0.2 s where 2^22 take 7 s to build.
#define CW_ROLL_HINT_FIELDS(X, E)                                                                             \
  X(std::string, start, "000/0.0/000", .help = "where the player stands: " CW_ROLL_STATE_HELP)                \
  X(std::string, goal, "111/1.1/111", .help = "the goal state or pattern")                                    \
  X(uint64_t, table_memory_mib, 64, .help = "boards whose whole distance table fits in this many MiB get one", \
    .min = 1)                                                                                                 \
  X(uint64_t, perimeter, 1ull << 16, .help = "IDA*: states in the goal's perimeter database (0: none)")       \
  X(std::string, kind, "classic", .help = CW_ROLL_KIND_HELP "; other kinds and patterns: one breadth-first search")

struct RollHintRequest {
  CW_REQUEST_MEMBERS(CW_ROLL_HINT_FIELDS)
  bool quiet = true;  // no progress on stderr
};
CW_REQUEST_TABLE(RollHintRequest, CW_ROLL_HINT_FIELDS)

// The last goal's distance table, kept between roll_hint calls by a front end that lives long
// (the browser's worker) so that every hint after the first is a lookup.
class RollHintCache {
 public:
  RollHintCache();
  ~RollHintCache();
  RollHintCache(const RollHintCache&) = delete;
  RollHintCache& operator=(const RollHintCache&) = delete;
  struct Table;
  std::unique_ptr<Table> table;
};

// Document.json: distance to the goal (null when it cannot be reached), the method ("table",
// "ida*" or "bfs"), the optimal next moves (as in roll_moves; all of them with a table, the first of one
// optimal solution with IDA*: "all_best" says which). Document.stats: how the table was had
// (built in T s, or reused) or the IDA* nodes and time. `cache` may be null (no reuse).
Document roll_hint(const RollHintRequest& request, RollHintCache* cache = nullptr);

}  // namespace cw::report
