#include "render/rolling_svg.hpp"

#include <algorithm>
#include <functional>

#include <fmt/format.h>

#include "render/svg.hpp"

namespace cw::render {
namespace {

constexpr double kCell = 26, kGap = 34, kTop = 30;
constexpr int kPerRow = 8;

void draw_arrow(svg::Svg& out, double x, double y, double dx, double dy) {
  const double cx = x + kCell / 2, cy = y + kCell / 2, r = kCell * 0.34;
  const double tx = cx + dx * r, ty = cy + dy * r;
  const double bx = cx - dx * r * 0.6, by = cy - dy * r * 0.6;
  out.line(bx, by, tx, ty, "#111", 2);
  const double px = -dy, py = dx, h = 4.5;  // arrow head
  out.polygon(fmt::format("{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}", tx + dx * 2, ty + dy * 2,
                          tx - dx * h + px * h, ty - dy * h + py * h, tx - dx * h - px * h, ty - dy * h - py * h),
              "#111");
}

// A classic cube: black, colour, or grey with an arrow toward the side where the black face is.
void draw_classic(svg::Svg& out, int o, double x, double y, bool moving) {
  const char* fill = o == 0 ? "#111" : o == 1 ? "#e0402a" : "#c8c8c8";
  out.rect(x + 1, y + 1, kCell - 2, kCell - 2, fill, moving ? "#1565c0" : "#555", moving ? 2.5 : 1);
  if (o >= 2) draw_arrow(out, x, y, o == 3 ? 1 : o == 5 ? -1 : 0, o == 2 ? -1 : o == 4 ? 1 : 0);
}

const char* eight_fill(char colour) { return colour == 'W' ? "#f4f4ee" : colour == 'R' ? "#d6402a" : "#2f62c9"; }

// Pips of a die face in a 3x3 layout (bit i: position i, row-major).
constexpr unsigned kPips[7] = {0, 0x010, 0x044, 0x054, 0x145, 0x155, 0x16d};

// Other kinds: the top colour fills the cell (a die shows its pips) and a band along the north
// edge shows the colour facing north, which with the top fixes the orientation.
void draw_kind_cube(svg::Svg& out, rolling::CubeCode code, double x, double y, bool moving) {
  const rolling::Kind k = rolling::kind_of_code(code);
  const int o = rolling::orientation_of_code(code);
  if (k == rolling::Kind::Classic) return draw_classic(out, o, x, y, moving);
  const char top = rolling::top_colour(k, o), north = rolling::north_colour(k, o);
  const bool die = k == rolling::Kind::Dice;
  out.rect(x + 1, y + 1, kCell - 2, kCell - 2, die ? "#fbfbf6" : eight_fill(top), moving ? "#1565c0" : "#555",
           moving ? 2.5 : 1);
  if (die) {
    const unsigned pips = kPips[top - '0'];
    for (int i = 0; i < 9; ++i)
      if (pips >> i & 1) out.circle(x + kCell * (0.3 + 0.2 * (i % 3)), y + kCell * (0.34 + 0.18 * (i / 3)), 1.7, "#111");
    out.text(x + kCell / 2, y + 7.5, std::string(1, north), 6.5, "middle", "#1565c0");
  } else {
    out.rect(x + 3, y + 3, kCell - 6, 4, eight_fill(north), "#555", 0.5);
  }
}

// One frame per state from the start through every move, eight to a row, the move letter
// between frames and the cube about to move outlined.
template <class State, class DrawCell, class ApplyMove>
std::string strip(const State& from, std::string_view moves, std::string_view title, DrawCell draw_cell,
                  ApplyMove apply) {
  const auto& b = from.board;
  const int frames = static_cast<int>(moves.size()) + 1;
  const int per_row = std::min(frames, kPerRow);
  const int rows = (frames + kPerRow - 1) / kPerRow;
  const double fw = b.cols * kCell, fh = b.rows * kCell;
  const char* plural = moves.size() == 1 ? "" : "s";
  const std::string caption = title.empty() ? fmt::format("{} move{}: {}", moves.size(), plural, moves) : std::string(title);
  // Wide enough for the caption too (13 px sans-serif: at most about 7.5 px a character), so that
  // a short solution's caption is not cut at the picture's edge.
  const double width = std::max(10 + per_row * (fw + kGap), 20 + 7.5 * static_cast<double>(caption.size()));
  const double height = kTop + rows * (fh + 36) + 10;
  svg::Svg out(width, height);
  out.rect(0, 0, width, height, "#fff", "none", 0);
  out.text(10, 18, caption, 13, "start");
  State s = from;
  for (int i = 0; i < frames; ++i) {
    const double x0 = 10 + (i % kPerRow) * (fw + kGap), y0 = kTop + (i / kPerRow) * (fh + 36);
    int moving = -1;
    const auto d = i < static_cast<int>(moves.size()) ? rolling::parse_direction(moves[i]) : std::nullopt;
    if (d) moving = b.step(s.empty, rolling::opposite(*d));
    for (int c = 0; c < b.cells(); ++c) {
      const double x = x0 + (c % b.cols) * kCell, y = y0 + (c / b.cols) * kCell;
      if (c == s.empty) out.rect(x, y, kCell, kCell, "#fff", "#888", 1);
      else draw_cell(out, s.cells[c], x, y, c == moving);
    }
    out.text(x0 + fw / 2, y0 + fh + 14, std::to_string(i), 10, "middle", "#666");
    if (i + 1 < frames) {
      out.text(x0 + fw + kGap / 2, y0 + fh / 2 + 5, std::string(1, moves[i]), 14, "middle", "#1565c0");
      if (d) apply(s, *d);
    }
  }
  return out.str();
}

}  // namespace

std::string rolling_solution_svg(const rolling::State& from, std::string_view moves, std::string_view title) {
  return strip(
      from, moves, title,
      [](svg::Svg& out, rolling::Orientation o, double x, double y, bool moving) {
        draw_classic(out, static_cast<int>(o), x, y, moving);
      },
      [](rolling::State& s, rolling::Direction d) { rolling::apply_move(s, d); });
}

std::string rolling_kind_solution_svg(const rolling::KindState& from, std::string_view moves, std::string_view title) {
  return strip(from, moves, title, draw_kind_cube,
               [](rolling::KindState& s, rolling::Direction d) { rolling::apply_move(s, d); });
}

}  // namespace cw::render
