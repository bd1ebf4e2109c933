// `cubeworks hoffman check GRID`: the exact geometric checker on a grid given as text.
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/hoffman.hpp"
#include "hoffman/symmetry.hpp"

namespace cw::cli {
namespace {
struct CheckOptions {
  CommonOptions common;
  std::string grid, lengths;
  bool allow = false;
};

std::string box_text(const hoffman::Box& b, int n) {
  std::string s;
  for (int d = 0; d < n; ++d) s += fmt::format("{}[{},{})", d ? "x" : "", b.lo[d], b.hi[d]);
  return s;
}
}  // namespace

void register_hoffman_check(CLI::App& hoffman) {
  auto opt = std::make_shared<CheckOptions>();
  auto* cmd = hoffman.add_subcommand("check", "check a grid (text form, e.g. 01,10) with the exact "
                                               "geometric checker");
  add_common_options(cmd, opt->common);
  cmd->add_option("grid", opt->grid, "the grid: one orientation code per cell, x fastest, rows ',' "
                                     "layers '/' blocks '|'")->required();
  cmd->add_option("--lengths", opt->lengths, "box lengths (default: 10,11 / 10,11,12 / 1000,1001,1003,1007)");
  cmd->add_flag("--ignore-side-condition", opt->allow, "accept lengths violating (n+1)*a > a+b+...");
  cmd->callback([opt] {
    const hoffman::Grid g = hoffman::parse_grid(opt->grid);
    const auto L = hoffman_lengths(g.n, opt->lengths, opt->allow);
    const auto r = hoffman::check_grid(g, L);
    const auto boxes = hoffman::place_boxes(g, L);
    std::string verdict = r.valid() ? "valid packing" : r.pseudo() ? "pseudo-solution" : "not a packing";
    Json j = {{"dim", g.n}, {"lengths", hoffman_lengths_json(L)}, {"grid", hoffman::grid_text(g)},
              {"valid", r.valid()}, {"verdict", verdict}, {"lines_ok", r.lines_ok},
              {"contained", r.contained}, {"overlapping_pairs", r.overlapping_pairs}};
    std::string t = fmt::format("grid {} (dimension {}, lengths {}): {}\n", hoffman::grid_text(g), g.n,
                                L.str(), verdict);
    if (!r.lines_ok) t += "lines: " + r.line_problem + "\n";
    if (!r.contained) t += "some box sticks out of the cube\n";
    if (r.overlap) {
      const auto [a, b] = *r.overlap;
      j["overlap"] = {hoffman::cell_name(g.n, a), hoffman::cell_name(g.n, b)};
      t += fmt::format("{} overlapping pairs; first: {} {} and {} {}\n", r.overlapping_pairs,
                       hoffman::cell_name(g.n, a), box_text(boxes[a], g.n), hoffman::cell_name(g.n, b),
                       box_text(boxes[b], g.n));
    }
    if (r.lines_ok) {
      j["canonical"] = hoffman::grid_text(hoffman::canonical_form(g));
      t += "canonical form: " + j["canonical"].get<std::string>() + "\n";
    }
    emit(opt->common, j, t);
  });
}

}  // namespace cw::cli
