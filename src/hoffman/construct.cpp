#include "hoffman/construct.hpp"

namespace cw::hoffman {

Grid pinwheel(bool mirror) {
  const auto& T = orientations(2);
  Grid g;
  g.n = 2;
  for (int c = 0; c < 4; ++c) {
    auto x = cell_coords(2, c);
    const bool even = ((x[0] + x[1]) % 2 == 0) != mirror;
    std::array<uint8_t, kMaxDim> p{};
    p[0] = even ? 0 : 1;
    p[1] = even ? 1 : 0;
    g.cell[c] = static_cast<uint8_t>(T.index_of(p));
  }
  return g;
}

Grid nested_construction_4d(uint32_t chirality) {
  const auto& T = orientations(4);
  Grid g;
  g.n = 4;
  for (int c = 0; c < cell_count(4); ++c) {
    auto x = cell_coords(4, c);
    int u[4], v[4];
    for (int d = 0; d < 4; ++d) {
      u[d] = x[d] / 2;  // which super-box along d
      v[d] = x[d] % 2;  // which box inside it
    }
    // Super level: pinwheels in the planes (0,1) and (2,3); true = the axis gets P = a+b.
    bool isP[4];
    isP[0] = (u[0] + u[1]) % 2 == 0;
    isP[1] = !isP[0];
    isP[2] = (u[2] + u[3]) % 2 == 0;
    isP[3] = !isP[2];
    int pa[2], qa[2], np = 0, nq = 0;
    for (int d = 0; d < 4; ++d) (isP[d] ? pa[np++] : qa[nq++]) = d;
    // Inner level: pinwheel of a,b on the P axes and of c,d on the Q axes.
    std::array<uint8_t, kMaxDim> p{};
    const int super = u[0] + 2 * u[1] + 4 * u[2] + 8 * u[3];
    const bool ep = ((v[pa[0]] + v[pa[1]]) % 2 == 0) != ((chirality >> (2 * super) & 1) != 0);
    const bool eq = ((v[qa[0]] + v[qa[1]]) % 2 == 0) != ((chirality >> (2 * super + 1) & 1) != 0);
    p[pa[0]] = ep ? 0 : 1;
    p[pa[1]] = ep ? 1 : 0;
    p[qa[0]] = eq ? 2 : 3;
    p[qa[1]] = eq ? 3 : 2;
    g.cell[c] = static_cast<uint8_t>(T.index_of(p));
  }
  return g;
}

}  // namespace cw::hoffman
