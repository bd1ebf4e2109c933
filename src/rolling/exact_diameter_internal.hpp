// What the exact diameter's files share (rolling/exact_diameter*.cpp only, namespace
// cw::rolling::exact): the graph the batches search (Space: states in symmetry classes, their
// neighbours, the runs of each colour), the bit-parallel batch search over it, every class's
// eccentricity bounds, the loop of batches that settles them, and the dense index of the other
// kinds' components. exact_diameter.cpp builds the classic space and drives a run;
// exact_diameter.hpp says what a run computes.
#pragma once
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "core/error.hpp"
#include "core/huge_pages.hpp"
#include "core/interrupt.hpp"
#include "core/job_checkpoint.hpp"
#include "core/json.hpp"
#include "rolling/exact_diameter.hpp"
#include "rolling/layout.hpp"

namespace cw::rolling::exact {

constexpr int kWords = 4;               // words per state: 256 searches at a time
constexpr int kBatch = 64 * kWords;
constexpr int kSets = 2;                // sets whose distances a batch measures (ClassBounds::reach)
constexpr uint32_t kNone = UINT32_MAX;

// The least rank of each class, the class's size (in rank order), each state's class, and per
// class its least state with the empty cell on a cell of each colour (kNone when none).
struct Classes {
  std::vector<uint32_t> first;
  std::vector<uint32_t> size;
  std::vector<uint32_t> of;
  std::array<std::vector<uint32_t>, 2> source;
};

// Orbits in rank order: a state not yet in a class is the least of its orbit (every smaller
// state's orbit is done), so its images form the next class. One image per map and orbit, n
// images in all instead of n per map. images(r, out) writes the rank of every map's image of r;
// colour(r) is the colour of r's empty cell.
template <class Images, class Colour>
Classes orbit_classes(uint64_t n, size_t group, Images images, Colour colour) {
  Classes c;
  c.of.assign(n, kNone);
  std::vector<uint64_t> image(group);
  for (uint64_t r = 0; r < n; ++r) {
    // Seconds on one thread for 2x5 (before any batch, nothing to save): Ctrl-C is heard here too.
    if ((r & 0xffff) == 0 && interrupted()) throw Interrupted(interrupted_message(""));
    if (c.of[r] != kNone) continue;
    const auto id = static_cast<uint32_t>(c.first.size());
    images(r, image.data());
    uint32_t size = 0;
    uint32_t least[2] = {kNone, kNone};
    for (uint64_t t : image) {
      if (c.of[t] == kNone) c.of[t] = id, ++size;
      uint32_t& l = least[colour(t)];
      l = std::min(l, static_cast<uint32_t>(t));
    }
    if (c.of[r] != id) throw RunError("internal: a symmetry class without its least state");
    c.first.push_back(static_cast<uint32_t>(r));
    c.size.push_back(size);
    c.source[0].push_back(least[0]);
    c.source[1].push_back(least[1]);
  }
  return c;
}

// The graph the batches search: states 0..n-1, four neighbours each, in symmetry classes; the
// states with the empty cell on each colour as runs of ranks (every move changes the colour, so
// the graph is bipartite), and each class's neighbour classes.
struct Space {
  uint64_t n = 0;
  std::vector<uint32_t> next;
  Classes classes;
  std::array<std::vector<std::pair<uint64_t, uint64_t>>, 2> runs;
  std::vector<uint32_t> class_next;
};

// The classic space without classes: ranks of layout.hpp, whose regions are the empty cell's
// (exact_diameter.cpp).
Space classic_space(const Layout& layout, int threads);

// The image of s under the map, written into t (a state of the same board: no allocation, the
// classes' set-up calls it for every state and map).
inline void apply_symmetry_into(const BoardSymmetry& map, const State& s, State& t) {
  t.board = s.board;
  t.empty = map.cell[static_cast<size_t>(s.empty)];
  for (int c = 0; c < s.board.cells(); ++c)
    t.cells[static_cast<size_t>(map.cell[static_cast<size_t>(c)])] = c == s.empty ? 0 : map.orientation[s.cells[static_cast<size_t>(c)]];
}

// --- The batch search (exact_diameter_batch.cpp) ---

// Which farthest counts a batch takes: none, every search's, or only those of the searches
// that end last in the batch when they end at or beyond a given layer (a search that ends
// before another of its batch is not at the diameter).
struct CountFarthest {
  bool all = false;
  int last_from = 256;  // no search's eccentricity reaches this: none counted
};

// One batch of up to kBatch searches, all from states of one colour, at once: bit j of a
// state's words is set once search j has reached it. Layer L reaches only states of the colour
// of the sources' plus L, so a layer reads the other colour's newest bits and writes its own
// colour's: one array of newest bits serves both (and half the states are visited per layer).
class BatchSearch {
 public:
  BatchSearch(const Space& space, int threads);

  // Fills eccentricity[j] and, as `count` asks, farthest[j] (states at that eccentricity; left
  // alone otherwise). last_reached (n entries, may be null): the layer at which the batch's last
  // search reached each state, the largest of its distances to the sources: a lower bound on its
  // eccentricity. sets (kSets bit arrays over the states, or null): reach[s][j] is the largest
  // distance from source j to a state of set s.
  // Returns false when Ctrl-C came first (checked every layer: a 2x5 batch takes half a minute),
  // its outputs then incomplete.
  bool run(const uint32_t* sources, int count, int colour, uint8_t* eccentricity, uint64_t* farthest,
           CountFarthest counting, uint8_t* last_reached, const uint64_t* const* sets, uint8_t* const* reach);

 private:
  static constexpr uint64_t kChunk = 1 << 14;
  static constexpr uint64_t kAhead = 8;  // states ahead whose neighbours' bits are prefetched

  void expand(int target, const uint64_t* live, uint64_t* reached, uint64_t (*met)[kWords], uint8_t layer);
  void count_bits(int colour, const uint64_t* mask, uint64_t* counts) const;

  const Space& s_;
  const uint64_t n_;
  [[maybe_unused]] const int threads_;  // read by pragmas alone
  TableVector<uint64_t> visited_, fresh_;
  TableVector<uint8_t> newest_;  // 1 where a state's fresh words hold its newest layer's bits
  std::array<std::vector<std::pair<uint64_t, uint64_t>>, 2> chunks_;
  uint8_t* last_ = nullptr;
  const uint64_t* const* sets_ = nullptr;
};

// --- The bounds (exact_diameter_bounds.cpp) ---

// Per class: lo <= eccentricity <= hi, equal once known; `far` (states at the eccentricity) for
// the classes searched.
//
// reach[t] bounds the largest distance from a class to the states of P_T = {x : hi(x) >= T}, for
// T = D + t, D the diameter's lower bound (the largest lo). Since d(w, x) <= ecc(x) <= hi(x),
// the states outside P_T are within T - 1 of any w, so ecc(w) <= max(T - 1, reach[t](w)): a
// source's batch gives its reach exactly (the last layer that met P_T), and reach, a largest
// distance to a set, spreads along edges as hi does. T = D + 1 decides the diameter (the states
// next to a peripheral one keep hi = D + 1 by spreading, but reach no farther than D from it
// when nothing left above D lies farther), T = D settles which classes are at D. Bounds only fall
// and D only rises, so a reach measured against an earlier P_T still bounds the distance to
// today's, a subset, with today's T.
struct ClassBounds {
  std::vector<uint8_t> lo, hi, searched;
  std::array<std::vector<uint8_t>, kSets> reach;
  std::vector<uint64_t> far;
  explicit ClassBounds(uint64_t k)
      : lo(k, 0), hi(k, 255), searched(k, 0), reach{std::vector<uint8_t>(k, 255), std::vector<uint8_t>(k, 255)}, far(k, 0) {}
  bool known(uint64_t c) const { return lo[c] == hi[c]; }
  int diameter_low() const { return *std::max_element(lo.begin(), lo.end()); }
  int diameter_high() const { return *std::max_element(hi.begin(), hi.end()); }
  int radius_low() const { return *std::min_element(lo.begin(), lo.end()); }
  int radius_high() const { return *std::min_element(hi.begin(), hi.end()); }
  // An open class may lie at the diameter when hi reaches diameter_low(), at the radius when lo
  // is at most radius_high(); a class at the diameter wants its farthest count searched unless
  // its search counted it (searched 1).
  bool may_be_at_diameter(uint64_t c, int diameter_low) const { return !known(c) && hi[c] >= diameter_low; }
  bool may_be_at_radius(uint64_t c, int radius_high) const { return !known(c) && lo[c] <= radius_high; }
  bool wants_farthest_count(uint64_t c, int diameter) const { return lo[c] == diameter && searched[c] != 1; }
};

// What one batch measured, per search in the batch's order.
struct Measured {
  std::vector<uint8_t> eccentricity;
  std::vector<uint64_t> farthest;                  // 0: not counted (a count is at least 1)
  std::array<std::vector<uint8_t>, kSets> reach;  // with `reached`: the largest distance to P_D, P_D+1
  bool reached = false;
};

// A symmetry maps a class's members' edges onto each other, so the classes next to a class are
// those next to its least member: the bounds spread over k classes instead of n states.
std::vector<uint32_t> class_neighbours(const Space& s);
// The states of P_T (ClassBounds::reach) for T = D and D + 1.
void mark_sets(const ClassBounds& b, const Classes& classes, std::array<std::vector<uint64_t>, kSets>& bits);
// The batch's classes known: their eccentricities (inside their bounds, else RunError), farthest
// counts and reaches.
void record_batch(ClassBounds& b, const std::vector<uint32_t>& batch, const Measured& m);
// The lower bounds a batch gives every state (last: the layer its last search reached each one),
// then both bounds (and with `reached` the reach bounds) spread to a fixed point.
void spread_bounds(const Space& space, const std::vector<uint8_t>& last, bool reached, ClassBounds& b);
// Everything but the pair, from each class's eccentricity and farthest count.
void summarise(ExactDiameter& r, const Classes& c, const ClassBounds& b);
// The bounds in a checkpoint, and back (RunError when the saved bounds are not for b's number of
// classes).
Json to_checkpoint(const ClassBounds& b);
void from_checkpoint(const Json& state, ClassBounds& b);

// --- The batches until the bounds meet (exact_diameter_settle.cpp) ---

struct Settled {
  ClassBounds bounds{0};
  int batches = 0;
  uint64_t searches = 0;
  int resumed_at = -1;
};

// Batches until every class's eccentricity is known (or, with extremes_only, those that can be at
// the diameter or the radius), then the peripheral classes not yet counted. Resumes from and
// saves to opt.checkpoint (whose identity must match); Interrupted after saving on Ctrl-C.
Settled settle(const Space& space, const ExactDiameterOptions& opt, const Json& identity, int threads);

// --- The other kinds' components (exact_diameter_kinds.cpp) ---

// Dense ranks of the arrangements of a board's cubes, all of one kind with q orientations:
// rank = empty * q^(N-1) + the orientations of the cubes in cell order as base-q digits.
class KindIndex {
 public:
  // RunError when the arrangements reach 2^32.
  KindIndex(Board board, Kind kind);
  Board board() const { return board_; }
  uint64_t states() const { return block_ * static_cast<uint64_t>(cells_); }
  uint64_t block() const { return block_; }  // states with the empty cell on one cell
  int empty_of(uint64_t r) const { return static_cast<int>(r / block_); }
  // Orientations by cell into o (the empty cell's entry untouched); returns the empty cell.
  int decode(uint64_t r, uint8_t* o) const;
  uint64_t encode(int e, const uint8_t* o) const;
  // The move in direction d; false when no cube stands behind the empty cell.
  bool move(int& e, uint8_t* o, Direction d) const;
  uint64_t rank(const KindState& s) const;
  KindState state(uint64_t r) const;

 private:
  Board board_;
  Kind kind_;
  int q_, cells_;
  uint64_t block_ = 1;
  uint8_t roll_[4][kMaxKindOrientations] = {};
};

// The component of a start: its members in rank order and each member's index among them.
struct Component {
  std::vector<uint64_t> bits;     // the members, over all ranks
  std::vector<uint32_t> before;   // members in the words before each word
  std::vector<uint32_t> members;  // ascending
  bool has(uint64_t r) const { return bits[r >> 6] >> (r & 63) & 1; }
  uint32_t index(uint64_t r) const {
    return before[r >> 6] + static_cast<uint32_t>(std::popcount(bits[r >> 6] & ((uint64_t{1} << (r & 63)) - 1)));
  }
};

Component component_of(const KindIndex& index, uint64_t start);
// The component as the space the batches search (states: its members' indices), in the classes
// of the maps (each keeps the component).
Space component_space(const KindIndex& index, const Component& comp, const std::vector<KindSymmetry>& maps, int threads);

}  // namespace cw::rolling::exact
