// The `roll` verbs as documents (see report/document.hpp): `roll solve` (an optimal move string
// between two states) and `roll analyze` (the whole state space of a board from one start).
// States are written as in docs/model.md: rows separated by '/', digits 0-5, '.' the empty cell.
// Errors about one field are ArgumentErrors whose subject is the field's name below ("start",
// "goal", "board", "checkpoint", "all", "max_all", "method", "memory_gib", "state",
// "table_memory_mib", "kind", "max_moves", "draw", "graph", "max_sweeps", "width").
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <utility>

#include "core/error.hpp"
#include "report/document.hpp"

namespace cw::report {

struct RollSolveRequest {
  std::string start = "000/0.0/000";
  std::string goal = "111/1.1/111";
  bool all = false;               // list every optimal move string (breadth-first method only)
  uint64_t max_all = 100000;      // refuse `all` above this many strings
  std::string method = "auto";    // "bfs", "ida" (IDA*) or "auto" (bfs when the space fits in 2 GiB)
  uint64_t perimeter = 1ull << 22;  // IDA*: states in the goal's perimeter database (0: none)
  int groups = -1;                // IDA*: cubes per group pattern database (0: none; 2..5; -1: the board's default)
  std::string axis = "auto";      // IDA*: the axis database: "on", "off" or "auto" (the board's default)
  std::string search_from = "auto";  // IDA*: "start", "goal" or "auto" (rolling/ida.hpp: SearchFrom)
  std::string cache_dir;          // IDA*: where the perimeter database is cached; empty: no cache
  bool quiet = true;              // no progress on stderr
  bool draw = false;              // one figure: the solution as a strip of boards (classic exact goals; else none)
  // The cubes' kind: "classic", "eight", "dice" or a kind map ("ccc/c.d/ddd"; docs/model.md).
  // Other kinds, or a goal that is a pattern ('?', '*', top colours), go to the pattern solver
  // (rolling/kind_solve.hpp): breadth-first, optimal count, `all`; method "auto" or "bfs".
  std::string kind = "classic";
  int max_moves = -1;             // >= 0: answer "not within max_moves" (a document, not an error)
  std::string checkpoint;         // IDA*: the search's checkpoint file, resumed when present; "" = none
  double interval = 30;           // IDA*: seconds between checkpoints (0: after every subtree)
  int item_delay_ms = 0;          // testing aid: a pause after every IDA* subtree
};
// Document.stats: "bfs: searched N states in T s" or "ida*: N nodes in T s; perimeter ...".
// No solution: RollNoSolution (a RunError that carries the same statistics).
Document roll_solve(const RollSolveRequest& request);

// roll_solve found that the goal cannot be reached: what() says so, stats as in Document.stats.
struct RollNoSolution : RunError {
  RollNoSolution(const std::string& message, std::string search_stats)
      : RunError(message), stats(std::move(search_stats)) {}
  std::string stats;
};

struct RollAnalyzeRequest {
  std::string board;              // RxC, starting from the classic start (all black up, empty at (1,1))
  std::string start;              // or a start state; neither: the 3x3 board
  std::string checkpoint;         // prefix of PREFIX.even/.odd; empty: the default of big boards
  bool no_checkpoint = false;     // never write checkpoints
  uint64_t farthest_limit = 1000; // farthest states listed at most
  double memory_gib = 2.0;        // refuse boards needing more memory
  int layer_delay_ms = 0;         // testing aid: pause after each BFS layer
  bool quiet = true;              // no progress on stderr
  // Cubes other than classic ("eight", "dice" or a kind map): the whole space by sorted layers
  // (rolling/kind_solve.hpp:kind_analyze), no checkpoints; the start is then all cubes in
  // orientation 0 with the empty cell at (1,1) unless `start` is given.
  std::string kind = "classic";
};
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

struct RollDiameterRequest {
  std::string board;           // RxC, sweeping from the classic start; or
  std::string start;           // a start state; neither: the 3x3 board
  std::string graph = "auto";  // "states" (the whole space), "axes" (the axis graph), or "auto":
                               // states when the whole space fits in memory_gib, else axes
  int max_sweeps = 8;           // rounds at most (they stop once the eccentricity stops growing)
  int width = 1;                // searches per round, from the round before's first farthest states
  double memory_gib = 2.0;
  bool quiet = true;
};
// A lower bound on the diameter of a board's state graph by repeated sweeps
// (rolling/diameter.hpp). Document.json: board, graph, sweeps (round, from, eccentricity,
// farthest, farthest_count, seconds), diameter_at_least, pair (the two states that far apart).
Document roll_diameter(const RollDiameterRequest& request);

// Playing (the browser's rolling tab): the legal moves of a state, for a front end to animate
// without knowing the roll rule, and hints toward a goal.
struct RollMovesRequest {
  std::string state = "000/0.0/000";
  std::string goal;  // optional: when given, the document says whether the state is the goal
  std::string kind = "classic";  // the cubes (roll solve --kind); the goal may then be a pattern
};
// Document.json: the state (normalised), its board, the cells (orientations, null at the empty
// cell) and every legal move: its letter, the cube's cell before and after, its orientation
// before and after, and the state it leads to; with a goal, the goal (normalised) and "at_goal".
// With another kind or a goal pattern also "kind", and "faces": per cell the colours of its six
// faces as seen on the board, up, down, north, east, south, west (K C G, W R B, or die numbers),
// null at the empty cell; orientations are then each kind's (dice 0-23).
Document roll_moves(const RollMovesRequest& request);

struct RollHintRequest {
  std::string start = "000/0.0/000";  // where the player stands
  std::string goal = "111/1.1/111";
  // Boards whose whole distance table (one byte per state plus the search's bit layers) fits in
  // this many MiB get one (every optimal next move, instant once built); larger ones an optimal
  // solution by IDA* from the start (its first move only). The default admits 3x3 (about 25 MiB).
  uint64_t table_memory_mib = 64;
  // IDA*: states in the goal's perimeter database (0: none). Smaller than roll_solve's default:
  // a hint builds it on every call (no cache), and on 3x4 2^16 states answer the classic
  // puzzle in 0.2 s where 2^22 take 7 s to build.
  uint64_t perimeter = 1ull << 16;
  std::string kind = "classic";  // other kinds and goal patterns: one breadth-first search from
                                 // the start (method "bfs", its first move only)
  bool quiet = true;  // no progress on stderr
};

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
