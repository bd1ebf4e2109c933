// The histograms of `macmahon analyze`: for each size j = 8..k one row, the number of j-subsets
// of the set against the number of targets they build (0..30), each row scaled to its own peak.
#pragma once
#include <string>

#include "macmahon/set_analysis.hpp"

namespace cw::render {

std::string subset_histograms_svg(const macmahon::SetAnalysis& analysis, const std::string& title);

}  // namespace cw::render
