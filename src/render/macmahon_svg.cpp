#include "render/macmahon_svg.hpp"

#include <fmt/format.h>

#include "render/svg.hpp"

namespace cw::render {
namespace {

const char* kColour[7] = {"#ffffff", "#e53935", "#fdd835", "#43a047", "#1e88e5", "#8e24aa", "#fb8c00"};

// Net of a cube: B above U, L U R in the middle row, F below U, D below F (top view, north up).
void draw_net(svg::Svg& out, const macmahon::Colouring& c, double x, double y, double s) {
  using namespace macmahon;
  const struct {
    Face f;
    int col, row;
  } cells[6] = {{B, 1, 0}, {L, 0, 1}, {U, 1, 1}, {R, 2, 1}, {F, 1, 2}, {D, 1, 3}};
  for (const auto& cell : cells) {
    const double cx = x + cell.col * s, cy = y + cell.row * s;
    out.rect(cx, cy, s, s, kColour[c[cell.f]], "#333", cell.f == U ? 2 : 0.8);
    out.text(cx + s / 2, cy + s / 2 + s * 0.17, std::to_string(c[cell.f]), s * 0.5, "middle",
             c[cell.f] == 2 || c[cell.f] == 0 ? "#000" : "#fff");
  }
}

}  // namespace

std::string macmahon_arrangement_svg(const macmahon::Colouring& target, const std::string& target_label,
                                     const std::vector<macmahon::Colouring>& cubes,
                                     const std::vector<std::string>& labels, const macmahon::Arrangement& a,
                                     const std::string& title) {
  using namespace macmahon;
  constexpr double s = 16, net_w = 3 * s, net_h = 4 * s, cell_w = net_w + 34, cell_h = net_h + 30;
  const double width = 40 + net_w * 2 + 60 + 2 * (2 * cell_w + 30), height = 60 + 2 * cell_h + 40;
  svg::Svg out(width, height);
  out.rect(0, 0, width, height, "#fff", "none", 0);
  out.text(10, 20, title, 13, "start");
  // The target, drawn twice as large.
  out.text(20 + net_w, 48, "target " + target_label, 12, "middle");
  draw_net(out, target, 20, 58, 2 * s);
  const double layers_x = 40 + 2 * net_w + 40;
  for (int layer = 0; layer < 2; ++layer) {  // top layer (z = 1) first
    const int z = 1 - layer;
    const double lx = layers_x + layer * (2 * cell_w + 30);
    out.text(lx + cell_w, 48, z ? "top layer (seen from above)" : "bottom layer (seen from above)", 12, "middle");
    for (int cell = 0; cell < kCorners; ++cell) {
      if ((cell >> 2 & 1) != z) continue;
      const int col = cell & 1, row = cell & 2 ? 0 : 1;  // back (+y) is at the top of the picture
      const double x = lx + col * cell_w, y = 58 + row * cell_h;
      const Colouring look = rotate(cubes[a[cell].cube], rotations()[a[cell].rotation]);
      out.rect(x - 2, y - 2, cell_w - 6, cell_h - 6, "none", "#bbb", 1);
      draw_net(out, look, x + 4, y + 2, s);
      out.text(x + net_w + 8, y + s, labels[a[cell].cube], 12, "start");
      out.text(x + 4, y + net_h + 16, fmt::format("up {} front {}", look[U], look[F]), 10, "start", "#444");
    }
  }
  out.text(10, height - 22, "Each cube is drawn as a net: back above; left, up, right in the middle; front and down below.",
           10, "start", "#555");
  out.text(10, height - 8, "The front of the block faces the bottom of the page; digits name the colours.", 10, "start",
           "#555");
  return out.str();
}

}  // namespace cw::render
