// `hoffman check` as a document: the exact geometric checker on a grid given as text.
#include <fmt/format.h>

#include "hoffman/symmetry.hpp"
#include "render/hoffman_svg.hpp"
#include "report/hoffman.hpp"
#include "report/hoffman_common.hpp"

namespace cw::report {
namespace {
std::string box_text(const hoffman::Box& b, int n) {
  std::string s;
  for (int d = 0; d < n; ++d) s += fmt::format("{}[{},{})", d ? "x" : "", b.lo[d], b.hi[d]);
  return s;
}
}  // namespace

Document hoffman_check(const HoffmanCheckRequest& request) {
  if (!request.boxes.empty()) {
    if (!request.grid.empty()) throw InputError("give a grid or a file of boxes, not both");
    return hoffman_check_boxes(request);
  }
  if (request.grid.empty()) throw ArgumentError("grid", "must be given (or a file of boxes)");
  const hoffman::Grid g = about_field("grid", [&] { return hoffman::parse_grid(request.grid); });
  const auto L = hoffman_lengths(g.n, request.lengths, request.ignore_side_condition, hoffman::kMaxDim);
  if (request.draw && g.n > hoffman::kMaxSearchDim)
    throw ArgumentError("draw", fmt::format("a {}D grid has no picture (pictures go to 4D)", g.n));
  const auto r = hoffman::check_grid(g, L);
  const auto boxes = hoffman::place_boxes(g, L);
  std::string verdict = hoffman_verdict(r);
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
  if (r.lines_ok && g.n <= hoffman::kMaxSearchDim) {  // the symmetry tables stop at 4D
    j["canonical"] = hoffman::grid_text(hoffman::canonical_form(g));
    t += "canonical form: " + j["canonical"].get<std::string>() + "\n";
  }
  Document d{j, t, {}};
  if (request.draw) {
    const std::string caption = fmt::format("{}D grid", g.n);
    d.figures.push_back({fmt::format("hoffman_{}d_grid.svg", g.n), caption, render::hoffman_svg(g, L, caption)});
  }
  return d;
}

}  // namespace cw::report
