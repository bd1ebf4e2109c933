// `cubeworks hoffman construct`: a packing built without search (2D pinwheel, 4D nested pinwheels),
// verified by the exact checker (report/hoffman_construct.cpp).
#include <fmt/format.h>

#include <cstdint>

#include "cli/hoffman.hpp"
#include "report/hoffman.hpp"

namespace cw::cli {
namespace {
struct ConstructOptions {
  CommonOptions common;
  report::HoffmanConstructRequest request;
  uint32_t variant = 0;  // parsed here as ever (decimal, 0x hex, 0 octal), passed on in decimal
  std::string svg;
};
}  // namespace

void register_hoffman_construct(CLI::App& hoffman) {
  auto opt = std::make_shared<ConstructOptions>();
  auto& request = opt->request;
  auto* cmd = hoffman.add_subcommand("construct", "build a packing by the nested pinwheel "
                                                   "construction (--dim 4, or the 2D pinwheel) and verify it");
  add_common_options(cmd, opt->common);
  cmd->add_option("--dim", request.dim, "dimension (2 or 4)")->capture_default_str();
  cmd->add_option("--lengths", request.lengths, "box lengths (default 1000,1001,1003,1007 in 4D)");
  cmd->add_option("--svg", opt->svg, "draw the packing (4D: 4 rows of 3D layers) into this file");
  cmd->add_option("--variant", opt->variant, "4D: mirror the inner pinwheels of the super-boxes given by "
                                             "the bits of this number (0 to 2^32-1)")
      ->capture_default_str();
  cmd->add_option("--slabs", request.slabs,
                  "4D: a sliced construction: 17 slab tilings 0-59, the arrangement's then super-boxes 0-15 "
                  "(docs/hoffman.md)");
  cmd->add_option("--pairing", request.pairing, "4D: 0 pairs {a,b},{c,d}; 1 {a,c},{b,d}; 2 {a,d},{b,c}")
      ->check(CLI::Range(0, 2))
      ->capture_default_str();
  cmd->callback([opt] {
    opt->request.variant = std::to_string(opt->variant);
    opt->request.draw = !opt->svg.empty();
    const int dim = opt->request.dim;
    const auto document = naming_options({{"dim", "--dim"}, {"lengths", "--lengths"}, {"pairing", "--pairing"}, {"slabs", "--slabs"}}, [&] {
      return refusing_dimension(
          dim,
          fmt::format("construct: no construction for dimension {} (use --dim 2 or 4; 3D packings come from "
                      "'hoffman enumerate')", dim),
          [&] {
            return rephrasing(
                "variant", [](const ArgumentError&) { return "construct --dim 2: --variant is 0 or 1 (the mirror pinwheel)"; },
                [&] { return report::hoffman_construct(opt->request); });
          });
    });
    hoffman_emit(opt->common, document, opt->svg);
  });
}

}  // namespace cw::cli
