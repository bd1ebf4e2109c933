// The Hoffman section of `cubeworks reproduce`: 3D counts beside the published 21, duality,
// pseudo-solutions, 2D pinwheel, 4D construction, 4D rows, 4D tree estimate; one SVG per 3D class.
#pragma once
#include "core/report.hpp"

namespace cw::hoffman {

ReproSection reproduce_section();

}  // namespace cw::hoffman
