// Helpers shared by the `macmahon` verbs of the report layer (not part of the API).
#pragma once
#include <string>

#include "core/error.hpp"
#include "core/json.hpp"
#include "macmahon/names.hpp"

namespace cw::report {
struct Document;
struct MacMahonSolveRequest;
}  // namespace cw::report

namespace cw::report::detail {

// The 3x3x3 puzzle (macmahon_large.cpp): `solve` and `targets` with size 3.
Document macmahon_solve_large(const MacMahonSolveRequest& request);
Document macmahon_targets_large();

// ["Ab", "Cd", ...]: the names of the cubes in a set, in index order.
inline Json cube_names_json(macmahon::CubeSet s) {
  Json j = Json::array();
  for (int i = 0; i < macmahon::kMacMahonCubes; ++i)
    if (s >> i & 1) j.push_back(macmahon::cube_name(i));
  return j;
}

}  // namespace cw::report::detail
