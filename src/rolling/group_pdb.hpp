// Additive pattern databases over groups of cubes. The cubes are split once, at the start
// state, into groups of at most k (by the cell each starts on); a group's database gives, for
// the blank's cell, the set of cells its cubes occupy and their orientations, the fewest rolls
// *of the group's own cubes* that bring every one of them to a goal orientation of the cell it
// stands on with the blank home. Every other cube is a wildcard the blank passes through for
// free. Each move rolls exactly one cube, which belongs to exactly one group, so the sum over
// the groups is admissible (and consistent); with k = 1 it is the single-cube sum of
// heuristic.hpp, and for k > 1 it is never smaller (a group's cubes each still need their own
// single-cube distance), but it also charges the cubes of a group for getting in each other's way.
// The cubes of one group are interchangeable (the goal asks for orientations per cell, not
// for particular cubes), so one table per group size serves every group.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/combinadic.hpp"
#include "core/huge_pages.hpp"
#include "rolling/board.hpp"

namespace cw::rolling {

class GroupPdb {
 public:
  static constexpr int kMaxCells = 32;
  static constexpr int kMaxGroup = 6;  // cubes
  static constexpr uint32_t kFormatVersion = 2;

  // Backward breadth-first search from every abstract goal, one entry per region of blank
  // cells that free moves join; the table has cells · C(cells, k) · 6^k bytes (16·1820·1296 =
  // 37.7 MB for k = 4 on 4x4). Progress: the regions reached against their number.
  static GroupPdb build(const State& goal, int k, bool quiet = true);
  // The same table by a 0-1 search over every blank cell, each free move a step: slower, kept
  // as the tests' second method.
  static GroupPdb build_by_blank(const State& goal, int k);
  bool same_table(const GroupPdb& other) const;
  // Loads <dir>/roll-group-<board>-<goal>-<k>.bin when valid, else builds and saves it.
  static GroupPdb cached(const State& goal, int k, const std::string& dir, std::string* note, bool quiet = true);
  static std::string cache_path(const State& goal, int k, const std::string& dir);
  static uint64_t table_bytes(Board b, int k);
  // The entries with the blank off the group's cells: build() reaches each of them.
  static uint64_t reachable_entries(Board b, int k);
  uint64_t reached() const;  // the entries set (for the test of the above)

  int k() const { return k_; }
  // Index of a group: its part (below) · cells + the blank. The blank varies fastest, so a node's
  // children, which differ from it in the blank and in one group's part, read the same cache
  // line for every other group, and the free moves of the build stay within one line.
  uint64_t index(int blank, uint32_t part) const { return static_cast<uint64_t>(part) * cells_ + blank; }
  int lookup(uint64_t index) const { return table_[index]; }
  // The same entry less the single-cube sum of the group's cubes (heuristic.hpp), at most 15:
  // four bits an entry, so that the tables IDA* reads at every node stay in the cache (on 4x4
  // with k = 4, 18.9 MB instead of 37.7 MB; the largest excess is 8 for the goals measured).
  // Saturating only lowers the bound, so it stays admissible.
  int excess(uint64_t index) const { return excess_[index >> 1] >> (4 * (index & 1)) & 15; }
  void prefetch(uint64_t index) const { __builtin_prefetch(&excess_[index >> 1]); }
  // The group's part of the index: the combinadic rank of its sorted cells · 6^k + their
  // orientations in ascending cell order as base-6 digits (least significant first).
  template <class Cells>
  static uint32_t part(uint32_t mask, const Cells& cells) {
    uint32_t orient = 0, scale = 1;
    for (uint32_t m = mask; m; m &= m - 1) {
      orient += static_cast<uint32_t>(cells[__builtin_ctz(m)]) * scale;
      scale *= 6;
    }
    return subset_rank(mask) * scale + orient;
  }
  // Distance of the group on cells `mask` of state s (blank s.empty): lower bound for its rolls.
  int distance(const State& s, uint32_t mask) const {
    return lookup(index(s.empty, part(mask, s.cells)));
  }

 private:
  static std::string kind(const State& goal, int k);
  static GroupPdb empty_table(const State& goal, int k);
  void derive_excess(const State& goal);
  Board board_;
  int k_ = 0;
  int cells_ = 0;
  uint64_t parts_ = 0;  // C(cells, k) · 6^k
  TableVector<uint8_t> table_;
  TableVector<uint8_t> excess_;  // two entries a byte, the even index in the low half
};

// The groups IDA* uses for a start: the cells in two-row bands taken column by column, cut
// into runs of k cells (on 4x4 with k = 4 the four 2x2 quadrants), less the blank's cell.
// One mask of starting cells per group.
std::vector<uint32_t> cube_groups(const State& start, int k);
// Partitions of the board's cells into fixed blocks of at most k cells (cell masks): the runs
// of cube_groups with no blank removed, then runs of k cells along the rows and along the
// columns (on 4x4 with k = 4: the quadrants, the rows, the columns).
std::vector<std::vector<uint32_t>> block_partitions(Board b, int k);

// The tables for every group size of `groups` (indexed by size; null for unused sizes).
struct GroupTables {
  std::vector<GroupPdb> tables;
  std::vector<const GroupPdb*> by_size;
  std::string note;
};
GroupTables group_tables(const State& goal, const std::vector<uint32_t>& groups, const std::string& cache_dir,
                         bool quiet = true);

// Sum over the groups of their database distances, raised to the parity of the blank's
// distance (the state graph is bipartite). `groups` holds, per group, the cells its cubes are on now.
int group_lower_bound(const GroupTables& t, const State& s, const std::vector<uint32_t>& groups, int goal_empty);

}  // namespace cw::rolling
