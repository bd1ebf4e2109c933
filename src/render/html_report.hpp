// The self-contained report.html of `reproduce`: tables per section, pictures inline as SVG.
#pragma once
#include <string>
#include <vector>

#include "core/report.hpp"

namespace cw::render {

std::string html_report(const std::vector<ReproSection>& sections, const std::string& version);

}  // namespace cw::render
