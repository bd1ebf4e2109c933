// Packings found by a clause-learning solver (CaDiCaL): the grid model as CNF, where a box's
// position is the prefix set of its lines and every overlap is a comparison of two line cuts.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "hoffman/model.hpp"
#include "hoffman/symmetry.hpp"

namespace cw::hoffman {

// Size of the formula (variables, clauses) and how far the solver went.
struct CdclResult {
  std::optional<Grid> grid;  // verified by check_grid when present
  bool exhausted = false;    // the solver proved that the searched space holds no packing
  uint64_t conflicts = 0;    // clauses learned
  int variables = 0;
  uint64_t clauses = 0;
};

// Finds one packing. invariant: only grids invariant under the group these symmetries generate;
// without it cell 0 is fixed to the identity orientation (every packing has one such image under
// the axis permutations). keep_going(conflicts) is polled often; false stops the solver.
CdclResult find_packing_cdcl(const Lengths& lengths, const std::vector<Symmetry>& invariant,
                             const std::function<bool(uint64_t conflicts)>& keep_going);

// Every packing of the space (cell 0 fixed when fix_cell0 and no invariant is given), by
// blocking each solution found: for small dimensions, where tests compare it with the engine.
std::vector<Grid> all_packings_cdcl(const Lengths& lengths, const std::vector<Symmetry>& invariant,
                                    bool fix_cell0);

// Which symmetries a packing can have: for every conjugacy class of the group, a packing invariant
// under its representative, a proof that none exists, or neither when keep_going(class index,
// conflicts) stopped the solver. The identity's class is the whole space (cell 0 fixed).
struct SymmetryType {
  ConjugacyClass symmetry;
  CdclResult result;
  double seconds = 0;
};
std::vector<SymmetryType> symmetry_types(const Lengths& lengths,
                                         const std::function<bool(int cls, uint64_t conflicts)>& keep_going);

}  // namespace cw::hoffman
