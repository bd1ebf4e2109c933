#include "hoffman/geometry.hpp"

#include <algorithm>

namespace cw::hoffman {

std::vector<Overlap> overlap_regions(const std::vector<Box>& boxes, int n) {
  std::vector<Overlap> out;
  const int N = static_cast<int>(boxes.size());
  for (int i = 0; i < N; ++i)
    for (int j = i + 1; j < N; ++j) {
      if (!boxes_overlap(boxes[i], boxes[j], n)) continue;
      Overlap o{i, j, {}};
      for (int d = 0; d < n; ++d) {
        o.region.lo[d] = std::max(boxes[i].lo[d], boxes[j].lo[d]);
        o.region.hi[d] = std::min(boxes[i].hi[d], boxes[j].hi[d]);
      }
      out.push_back(o);
    }
  return out;
}

Coverage coverage(const std::vector<Box>& boxes, int n, int64_t side) {
  Coverage c;
  c.cube = 1;
  for (int d = 0; d < n; ++d) c.cube *= static_cast<double>(side);
  for (const Box& b : boxes) {
    double v = 1;
    for (int d = 0; d < n; ++d) v *= static_cast<double>(b.hi[d] - b.lo[d]);
    c.boxes += v;
  }
  // Cut points per axis, clipped to the cube, then every elementary cell tested by its corner.
  std::array<std::vector<int64_t>, kMaxDim> cuts;
  for (int d = 0; d < n; ++d) {
    cuts[d] = {0, side};
    for (const Box& b : boxes)
      for (int64_t x : {b.lo[d], b.hi[d]}) cuts[d].push_back(std::clamp<int64_t>(x, 0, side));
    std::sort(cuts[d].begin(), cuts[d].end());
    cuts[d].erase(std::unique(cuts[d].begin(), cuts[d].end()), cuts[d].end());
  }
  std::array<size_t, kMaxDim> at{};  // odometer over the elementary cells
  while (true) {
    bool inside = false;
    for (const Box& b : boxes) {
      bool in = true;
      for (int d = 0; d < n && in; ++d) in = b.lo[d] <= cuts[d][at[d]] && cuts[d][at[d]] < b.hi[d];
      if (in) {
        inside = true;
        break;
      }
    }
    if (inside) {
      double v = 1;
      for (int d = 0; d < n; ++d) v *= static_cast<double>(cuts[d][at[d] + 1] - cuts[d][at[d]]);
      c.covered += v;
    }
    int d = 0;
    while (d < n && ++at[d] + 1 == cuts[d].size()) at[d++] = 0;
    if (d == n) break;
  }
  return c;
}

}  // namespace cw::hoffman
