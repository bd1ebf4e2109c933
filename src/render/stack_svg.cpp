#include "render/stack_svg.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <map>

#include "render/svg.hpp"

namespace cw::render {

namespace {

constexpr double kPanel = 300, kRadius = 105, kPi = 3.14159265358979;

using svg::Point;

Point vertex(int c, int colours, double cx, double cy) {
  const double a = -kPi / 2 + 2 * kPi * c / std::max(colours, 1);
  return {cx + kRadius * std::cos(a), cy + kRadius * std::sin(a)};
}

// One panel: the edges given (cube number, pair, arrow from `from` or none), vertices on top.
struct Drawn {
  int cube;
  stack::Edge edge;
  int from;  // -1: no arrow
};

void panel(svg::Svg& s, const stack::Column& column, const std::vector<Drawn>& edges, double cx, double cy,
           double title_y, const std::string& title, const std::string& stroke) {
  const int m = column.colours();
  s.text(cx, title_y, title, 13);
  std::map<std::pair<int, int>, int> seen, total;
  for (const Drawn& d : edges) ++total[{d.edge.a, d.edge.b}];
  for (const Drawn& d : edges) {
    const int k = seen[{d.edge.a, d.edge.b}]++, count = total[{d.edge.a, d.edge.b}];
    const Point p = vertex(d.edge.a, m, cx, cy), q = vertex(d.edge.b, m, cx, cy);
    const std::string label = std::to_string(d.cube);
    if (d.edge.loop()) {
      // Loops sit outside the circle, larger for each further loop at the colour.
      const double dx = p.x - cx, dy = p.y - cy, len = std::hypot(dx, dy) + 1e-9, r = 11 + 6 * k;
      const Point o{p.x + dx / len * r, p.y + dy / len * r};
      s.raw(fmt::format(R"(<circle cx="{:.1f}" cy="{:.1f}" r="{:.1f}" fill="none" stroke="{}" stroke-width="1.5"/>)",
                        o.x, o.y, r, stroke));
      s.text(o.x + dx / len * (r + 7), o.y + dy / len * (r + 7) + 4, label, 10);
      continue;
    }
    // Parallel edges bend apart: control points offset across the chord.
    const double mx = (p.x + q.x) / 2, my = (p.y + q.y) / 2, dx = q.x - p.x, dy = q.y - p.y;
    const double len = std::hypot(dx, dy) + 1e-9, bend = (k - (count - 1) / 2.0) * 26;
    const Point ctl{mx - dy / len * bend, my + dx / len * bend};
    s.raw(fmt::format(R"(<path d="M{:.1f},{:.1f} Q{:.1f},{:.1f} {:.1f},{:.1f}" fill="none" stroke="{}" stroke-width="1.5"/>)",
                      p.x, p.y, ctl.x, ctl.y, q.x, q.y, stroke));
    const Point mid{(mx + ctl.x) / 2, (my + ctl.y) / 2};
    if (d.from >= 0) {
      // An arrow head at the middle, pointing away from the colour in front (left).
      const bool forward = d.from == d.edge.a;
      const double ux = (forward ? dx : -dx) / len, uy = (forward ? dy : -dy) / len;
      s.polygon(fmt::format("{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}", mid.x + 7 * ux, mid.y + 7 * uy,
                            mid.x - 5 * ux - 4 * uy, mid.y - 5 * uy + 4 * ux, mid.x - 5 * ux + 4 * uy,
                            mid.y - 5 * uy - 4 * ux),
                stroke);
    }
    s.rect(mid.x - 7, mid.y - 7, 14, 14, "#fff", "none");
    s.text(mid.x, mid.y + 4, label, 10);
  }
  for (int c = 0; c < m; ++c) {
    const Point p = vertex(c, m, cx, cy);
    s.raw(fmt::format(R"(<circle cx="{:.1f}" cy="{:.1f}" r="12" fill="{}" stroke="#000"/>)", p.x, p.y,
                      stack_fill(column.colour_names[c], c)));
    s.text(p.x, p.y + 4, column.colour_names[c], 11);
  }
}

}  // namespace

std::string stack_fill(const std::string& name, int index) {
  static const std::map<std::string, std::string> named = {
      {"R", "#e0453a"}, {"G", "#3fa34d"}, {"B", "#3b73d1"}, {"W", "#f4f4f4"}, {"Y", "#f2d13a"}, {"O", "#f08a24"},
      {"K", "#333333"}, {"red", "#e0453a"}, {"green", "#3fa34d"}, {"blue", "#3b73d1"}, {"white", "#f4f4f4"},
      {"yellow", "#f2d13a"}, {"orange", "#f08a24"}, {"black", "#333333"}};
  static const char* palette[] = {"#e0453a", "#3fa34d", "#3b73d1", "#f2d13a", "#f08a24", "#9b59b6",
                                  "#1abc9c", "#e67e9f", "#8d6e63", "#95a5a6", "#c0ca33", "#5c6bc0"};
  const auto it = named.find(name);
  if (it != named.end()) return it->second;
  return palette[index % 12];
}

std::string stack_solutions_svg(const stack::Column& column, const std::vector<stack::Solution>& solutions) {
  const size_t rows = std::max<size_t>(solutions.size(), 1);
  const int panels = solutions.empty() ? 1 : 3;
  svg::Svg s(kPanel * panels, kPanel * static_cast<double>(rows));
  std::vector<Drawn> all;
  for (int i = 0; i < column.size(); ++i)
    for (int p = 0; p < stack::kPairs; ++p) all.push_back({i + 1, stack::pair_edge(column.cubes[i], p), -1});
  for (size_t row = 0; row < rows; ++row) {
    const double top = kPanel * static_cast<double>(row);
    panel(s, column, all, kPanel / 2, top + kPanel / 2 + 12, top + 22,
          solutions.empty() ? "colour graph: each cube's opposite pairs" : fmt::format("solution {}: colour graph", row + 1),
          "#555");
    if (solutions.empty()) break;
    std::vector<Drawn> g1, g2;
    for (int i = 0; i < column.size(); ++i) {
      g1.push_back({i + 1, solutions[row].options[i].fb, solutions[row].sides[i].front});
      g2.push_back({i + 1, solutions[row].options[i].lr, solutions[row].sides[i].left});
    }
    panel(s, column, g1, kPanel * 1.5, top + kPanel / 2 + 12, top + 22, "front-back subgraph (arrow: front to back)",
          "#c0392b");
    panel(s, column, g2, kPanel * 2.5, top + kPanel / 2 + 12, top + 22, "left-right subgraph (arrow: left to right)",
          "#2471a3");
  }
  return s.str();
}

std::string stack_graph_svg(const stack::Column& column, const stack::Solution* solution) {
  return stack_solutions_svg(column, solution ? std::vector<stack::Solution>{*solution} : std::vector<stack::Solution>{});
}

std::string stack_column_svg(const stack::Column& column, const stack::Solution& solution) {
  const double cell = column.size() > 16 ? 14 : 28, left = 40, top = 30;
  svg::Svg s(left + 4 * (cell + 10) + 10, top + cell * column.size() + 10);
  const char* names[] = {"front", "right", "back", "left"};
  for (int side = 0; side < 4; ++side) s.text(left + side * (cell + 10) + cell / 2, top - 10, names[side], 10);
  for (int i = 0; i < column.size(); ++i) {
    const stack::Sides& x = solution.sides[i];
    const stack::Colour shown[4] = {x.front, x.right, x.back, x.left};
    s.text(left - 8, top + i * cell + cell / 2 + 4, std::to_string(i + 1), 10, "end");
    for (int side = 0; side < 4; ++side) {
      const std::string& name = column.colour_names[shown[side]];
      s.rect(left + side * (cell + 10), top + i * cell, cell, cell, stack_fill(name, shown[side]));
      if (cell >= 20) s.text(left + side * (cell + 10) + cell / 2, top + i * cell + cell / 2 + 4, name, 10);
    }
  }
  return s.str();
}

}  // namespace cw::render
