// A user's own set S of k distinct MacMahon cubes: every 8-subset's solution number for every
// target, the targets S builds, and for each size j = 8..k the distribution of the number of
// targets built over all C(k, j) j-subsets of S. Also Haraguchi's published facts about his
// minimum universal set, checked on any 12-set.
//
// Cubes of S are renumbered 0..k-1 ("local" bits, in index order); a subset of S is then a k-bit
// mask. Per target the census's arrangement enumeration, restricted to the cubes of S, visits
// exactly the arrangements of the 8-subsets of S, counted per local combinatorial rank.
#pragma once
#include <array>
#include <cstdint>
#include <map>
#include <vector>

#include "macmahon/names.hpp"

namespace cw::macmahon {

// Above this size the j-subset table (2^k target masks, 4 bytes each) is not built.
constexpr int kMaxSizeTableCubes = 24;

struct SetCollection {
  CubeSet cubes;            // 8 cubes of S
  uint32_t solution_number;  // > 0
};

struct TargetInSet {
  int target = 0;
  CubeSet useless = 0;  // cubes of S that fit no corner of the target (no corner number in common)
  std::vector<SetCollection> collections;      // the 8-subsets of S that build it, in colex order
  std::map<uint32_t, uint64_t> by_solution_number;  // solution number -> collections
};

struct SubsetSizeRow {
  int j = 0;
  uint64_t subsets = 0;  // C(k, j)
  int min = 0, max = 0;
  double mean = 0;
  std::array<uint64_t, kMacMahonCubes + 1> distribution{};  // number of targets -> j-subsets
};

struct SetAnalysis {
  CubeSet cubes = 0;
  int size = 0;
  uint32_t targets = 0;            // the targets S builds (bit t = target t)
  uint64_t collections = 0;        // C(k, 8)
  uint64_t building_collections = 0;  // 8-subsets building at least one target
  std::array<TargetInSet, kMacMahonCubes> per_target{};
  std::vector<SubsetSizeRow> sizes;  // j = 8..k; empty when k > kMaxSizeTableCubes
};

// s: 8..30 cubes (InputError otherwise).
SetAnalysis analyze_set(CubeSet s);

// Haraguchi's facts about his minimum universal set (as quoted by Johnson & Roldán 2024), each
// checked on a set of 12 cubes.
struct HaraguchiFacts {
  bool in_set = false;     // every target in S: 3 useless cubes, 9 collections, 2 with solution number 8, 7 with 2
  bool outside = false;    // every target outside S: exactly one collection, solution number 4
  bool eight = false;      // the 8-subsets build at most 3 targets
  bool ten = false;        // the 10-subsets build 3 to 9 targets, never 4, 5 or 7
  bool eleven = false;     // every 11-subset builds exactly 18 targets
  bool all() const { return in_set && outside && eight && ten && eleven; }
};
HaraguchiFacts haraguchi_facts(const SetAnalysis& a);  // all false unless a is of a 12-set with its size table

}  // namespace cw::macmahon
