// `cubeworks roll solve`: an optimal move string, the number of optimal strings, optionally all.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/option_errors.hpp"
#include "cli/roll.hpp"
#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/resources.hpp"
#include "core/timer.hpp"
#include "render/rolling_svg.hpp"
#include "rolling/solve.hpp"

namespace cw::cli {
namespace {
struct SolveCli {
  CommonOptions common;
  std::string from = "000/0.0/000", to = "111/1.1/111", svg, method = "auto";
  bool all = false, no_cache = false;
  uint64_t max_all = 100000, perimeter = 1ull << 22;
};
rolling::SolveOptions solve_options(const SolveCli& opt) {
  rolling::SolveOptions so;
  so.all = opt.all;
  so.max_all = opt.max_all;
  so.quiet = opt.common.quiet;
  so.method = opt.method == "bfs"   ? rolling::SolveMethod::Bfs
              : opt.method == "ida" ? rolling::SolveMethod::Ida
                                    : rolling::SolveMethod::Auto;
  so.perimeter_states = opt.perimeter;
  if (!opt.no_cache) so.cache_dir = cache_directory();
  return so;
}

void print_statistics(const rolling::Solution& sol, double seconds) {
  if (sol.method == "bfs")
    fmt::print(stderr, "bfs: searched {} states in {:.3f} s\n", sol.states_searched, seconds);
  else
    fmt::print(stderr, "ida*: {} nodes in {:.3f} s; perimeter radius {} ({})\n", sol.nodes, seconds,
               sol.perimeter_radius, sol.perimeter_note.empty() ? "not cached" : sol.perimeter_note);
}

Json to_json(const SolveCli& opt, const rolling::State& from, const rolling::State& to,
             const rolling::Solution& sol) {
  Json j = {{"from", rolling::format_state(from)}, {"to", rolling::format_state(to)},
            {"moves", sol.moves}, {"length", sol.length},
            {"optimal_count", sol.count_known ? Json(sol.optimal_count) : Json()},
            {"method", sol.method}, {"proven_optimal", true}};
  if (sol.method != "bfs") j["nodes"] = sol.nodes;
  if (opt.all) j["all"] = sol.all;
  return j;
}

std::string report(const SolveCli& opt, const rolling::State& from, const rolling::State& to,
                   const rolling::Solution& sol) {
  std::string text = fmt::format("from           {}\nto             {}\nlength         {}\nmoves          {}\noptimal count  {}\n",
                                 rolling::format_state(from), rolling::format_state(to),
                                 sol.length, sol.moves.empty() ? "(none: already solved)" : sol.moves,
                                 sol.count_known ? std::to_string(sol.optimal_count)
                                                 : "not computed (IDA*; the length is proven optimal)");
  if (opt.all) {
    text += "all optimal move strings:\n";
    for (const auto& m : sol.all) text += "  " + m + "\n";
  }
  return text;
}

void run_roll_solve(const SolveCli& opt) {
  const auto from = for_option("--from", [&] { return rolling::parse_state(opt.from); });
  const auto to = for_option("--to", [&] { return rolling::parse_state(opt.to); });
  Stopwatch sw;
  const auto sol = naming_options({{"to", "--to"}, {"all", "--all"}, {"max_all", "--max-all"}},
                                  [&] { return rolling::solve(from, to, solve_options(opt)); });
  const double seconds = sw.seconds();
  if (!opt.common.quiet) print_statistics(sol, seconds);
  if (!sol.reachable)
    throw RunError(fmt::format("no solution: {} cannot be reached from {} (see `cubeworks roll "
                               "analyze --from {}`)",
                               opt.to, opt.from, opt.from));
  if (!opt.svg.empty())
    write_output_file(opt.common, opt.svg,
                      render::rolling_solution_svg(from, sol.moves,
                                                   fmt::format("{} -> {}: {} moves, {}", opt.from,
                                                               opt.to, sol.length, sol.moves)));
  const Json j = to_json(opt, from, to, sol);
  if (sol.method != "bfs") {  // keep big results for `cubeworks reproduce`
    Json cached = j;
    cached["seconds"] = seconds;
    make_directories(cache_directory());
    write_file_atomic(rolling::solve_cache_path(from, to), cached.dump(2) + "\n");
  }
  emit(opt.common, j, report(opt, from, to, sol));
}
}  // namespace

void register_roll_solve(CLI::App& roll) {
  auto opt = std::make_shared<SolveCli>();
  auto* cmd = roll.add_subcommand("solve", "optimal solution(s) from one state to another");
  add_common_options(cmd, opt->common);
  cmd->add_option("--from", opt->from, "start state, rows separated by '/', digits 0-5, '.' empty")
      ->capture_default_str();
  cmd->add_option("--to", opt->to, "goal state, same board")->capture_default_str();
  cmd->add_flag("--all", opt->all, "print every optimal move string");
  cmd->add_option("--max-all", opt->max_all, "refuse --all above this many strings")
      ->capture_default_str()->check(CLI::PositiveNumber);
  cmd->add_option("--svg", opt->svg, "draw the solution as a strip of boards into this file");
  cmd->add_option("--method", opt->method,
                  "bfs (whole space in memory: optimal count, --all), ida (IDA*, any board up to 64 cells), "
                  "auto (bfs when it fits in 2 GiB)")
      ->capture_default_str()->check(CLI::IsMember({"auto", "bfs", "ida"}));
  cmd->add_option("--perimeter", opt->perimeter, "IDA*: states in the goal's perimeter database (0: none)")
      ->capture_default_str();
  cmd->add_flag("--no-cache", opt->no_cache, "IDA*: neither read nor write the perimeter database cache");
  cmd->callback([opt] { run_roll_solve(*opt); });
}

}  // namespace cw::cli
