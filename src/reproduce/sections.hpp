// The sections of `cubeworks reproduce`: each engine's headline results beside the published
// figures, with pictures. This layer sits above the engines and render/: engines return data,
// a section turns it into rows and figures.
#pragma once
#include "core/report.hpp"

namespace cw::reproduce {

// Rolling cubes: the 3x3 space, the classic puzzle, 2x2's invariant, 3x4 where memory allows.
ReproSection rolling_section();
// MacMahon: the per-target census beside Table 1 of Johnson & Roldán, targets, universal sets.
ReproSection macmahon_section();
// Hoffman: 3D counts beside the published 21, duality, pseudo-solutions, 2D pinwheel, 4D
// construction and search, 4D rows, 4D tree estimate; one SVG per 3D class.
ReproSection hoffman_section();

}  // namespace cw::reproduce
