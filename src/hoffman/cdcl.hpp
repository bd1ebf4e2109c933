// Packings found by a clause-learning solver (CaDiCaL): the grid model as CNF, where a box's
// position is the prefix set of its lines and every overlap is a comparison of two line cuts.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "hoffman/model.hpp"

namespace cw::hoffman {

struct Symmetry;  // symmetry.hpp (which includes this header for symmetry_types)

// Size of the formula (variables, clauses) and how far the solver went.
struct CdclResult {
  std::optional<Grid> grid;  // verified by check_grid when present
  bool exhausted = false;    // the solver proved that the searched space holds no packing
  uint64_t conflicts = 0;    // clauses learned
  int variables = 0;
  uint64_t clauses = 0;
};

// False in a build without CaDiCaL (CMake option CUBEWORKS_CDCL off, as in the WebAssembly
// build): there the two functions below throw RunError(kCdclUnavailable) before any work.
bool cdcl_available();
inline constexpr const char* kCdclUnavailable =
    "the clause-learning solver (CaDiCaL) is not available in this build";

// Finds one packing. invariant: only grids invariant under the group these symmetries generate;
// without it cell 0 is fixed to the identity orientation (every packing has one such image under
// the axis permutations). keep_going(conflicts) is polled often; false stops the solver.
CdclResult find_packing_cdcl(const Lengths& lengths, const std::vector<Symmetry>& invariant,
                             const std::function<bool(uint64_t conflicts)>& keep_going);

// Every packing of the space (cell 0 fixed when fix_cell0 and no invariant is given), by
// blocking each solution found: for small dimensions, where tests compare it with the engine.
std::vector<Grid> all_packings_cdcl(const Lengths& lengths, const std::vector<Symmetry>& invariant,
                                    bool fix_cell0);

}  // namespace cw::hoffman
