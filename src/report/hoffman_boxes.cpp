// `hoffman.boxes` as a document: every box of a grid with its place in the cube, for the 3D views
// of the web page (which draws what this says and computes nothing about the puzzle).
#include <fmt/format.h>

#include "hoffman/geometry.hpp"
#include "render/hoffman_svg.hpp"
#include "report/hoffman.hpp"
#include "report/hoffman_common.hpp"

namespace cw::report {
namespace {

constexpr std::string_view kCodes = "0123456789ABCDEFGHIJKLMN";

Json vector_json(const std::array<int64_t, hoffman::kMaxDim>& v, int n) {
  Json j = Json::array();
  for (int d = 0; d < n; ++d) j.push_back(v[d]);
  return j;
}

Json sizes_json(const hoffman::Box& b, int n) {
  Json j = Json::array();
  for (int d = 0; d < n; ++d) j.push_back(b.hi[d] - b.lo[d]);
  return j;
}

Json coords_json(int n, int cell) {
  const auto c = hoffman::cell_coords(n, cell);
  return Json(std::vector<int>(c.begin(), c.begin() + n));
}

Json boxes_json(const hoffman::Grid& g, const std::vector<hoffman::Box>& boxes) {
  const auto& T = hoffman::orientations(g.n);
  Json list = Json::array();
  for (int c = 0; c < g.cells(); ++c)
    list.push_back({{"cell", coords_json(g.n, c)}, {"origin", vector_json(boxes[c].lo, g.n)},
                    {"size", sizes_json(boxes[c], g.n)}, {"code", g.cell[c]},
                    {"symbol", std::string(1, kCodes[g.cell[c]])}, {"orientation", T.name(g.cell[c])},
                    {"colour", render::hoffman_colour(g.cell[c])}});
  return list;
}

Json legend_json(int n) {
  const auto& T = hoffman::orientations(n);
  Json list = Json::array();
  for (int o = 0; o < T.count; ++o)
    list.push_back({{"code", o}, {"symbol", std::string(1, kCodes[o])}, {"orientation", T.name(o)},
                    {"colour", render::hoffman_colour(o)}});
  return list;
}

}  // namespace

Document hoffman_boxes(const HoffmanBoxesRequest& request) {
  const hoffman::Grid g = about_field("grid", [&] { return hoffman::parse_grid(request.grid); });
  const auto L = hoffman_lengths(g.n, request.lengths, request.ignore_side_condition);
  const auto r = hoffman::check_grid(g, L);
  const auto boxes = hoffman::place_boxes(g, L);
  const auto overlaps = hoffman::overlap_regions(boxes, g.n);
  const auto cover = hoffman::coverage(boxes, g.n, L.side());
  const std::string verdict = hoffman_verdict(r);
  Json regions = Json::array();
  for (const auto& o : overlaps)
    regions.push_back({{"cells", {coords_json(g.n, o.a), coords_json(g.n, o.b)}},
                       {"origin", vector_json(o.region.lo, g.n)}, {"size", sizes_json(o.region, g.n)}});
  Json j = {{"dim", g.n}, {"lengths", hoffman_lengths_json(L)}, {"side", L.side()},
            {"grid", hoffman::grid_text(g)}, {"valid", r.valid()}, {"pseudo", r.pseudo()},
            {"verdict", verdict}, {"boxes", boxes_json(g, boxes)}, {"overlaps", regions},
            {"legend", legend_json(g.n)},
            {"volume", {{"cube", cover.cube.str()}, {"boxes", cover.boxes.str()}, {"covered", cover.covered.str()},
                        {"covered_share", cover.covered.ratio(cover.cube)},
                        {"gaps", cover.gaps().str()}, {"overlaps", cover.overlaps().str()}}}};
  std::string t = fmt::format("grid {} (dimension {}, lengths {}, side {}): {}\n", hoffman::grid_text(g), g.n,
                              L.str(), L.side(), verdict);
  t += fmt::format("{} boxes cover {:.2f} % of the cube ({} of {}); gaps {}; overlaps {} ({} pairs)\n",
                   g.cells(), 100 * cover.covered.ratio(cover.cube), cover.covered.str(), cover.cube.str(),
                   cover.gaps().str(), cover.overlaps().str(), overlaps.size());
  const auto& T = hoffman::orientations(g.n);
  for (int c = 0; c < g.cells(); ++c) {
    std::string place;
    for (int d = 0; d < g.n; ++d)
      place += fmt::format("{}[{},{})", d ? "x" : "", boxes[c].lo[d], boxes[c].hi[d]);
    t += fmt::format("  {} {} {}  {}\n", hoffman::cell_name(g.n, c), kCodes[g.cell[c]], T.name(g.cell[c]), place);
  }
  return Document{j, t, {}};
}

}  // namespace cw::report
