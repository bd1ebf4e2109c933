#include "render/stack_svg.hpp"

#include <algorithm>
#include <cmath>
#include <fmt/format.h>
#include <map>

#include "render/svg.hpp"

namespace cw::render {

namespace {

constexpr double kPanel = 300, kRadius = 100, kPi = 3.14159265358979;

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

// An axis-aligned box: a label's, an arrow head's or a vertex's, for keeping them apart.
struct Box {
  double x0, y0, x1, y1;
  double overlap(const Box& o) const {
    const double w = std::min(x1, o.x1) - std::max(x0, o.x0), h = std::min(y1, o.y1) - std::max(y0, o.y0);
    return w > 0 && h > 0 ? w * h : 0;
  }
};

Box box_at(Point c, double half) { return {c.x - half, c.y - half, c.x + half, c.y + half}; }

constexpr double kLabelHalf = 7, kArrowHalf = 7, kClearance = 1.5;

// A quadratic curve from p to q bent towards ctl.
struct Curve {
  Point p, ctl, q;
  Point at(double t) const {
    const double u = 1 - t;
    return {u * u * p.x + 2 * t * u * ctl.x + t * t * q.x, u * u * p.y + 2 * t * u * ctl.y + t * t * q.y};
  }
  Point tangent(double t) const {
    const double x = 2 * (1 - t) * (ctl.x - p.x) + 2 * t * (q.x - ctl.x);
    const double y = 2 * (1 - t) * (ctl.y - p.y) + 2 * t * (q.y - ctl.y);
    const double len = std::hypot(x, y) + 1e-9;
    return {x / len, y / len};
  }
};

// The first candidate centre whose box (half-width `half`, plus a gap) lies in `room` and meets none of `taken`;
// where every one does, the one meeting them least. Labels run together otherwise: two edges'
// middles coincide where chords cross at the centre (the two diagonals of four colours), and
// parallel edges' middles are closer than a label's width.
Point free_spot(const std::vector<Point>& candidates, double half, const std::vector<Box>& taken, const Box& room) {
  Point best = candidates.front();
  double least = -1;
  for (const Point& c : candidates) {
    const Box mine = box_at(c, half + kClearance);
    // Outside the panel's room (off the picture, or on the title): as bad as covering a label.
    double covered = mine.x0 < room.x0 || mine.y0 < room.y0 || mine.x1 > room.x1 || mine.y1 > room.y1 ? 4 * half * half : 0;
    for (const Box& b : taken) covered += mine.overlap(b);
    if (covered == 0) return c;
    if (least < 0 || covered < least) least = covered, best = c;
  }
  return best;
}

// Points along the curve from its middle outwards, alternately towards either end.
std::vector<Point> along(const Curve& c, double first, double step, int count) {
  std::vector<Point> out;
  for (int i = 0; i < count; ++i) {
    const double t = first + (i % 2 == 0 ? 1 : -1) * step * ((i + 1) / 2);
    if (t > 0.1 && t < 0.9) out.push_back(c.at(t));
  }
  return out;
}

struct Laid {
  Curve curve;
  bool loop;
  Point loop_centre;
  double loop_radius, loop_angle;
};

Laid lay_out(const Drawn& d, int k, int count, int m, double cx, double cy) {
  Laid l{};
  // Geometry from the lower colour to the higher, whichever way the pair was given, so that the
  // parallel edges of R-G and G-R bend apart instead of lying on one another.
  const int a = std::min(d.edge.a, d.edge.b), b = std::max(d.edge.a, d.edge.b);
  const Point p = vertex(a, m, cx, cy), q = vertex(b, m, cx, cy);
  l.loop = a == b;
  if (l.loop) {
    // Loops sit outside the circle, larger for each further loop at the colour.
    const double dx = p.x - cx, dy = p.y - cy, len = std::hypot(dx, dy) + 1e-9;
    l.loop_radius = 11 + 6 * k;
    l.loop_centre = {p.x + dx / len * l.loop_radius, p.y + dy / len * l.loop_radius};
    l.loop_angle = std::atan2(dy, dx);
    return l;
  }
  // Parallel edges bend apart: control points offset across the chord.
  const double mx = (p.x + q.x) / 2, my = (p.y + q.y) / 2, dx = q.x - p.x, dy = q.y - p.y;
  const double len = std::hypot(dx, dy) + 1e-9, bend = (k - (count - 1) / 2.0) * 26;
  l.curve = {p, {mx - dy / len * 2 * bend, my + dx / len * 2 * bend}, q};
  return l;
}

std::vector<Point> label_candidates(const Laid& l) {
  if (!l.loop) return along(l.curve, 0.5, 0.06, 11);
  std::vector<Point> out;
  const double r = l.loop_radius + kLabelHalf + 2;
  for (int i = 0; i < 9; ++i) {
    const double a = l.loop_angle + (i % 2 == 0 ? 1 : -1) * 0.35 * ((i + 1) / 2);
    out.push_back({l.loop_centre.x + r * std::cos(a), l.loop_centre.y + r * std::sin(a)});
  }
  return out;
}

void panel(svg::Svg& s, const stack::Column& column, const std::vector<Drawn>& edges, double cx, double cy,
           double title_y, const std::string& title, const std::string& stroke) {
  const int m = column.colours();
  s.text(cx, title_y, title, 13);
  const auto key = [](const stack::Edge& e) { return std::pair{std::min(e.a, e.b), std::max(e.a, e.b)}; };
  std::map<std::pair<int, int>, int> seen, total;
  for (const Drawn& d : edges) ++total[key(d.edge)];
  std::vector<Laid> laid;
  for (const Drawn& d : edges) laid.push_back(lay_out(d, seen[key(d.edge)]++, total[key(d.edge)], m, cx, cy));
  // Taken: the vertices, then each label as it is placed, then each arrow head, so that none
  // covers another (an arrow head under a label box hides the direction).
  const Box room{cx - kPanel / 2, title_y + 6, cx + kPanel / 2, title_y - 22 + kPanel};
  std::vector<Box> taken;
  for (int c = 0; c < m; ++c) taken.push_back(box_at(vertex(c, m, cx, cy), 12));
  std::vector<Point> labels;
  for (const Laid& l : laid) {
    labels.push_back(free_spot(label_candidates(l), kLabelHalf, taken, room));
    taken.push_back(box_at(labels.back(), kLabelHalf));
  }
  for (size_t i = 0; i < edges.size(); ++i) {
    const Laid& l = laid[i];
    if (l.loop) {
      s.raw(fmt::format(R"(<circle cx="{:.1f}" cy="{:.1f}" r="{:.1f}" fill="none" stroke="{}" stroke-width="1.5"/>)",
                        l.loop_centre.x, l.loop_centre.y, l.loop_radius, stroke));
      continue;
    }
    const Curve& c = l.curve;
    s.raw(fmt::format(R"(<path d="M{:.1f},{:.1f} Q{:.1f},{:.1f} {:.1f},{:.1f}" fill="none" stroke="{}" stroke-width="1.5"/>)",
                      c.p.x, c.p.y, c.ctl.x, c.ctl.y, c.q.x, c.q.y, stroke));
    if (edges[i].from < 0) continue;
    // An arrow head on the curve, pointing away from the colour in front (left), where no label is.
    const bool forward = edges[i].from == std::min(edges[i].edge.a, edges[i].edge.b);
    const std::vector<Point> spots = along(c, forward ? 0.68 : 0.32, 0.06, 9);
    const Point at = free_spot(spots, kArrowHalf, taken, room);
    taken.push_back(box_at(at, kArrowHalf));
    // The tangent where the head sits: the nearest sampled parameter.
    double t = 0.5, nearest = 1e18;
    for (int j = 1; j < 100; ++j) {
      const Point o = c.at(j / 100.0);
      const double dd = std::hypot(o.x - at.x, o.y - at.y);
      if (dd < nearest) nearest = dd, t = j / 100.0;
    }
    const Point u0 = c.tangent(t);
    const double ux = forward ? u0.x : -u0.x, uy = forward ? u0.y : -u0.y;
    s.polygon(fmt::format("{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}", at.x + 6 * ux, at.y + 6 * uy,
                          at.x - 5 * ux - 4 * uy, at.y - 5 * uy + 4 * ux, at.x - 5 * ux + 4 * uy, at.y - 5 * uy - 4 * ux),
              stroke);
  }
  for (size_t i = 0; i < edges.size(); ++i) {
    s.rect(labels[i].x - kLabelHalf, labels[i].y - kLabelHalf, 2 * kLabelHalf, 2 * kLabelHalf, "#fff", "none");
    s.text(labels[i].x, labels[i].y + 4, std::to_string(edges[i].cube), 10);
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
