#include "macmahon/multiset.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>
#include <map>
#include <set>
#include <string_view>
#include <unordered_set>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"
#include "macmahon/symmetry.hpp"

namespace cw::macmahon {
namespace {

constexpr int kSubsets = 1 << kCorners;  // corner sets S, bit p = corner p
// kMeets[f][s]: 0xff where the corner set s meets f, else 0: the sets whose touched count a copy
// of a cube with fit f raises (a mask, so that the update has no branch).
constexpr auto kMeets = [] {
  std::array<std::array<uint8_t, kSubsets>, kSubsets> m{};
  for (int f = 0; f < kSubsets; ++f)
    for (int s = 1; s < kSubsets; ++s) m[f][s] = (s & f) ? 0xff : 0;
  return m;
}();
constexpr auto kSetSizeLess1 = [] {
  std::array<int16_t, kSubsets> a{};
  for (int s = 0; s < kSubsets; ++s) a[s] = static_cast<int16_t>(std::popcount(static_cast<unsigned>(s)) - 1);
  return a;
}();

bool adjacent_faces_differ(const Colouring& c) {
  for (int f = 0; f < kFaces; ++f)
    for (int g = f + 1; g < kFaces; ++g)
      if ((f ^ 1) != g && c[f] == c[g]) return false;  // f ^ 1 is f's opposite face (U D, F B, L R)
  return true;
}

std::vector<MultisetTarget> make_targets(TargetVariant v) {
  std::vector<Colouring> colourings(macmahon_cubes().begin(), macmahon_cubes().end());
  if (v == TargetVariant::kFaces) {
    std::set<Colouring> others;
    Colouring c{};
    for (int code = 0; code < 46656; ++code) {  // 6^6 colourings of the faces
      for (int f = 0, x = code; f < kFaces; ++f, x /= 6) c[f] = static_cast<uint8_t>(x % 6 + 1);
      if (adjacent_faces_differ(c) && family_of(c) < 6) others.insert(canonical(c));
    }
    colourings.insert(colourings.end(), others.begin(), others.end());
  }
  std::array<std::array<int, kCorners>, kMacMahonCubes> cube_corners{};
  for (int i = 0; i < kMacMahonCubes; ++i) cube_corners[i] = corner_numbers(macmahon_cubes()[i]);
  std::vector<MultisetTarget> out;
  for (size_t k = 0; k < colourings.size(); ++k) {
    MultisetTarget t;
    t.colouring = colourings[k];
    t.macmahon = k < kMacMahonCubes ? static_cast<int>(k) : -1;
    t.corner_numbers = corner_numbers(t.colouring);
    for (int i = 0; i < kMacMahonCubes; ++i)
      for (int p = 0; p < kCorners; ++p)
        if (std::find(cube_corners[i].begin(), cube_corners[i].end(), t.corner_numbers[p]) != cube_corners[i].end())
          t.fit[i] |= static_cast<uint8_t>(1u << p);
    out.push_back(t);
  }
  return out;
}

// Copies touching each corner set: touched[S] = sum of copies of cubes whose fit meets S.
std::array<int, kSubsets> touched_counts(const Multiset& m, const MultisetTarget& t) {
  std::array<int, kSubsets> n{};
  for (int i = 0; i < kMacMahonCubes; ++i)
    if (m.copies[i] && t.fit[i])
      for (int s = 1; s < kSubsets; ++s)
        if (s & t.fit[i]) n[s] += m.copies[i];
  return n;
}

}  // namespace

std::string_view variant_key(TargetVariant v) { return v == TargetVariant::kFaces ? "faces" : "targets"; }

int Multiset::size() const {
  int n = 0;
  for (uint8_t c : copies) n += c;
  return n;
}

std::string multiset_text(const Multiset& m) {
  std::string out;
  for (int i = 0; i < kMacMahonCubes; ++i)
    if (m.copies[i]) {
      if (!out.empty()) out += ',';
      out += cube_name(i);
      if (m.copies[i] > 1) out += fmt::format("*{}", m.copies[i]);
    }
  return out;
}

const std::vector<MultisetTarget>& multiset_targets(TargetVariant v) {
  static const std::vector<MultisetTarget> macmahon = make_targets(TargetVariant::kMacMahon);
  static const std::vector<MultisetTarget> faces = make_targets(TargetVariant::kFaces);
  return v == TargetVariant::kFaces ? faces : macmahon;
}

bool buildable(const Multiset& m, const MultisetTarget& t) {
  const auto n = touched_counts(m, t);
  for (int s = 1; s < kSubsets; ++s)
    if (n[s] < std::popcount(static_cast<unsigned>(s))) return false;
  return true;
}

std::vector<int> building_assignment(const Multiset& m, const MultisetTarget& t) {
  // Kuhn's augmenting paths: copies as (cube, copy number) on the left, corners on the right.
  std::vector<int> copy_cube;
  for (int i = 0; i < kMacMahonCubes; ++i)
    for (int k = 0; k < m.copies[i]; ++k) copy_cube.push_back(i);
  std::array<int, kCorners> holder;  // copy at each corner, -1 none
  holder.fill(-1);
  auto augment = [&](auto&& self, int copy, uint8_t& seen) -> bool {
    for (int p = 0; p < kCorners; ++p) {
      if (!(t.fit[copy_cube[copy]] >> p & 1) || (seen >> p & 1)) continue;
      seen |= static_cast<uint8_t>(1u << p);
      if (holder[p] < 0 || self(self, holder[p], seen)) {
        holder[p] = copy;
        return true;
      }
    }
    return false;
  };
  int placed = 0;
  for (int c = 0; c < static_cast<int>(copy_cube.size()) && placed < kCorners; ++c) {
    uint8_t seen = 0;
    placed += augment(augment, c, seen);
  }
  if (placed < kCorners) return {};
  std::vector<int> out(kCorners);
  for (int p = 0; p < kCorners; ++p) out[p] = copy_cube[holder[p]];
  return out;
}

std::vector<int> buildable_targets(const Multiset& m, TargetVariant v) {
  std::vector<int> out;
  const auto& targets = multiset_targets(v);
  for (int t = 0; t < static_cast<int>(targets.size()); ++t)
    if (buildable(m, targets[t])) out.push_back(t);
  return out;
}

Multiset parse_multiset(std::string_view list) {
  Multiset m;
  for (const CubeSpec& c : parse_cubes(list)) {
    if (c.index < 0)
      throw InputError(fmt::format("'{}' is not a MacMahon cube (it uses {} colours, not 6)", printable(c.text),
                                   family_of(c.colouring)));
    if (m.copies[c.index] == 64) throw InputError(fmt::format("more than 64 copies of {}", cube_name(c.index)));
    ++m.copies[c.index];
  }
  return m;
}

bool is_maximal_infeasible(const Multiset& m, TargetVariant v) {
  if (!buildable_targets(m, v).empty()) return false;
  for (int i = 0; i < kMacMahonCubes; ++i) {
    Multiset more = m;
    ++more.copies[i];
    if (buildable_targets(more, v).empty()) return false;
  }
  return true;
}

int orbit_size(const Multiset& m, int symmetries) {
  std::set<Multiset> images;
  for (int g = 0; g < symmetries; ++g) images.insert(apply_symmetry(m, g));
  return static_cast<int>(images.size());
}

Multiset apply_symmetry(const Multiset& m, int symmetry) {
  const CubeSymmetry& g = cube_symmetries()[symmetry];
  Multiset out;
  for (int i = 0; i < kMacMahonCubes; ++i) out.copies[g.image[i]] = m.copies[i];
  return out;
}

namespace {

// The search state: for every target, the copies touching each corner set and, derived from
// them, the deficient sets (fewer copies touching S than |S|; Hall: the target is not
// buildable iff one exists), their upward closure, and the largest deficiency.
class MaxInfeasibleSearch {
 public:
  MaxInfeasibleSearch(const std::vector<MultisetTarget>& targets, std::vector<int> order, std::vector<int> cap)
      : order_(std::move(order)), cap_(std::move(cap)) {
    const int nt = static_cast<int>(targets.size());
    touched_.assign(nt, {});
    closure_.assign(nt, {});
    slack_.assign(nt, 0);
    worst_set_.assign(nt, 0);
    for (int t = 0; t < nt; ++t)
      for (int i = 0; i < kMacMahonCubes; ++i)
        if (targets[t].fit[i]) fits_[i].push_back({t, targets[t].fit[i]});
    for (int t = 0; t < nt; ++t) target_fit_.push_back(targets[t].fit);
    for (int t = 0; t < nt; ++t) refresh(t);
  }

  void add(int cube, int k) {
    const auto step = static_cast<uint8_t>(k);  // -k wraps: n[s] stays 0..210 (30 cubes, 7 copies)
    for (const auto& [t, f] : fits_[cube]) {
      auto& n = touched_[t];
      const auto& meets = kMeets[f];
      for (int s = 0; s < kSubsets; ++s) n[s] = static_cast<uint8_t>(n[s] + (meets[s] & step));
      refresh(t);
    }
    copies_.copies[cube] = static_cast<uint8_t>(copies_.copies[cube] + k);
  }

  // Most copies of `cube` that keep every target unbuildable (at most its cap). Adding k
  // copies lowers the deficiency of exactly the sets meeting its fit F by k: a deficient set
  // avoiding F keeps the target unbuildable for any k; otherwise k may reach the deficiency.
  int room(int cube) const {
    int u = cap_[cube];
    for (const auto& [t, f] : fits_[cube]) {
      if (u == 0) break;
      const int avoid = (kSubsets - 1) & ~f;
      if (closure_[t][avoid >> 6] >> (avoid & 63) & 1) continue;
      u = std::min(u, slack_[t]);
    }
    return u;
  }

  // Depth-first from position pos of the order; solutions of size >= the shared best.
  void dfs(size_t pos, int size, std::atomic<int>& best, std::vector<Multiset>& found) {
    ++nodes_;
    if ((nodes_ & 0xffff) == 0 && interrupted()) return;
    if (pos == order_.size()) {
      int b = best.load(std::memory_order_relaxed);
      while (size > b && !best.compare_exchange_weak(b, size)) {
      }
      if (size >= best.load(std::memory_order_relaxed)) found.push_back(copies_);
      return;
    }
    // Admissible bound: each later cube on its own can take at most room() copies, and
    // growing the multiset only shrinks every room (unbuildability is inherited by subsets).
    std::array<int, kMacMahonCubes> rooms{};
    int bound = size;
    for (size_t q = pos; q < order_.size(); ++q) bound += rooms[q] = room(order_[q]);
    if (bound < best.load(std::memory_order_relaxed)) return;
    if (pos + 1 < order_.size() && target_bound_prunes(pos, rooms, size, best.load(std::memory_order_relaxed))) return;
    const int cube = order_[pos];
    for (int k = rooms[pos]; k >= 0; --k) {
      if (k) add(cube, k);
      dfs(pos + 1, size + k, best, found);
      if (k) add(cube, -k);
    }
  }

  uint64_t nodes() const { return nodes_; }

  // The sharper bound, target by target: T must stay unbuildable, so some set S deficient now
  // keeps its deficiency d(S) >= 0 at the end, i.e. the later cubes touching S add at most
  // d(S) copies and the others at most their rooms. w[U] sums the rooms of later cubes whose
  // fit lies inside U (a subset-sum transform), so those not touching S give w[~S].
  bool target_bound_prunes(size_t pos, const std::array<int, kMacMahonCubes>& rooms, int size, int best) const {
    for (size_t t0 = 0; t0 < touched_.size(); ++t0) {
      const size_t t = (t0 + last_pruner_) % touched_.size();
      // The most deficient set alone bounds the maximum below: when even it lets the later
      // cubes reach best, this target cannot prune, and its transform is skipped.
      int at_least = slack_[t];
      for (size_t q = pos; q < order_.size(); ++q)
        if ((target_fit_[t][order_[q]] & worst_set_[t]) == 0) at_least += rooms[q];
      if (size + at_least >= best) continue;
      std::array<int, kSubsets> w{};
      for (size_t q = pos; q < order_.size(); ++q) w[target_fit_[t][order_[q]]] += rooms[q];
      for (int b = 0; b < kCorners; ++b)
        for (int u = 0; u < kSubsets; ++u)
          if (u >> b & 1) w[u] += w[u ^ (1 << b)];
      const auto& n = touched_[t];
      int most = -1;
      for (int s = 1; s < kSubsets; ++s) {
        const int d = std::popcount(static_cast<unsigned>(s)) - 1 - n[s];
        if (d >= 0) most = std::max(most, d + w[(kSubsets - 1) ^ s]);
      }
      if (size + most < best) {
        last_pruner_ = t;
        return true;
      }
    }
    return false;
  }

 private:
  // The deficiency |S| - 1 - n[S] of every nonempty corner set S (the empty set is never
  // deficient), in loops without branches, which the compiler vectorises: this runs at every node.
  void refresh(int t) {
    const auto& n = touched_[t];
    std::array<int16_t, kSubsets> deficiency;
    for (int s = 0; s < kSubsets; ++s) deficiency[s] = static_cast<int16_t>(kSetSizeLess1[s] - n[s]);
    deficiency[0] = -kSubsets;
    int16_t worst = -1;
    for (int s = 0; s < kSubsets; ++s) worst = std::max(worst, deficiency[s]);
    int worst_set = 0;  // none deficient: the target is buildable
    if (worst >= 0)
      while (deficiency[worst_set] != worst) ++worst_set;
    std::array<uint8_t, kSubsets> deficient;
    for (int s = 0; s < kSubsets; ++s) deficient[s] = deficiency[s] >= 0;
    // Eight flag bytes b_i (0 or 1) to eight bits: x · sum_i 2^(56 - 7i) puts b_i at bit 56 + i,
    // and its other products land on distinct bits, so nothing carries into the top byte.
    std::array<uint64_t, 4> d{};
    for (int g = 0; g < kSubsets / 8; ++g) {
      uint64_t x;
      std::memcpy(&x, deficient.data() + 8 * g, 8);
      d[g / 8] |= ((x * 0x0102040810204080ull) >> 56) << (8 * (g % 8));
    }
    worst_set_[t] = static_cast<uint8_t>(worst_set);
    // Upward closure (superset sum with OR): bit U set iff some deficient S lies inside U.
    static constexpr uint64_t kBitClear[6] = {0x5555555555555555ull, 0x3333333333333333ull, 0x0f0f0f0f0f0f0f0full,
                                              0x00ff00ff00ff00ffull, 0x0000ffff0000ffffull, 0x00000000ffffffffull};
    for (int b = 0; b < 6; ++b)
      for (auto& w : d) w |= (w & kBitClear[b]) << (1 << b);
    d[1] |= d[0];
    d[3] |= d[2];
    d[2] |= d[0];
    d[3] |= d[1];
    closure_[t] = d;
    slack_[t] = worst;
  }

  struct Fit {
    int target;
    uint8_t mask;
  };
  std::vector<int> order_, cap_;
  std::array<std::vector<Fit>, kMacMahonCubes> fits_;
  std::vector<std::array<uint8_t, kSubsets>> touched_;
  std::vector<std::array<uint64_t, 4>> closure_;
  std::vector<int> slack_;
  std::vector<uint8_t> worst_set_;  // a corner set whose deficiency is slack_
  std::vector<std::array<uint8_t, kMacMahonCubes>> target_fit_;
  mutable size_t last_pruner_ = 0;
  Multiset copies_;
  uint64_t nodes_ = 0;
};

struct MultisetHash {
  size_t operator()(const Multiset& m) const {
    return std::hash<std::string_view>{}({reinterpret_cast<const char*>(m.copies.data()), m.copies.size()});
  }
};

// The symmetric search finds at least one member of every orbit: `maximum` is the union of their
// orbits. Each orbit is walked once (its members are then all in `seen`), so the work is one
// pass over the group per orbit, not an ordered-set insertion per image (which, with thousands of
// maximal ordinary sets and 720 renamings each, took most of the search's time).
void expand_orbits(const std::vector<Multiset>& found, MaxInfeasibleResult& out) {
  const int renamings = static_cast<int>(cube_symmetries().size()) / 2;
  std::unordered_set<Multiset, MultisetHash> seen;
  std::set<Multiset> mirror_orbits;
  for (const Multiset& m : found) {
    if (seen.contains(m)) continue;
    Multiset least = m, least_mirror = m;
    for (int g = 0; g < 2 * renamings; ++g) {
      const Multiset image = apply_symmetry(m, g);
      if (g < renamings) {
        if (seen.insert(image).second) out.maximum.push_back(image);
        least = std::min(least, image);
      }
      least_mirror = std::min(least_mirror, image);
    }
    out.orbits.push_back(least);
    mirror_orbits.insert(least_mirror);
  }
  std::sort(out.maximum.begin(), out.maximum.end());
  std::sort(out.orbits.begin(), out.orbits.end());
  out.mirror_orbits.assign(mirror_orbits.begin(), mirror_orbits.end());
}

}  // namespace

MaxInfeasibleResult max_infeasible(const MultisetSearchOptions& options) {
  if (options.max_copies < 0 || options.max_copies > 7)
    throw InputError(fmt::format("{} copies per cube: the limit is 0 to 7 (8 copies of a cube build it)",
                                 options.max_copies));
  const CubeSet all = (1u << kMacMahonCubes) - 1;
  const bool symmetric = options.symmetry && options.universe == all;
  const Stopwatch timer;
  const auto& targets = multiset_targets(options.variant);
  std::vector<int> order;
  for (int i = 0; i < kMacMahonCubes; ++i)
    if (options.universe >> i & 1) order.push_back(i);
  MaxInfeasibleResult out;
  std::atomic<int> best{0};
  std::vector<Multiset> found;
  if (!symmetric || options.max_copies == 0) {
    MaxInfeasibleSearch search(targets, order, std::vector<int>(kMacMahonCubes, options.max_copies));
    search.dfs(0, 0, best, found);
    out.nodes = search.nodes();
  } else {
    // A renaming takes any cube to Ab (the renamings act transitively on the 30 cubes), so
    // some image of every multiset has Ab among its most-copied cubes: branch on Ab's copies
    // c = max_copies..1 and give every other cube at most c.
    Progress progress("largest multiset building no target", options.max_copies, options.quiet);
    progress.without_eta();
    for (int c = options.max_copies; c >= 1; --c) {
      std::vector<int> cap(kMacMahonCubes, c);
      MaxInfeasibleSearch search(targets, order, cap);
      // Ab (first in the order) fixed at c: dfs would also try fewer.
      if (search.room(0) >= c) {
        search.add(0, c);
        search.dfs(1, c, best, found);
        out.nodes += search.nodes();
      }
      progress.update(options.max_copies - c + 1);
    }
    progress.finish();
  }
  if (interrupted()) throw Interrupted("interrupted");
  out.size = best.load();
  std::erase_if(found, [&](const Multiset& m) { return m.size() != out.size; });
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  if (symmetric) {
    expand_orbits(found, out);
  } else {
    out.maximum = std::move(found);
  }
  out.seconds = timer.seconds();
  return out;
}

}  // namespace cw::macmahon
