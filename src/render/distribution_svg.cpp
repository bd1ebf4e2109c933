#include "render/distribution_svg.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "render/svg.hpp"

namespace cw::render {
namespace {

constexpr double kPlotLeft = 70, kPlotRight = 20, kPlotTop = 40, kPlotBottom = 60, kPlotHeight = 240;

std::string grouped(uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i != 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

// The bar's height in [0, 1] of the plot: linear, or log10(count + 1) over the largest.
double scaled(uint64_t count, uint64_t largest, bool log_scale) {
  if (largest == 0) return 0;
  if (!log_scale) return static_cast<double>(count) / static_cast<double>(largest);
  return std::log10(static_cast<double>(count) + 1) / std::log10(static_cast<double>(largest) + 1);
}

}  // namespace

std::string distribution_svg(const DistributionChart& chart, const std::vector<Bar>& bars) {
  const bool pairs = std::any_of(bars.begin(), bars.end(), [](const Bar& b) { return b.compare.has_value(); });
  const double slot = std::clamp(640.0 / std::max<size_t>(bars.size(), 1), 6.0, 48.0);
  const double plot_width = slot * static_cast<double>(bars.size());
  svg::Svg s(kPlotLeft + plot_width + kPlotRight, kPlotTop + kPlotHeight + kPlotBottom);
  uint64_t largest = 0;
  for (const Bar& b : bars) largest = std::max({largest, b.count, b.compare.value_or(0)});
  s.text(kPlotLeft + plot_width / 2, 20, chart.title, 14);
  const double base = kPlotTop + kPlotHeight;
  s.line(kPlotLeft, base, kPlotLeft + plot_width, base, "#000");
  s.line(kPlotLeft, kPlotTop, kPlotLeft, base, "#000");
  s.text(kPlotLeft - 6, kPlotTop + 4, grouped(largest), 10, "end");
  s.text(kPlotLeft - 6, base, "0", 10, "end");
  s.raw(fmt::format("<text x=\"14\" y=\"{:.1f}\" font-size=\"11\" text-anchor=\"middle\" "
                    "transform=\"rotate(-90 14 {:.1f})\">{}</text>",
                    kPlotTop + kPlotHeight / 2, kPlotTop + kPlotHeight / 2,
                    svg::escape(chart.y_label + (chart.log_scale ? " (log scale)" : ""))));
  const size_t every = std::max<size_t>(1, static_cast<size_t>(std::ceil(24.0 / slot)));
  for (size_t i = 0; i < bars.size(); ++i) {
    const Bar& b = bars[i];
    const double x = kPlotLeft + slot * static_cast<double>(i);
    const double width = pairs ? slot * 0.4 : slot * 0.8;
    const double h = kPlotHeight * scaled(b.count, largest, chart.log_scale);
    s.raw(fmt::format("<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"#3b6ea8\">"
                      "<title>{}: {}</title></rect>",
                      x + slot * 0.1, base - h, width, h, svg::escape(b.label), grouped(b.count)));
    if (b.compare) {
      const double hc = kPlotHeight * scaled(*b.compare, largest, chart.log_scale);
      s.raw(fmt::format("<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"#d08c2c\">"
                        "<title>{}: {} ({})</title></rect>",
                        x + slot * 0.5, base - hc, width, hc, svg::escape(b.label), grouped(*b.compare),
                        svg::escape(chart.compare_label)));
    }
    if (i % every == 0) s.text(x + slot / 2, base + 14, b.label, 10);
  }
  s.text(kPlotLeft + plot_width / 2, base + 34, chart.x_label, 11);
  if (pairs) {
    const double y = base + 50;
    s.rect(kPlotLeft, y - 9, 10, 10, "#3b6ea8", "none");
    s.text(kPlotLeft + 14, y, "computed", 10, "start");
    s.rect(kPlotLeft + 90, y - 9, 10, 10, "#d08c2c", "none");
    s.text(kPlotLeft + 104, y, chart.compare_label, 10, "start");
  }
  return s.str();
}

}  // namespace cw::render
