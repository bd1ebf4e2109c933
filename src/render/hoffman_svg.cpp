#include "render/hoffman_svg.hpp"

#include <fmt/format.h>

#include "render/svg.hpp"

namespace cw::render {

std::string hoffman_colour(int code) {
  static const char* palette[] = {"#8dd3c7", "#ffffb3", "#bebada", "#fb8072", "#80b1d3", "#fdb462",
                                  "#b3de69", "#fccde5", "#d9d9d9", "#bc80bd", "#ccebc5", "#ffed6f",
                                  "#a6cee3", "#1f78b4", "#b2df8a", "#33a02c", "#fb9a99", "#e31a1c",
                                  "#fdbf6f", "#ff7f00", "#cab2d6", "#6a3d9a", "#ffff99", "#b15928"};
  return palette[((code % 24) + 24) % 24];
}

std::string hoffman_svg(const hoffman::Grid& g, const hoffman::Lengths& L, const std::string& title) {
  using namespace hoffman;
  const int n = g.n;
  const auto boxes = place_boxes(g, L);
  const CheckResult check = check_grid(g, L);
  const auto& T = orientations(n);
  const double panel = n == 4 ? 170 : 230, gap = 24, margin = 20, top = 40;
  const int cols = n == 2 ? 1 : n, rows = n == 4 ? n : 1;
  const double scale = panel / static_cast<double>(L.side());
  const double width = 2 * margin + cols * panel + (cols - 1) * gap;
  const double height = top + rows * (panel + gap) + 40;
  svg::Svg s(width, height);
  s.text(margin, 22, fmt::format("{} — lengths {} (side {}), {}", title, L.str(), L.side(),
                                 check.valid() ? "valid packing" : check.overlap ? "boxes overlap" : "not a packing"),
         14, "start");
  const double font = n == 4 ? 6.5 : 10;
  for (int c = 0; c < g.cells(); ++c) {
    const auto x = cell_coords(n, c);
    const int panel_col = n >= 3 ? x[2] : 0, panel_row = n == 4 ? x[3] : 0;
    const double ox = margin + panel_col * (panel + gap), oy = top + panel_row * (panel + gap);
    const Box& b = boxes[c];
    const bool marked = check.overlap && (check.overlap->first == c || check.overlap->second == c);
    s.rect(ox + b.lo[0] * scale, oy + b.lo[1] * scale, (b.hi[0] - b.lo[0]) * scale,
           (b.hi[1] - b.lo[1]) * scale, hoffman_colour(g.cell[c]), marked ? "#d00" : "#333", marked ? 3 : 0.8);
    std::string dims;
    for (int d = 0; d < n; ++d) dims += (d ? "×" : "") + std::to_string(b.hi[d] - b.lo[d]);
    const double cx = ox + (b.lo[0] + b.hi[0]) * scale / 2, cy = oy + (b.lo[1] + b.hi[1]) * scale / 2;
    s.text(cx, cy - 1, dims, font);
    s.text(cx, cy + font, fmt::format("{} {}", T.name(g.cell[c]), cell_name(n, c)), font * 0.85, "middle", "#444");
  }
  for (int r = 0; r < rows; ++r)
    for (int k = 0; k < cols; ++k) {
      const double ox = margin + k * (panel + gap), oy = top + r * (panel + gap);
      s.rect(ox, oy, panel, panel, "none", "#000", 1.5);
      std::string label = n == 2 ? "x right, y down" : n == 3 ? fmt::format("layer z={}", k)
                                                             : fmt::format("z={} w={}", k, r);
      s.text(ox + panel / 2, oy + panel + 14, label, 11);
    }
  std::string foot = "each box: its sides along x×y" + std::string(n >= 3 ? "×z" : "") + (n == 4 ? "×w" : "") +
                     ", orientation, cell; layers show the x-y footprints";
  if (check.overlap)
    foot = fmt::format("red: boxes {} and {} overlap (a pseudo-solution fails there)",
                       cell_name(n, check.overlap->first), cell_name(n, check.overlap->second));
  s.text(margin, height - 12, foot, 11, "start");
  return s.str();
}

}  // namespace cw::render
