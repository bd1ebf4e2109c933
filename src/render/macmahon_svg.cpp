#include "render/macmahon_svg.hpp"

#include <bit>
#include <cmath>

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

namespace cw::render {
namespace {

const char* kComponentColour[8] = {"#1e88e5", "#e53935", "#43a047", "#8e24aa",
                                   "#fb8c00", "#00897b", "#6d4c41", "#d81b60"};
const char* kCornerShort[8] = {"DFL", "DFR", "DBL", "DBR", "UFL", "UFR", "UBL", "UBR"};

using svg::Point;

// Oblique view of the cube: x to the right, z up, y (back) far to the right and a little up. This
// slant keeps every corner at least a fifth of a side away from every edge and diagonal it is
// not on (a steeper one puts two corners on the diagonals' lines).
Point corner_point(int v, double ox, double oy, double side) {
  const double x = v & 1, y = v >> 1 & 1, z = v >> 2 & 1;
  return {ox + side * (x + 0.6 * y), oy + side * (1 - z - 0.2 * y)};
}

}  // namespace

std::string corner_graph_svg(const macmahon::CornerGraph& graph, macmahon::CubeSet collection,
                             const std::string& title, const std::vector<std::string>& notes) {
  using namespace macmahon;
  constexpr double side = 280, ox = 50, oy = 130, legend_x = 560;
  const double height = 500 + 16.0 * static_cast<double>(notes.size());
  svg::Svg out(1000, height);
  out.rect(0, 0, 1000, height, "#fff", "none", 0);
  out.text(10, 22, title, 14, "start");
  const EdgeSet in_c = graph.edges_of(collection);
  const Components comps = components(graph, in_c);
  std::array<int, kCorners> component_of{};
  for (int i = 0; i < comps.count; ++i)
    for (int v = 0; v < kCorners; ++v)
      if (comps.list[i].vertices >> v & 1) component_of[v] = i;
  const Point centre = {ox + side * (0.5 + 0.3), oy + side * (0.5 - 0.1)};
  // Thin grey edges first, the collection's bold ones on top.
  for (int pass = 0; pass < 2; ++pass)
    for (int e = 0; e < kCornerEdges; ++e) {
      const CornerEdge& edge = graph.edges[e];
      const bool mine = in_c >> e & 1;
      if (mine != (pass == 1)) continue;
      const Point a = corner_point(edge.a, ox, oy, side), b = corner_point(edge.b, ox, oy, side);
      const std::string colour = mine ? kComponentColour[component_of[edge.a]] : "#c8c8c8";
      const double width = mine ? 4 : 1.2;
      Point label{(a.x + b.x) / 2, (a.y + b.y) / 2};
      if (edge.diagonal()) {
        // Two cubes per diagonal: two arcs bending either way, labelled near either end.
        bool second = false;
        for (int f = 0; f < e; ++f) second = second || (graph.edges[f].a == edge.a && graph.edges[f].b == edge.b);
        const double dx = b.x - a.x, dy = b.y - a.y, len = std::hypot(dx, dy);
        const double bend = second ? -18 : 18, nx = -dy / len * bend, ny = dx / len * bend;
        const Point control{(a.x + b.x) / 2 + 2 * nx, (a.y + b.y) / 2 + 2 * ny};
        out.raw(fmt::format(R"(<path d="M {:.1f} {:.1f} Q {:.1f} {:.1f} {:.1f} {:.1f}" fill="none" stroke="{}" stroke-width="{}"/>)",
                            a.x, a.y, control.x, control.y, b.x, b.y, colour, width));
        const double t = second ? 0.72 : 0.28;  // a point of the quadratic curve
        label = {(1 - t) * (1 - t) * a.x + 2 * t * (1 - t) * control.x + t * t * b.x,
                 (1 - t) * (1 - t) * a.y + 2 * t * (1 - t) * control.y + t * t * b.y};
      } else {
        out.line(a.x, a.y, b.x, b.y, colour, width);
        // Labels of the cube's edges sit outside the cube, away from its centre.
        const double dx = label.x - centre.x, dy = label.y - centre.y, len = std::hypot(dx, dy);
        label = {label.x + dx / len * 12, label.y + dy / len * 12};
      }
      out.text(label.x, label.y + 4, cube_name(edge.cube), mine ? 13 : 10, "middle", mine ? colour : "#aaa");
    }
  for (int v = 0; v < kCorners; ++v) {
    const Point p = corner_point(v, ox, oy, side);
    out.circle(p.x, p.y, 17, kComponentColour[component_of[v]], "#222");
    out.text(p.x, p.y + 4.5, std::to_string(graph.corner_numbers[v]), 12, "middle", "#fff");
    out.text(p.x + ((v & 1) ? 22 : -22), p.y - 16, kCornerShort[v], 9, (v & 1) ? "start" : "end", "#555");
  }
  // Legend: the components, then the notes.
  double y = 60;
  out.text(legend_x, y, "components of G_C (edges: the collection's cubes)", 13, "start");
  for (int i = 0; i < comps.count; ++i) {
    y += 22;
    const Component& c = comps.list[i];
    std::string cubes;
    for (EdgeSet rest = c.edges; rest; rest &= rest - 1) {
      if (!cubes.empty()) cubes += ' ';
      cubes += cube_name(graph.edges[std::countr_zero(rest)].cube);
    }
    out.rect(legend_x, y - 11, 14, 14, kComponentColour[i], "#222", 0.8);
    out.text(legend_x + 22, y,
             fmt::format("{}: {} corner{}, {} edge{}{}{}", component_kind_name(c.kind()), c.vertex_count(),
                         c.vertex_count() == 1 ? "" : "s", c.edge_count(), c.edge_count() == 1 ? "" : "s",
                         cubes.empty() ? "" : ": ", cubes),
             12, "start");
  }
  y += 34;
  for (const std::string& line : notes) {
    out.text(legend_x, y, line, 12, "start");
    y += 18;
  }
  out.text(10, height - 40, "Vertices: the target's corners (DFL = down-front-left ...), labelled with its corner numbers.",
           11, "start", "#555");
  out.text(10, height - 24, "Edges: cubes carrying two of them (two per space diagonal); bold ones are in the collection.",
           11, "start", "#555");
  if (collection >> graph.target & 1)
    out.text(10, height - 8, "The target itself is in the collection: it fits every corner.", 11, "start", "#555");
  return out.str();
}

}  // namespace cw::render
