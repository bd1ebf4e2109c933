#include "hoffman/symmetry.hpp"

#include <algorithm>
#include <set>

namespace cw::hoffman {

bool Symmetry::is_rotation() const {
  // Sign of the permutation (count inversions) times the number of reflections.
  int parity = 0;
  for (int i = 0; i < n; ++i) {
    for (int j = i + 1; j < n; ++j) parity += perm[i] > perm[j];
    parity += flip[i];
  }
  return parity % 2 == 0;
}

Symmetry Symmetry::compose(const Symmetry& first) const {
  // x -> first -> y (axis d goes to first.perm[d]) -> this (axis e goes to perm[e]).
  Symmetry r;
  r.n = n;
  for (int d = 0; d < n; ++d) {
    const int e = first.perm[d];
    r.perm[d] = perm[e];
    r.flip[d] = first.flip[d] != flip[e];
  }
  return r;
}

SymmetryGroup::SymmetryGroup(int n) : n_(n) {
  // Generators: swap axes 0,1; cycle all axes; reflect axis 0. Closure by breadth-first search
  // gives the whole hyperoctahedral group; its size (2^n n!) is checked in the tests.
  Symmetry id, swap, cycle, mirror;
  id.n = swap.n = cycle.n = mirror.n = n;
  for (int d = 0; d < n; ++d) {
    id.perm[d] = swap.perm[d] = mirror.perm[d] = static_cast<uint8_t>(d);
    cycle.perm[d] = static_cast<uint8_t>((d + 1) % n);
  }
  std::swap(swap.perm[0], swap.perm[1]);
  mirror.flip[0] = true;
  const Symmetry gens[3] = {swap, cycle, mirror};
  std::set<Symmetry> seen{id};
  std::vector<Symmetry> queue{id};
  for (size_t i = 0; i < queue.size(); ++i)
    for (const auto& g : gens) {
      Symmetry s = g.compose(queue[i]);
      if (seen.insert(s).second) queue.push_back(s);
    }
  syms_.assign(seen.begin(), seen.end());  // sorted: the identity comes first
  const auto& T = orientations(n);
  const int N = cell_count(n);
  for (const auto& s : syms_) {
    rotation_.push_back(s.is_rotation());
    std::array<uint8_t, kMaxCells> cm{};
    for (int c = 0; c < N; ++c) {
      auto x = cell_coords(n, c);
      std::array<int, kMaxDim> y{};
      for (int d = 0; d < n; ++d) y[s.perm[d]] = s.flip[d] ? n - 1 - x[d] : x[d];
      cm[c] = static_cast<uint8_t>(cell_index(n, y));
    }
    cell_map_.push_back(cm);
    std::array<uint8_t, kMaxOrientations> om{};
    for (int o = 0; o < T.count; ++o) {
      // The length along axis d now lies along perm[d]; reflections do not change lengths.
      std::array<uint8_t, kMaxDim> q{};
      for (int d = 0; d < n; ++d) q[s.perm[d]] = T.perm[o][d];
      om[o] = static_cast<uint8_t>(T.index_of(q));
    }
    orient_map_.push_back(om);
  }
}

Grid SymmetryGroup::apply(int s, const Grid& g) const {
  Grid out;
  out.n = n_;
  const int N = cell_count(n_);
  const auto& cm = cell_map_[s];
  const auto& om = orient_map_[s];
  for (int c = 0; c < N; ++c) out.cell[cm[c]] = om[g.cell[c]];
  return out;
}

const SymmetryGroup& symmetry_group(int n) {
  validate_dimension(n);
  static const SymmetryGroup g2(2), g3(3), g4(4);
  return n == 2 ? g2 : n == 3 ? g3 : g4;
}

Grid canonical_form(const Grid& g, bool rotations_only) {
  const auto& G = symmetry_group(g.n);
  Grid best = g;
  for (int s = 0; s < G.size(); ++s) {
    if (rotations_only && !G.is_rotation(s)) continue;
    Grid img = G.apply(s, g);
    if (img < best) best = img;
  }
  return best;
}

int orbit_size(const Grid& g, bool rotations_only) {
  const auto& G = symmetry_group(g.n);
  std::vector<Grid> imgs;
  for (int s = 0; s < G.size(); ++s)
    if (!rotations_only || G.is_rotation(s)) imgs.push_back(G.apply(s, g));
  std::sort(imgs.begin(), imgs.end());
  return static_cast<int>(std::unique(imgs.begin(), imgs.end()) - imgs.begin());
}

}  // namespace cw::hoffman
