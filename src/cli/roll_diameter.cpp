// `cubeworks roll diameter`: a lower bound on the diameter of a board's state graph by sweeps.
#include "cli/command.hpp"
#include "cli/roll.hpp"
#include "report/rolling.hpp"

namespace cw::cli {
namespace {
struct DiameterCli {
  CommonOptions common;
  report::RollDiameterRequest request;
};

void run_roll_diameter(const DiameterCli& opt) {
  report::RollDiameterRequest request = opt.request;
  request.quiet = opt.common.quiet;
  const OptionNames names = {{"start", "--from"},        {"board", "--board"},
                             {"graph", "--graph"},       {"max_sweeps", "--rounds"},
                             {"width", "--width"},
                             {"memory_gib", "--memory-limit"}};
  emit(opt.common, naming_options(names, [&] { return report::roll_diameter(request); }));
}
}  // namespace

void register_roll_diameter(CLI::App& roll) {
  auto opt = std::make_shared<DiameterCli>();
  auto& r = opt->request;
  auto* cmd = roll.add_subcommand(
      "diameter", "a lower bound on the largest distance between two states of a board, by repeated sweeps");
  add_common_options(cmd, opt->common);
  auto* board = cmd->add_option("--board", r.board, "board RxC; first sweep from the classic start [3x3]");
  auto* from = cmd->add_option("--from", r.start, "first sweep from this state instead");
  board->excludes(from);
  cmd->add_option("--graph", r.graph,
                  "states (the whole space, boards that fit in memory), axes (the axis graph, up to 16 cells), "
                  "or auto (states when they fit, else axes)")
      ->capture_default_str();
  cmd->add_option("--rounds", r.max_sweeps, "rounds of searches at most (they stop once the eccentricity stops growing)")
      ->capture_default_str();
  cmd->add_option("--width", r.width,
                  "searches per round: from this many of the farthest states the round before found")
      ->capture_default_str();
  cmd->add_option("--memory-limit", r.memory_gib, "the whole space must fit in this many GiB (graph states)")
      ->capture_default_str()->check(CLI::PositiveNumber);
  cmd->callback([opt] { run_roll_diameter(*opt); });
}

}  // namespace cw::cli
