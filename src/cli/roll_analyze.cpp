// `cubeworks roll analyze`: the whole state space of a board seen from one start state.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/roll.hpp"
#include "core/error.hpp"
#include "core/timer.hpp"
#include "rolling/analyze.hpp"

namespace cw::cli {
namespace {
struct AnalyzeCli {
  CommonOptions common;
  std::string board, from;
  uint64_t farthest_limit = 1000;
};
}  // namespace

void register_roll_analyze(CLI::App& roll) {
  auto opt = std::make_shared<AnalyzeCli>();
  auto* cmd = roll.add_subcommand("analyze", "distance histogram, farthest states and invariants of a board");
  add_common_options(cmd, opt->common);
  auto* board = cmd->add_option("--board", opt->board, "board RxC; start: all black up, empty at (1,1) [3x3]");
  auto* from = cmd->add_option("--from", opt->from, "start state instead of the default start");
  board->excludes(from);
  cmd->add_option("--farthest-limit", opt->farthest_limit, "list at most this many farthest states")
      ->capture_default_str();
  cmd->callback([opt] {
    const rolling::State start = !opt->from.empty() ? rolling::parse_state(opt->from)
                                                    : rolling::classic_start(rolling::parse_board(
                                                          opt->board.empty() ? "3x3" : opt->board));
    rolling::AnalyzeOptions ao;
    ao.quiet = opt->common.quiet;
    ao.farthest_limit = opt->farthest_limit;
    Stopwatch sw;
    const auto a = rolling::analyze(start, ao);
    if (!opt->common.quiet) fmt::print(stderr, "analyzed {} states in {:.3f} s\n", a.states, sw.seconds());

    Json farthest = Json::array();
    for (const auto& s : a.farthest) farthest.push_back(rolling::format_state(s));
    Json j = {{"board", rolling::format_board(start.board)},
              {"start", rolling::format_state(start)},
              {"states", a.states},
              {"reachable", a.reachable},
              {"max_distance", a.max_distance},
              {"histogram", a.histogram},
              {"farthest_count", a.farthest_count},
              {"farthest", farthest},
              {"invariants", a.invariants}};
    if (!a.component_sizes.empty()) j["component_sizes"] = a.component_sizes;

    std::string t = fmt::format("board          {}\nstart          {}\nstates         {}\nreachable      {}{}\n"
                                "max distance   {} ({} states)\n",
                                rolling::format_board(start.board), rolling::format_state(start),
                                a.states, a.reachable, a.reachable == a.states ? " (all)" : "",
                                a.max_distance, a.farthest_count);
    t += "distance histogram:\n";
    for (size_t d = 0; d < a.histogram.size(); ++d) t += fmt::format("  {:3}  {}\n", d, a.histogram[d]);
    t += fmt::format("farthest states{}:\n",
                     a.farthest.size() < a.farthest_count ? fmt::format(" (first {})", a.farthest.size()) : "");
    for (const auto& s : farthest) t += "  " + s.get<std::string>() + "\n";
    if (a.invariants.empty())
      t += "invariants: none; every state is reachable (checked by exhaustive search)\n";
    else
      for (const auto& s : a.invariants) t += "invariant: " + s + "\n";
    emit(opt->common, j, t);
  });
}

}  // namespace cw::cli
