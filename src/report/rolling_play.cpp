// Playing as documents: `roll.moves` (a state's legal moves, for a page that animates them) and
// `roll.hint` (the distance to a goal and the optimal next moves).
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "report/rolling.hpp"
#include "rolling/hint.hpp"
#include "rolling/ida.hpp"

namespace cw::report {

struct RollHintCache::Table {
  rolling::GoalDistances distances;
};
RollHintCache::RollHintCache() = default;
RollHintCache::~RollHintCache() = default;

namespace {

Json roll_json(const rolling::Roll& r) {
  return {{"move", std::string(1, rolling::direction_letter(r.direction))}, {"from_cell", r.from},
          {"to_cell", r.to}, {"before", r.before}, {"after", r.after},
          {"state", rolling::format_state(r.result)}};
}

Json rolls_json(const std::vector<rolling::Roll>& rolls) {
  Json a = Json::array();
  for (const auto& r : rolls) a.push_back(roll_json(r));
  return a;
}

std::string rolls_text(const std::vector<rolling::Roll>& rolls, int cols) {
  std::string t;
  for (const auto& r : rolls)
    t += fmt::format("  {}  cube at row {}, column {} rolls to row {}, column {}: orientation {} -> {}, {}\n",
                     rolling::direction_letter(r.direction), r.from / cols, r.from % cols, r.to / cols,
                     r.to % cols, r.before, r.after, rolling::format_state(r.result));
  return t;
}

// The table of the request's goal: the cache's when it holds that goal, else built (and kept).
const rolling::GoalDistances& goal_table(const rolling::State& goal, bool quiet, RollHintCache* cache,
                                         std::unique_ptr<RollHintCache::Table>& local, bool& reused) {
  reused = cache && cache->table && cache->table->distances.goal() == goal;
  if (reused) return cache->table->distances;
  rolling::BfsOptions bo;
  bo.quiet = quiet;
  auto table = std::make_unique<RollHintCache::Table>(RollHintCache::Table{rolling::GoalDistances(goal, bo)});
  std::unique_ptr<RollHintCache::Table>& slot = cache ? cache->table : local;
  slot = std::move(table);
  return slot->distances;
}

bool table_fits(const rolling::Board& b, uint64_t limit_mib) {
  if (b.cells() > rolling::kMaxCells) return false;
  const uint64_t mib = (rolling::bfs_memory_bytes(rolling::Layout(b)) + (1u << 20) - 1) >> 20;
  return mib <= limit_mib;
}

struct Hint {
  int distance = -1;  // -1: the goal cannot be reached
  std::vector<rolling::Roll> best;
  std::string method;
  bool all_best = true;
  std::string stats;
};

Hint table_hint(const rolling::State& start, const rolling::State& goal, const RollHintRequest& request,
                RollHintCache* cache) {
  Stopwatch sw;
  std::unique_ptr<RollHintCache::Table> local;
  bool reused = false;
  const rolling::GoalDistances& table = goal_table(goal, request.quiet, cache, local, reused);
  Hint h{table.distance(start), table.best_rolls(start), "table", true, ""};
  h.stats = reused ? fmt::format("hint: the goal's table of {} states reused, {:.3f} s\n", table.states(), sw.seconds())
                   : fmt::format("hint: the goal's table of {} states ({} reachable) built in {:.3f} s\n",
                                 table.states(), table.reached(), sw.seconds());
  return h;
}

// Larger boards: one optimal solution from the start; its first move is an optimal next move.
Hint ida_hint(const rolling::State& start, const rolling::State& goal, const RollHintRequest& request) {
  Stopwatch sw;
  rolling::IdaOptions io;
  io.quiet = request.quiet;
  io.perimeter_states = request.perimeter;
  const rolling::IdaResult r = rolling::ida_solve(start, goal, io);
  Hint h{r.length, {}, "ida*", r.length == 0, ""};
  for (auto& roll : rolling::legal_rolls(start))
    if (!r.moves.empty() && rolling::direction_letter(roll.direction) == r.moves[0]) h.best.push_back(roll);
  h.stats = fmt::format("hint: ida* {} nodes in {:.3f} s\n", r.nodes, sw.seconds());
  return h;
}

// The engine names the goal "to"; the requests call it "goal".
void same_board(const rolling::State& start, const rolling::State& goal) {
  try {
    rolling::require_same_board(start, goal);
  } catch (const ArgumentError& e) {
    throw ArgumentError("goal", e.what());
  }
}

}  // namespace

Document roll_moves(const RollMovesRequest& request) {
  const auto s = about_field("state", [&] { return rolling::parse_state(request.state); });
  const auto rolls = rolling::legal_rolls(s);
  Json cells = Json::array();
  for (int c = 0; c < s.board.cells(); ++c) cells.push_back(c == s.empty ? Json() : Json(s.cells[c]));
  Json j = {{"state", rolling::format_state(s)}, {"board", rolling::format_board(s.board)},
            {"rows", s.board.rows}, {"cols", s.board.cols}, {"empty", s.empty}, {"cells", cells},
            {"moves", rolls_json(rolls)}};
  std::string t = fmt::format("state  {}\nboard  {}\nmoves  {}\n{}", rolling::format_state(s),
                              rolling::format_board(s.board), rolls.size(), rolls_text(rolls, s.board.cols));
  if (!request.goal.empty()) {
    const auto goal = about_field("goal", [&] { return rolling::parse_state(request.goal); });
    same_board(s, goal);
    j["goal"] = rolling::format_state(goal);
    j["at_goal"] = s == goal;
    t += s == goal ? "at the goal\n" : fmt::format("goal   {} (not there yet)\n", rolling::format_state(goal));
  }
  return {j, t, {}, {}};
}

Document roll_hint(const RollHintRequest& request, RollHintCache* cache) {
  const auto start = about_field("start", [&] { return rolling::parse_state(request.start); });
  const auto goal = about_field("goal", [&] { return rolling::parse_state(request.goal); });
  same_board(start, goal);
  const Hint h = table_fits(start.board, request.table_memory_mib) ? table_hint(start, goal, request, cache)
                                                                   : ida_hint(start, goal, request);
  Json j = {{"start", rolling::format_state(start)}, {"goal", rolling::format_state(goal)},
            {"distance", h.distance < 0 ? Json() : Json(h.distance)}, {"method", h.method},
            {"best_moves", rolls_json(h.best)}, {"all_best", h.all_best}};
  std::string t = fmt::format("start     {}\ngoal      {}\ndistance  {}\n", rolling::format_state(start),
                              rolling::format_state(goal),
                              h.distance < 0 ? "unreachable (the goal cannot be reached from here)"
                                             : std::to_string(h.distance));
  if (!h.best.empty())
    t += fmt::format("{}:\n{}", h.all_best ? "optimal next moves" : "an optimal next move (IDA*; others may exist)",
                     rolls_text(h.best, start.board.cols));
  return {j, t, {}, h.stats};
}

}  // namespace cw::report
