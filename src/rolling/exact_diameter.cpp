#include "rolling/exact_diameter.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <filesystem>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/huge_pages.hpp"
#include "core/interrupt.hpp"
#include "core/job_checkpoint.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"
#include "rolling/bfs.hpp"
#include "rolling/kind_solve.hpp"
#include "rolling/layout.hpp"
#include "rolling/replay.hpp"
#include "rolling/solve.hpp"

namespace cw::rolling {
namespace {

constexpr int kWords = 4;               // words per state: 256 searches at a time
constexpr int kBatch = 64 * kWords;
constexpr int kSets = 2;                // sets whose distances a batch measures (ClassBounds::reach)
constexpr int kCounterPlanes = 33;      // bit-sliced counters up to 2^33 states
constexpr uint32_t kDiameterCheckpointVersion = 1;

// The dihedral maps as integer matrices on (x east, y north): identity, the quarter turns,
// the half turn and the four reflections.
constexpr int kDihedral[8][4] = {{1, 0, 0, 1},  {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0},
                                 {-1, 0, 0, 1}, {1, 0, 0, -1}, {0, 1, 1, 0},   {0, -1, -1, 0}};

Orientation map_orientation(const int* m, Orientation o, bool exchange) {
  const Vec3 n = black_face_normal(o);
  Vec3 image{m[0] * n.x + m[1] * n.y, m[2] * n.x + m[3] * n.y, n.z};
  if (exchange) image = {-image.x, -image.y, -image.z};
  return orientation_from_normal(image);
}

// Cell (r, c) at doubled centred coordinates (x = 2c - cols + 1, y = rows - 1 - 2r) so that
// every dihedral map of the board is an integer matrix; -1 when the map does not keep the board.
std::vector<int> map_cells(Board b, const int* m) {
  std::vector<int> image(static_cast<size_t>(b.cells()));
  for (int cell = 0; cell < b.cells(); ++cell) {
    const int x = 2 * (cell % b.cols) - b.cols + 1, y = b.rows - 1 - 2 * (cell / b.cols);
    const int x2 = m[0] * x + m[1] * y, y2 = m[2] * x + m[3] * y;
    const int c = (x2 + b.cols - 1) / 2, r = (b.rows - 1 - y2) / 2;
    if (c < 0 || c >= b.cols || r < 0 || r >= b.rows || 2 * c - b.cols + 1 != x2 || b.rows - 1 - 2 * r != y2)
      return {};
    image[static_cast<size_t>(cell)] = r * b.cols + c;
  }
  return image;
}

// The direction a move in direction d becomes under the map (x east, y north).
Direction map_direction(const int* m, Direction d) {
  const int x = column_step(d), y = -row_step(d);
  const int x2 = m[0] * x + m[1] * y, y2 = m[2] * x + m[3] * y;
  return x2 > 0 ? Direction::Right : x2 < 0 ? Direction::Left : y2 > 0 ? Direction::Up : Direction::Down;
}

void apply_symmetry_into(const BoardSymmetry& map, const State& s, State& t) {
  t.board = s.board;
  t.empty = map.cell[static_cast<size_t>(s.empty)];
  for (int c = 0; c < s.board.cells(); ++c)
    t.cells[static_cast<size_t>(map.cell[static_cast<size_t>(c)])] = c == s.empty ? 0 : map.orientation[s.cells[static_cast<size_t>(c)]];
}

// Up to four neighbours per state (a missing move points back to the state itself: its bits
// are already visited, so pulling from it adds nothing).
std::vector<uint32_t> neighbour_table(const Layout& layout, [[maybe_unused]] int threads) {  // read by pragmas alone
  const uint64_t n = layout.states();
  std::vector<uint32_t> next(n * 4);
#pragma omp parallel num_threads(threads)
  {
    State t = layout.unrank(0);  // assigned, not constructed, in the loop: no allocation per state
#pragma omp for schedule(static, 4096)
    for (uint64_t r = 0; r < n; ++r) {
      const State s = layout.unrank(r);
      for (Direction d : kDirections) {
        t = s;
        next[r * 4 + static_cast<int>(d)] = static_cast<uint32_t>(apply_move(t, d) ? layout.rank(t) : r);
      }
    }
  }
  return next;
}

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

// A symmetry maps a class's members' edges onto each other, so the classes next to a class are
// those next to its least member: the bounds below spread over k classes instead of n states.
std::vector<uint32_t> class_neighbours(const Space& s) {
  const uint64_t k = s.classes.first.size();
  std::vector<uint32_t> adj(k * 4);
  for (uint64_t c = 0; c < k; ++c)
    for (uint64_t d = 0; d < 4; ++d) adj[c * 4 + d] = s.classes.of[s.next[uint64_t{s.classes.first[c]} * 4 + d]];
  return adj;
}

// Eccentricity is 1-Lipschitz along edges: ecc(v) <= ecc(w) + 1 and ecc(v) >= ecc(w) - 1 for
// neighbours. Tightens each class's bound by these inequalities to a fixed point (Dial's
// buckets, one pass) over the class graph.
void tighten(const std::vector<uint32_t>& adj, std::vector<uint8_t>& b, bool upper) {
  const uint64_t k = b.size();
  std::vector<std::vector<uint32_t>> bucket(256);
  for (uint64_t v = 0; v < k; ++v)
    if (upper ? b[v] < 255 : b[v] > 0) bucket[b[v]].push_back(static_cast<uint32_t>(v));
  for (int step = 0; step < 255; ++step) {
    const int e = upper ? step : 255 - step, f = upper ? e + 1 : e - 1;
    for (size_t i = 0; i < bucket[static_cast<size_t>(e)].size(); ++i) {
      const uint32_t v = bucket[static_cast<size_t>(e)][i];
      if (b[v] != e) continue;
      for (int d = 0; d < 4; ++d) {
        const uint32_t w = adj[uint64_t{v} * 4 + static_cast<uint64_t>(d)];
        if (upper ? b[w] > f : b[w] < f) {
          b[w] = static_cast<uint8_t>(f);
          bucket[static_cast<size_t>(f)].push_back(w);
        }
      }
    }
    std::vector<uint32_t>().swap(bucket[static_cast<size_t>(e)]);
  }
}

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
  BatchSearch(const Space& space, int threads)
      : s_(space), n_(space.n), threads_(threads), visited_(n_ * kWords), fresh_(n_ * kWords), newest_(n_) {
    for (int colour = 0; colour < 2; ++colour)
      for (const auto& [begin, end] : space.runs[static_cast<size_t>(colour)])
        for (uint64_t c = begin; c < end; c += kChunk) chunks_[colour].push_back({c, std::min(end, c + kChunk)});
  }

  // Fills eccentricity[j] and, as `count` asks, farthest[j] (states at that eccentricity; left
  // alone otherwise). last_reached (n entries, may be null): the layer at which the batch's last
  // search reached each state, the largest of its distances to the sources: a lower bound on its
  // eccentricity. sets (kSets bit arrays over the states, or null): reach[s][j] is the largest
  // distance from source j to a state of set s.
  // Returns false when Ctrl-C came first (checked every layer: a 2x5 batch takes half a minute),
  // its outputs then incomplete.
  bool run(const uint32_t* sources, int count, int colour, uint8_t* eccentricity, uint64_t* farthest,
           CountFarthest counting, uint8_t* last_reached, const uint64_t* const* sets, uint8_t* const* reach) {
    last_ = last_reached;
    sets_ = sets;
    if (sets_)
      for (int t = 0; t < kSets; ++t) std::fill(reach[t], reach[t] + count, uint8_t{0});
    if (last_) std::memset(last_, 0, n_);
    std::memset(visited_.data(), 0, n_ * kWords * 8);
    std::memset(fresh_.data(), 0, n_ * kWords * 8);
    std::memset(newest_.data(), 0, n_);
    uint64_t live[kWords] = {}, growing[kWords] = {};
    for (int j = 0; j < count; ++j) {
      const uint64_t bit = 1ull << (j % 64);
      newest_[sources[j]] = 1;
      fresh_[sources[j] * uint64_t{kWords} + j / 64] |= bit;
      visited_[sources[j] * uint64_t{kWords} + j / 64] |= bit;
      live[j / 64] |= bit;
    }
    std::copy(live, live + kWords, growing);
    for (int layer = 1;; ++layer) {
      if (interrupted()) return false;
      const int target = colour ^ (layer & 1);
      uint64_t reached[kWords] = {}, met[kSets][kWords] = {};
      expand(target, live, reached, met, static_cast<uint8_t>(layer));
      if (sets_)
        for (int t = 0; t < kSets; ++t)
          for (int j = 0; j < count; ++j)
            if (met[t][j / 64] >> (j % 64) & 1) reach[t][j] = static_cast<uint8_t>(layer);
      // Searches that reached nothing new end here: their eccentricity is the layer before, and
      // their farthest states are that layer's, on the other colour, untouched by this one.
      uint64_t ended[kWords];
      bool any_ended = false, any_growing = false;
      for (int w = 0; w < kWords; ++w) {
        ended[w] = growing[w] & ~reached[w];
        growing[w] = reached[w];
        any_ended = any_ended || ended[w];
        any_growing = any_growing || reached[w];
      }
      if (!any_ended) continue;
      const bool count_now = counting.all || (!any_growing && layer - 1 >= counting.last_from);
      uint64_t counts[kBatch] = {};
      if (count_now && farthest) count_bits(target ^ 1, ended, counts);
      for (int j = 0; j < count; ++j)
        if (ended[j / 64] >> (j % 64) & 1) {
          eccentricity[j] = static_cast<uint8_t>(layer - 1);
          if (count_now && farthest) farthest[j] = counts[j];
        }
      if (!any_growing) return true;
    }
  }

 private:
  static constexpr uint64_t kChunk = 1 << 14;
  static constexpr uint64_t kAhead = 8;  // states ahead whose neighbours' bits are prefetched

  // For the states of the target colour: fresh = (union of the neighbours' fresh bits) minus
  // visited; reached = the searches that reached a new state, met[s] = those that reached a new
  // state of set s. A state's fresh words count only where newest_ flags them (a byte a state,
  // cache-resident where the words are not): the early and late layers, where few states are new,
  // skip the random reads of empty words, and a state with nothing new keeps its old words unwritten
  // (they are visited, so a read through a missing move, which points back at the state, finds
  // nothing). The flagged neighbours' words are prefetched kAhead states early so that they overlap.
  void expand(int target, const uint64_t* live, uint64_t* reached, uint64_t (*met)[kWords], uint8_t layer) {
    const uint32_t* next = s_.next.data();
    uint64_t *V = visited_.data(), *F = fresh_.data();
    uint8_t* A = newest_.data();
    const auto& chunks = chunks_[target];
#pragma omp parallel num_threads(threads_)
    {
      uint64_t mine[kWords] = {}, mine_met[kSets][kWords] = {};
#pragma omp for schedule(dynamic, 1)
      for (size_t i = 0; i < chunks.size(); ++i) {
        const auto [begin, end] = chunks[i];
        for (uint64_t v = begin; v < end; ++v) {
          if (v + kAhead < end)
            for (int d = 0; d < 4; ++d) {
              const uint64_t u = next[(v + kAhead) * 4 + d];
              if (A[u]) __builtin_prefetch(F + u * kWords);
            }
          const uint32_t* nb = next + v * 4;
          if (!(A[nb[0]] | A[nb[1]] | A[nb[2]] | A[nb[3]])) {
            A[v] = 0;
            continue;
          }
          uint64_t* vis = V + v * kWords;
          uint64_t x[kWords] = {};
          for (int d = 0; d < 4; ++d) {
            if (!A[nb[d]]) continue;
            const uint64_t* f = F + uint64_t{nb[d]} * kWords;
            for (int w = 0; w < kWords; ++w) x[w] |= f[w];
          }
          uint64_t any = 0;
          for (int w = 0; w < kWords; ++w) any |= x[w] &= ~vis[w];
          A[v] = any != 0;
          if (!any) continue;
          uint64_t* out = F + v * kWords;
          bool full = true;
          for (int w = 0; w < kWords; ++w) {
            out[w] = x[w];
            vis[w] |= x[w];
            mine[w] |= x[w];
            full &= vis[w] == live[w];
          }
          if (full && last_) last_[v] = layer;
          if (sets_)
            for (int t = 0; t < kSets; ++t)
              if (sets_[t][v >> 6] >> (v & 63) & 1)
                for (int w = 0; w < kWords; ++w) mine_met[t][w] |= x[w];
        }
      }
#pragma omp critical
      for (int w = 0; w < kWords; ++w) {
        reached[w] |= mine[w];
        for (int t = 0; t < kSets; ++t) met[t][w] |= mine_met[t][w];
      }
    }
  }

  // counts[j] += states of the colour whose bit j is set in their newest bits, for the bits of
  // `mask`. Bit-sliced counters: plane p holds bit p of each count, so a word costs a carry chain
  // of amortised length two instead of one add per set bit.
  void count_bits(int colour, const uint64_t* mask, uint64_t* counts) const {
    const uint64_t* layer = fresh_.data();
    const auto& chunks = chunks_[colour];
#pragma omp parallel num_threads(threads_)
    {
      uint64_t plane[kCounterPlanes][kWords] = {};
#pragma omp for schedule(dynamic, 1)
      for (size_t i = 0; i < chunks.size(); ++i)
        for (uint64_t v = chunks[i].first; v < chunks[i].second; ++v) {
          if (!newest_[v]) continue;  // its words are an older layer's
          for (int w = 0; w < kWords; ++w)
            for (uint64_t carry = layer[v * kWords + w] & mask[w], p = 0; carry; ++p) {
              const uint64_t t = plane[p][w] & carry;
              plane[p][w] ^= carry;
              carry = t;
            }
        }
      uint64_t mine[kBatch] = {};
      for (int p = 0; p < kCounterPlanes; ++p)
        for (int w = 0; w < kWords; ++w)
          for (uint64_t bits = plane[p][w]; bits; bits &= bits - 1) mine[w * 64 + std::countr_zero(bits)] += 1ull << p;
#pragma omp critical
      for (int j = 0; j < kBatch; ++j) counts[j] += mine[j];
    }
  }

  const Space& s_;
  const uint64_t n_;
  [[maybe_unused]] const int threads_;  // read by pragmas alone
  TableVector<uint64_t> visited_, fresh_;
  TableVector<uint8_t> newest_;  // 1 where a state's fresh words hold its newest layer's bits
  std::array<std::vector<std::pair<uint64_t, uint64_t>>, 2> chunks_;
  uint8_t* last_ = nullptr;
  const uint64_t* const* sets_ = nullptr;
};

void check_board(Board board, const ExactDiameterOptions& opt) {
  if (board.rows == 2 && board.cols == 2)
    throw InputError("the 2x2 board's states do not all reach each other: its diameter is not defined");
  if (board.cells() > 12)
    throw RunError(fmt::format("{} has more than 2^32 states: its exact diameter is out of reach here", format_board(board)));
  const Layout layout(board);
  if (layout.states() > (uint64_t{1} << 32) - 1)
    throw RunError(fmt::format("{} has {} states, more than 2^32: its exact diameter is out of reach here",
                               format_board(board), layout.states()));
  const uint64_t need = exact_diameter_memory(board);
  if (need > opt.memory_limit)
    throw RunError(fmt::format("the exact diameter of {} needs {:.1f} GiB of memory, more than the limit of {:.1f} GiB",
                               format_board(board), need / 1073741824.0, opt.memory_limit / 1073741824.0));
}

Json identity_of(Board board, const ExactDiameterOptions& opt, uint64_t classes) {
  return Json{{"board", format_board(board)}, {"symmetry", opt.symmetry}, {"bounds", opt.bounds}, {"extremes", opt.extremes_only},
              {"batch", kBatch}, {"classes", classes}};
}

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

// How far a run is: the bounds, how many open classes may still be at each end (with extremes
// only the run settles them all; both sets only shrink, as the bounds only tighten), and in the
// peripheral phase how many classes at the diameter still want their farthest counts.
struct Standing {
  int most_lo = 0, most_hi = 0, least_lo = 0, least_hi = 0;
  uint64_t at_diameter = 0, at_radius = 0, at_either = 0, known = 0, uncounted = 0;
};

Standing standing_of(const ClassBounds& b) {
  Standing s;
  s.most_lo = b.diameter_low();
  s.most_hi = b.diameter_high();
  s.least_lo = b.radius_low();
  s.least_hi = b.radius_high();
  for (size_t c = 0; c < b.lo.size(); ++c) {
    s.known += b.known(c);
    s.uncounted += b.known(c) && b.wants_farthest_count(c, s.most_lo);
    const bool diameter = b.may_be_at_diameter(c, s.most_lo), radius = b.may_be_at_radius(c, s.least_hi);
    s.at_diameter += diameter;
    s.at_radius += radius;
    s.at_either += diameter || radius;
  }
  return s;
}

std::string note_of(const Standing& s, bool peripheral) {
  if (peripheral) return fmt::format("diameter {}, radius {}; farthest counts: {} classes left", s.most_lo, s.least_hi, s.uncounted);
  return fmt::format("diameter {}..{}, {} classes open at it; radius {}..{}, {} open", s.most_lo, s.most_hi, s.at_diameter,
                     s.least_lo, s.least_hi, s.at_radius);
}

// Everything but the pair, from each class's eccentricity and farthest count.
void summarise(ExactDiameter& r, const Classes& c, const ClassBounds& b) {
  const std::vector<uint8_t>& ecc = b.lo;
  r.diameter = *std::max_element(ecc.begin(), ecc.end());
  r.radius = b.radius_high();
  r.eccentricities.assign(static_cast<size_t>(r.diameter) + 1, 0);
  r.unresolved_low = 255;
  uint64_t ordered = 0;
  for (size_t i = 0; i < ecc.size(); ++i) {
    if (!b.known(i)) {
      r.unresolved_states += c.size[i];
      r.unresolved_low = std::min<int>(r.unresolved_low, b.lo[i]);
      r.unresolved_high = std::max<int>(r.unresolved_high, b.hi[i]);
      continue;
    }
    r.eccentricities[ecc[i]] += c.size[i];
    if (ecc[i] == r.diameter) ordered += c.size[i] * b.far[i];
  }
  if (r.unresolved_states == 0) r.unresolved_low = 0;
  r.central_states = r.eccentricities[static_cast<size_t>(r.radius)];
  r.peripheral_states = r.eccentricities[static_cast<size_t>(r.diameter)];
  r.antipodal_pairs = ordered / 2;  // each unordered pair counted from both ends
}

// The classic space without classes: ranks of layout.hpp, whose regions are the empty cell's.
Space classic_space(const Layout& layout, int threads) {
  Space s;
  s.n = layout.states();
  s.next = neighbour_table(layout, threads);
  const Board b = layout.board();
  for (int q = 0; q < b.cells(); ++q)
    s.runs[static_cast<size_t>(b.colour(q))].push_back({layout.rank_base(q), q + 1 < b.cells() ? layout.rank_base(q + 1) : s.n});
  return s;
}

struct Batch {
  int colour = 0;                // the colour of the sources' empty cells
  std::vector<uint32_t> classes;
};

// The classes to search next: unknown ones, largest upper bound first (they decide the diameter,
// and, far from everything searched so far, they spread the searches over the graph), then
// largest lower bound, then rank. With extremes_only, only the classes that may still be at the
// diameter (hi >= the largest lo) or at the radius (lo <= the smallest hi), half a batch of each
// where both remain. In the peripheral phase: the classes at the diameter searched without counts.
// from_both_ends: half of the diameter's share (or of every open class) from the head of that
// order, half from its tail.
Batch next_batch(const ClassBounds& b, const Classes& classes, bool peripheral_only, bool extremes_only, bool fill,
                 bool from_both_ends) {
  const int most_lo = b.diameter_low();
  const int least_hi = b.radius_high();
  std::vector<uint32_t> high, low, other;
  for (uint32_t c = 0; c < b.lo.size(); ++c) {
    if (peripheral_only) {
      if (b.wants_farthest_count(c, most_lo)) high.push_back(c);
    } else if (!b.known(c)) {
      if (!extremes_only || b.may_be_at_diameter(c, most_lo)) high.push_back(c);
      else if (b.may_be_at_radius(c, least_hi)) low.push_back(c);
      else other.push_back(c);
    }
  }
  auto by_hi = [&](uint32_t x, uint32_t y) {
    return b.hi[x] != b.hi[y] ? b.hi[x] > b.hi[y] : b.lo[x] != b.lo[y] ? b.lo[x] > b.lo[y] : x < y;
  };
  auto by_lo = [&](uint32_t x, uint32_t y) { return b.lo[x] != b.lo[y] ? b.lo[x] < b.lo[y] : x < y; };
  Batch batch;
  if (high.empty() && low.empty()) return batch;
  // The colour of the first class in order; where it has sources of both colours, the colour
  // more of the candidates have.
  const uint32_t best = high.empty() ? *std::min_element(low.begin(), low.end(), by_lo)
                                     : *std::min_element(high.begin(), high.end(), by_hi);
  auto lacks = [&](int colour) { return [&, colour](uint32_t c) { return classes.source[static_cast<size_t>(colour)][c] == kNone; }; };
  auto lacking = [&](int colour) {
    return std::count_if(high.begin(), high.end(), lacks(colour)) + std::count_if(low.begin(), low.end(), lacks(colour));
  };
  if (classes.source[0][best] == kNone) batch.colour = 1;
  else if (classes.source[1][best] != kNone) batch.colour = lacking(0) > lacking(1);
  for (auto* list : {&high, &low, &other}) std::erase_if(*list, lacks(batch.colour));
  const size_t take_low = std::min<size_t>(low.size(), high.empty() ? kBatch : kBatch / 2);
  const size_t take_high = std::min<size_t>(high.size(), kBatch - take_low);
  if (from_both_ends && !peripheral_only && high.size() > take_high) {
    // The head of the order decides the diameter, but its searches settle few other classes: a
    // search of eccentricity e lowers an upper bound h by spreading only within h - e moves of
    // it, and most candidates lie far below the diameter (on 2x5, with the diameter 71 settled,
    // lower bounds of 53 to 67). The tail, least hi and then least lo, holds likely central
    // classes, each of which lowers the bounds of a wide ball.
    std::sort(high.begin(), high.end(), by_hi);
    const auto head = static_cast<std::ptrdiff_t>(take_high / 2), tail = static_cast<std::ptrdiff_t>(take_high) - head;
    std::rotate(high.begin() + head, high.end() - tail, high.end());
  } else {
    std::partial_sort(high.begin(), high.begin() + static_cast<std::ptrdiff_t>(take_high), high.end(), by_hi);
  }
  std::partial_sort(low.begin(), low.begin() + static_cast<std::ptrdiff_t>(take_low), low.end(), by_lo);
  high.resize(take_high);
  high.insert(high.end(), low.begin(), low.begin() + static_cast<std::ptrdiff_t>(take_low));
  // With extremes only, a batch short of candidates costs as much as a full one: the rest of its
  // searches tighten other classes' bounds for free.
  if (fill && extremes_only && !peripheral_only) {
    const size_t take = std::min<size_t>(other.size(), kBatch - high.size());
    std::partial_sort(other.begin(), other.begin() + static_cast<std::ptrdiff_t>(take), other.end(), by_hi);
    high.insert(high.end(), other.begin(), other.begin() + static_cast<std::ptrdiff_t>(take));
  }
  batch.classes = std::move(high);
  return batch;
}

Json to_checkpoint(const ClassBounds& b) {
  return Json{{"lo", bytes_json(b.lo)}, {"hi", bytes_json(b.hi)}, {"reach_at", bytes_json(b.reach[0])},
              {"reach_above", bytes_json(b.reach[1])}, {"searched", bytes_json(b.searched)}, {"far", words_json(b.far)}};
}

void from_checkpoint(const Json& state, ClassBounds& b) {
  ClassBounds saved(b.lo.size());
  read_bytes(state.at("lo"), saved.lo);
  read_bytes(state.at("hi"), saved.hi);
  read_bytes(state.at("searched"), saved.searched);
  read_words(state.at("far"), saved.far);
  // Checkpoints written before reach was kept: no class's reach is bounded yet.
  if (state.contains("reach_at")) read_bytes(state.at("reach_at"), saved.reach[0]);
  if (state.contains("reach_above")) read_bytes(state.at("reach_above"), saved.reach[1]);
  const size_t k = b.lo.size();
  if (saved.lo.size() != k || saved.hi.size() != k || saved.reach[0].size() != k || saved.reach[1].size() != k ||
      saved.searched.size() != k || saved.far.size() != k)
    throw RunError("inconsistent sizes");
  b = std::move(saved);
}

}  // namespace

std::vector<BoardSymmetry> board_symmetries(Board board) {
  std::vector<BoardSymmetry> out;
  for (const auto& m : kDihedral) {
    const std::vector<int> cells = map_cells(board, m);
    if (cells.empty()) continue;
    for (bool exchange : {false, true}) {
      BoardSymmetry s{cells, {}};
      for (int o = 0; o < kOrientations; ++o)
        s.orientation[static_cast<size_t>(o)] = map_orientation(m, static_cast<Orientation>(o), exchange);
      out.push_back(std::move(s));
    }
  }
  return out;
}

State apply_symmetry(const BoardSymmetry& map, const State& s) {
  State t = s;
  apply_symmetry_into(map, s, t);
  return t;
}

std::vector<KindSymmetry> kind_symmetries(Board board, Kind kind) {
  const int q = orientation_count(kind);
  std::vector<KindSymmetry> out;
  for (const auto& m : kDihedral) {
    const std::vector<int> cells = map_cells(board, m);
    if (cells.empty()) continue;
    // A relabelling phi commutes with the rolls when phi(roll(o, d)) = roll(phi(o), m d). The
    // rolls reach every orientation from 0, so phi(0) fixes phi: try each, spread, keep those
    // that stay consistent and one-to-one.
    for (int x = 0; x < q; ++x) {
      KindSymmetry s{cells, {}};
      std::array<int, kMaxKindOrientations> phi;
      phi.fill(-1);
      phi[0] = x;
      std::vector<int> queue{0};
      bool ok = true;
      for (size_t i = 0; i < queue.size() && ok; ++i)
        for (Direction d : kDirections) {
          const int from = kind_roll(kind, queue[i], d), to = kind_roll(kind, phi[static_cast<size_t>(queue[i])], map_direction(m, d));
          int& image = phi[static_cast<size_t>(from)];
          if (image < 0) image = to, queue.push_back(from);
          else ok = ok && image == to;
        }
      std::array<bool, kMaxKindOrientations> hit{};
      for (int o = 0; o < q && ok; ++o) {
        ok = phi[static_cast<size_t>(o)] >= 0 && !hit[static_cast<size_t>(phi[static_cast<size_t>(o)])];
        if (ok) hit[static_cast<size_t>(phi[static_cast<size_t>(o)])] = true;
        s.orientation[static_cast<size_t>(o)] = static_cast<uint8_t>(phi[static_cast<size_t>(o)]);
      }
      if (ok) out.push_back(std::move(s));
    }
  }
  return out;
}

KindState apply_symmetry(const KindSymmetry& map, const KindState& s) {
  KindState t = s;
  t.empty = map.cell[static_cast<size_t>(s.empty)];
  for (int c = 0; c < s.board.cells(); ++c) {
    const CubeCode code = s.cells[static_cast<size_t>(c)];
    const Kind k = kind_of_code(code);
    t.cells[static_cast<size_t>(map.cell[static_cast<size_t>(c)])] =
        c == s.empty ? 0 : cube_code(k, map.orientation[static_cast<size_t>(orientation_of_code(code))]);
  }
  return t;
}

std::vector<Eccentricity> eccentricities_of(const std::vector<State>& from, int threads) {
  if (from.empty()) return {};
  const Layout layout(from.front().board);
  if (threads <= 0) threads = parallel_threads();
  const Space space = classic_space(layout, threads);
  BatchSearch search(space, threads);
  std::vector<Eccentricity> out(from.size());
  for (int colour = 0; colour < 2; ++colour) {
    std::vector<uint32_t> ranks;
    std::vector<size_t> at;
    for (size_t i = 0; i < from.size(); ++i)
      if (from[i].board.colour(from[i].empty) == colour) ranks.push_back(static_cast<uint32_t>(layout.rank(from[i]))), at.push_back(i);
    std::vector<uint8_t> ecc(ranks.size());
    std::vector<uint64_t> far(ranks.size());
    for (size_t i = 0; i < ranks.size(); i += kBatch) {
      const int count = static_cast<int>(std::min<size_t>(kBatch, ranks.size() - i));
      if (!search.run(ranks.data() + i, count, colour, ecc.data() + i, far.data() + i, CountFarthest{true}, nullptr,
                      nullptr, nullptr))
        throw Interrupted(interrupted_message(""));
    }
    for (size_t i = 0; i < ranks.size(); ++i) out[at[i]] = {ecc[i], far[i]};
  }
  return out;
}

constexpr uint64_t kSmallSpace = uint64_t{1} << 20;
constexpr uint64_t kBytesPerState = 4 * 4 + 2 * kWords * 8 + 1 + 4 + 1 + 1 + 8;

uint64_t exact_diameter_memory(Board board) {
  // Neighbours, two bit-parallel arrays and their newest flags, classes, the batch's last layers,
  // and room for the classes' bounds and buckets.
  return Layout(board).states() * kBytesPerState;
}

namespace {

// The states of P_T (ClassBounds::reach) for T = D and D + 1.
void mark_sets(const ClassBounds& b, const Classes& classes, std::array<std::vector<uint64_t>, kSets>& bits) {
  const int low = b.diameter_low();
  for (auto& set : bits) std::fill(set.begin(), set.end(), 0);
  for (uint64_t v = 0; v < classes.of.size(); ++v)
    for (int t = 0; t < kSets; ++t)
      if (b.hi[classes.of[v]] >= low + t) bits[static_cast<size_t>(t)][v >> 6] |= uint64_t{1} << (v & 63);
}

// ecc(w) <= max(T - 1, reach_T(w)) (ClassBounds::reach), then spread again.
void bound_by_reach(const std::vector<uint32_t>& adj, ClassBounds& b) {
  for (auto& r : b.reach) tighten(adj, r, true);
  const int low = b.diameter_low();
  for (size_t c = 0; c < b.hi.size(); ++c)
    for (int t = 0; t < kSets; ++t)
      b.hi[c] = static_cast<uint8_t>(std::min<int>(b.hi[c], std::max(low + t - 1, int{b.reach[static_cast<size_t>(t)][c]})));
  tighten(adj, b.hi, true);
}

struct Settled {
  ClassBounds bounds{0};
  int batches = 0;
  uint64_t searches = 0;
  int resumed_at = -1;
};

// Batches until every class's eccentricity is known (or, with extremes_only, those that can be at
// the diameter or the radius), then the peripheral classes not yet counted.
Settled settle(const Space& space, const ExactDiameterOptions& opt, const Json& identity, int threads) {
  // A pass over a small space takes microseconds: a second thread only adds barriers, which
  // cost milliseconds each when the cores are shared.
  if (space.n < kSmallSpace) threads = 1;
  const Classes& classes = space.classes;
  const uint64_t n = space.n, k = classes.first.size();
  Settled s;
  ClassBounds& b = s.bounds;
  b = ClassBounds(k);
  JobCheckpoint checkpoint(opt.checkpoint, "rolling-exact-diameter", kDiameterCheckpointVersion, identity, opt.checkpoint_seconds);
  // Every class's bounds: on 2x5 a 200 MB document that took about 50 s to save, after every
  // batch of about 30 s.
  checkpoint.set_save_share(0.1);
  checkpoint.load([&](const Json& state) {
    from_checkpoint(state.at("bounds"), b);
    s.batches = state.at("batches").get<int>();
    s.searches = state.at("searches").get<uint64_t>();
    s.resumed_at = s.batches;
  });
  BatchSearch search(space, threads);
  std::vector<uint8_t> last(opt.bounds ? n : 0);
  // Every eccentricity: measured, the reach bounds retired no more classes (eight cubes on 2x4:
  // 186 batches against 184) and cost a tenth more time.
  const bool partners = opt.bounds && opt.extremes_only && opt.partners;
  std::array<std::vector<uint64_t>, kSets> set_bits;
  if (partners)
    for (auto& set : set_bits) set.assign((n + 63) / 64, 0);
  // With extremes_only the run ends once no open class can be at either end, long before every
  // class is known: the classes settled for the extremes are counted, and the note gives the time
  // left as a range (a rate's ETA would promise too early an end: the last take the most batches).
  Progress progress(opt.extremes_only ? "classes settled for the extremes" : "eccentricities known", k, opt.quiet);
  if (opt.extremes_only) progress.without_eta();
  const auto counted = [&](const Standing& now) { return opt.extremes_only ? k - now.at_either : now.known; };
  if (s.resumed_at >= 0) progress.resumed_from(counted(standing_of(b)));
  // The extremes' ETA, a range: their open classes fall fast and then slowly (remaining_range).
  Stopwatch clock;
  std::vector<OpenCount> open_steps;
  int ran = 0;
  // Until every class is known, then the peripheral classes not searched (their farthest counts
  // give the antipodal pairs).
  for (bool peripheral = false;;) {
    const Batch next = next_batch(b, classes, peripheral, opt.extremes_only && opt.bounds, opt.fill_batches,
                                  opt.from_both_ends);
    const std::vector<uint32_t>& batch = next.classes;
    if (batch.empty()) {
      if (peripheral) break;
      peripheral = true;
      continue;
    }
    std::vector<uint32_t> sources;
    for (uint32_t c : batch) sources.push_back(classes.source[static_cast<size_t>(next.colour)][c]);
    std::vector<uint8_t> ecc(batch.size());
    std::vector<uint64_t> far(batch.size(), 0);  // 0: not counted (a count is at least 1)
    // Farthest counts matter only at the diameter: counted for every class when the diameter is
    // not bounded (no bounds) or in the peripheral phase, else for the searches that end last in
    // their batch at or beyond the diameter's lower bound (the others are below the diameter).
    CountFarthest counting;
    counting.all = peripheral || !opt.bounds;
    counting.last_from = b.diameter_low();
    const bool measure_reach = partners && !peripheral;
    if (measure_reach) mark_sets(b, classes, set_bits);
    std::array<std::vector<uint8_t>, kSets> reach;
    for (auto& r : reach) r.assign(batch.size(), 0);
    const uint64_t* sets[kSets] = {set_bits[0].data(), set_bits[1].data()};
    uint8_t* reach_out[kSets] = {reach[0].data(), reach[1].data()};
    if (!search.run(sources.data(), static_cast<int>(batch.size()), next.colour, ecc.data(), far.data(), counting,
                    opt.bounds && !peripheral ? last.data() : nullptr, measure_reach ? sets : nullptr, reach_out)) {
      // The bounds are still those before the batch.
      checkpoint.save(Json{{"bounds", to_checkpoint(b)}, {"batches", s.batches}, {"searches", s.searches}});
      throw Interrupted(interrupted_message(opt.checkpoint));
    }
    for (size_t j = 0; j < batch.size(); ++j) {
      const uint32_t c = batch[j];
      if (ecc[j] < b.lo[c] || ecc[j] > b.hi[c])
        throw RunError(fmt::format("internal: an eccentricity of {} outside the bounds {}..{}", ecc[j], b.lo[c], b.hi[c]));
      b.lo[c] = b.hi[c] = ecc[j];
      b.searched[c] = far[j] ? 1 : 2;  // 2: searched without its farthest count
      b.far[c] = far[j];
      if (measure_reach)
        for (int t = 0; t < kSets; ++t)
          b.reach[static_cast<size_t>(t)][c] = std::min(b.reach[static_cast<size_t>(t)][c], reach[static_cast<size_t>(t)][j]);
    }
    if (opt.bounds && !peripheral) {
      for (uint64_t v = 0; v < n; ++v) b.lo[classes.of[v]] = std::max(b.lo[classes.of[v]], last[v]);
      tighten(space.class_next, b.hi, true);
      tighten(space.class_next, b.lo, false);
      if (measure_reach) bound_by_reach(space.class_next, b);
      for (uint64_t c = 0; c < k; ++c)
        if (b.lo[c] > b.hi[c]) throw RunError("internal: crossed eccentricity bounds");
    }
    ++s.batches;
    ++ran;
    s.searches += batch.size();
    const Standing now = standing_of(b);
    std::string note = note_of(now, peripheral);
    if (opt.extremes_only && !peripheral) {
      open_steps.push_back({clock.seconds(), now.at_either});
      if (const RemainingRange left = remaining_range(open_steps); left.known)
        note += fmt::format("; {} to {} left at the last batches' pace", Progress::format_eta(left.early_seconds),
                            Progress::format_eta(left.late_seconds));
    }
    progress.note(note);
    progress.update(counted(now));
    const bool stop = interrupted() || ran == opt.stop_after_batches;
    if (stop || checkpoint.due())
      checkpoint.save(Json{{"bounds", to_checkpoint(b)}, {"batches", s.batches}, {"searches", s.searches}});
    if (stop) throw Interrupted(interrupted_message(opt.checkpoint));
  }
  progress.finish();
  if (checkpoint.enabled()) std::filesystem::remove(opt.checkpoint);
  return s;
}

ExactDiameter figures(const Space& space, const Settled& s, int symmetries) {
  ExactDiameter r;
  r.states = r.reachable = space.n;
  r.symmetries = symmetries;
  r.classes = space.classes.first.size();
  r.searches = s.searches;
  r.batches = s.batches;
  r.resumed_at = s.resumed_at;
  summarise(r, space.classes, s.bounds);
  return r;
}

// The least state of the first class at the diameter.
uint32_t diameter_source(const ExactDiameter& r, const Space& space, const ClassBounds& b) {
  const auto at = std::find(b.lo.begin(), b.lo.end(), static_cast<uint8_t>(r.diameter));
  if (at == b.lo.end()) throw RunError("internal: no class at the diameter");
  return space.classes.first[static_cast<size_t>(at - b.lo.begin())];
}

// Dense ranks of the arrangements of a board's cubes, all of one kind with q orientations:
// rank = empty * q^(N-1) + the orientations of the cubes in cell order as base-q digits.
class KindIndex {
 public:
  KindIndex(Board board, Kind kind) : board_(board), kind_(kind), q_(orientation_count(kind)), cells_(board.cells()) {
    for (int j = 0; j + 1 < cells_; ++j) {
      block_ *= static_cast<uint64_t>(q_);
      if (block_ * static_cast<uint64_t>(cells_) >= (uint64_t{1} << 32))
        throw RunError(fmt::format("{} cubes of kind {} on {} have more than 2^32 arrangements: their exact diameter "
                                   "is out of reach here", cells_ - 1, kind_name(kind), format_board(board)));
    }
    for (Direction d : kDirections)
      for (int o = 0; o < q_; ++o) roll_[static_cast<int>(d)][o] = static_cast<uint8_t>(kind_roll(kind, o, d));
  }
  uint64_t states() const { return block_ * static_cast<uint64_t>(cells_); }
  uint64_t block() const { return block_; }  // states with the empty cell on one cell
  int empty_of(uint64_t r) const { return static_cast<int>(r / block_); }
  // Orientations by cell into o (the empty cell's entry untouched); returns the empty cell.
  int decode(uint64_t r, uint8_t* o) const {
    const int e = static_cast<int>(r / block_);
    uint64_t rest = r % block_;
    for (int c = 0; c < cells_; ++c)
      if (c != e) o[c] = static_cast<uint8_t>(rest % static_cast<uint64_t>(q_)), rest /= static_cast<uint64_t>(q_);
    return e;
  }
  uint64_t encode(int e, const uint8_t* o) const {
    uint64_t rest = 0;
    for (int c = cells_ - 1; c >= 0; --c)
      if (c != e) rest = rest * static_cast<uint64_t>(q_) + o[c];
    return static_cast<uint64_t>(e) * block_ + rest;
  }
  // The move in direction d; false when no cube stands behind the empty cell.
  bool move(int& e, uint8_t* o, Direction d) const {
    const int from = board_.step(e, opposite(d));
    if (from < 0) return false;
    o[e] = roll_[static_cast<int>(d)][o[from]];
    e = from;
    return true;
  }
  uint64_t rank(const KindState& s) const {
    uint8_t o[64] = {};
    for (int c = 0; c < cells_; ++c) o[c] = static_cast<uint8_t>(orientation_of_code(s.cells[static_cast<size_t>(c)]));
    return encode(s.empty, o);
  }
  KindState state(uint64_t r) const {
    uint8_t o[64] = {};
    KindState s{board_, decode(r, o), std::vector<CubeCode>(static_cast<size_t>(cells_), 0)};
    for (int c = 0; c < cells_; ++c)
      if (c != s.empty) s.cells[static_cast<size_t>(c)] = cube_code(kind_, o[c]);
    return s;
  }

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

Component component_of(const KindIndex& index, uint64_t start) {
  Component c;
  c.bits.assign((index.states() + 63) / 64, 0);
  c.members.push_back(static_cast<uint32_t>(start));
  c.bits[start >> 6] |= uint64_t{1} << (start & 63);
  uint8_t o[64], t[64];
  for (size_t i = 0; i < c.members.size(); ++i) {
    const int e = index.decode(c.members[i], o);
    for (Direction d : kDirections) {
      std::copy(o, o + 64, t);
      int f = e;
      if (!index.move(f, t, d)) continue;
      const uint64_t r = index.encode(f, t);
      if (!c.has(r)) {
        c.bits[r >> 6] |= uint64_t{1} << (r & 63);
        c.members.push_back(static_cast<uint32_t>(r));
      }
    }
  }
  std::sort(c.members.begin(), c.members.end());
  c.before.resize(c.bits.size());
  uint32_t sum = 0;
  for (size_t w = 0; w < c.bits.size(); ++w) c.before[w] = sum, sum += static_cast<uint32_t>(std::popcount(c.bits[w]));
  return c;
}

std::vector<uint32_t> kind_neighbours(const KindIndex& index, const Component& comp, [[maybe_unused]] int threads) {
  const uint64_t n = comp.members.size();
  std::vector<uint32_t> next(n * 4);
#pragma omp parallel for schedule(static, 4096) num_threads(threads)
  for (uint64_t i = 0; i < n; ++i) {
    uint8_t o[64], t[64];
    const int e = index.decode(comp.members[i], o);
    for (Direction d : kDirections) {
      std::copy(o, o + 64, t);
      int f = e;
      next[i * 4 + static_cast<int>(d)] = index.move(f, t, d) ? comp.index(index.encode(f, t)) : static_cast<uint32_t>(i);
    }
  }
  return next;
}

// Distances from one state over the neighbour table, a byte each (a plain queue).
std::vector<uint8_t> queue_distances(const std::vector<uint32_t>& next, uint64_t n, uint32_t from) {
  std::vector<uint8_t> dist(n, 255);
  std::vector<uint32_t> queue{from};
  queue.reserve(n);
  dist[from] = 0;
  for (size_t i = 0; i < queue.size(); ++i)
    for (int d = 0; d < 4; ++d) {
      const uint32_t w = next[uint64_t{queue[i]} * 4 + static_cast<uint64_t>(d)];
      if (dist[w] == 255) dist[w] = static_cast<uint8_t>(dist[queue[i]] + 1), queue.push_back(w);
    }
  return dist;
}

}  // namespace

ExactDiameter exact_diameter(Board board, const ExactDiameterOptions& opt) {
  check_board(board, opt);
  Stopwatch clock;
  const int threads = opt.threads > 0 ? opt.threads : parallel_threads();
  const Layout layout(board);
  std::vector<BoardSymmetry> maps = board_symmetries(board);
  if (!opt.symmetry) maps.resize(1);  // the identity
  Space space = classic_space(layout, threads);
  const uint64_t region = space.n / static_cast<uint64_t>(board.cells());
  space.classes = orbit_classes(
      space.n, maps.size(),
      [&](uint64_t r, uint64_t* out) {
        const State s = layout.unrank(r);
        State image = s;
        for (size_t m = 0; m < maps.size(); ++m) {
          apply_symmetry_into(maps[m], s, image);
          out[m] = layout.rank(image);
        }
      },
      [&](uint64_t r) { return board.colour(static_cast<int>(r / region)); });
  space.class_next = class_neighbours(space);
  const double setup = clock.seconds();
  const Settled settled = settle(space, opt, identity_of(board, opt, space.classes.first.size()), threads);
  ExactDiameter r = figures(space, settled, static_cast<int>(maps.size()));
  r.board = board;
  r.setup_seconds = setup;
  r.search_seconds = clock.seconds() - setup;
  // The pair: the far end by the byte-per-state engine, a second search that must agree with
  // the batch's eccentricity; the moves by the solver, replayed by the checker.
  const State a = layout.unrank(diameter_source(r, space, settled.bounds));
  BfsOptions bo;
  bo.threads = threads;
  const Distances d = bfs_distances(layout, a, bo);
  if (d.max_distance != r.diameter)
    throw RunError(fmt::format("internal: the byte-per-state search gives {} an eccentricity of {}, the batch {}",
                               format_state(a), d.max_distance, r.diameter));
  const State b = layout.unrank(static_cast<uint64_t>(
      std::find(d.dist.begin(), d.dist.end(), static_cast<uint8_t>(r.diameter)) - d.dist.begin()));
  SolveOptions so;
  so.method = SolveMethod::Bfs;
  so.threads = threads;
  const Solution path = solve(a, b, so);  // replayed inside
  if (path.length != r.diameter || !is_valid_solution(a, b, path.moves))
    throw RunError(fmt::format("internal: the solver finds {} moves between the diameter's pair, not {}", path.length, r.diameter));
  r.a = kind_state_of(a);
  r.b = kind_state_of(b);
  r.moves = path.moves;
  r.seconds = clock.seconds();
  return r;
}

ExactDiameter exact_diameter(const KindState& start, const ExactDiameterOptions& opt) {
  const unsigned kinds = kinds_present(start);
  if (std::popcount(kinds) != 1) throw InputError("the exact diameter takes cubes of one kind, not a kind map");
  const Kind kind = static_cast<Kind>(std::countr_zero(kinds));
  const Board board = start.board;
  const KindIndex index(board, kind);
  Stopwatch clock;
  const int threads = opt.threads > 0 ? opt.threads : parallel_threads();
  const Component comp = component_of(index, index.rank(start));
  const uint64_t n = comp.members.size();
  if (n * kBytesPerState > opt.memory_limit)
    throw RunError(fmt::format("the exact diameter of {}'s component ({} states) needs {:.1f} GiB of memory, more than "
                               "the limit of {:.1f} GiB", format_kind_state(start), n, n * kBytesPerState / 1073741824.0,
                               opt.memory_limit / 1073741824.0));
  // The maps that keep the start's component: a graph automorphism maps components onto
  // components, so the start's image decides.
  std::vector<KindSymmetry> maps;
  for (const KindSymmetry& m : kind_symmetries(board, kind))
    if (comp.has(index.rank(apply_symmetry(m, start)))) maps.push_back(m);
  if (!opt.symmetry) maps.resize(1);
  Space space;
  space.n = n;
  space.classes = orbit_classes(
      n, maps.size(),
      [&](uint64_t i, uint64_t* out) {
        uint8_t o[64] = {}, t[64] = {};
        const int e = index.decode(comp.members[i], o);
        for (size_t m = 0; m < maps.size(); ++m) {
          for (int c = 0; c < board.cells(); ++c)
            if (c != e) t[maps[m].cell[static_cast<size_t>(c)]] = maps[m].orientation[o[c]];
          out[m] = comp.index(index.encode(maps[m].cell[static_cast<size_t>(e)], t));
        }
      },
      [&](uint64_t i) { return board.colour(index.empty_of(comp.members[i])); });
  space.next = kind_neighbours(index, comp, threads);
  for (int e = 0; e < board.cells(); ++e)
    space.runs[static_cast<size_t>(board.colour(e))].push_back(
        {comp.index(e * index.block()), e + 1 < board.cells() ? comp.index((e + 1) * index.block()) : n});
  space.class_next = class_neighbours(space);
  const double setup = clock.seconds();
  Json identity = identity_of(board, opt, space.classes.first.size());
  identity["kind"] = kind_name(kind);
  identity["start"] = format_kind_state(start);
  const Settled settled = settle(space, opt, identity, threads);
  ExactDiameter r = figures(space, settled, static_cast<int>(maps.size()));
  r.board = board;
  r.kind = kind;
  r.states = index.states();
  r.setup_seconds = setup;
  r.search_seconds = clock.seconds() - setup;
  // The pair: the far end by a plain queue search, the distance again by the pattern solver
  // (sorted layers of packed keys, its own move rule), whose moves its checker replays.
  const uint32_t a = diameter_source(r, space, settled.bounds);
  const std::vector<uint8_t> dist = queue_distances(space.next, n, a);
  const uint8_t most = *std::max_element(dist.begin(), dist.end());
  if (most != r.diameter)
    throw RunError(fmt::format("internal: a queue search gives an eccentricity of {}, the batch {}", most, r.diameter));
  r.a = index.state(comp.members[a]);
  r.b = index.state(comp.members[static_cast<size_t>(std::find(dist.begin(), dist.end(), most) - dist.begin())]);
  KindSolveOptions ko;
  ko.memory_limit = opt.memory_limit;
  const KindSolution path = kind_solve(r.a, parse_pattern(format_kind_state(r.b), kinds), ko);
  if (!path.found || path.length != r.diameter)
    throw RunError(fmt::format("internal: the pattern solver finds {} moves between the diameter's pair, not {}", path.length, r.diameter));
  r.moves = path.moves;
  r.seconds = clock.seconds();
  return r;
}

}  // namespace cw::rolling
