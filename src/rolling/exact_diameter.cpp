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

// Up to four neighbours per state (a missing move points back to the state itself: its bits
// are already visited, so pulling from it adds nothing).
std::vector<uint32_t> neighbour_table(const Layout& layout, int threads) {
  const uint64_t n = layout.states();
  std::vector<uint32_t> next(n * 4);
#pragma omp parallel for schedule(static, 4096) num_threads(threads)
  for (uint64_t r = 0; r < n; ++r) {
    const State s = layout.unrank(r);
    for (Direction d : kDirections) {
      State t = s;
      next[r * 4 + static_cast<int>(d)] = static_cast<uint32_t>(apply_move(t, d) ? layout.rank(t) : r);
    }
  }
  return next;
}

// The least rank of each class and the class's size, in rank order.
struct Classes {
  std::vector<uint32_t> first;
  std::vector<uint32_t> size;
};

Classes symmetry_classes(const Layout& layout, const std::vector<BoardSymmetry>& maps, int threads) {
  const uint64_t n = layout.states();
  std::vector<uint8_t> size(n, 0);
  const int group = static_cast<int>(maps.size());
#pragma omp parallel for schedule(static, 4096) num_threads(threads)
  for (uint64_t r = 0; r < n; ++r) {
    const State s = layout.unrank(r);
    int fixed = 0;
    bool least = true;
    for (const BoardSymmetry& m : maps) {
      const uint64_t image = layout.rank(apply_symmetry(m, s));
      if (image < r) { least = false; break; }
      fixed += image == r;
    }
    if (least) size[r] = static_cast<uint8_t>(group / fixed);  // orbit-stabiliser
  }
  Classes c;
  for (uint64_t r = 0; r < n; ++r)
    if (size[r]) {
      c.first.push_back(static_cast<uint32_t>(r));
      c.size.push_back(size[r]);
    }
  return c;
}

// One batch of up to kBatch searches, all at once: bit j of a state's words is set once search j
// has reached it. Gives each search's eccentricity and how many states lie that far.
class BatchSearch {
 public:
  BatchSearch(const std::vector<uint32_t>& next, uint64_t states, int threads)
      : next_(next), n_(states), threads_(threads),
        visited_(new uint64_t[n_ * kWords]), frontier_(new uint64_t[n_ * kWords]), fresh_(new uint64_t[n_ * kWords]) {}

  void run(const uint32_t* sources, int count, uint8_t* eccentricity, uint64_t* farthest) {
    std::memset(visited_.get(), 0, n_ * kWords * 8);
    std::memset(frontier_.get(), 0, n_ * kWords * 8);
    uint64_t live[kWords] = {};
    for (int j = 0; j < count; ++j) {
      const uint64_t bit = 1ull << (j % 64);
      frontier_[sources[j] * uint64_t{kWords} + j / 64] |= bit;
      visited_[sources[j] * uint64_t{kWords} + j / 64] |= bit;
      live[j / 64] |= bit;
      eccentricity[j] = 0;
      farthest[j] = 1;
    }
    for (int layer = 1;; ++layer) {
      uint64_t counts[kBatch] = {};
      if (!expand(live, counts)) break;
      for (int j = 0; j < count; ++j)
        if (counts[j]) {
          eccentricity[j] = static_cast<uint8_t>(layer);
          farthest[j] = counts[j];
        }
      std::swap(frontier_, fresh_);
    }
  }

 private:
  // fresh = (union of the neighbours' frontiers) minus visited; counts[j] += states new to
  // search j. False when no search reached a new state.
  bool expand(const uint64_t* live, uint64_t* counts) {
    bool any_new = false;
    const uint32_t* next = next_.data();
    const uint64_t *F = frontier_.get();
    uint64_t *V = visited_.get(), *X = fresh_.get();
#pragma omp parallel num_threads(threads_) reduction(|| : any_new)
    {
      // Bit-sliced counters: plane p holds bit p of each search's count, so adding a state's
      // words costs a carry chain of amortised length two instead of one add per set bit.
      uint64_t plane[kCounterPlanes][kWords] = {};
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
        for (int w = 0; w < kWords; ++w) {
          x[w] &= ~vis[w];
          out[w] = x[w];
          vis[w] |= x[w];
          uint64_t carry = x[w];
          for (int p = 0; carry; ++p) {
            const uint64_t t = plane[p][w] & carry;
            plane[p][w] ^= carry;
            carry = t;
          }
        }
      }
      uint64_t mine[kBatch] = {};
      for (int p = 0; p < kCounterPlanes; ++p)
        for (int w = 0; w < kWords; ++w)
          for (uint64_t bits = plane[p][w]; bits; bits &= bits - 1)
            mine[w * 64 + std::countr_zero(bits)] += 1ull << p;
#pragma omp critical
      for (int j = 0; j < kBatch; ++j) {
        counts[j] += mine[j];
        any_new = any_new || mine[j] != 0;
      }
    }
    return any_new;
  }

  const std::vector<uint32_t>& next_;
  const uint64_t n_;
  const int threads_;
  std::unique_ptr<uint64_t[]> visited_, frontier_, fresh_;
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
  return Json{{"board", format_board(board)}, {"symmetry", opt.symmetry}, {"batch", kBatch}, {"searches", classes}};
}

// Everything but the pair, from each class's eccentricity and farthest count.
void summarise(ExactDiameter& r, const Classes& c, const std::vector<uint8_t>& ecc, const std::vector<uint64_t>& far) {
  r.diameter = *std::max_element(ecc.begin(), ecc.end());
  r.radius = *std::min_element(ecc.begin(), ecc.end());
  r.eccentricities.assign(static_cast<size_t>(r.diameter) + 1, 0);
  uint64_t ordered = 0;
  for (size_t i = 0; i < ecc.size(); ++i) {
    r.eccentricities[ecc[i]] += c.size[i];
    if (ecc[i] == r.diameter) ordered += c.size[i] * far[i];
  }
  r.central_states = r.eccentricities[static_cast<size_t>(r.radius)];
  r.peripheral_states = r.eccentricities[static_cast<size_t>(r.diameter)];
  r.antipodal_pairs = ordered / 2;  // each unordered pair counted from both ends
}

// A pair at the diameter, its far end found by the byte-per-state engine: a second search that
// must agree with the batch's eccentricity.
void find_pair(ExactDiameter& r, const Layout& layout, const Classes& c, const std::vector<uint8_t>& ecc, int threads) {
  const size_t i = static_cast<size_t>(std::find(ecc.begin(), ecc.end(), r.diameter) - ecc.begin());
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
  t.empty = map.cell[static_cast<size_t>(s.empty)];
  for (int c = 0; c < s.board.cells(); ++c)
    t.cells[static_cast<size_t>(map.cell[static_cast<size_t>(c)])] = c == s.empty ? 0 : map.orientation[s.cells[static_cast<size_t>(c)]];
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
    search.run(ranks.data() + i, count, ecc.data() + i, far.data() + i);
  }
  std::vector<Eccentricity> out;
  for (size_t i = 0; i < ranks.size(); ++i) out.push_back({ecc[i], far[i]});
  return out;
}

uint64_t exact_diameter_memory(Board board) {
  const Layout layout(board);
  return layout.states() * (4 * 4 + 3 * kWords * 8 + 2);
}

ExactDiameter exact_diameter(Board board, const ExactDiameterOptions& opt) {
  check_board(board, opt);
  Stopwatch clock;
  const int threads = opt.threads > 0 ? opt.threads : parallel_threads();
  const Layout layout(board);
  std::vector<BoardSymmetry> maps = board_symmetries(board);
  if (!opt.symmetry) maps.resize(1);  // the identity
  const Classes classes = symmetry_classes(layout, maps, threads);
  const uint64_t k = classes.first.size();
  std::vector<uint8_t> ecc(k, 0);
  std::vector<uint64_t> far(k, 0);

  ExactDiameter r;
  r.board = board;
  r.states = layout.states();
  r.symmetries = static_cast<int>(maps.size());
  r.searches = k;
  JobCheckpoint checkpoint(opt.checkpoint, "rolling-exact-diameter", kCheckpointVersion,
                           identity_of(board, opt, k), opt.checkpoint_seconds);
  uint64_t done = 0;  // classes searched, a whole number of batches
  checkpoint.load([&](const Json& state) {
    done = state.at("done").get<uint64_t>();
    const auto e = state.at("eccentricity").get<std::vector<uint8_t>>();
    const auto f = state.at("farthest").get<std::vector<uint64_t>>();
    if (done > k || e.size() != done || f.size() != done) throw RunError("inconsistent sizes");
    std::copy(e.begin(), e.end(), ecc.begin());
    std::copy(f.begin(), f.end(), far.begin());
    r.resumed_at = static_cast<int>(done / kBatch);
  });
  auto save = [&] {
    checkpoint.save(Json{{"done", done},
                         {"eccentricity", std::vector<uint8_t>(ecc.begin(), ecc.begin() + static_cast<std::ptrdiff_t>(done))},
                         {"farthest", std::vector<uint64_t>(far.begin(), far.begin() + static_cast<std::ptrdiff_t>(done))}});
  };

  const std::vector<uint32_t> next = neighbour_table(layout, threads);
  BatchSearch search(next, layout.states(), threads);
  Progress progress("eccentricities", k, opt.quiet);
  progress.update(done);
  int batches = 0;
  while (done < k) {
    const int count = static_cast<int>(std::min<uint64_t>(kBatch, k - done));
    search.run(classes.first.data() + done, count, ecc.data() + done, far.data() + done);
    done += static_cast<uint64_t>(count);
    ++batches;
    progress.update(done);
    const bool stop = interrupted() || batches == opt.stop_after_batches;
    if (done < k && (stop || checkpoint.due())) save();
    if (stop && done < k) throw Interrupted(interrupted_message(opt.checkpoint));
  }
  progress.finish();
  summarise(r, classes, ecc, far);
  find_pair(r, layout, classes, ecc, threads);
  if (checkpoint.enabled()) std::filesystem::remove(opt.checkpoint);
  r.seconds = clock.seconds();
  return r;
}

}  // namespace cw::rolling
