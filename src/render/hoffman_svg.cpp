#include "render/hoffman_svg.hpp"

#include <algorithm>

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

namespace {
// Whether the box's interval along `axis` holds the point (cell + 1) * w - 1/2.
bool holds_cell_point(const hoffman::BoxList& b, size_t box, int axis, int cell, int64_t w) {
  const int64_t point = (cell + 1) * w;  // the point is point - 1/2
  return b.lo(axis, box) < point && b.hi(axis, box) >= point;
}
}  // namespace

std::string hoffman_slices_svg(const hoffman::BoxList& b, const std::vector<int64_t>& lengths,
                               const std::vector<int>& fixed, const std::string& title) {
  const int n = b.dim();
  const int64_t w = lengths.front();
  int layers = 0;  // the cells along z
  for (size_t i = 0; i < b.size(); ++i) layers = std::max(layers, static_cast<int>(b.lo(2, i) / w) + 1);
  const double panel = 260, gap = 24, top = 44, scale = panel / static_cast<double>(b.side());
  svg::Svg s(gap + layers * (panel + gap), top + panel + gap);
  std::string at;
  for (size_t i = 0; i < fixed.size(); ++i) at += fmt::format("{}x{} in cell {}", i ? ", " : "", i + 4, fixed[i]);
  s.text(gap, 18, title, 14, "start");
  s.text(gap, 34, at.empty() ? std::string("the whole cube") : "slice: " + at, 10, "start", "#444");
  const auto rank = [&](int64_t side) {
    return static_cast<int>(std::lower_bound(lengths.begin(), lengths.end(), side) - lengths.begin());
  };
  for (int z = 0; z < layers; ++z) {
    const double ox = gap + z * (panel + gap), oy = top;
    s.rect(ox, oy, panel, panel, "#fff", "#000", 1.2);
    s.text(ox + panel / 2, oy + panel + 14, fmt::format("x3 in cell {}", z), 10);
    for (size_t i = 0; i < b.size(); ++i) {
      bool in = holds_cell_point(b, i, 2, z, w);
      for (int d = 3; d < n && in; ++d) in = holds_cell_point(b, i, d, fixed[static_cast<size_t>(d - 3)], w);
      if (!in) continue;
      const int64_t sx = b.hi(0, i) - b.lo(0, i), sy = b.hi(1, i) - b.lo(1, i);
      s.rect(ox + b.lo(0, i) * scale, oy + b.lo(1, i) * scale, sx * scale, sy * scale,
             hoffman_colour(rank(sx) * n + rank(sy)), "#333", 0.6);
      s.text(ox + (b.lo(0, i) + sx / 2.0) * scale, oy + (b.lo(1, i) + sy / 2.0) * scale + 3,
             fmt::format("{}×{}", sx, sy), 7);
    }
  }
  return s.str();
}

}  // namespace cw::render
