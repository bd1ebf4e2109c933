// The sections of `cubeworks reproduce`: each engine's headline results beside the published
// figures, with pictures. This layer sits above the report layer: rows come from the declared
// verbs' documents where a verb computes them, from the engines where none does.
#pragma once
#include "core/json.hpp"
#include "core/report.hpp"

namespace cw::reproduce {

// The --json document of a declared verb ("roll.analyze") for `request`, answered as the
// command line answers it: a row read from it says what that verb says (report/verbs.hpp).
Json verb_document(const char* verb, const Json& request);

// Rolling cubes: the 3x3 space, the classic puzzle, 2x2's invariant, the exact diameter and radius
// of 2x3 (classic and eight-colour cubes; the larger boards named by their commands), 3x4 and 4x4
// from the cache where they were computed.
ReproSection rolling_section();
// MacMahon: the per-target census beside Table 1 of Johnson & Roldán, targets, Theorem 6 against
// every (target, collection) pair, universal sets.
ReproSection macmahon_section();
// Hoffman: 3D counts beside the published 21, duality, pseudo-solutions, 2D pinwheel, 4D
// construction and search, 4D rows, 4D tree estimate; one SVG per 3D class.
ReproSection hoffman_section();
// Instant Insanity: the classic column's one solution, the census of MacMahon's and Haraguchi's sets.
ReproSection stack_section();

}  // namespace cw::reproduce
