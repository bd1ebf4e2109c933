#include "hoffman/symmetry.hpp"

#include <algorithm>
#include <set>
#include <string>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "hoffman/construct.hpp"

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
    std::array<uint8_t, kMaxSearchCells> cm{};
    for (int c = 0; c < N; ++c) {
      auto x = cell_coords(n, c);
      std::array<int, kMaxDim> y{};
      for (int d = 0; d < n; ++d) y[s.perm[d]] = s.flip[d] ? n - 1 - x[d] : x[d];
      cm[c] = static_cast<uint8_t>(cell_index(n, y));
    }
    cell_map_.push_back(cm);
    std::array<uint8_t, kMaxSearchOrientations> om{};
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
  // Each built when first asked for: 4D's 384 symmetries of 256 cells would be most of a 3D
  // enumeration's work.
  switch (n) {
    case 2: { static const SymmetryGroup g(2); return g; }
    case 3: { static const SymmetryGroup g(3); return g; }
    default: { static const SymmetryGroup g(4); return g; }
  }
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

std::vector<Grid> orbit_images(const Grid& g, bool rotations_only) {
  const auto& G = symmetry_group(g.n);
  std::vector<Grid> imgs;
  for (int s = 0; s < G.size(); ++s)
    if (!rotations_only || G.is_rotation(s)) imgs.push_back(G.apply(s, g));
  std::sort(imgs.begin(), imgs.end());
  imgs.erase(std::unique(imgs.begin(), imgs.end()), imgs.end());
  return imgs;
}

int orbit_size(const Grid& g, bool rotations_only) { return static_cast<int>(orbit_images(g, rotations_only).size()); }

Symmetry central_symmetry(int n) {
  Symmetry y;
  y.n = n;
  for (int d = 0; d < n; ++d) {
    y.perm[d] = static_cast<uint8_t>(d);
    y.flip[d] = true;
  }
  return y;
}

Symmetry parse_symmetry(const std::string& text, int n) {
  // "PERM:FLIPS", e.g. "2301:0011": axis d goes to PERM[d], reflected when FLIPS[d] is 1.
  Symmetry y;
  y.n = n;
  const auto colon = text.find(':');
  bool ok = colon == static_cast<size_t>(n) && text.size() == static_cast<size_t>(2 * n + 1);
  unsigned seen = 0;
  for (int d = 0; ok && d < n; ++d) {
    const int p = text[d] - '0', f = text[colon + 1 + d] - '0';
    ok = p >= 0 && p < n && !(seen >> p & 1) && (f == 0 || f == 1);
    if (!ok) break;
    seen |= 1u << p;
    y.perm[d] = static_cast<uint8_t>(p);
    y.flip[d] = f == 1;
  }
  if (!ok)
    throw InputError("'" + printable(text) + "' is not a symmetry PERM:FLIPS of dimension " +
                     std::to_string(n) + " (e.g. " + std::string("0123").substr(0, n) + ":" +
                     std::string(n, '1') + " = central reflection)");
  return y;
}

std::string symmetry_text(const Symmetry& y) {
  std::string t;
  for (int d = 0; d < y.n; ++d) t += static_cast<char>('0' + y.perm[d]);
  t += ':';
  for (int d = 0; d < y.n; ++d) t += y.flip[d] ? '1' : '0';
  return t;
}

std::vector<ConjugacyClass> conjugacy_classes(int n) {
  const SymmetryGroup& G = symmetry_group(n);
  const int size = G.size();
  Symmetry id;
  id.n = n;
  for (int d = 0; d < n; ++d) id.perm[d] = static_cast<uint8_t>(d);
  std::vector<int> inverse(size);
  for (int g = 0; g < size; ++g)
    for (int h = 0; h < size; ++h)
      if (G[h].compose(G[g]) == id) inverse[g] = h;
  std::vector<bool> seen(size);
  std::vector<ConjugacyClass> classes;
  std::set<Symmetry> members;
  for (int g = 0; g < size; ++g) {
    if (seen[g]) continue;
    members.clear();
    for (int h = 0; h < size; ++h) members.insert(G[h].compose(G[g]).compose(G[inverse[h]]));
    for (int m = 0; m < size; ++m) seen[m] = seen[m] || members.count(G[m]);
    ConjugacyClass c;
    c.representative = *members.begin();
    c.size = static_cast<int>(members.size());
    c.rotation = G[g].is_rotation();
    Symmetry power = G[g];
    for (c.order = 1; !(power == id); ++c.order) power = power.compose(G[g]);
    classes.push_back(c);
  }
  std::sort(classes.begin(), classes.end(), [](const ConjugacyClass& a, const ConjugacyClass& b) {
    return a.representative < b.representative;
  });
  return classes;
}

std::optional<Grid> image_invariant_under(const Grid& g, const Symmetry& y) {
  const SymmetryGroup& G = symmetry_group(g.n);
  int index = -1;
  for (int s = 0; s < G.size(); ++s)
    if (G[s] == y) index = s;
  for (int s = 0; s < G.size() && index >= 0; ++s) {
    const Grid image = G.apply(s, g);
    if (G.apply(index, image) == image) return image;
  }
  return std::nullopt;
}

namespace {
struct KnownPacking {
  std::string name;
  Grid grid;
};

// Packings known without search, each verified here by the exact checker.
std::vector<KnownPacking> constructed_packings(const Lengths& L) {
  std::vector<KnownPacking> known;
  if (L.n == 4) known.push_back({"the nested construction", nested_construction_4d()});
  if (L.n == 2) known.push_back({"the pinwheel", pinwheel()});
  std::erase_if(known, [&](const KnownPacking& k) { return !is_valid_packing(k.grid, L); });
  return known;
}

// The first known packing with a symmetry in the class, as an image invariant under its representative.
bool answer_by_witness(const std::vector<KnownPacking>& known, const Lengths& L, SymmetryType& t) {
  for (const auto& k : known) {
    const auto image = image_invariant_under(k.grid, t.symmetry.representative);
    if (!image || !is_valid_packing(*image, L)) continue;
    t.result.grid = image;
    t.witness = k.name;
    return true;
  }
  return false;
}
// A class the solver leaves open: grids invariant under its representative y and also under one
// h commuting with y (so that y and h generate a group of order 4 or so) form a smaller space,
// often settled in a fraction of a second; a packing there is invariant under y. Each h in turn,
// while poll allows.
void search_smaller_spaces(const Lengths& L, SymmetryType& t, const std::function<bool(uint64_t)>& poll) {
  const SymmetryGroup& G = symmetry_group(L.n);
  const Symmetry& y = t.symmetry.representative;
  bool going = true;
  const std::function<bool(uint64_t)> keep = [&](uint64_t conflicts) { return going = poll(conflicts); };
  for (int s = 1; s < G.size() && going; ++s) {  // s = 0 is the identity
    const Symmetry& h = G[s];
    if (h == y || !(h.compose(y) == y.compose(h))) continue;
    const CdclResult r = find_packing_cdcl(L, {y, h}, keep);
    t.result.conflicts += r.conflicts;
    if (!r.grid) continue;
    const Grid g = *r.grid;
    int index = 0;  // checked here too, not only by the clauses: y fixes the grid
    while (!(G[index] == y)) ++index;
    if (!(G.apply(index, g) == g)) throw RunError("internal: the packing found is not invariant under " + symmetry_text(y));
    t.result.grid = g;
    t.witness = "a packing found among the grids also invariant under " + symmetry_text(h);
    return;
  }
}
}  // namespace

std::vector<SymmetryType> symmetry_types(const Lengths& lengths,
                                         const std::function<bool(int, uint64_t)>& keep_going) {
  std::vector<SymmetryType> types;
  const auto classes = conjugacy_classes(lengths.n);
  const std::vector<KnownPacking> constructed = constructed_packings(lengths);
  std::vector<KnownPacking> found;  // by the solver: they answer the classes it left open
  for (int i = 0; i < static_cast<int>(classes.size()); ++i) {
    SymmetryType t;
    t.symmetry = classes[i];
    Stopwatch clock;
    if (!answer_by_witness(constructed, lengths, t)) {
      const std::function<bool(uint64_t)> poll = [&](uint64_t conflicts) {
        return !keep_going || keep_going(i, conflicts);
      };
      std::vector<Symmetry> invariant;
      if (classes[i].order > 1) invariant.push_back(classes[i].representative);
      t.result = find_packing_cdcl(lengths, invariant, poll);
      if (t.result.grid) found.push_back({"the packing found for " + symmetry_text(classes[i].representative), *t.result.grid});
    }
    t.seconds = clock.seconds();
    types.push_back(t);
  }
  for (int i = 0; i < static_cast<int>(types.size()); ++i) {
    SymmetryType& t = types[i];
    if (t.result.grid || t.result.exhausted || answer_by_witness(found, lengths, t)) continue;
    Stopwatch clock;
    search_smaller_spaces(lengths, t, [&](uint64_t conflicts) { return !keep_going || keep_going(i, conflicts); });
    t.seconds += clock.seconds();
  }
  return types;
}

uint64_t invariant_members_of_orbit(const Grid& g, const Symmetry& y) {
  const SymmetryGroup& G = symmetry_group(g.n);
  int ys = -1;
  for (int s = 0; s < G.size() && ys < 0; ++s)
    if (G[s] == y) ys = s;
  if (ys < 0) throw RunError("internal: the symmetry is not in the group");
  uint64_t n = 0;
  for (const Grid& image : orbit_images(g)) n += G.apply(ys, image) == image;
  return n;
}

InvariantCount count_invariant_packings(const Lengths& lengths, const Symmetry& y,
                                        const std::function<bool(uint64_t)>& keep_going) {
  bool identity = true;
  for (int d = 0; d < lengths.n; ++d) identity = identity && y.perm[d] == d && !y.flip[d];
  InvariantCount out;
  const CdclResult r = find_packings_cdcl(
      lengths, identity ? std::vector<Symmetry>{} : std::vector<Symmetry>{y}, CdclOptions{},
      [&](const Grid& packing, uint64_t) {
        ++out.orbits;
        out.raw += invariant_members_of_orbit(packing, y);
        return true;
      },
      keep_going);
  out.exact = r.exhausted;
  out.conflicts = r.conflicts;
  return out;
}

}  // namespace cw::hoffman
