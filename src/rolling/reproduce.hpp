// The rolling-cubes section of `cubeworks reproduce`.
#pragma once
#include "core/report.hpp"

namespace cw::rolling {

ReproSection reproduce_section();

}  // namespace cw::rolling
