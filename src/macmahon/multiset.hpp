// Repeated cubes: a multiset gives each of the 30 MacMahon cubes a number of copies. A target is
// buildable from it when 8 copies can go to the target's 8 corners, each copy to a corner whose
// number it carries (its rotation is then forced): a b-matching, decided here by Hall's
// condition over the 255 non-empty corner sets. Two target lists:
//  * kMacMahon: the 30 MacMahon cubes (docs/model.md);
//  * kFaces: every outer colouring of the 2x2x2 block with each face one colour and adjacent
//    faces different (opposite faces may agree), up to rotation: 230 of them, the 30 MacMahon
//    cubes first. Every corner still shows three different colours, so the rule is the same.
// The search finds the largest multiset that builds no target, proven by branch and bound.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "macmahon/names.hpp"

namespace cw::macmahon {

enum class TargetVariant : uint8_t { kMacMahon, kFaces };
std::string_view variant_key(TargetVariant v);  // "targets", "faces"

struct Multiset {
  std::array<uint8_t, kMacMahonCubes> copies{};  // by MacMahon index
  int size() const;
  bool operator==(const Multiset&) const = default;
  // Lexicographic by cube index (spelled out: the WebAssembly build's libc++ has no <=> for arrays).
  bool operator<(const Multiset& o) const { return copies < o.copies; }
};
std::string multiset_text(const Multiset& m);  // "Ab*7,Cd,Ef*2" in cube order; "" when empty

struct MultisetTarget {
  Colouring colouring{};                         // canonical
  int macmahon = -1;                             // MacMahon index, -1 for other colourings
  std::array<int, kCorners> corner_numbers{};
  std::array<uint8_t, kMacMahonCubes> fit{};     // corners (bit p) where each cube fits
};
// The targets of a variant, MacMahon cubes first in index order, then the rest by colouring.
const std::vector<MultisetTarget>& multiset_targets(TargetVariant v);

// Hall's condition: every corner set S is touched by at least |S| copies.
bool buildable(const Multiset& m, const MultisetTarget& t);
// One copy per corner (a cube index by corner) by augmenting paths; empty when not buildable.
std::vector<int> building_assignment(const Multiset& m, const MultisetTarget& t);
// Indices into multiset_targets(v) of the targets the multiset builds.
std::vector<int> buildable_targets(const Multiset& m, TargetVariant v);

// Limits for checks on smaller problems; the defaults are the real question.
struct MultisetSearchOptions {
  TargetVariant variant = TargetVariant::kMacMahon;
  int max_copies = 7;                // per cube (1: ordinary sets); 8 copies of X build X
  CubeSet universe = (1u << kMacMahonCubes) - 1;  // cubes allowed at all
  bool symmetry = true;              // fix a most-copied cube to Ab (needs the full universe)
  bool quiet = true;                 // progress on stderr
};

struct MaxInfeasibleResult {
  int size = 0;                          // the largest size of a multiset building no target
  std::vector<Multiset> maximum;         // every multiset of that size building none, sorted
  std::vector<Multiset> orbits;          // least member of each orbit under the 720 renamings
  std::vector<Multiset> mirror_orbits;   // the same under the 1440 renamings and mirror images
  uint64_t nodes = 0;                    // search nodes
  double seconds = 0;
};
// Exhaustive: every multiset is either visited or cut by a bound that no completion can beat.
// Orbits are filled only with symmetry (the full universe); InputError for bad limits.
MaxInfeasibleResult max_infeasible(const MultisetSearchOptions& options);

// A cube list as parse_cubes reads it ("Ab*3,Cd", repeats allowed): MacMahon cubes only, at
// most 64 copies of each; InputError otherwise.
Multiset parse_multiset(std::string_view list);
// Builds no target, and one more copy of any cube builds one (the checker of every reported
// maximum multiset; shares only buildable() with nothing of the search).
bool is_maximal_infeasible(const Multiset& m, TargetVariant v);
// Distinct images under the first `symmetries` of cube_symmetries() (720: renamings, 1440: all).
int orbit_size(const Multiset& m, int symmetries);

// Applies a symmetry of macmahon/symmetry.hpp (index into cube_symmetries()) to the copies.
Multiset apply_symmetry(const Multiset& m, int symmetry);

}  // namespace cw::macmahon
