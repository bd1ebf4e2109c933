#include "render/rolling_svg.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "render/svg.hpp"

namespace cw::render {
namespace {

constexpr double kCell = 26, kGap = 34, kTop = 30;
constexpr int kPerRow = 8;

void draw_board(svg::Svg& out, const rolling::State& s, double x0, double y0, int moving_cell) {
  const auto& b = s.board;
  for (int c = 0; c < b.cells(); ++c) {
    const double x = x0 + (c % b.cols) * kCell, y = y0 + (c / b.cols) * kCell;
    if (c == s.empty) {
      out.rect(x, y, kCell, kCell, "#fff", "#888", 1);
      continue;
    }
    const int o = s.cells[c];
    const char* fill = o == 0 ? "#111" : o == 1 ? "#e0402a" : "#c8c8c8";
    out.rect(x + 1, y + 1, kCell - 2, kCell - 2, fill, c == moving_cell ? "#1565c0" : "#555",
             c == moving_cell ? 2.5 : 1);
    if (o >= 2) {
      // Arrow from the centre toward the side where the black face is (north is up).
      const double cx = x + kCell / 2, cy = y + kCell / 2, r = kCell * 0.34;
      const double dx = o == 3 ? 1 : o == 5 ? -1 : 0, dy = o == 2 ? -1 : o == 4 ? 1 : 0;
      const double tx = cx + dx * r, ty = cy + dy * r;
      const double bx = cx - dx * r * 0.6, by = cy - dy * r * 0.6;
      out.line(bx, by, tx, ty, "#111", 2);
      const double px = -dy, py = dx, h = 4.5;  // arrow head
      out.polygon(fmt::format("{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}", tx + dx * 2, ty + dy * 2,
                              tx - dx * h + px * h, ty - dy * h + py * h, tx - dx * h - px * h,
                              ty - dy * h - py * h),
                  "#111");
    }
  }
}

}  // namespace

std::string rolling_solution_svg(const rolling::State& from, std::string_view moves,
                                 std::string_view title) {
  const auto& b = from.board;
  const int frames = static_cast<int>(moves.size()) + 1;
  const int per_row = std::min(frames, kPerRow);
  const int rows = (frames + kPerRow - 1) / kPerRow;
  const double fw = b.cols * kCell, fh = b.rows * kCell;
  const double width = 10 + per_row * (fw + kGap), height = kTop + rows * (fh + 36) + 10;
  svg::Svg out(width, height);
  out.rect(0, 0, width, height, "#fff", "none", 0);
  out.text(10, 18, title.empty() ? fmt::format("{} moves: {}", moves.size(), moves) : std::string(title),
           13, "start");
  rolling::State s = from;
  for (int i = 0; i < frames; ++i) {
    const double x0 = 10 + (i % kPerRow) * (fw + kGap), y0 = kTop + (i / kPerRow) * (fh + 36);
    int moving = -1;
    if (i < static_cast<int>(moves.size())) {
      auto d = rolling::parse_direction(moves[i]);
      if (d) moving = b.step(s.empty, rolling::opposite(*d));
    }
    draw_board(out, s, x0, y0, moving);
    out.text(x0 + fw / 2, y0 + fh + 14, std::to_string(i), 10, "middle", "#666");
    if (i + 1 < frames) {
      out.text(x0 + fw + kGap / 2, y0 + fh / 2 + 5, std::string(1, moves[i]), 14, "middle", "#1565c0");
      if (auto d = rolling::parse_direction(moves[i])) rolling::apply_move(s, *d);
    }
  }
  return out.str();
}

}  // namespace cw::render
