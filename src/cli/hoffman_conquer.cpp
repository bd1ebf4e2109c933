// `cubeworks hoffman conquer`: cube-and-conquer over the whole space of grids, resumable and
// spread over the ranks of mpirun (report/hoffman_conquer.cpp).
#include "cli/hoffman.hpp"
#include "report/hoffman.hpp"

namespace cw::cli {
namespace {
struct ConquerOptions {
  CommonOptions common;
  report::HoffmanConquerRequest request;
};
}  // namespace

void register_hoffman_conquer(CLI::App& hoffman) {
  auto opt = std::make_shared<ConquerOptions>();
  auto& request = opt->request;
  auto* cmd = hoffman.add_subcommand("conquer", "cube-and-conquer over every grid (cell 0 fixed): the orientations "
                                                "of the first cells make cubes, each one solver call with a conflict "
                                                "budget; resumable; under mpirun the ranks share the cubes");
  add_common_options(cmd, opt->common);
  cmd->add_option("--dim", request.dim, "dimension (2, 3, 4 or 5)")->capture_default_str();
  cmd->add_option("--lengths", request.lengths, "box lengths (default 10,11 / 10,11,12 / 1000,1001,1003,1007 / "
                                                "10000,10001,10002,10004,10008)");
  cmd->add_option("--invariant", request.invariant, "only grids invariant under these symmetries PERM:FLIPS "
                                                    "(default: every grid, cell 0 fixed)");
  cmd->add_option("--depth", request.depth, "cells next to cell 0 whose orientations make the cubes: (n!)^depth cubes")
      ->capture_default_str();
  cmd->add_option("--cube-conflicts", request.cube_conflicts,
                  "conflicts allowed per cube; a cube not settled within them stays open (a larger budget retries it)")
      ->capture_default_str();
  cmd->add_option("--batch", request.batch, "cubes solved one after another on one copy of the formula, keeping "
                                            "what the solver learns (default n!: the cubes differing in the first "
                                            "cell only); batches are what ranks share");
  cmd->add_option("--time-limit", request.time_limit, "stop this run after so many seconds (0: no limit)")
      ->capture_default_str();
  cmd->add_option("--checkpoint", request.checkpoint, "checkpoint file, resumed when present (FILE.rank<r>of<R> "
                                                      "under mpirun)");
  cmd->add_option("--interval", request.interval, "seconds between checkpoints")->capture_default_str();
  cmd->add_flag("--count", request.count, "count every packing of each cube (and their orbits), not just the first: "
                                          "exact once every cube is settled (dimension 4 at most)");
  cmd->add_option("--sample", request.sample, "try only a uniform random sample of so many cubes; with --count, "
                                              "estimate the space's count from it (0: every cube)")
      ->capture_default_str();
  cmd->add_option("--seed", request.seed, "the random sample")->capture_default_str();
  cmd->callback([opt] {
    opt->request.quiet = opt->common.quiet;
    hoffman_emit(opt->common, naming_options({{"dim", "--dim"},
                                              {"lengths", "--lengths"},
                                              {"invariant", "--invariant"},
                                              {"depth", "--depth"},
                                              {"cube_conflicts", "--cube-conflicts"},
                                              {"batch", "--batch"},
                                              {"time_limit", "--time-limit"},
                                              {"checkpoint", "--checkpoint"},
                                              {"interval", "--interval"},
                                              {"count", "--count"},
                                              {"sample", "--sample"},
                                              {"seed", "--seed"}},
                                             [&] { return report::hoffman_conquer(opt->request); }));
  });
}

}  // namespace cw::cli
