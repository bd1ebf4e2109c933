// The MacMahon section of `cubeworks reproduce`.
#pragma once
#include "core/report.hpp"

namespace cw::macmahon {

ReproSection reproduce_section();

}  // namespace cw::macmahon
