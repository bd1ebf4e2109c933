// Backtracking engine for any dimension: cells filled in a fixed order (default: index order, x
// fastest; every order must place a cell after its predecessors on its lines), candidate
// orientations = AND of per-line bit masks (bit i of a line's mask: length i already used along
// it), then an incremental overlap test against the earlier cells that can overlap the new box.
#pragma once
#include <array>
#include <cstdint>
#include <functional>
#include <vector>

#include "hoffman/model.hpp"

namespace cw::hoffman {

// Full: prune on every overlap (real packings only). Local: prune only on overlaps between cells
// differing in at most two coordinates (the hand solver's layer test); the other pairs are
// tested at the leaf, separating real packings from pseudo-solutions.
enum class Pruning { Full, Local };

// Cell orders: Lex = index order; Wave = by coordinate sum (anti-diagonal fronts); Shells = by
// largest coordinate (nested sub-cubes 1^n, 2^n, ...). Ties broken by index.
enum class CellOrder { Lex, Wave, Shells };
std::vector<int> cell_order(int n, CellOrder order);
inline const char* order_name(CellOrder order) {  // "lex", "wave" or "shells"
  return order == CellOrder::Lex ? "lex" : order == CellOrder::Wave ? "wave" : "shells";
}

// Per-orientation tables of a length triple: len[o][d] = length along axis d in orientation o,
// bit[o][d] = 1 << (index of that length), allow[d][used] = orientations whose length along d
// is not yet used on a line holding the lengths `used` (every line takes each length once).
struct LineTables {
  int64_t len[kMaxSearchOrientations][kMaxSearchDim];
  uint8_t bit[kMaxSearchOrientations][kMaxSearchDim];
  uint32_t allow[kMaxSearchDim][1 << kMaxSearchDim];
  void build(const Lengths& L);
};

class Engine {
 public:
  Engine(const Lengths& lengths, Pruning pruning, CellOrder order = CellOrder::Lex);
  int cells() const { return N_; }
  int orientation_count() const { return O_; }
  int cell_at(int depth) const { return order_[depth]; }
  // Orientations fitting at the cell of this depth (earlier depths placed); writes them to out.
  int candidates(int depth, uint8_t* out);
  void place(int depth, int o);
  void remove(int depth);
  // At a leaf in Local mode: true when the pairs not tested during the search do not overlap.
  bool far_pairs_disjoint() const;
  const Grid& grid() const { return grid_; }
  // Depth-first over the whole tree; on_leaf returns false to stop. Polls cw::interrupted()
  // when poll is set. `first_fixed` >= 0 forces cell 0's orientation. Returns nodes visited.
  uint64_t run(const std::function<bool(const Grid&)>& on_leaf, int first_fixed = -1, bool poll = false);
  // The general form: hooks for long jobs (ticks, sharding at a split depth, resuming).
  struct Hooks {
    std::function<bool(const Grid&)> on_leaf;  // false: stop
    // Called at a node's entry about every tick_every nodes (depth = cells placed): false stops.
    std::function<bool(uint64_t nodes, int depth)> on_tick;
    int first_fixed = -1;
    int split_depth = -1, shard = 0, shards = 1;  // nodes at split_depth numbered in DFS order;
                                                  // this run explores those with k % shards == shard
    std::vector<int> resume;      // candidate indices of a node's path: skip everything before it
    uint64_t frontier_start = 0;  // split-depth nodes numbered before the resumed node's path
    uint64_t tick_every = 1u << 20;
  };
  uint64_t run(const Hooks& hooks);
  bool stopped() const { return stop_; }
  // During on_tick: the current node's path (candidate index per depth) and split-depth numbering.
  std::vector<int> path(int depth) const { return {path_, path_ + depth}; }
  uint64_t frontier_count() const { return frontier_; }
  uint64_t nodes() const { return nodes_; }
  int deepest() const { return deepest_; }

 private:
  bool rec(int depth);
  int n_, N_, O_;
  std::vector<int> order_;
  LineTables t_;
  int16_t line_[kMaxSearchCells][kMaxSearchDim];            // line id along d (cell with coord d zeroed)
  int16_t pred_[kMaxSearchCells][kMaxSearchDim];            // previous cell along d or -1
  std::vector<std::vector<int16_t>> near_, far_;  // earlier cells tested now / at the leaf
  uint8_t mask_[kMaxSearchDim][kMaxSearchCells]{};
  int64_t lo_[kMaxSearchCells][kMaxSearchDim]{}, hi_[kMaxSearchCells][kMaxSearchDim]{};
  Grid grid_;
  int first_fixed_ = -1;
  bool poll_ = false, stop_ = false;
  uint64_t nodes_ = 0;
  const Hooks* hooks_ = nullptr;
  int path_[kMaxSearchCells + 1] = {};
  uint64_t frontier_ = 0, next_tick_ = 0;
  bool resuming_ = false;
  int deepest_ = 0;
};

// All grids of the model passing the given pruning's test (Full: real packings; Local: real
// packings and pseudo-solutions), by the fast engine.
std::vector<Grid> fast_search(const Lengths& lengths, Pruning pruning, uint64_t* nodes = nullptr);

// The same sets by a deliberately simple search that only uses the definition: try every
// orientation in every cell, place each box by summing the lengths before it on its lines,
// test it against every earlier box, and check a line's lengths once it is complete.
std::vector<Grid> slow_search(const Lengths& lengths, Pruning pruning);

// Knuth's random-probe estimate of the search tree of the Full engine.
struct TreeEstimate {
  uint64_t probes = 0;
  double nodes = 0, nodes_error = 0;    // estimated tree size and its standard error
  double leaves = 0, leaves_error = 0;  // estimated number of packings (with cell 0 fixed)
  double mean_depth = 0;                // cells filled before a probe died
  int max_depth = 0;
};
TreeEstimate estimate_tree(const Lengths& lengths, uint64_t probes, uint64_t seed, bool fix_first,
                           CellOrder order = CellOrder::Lex);

}  // namespace cw::hoffman
