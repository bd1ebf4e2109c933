// `cubeworks hoffman check GRID`: the exact geometric checker on a grid given as text
// (report/hoffman_check.cpp). A grid that is not a packing is a result: exit status 0.
#include "cli/hoffman.hpp"
#include "report/hoffman.hpp"

namespace cw::cli {
namespace {
struct CheckOptions {
  CommonOptions common;
  report::HoffmanCheckRequest request;
};
}  // namespace

void register_hoffman_check(CLI::App& hoffman) {
  auto opt = std::make_shared<CheckOptions>();
  auto& request = opt->request;
  auto* cmd = hoffman.add_subcommand("check", "check a grid (text form, e.g. 01,10) with the exact "
                                               "geometric checker");
  add_common_options(cmd, opt->common);
  cmd->add_option("grid", request.grid, "the grid: one orientation code per cell, x fastest, rows ',' "
                                        "layers '/' blocks '|'")->required();
  cmd->add_option("--lengths", request.lengths, "box lengths (default: 10,11 / 10,11,12 / 1000,1001,1003,1007)");
  cmd->add_flag("--ignore-side-condition", request.ignore_side_condition, "accept lengths violating (n+1)*a > a+b+...");
  cmd->callback([opt] {
    // A malformed grid (subject "grid", the positional argument) is reported in the engine's words.
    hoffman_emit(opt->common, naming_options({{"lengths", "--lengths"}, {"draw", "--svg"}}, [&] { return report::hoffman_check(opt->request); }));
  });
}

}  // namespace cw::cli
