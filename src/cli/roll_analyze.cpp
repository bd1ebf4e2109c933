// `cubeworks roll analyze`: the whole state space of a board seen from one start state.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/option_errors.hpp"
#include "cli/roll.hpp"
#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/mpi.hpp"
#include "core/resources.hpp"
#include "core/timer.hpp"
#include "rolling/analyze.hpp"
#include "rolling/layout.hpp"

namespace cw::cli {
namespace {
struct AnalyzeCli {
  CommonOptions common;
  std::string board, from, checkpoint;
  bool no_checkpoint = false;
  uint64_t farthest_limit = 1000;
  double memory_gib = 2.0;
  int layer_delay_ms = 0;
};

std::string report(const rolling::Analysis& a, const Json& j) {
  std::string t = fmt::format("board          {}\nstart          {}\nstates         {}\nreachable      {}{}\n"
                              "max distance   {} ({} states)\n",
                              j["board"].get<std::string>(), j["start"].get<std::string>(), a.states,
                              a.reachable, a.reachable == a.states ? " (all)" : "", a.max_distance,
                              a.farthest_count);
  t += "distance histogram:\n";
  for (size_t d = 0; d < a.histogram.size(); ++d) t += fmt::format("  {:3}  {}\n", d, a.histogram[d]);
  t += fmt::format("farthest states{}:\n",
                   a.farthest.size() < a.farthest_count ? fmt::format(" (first {})", a.farthest.size()) : "");
  for (const auto& s : j["farthest"]) t += "  " + s.get<std::string>() + "\n";
  if (a.invariants.empty())
    t += "invariants: none; every state is reachable (checked by exhaustive search)\n";
  else
    for (const auto& s : a.invariants) t += "invariant: " + s + "\n";
  return t;
}

rolling::State start_of(const AnalyzeCli& opt) {
  if (!opt.from.empty()) return for_option("--from", [&] { return rolling::parse_state(opt.from); });
  return rolling::classic_start(
      for_option("--board", [&] { return rolling::parse_board(opt.board.empty() ? "3x3" : opt.board); }));
}

rolling::AnalyzeOptions analyze_options(const AnalyzeCli& opt, const rolling::State& start) {
  rolling::AnalyzeOptions ao;
  ao.quiet = opt.common.quiet;
  ao.farthest_limit = opt.farthest_limit;
  ao.layer_delay_ms = opt.layer_delay_ms;
  ao.memory_limit = static_cast<uint64_t>(opt.memory_gib * 1073741824.0);
  if (!opt.no_checkpoint) ao.checkpoint = rolling::checkpoint_prefix_for(start, opt.checkpoint);
  return ao;
}

// Big jobs say up front what they will take.
void announce(const rolling::State& start, const rolling::AnalyzeOptions& ao) {
  const auto need = rolling::analyze_needs(start.board);
  fmt::print(stderr, "board {}: {} states; needs {} of memory{}{}\n", rolling::format_board(start.board),
             rolling::Layout(start.board).states(), format_bytes(need.memory_bytes),
             mpi::size() > 1 ? fmt::format(" per rank at {} ranks", mpi::size()) : "",
             ao.checkpoint.empty() ? "" : fmt::format(" and up to {} of disk for the checkpoints {}.{{even,odd}}",
                                                      format_bytes(need.disk_bytes), ao.checkpoint));
}

void run_roll_analyze(const AnalyzeCli& opt) {
  const rolling::State start = start_of(opt);
  const rolling::AnalyzeOptions ao = analyze_options(opt, start);
  const OptionNames names = {{"checkpoint", "--checkpoint"}};
  naming_options(names, [&] { rolling::check_analysis_fits(start, ao); });
  const bool big = rolling::is_big_analysis(start.board);
  if (big && !opt.common.quiet) announce(start, ao);
  Stopwatch sw;
  const auto a = naming_options(names, [&] { return rolling::analyze(start, ao); });
  if (!opt.common.quiet)
    fmt::print(stderr, "analyzed {} states in {:.3f} s{}\n", a.states, sw.seconds(),
               a.resumed_at >= 0 ? fmt::format(" (resumed after distance {})", a.resumed_at) : "");
  const Json j = rolling::to_json(a);
  if (big && mpi::root()) {  // keep the result for `cubeworks reproduce`
    make_directories(cache_directory());
    write_file_atomic(rolling::analysis_cache_path(start), j.dump(2) + "\n");
  }
  emit(opt.common, j, report(a, j));
}
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
  auto* ck = cmd->add_option("--checkpoint", opt->checkpoint,
                             "checkpoint prefix (PREFIX.even/.odd, written after every layer; "
                             "default for boards over 1e8 states: cubeworks-roll-<board>-<start>)");
  cmd->add_flag("--no-checkpoint", opt->no_checkpoint, "never write checkpoints")->excludes(ck);
  cmd->add_option("--memory-limit", opt->memory_gib, "refuse boards needing more memory (GiB)")
      ->capture_default_str()->check(CLI::PositiveNumber);
  cmd->add_option("--layer-delay-ms", opt->layer_delay_ms, "testing aid: pause after each BFS layer")
      ->group("");  // hidden: used by tests/reliability/kill_resume.sh
  cmd->callback([opt] { run_roll_analyze(*opt); });
}

}  // namespace cw::cli
