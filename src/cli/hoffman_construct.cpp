// `cubeworks hoffman construct`: a packing built without search (2D pinwheel, 4D nested pinwheels),
// verified by the exact checker.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/hoffman.hpp"
#include "core/error.hpp"
#include "hoffman/construct.hpp"
#include "render/hoffman_svg.hpp"

namespace cw::cli {
namespace {
struct ConstructOptions {
  CommonOptions common;
  int dim = 4;
  std::string lengths, svg;
  uint32_t variant = 0;
  int pairing = 0;
};
}  // namespace

void register_hoffman_construct(CLI::App& hoffman) {
  auto opt = std::make_shared<ConstructOptions>();
  auto* cmd = hoffman.add_subcommand("construct", "build a packing by the nested pinwheel "
                                                   "construction (--dim 4, or the 2D pinwheel) and verify it");
  add_common_options(cmd, opt->common);
  cmd->add_option("--dim", opt->dim, "dimension (2 or 4)")->capture_default_str();
  cmd->add_option("--lengths", opt->lengths, "box lengths (default 1000,1001,1003,1007 in 4D)");
  cmd->add_option("--svg", opt->svg, "draw the packing (4D: 4 rows of 3D layers) into this file");
  cmd->add_option("--variant", opt->variant, "4D: mirror the inner pinwheels of the super-boxes given by "
                                             "the bits of this number (0 to 2^32-1)")
      ->capture_default_str();
  cmd->add_option("--pairing", opt->pairing, "4D: 0 pairs {a,b},{c,d}; 1 {a,c},{b,d}; 2 {a,d},{b,c}")
      ->check(CLI::Range(0, 2))
      ->capture_default_str();
  cmd->callback([opt] {
    const auto L = hoffman_lengths(opt->dim, opt->lengths);
    if (opt->dim != 2 && opt->dim != 4)
      throw InputError(fmt::format("construct: no construction for dimension {} (use --dim 2 or 4; "
                                   "3D packings come from 'hoffman enumerate')", opt->dim));
    if (opt->dim == 2 && opt->variant > 1) throw InputError("construct --dim 2: --variant is 0 or 1 (the mirror pinwheel)");
    const hoffman::Grid g = opt->dim == 2 ? hoffman::pinwheel(opt->variant == 1)
                                          : hoffman::nested_construction_4d(opt->variant, opt->pairing);
    const auto r = hoffman::check_grid(g, L);
    if (!r.valid()) throw RunError("the constructed grid fails the exact checker");
    Json layers = Json::array();
    static const char* kPairings[3] = {"{a,b} and {c,d}", "{a,c} and {b,d}", "{a,d} and {b,c}"};
    std::string t = fmt::format("{}D packing by construction ({}), lengths {} (side {}): verified by the "
                                "exact checker ({} boxes, no overlap)\n",
                                L.n, L.n == 2 ? "pinwheel" : std::string("pinwheel of pinwheels: ") + kPairings[opt->pairing],
                                L.str(), L.side(), g.cells());
    t += "orientation codes: " + hoffman_code_legend(L.n) + "\n";
    if (L.n == 4) {
      t += fmt::format("variant {} of 2^32 for this pairing: each of the 16 super-boxes mirrors its two inner "
                       "pinwheels independently, so with the 3 pairings at least 3 * 2^32 = 12884901888 distinct "
                       "4D packings exist (at least 33554432 up to the 384 symmetries)\n",
                       opt->variant);
      const std::string text = hoffman::grid_text(g);
      size_t start = 0;
      for (int w = 0; w < 4; ++w) {
        size_t bar = text.find('|', start);
        std::string layer = text.substr(start, bar == std::string::npos ? std::string::npos : bar - start);
        layers.push_back(layer);
        t += fmt::format("w={}: {}\n", w, layer);
        start = bar + 1;
      }
    } else {
      t += "grid: " + hoffman::grid_text(g) + "\n";
    }
    Json j = {{"dim", L.n}, {"lengths", hoffman_lengths_json(L)}, {"grid", hoffman::grid_text(g)},
              {"valid", true}, {"layers", layers}, {"coincidences", hoffman::length_coincidences(L)},
              {"variant", opt->variant}, {"pairing", opt->pairing}};
    if (!opt->svg.empty())
      write_output_file(opt->common, opt->svg, render::hoffman_svg(g, L, fmt::format("{}D construction", L.n)));
    emit(opt->common, j, t);
  });
}

}  // namespace cw::cli
