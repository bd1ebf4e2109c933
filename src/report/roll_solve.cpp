// `roll solve` as a document: an optimal move string, the number of optimal strings, optionally all.
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "render/rolling_svg.hpp"
#include "report/roll.hpp"
#include "rolling/kind_solve.hpp"
#include "rolling/solve.hpp"

namespace cw::report {
namespace {

// Where a checkpointed search took up its work, for the statistics line.
std::string resumed_note(const rolling::Solution& sol) {
  if (sol.resumed_solved) return "; answered from the checkpoint, which holds the finished search";
  return sol.resumed_at >= 0 ? fmt::format("; resumed from the checkpoint at bound {}", sol.resumed_at) : "";
}

std::string statistics(const rolling::Solution& sol, double seconds) {
  if (sol.method == "bfs") return fmt::format("bfs: searched {} states in {:.3f} s\n", sol.states_searched, seconds);
  if (sol.resumed_solved) return fmt::format("ida*: {} nodes in earlier runs{}\n", sol.nodes, resumed_note(sol));
  std::string groups;
  if (sol.group_size > 0)
    groups = fmt::format("; group databases of {} cubes ({})", sol.group_size,
                         sol.group_note.empty() ? "not cached" : sol.group_note);
  if (sol.axis) groups += fmt::format("; axis database ({})", sol.axis_note.empty() ? "not cached" : sol.axis_note);
  if (sol.searched_from_goal) groups += "; found searching from the goal";
  groups += resumed_note(sol);
  return fmt::format("ida*: {} nodes in {:.3f} s; perimeter radius {} ({}){}\n", sol.nodes, seconds,
                     sol.perimeter_radius, sol.perimeter_note.empty() ? "not cached" : sol.perimeter_note, groups);
}

Json to_json(const RollSolveRequest& request, const rolling::State& from, const rolling::State& to,
             const rolling::Solution& sol) {
  Json j = {{"from", rolling::format_state(from)}, {"to", rolling::format_state(to)},
            {"moves", sol.moves}, {"length", sol.length},
            {"optimal_count", sol.count_known ? Json(sol.optimal_count) : Json()},
            {"method", sol.method}, {"proven_optimal", true}};
  if (sol.method != "bfs") {
    j["nodes"] = sol.nodes;
    j["searched_from"] = sol.searched_from_goal ? "goal" : "start";
  }
  if (request.all) j["all"] = sol.all;
  return j;
}

std::string text(const RollSolveRequest& request, const rolling::State& from, const rolling::State& to,
                 const rolling::Solution& sol) {
  std::string t = fmt::format("from           {}\nto             {}\nlength         {}\nmoves          {}\noptimal count  {}\n",
                              rolling::format_state(from), rolling::format_state(to),
                              sol.length, sol.moves.empty() ? "(none: already solved)" : sol.moves,
                              sol.count_known ? std::to_string(sol.optimal_count)
                                              : "not computed (IDA*; the length is proven optimal)");
  if (request.all) {
    t += "all optimal move strings:\n";
    for (const auto& m : sol.all) t += "  " + m + "\n";
  }
  return t;
}

Figure strip(const RollSolveRequest& request, const rolling::State& from, const rolling::Solution& sol) {
  const std::string title = fmt::format("{} -> {}: {} move{}, {}", request.start, request.goal, sol.length,
                                        sol.length == 1 ? "" : "s", sol.moves);
  return {"roll_solve.svg", title, render::rolling_solution_svg(from, sol.moves, title)};
}

// The pattern solver: kinds other than classic, or a goal with a character only patterns use (a
// classic goal without one keeps the classic path and its messages).
bool needs_pattern_solver(const RollSolveRequest& request, const rolling::KindSpec& spec) {
  return !spec.is_classic() || rolling::is_classic_pattern(request.goal);
}

// `at_least`: the length the search proved necessary (above the limit, of the limit's parity or not).
Json not_within_json(const RollSolveRequest& request, const std::string& from, const std::string& to,
                     const std::string& method, int at_least) {
  return {{"from", from}, {"to", to}, {"kind", request.kind}, {"moves", nullptr}, {"length", nullptr},
          {"optimal_count", nullptr}, {"method", method}, {"max_moves", request.max_moves},
          {"within_max_moves", false}, {"length_at_least", at_least}};
}

std::string not_within_text(const RollSolveRequest& request, const std::string& from, const std::string& to,
                            int at_least) {
  return fmt::format("from           {}\nto             {}\nlength         none within {} moves (at least {})\n", from,
                     to, request.max_moves, at_least);
}

Document pattern_solve(const RollSolveRequest& request, const rolling::KindSpec& spec) {
  if (request.method == rolling::SolveMethod::Ida)
    throw ArgumentError("method", "goal patterns and cube kinds other than classic are solved breadth-first only");
  if (!request.checkpoint.empty())
    throw ArgumentError("checkpoint", "goal patterns and cube kinds other than classic are solved breadth-first in "
                                      "memory, which keeps no checkpoint");
  const auto from = about_field("start", [&] { return rolling::parse_kind_state(request.start, spec); });
  const auto goal = about_field("goal", [&] { return rolling::parse_pattern(request.goal, rolling::kinds_present(from)); });
  const rolling::KindSolveOptions ko{.max_moves = request.max_moves, .all = request.all, .max_all = request.max_all,
                                     .quiet = request.quiet};
  Stopwatch sw;
  rolling::KindSolution sol;
  sol = rolling::kind_solve(from, goal, ko);
  const std::string stats = fmt::format("bfs: searched {} states in {:.3f} s\n", sol.states_searched, sw.seconds());
  const std::string from_text = rolling::format_kind_state(from);
  if (!sol.found && sol.exhausted)
    throw RollNoSolution(fmt::format("no solution: no state matching {} can be reached from {}", request.goal,
                                     request.start),
                         stats);
  if (!sol.found)
    return {not_within_json(request, from_text, goal.text, "bfs", request.max_moves + 1),
            not_within_text(request, from_text, goal.text, request.max_moves + 1), {}, stats};
  Json j = {{"from", from_text}, {"to", goal.text}, {"moves", sol.moves}, {"length", sol.length},
            {"optimal_count", sol.optimal_count}, {"method", "bfs"}, {"proven_optimal", true},
            {"kind", request.kind}, {"end", sol.end}, {"goal_states", sol.goal_states}};
  if (request.max_moves >= 0) j["max_moves"] = request.max_moves, j["within_max_moves"] = true;
  if (request.all) j["all"] = sol.all;
  std::string t = fmt::format("from           {}\nto             {}\nkind           {}\nlength         {}\n"
                              "moves          {}\nends in        {}\noptimal count  {} (ending in {} matching states)\n",
                              from_text, goal.text, request.kind, sol.length,
                              sol.moves.empty() ? "(none: already solved)" : sol.moves, sol.end, sol.optimal_count,
                              sol.goal_states);
  if (request.all) {
    t += "all optimal move strings:\n";
    for (const auto& m : sol.all) t += "  " + m + "\n";
  }
  Document d{std::move(j), std::move(t), {}, stats};
  if (request.draw) {
    const std::string title = fmt::format("{} -> {} ({}): {} move{}, {}", request.start, request.goal, request.kind,
                                          sol.length, sol.length == 1 ? "" : "s", sol.moves);
    d.figures.push_back({"roll_solve.svg", title, render::rolling_kind_solution_svg(from, sol.moves, title)});
  }
  return d;
}
}  // namespace

Document roll_solve(const RollSolveRequest& request) {
  const auto spec = about_field("kind", [&] { return rolling::parse_kind_spec(request.kind); });
  if (needs_pattern_solver(request, spec)) return pattern_solve(request, spec);
  const auto from = about_field("start", [&] { return rolling::parse_state(request.start); });
  const auto to = about_field("goal", [&] { return rolling::parse_state(request.goal); });
  Stopwatch sw;
  const rolling::Solution sol = rolling::solve(from, to, request);
  const std::string stats = statistics(sol, sw.seconds());
  if (!sol.reachable)
    throw RollNoSolution(fmt::format("no solution: {} cannot be reached from {}", request.goal, request.start),
                         stats);
  if (request.max_moves >= 0 && (sol.length < 0 || sol.length > request.max_moves)) {
    // IDA* stops at the first bound above the limit (the start's lower bound when that is larger);
    // the breadth-first search knows the length itself.
    const int at_least = sol.length < 0 ? sol.length_at_least : sol.length;
    return {not_within_json(request, rolling::format_state(from), rolling::format_state(to), sol.method, at_least),
            not_within_text(request, rolling::format_state(from), rolling::format_state(to), at_least), {}, stats};
  }
  Document d{to_json(request, from, to, sol), text(request, from, to, sol), {}, stats};
  if (request.max_moves >= 0) d.json["max_moves"] = request.max_moves, d.json["within_max_moves"] = true;
  if (request.draw) d.figures.push_back(strip(request, from, sol));
  return d;
}

}  // namespace cw::report
