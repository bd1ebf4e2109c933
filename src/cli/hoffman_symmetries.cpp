// `cubeworks hoffman symmetries`: for every kind of symmetry of the n-cube, whether some packing
// has it, within a time per kind (report/hoffman_symmetries.cpp).
#include "cli/hoffman.hpp"
#include "report/hoffman.hpp"

namespace cw::cli {
namespace {
struct SymmetriesOptions {
  CommonOptions common;
  report::HoffmanSymmetriesRequest request;
};
}  // namespace

void register_hoffman_symmetries(CLI::App& hoffman) {
  auto opt = std::make_shared<SymmetriesOptions>();
  auto& request = opt->request;
  auto* cmd = hoffman.add_subcommand("symmetries", "for every conjugacy class of symmetries: is there a "
                                                    "packing invariant under it? (clause-learning solver)");
  add_common_options(cmd, opt->common);
  cmd->add_option("--dim", request.dim, "dimension (2, 3 or 4)")->capture_default_str();
  cmd->add_option("--lengths", request.lengths, "box lengths (default 10,11 / 10,11,12 / 1000,1001,1003,1007)");
  cmd->add_option("--time-limit", request.time_limit, "seconds per class before answering 'unknown'")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  cmd->add_option("--count-time", request.count_time,
                  "also count the packings invariant under each class with a packing, this many seconds per class "
                  "(exact when exhausted, else a lower bound)");
  cmd->add_option("--count-class", request.count_classes,
                  "with --count-time: count only this class (its representative PERM:FLIPS; repeatable)");
  cmd->callback([opt] {
    opt->request.quiet = opt->common.quiet;
    hoffman_emit(opt->common,
                 naming_options({{"dim", "--dim"}, {"lengths", "--lengths"}, {"time_limit", "--time-limit"}, {"count_time", "--count-time"}, {"count_classes", "--count-class"}},
                                [&] { return report::hoffman_symmetries(opt->request); }));
  });
}

}  // namespace cw::cli
