#include "hoffman/construct.hpp"

#include <algorithm>
#include <array>

#include "hoffman/symmetry.hpp"

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

namespace {
// Index of the 2x2x2x2 super-box holding a 4D cell.
int super_box(const std::array<int, kMaxDim>& x) { return x[0] / 2 + 2 * (x[1] / 2) + 4 * (x[2] / 2) + 8 * (x[3] / 2); }
}  // namespace

Grid nested_construction_4d(uint32_t chirality, int pairing) {
  // Length indices of the P pair and the Q pair.
  static constexpr int kPairs[3][4] = {{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}};
  const int* pq = kPairs[pairing];
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
    const int super = super_box(x);
    const bool ep = ((v[pa[0]] + v[pa[1]]) % 2 == 0) != ((chirality >> (2 * super) & 1) != 0);
    const bool eq = ((v[qa[0]] + v[qa[1]]) % 2 == 0) != ((chirality >> (2 * super + 1) & 1) != 0);
    p[pa[0]] = static_cast<uint8_t>(ep ? pq[0] : pq[1]);
    p[pa[1]] = static_cast<uint8_t>(ep ? pq[1] : pq[0]);
    p[qa[0]] = static_cast<uint8_t>(eq ? pq[2] : pq[3]);
    p[qa[1]] = static_cast<uint8_t>(eq ? pq[3] : pq[2]);
    g.cell[c] = static_cast<uint8_t>(T.index_of(p));
  }
  return g;
}

namespace {
// replicated_variants()[p][b]: pairing p with the same two chirality bits b in every super-box.
const std::array<std::array<Grid, 4>, 3>& replicated_variants() {
  static const auto r = [] {
    std::array<std::array<Grid, 4>, 3> r;
    for (int p = 0; p < 3; ++p)
      for (uint32_t b = 0; b < 4; ++b) r[p][b] = nested_construction_4d(b * 0x55555555u, p);
    return r;
  }();
  return r;
}

// Cells in which the grid differs from the nearest variant of one pairing: the super-boxes are
// independent, so each takes the best of its four bit choices.
int distance_to_pairing(const Grid& g, int pairing) {
  std::array<std::array<int, 4>, 16> mismatches{};
  for (int c = 0; c < cell_count(4); ++c) {
    const int s = super_box(cell_coords(4, c));
    for (int b = 0; b < 4; ++b) mismatches[s][b] += g.cell[c] != replicated_variants()[pairing][b].cell[c];
  }
  int total = 0;
  for (const auto& m : mismatches) total += *std::min_element(m.begin(), m.end());
  return total;
}
}  // namespace

int construction_distance(const Grid& g) {
  const auto& G = symmetry_group(4);
  int best = cell_count(4);
  for (int s = 0; s < G.size(); ++s) {
    const Grid image = G.apply(s, g);
    for (int p = 0; p < 3; ++p) best = std::min(best, distance_to_pairing(image, p));
  }
  return best;
}

std::optional<std::pair<int, uint32_t>> construction_variant(const Grid& g) {
  if (g.n != 4) return std::nullopt;
  // Super-boxes are independent: match each one against the four choices of its two bits.
  const auto& replicated = replicated_variants();
  for (int pairing = 0; pairing < 3; ++pairing) {
    uint32_t chirality = 0;
    bool all = true;
    for (int s = 0; s < 16 && all; ++s) {
      bool matched = false;
      for (uint32_t b = 0; b < 4 && !matched; ++b) {
        matched = true;
        for (int c = 0; c < cell_count(4) && matched; ++c) {
          if (super_box(cell_coords(4, c)) == s) matched = g.cell[c] == replicated[pairing][b].cell[c];
        }
        if (matched) chirality |= b << (2 * s);
      }
      all = matched;
    }
    if (all) return std::make_pair(pairing, chirality);
  }
  return std::nullopt;
}

bool in_construction_family(const Grid& g) {
  const auto& G = symmetry_group(4);
  for (int s = 0; s < G.size(); ++s)
    if (construction_variant(G.apply(s, g))) return true;
  return false;
}

}  // namespace cw::hoffman
