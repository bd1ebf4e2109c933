// `cubeworks hoffman approx-count`: how many packings a space holds, estimated by hashing with
// CryptoMiniSat (report/hoffman_approx_count.cpp).
#include "cli/hoffman.hpp"
#include "report/hoffman.hpp"

namespace cw::cli {
namespace {
struct ApproxCountOptions {
  CommonOptions common;
  report::HoffmanApproxCountRequest request;
};
}  // namespace

void register_hoffman_approx_count(CLI::App& hoffman) {
  auto opt = std::make_shared<ApproxCountOptions>();
  auto& request = opt->request;
  auto* cmd = hoffman.add_subcommand("approx-count", "estimate how many packings a space holds (hashing-based "
                                                     "approximate model counting with CryptoMiniSat; exact when few)");
  add_common_options(cmd, opt->common);
  cmd->add_option("--dim", request.dim, "dimension (2, 3 or 4)")->capture_default_str();
  cmd->add_option("--lengths", request.lengths, "box lengths (default 10,11 / 10,11,12 / 1000,1001,1003,1007)");
  cmd->add_option("--invariant", request.invariant, "only grids invariant under these symmetries PERM:FLIPS "
                                                    "(default: every grid)");
  cmd->add_option("--epsilon", request.epsilon, "tolerance: the estimate is within a factor 1 + epsilon")->capture_default_str();
  cmd->add_option("--delta", request.delta, "... with probability at least 1 - delta")->capture_default_str();
  cmd->add_option("--seed", request.seed, "random seed of the hashes")->capture_default_str();
  cmd->add_option("--time-limit", request.time_limit, "stop after so many seconds with the hashes done (0: none)")
      ->capture_default_str();
  cmd->add_option("--checkpoint", request.checkpoint, "checkpoint file of the hashes done, resumed when present");
  cmd->add_option("--interval", request.interval, "seconds between checkpoints")->capture_default_str();
  cmd->callback([opt] {
    opt->request.quiet = opt->common.quiet;
    hoffman_emit(opt->common, naming_options({{"dim", "--dim"},
                                              {"lengths", "--lengths"},
                                              {"invariant", "--invariant"},
                                              {"epsilon", "--epsilon"},
                                              {"delta", "--delta"},
                                              {"time_limit", "--time-limit"},
                                              {"checkpoint", "--checkpoint"},
                                              {"interval", "--interval"}},
                                             [&] { return report::hoffman_approx_count(opt->request); }));
  });
}

}  // namespace cw::cli
