// A distribution as a bar chart: the pictures of `roll analyze` (states by distance from the
// start), `roll diameter --exact` (states by eccentricity), `macmahon census` (collections by
// solution number, the published row beside) and `stack census` (sets by number of stacks).
// Heights are linear or, where the counts span many orders of magnitude, logarithmic; every bar
// carries its value in a tooltip (<title>), so the picture hides no figure the report prints.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cw::render {

struct Bar {
  std::string label;                     // the x value as printed ("36", "2")
  uint64_t count = 0;
  std::optional<uint64_t> compare;       // a second value drawn beside it (the published figure)
};

struct DistributionChart {
  std::string title;
  std::string x_label;                   // "distance from the start (moves)"
  std::string y_label;                   // "states"
  std::string compare_label;             // legend of the second bars ("" when none)
  bool log_scale = false;
};

std::string distribution_svg(const DistributionChart& chart, const std::vector<Bar>& bars);

}  // namespace cw::render
