// The exact diameter of a board's state graph (classic cubes: every state; eight cubes and dice:
// the connected component of a start, kind_state.hpp), with every state's eccentricity, by
// breadth-first searches from states of the symmetry classes, 64 * 4 at a time with one bit per
// search in each state's words (multi-source bit-parallel search, Then et al., VLDB 2014).
//
// Symmetry: the board's reflections and rotations act on cells and, as the same linear map, on
// the black face's normal; negating the normal (black and colour exchanged) commutes with every
// roll. Each map sends moves to moves, so all states of a class share one eccentricity.
//
// Bounds (BoundingDiameters, Takes & Kosters 2011): per class lo <= eccentricity <= hi. A batch
// gives its sources' eccentricities exactly, and every state v the lower bound
// max_j d(v, source j) (the layer at which the batch's last search reaches it; over the class's
// members that covers the sources' images too). Eccentricity is 1-Lipschitz along an edge, so
// lo and hi spread to neighbours (hi + 1, lo - 1). Classes whose bounds meet are never searched;
// the next batch takes the open classes of largest hi. The peripheral classes are searched in the
// end whatever their bounds, for their farthest counts (the antipodal pairs).
//
// Other kinds (kind_symmetries): the same board maps, each with every relabelling of the
// orientations that commutes with the rolls (derived, not typed in: eight's 6 permutations of its
// colour pairs, a die's 24 re-numberings by a rotation or, with a reflection, a mirror image),
// kept when it maps the start's component to itself.
//
// The tests check the maps edge by edge and every figure against a plain search of all pairs on
// 2x3 (classic and eight) and 2x2 (dice). Cost: searches * states * layers / 256 word operations, and
// 95 bytes a state; the figures and times of each board are in docs/results.md (generated), the
// boards past 2^32 states (3x4, 2x6) refused.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "rolling/board.hpp"
#include "rolling/kind_state.hpp"

namespace cw::rolling {

struct ExactDiameterOptions {
  std::string checkpoint;   // file ("" = none): saved every interval, resumed when present
  double interval = 30;
  int threads = 0;          // 0: OpenMP default
  bool symmetry = true;     // false: one search from every state (the tests' second method)
  bool bounds = true;       // false: search every class (no eccentricity bounds)
  // Stop once the diameter, the radius and the classes at both are known: the other classes'
  // eccentricities stay bounded (unresolved_*), which saves most searches on big boards.
  bool extremes_only = false;
  uint64_t memory_limit_bytes = 2ull << 30;
  bool quiet = true;
  int stop_after_batches = -1;  // tests: behave as if interrupted after this many batches
  bool fill_batches = true;     // extremes_only: fill a batch short of candidates with other classes
  // extremes_only: bound eccentricities also by the distance to the classes that may lie at or
  // above the diameter's lower bound (exact_diameter_internal.hpp, ClassBounds::reach); false:
  // only by spreading (the tests' comparison).
  bool partners = true;
  // Each batch's candidates for the diameter (with extremes_only; else every open class) half
  // from the head of the order (largest hi, then largest lo), half from its tail
  // (exact_diameter_settle.cpp, next_batch); false: from the head only.
  bool from_both_ends = true;
};

struct ExactDiameter {
  Board board;
  Kind kind = Kind::Classic;
  uint64_t states = 0;        // every arrangement of the board's cubes
  uint64_t reachable = 0;     // the states searched: all (classic) or the start's component
  int symmetries = 1;         // the maps used (identity included)
  uint64_t classes = 0;       // symmetry classes of states
  uint64_t searches = 0;      // breadth-first searches run: classes whose bounds did not meet, and the
                              // peripheral classes again for their farthest counts
  int batches = 0;            // batches of up to 256 searches run at once
  int diameter = 0, radius = 0;
  uint64_t central_states = 0;    // states whose eccentricity is the radius
  uint64_t peripheral_states = 0; // states whose eccentricity is the diameter
  uint64_t antipodal_pairs = 0;   // unordered pairs of states at the diameter
  std::vector<uint64_t> eccentricities;  // states by eccentricity (index = eccentricity), known ones
  uint64_t unresolved_states = 0;        // extremes_only: states whose eccentricity is only bounded,
  int unresolved_low = 0, unresolved_high = 0;  // strictly between the radius and the diameter
  KindState a, b;             // a pair at the diameter (b found by a separate byte-per-state search)
  std::string moves;          // a shortest move string from a to b, by a third engine, replayed
  int resumed_at = -1;        // batches done before this run resumed (-1: a fresh run)
  double seconds = 0;
  double setup_seconds = 0;   // the neighbour table and the classes
  double search_seconds = 0;  // the batches (the pair's check after them is the rest)
};

// Every map of the board's symmetry group as an action on states: the dihedral maps that keep
// the board's shape, each with and without the black/colour exchange.
struct BoardSymmetry {
  std::vector<int> cell;          // image of each cell
  std::array<Orientation, 6> orientation;  // image of each orientation
};
std::vector<BoardSymmetry> board_symmetries(Board board);
State apply_symmetry(const BoardSymmetry& map, const State& s);

// The symmetries of a board of cubes of one kind: each board map (as above) with every
// relabelling of the orientations that commutes with the rolls; classic: the 8 or 16 maps above.
struct KindSymmetry {
  std::vector<int> cell;                       // image of each cell
  std::array<uint8_t, kMaxKindOrientations> orientation{};  // image of each orientation
};
std::vector<KindSymmetry> kind_symmetries(Board board, Kind kind);
KindState apply_symmetry(const KindSymmetry& map, const KindState& s);

// Each state's eccentricity and how many states lie that far from it, by the batch search alone
// (no symmetry): the tests compare it with the byte-per-state engine state by state.
struct Eccentricity {
  int eccentricity = 0;
  uint64_t farthest = 0;
};
std::vector<Eccentricity> eccentricities_of(const std::vector<State>& from, int threads = 0);

// Memory the search needs: the neighbour table and two bit-parallel arrays (94 bytes a state).
uint64_t exact_diameter_memory(Board board);

// Throws InputError for a 2x2 board (not connected) or more than 2^32 states, RunError when the
// memory needed exceeds memory_limit_bytes or a checkpoint does not match, Interrupted (after saving
// the checkpoint) on Ctrl-C or at stop_after_batches.
ExactDiameter exact_diameter(Board board, const ExactDiameterOptions& options = {});

// The same for the connected component of `start`, every cube of one kind (classic cubes too:
// the tests compare it with the classic path). Throws InputError for mixed kinds, RunError when
// the board's arrangements reach 2^32 or the memory for the component exceeds memory_limit_bytes.
ExactDiameter exact_diameter(const KindState& start, const ExactDiameterOptions& options = {});

}  // namespace cw::rolling
