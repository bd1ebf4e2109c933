// Playing as documents: `roll.moves` (a state's legal moves, for a page that animates them) and
// `roll.hint` (the distance to a goal and the optimal next moves).
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "report/roll.hpp"
#include "rolling/hint.hpp"
#include "rolling/ida.hpp"
#include "rolling/kind_solve.hpp"
#include "rolling/pattern.hpp"

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
  std::string solution;  // IDA*: the optimal solution whose first move is the hint (the page plays along it)
};

Hint table_hint(const rolling::State& start, const rolling::State& goal, const RollHintRequest& request,
                RollHintCache* cache) {
  Stopwatch sw;
  std::unique_ptr<RollHintCache::Table> local;
  bool reused = false;
  const rolling::GoalDistances& table = goal_table(goal, request.quiet, cache, local, reused);
  Hint h{table.distance(start), table.best_rolls(start), "table", true, "", ""};
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
  io.perimeter = request.perimeter;
  // Boards of 13 to 16 cells (4x4): roll solve's group databases (groups of 4); smaller boards
  // need none beyond the perimeter. Not the axis database, which `roll solve` also uses there:
  // on the classic 4x4 it saves a tenth of the nodes (26.4 against 28.8 million) but costs 230 MB
  // and most of the time before the search (docs/web.md, "Speed").
  const bool large = start.board.cells() >= 13;
  io.groups = large ? -1 : 0;
  io.axis = rolling::AxisUse::Off;
  io.search_from = rolling::SearchFrom::Start;
  const rolling::IdaResult r = rolling::ida_solve(start, goal, io);
  Hint h{r.length, {}, "ida*", r.length == 0, "", ""};
  for (auto& roll : rolling::legal_rolls(start))
    if (!r.moves.empty() && rolling::direction_letter(roll.direction) == r.moves[0]) h.best.push_back(roll);
  h.stats = fmt::format("hint: ida* {} nodes in {:.3f} s\n", r.nodes, sw.seconds());
  h.solution = r.moves;
  return h;
}

// Other kinds and goal patterns (kind_state.hpp, pattern.hpp): the same documents from the
// kind states, with every cube's face colours so that a page can draw any kind.
bool kind_play(const std::string& kind, const std::string& goal, rolling::KindSpec& spec) {
  spec = about_field("kind", [&] { return rolling::parse_kind_spec(kind); });
  return !spec.is_classic() || rolling::is_classic_pattern(goal);
}

struct KindRoll {
  rolling::Direction direction;
  int from, to;
  rolling::KindState result;
};

// In letter order (D L R U), as the classic list.
std::vector<KindRoll> legal_kind_rolls(const rolling::KindState& s) {
  using rolling::Direction;
  std::vector<KindRoll> out;
  for (Direction d : {Direction::Down, Direction::Left, Direction::Right, Direction::Up}) {
    rolling::KindState t = s;
    if (rolling::apply_move(t, d)) out.push_back({d, t.empty, s.empty, std::move(t)});
  }
  return out;
}

Json kind_rolls_json(const rolling::KindState& s, const std::vector<KindRoll>& rolls) {
  Json a = Json::array();
  for (const auto& r : rolls)
    a.push_back({{"move", std::string(1, rolling::direction_letter(r.direction))}, {"from_cell", r.from},
                 {"to_cell", r.to}, {"before", rolling::orientation_of_code(s.cells[r.from])},
                 {"after", rolling::orientation_of_code(r.result.cells[r.to])},
                 {"state", rolling::format_kind_state(r.result)}});
  return a;
}

rolling::Pattern kind_goal(const std::string& goal, const rolling::KindState& s) {
  const auto p = about_field("goal", [&] { return rolling::parse_pattern(goal, rolling::kinds_present(s)); });
  rolling::require_same_board(s, p);
  return p;
}

Document kind_moves(const RollMovesRequest& request, const rolling::KindSpec& spec) {
  const auto s = about_field("state", [&] { return rolling::parse_kind_state(request.state, spec); });
  const auto rolls = legal_kind_rolls(s);
  Json cells = Json::array(), faces = Json::array();
  for (int c = 0; c < s.board.cells(); ++c) {
    if (c == s.empty) {
      cells.push_back(nullptr);
      faces.push_back(nullptr);
      continue;
    }
    const auto f = rolling::face_colours(rolling::kind_of_code(s.cells[c]), rolling::orientation_of_code(s.cells[c]));
    cells.push_back(rolling::orientation_of_code(s.cells[c]));
    faces.push_back(std::string(f.begin(), f.end()));
  }
  const std::string text = rolling::format_kind_state(s);
  Json j = {{"state", text}, {"board", rolling::format_board(s.board)}, {"rows", s.board.rows},
            {"cols", s.board.cols}, {"empty", s.empty}, {"kind", request.kind}, {"cells", cells},
            {"faces", faces}, {"moves", kind_rolls_json(s, rolls)}};
  std::string t = fmt::format("state  {}\nkind   {}\nboard  {}\nmoves  {}\n", text, request.kind,
                              rolling::format_board(s.board), rolls.size());
  for (const auto& r : rolls)
    t += fmt::format("  {}  cube at row {}, column {} rolls to row {}, column {}: {}\n",
                     rolling::direction_letter(r.direction), r.from / s.board.cols, r.from % s.board.cols,
                     r.to / s.board.cols, r.to % s.board.cols, rolling::format_kind_state(r.result));
  if (!request.goal.empty()) {
    const auto goal = kind_goal(request.goal, s);
    j["goal"] = goal.text;
    j["at_goal"] = goal.matches(s);
    t += goal.matches(s) ? "at the goal\n" : fmt::format("goal   {} (not there yet)\n", goal.text);
  }
  return {j, t, {}, {}};
}

Document kind_hint(const RollHintRequest& request, const rolling::KindSpec& spec) {
  const auto start = about_field("start", [&] { return rolling::parse_kind_state(request.start, spec); });
  const auto goal = kind_goal(request.goal, start);
  Stopwatch sw;
  rolling::KindSolveOptions ko;
  ko.quiet = request.quiet;
  const rolling::KindSolution sol = rolling::kind_solve(start, goal, ko);
  Json best = Json::array();
  std::string best_text;
  for (const auto& r : legal_kind_rolls(start))
    if (!sol.moves.empty() && rolling::direction_letter(r.direction) == sol.moves[0]) {
      best = kind_rolls_json(start, {r});
      best_text = fmt::format("an optimal next move: {}\n", sol.moves[0]);
    }
  Json j = {{"start", rolling::format_kind_state(start)}, {"goal", goal.text},
            {"distance", sol.found ? Json(sol.length) : Json()}, {"method", "bfs"}, {"best_moves", best},
            {"all_best", sol.found && sol.length == 0}, {"kind", request.kind}};
  std::string t = fmt::format("start     {}\ngoal      {}\ndistance  {}\n{}", rolling::format_kind_state(start),
                              goal.text, sol.found ? std::to_string(sol.length) : "unreachable", best_text);
  return {j, t, {}, fmt::format("hint: bfs searched {} states in {:.3f} s\n", sol.states_searched, sw.seconds())};
}

}  // namespace

Document roll_moves(const RollMovesRequest& request) {
  rolling::KindSpec spec;
  if (kind_play(request.kind, request.goal, spec)) return kind_moves(request, spec);
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
    rolling::require_same_board(s, goal);
    j["goal"] = rolling::format_state(goal);
    j["at_goal"] = s == goal;
    t += s == goal ? "at the goal\n" : fmt::format("goal   {} (not there yet)\n", rolling::format_state(goal));
  }
  return {j, t, {}, {}};
}

Document roll_hint(const RollHintRequest& request, RollHintCache* cache) {
  rolling::KindSpec spec;
  if (kind_play(request.kind, request.goal, spec)) return kind_hint(request, spec);
  const auto start = about_field("start", [&] { return rolling::parse_state(request.start); });
  const auto goal = about_field("goal", [&] { return rolling::parse_state(request.goal); });
  rolling::require_same_board(start, goal);
  const Hint h = table_fits(start.board, request.table_memory_mib) ? table_hint(start, goal, request, cache)
                                                                   : ida_hint(start, goal, request);
  Json j = {{"start", rolling::format_state(start)}, {"goal", rolling::format_state(goal)},
            {"distance", h.distance < 0 ? Json() : Json(h.distance)}, {"method", h.method},
            {"best_moves", rolls_json(h.best)}, {"all_best", h.all_best},
            {"solution", h.method == "ida*" && h.distance >= 0 ? Json(h.solution) : Json()}};
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
