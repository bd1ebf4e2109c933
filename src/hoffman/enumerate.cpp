#include "hoffman/enumerate.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/error.hpp"
#include "hoffman/search.hpp"
#include "hoffman/symmetry.hpp"

namespace cw::hoffman {

const char* dual_kind_name(DualKind k) {
  switch (k) {
    case DualKind::SelfDual: return "self-dual";
    case DualKind::DualValid: return "dual valid";
    case DualKind::DualPseudo: return "dual pseudo";
    case DualKind::DualInvalid: return "dual invalid";
  }
  return "?";
}

Classified classify(std::vector<Grid> grids) {
  Classified out;
  std::sort(grids.begin(), grids.end());
  grids.erase(std::unique(grids.begin(), grids.end()), grids.end());
  out.raw = grids.size();
  if (grids.empty()) return out;
  const auto& G = symmetry_group(grids[0].n);
  std::vector<char> done(grids.size(), 0);
  std::vector<int> seen_idx;
  for (size_t i = 0; i < grids.size(); ++i) {
    if (done[i]) continue;
    // Walk the orbit once: each image is located in the sorted set and marked, so the cost is
    // one orbit per class rather than one canonical form per grid.
    SymmetryClass cls;
    cls.canonical = grids[i];
    seen_idx.clear();
    std::vector<int> rot_idx;
    for (int s = 0; s < G.size(); ++s) {
      Grid img = G.apply(s, grids[i]);
      auto it = std::lower_bound(grids.begin(), grids.end(), img);
      if (it == grids.end() || *it != img)
        throw RunError("internal check failed: the set of grids is not closed under symmetry");
      const int j = static_cast<int>(it - grids.begin());
      seen_idx.push_back(j);
      if (G.is_rotation(s)) rot_idx.push_back(j);
      if (img < cls.canonical) cls.canonical = img;
    }
    std::sort(seen_idx.begin(), seen_idx.end());
    seen_idx.erase(std::unique(seen_idx.begin(), seen_idx.end()), seen_idx.end());
    std::sort(rot_idx.begin(), rot_idx.end());
    rot_idx.erase(std::unique(rot_idx.begin(), rot_idx.end()), rot_idx.end());
    for (int j : seen_idx) done[j] = 1;
    cls.orbit = static_cast<int>(seen_idx.size());
    cls.rotation_classes = cls.orbit / static_cast<int>(rot_idx.size());
    out.rotation_classes += cls.rotation_classes;
    out.classes.push_back(cls);
  }
  std::sort(out.classes.begin(), out.classes.end(),
            [](const SymmetryClass& a, const SymmetryClass& b) { return a.canonical < b.canonical; });
  return out;
}

namespace {
// Grids of n <= 3 packed into 128 bits, 3 bits per cell, cell 0 most significant: key order is
// the lexicographic grid order, so the least key of an orbit is the canonical form.
__extension__ typedef unsigned __int128 Key;  // GCC's 128-bit integer, not ISO C++

struct KeyTables {
  int n, N, G;
  std::vector<std::array<uint8_t, kMaxSearchCells>> shift;  // per symmetry: bit position of each cell's image
  std::vector<std::array<uint8_t, kMaxSearchOrientations>> om;
  std::vector<char> rotation, fixes_corner;
  std::array<uint8_t, kMaxSearchOrientations> dual_code{};
};

const KeyTables& key_tables(int n) {
  static const auto make = [](int n) {
    KeyTables t;
    t.n = n;
    t.N = cell_count(n);
    const auto& G = symmetry_group(n);
    t.G = G.size();
    t.shift.reserve(t.G);
    t.om.reserve(t.G);
    for (int s = 0; s < G.size(); ++s) {
      std::array<uint8_t, kMaxSearchCells> sh{};
      for (int c = 0; c < t.N; ++c) sh[c] = static_cast<uint8_t>(3 * (t.N - 1 - G.cell_image(s, c)));
      t.shift.push_back(sh);
      std::array<uint8_t, kMaxSearchOrientations> om{};
      for (int o = 0; o < orientations(n).count; ++o) om[o] = static_cast<uint8_t>(G.orientation_image(s, o));
      t.om.push_back(om);
      t.rotation.push_back(G.is_rotation(s));
      t.fixes_corner.push_back(G.cell_image(s, 0) == 0);
    }
    Grid g;
    g.n = n;
    for (int o = 0; o < orientations(n).count; ++o) {
      g.cell[0] = static_cast<uint8_t>(o);
      t.dual_code[o] = dual(g).cell[0];
    }
    return t;
  };
  if (n == 2) {
    static const KeyTables t2 = make(2);
    return t2;
  }
  static const KeyTables t3 = make(3);
  return t3;
}

Key to_key(const Grid& g) {
  Key k = 0;
  for (int c = 0; c < g.cells(); ++c) k = k << 3 | g.cell[c];
  return k;
}
Grid from_key(Key k, int n) {
  Grid g;
  g.n = n;
  for (int c = g.cells() - 1; c >= 0; --c, k >>= 3) g.cell[c] = static_cast<uint8_t>(k & 7);
  return g;
}
int code_at(Key k, int N, int c) { return static_cast<int>(k >> (3 * (N - 1 - c)) & 7); }
Key image(const KeyTables& t, int s, Key k) {
  Key out = 0;
  for (int c = t.N - 1; c >= 0; --c, k >>= 3) out |= Key{t.om[s][k & 7]} << t.shift[s][c];
  return out;
}

// Classes of the set whose members with identity at cell 0 are `corner` (sorted). Every grid has
// exactly one image with identity at cell 0 under the n! axis permutations (they act freely on
// cell 0's orientation), so the whole set has n! * corner.size() grids.
Classified classify_corner(const std::vector<Key>& corner, int n) {
  const auto& t = key_tables(n);
  Classified out;
  out.raw = corner.size() * static_cast<uint64_t>(orientations(n).count);
  // The classes are gathered as keys and made Grids (3 KB each) once, in order: a key's order is
  // its grid's (each cell a 3-bit code, cell 0 the most significant).
  struct Found {
    Key canonical;
    int orbit, rotation_classes;
  };
  std::vector<Found> found;
  std::vector<char> done(corner.size(), 0);
  std::vector<Key> all, rot;
  for (size_t i = 0; i < corner.size(); ++i) {
    if (done[i]) continue;
    all.clear();
    rot.clear();
    for (int s = 0; s < t.G; ++s) {
      const Key img = image(t, s, corner[i]);
      all.push_back(img);
      if (t.rotation[s]) rot.push_back(img);
      if (code_at(img, t.N, 0) == 0) {
        auto it = std::lower_bound(corner.begin(), corner.end(), img);
        if (it == corner.end() || *it != img)
          throw RunError("internal check failed: the set of grids is not closed under symmetry");
        done[it - corner.begin()] = 1;
      }
    }
    std::sort(all.begin(), all.end());
    std::sort(rot.begin(), rot.end());
    const int orbit = static_cast<int>(std::unique(all.begin(), all.end()) - all.begin());
    found.push_back({all[0], orbit, orbit / static_cast<int>(std::unique(rot.begin(), rot.end()) - rot.begin())});
    out.rotation_classes += found.back().rotation_classes;
  }
  std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.canonical < b.canonical; });
  out.classes.resize(found.size());
  for (size_t i = 0; i < found.size(); ++i) {
    out.classes[i].canonical = from_key(found[i].canonical, n);
    out.classes[i].orbit = found[i].orbit;
    out.classes[i].rotation_classes = found[i].rotation_classes;
  }
  return out;
}

Key canonical_key(const KeyTables& t, Key k) {
  Key best = k;
  for (int s = 0; s < t.G; ++s) best = std::min(best, image(t, s, k));
  return best;
}
}  // namespace

Enumeration enumerate_packings(const Lengths& L) {
  validate_lengths(L, true);
  if (L.n > kMaxEnumerationDim)
    throw InputError(fmt::format("exhaustive enumeration is for dimensions 2 and 3, not {} (search finds, "
                                 "estimates or counts packings in 4D)", L.n));
  Enumeration e;
  e.lengths = L;
  const auto& t = key_tables(L.n);
  // One Local search with identity at cell 0 yields real packings and pseudo-solutions up to the
  // axis permutations; the leaf test of the remaining (corner) pairs separates the two kinds.
  Engine engine(L, Pruning::Local);
  std::vector<Key> real, pseudo;
  e.nodes = engine.run(
      [&](const Grid& g) {
        (engine.far_pairs_disjoint() ? real : pseudo).push_back(to_key(g));
        return true;
      },
      0);
  std::sort(real.begin(), real.end());
  std::sort(pseudo.begin(), pseudo.end());
  e.real = classify_corner(real, L.n);
  e.pseudo = classify_corner(pseudo, L.n);
  for (auto& c : e.real.classes)
    if (!is_valid_packing(c.canonical, L))
      throw RunError("internal check failed: a reported packing fails the geometric checker");
  for (auto& c : e.pseudo.classes) {
    const CheckResult r = check_grid(c.canonical, L);
    if (!r.pseudo())
      throw RunError("internal check failed: a pseudo-solution is not what the checker says");
    c.overlap = r.overlap;
  }
  // Duality: the dual's canonical form is looked up among the classes of each kind.
  auto find_class = [](const Classified& k, const Grid& canon) -> int {
    auto it = std::lower_bound(k.classes.begin(), k.classes.end(), canon,
                               [](const SymmetryClass& c, const Grid& g) { return c.canonical < g; });
    return (it != k.classes.end() && it->canonical == canon) ? static_cast<int>(it - k.classes.begin()) : -1;
  };
  auto dual_canonical = [&](const Grid& g) {
    Key d = 0;
    for (int c = 0; c < g.cells(); ++c) d = d << 3 | t.dual_code[g.cell[c]];
    return from_key(canonical_key(t, d), L.n);
  };
  auto& D = e.duality;
  for (size_t i = 0; i < e.real.classes.size(); ++i) {
    const Grid dc = dual_canonical(e.real.classes[i].canonical);
    DualKind kind = DualKind::DualInvalid;
    const int partner = find_class(e.real, dc);
    const int pseudo_partner = partner >= 0 ? -1 : find_class(e.pseudo, dc);
    if (partner >= 0) kind = partner == static_cast<int>(i) ? DualKind::SelfDual : DualKind::DualValid;
    else if (pseudo_partner >= 0) kind = DualKind::DualPseudo;
    D.kind.push_back(kind);
    D.partner.push_back(partner);
    D.pseudo_partner.push_back(pseudo_partner);
    switch (kind) {
      case DualKind::SelfDual: ++D.self_dual; break;
      case DualKind::DualValid: ++D.dual_valid; break;
      case DualKind::DualPseudo: ++D.dual_pseudo; break;
      case DualKind::DualInvalid: ++D.dual_invalid; break;
    }
  }
  D.classes_up_to_duality = D.self_dual + D.dual_valid / 2 + D.dual_pseudo + D.dual_invalid;
  for (const auto& c : e.pseudo.classes) {
    const Grid dc = dual_canonical(c.canonical);
    D.pseudo_dual_real.push_back(find_class(e.real, dc));
    D.pseudo_dual_pseudo.push_back(find_class(e.pseudo, dc));
  }
  return e;
}

}  // namespace cw::hoffman
