#include "macmahon/target.hpp"

#include <algorithm>
#include <numeric>

#include <fmt/format.h>

#include "core/error.hpp"

namespace cw::macmahon {
namespace {

// Inner contacts: cells i and i^axisbit touch; the one on the negative side shows its
// positive face (R, B or U) to the other's negative face (L, F or D).
struct Contact {
  int neg_cell, pos_cell;
  Face neg_face, pos_face;
};
std::vector<Contact> inner_contacts() {
  std::vector<Contact> out;
  const Face pos[3] = {R, B, U}, neg[3] = {L, F, D};
  for (int axis = 0; axis < 3; ++axis)
    for (int cell = 0; cell < kCorners; ++cell)
      if (!(cell >> axis & 1)) out.push_back({cell, cell | 1 << axis, pos[axis], neg[axis]});
  return out;
}

// Rotations giving pairwise different colourings of c (its distinct orientations).
std::vector<int> distinct_rotations(const Colouring& c) {
  std::vector<int> out;
  std::vector<Colouring> seen;
  for (int r = 0; r < kRotations; ++r) {
    const Colouring x = rotate(c, rotations()[r]);
    if (std::find(seen.begin(), seen.end(), x) == seen.end()) {
      seen.push_back(x);
      out.push_back(r);
    }
  }
  return out;
}

}  // namespace

TargetSolution solve_target(const Colouring& target, const std::vector<Colouring>& cubes, bool interior,
                            size_t max_listed) {
  const int n = static_cast<int>(cubes.size());
  // fits[cell]: (cube, rotation, rotated colouring) with the target's colours on the outer faces.
  struct Fit {
    int cube, rotation;
    Colouring look;
  };
  std::array<std::vector<Fit>, kCorners> fits;
  for (int k = 0; k < n; ++k)
    for (int r : distinct_rotations(cubes[k])) {
      const Colouring look = rotate(cubes[k], rotations()[r]);
      for (int cell = 0; cell < kCorners; ++cell) {
        bool ok = true;
        for (Face f : corner_faces(cell)) ok = ok && look[f] == target[f];
        if (ok) fits[cell].push_back({k, r, look});
      }
    }
  const auto contacts = inner_contacts();
  TargetSolution out;
  Arrangement cur{};
  std::array<const Colouring*, kCorners> looks{};
  uint32_t used = 0;
  auto dfs = [&](auto&& self, int cell) -> void {
    if (cell == kCorners) {
      ++out.solution_number;
      if (out.arrangements.size() < max_listed) out.arrangements.push_back(cur);
      return;
    }
    for (const Fit& fit : fits[cell]) {
      if (used >> fit.cube & 1) continue;
      if (interior) {
        bool ok = true;
        for (const Contact& c : contacts) {
          // Cells are filled in increasing order; check a contact once both sides are placed.
          if (std::max(c.neg_cell, c.pos_cell) != cell) continue;
          const Colouring& neg = c.neg_cell == cell ? fit.look : *looks[c.neg_cell];
          const Colouring& pos = c.pos_cell == cell ? fit.look : *looks[c.pos_cell];
          ok = ok && neg[c.neg_face] == pos[c.pos_face];
        }
        if (!ok) continue;
      }
      used |= 1u << fit.cube;
      cur[cell] = {fit.cube, fit.rotation};
      looks[cell] = &fit.look;
      self(self, cell + 1);
      used &= ~(1u << fit.cube);
    }
  };
  if (n == kCorners) dfs(dfs, 0);
  return out;
}

bool is_valid_arrangement(const Colouring& target, const std::vector<Colouring>& cubes, const Arrangement& a,
                          bool interior, std::string* why) {
  auto fail = [&](std::string m) {
    if (why) *why = std::move(m);
    return false;
  };
  if (cubes.size() != kCorners) return fail("a block needs exactly 8 cubes");
  std::array<bool, kCorners> used{};
  // The block as a 4x4x4 lattice of unit-face colours: block[axis][side][u][v], read off the
  // cubes' rotated colourings by walking every cell's six faces.
  std::array<Colouring, kCorners> look{};
  for (int cell = 0; cell < kCorners; ++cell) {
    const Placement p = a[cell];
    if (p.cube < 0 || p.cube >= kCorners || used[p.cube]) return fail("the cubes are not used once each");
    if (p.rotation < 0 || p.rotation >= kRotations) return fail("bad rotation index");
    used[p.cube] = true;
    look[cell] = rotate(cubes[p.cube], rotations()[p.rotation]);
  }
  // Outside: each of the block's 6 faces is made of the 4 cube faces on that side.
  const int axis_of[kFaces] = {2, 2, 1, 1, 0, 0};
  const bool positive[kFaces] = {true, false, false, true, false, true};
  for (int f = 0; f < kFaces; ++f)
    for (int cell = 0; cell < kCorners; ++cell)
      if (((cell >> axis_of[f]) & 1) == (positive[f] ? 1 : 0) && look[cell][f] != target[f])
        return fail(fmt::format("cell {} shows colour {} on the block's face {} instead of {}", cell,
                                look[cell][f], "UDFBLR"[f], target[f]));
  if (interior)
    for (int f = 0; f < kFaces; ++f) {
      if (!positive[f]) continue;
      const int opposite_face = f ^ 1;  // U<->D, F<->B, L<->R
      for (int cell = 0; cell < kCorners; ++cell)
        if (!((cell >> axis_of[f]) & 1)) {
          const int other = cell | 1 << axis_of[f];
          if (look[cell][f] != look[other][opposite_face])
            return fail(fmt::format("inner faces of cells {} and {} differ", cell, other));
        }
    }
  return true;
}

void validate_collection(const Colouring& target, const std::vector<Colouring>& cubes,
                         const std::vector<std::string>& labels) {
  if (cubes.size() != kCorners)
    throw InputError(fmt::format("a collection has exactly 8 cubes, not {}", cubes.size()));
  const int n = [&] {
    int used = 0;
    for (uint8_t v : target) used |= 1 << v;
    return __builtin_popcount(used);
  }();
  for (size_t i = 0; i < cubes.size(); ++i) {
    int used = 0;
    for (uint8_t v : cubes[i]) used |= 1 << v;
    if (__builtin_popcount(used) != n)
      throw InputError(fmt::format("cube {} has {} colours but the target has {}: cubes from another family",
                                   labels[i], __builtin_popcount(used), n));
    for (size_t j = 0; j < i; ++j)
      if (canonical(cubes[i]) == canonical(cubes[j]))
        throw InputError(fmt::format("cubes {} and {} are the same cube: a collection holds 8 different cubes",
                                     labels[j], labels[i]));
  }
}

uint64_t solution_number_brute_force(const Colouring& target, const std::vector<Colouring>& cubes, bool interior) {
  std::array<int, kCorners> perm{};
  std::iota(perm.begin(), perm.end(), 0);
  uint64_t count = 0;
  std::vector<std::vector<int>> orient(cubes.size());
  for (size_t k = 0; k < cubes.size(); ++k) orient[k] = distinct_rotations(cubes[k]);
  do {
    // For this bijection, every combination of orientations that passes the checker.
    Arrangement a{};
    auto rec = [&](auto&& self, int cell) -> void {
      if (cell == kCorners) {
        count += is_valid_arrangement(target, cubes, a, interior);
        return;
      }
      for (int r : orient[perm[cell]]) {
        a[cell] = {perm[cell], r};
        // Prune only on this cell's outer faces, the rest is the checker's job.
        const Colouring look = rotate(cubes[perm[cell]], rotations()[r]);
        bool ok = true;
        for (Face f : corner_faces(cell)) ok = ok && look[f] == target[f];
        if (ok) self(self, cell + 1);
      }
    };
    rec(rec, 0);
  } while (std::next_permutation(perm.begin(), perm.end()));
  return count;
}

}  // namespace cw::macmahon
