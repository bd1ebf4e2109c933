// `cubeworks roll analyze`: the whole state space of a board seen from one start state.
#include <cstdio>

#include "cli/command.hpp"
#include "cli/roll.hpp"
#include "core/atomic_file.hpp"
#include "core/mpi.hpp"
#include "core/resources.hpp"
#include "report/rolling.hpp"

namespace cw::cli {
namespace {
struct AnalyzeCli {
  CommonOptions common;
  report::RollAnalyzeRequest request;
};

void run_roll_analyze(const AnalyzeCli& opt) {
  report::RollAnalyzeRequest request = opt.request;
  request.quiet = opt.common.quiet;
  const OptionNames names = {{"start", "--from"}, {"board", "--board"}, {"checkpoint", "--checkpoint"},
                             {"memory_gib", "--memory-limit"}, {"kind", "--kind"}};
  const auto plan = naming_options(names, [&] { return report::roll_analyze_plan(request); });
  if (!opt.common.quiet) std::fputs(plan.announcement.c_str(), stderr);
  const auto d = naming_options(names, [&] { return report::roll_analyze(request); });
  if (plan.big && mpi::root()) {  // keep the result for `cubeworks reproduce`
    make_directories(cache_directory());
    write_file_atomic(plan.cache_path, d.json.dump(2) + "\n");
  }
  emit(opt.common, d);
}
}  // namespace

void register_roll_analyze(CLI::App& roll) {
  auto opt = std::make_shared<AnalyzeCli>();
  auto& r = opt->request;
  auto* cmd = roll.add_subcommand("analyze", "distance histogram, farthest states and invariants of a board");
  add_common_options(cmd, opt->common);
  auto* board = cmd->add_option("--board", r.board, "board RxC; start: all black up, empty at (1,1) [3x3]");
  auto* from = cmd->add_option("--from", r.start, "start state instead of the default start");
  board->excludes(from);
  cmd->add_option("--kind", r.kind,
                  "cubes: classic, eight (opposite faces alike), dice, or a kind map such as ccc/c.d/ddd "
                  "(with --from); other kinds start in orientation 0")
      ->capture_default_str();
  cmd->add_option("--farthest-limit", r.farthest_limit, "list at most this many farthest states")
      ->capture_default_str();
  auto* ck = cmd->add_option("--checkpoint", r.checkpoint,
                             "checkpoint prefix (PREFIX.even/.odd, written after every layer; "
                             "default for boards over 1e8 states: cubeworks-roll-<board>-<start>)");
  cmd->add_flag("--no-checkpoint", r.no_checkpoint, "never write checkpoints")->excludes(ck);
  cmd->add_option("--memory-limit", r.memory_gib, "refuse boards needing more memory (GiB)")
      ->capture_default_str()->check(CLI::PositiveNumber);
  cmd->add_option("--layer-delay-ms", r.layer_delay_ms, "testing aid: pause after each BFS layer")
      ->group("");  // hidden: used by tests/reliability/kill_resume.sh
  cmd->callback([opt] { run_roll_analyze(*opt); });
}

}  // namespace cw::cli
