// The grids of a list in order, to compare lists found by different searches (shared by the
// Hoffman test files, which one unity batch may compile together).
#pragma once
#include <algorithm>
#include <vector>

#include "hoffman/model.hpp"

inline std::vector<cw::hoffman::Grid> sorted_grids(std::vector<cw::hoffman::Grid> v) {
  std::sort(v.begin(), v.end());
  return v;
}
