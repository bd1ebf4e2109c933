#include "render/macmahon_set_svg.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "render/svg.hpp"

namespace cw::render {

std::string subset_histograms_svg(const macmahon::SetAnalysis& a, const std::string& title) {
  constexpr double kLeft = 90, kTop = 50, kRow = 70, kBar = 16, kPlot = 54;
  const int columns = macmahon::kMacMahonCubes + 1;
  const double width = kLeft + columns * kBar + 30;
  const double height = kTop + kRow * static_cast<double>(a.sizes.size()) + 40;
  svg::Svg out(width, height);
  out.rect(0, 0, width, height, "#fff", "none");
  out.text(width / 2, 22, title, 15);
  for (size_t r = 0; r < a.sizes.size(); ++r) {
    const macmahon::SubsetSizeRow& row = a.sizes[r];
    const double base = kTop + kRow * static_cast<double>(r) + kPlot;
    const uint64_t peak = *std::max_element(row.distribution.begin(), row.distribution.end());
    out.text(kLeft - 10, base - kPlot / 2, fmt::format("j = {}", row.j), 12, "end");
    out.text(kLeft - 10, base - kPlot / 2 + 14, fmt::format("{} sets", row.subsets), 10, "end", "#555");
    out.line(kLeft, base, kLeft + columns * kBar, base, "#999");
    for (int v = 0; v < columns; ++v) {
      const uint64_t n = row.distribution[v];
      if (!n) continue;
      const double h = (kPlot - 12) * static_cast<double>(n) / static_cast<double>(peak);
      out.rect(kLeft + v * kBar + 2, base - h, kBar - 4, h, v == macmahon::kMacMahonCubes ? "#2a7" : "#47a", "none");
      out.text(kLeft + v * kBar + kBar / 2, base - h - 3, fmt::format("{}", n), 8);
    }
  }
  const double axis = kTop + kRow * static_cast<double>(a.sizes.size()) + 14;
  for (int v = 0; v < columns; v += 5) out.text(kLeft + v * kBar + kBar / 2, axis, fmt::format("{}", v), 10);
  out.text(kLeft + columns * kBar / 2, axis + 18, "targets built (bars: subsets of that size)", 11);
  return out.str();
}

}  // namespace cw::render
