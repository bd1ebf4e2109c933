// `cubeworks roll solve`: an optimal move string, the number of optimal strings, optionally all.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/roll.hpp"
#include "core/error.hpp"
#include "core/timer.hpp"
#include "render/rolling_svg.hpp"
#include "rolling/solve.hpp"

namespace cw::cli {
namespace {
struct SolveCli {
  CommonOptions common;
  std::string from = "000/0.0/000", to = "111/1.1/111", svg;
  bool all = false;
  uint64_t max_all = 100000;
};
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
  cmd->callback([opt] {
    const auto from = rolling::parse_state(opt->from), to = rolling::parse_state(opt->to);
    rolling::SolveOptions so;
    so.all = opt->all;
    so.max_all = opt->max_all;
    so.quiet = opt->common.quiet;
    Stopwatch sw;
    const auto sol = rolling::solve(from, to, so);
    if (!opt->common.quiet)
      fmt::print(stderr, "searched {} states in {:.3f} s\n", sol.states_searched, sw.seconds());
    if (!sol.reachable)
      throw RunError(fmt::format("no solution: {} cannot be reached from {} (see `cubeworks roll "
                                 "analyze --from {}`)",
                                 opt->to, opt->from, opt->from));
    if (!opt->svg.empty())
      write_output_file(opt->common, opt->svg,
                        render::rolling_solution_svg(from, sol.moves,
                                                     fmt::format("{} -> {}: {} moves, {}", opt->from,
                                                                 opt->to, sol.length, sol.moves)));
    Json j = {{"from", rolling::format_state(from)}, {"to", rolling::format_state(to)},
              {"moves", sol.moves}, {"length", sol.length}, {"optimal_count", sol.optimal_count}};
    if (opt->all) j["all"] = sol.all;
    std::string text = fmt::format("from           {}\nto             {}\nlength         {}\nmoves          {}\noptimal count  {}\n",
                                   rolling::format_state(from), rolling::format_state(to),
                                   sol.length, sol.moves.empty() ? "(none: already solved)" : sol.moves,
                                   sol.optimal_count);
    if (opt->all) {
      text += "all optimal move strings:\n";
      for (const auto& m : sol.all) text += "  " + m + "\n";
    }
    emit(opt->common, j, text);
  });
}

}  // namespace cw::cli
