// `roll solve` as a document: an optimal move string, the number of optimal strings, optionally all.
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "render/rolling_svg.hpp"
#include "report/rolling.hpp"
#include "rolling/solve.hpp"

namespace cw::report {
namespace {

rolling::SolveMethod method_of(const std::string& method) {
  if (method == "bfs") return rolling::SolveMethod::Bfs;
  if (method == "ida") return rolling::SolveMethod::Ida;
  if (method == "auto") return rolling::SolveMethod::Auto;
  throw ArgumentError("method", fmt::format("unknown method '{}': bfs, ida or auto", printable(method)));
}

rolling::SolveOptions solve_options(const RollSolveRequest& request) {
  rolling::SolveOptions so;
  so.all = request.all;
  so.max_all = request.max_all;
  so.quiet = request.quiet;
  so.method = method_of(request.method);
  so.perimeter_states = request.perimeter;
  if (request.groups != 0 && (request.groups < 2 || request.groups > 5))
    throw ArgumentError("groups", fmt::format("cubes per group database must be 0 (none) or 2 to 5, not {}", request.groups));
  so.group_size = request.groups;
  so.cache_dir = request.cache_dir;
  return so;
}

// The engine names the goal "to"; the request calls it "goal".
rolling::Solution solve_for_goal(const rolling::State& from, const rolling::State& to,
                                 const rolling::SolveOptions& so) {
  try {
    return rolling::solve(from, to, so);
  } catch (const ArgumentError& e) {
    if (e.subject == "to") throw ArgumentError("goal", e.what());
    throw;
  }
}

std::string statistics(const rolling::Solution& sol, double seconds) {
  if (sol.method == "bfs") return fmt::format("bfs: searched {} states in {:.3f} s\n", sol.states_searched, seconds);
  std::string groups;
  if (sol.group_size > 0)
    groups = fmt::format("; group databases of {} cubes ({})", sol.group_size,
                         sol.group_note.empty() ? "not cached" : sol.group_note);
  return fmt::format("ida*: {} nodes in {:.3f} s; perimeter radius {} ({}){}\n", sol.nodes, seconds,
                     sol.perimeter_radius, sol.perimeter_note.empty() ? "not cached" : sol.perimeter_note, groups);
}

Json to_json(const RollSolveRequest& request, const rolling::State& from, const rolling::State& to,
             const rolling::Solution& sol) {
  Json j = {{"from", rolling::format_state(from)}, {"to", rolling::format_state(to)},
            {"moves", sol.moves}, {"length", sol.length},
            {"optimal_count", sol.count_known ? Json(sol.optimal_count) : Json()},
            {"method", sol.method}, {"proven_optimal", true}};
  if (sol.method != "bfs") j["nodes"] = sol.nodes;
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
  const std::string title = fmt::format("{} -> {}: {} moves, {}", request.start, request.goal, sol.length, sol.moves);
  return {"roll_solve.svg", title, render::rolling_solution_svg(from, sol.moves, title)};
}
}  // namespace

Document roll_solve(const RollSolveRequest& request) {
  const auto from = about_field("start", [&] { return rolling::parse_state(request.start); });
  const auto to = about_field("goal", [&] { return rolling::parse_state(request.goal); });
  const rolling::SolveOptions so = solve_options(request);
  Stopwatch sw;
  const rolling::Solution sol = solve_for_goal(from, to, so);
  const std::string stats = statistics(sol, sw.seconds());
  if (!sol.reachable)
    throw RollNoSolution(fmt::format("no solution: {} cannot be reached from {}", request.goal, request.start),
                         stats);
  Document d{to_json(request, from, to, sol), text(request, from, to, sol), {}, stats};
  if (request.draw) d.figures.push_back(strip(request, from, sol));
  return d;
}

}  // namespace cw::report
