// Finding one packing fast in any dimension: depth-first search with dynamic cell choice. A cell
// is "ready" once its predecessors on all its lines are placed (its position is then known);
// every ready cell keeps its candidate orientations as a bit mask, narrowed incrementally by
// each placement (line masks and overlap with the new box). The search branches on the ready
// cell with the fewest candidates and backtracks as soon as any ready cell has none.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>

#include <string>
#include <vector>

#include "hoffman/model.hpp"
#include "hoffman/symmetry.hpp"

namespace cw::hoffman {

struct FirstResult {
  std::optional<Grid> grid;  // verified by check_grid when present
  uint64_t nodes = 0;        // placements tried
  int deepest = 0;           // most cells placed at once
  bool exhausted = false;    // the whole tree was searched (no packing with cell 0 fixed)
  uint64_t restarts = 0;
};

// on_tick(nodes, placed) is called about every 2^16 nodes; returning false stops the search.
// Cell 0 is fixed to the identity orientation (every packing has exactly one image of that kind
// under the axis permutations).
// invariant: only grids invariant under the subgroup these symmetries generate (e.g. the point
// reflection through the centre): a smaller space, searched by placing every box together with
// its images. Cell 0 is fixed only when H commutes with the axis permutations (central).
// restart_nodes > 0: randomized value order with restarts, the k-th run limited to
// restart_nodes * 1.5^k nodes (a guard against heavy-tailed dead subtrees).
FirstResult find_first_packing(const Lengths& lengths,
                               const std::function<bool(uint64_t nodes, int placed)>& on_tick,
                               uint64_t restart_nodes = 0, const std::vector<Symmetry>& invariant = {});

// Counts all packings with cell 0 fixed by the same search (tests: must agree with the engine).
uint64_t count_by_dynamic_order(const Lengths& lengths, const std::vector<Symmetry>& invariant = {});

}  // namespace cw::hoffman
