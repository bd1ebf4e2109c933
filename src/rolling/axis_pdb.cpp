#include "rolling/axis_pdb.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"
#include "rolling/table_cache.hpp"

namespace cw::rolling {
namespace {

// One orientation per axis, the black face up, north or east: a state's stand-in for its axes.
constexpr std::array<Orientation, 3> kOnAxis{0, 2, 3};

constexpr uint8_t kUnset = 255;

// axis_after[a][d]: the axis after a cube lying along axis a rolls in direction d. The table is
// derived from the roll rule, and building it checks that the rule respects the axes.
std::array<std::array<uint8_t, 4>, 3> axis_rolls() {
  std::array<std::array<uint8_t, 4>, 3> t{};
  std::array<std::array<int, 4>, 3> seen{};
  for (auto& row : seen) row.fill(-1);
  for (int o = 0; o < kOrientations; ++o)
    for (Direction d : kDirections) {
      const int a = AxisPdb::axis(static_cast<Orientation>(o));
      const int b = AxisPdb::axis(roll(static_cast<Orientation>(o), d));
      int& s = seen[a][static_cast<int>(d)];
      if (s >= 0 && s != b) throw RunError("axis database: the roll rule does not respect the axes");
      s = b;
      t[a][static_cast<int>(d)] = static_cast<uint8_t>(b);
    }
  return t;
}

}  // namespace

const std::array<uint16_t, 256> AxisPdb::kByteRank = [] {
  std::array<uint16_t, 256> t{};
  for (uint32_t byte = 0; byte < 256; ++byte)
    for (int i = 3; i >= 0; --i) t[byte] = static_cast<uint16_t>(3 * t[byte] + (byte >> 2 * i & 3));
  return t;
}();

uint32_t AxisPdb::axes(const State& s) {
  uint32_t a = 0;
  for (int c = 0; c < s.board.cells(); ++c)
    if (c != s.empty) a |= static_cast<uint32_t>(axis(s.cells[c])) << 2 * c;
  return a;
}

uint64_t AxisPdb::table_bytes(Board b) {
  uint64_t n = static_cast<uint64_t>(b.cells());
  for (int i = 1; i < b.cells(); ++i) n *= 3;
  return n;
}

void AxisPdb::init(Board b) {
  if (b.cells() > kMaxCells)
    throw InputError(fmt::format("the axis database serves boards of at most {} cells", kMaxCells));
  board_ = b;
  cells_ = b.cells();
  per_blank_ = static_cast<uint32_t>(table_bytes(b) / cells_);
}

int AxisPdb::radius() const {
  int r = 0;
  for (uint8_t d : table_)
    if (d != kUnset) r = std::max<int>(r, d);
  return r;
}

uint64_t AxisPdb::count_at(int distance) const {
  return static_cast<uint64_t>(std::count(table_.begin(), table_.end(), static_cast<uint8_t>(distance)));
}

std::vector<State> AxisPdb::states_at(int distance, size_t limit) const {
  const auto r = static_cast<uint8_t>(distance);
  std::vector<State> out;
  for (auto at = std::find(table_.begin(), table_.end(), r); at != table_.end() && out.size() < limit;
       at = std::find(at + 1, table_.end(), r)) {
    auto idx = static_cast<uint32_t>(at - table_.begin());
    State s{board_, static_cast<int>(idx / per_blank_), std::vector<Orientation>(static_cast<size_t>(cells_), 0)};
    idx %= per_blank_;  // the other cells' axes as base-3 digits, the lowest cell least significant
    for (int c = 0; c < cells_; ++c) {
      if (c == s.empty) continue;
      s.cells[static_cast<size_t>(c)] = kOnAxis[idx % 3];
      idx /= 3;
    }
    out.push_back(std::move(s));
  }
  return out;
}

AxisPdb AxisPdb::build(const State& goal, int threads) {
  const Board b = goal.board;
  AxisPdb p;
  p.init(b);
  const auto after = axis_rolls();
  p.table_.assign(table_bytes(b), kUnset);
  std::vector<std::array<int, 4>> mover(b.cells());  // cell whose cube rolls in direction d onto blank e
  for (int e = 0; e < b.cells(); ++e)
    for (Direction d : kDirections) mover[e][static_cast<int>(d)] = b.step(e, opposite(d));
  // The inverse of the base-3 part of index(): 8 digits (16 bits) per table entry.
  std::vector<uint16_t> unpack(6561);
  for (uint32_t v = 0; v < unpack.size(); ++v)
    for (uint32_t x = v, i = 0; i < 8; ++i, x /= 3) unpack[v] |= static_cast<uint16_t>((x % 3) << 2 * i);

  const uint32_t goal_index = p.index(goal.empty, axes(goal));
  p.table_[goal_index] = 0;
  std::vector<uint32_t> layer{goal_index};
  const int team = threads > 0 ? threads : parallel_threads();
  for (int d = 0; !layer.empty(); ++d) {
    if (d >= 254) throw RunError("axis database: distance beyond 254");
    if (interrupted()) throw Interrupted("interrupted");
    std::vector<std::vector<uint32_t>> next(static_cast<size_t>(team));
    // The table is read at random: the targets of a batch of the layer are computed and
    // prefetched first, so that their cache misses overlap instead of queueing one by one.
    constexpr size_t kBatch = 64;
    const size_t batches = (layer.size() + kBatch - 1) / kBatch;
#pragma omp parallel for schedule(dynamic, 64) num_threads(team)
    for (size_t batch = 0; batch < batches; ++batch) {
      std::array<uint32_t, 4 * kBatch> targets;
      size_t n = 0;
      for (size_t i = batch * kBatch; i < std::min(layer.size(), (batch + 1) * kBatch); ++i) {
        const uint32_t idx = layer[i];
        const int blank = static_cast<int>(idx / p.per_blank_);
        const uint32_t rest = idx % p.per_blank_;
        const uint32_t packed = unpack[rest % 6561] | static_cast<uint32_t>(unpack[rest / 6561]) << 16;
        const uint32_t below = (1u << 2 * blank) - 1;
        const uint32_t full = (packed & below) | ((packed & ~below) << 2);
        for (int dir = 0; dir < 4; ++dir) {
          const int q = mover[blank][dir];
          if (q < 0) continue;
          const uint32_t a = full >> 2 * q & 3;
          const uint32_t moved = (full & ~(3u << 2 * q)) | static_cast<uint32_t>(after[a][dir]) << 2 * blank;
          targets[n] = p.index(q, moved);
          __builtin_prefetch(&p.table_[targets[n]], 1);
          ++n;
        }
      }
      auto& out = next[static_cast<size_t>(parallel_thread_index())];
      for (size_t k = 0; k < n; ++k) {
        if (claim(&p.table_[targets[k]], kUnset, static_cast<uint8_t>(d + 1))) out.push_back(targets[k]);
      }
    }
    layer.clear();
    for (auto& v : next) layer.insert(layer.end(), v.begin(), v.end());
  }
  return p;
}

State AxisPdb::axis_pattern(const State& goal) {
  State p = goal;
  for (int c = 0; c < goal.board.cells(); ++c)
    if (c != goal.empty) p.cells[static_cast<size_t>(c)] = kOnAxis[static_cast<size_t>(axis(goal.cells[static_cast<size_t>(c)]))];
  return p;
}

std::string AxisPdb::kind(const State& goal) {
  return fmt::format("rolling-axis-pdb {} {}", format_board(goal.board), format_state(axis_pattern(goal)));
}

std::string AxisPdb::cache_path(const State& goal, const std::string& dir) {
  return fmt::format("{}/roll-axis-{}-{}.bin", dir, format_board(goal.board), state_file_token(axis_pattern(goal)));
}

AxisPdb AxisPdb::cached(const State& goal, const std::string& dir, std::string* note, int threads, bool save_built) {
  const std::string path = cache_path(goal, dir);
  auto load = [&](CheckpointReader& r) {
    AxisPdb p;
    p.init(goal.board);
    const uint64_t n = r.read_value<uint64_t>();
    if (n != table_bytes(goal.board)) throw RunError("axis database '" + path + "' is corrupted");
    p.table_.resize(n);
    r.read(p.table_.data(), n);
    return p;
  };
  auto save = [](const AxisPdb& p, CheckpointWriter& w) {
    w.write_value<uint64_t>(p.table_.size());
    w.write(p.table_.data(), p.table_.size());
  };
  return cached_table(dir, path, kind(goal), kFormatVersion, note, load, [&] { return build(goal, threads); }, save,
                      save_built);
}

}  // namespace cw::rolling
