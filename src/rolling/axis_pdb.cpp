#include "rolling/axis_pdb.hpp"

#include <algorithm>
#include <cstring>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"
#include "rolling/table_cache.hpp"

namespace cw::rolling {
namespace {

// One orientation per axis, the black face up, north or east: a state's stand-in for its axes.
constexpr std::array<Orientation, 3> kOnAxis{0, 2, 3};

constexpr uint8_t kAxisUnset = 255;

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

uint64_t word_at(const uint8_t* p) {
  uint64_t w;
  std::memcpy(&w, p, sizeof w);
  return w;
}

// Whether some byte of w equals v (the classic zero-byte test on w ^ v·0x01..01).
bool has_byte(uint64_t w, uint8_t v) {
  const uint64_t x = w ^ (0x0101010101010101ull * v);
  return ((x - 0x0101010101010101ull) & ~x & 0x8080808080808080ull) != 0;
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
    if (d != kAxisUnset) r = std::max<int>(r, d);
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

// Layer by layer, each layer found by scanning the table in index order rather than from a list:
// the neighbours of consecutive indices differ in the same few base-3 digits (the blank's cell
// and the cell it takes), so the writes of a scan stay near each other and the cache and TLB
// serve them (a list, in no order, missed on nearly every write: 4x4 on one thread took 22 to 31 s
// against 10.5). Only chunks that received an entry of the layer are scanned: writes of layer
// d + 1 mark their chunk in the flags of parity d + 1, so the scan of layer d, clearing the flags
// of parity d, never meets its own marks. A scan may read a byte another thread is setting to
// d + 1; it looks for d only, which no thread writes during the layer.
AxisPdb AxisPdb::build(const State& goal, int threads) {
  const Board b = goal.board;
  AxisPdb p;
  p.init(b);
  const auto after = axis_rolls();
  p.table_.assign(table_bytes(b), kAxisUnset);
  std::vector<std::array<int, 4>> mover(b.cells());  // cell whose cube rolls in direction d onto blank e
  for (int e = 0; e < b.cells(); ++e)
    for (Direction d : kDirections) mover[e][static_cast<int>(d)] = b.step(e, opposite(d));
  // The inverse of the base-3 part of index(): 8 digits (16 bits) per table entry.
  std::vector<uint16_t> unpack(6561);
  for (uint32_t v = 0; v < unpack.size(); ++v)
    for (uint32_t x = v, i = 0; i < 8; ++i, x /= 3) unpack[v] |= static_cast<uint16_t>((x % 3) << 2 * i);

  constexpr int kChunkBits = 12;
  const uint64_t size = p.table_.size();
  const size_t chunks = static_cast<size_t>((size + (1u << kChunkBits) - 1) >> kChunkBits);
  std::array<std::vector<uint8_t>, 2> marked{std::vector<uint8_t>(chunks, 0), std::vector<uint8_t>(chunks, 0)};
  const uint32_t goal_index = p.index(goal.empty, axes(goal));
  p.table_[goal_index] = 0;
  marked[0][goal_index >> kChunkBits] = 1;
  [[maybe_unused]] const int team = threads > 0 ? threads : parallel_threads();  // no OpenMP in WebAssembly
  uint8_t* table = p.table_.data();
  for (int d = 0;; ++d) {
    if (d >= 254) throw RunError("axis database: distance beyond 254");
    if (interrupted()) throw Interrupted("interrupted");
    std::vector<uint8_t>& scan = marked[d & 1];
    std::vector<uint8_t>& mark = marked[(d + 1) & 1];
    const auto layer = static_cast<uint8_t>(d), next = static_cast<uint8_t>(d + 1);
    bool grew = false;
#pragma omp parallel for schedule(static) num_threads(team) reduction(|| : grew)
    for (size_t c = 0; c < chunks; ++c) {
      if (!scan[c]) continue;
      scan[c] = 0;
      const uint64_t begin = static_cast<uint64_t>(c) << kChunkBits;
      const uint64_t end = std::min<uint64_t>(size, begin + (1u << kChunkBits));
      auto expand = [&](uint64_t i) {
        const auto idx = static_cast<uint32_t>(i);
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
          const uint32_t target = p.index(q, moved);
          // Two threads may both find it unset and both write the same value: no lock needed.
          if (__atomic_load_n(&table[target], __ATOMIC_RELAXED) == kAxisUnset) {
            __atomic_store_n(&table[target], next, __ATOMIC_RELAXED);
            __atomic_store_n(&mark[target >> kChunkBits], uint8_t{1}, __ATOMIC_RELAXED);
            grew = true;
          }
        }
      };
      uint64_t i = begin;
      for (; i + 8 <= end; i += 8)
        if (has_byte(word_at(table + i), layer))
          for (uint64_t j = i; j < i + 8; ++j)
            if (table[j] == layer) expand(j);
      for (; i < end; ++i)
        if (table[i] == layer) expand(i);
    }
    if (!grew) break;
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
