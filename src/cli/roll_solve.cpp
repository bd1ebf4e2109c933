// `cubeworks roll solve`: an optimal move string, the number of optimal strings, optionally all.
#include <fmt/format.h>

#include <cstdio>

#include "cli/command.hpp"
#include "cli/roll.hpp"
#include "core/atomic_file.hpp"
#include "core/resources.hpp"
#include "core/timer.hpp"
#include "report/rolling.hpp"
#include "rolling/board.hpp"
#include "rolling/solve.hpp"

namespace cw::cli {
namespace {
struct SolveCli {
  CommonOptions common;
  report::RollSolveRequest request;
  std::string svg;
  bool no_cache = false;
};

report::Document solve(const SolveCli& opt, const report::RollSolveRequest& request) {
  try {
    return naming_options({{"start", "--from"}, {"goal", "--to"}, {"all", "--all"}, {"max_all", "--max-all"},
                           {"method", "--method"}, {"kind", "--kind"}, {"max_moves", "--max-moves"}, {"groups", "--groups"}, {"axis", "--axis"}, {"search_from", "--search-from"},
                           {"draw", "--svg"}, {"checkpoint", "--checkpoint"}, {"interval", "--interval"}},
                          [&] { return report::roll_solve(request); });
  } catch (const report::RollNoSolution& e) {
    if (!opt.common.quiet) std::fputs(e.stats.c_str(), stderr);
    throw RunError(fmt::format("{} (see `cubeworks roll analyze --from {}`)", e.what(), request.start));
  }
}

// IDA* results are kept for `cubeworks reproduce`.
void keep_for_reproduce(const report::Document& d, double seconds) {
  Json cached = d.json;
  cached["seconds"] = seconds;
  make_directories(cache_directory());
  write_file_atomic(rolling::solve_cache_path(rolling::parse_state(d.json["from"].get<std::string>()),
                                              rolling::parse_state(d.json["to"].get<std::string>())),
                    cached.dump(2) + "\n");
}

void run_roll_solve(const SolveCli& opt) {
  report::RollSolveRequest request = opt.request;
  request.quiet = opt.common.quiet;
  request.cache_dir = opt.no_cache ? "" : cache_directory();
  request.draw = !opt.svg.empty();
  Stopwatch sw;
  const report::Document d = solve(opt, request);
  const double seconds = sw.seconds();
  show_stats(opt.common, d);
  if (request.draw && !d.figures.empty()) write_output_file(opt.common, opt.svg, d.figures.at(0).svg);
  else if (request.draw && !opt.common.quiet) std::fputs("no picture written: no solution within the move limit\n", stderr);
  if (d.json["method"] != "bfs" && !d.json["length"].is_null()) keep_for_reproduce(d, seconds);
  emit(opt.common, d.json, d.text);
}
}  // namespace

void register_roll_solve(CLI::App& roll) {
  auto opt = std::make_shared<SolveCli>();
  auto& r = opt->request;
  auto* cmd = roll.add_subcommand("solve", "optimal solution(s) from one state to another");
  add_common_options(cmd, opt->common);
  cmd->add_option("--from", r.start, "start state, rows separated by '/', digits 0-5, '.' empty")
      ->capture_default_str();
  cmd->add_option("--to", r.goal,
                  "goal state or pattern, same board ('?' anything, '*' any cube, top colours; docs/model.md)")
      ->capture_default_str();
  cmd->add_option("--kind", r.kind,
                  "cubes: classic, eight (opposite faces alike: W R B), dice, or a kind map such as ccc/c.d/ddd")
      ->capture_default_str();
  cmd->add_option("--max-moves", r.max_moves, "answer 'none within N moves' instead of searching further")
      ->check(CLI::NonNegativeNumber);
  cmd->add_flag("--all", r.all, "print every optimal move string");
  cmd->add_option("--max-all", r.max_all, "refuse --all above this many strings")
      ->capture_default_str()->check(CLI::PositiveNumber);
  cmd->add_option("--svg", opt->svg, "draw the solution as a strip of boards into this file");
  cmd->add_option("--method", r.method,
                  "bfs (whole space in memory: optimal count, --all), ida (IDA*, any board up to 64 cells), "
                  "auto (bfs when it fits in 2 GiB)")
      ->capture_default_str()->check(CLI::IsMember({"auto", "bfs", "ida"}));
  cmd->add_option("--perimeter", r.perimeter, "IDA*: states in the goal's perimeter database (0: none)")
      ->capture_default_str();
  cmd->add_option("--groups", r.groups,
                  "IDA*: also bound by pattern databases over groups of this many cubes (2-5; 0: none; default: "
                  "4 on boards of 13 to 16 cells, else none)");
  cmd->add_option("--axis", r.axis,
                  "IDA*: also bound by the axis database over the whole board (on, off; default auto: on boards "
                  "of 13 to 16 cells)")
      ->capture_default_str();
  cmd->add_option("--search-from", r.search_from,
                  "IDA*: start, goal (tables built for the start, not cached), or auto (from the start; from the "
                  "goal when a pass from there expands fewer nodes)")
      ->capture_default_str();
  cmd->add_flag("--no-cache", opt->no_cache, "IDA*: neither read nor write the perimeter database cache");
  cmd->add_option("--checkpoint", r.checkpoint,
                  "IDA*: checkpoint file (the passes done and the subtrees of the pass under way), resumed when "
                  "present, kept with the solution");
  cmd->add_option("--interval", r.interval, "IDA*: seconds between checkpoints")->capture_default_str();
  cmd->add_option("--item-delay-ms", r.item_delay_ms, "testing aid: pause after each IDA* subtree")
      ->group("");
  cmd->callback([opt] { run_roll_solve(*opt); });
}

}  // namespace cw::cli
