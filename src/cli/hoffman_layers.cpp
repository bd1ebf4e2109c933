// `cubeworks hoffman layers`: counts of the layered search's building blocks for the given lengths
// (report/hoffman_layers.cpp).
#include "cli/hoffman.hpp"
#include "report/hoffman.hpp"

namespace cw::cli {
namespace {
struct LayersOptions {
  CommonOptions common;
  report::HoffmanLayersRequest request;
};
}  // namespace

void register_hoffman_layers(CLI::App& hoffman) {
  auto opt = std::make_shared<LayersOptions>();
  auto* cmd = hoffman.add_subcommand("layers", "rows (two axes distinguished) and n x n layers for "
                                                "the given lengths; length coincidences");
  add_common_options(cmd, opt->common);
  cmd->add_option("--dim", opt->request.dim, "dimension (2, 3 or 4)")->capture_default_str();
  cmd->add_option("--lengths", opt->request.lengths, "box lengths (default 1000,1001,1003,1007 in 4D)");
  cmd->callback([opt] {
    hoffman_emit(opt->common, naming_options({{"dim", "--dim"}, {"lengths", "--lengths"}},
                                             [&] { return report::hoffman_layers(opt->request); }));
  });
}

}  // namespace cw::cli
