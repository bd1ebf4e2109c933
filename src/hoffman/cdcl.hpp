// Packings found by a clause-learning solver (CaDiCaL): the grid model as CNF, where a box's
// position is the prefix set of its lines and every overlap is a comparison of two line cuts.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
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

// How the solver runs (docs/hoffman.md, "The whole 4D space", measures each choice). The defaults
// are CaDiCaL's own.
struct CdclOptions {
  uint64_t seed = 0;        // 0: CaDiCaL's variable order; else shuffled by this seed
  // A packing to start from: its orbit under the group is excluded, and the solver's first
  // decisions follow it (all its variables), so the packings found are new ones near it.
  std::optional<Grid> start;
};

// Finds one packing. invariant: only grids invariant under the group these symmetries generate;
// without it cell 0 is fixed to the identity orientation (every packing has one such image under
// the axis permutations). keep_going(conflicts) is polled often; false stops the solver.
CdclResult find_packing_cdcl(const Lengths& lengths, const std::vector<Symmetry>& invariant,
                             const std::function<bool(uint64_t conflicts)>& keep_going);
CdclResult find_packing_cdcl(const Lengths& lengths, const std::vector<Symmetry>& invariant,
                             const CdclOptions& options,
                             const std::function<bool(uint64_t conflicts)>& keep_going);

// Packings one after another, each new up to the symmetries: after each one the clauses
// excluding its whole orbit are added and the solver resumes from its saved phases (the last
// packing's values), so the next is found near it. on_packing(grid, conflicts so far) gets each
// (verified by check_grid) and returns false to stop; keep_going as above. The result holds the
// last packing found; exhausted: the space holds no packing outside the orbits found.
CdclResult find_packings_cdcl(const Lengths& lengths, const std::vector<Symmetry>& invariant,
                              const CdclOptions& options,
                              const std::function<bool(const Grid& packing, uint64_t conflicts)>& on_packing,
                              const std::function<bool(uint64_t conflicts)>& keep_going);

// Every packing of the space (cell 0 fixed when fix_cell0 and no invariant is given), by
// blocking each solution found: for small dimensions, where tests compare it with the engine.
std::vector<Grid> all_packings_cdcl(const Lengths& lengths, const std::vector<Symmetry>& invariant,
                                    bool fix_cell0);

// One cell's orientation, fixed (a cube of cube-and-conquer is a few of these).
struct CellOrientation {
  int cell = 0;
  int orientation = 0;
};

// One space as one formula, solved cube by cube: every grid (cell 0 fixed to the identity), or
// those invariant under the group the given symmetries generate. Cubes run in batches: each batch
// on a fresh copy of the formula, its cubes one after another under their cells' orientations as
// assumptions, keeping what the solver learned within the batch. A cube's outcome under a
// conflict budget is then a function of its batch and the cubes solved before it there, the same
// whichever process solves the batch (CaDiCaL is deterministic).
class CubeSolver {
 public:
  CubeSolver(const Lengths& lengths, const std::vector<Symmetry>& invariant);
  ~CubeSolver();
  CubeSolver(const CubeSolver&) = delete;
  CubeSolver& operator=(const CubeSolver&) = delete;
  // Starts a batch: later cubes forget what earlier ones learned.
  void fresh_copy();
  // grid: a packing inside the cube (verified by the exact checker); exhausted: the cube holds no
  // packing; neither: conflict_limit conflicts were spent (or keep_going said stop) first.
  CdclResult solve(const std::vector<CellOrientation>& cube, uint64_t conflict_limit,
                   const std::function<bool(uint64_t conflicts)>& keep_going);
  // Every packing inside the cube, one solve after another: on_packing(grid) gets each (verified
  // by the exact checker) and returns the grids to exclude from then on in this batch (it must
  // include that one). exhausted: no packing is left in the cube; otherwise the conflict_limit
  // (over all the calls) ran out or keep_going said stop. grid: the first packing found.
  CdclResult enumerate(const std::vector<CellOrientation>& cube, uint64_t conflict_limit,
                       const std::function<bool(uint64_t conflicts)>& keep_going,
                       const std::function<std::vector<Grid>(const Grid& packing)>& on_packing);
  int variables() const;
  uint64_t clauses() const;

 private:
  struct Formula;
  std::unique_ptr<Formula> formula_;
};

}  // namespace cw::hoffman
