#include "rolling/exact_diameter.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <filesystem>
#include <memory>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/job_checkpoint.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"
#include "rolling/bfs.hpp"
#include "rolling/layout.hpp"

namespace cw::rolling {
namespace {

constexpr int kWords = 4;               // words per state: 256 searches at a time
constexpr int kBatch = 64 * kWords;
constexpr int kCounterPlanes = 33;      // bit-sliced counters up to 2^33 states
constexpr uint32_t kCheckpointVersion = 1;

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

// The least rank of each class, the class's size (in rank order), and each state's class.
struct Classes {
  std::vector<uint32_t> first;
  std::vector<uint32_t> size;
  std::vector<uint32_t> of;
};

Classes symmetry_classes(const Layout& layout, const std::vector<BoardSymmetry>& maps,
                         [[maybe_unused]] int threads) {  // read by pragmas alone
  const uint64_t n = layout.states();
  Classes c;
  c.of.resize(n);
  std::vector<uint8_t> size(n, 0);
  const int group = static_cast<int>(maps.size());
#pragma omp parallel num_threads(threads)
  {
    State image = layout.unrank(0);
#pragma omp for schedule(static, 4096)
    for (uint64_t r = 0; r < n; ++r) {
      const State s = layout.unrank(r);
      uint64_t least = r;
      int fixed = 0;
      for (const BoardSymmetry& m : maps) {
        apply_symmetry_into(m, s, image);
        const uint64_t to = layout.rank(image);
        least = std::min(least, to);
        fixed += to == r;
      }
      c.of[r] = static_cast<uint32_t>(least);
      if (least == r) size[r] = static_cast<uint8_t>(group / fixed);  // orbit-stabiliser
    }
  }
  for (uint64_t r = 0; r < n; ++r)
    if (size[r]) {
      c.first.push_back(static_cast<uint32_t>(r));
      c.size.push_back(size[r]);
    }
#pragma omp parallel for schedule(static, 4096) num_threads(threads)
  for (uint64_t r = 0; r < n; ++r)
    c.of[r] = static_cast<uint32_t>(std::lower_bound(c.first.begin(), c.first.end(), c.of[r]) - c.first.begin());
  return c;
}

// Eccentricity is 1-Lipschitz along edges: ecc(v) <= ecc(w) + 1 and ecc(v) >= ecc(w) - 1 for
// neighbours. Tightens each class's bound by these inequalities to a fixed point (Dial's
// buckets, one pass). Bounds constant on classes stay so: the symmetries map edges to edges.
void tighten(const std::vector<uint32_t>& next, const std::vector<uint32_t>& of, std::vector<uint8_t>& bound, bool upper) {
  const uint64_t n = of.size();
  std::vector<uint8_t> b(n);
  std::vector<std::vector<uint32_t>> bucket(256);
  for (uint64_t v = 0; v < n; ++v) {
    b[v] = bound[of[v]];
    if (upper ? b[v] < 255 : b[v] > 0) bucket[b[v]].push_back(static_cast<uint32_t>(v));
  }
  for (int step = 0; step < 255; ++step) {
    const int e = upper ? step : 255 - step, f = upper ? e + 1 : e - 1;
    for (size_t i = 0; i < bucket[static_cast<size_t>(e)].size(); ++i) {
      const uint32_t v = bucket[static_cast<size_t>(e)][i];
      if (b[v] != e) continue;
      for (int d = 0; d < 4; ++d) {
        const uint32_t w = next[uint64_t{v} * 4 + static_cast<uint64_t>(d)];
        if (upper ? b[w] > f : b[w] < f) {
          b[w] = static_cast<uint8_t>(f);
          bucket[static_cast<size_t>(f)].push_back(w);
        }
      }
    }
    std::vector<uint32_t>().swap(bucket[static_cast<size_t>(e)]);
  }
  for (uint64_t v = 0; v < n; ++v) bound[of[v]] = upper ? std::min(bound[of[v]], b[v]) : std::max(bound[of[v]], b[v]);
}

// One batch of up to kBatch searches, all at once: bit j of a state's words is set once search j
// has reached it. Gives each search's eccentricity and, when asked, how many states lie that far.
class BatchSearch {
 public:
  BatchSearch(const std::vector<uint32_t>& next, uint64_t states, int threads)
      : next_(next), n_(states), threads_(threads),
        visited_(new uint64_t[n_ * kWords]), frontier_(new uint64_t[n_ * kWords]), fresh_(new uint64_t[n_ * kWords]) {}

  // farthest (may be null): states at each search's eccentricity. last_reached (n entries, may be
  // null): the layer at which the batch's last search reached each state, the largest of its
  // distances to the sources: a lower bound on its eccentricity.
  void run(const uint32_t* sources, int count, uint8_t* eccentricity, uint64_t* farthest, uint8_t* last_reached) {
    last_ = last_reached;
    if (last_) std::memset(last_, 0, n_);
    std::memset(visited_.get(), 0, n_ * kWords * 8);
    std::memset(frontier_.get(), 0, n_ * kWords * 8);
    uint64_t live[kWords] = {}, growing[kWords] = {};
    for (int j = 0; j < count; ++j) {
      const uint64_t bit = 1ull << (j % 64);
      frontier_[sources[j] * uint64_t{kWords} + j / 64] |= bit;
      visited_[sources[j] * uint64_t{kWords} + j / 64] |= bit;
      live[j / 64] |= bit;
    }
    std::copy(live, live + kWords, growing);
    for (int layer = 1;; ++layer) {
      uint64_t reached[kWords] = {};
      expand(live, reached, static_cast<uint8_t>(layer));
      // Searches that reached nothing new end here: their eccentricity is the layer before, and
      // their farthest states are the frontier's.
      uint64_t ended[kWords];
      bool any_ended = false, any_growing = false;
      for (int w = 0; w < kWords; ++w) {
        ended[w] = growing[w] & ~reached[w];
        growing[w] = reached[w];
        any_ended = any_ended || ended[w];
        any_growing = any_growing || reached[w];
      }
      if (any_ended) {
        uint64_t counts[kBatch] = {};
        if (farthest) count_bits(frontier_.get(), ended, counts);
        for (int j = 0; j < count; ++j)
          if (ended[j / 64] >> (j % 64) & 1) {
            eccentricity[j] = static_cast<uint8_t>(layer - 1);
            if (farthest) farthest[j] = counts[j];
          }
      }
      if (!any_growing) break;
      std::swap(frontier_, fresh_);
    }
  }

 private:
  // fresh = (union of the neighbours' frontiers) minus visited; reached = the searches that
  // reached a new state.
  void expand(const uint64_t* live, uint64_t* reached, uint8_t layer) {
    const uint32_t* next = next_.data();
    const uint64_t* F = frontier_.get();
    uint64_t *V = visited_.get(), *X = fresh_.get();
#pragma omp parallel num_threads(threads_)
    {
      uint64_t mine[kWords] = {};
#pragma omp for schedule(static, 8192)
      for (uint64_t v = 0; v < n_; ++v) {
        uint64_t* vis = V + v * kWords;
        uint64_t* out = X + v * kWords;
        bool done = true;
        for (int w = 0; w < kWords; ++w) done &= vis[w] == live[w];
        if (done) {
          for (int w = 0; w < kWords; ++w) out[w] = 0;
          continue;
        }
        uint64_t x[kWords] = {};
        for (int d = 0; d < 4; ++d) {
          const uint64_t* f = F + uint64_t{next[v * 4 + d]} * kWords;
          for (int w = 0; w < kWords; ++w) x[w] |= f[w];
        }
        bool full = true;
        for (int w = 0; w < kWords; ++w) {
          x[w] &= ~vis[w];
          out[w] = x[w];
          vis[w] |= x[w];
          mine[w] |= x[w];
          full &= vis[w] == live[w];
        }
        if (full && last_) last_[v] = layer;
      }
#pragma omp critical
      for (int w = 0; w < kWords; ++w) reached[w] |= mine[w];
    }
  }

  // counts[j] += states whose bit j is set in `layer`, for the bits of `mask`. Bit-sliced
  // counters: plane p holds bit p of each count, so a word costs a carry chain of amortised
  // length two instead of one add per set bit.
  void count_bits(const uint64_t* layer, const uint64_t* mask, uint64_t* counts) const {
#pragma omp parallel num_threads(threads_)
    {
      uint64_t plane[kCounterPlanes][kWords] = {};
#pragma omp for schedule(static, 8192)
      for (uint64_t v = 0; v < n_; ++v)
        for (int w = 0; w < kWords; ++w)
          for (uint64_t carry = layer[v * kWords + w] & mask[w], p = 0; carry; ++p) {
            const uint64_t t = plane[p][w] & carry;
            plane[p][w] ^= carry;
            carry = t;
          }
      uint64_t mine[kBatch] = {};
      for (int p = 0; p < kCounterPlanes; ++p)
        for (int w = 0; w < kWords; ++w)
          for (uint64_t bits = plane[p][w]; bits; bits &= bits - 1) mine[w * 64 + std::countr_zero(bits)] += 1ull << p;
#pragma omp critical
      for (int j = 0; j < kBatch; ++j) counts[j] += mine[j];
    }
  }

  const std::vector<uint32_t>& next_;
  const uint64_t n_;
  [[maybe_unused]] const int threads_;  // read by pragmas alone
  std::unique_ptr<uint64_t[]> visited_, frontier_, fresh_;
  uint8_t* last_ = nullptr;
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
struct ClassBounds {
  std::vector<uint8_t> lo, hi, searched;
  std::vector<uint64_t> far;
  explicit ClassBounds(uint64_t k) : lo(k, 0), hi(k, 255), searched(k, 0), far(k, 0) {}
  bool known(uint64_t c) const { return lo[c] == hi[c]; }
};

// Everything but the pair, from each class's eccentricity and farthest count.
void summarise(ExactDiameter& r, const Classes& c, const ClassBounds& b) {
  const std::vector<uint8_t>& ecc = b.lo;
  r.diameter = *std::max_element(ecc.begin(), ecc.end());
  r.radius = *std::min_element(b.hi.begin(), b.hi.end());
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

// A pair at the diameter, its far end found by the byte-per-state engine: a second search that
// must agree with the batch's eccentricity.
void find_pair(ExactDiameter& r, const Layout& layout, const Classes& c, const std::vector<uint8_t>& ecc, int threads) {
  const size_t i = static_cast<size_t>(std::find(ecc.begin(), ecc.end(), r.diameter) - ecc.begin());
  if (i == ecc.size()) throw RunError("internal: no class at the diameter");
  r.a = layout.unrank(c.first[i]);
  BfsOptions bo;
  bo.threads = threads;
  const Distances d = bfs_distances(layout, r.a, bo);
  if (d.max_distance != r.diameter)
    throw RunError(fmt::format("internal: the byte-per-state search gives {} an eccentricity of {}, the batch {}",
                               format_state(r.a), d.max_distance, r.diameter));
  const auto at = std::find(d.dist.begin(), d.dist.end(), static_cast<uint8_t>(r.diameter));
  r.b = layout.unrank(static_cast<uint64_t>(at - d.dist.begin()));
}

// The classes to search next: unknown ones, largest upper bound first (they decide the diameter,
// and, far from everything searched so far, they spread the searches over the graph), then
// largest lower bound, then rank. With extremes_only, only the classes that may still be at the
// diameter (hi >= the largest lo) or at the radius (lo <= the smallest hi), half a batch of each
// where both remain. In the peripheral phase: the classes at the diameter searched without counts.
std::vector<uint32_t> next_batch(const ClassBounds& b, bool peripheral_only, bool extremes_only) {
  const int most_lo = *std::max_element(b.lo.begin(), b.lo.end());
  const int least_hi = *std::min_element(b.hi.begin(), b.hi.end());
  std::vector<uint32_t> high, low;
  for (uint32_t c = 0; c < b.lo.size(); ++c) {
    if (peripheral_only) {
      if (b.searched[c] != 1 && b.lo[c] == most_lo) high.push_back(c);
    } else if (!b.known(c)) {
      if (!extremes_only || b.hi[c] >= most_lo) high.push_back(c);
      else if (b.lo[c] <= least_hi) low.push_back(c);
    }
  }
  auto by_hi = [&](uint32_t x, uint32_t y) {
    return b.hi[x] != b.hi[y] ? b.hi[x] > b.hi[y] : b.lo[x] != b.lo[y] ? b.lo[x] > b.lo[y] : x < y;
  };
  auto by_lo = [&](uint32_t x, uint32_t y) { return b.lo[x] != b.lo[y] ? b.lo[x] < b.lo[y] : x < y; };
  const size_t take_low = std::min<size_t>(low.size(), high.empty() ? kBatch : kBatch / 2);
  const size_t take_high = std::min<size_t>(high.size(), kBatch - take_low);
  std::partial_sort(high.begin(), high.begin() + static_cast<std::ptrdiff_t>(take_high), high.end(), by_hi);
  std::partial_sort(low.begin(), low.begin() + static_cast<std::ptrdiff_t>(take_low), low.end(), by_lo);
  high.resize(take_high);
  high.insert(high.end(), low.begin(), low.begin() + static_cast<std::ptrdiff_t>(take_low));
  return high;
}

Json to_checkpoint(const ClassBounds& b) {
  return Json{{"lo", b.lo}, {"hi", b.hi}, {"searched", b.searched}, {"far", b.far}};
}

void from_checkpoint(const Json& state, ClassBounds& b) {
  ClassBounds saved(b.lo.size());
  state.at("lo").get_to(saved.lo);
  state.at("hi").get_to(saved.hi);
  state.at("searched").get_to(saved.searched);
  state.at("far").get_to(saved.far);
  const size_t k = b.lo.size();
  if (saved.lo.size() != k || saved.hi.size() != k || saved.searched.size() != k || saved.far.size() != k)
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

std::vector<Eccentricity> eccentricities_of(const std::vector<State>& from, int threads) {
  if (from.empty()) return {};
  const Layout layout(from.front().board);
  if (threads <= 0) threads = parallel_threads();
  const std::vector<uint32_t> next = neighbour_table(layout, threads);
  BatchSearch search(next, layout.states(), threads);
  std::vector<uint32_t> ranks;
  for (const State& s : from) ranks.push_back(static_cast<uint32_t>(layout.rank(s)));
  std::vector<uint8_t> ecc(ranks.size());
  std::vector<uint64_t> far(ranks.size());
  for (size_t i = 0; i < ranks.size(); i += kBatch) {
    const int count = static_cast<int>(std::min<size_t>(kBatch, ranks.size() - i));
    search.run(ranks.data() + i, count, ecc.data() + i, far.data() + i, nullptr);
  }
  std::vector<Eccentricity> out;
  for (size_t i = 0; i < ranks.size(); ++i) out.push_back({ecc[i], far[i]});
  return out;
}

uint64_t exact_diameter_memory(Board board) {
  const Layout layout(board);
  // Neighbours, three bit-parallel layers, classes, the batch's last layers, Dial's buckets.
  return layout.states() * (4 * 4 + 3 * kWords * 8 + 4 + 1 + 1 + 8);
}

ExactDiameter exact_diameter(Board board, const ExactDiameterOptions& opt) {
  check_board(board, opt);
  Stopwatch clock;
  const int threads = opt.threads > 0 ? opt.threads : parallel_threads();
  const Layout layout(board);
  const uint64_t n = layout.states();
  std::vector<BoardSymmetry> maps = board_symmetries(board);
  if (!opt.symmetry) maps.resize(1);  // the identity
  const Classes classes = symmetry_classes(layout, maps, threads);
  const uint64_t k = classes.first.size();
  ClassBounds b(k);

  ExactDiameter r;
  r.board = board;
  r.states = n;
  r.symmetries = static_cast<int>(maps.size());
  r.classes = k;
  JobCheckpoint checkpoint(opt.checkpoint, "rolling-exact-diameter", kCheckpointVersion,
                           identity_of(board, opt, k), opt.checkpoint_seconds);
  int batches = 0;
  checkpoint.load([&](const Json& state) {
    from_checkpoint(state.at("bounds"), b);
    batches = state.at("batches").get<int>();
    r.searches = state.at("searches").get<uint64_t>();
    r.resumed_at = batches;
  });

  const std::vector<uint32_t> next = neighbour_table(layout, threads);
  BatchSearch search(next, n, threads);
  std::vector<uint8_t> last(opt.bounds ? n : 0);
  Progress progress("eccentricities known", k, opt.quiet);
  // With extremes_only the run ends long before every class is known, at a point no count
  // predicts: no ETA, the bounds instead.
  if (opt.extremes_only) progress.without_eta();
  auto known = [&] { return static_cast<uint64_t>(std::count_if(b.lo.begin(), b.lo.end(), [&](const uint8_t& lo) { return lo == b.hi[static_cast<size_t>(&lo - b.lo.data())]; })); };
  uint64_t done = known();
  int ran = 0;
  // Until every class is known, then the peripheral classes not searched (their farthest counts
  // give the antipodal pairs).
  for (bool peripheral = false;;) {
    const std::vector<uint32_t> batch = next_batch(b, peripheral, opt.extremes_only && opt.bounds);
    if (batch.empty()) {
      if (peripheral) break;
      peripheral = true;
      continue;
    }
    std::vector<uint32_t> sources;
    for (uint32_t c : batch) sources.push_back(classes.first[c]);
    std::vector<uint8_t> ecc(batch.size());
    std::vector<uint64_t> far(batch.size());
    // Farthest counts matter only at the diameter: counted for every class when the diameter is
    // not known yet (no bounds), else in the peripheral phase alone.
    const bool count = peripheral || !opt.bounds;
    search.run(sources.data(), static_cast<int>(batch.size()), ecc.data(), count ? far.data() : nullptr,
               opt.bounds && !peripheral ? last.data() : nullptr);
    for (size_t j = 0; j < batch.size(); ++j) {
      const uint32_t c = batch[j];
      if (ecc[j] < b.lo[c] || ecc[j] > b.hi[c])
        throw RunError(fmt::format("internal: an eccentricity of {} outside the bounds {}..{}", ecc[j], b.lo[c], b.hi[c]));
      b.lo[c] = b.hi[c] = ecc[j];
      b.searched[c] = count ? 1 : 2;  // 2: searched without its farthest count
      b.far[c] = far[j];
    }
    if (opt.bounds && !peripheral) {
      for (uint64_t v = 0; v < n; ++v) b.lo[classes.of[v]] = std::max(b.lo[classes.of[v]], last[v]);
      tighten(next, classes.of, b.hi, true);
      tighten(next, classes.of, b.lo, false);
      for (uint64_t c = 0; c < k; ++c)
        if (b.lo[c] > b.hi[c]) throw RunError("internal: crossed eccentricity bounds");
    }
    ++batches;
    ++ran;
    r.searches += batch.size();
    done = known();
    progress.note(fmt::format("diameter {}..{}, radius {}..{}", *std::max_element(b.lo.begin(), b.lo.end()),
                              *std::max_element(b.hi.begin(), b.hi.end()), *std::min_element(b.lo.begin(), b.lo.end()),
                              *std::min_element(b.hi.begin(), b.hi.end())));
    progress.update(done);
    const bool stop = interrupted() || ran == opt.stop_after_batches;
    if (stop || checkpoint.due()) checkpoint.save(Json{{"bounds", to_checkpoint(b)}, {"batches", batches}, {"searches", r.searches}});
    if (stop) throw Interrupted(interrupted_message(opt.checkpoint));
  }
  progress.finish();
  r.batches = batches;
  summarise(r, classes, b);
  find_pair(r, layout, classes, b.lo, threads);
  if (checkpoint.enabled()) std::filesystem::remove(opt.checkpoint);
  r.seconds = clock.seconds();
  return r;
}

}  // namespace cw::rolling
