#include "rolling/group_pdb.hpp"

#include <algorithm>
#include <array>
#include <bit>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "rolling/heuristic.hpp"
#include "rolling/table_cache.hpp"

namespace cw::rolling {
namespace {

constexpr uint8_t kUnset = 255;

uint64_t power6(int k) {
  uint64_t p = 1;
  for (int i = 0; i < k; ++i) p *= 6;
  return p;
}

}  // namespace

uint64_t GroupPdb::table_bytes(Board b, int k) {
  return static_cast<uint64_t>(b.cells()) * kBinomials.c[b.cells()][k] * power6(k);
}

uint64_t GroupPdb::reachable_entries(Board b, int k) {
  return static_cast<uint64_t>(b.cells() - k) * kBinomials.c[b.cells()][k] * power6(k);
}

uint64_t GroupPdb::reached() const {
  return static_cast<uint64_t>(std::count_if(table_.begin(), table_.end(), [](uint8_t v) { return v != kUnset; }));
}

GroupPdb GroupPdb::empty_table(const State& goal, int k) {
  const Board b = goal.board;
  const int n = b.cells();
  if (n > kMaxCells || k < 1 || k > kMaxGroup || k >= n)
    throw InputError(fmt::format("group databases need a group of 1..{} cubes on at most {} cells", kMaxGroup, kMaxCells));
  if (table_bytes(b, k) > (1ull << 31))
    throw RunError(fmt::format("a group database of {} cubes on {} needs {:.1f} GiB, more than 2 GiB", k,
                               format_board(b), table_bytes(b, k) / 1073741824.0));
  GroupPdb p;
  p.board_ = b;
  p.k_ = k;
  p.cells_ = n;
  p.parts_ = kBinomials.c[n][k] * power6(k);
  p.table_.assign(n * p.parts_, kUnset);
  return p;
}

namespace {

// Regions of the board as cell masks, grown a step at a time on bit masks.
struct Regions {
  explicit Regions(Board b) : cols(b.cols) {
    all = b.cells() == 32 ? ~0u : (1u << b.cells()) - 1;
    for (int c = 0; c < b.cells(); ++c) {
      if (c % b.cols != 0) not_west |= 1u << c;
      if (c % b.cols != b.cols - 1) not_east |= 1u << c;
    }
  }
  // The cells of `free` joined to `cell` (which is in it) by steps within `free`.
  uint32_t around(int cell, uint32_t free) const {
    uint32_t x = 1u << cell;
    for (uint32_t y;; x = y) {
      y = (x | (x << 1 & not_west) | (x >> 1 & not_east) | (x << cols & all) | x >> cols) & free;
      if (y == x) return x;
    }
  }
  int cols;
  uint32_t all = 0, not_west = 0, not_east = 0;
};

}  // namespace

GroupPdb GroupPdb::build(const State& goal, int k, bool quiet) {
  GroupPdb p = empty_table(goal, k);
  const Board b = goal.board;
  const uint32_t n = static_cast<uint32_t>(b.cells());
  const uint32_t p6 = static_cast<uint32_t>(power6(k));
  const Regions regions(b);
  std::vector<std::array<int, 4>> nb(n);
  for (uint32_t c = 0; c < n; ++c)
    for (Direction d : kDirections) nb[c][static_cast<int>(d)] = b.step(static_cast<int>(c), d);
  std::vector<uint32_t> set_of(kBinomials.c[n][k]);  // the inverse of subset_rank
  for (uint32_t r = 0; r < set_of.size(); ++r) set_of[r] = subset_at(r, k, static_cast<int>(n));

  // A wildcard cube rolling onto the blank is free and undone by rolling back, so every blank
  // cell of one region of the cells off the group is as far as any other: the search keeps one
  // entry per region (on 4x4 with 4 cubes, one in about 12, in a table that fits the cache) and
  // has no zero-cost steps left. Regions of each placement (rank r) numbered by lowest cell.
  std::vector<uint8_t> region_of(set_of.size() * n, 0);
  uint32_t per = 1;  // the most regions of any placement
  for (uint32_t r = 0; r < set_of.size(); ++r) {
    uint32_t count = 0;
    for (uint32_t free = regions.all & ~set_of[r]; free; ++count) {
      const uint32_t region = regions.around(std::countr_zero(free), free);
      free &= ~region;
      for (uint32_t c = region; c; c &= c - 1) region_of[r * n + std::countr_zero(c)] = static_cast<uint8_t>(count);
    }
    per = std::max(per, count);
  }
  std::vector<uint32_t> region_cells(set_of.size() * per, 0);
  for (uint32_t r = 0; r < set_of.size(); ++r)
    for (uint32_t c = 0; c < n; ++c)
      if (!(set_of[r] >> c & 1)) region_cells[r * per + region_of[r * n + c]] |= 1u << c;
  uint64_t entries = 0;
  for (uint32_t m : region_cells) entries += m ? p6 : 0;
  // The distance of region g of part `rest` at rest · per + g.
  std::vector<uint8_t> dist(p.parts_ * per, kUnset);
  auto entry = [&](uint32_t rest, int blank) { return rest * per + region_of[rest / p6 * n + static_cast<uint32_t>(blank)]; };
  Progress bar(fmt::format("group database of {} cubes", k), entries, quiet);

  // The abstract goals: blank home, each of the k cubes on another cell showing its goal face.
  std::vector<uint32_t> layer;
  for (uint32_t mask : set_of) {
    if (mask >> goal.empty & 1) continue;
    const uint32_t idx = entry(part(mask, goal.cells), goal.empty);
    dist[idx] = 0;
    layer.push_back(idx);
  }
  uint64_t reached = layer.size();
  const int team = parallel_threads();
  for (int d = 0; !layer.empty(); ++d) {
    if (d >= 254) throw RunError("group database: distance beyond 254");
    bar.note(fmt::format("distance {}", d));
    // A group cube next to the blank's region rolls onto a cell of it: one move. An entry is
    // claimed by the first thread to reach it, so every entry enters exactly one list.
    // The layer in chunks of 4096 entries, a chunk at a time to each thread (parallel_for: OpenMP
    // natively, the threaded WebAssembly module's pthreads in the page).
    std::vector<std::vector<uint32_t>> found(static_cast<size_t>(team));
    constexpr size_t kChunk = 4096;
    parallel_for(static_cast<long>((layer.size() + kChunk - 1) / kChunk), team, [&](long chunk) {
      auto& out = found[static_cast<size_t>(parallel_thread_index())];
      const size_t end = std::min(layer.size(), (static_cast<size_t>(chunk) + 1) * kChunk);
      for (size_t i = static_cast<size_t>(chunk) * kChunk; i < end; ++i) {
        const uint32_t rest = layer[i] / per;
        const uint32_t r = rest / p6;
        const uint32_t mask = set_of[r], region = region_cells[r * per + layer[i] % per];
        std::array<int, 32> cells{};
        uint32_t o = rest % p6;
        for (uint32_t m = mask; m; m &= m - 1, o /= 6) cells[std::countr_zero(m)] = static_cast<int>(o % 6);
        for (uint32_t m = mask; m; m &= m - 1) {
          const int q = std::countr_zero(m);
          for (Direction dir : kDirections) {
            const int to = nb[q][static_cast<int>(dir)];
            if (to < 0 || !(region >> to & 1)) continue;
            cells[to] = roll(static_cast<Orientation>(cells[q]), dir);
            const uint32_t t = entry(part((mask & ~(1u << q)) | (1u << to), cells), q);
            cells[to] = 0;
            if (claim(&dist[t], kUnset, static_cast<uint8_t>(d + 1))) out.push_back(t);
          }
        }
      }
    });
    layer.clear();
    for (auto& v : found) layer.insert(layer.end(), v.begin(), v.end());
    reached += layer.size();
    bar.update(reached);
  }
  bar.finish();
  // Every blank cell off the group as far as its region.
  for (uint32_t rest = 0; rest < p.parts_; ++rest) {
    const uint32_t r = rest / p6;
    for (uint32_t c = 0; c < n; ++c)
      if (!(set_of[r] >> c & 1)) p.table_[p.index(static_cast<int>(c), rest)] = dist[rest * per + region_of[r * n + c]];
  }
  p.derive_excess(goal);
  return p;
}

GroupPdb GroupPdb::build_by_blank(const State& goal, int k) {
  GroupPdb p = empty_table(goal, k);
  const Board b = goal.board;
  const int n = b.cells();
  const uint64_t p6 = power6(k);
  std::vector<std::array<int, 4>> nb(n);
  for (int c = 0; c < n; ++c)
    for (Direction d : kDirections) nb[c][static_cast<int>(d)] = b.step(c, d);
  std::vector<uint32_t> set_of(kBinomials.c[n][k]);  // the inverse of subset_rank
  for (uint32_t r = 0; r < set_of.size(); ++r) set_of[r] = subset_at(r, k, n);
  std::vector<uint32_t> layer;
  for (uint32_t mask : set_of) {
    if (mask >> goal.empty & 1) continue;
    const uint64_t idx = p.index(goal.empty, part(mask, goal.cells));
    p.table_[idx] = 0;
    layer.push_back(static_cast<uint32_t>(idx));
  }
  auto expand = [&](const std::vector<uint32_t>& from, uint8_t value, auto&& targets) {
    std::vector<uint32_t> out;
    for (uint32_t idx : from)
      targets(idx, [&](uint64_t t) {
        if (p.table_[t] == kUnset) {
          p.table_[t] = value;
          out.push_back(static_cast<uint32_t>(t));
        }
      });
    return out;
  };
  // The blank steps onto a cell no group cube holds: a wildcard cube rolls, for free.
  auto free_moves = [&](uint64_t idx, auto&& visit) {
    const int blank = static_cast<int>(idx % n);
    const uint32_t rest = static_cast<uint32_t>(idx / n);
    const uint32_t mask = set_of[rest / p6];
    for (int dir = 0; dir < 4; ++dir) {
      const int q = nb[blank][dir];
      if (q >= 0 && !(mask >> q & 1)) visit(p.index(q, rest));
    }
  };
  // A group cube rolls into the blank: one move.
  auto group_moves = [&](uint64_t idx, auto&& visit) {
    const int blank = static_cast<int>(idx % n);
    const uint32_t rest = static_cast<uint32_t>(idx / n);
    const uint32_t mask = set_of[rest / p6];
    std::array<int, 32> cells{};
    uint32_t o = rest % static_cast<uint32_t>(p6);
    for (uint32_t m = mask; m; m &= m - 1) {
      cells[std::countr_zero(m)] = static_cast<int>(o % 6);
      o /= 6;
    }
    for (Direction dir : kDirections) {
      const int q = nb[blank][static_cast<int>(opposite(dir))];
      if (q < 0 || !(mask >> q & 1)) continue;
      const int oq = cells[q];
      cells[blank] = roll(static_cast<Orientation>(oq), dir);
      visit(p.index(q, part((mask & ~(1u << q)) | (1u << blank), cells)));
      cells[blank] = 0;
    }
  };
  for (int d = 0; !layer.empty(); ++d) {
    // First close layer d under the free moves, then the moves of the group's cubes, which cost
    // one, give layer d + 1. Every move is undone by the opposite roll, so distances from the
    // goals are distances to them.
    for (std::vector<uint32_t> wave = layer; !wave.empty();) {
      wave = expand(wave, static_cast<uint8_t>(d), free_moves);
      layer.insert(layer.end(), wave.begin(), wave.end());
    }
    layer = expand(layer, static_cast<uint8_t>(d + 1), group_moves);
  }
  p.derive_excess(goal);
  return p;
}

bool GroupPdb::same_table(const GroupPdb& other) const { return table_ == other.table_; }

void GroupPdb::derive_excess(const State& goal) {
  const CubeDistanceTable single(goal);
  const int n = board_.cells();
  const uint32_t p6 = static_cast<uint32_t>(power6(k_));
  excess_.assign((n * parts_ + 1) / 2, 0);
  std::array<int, 32> cells{};
  for (uint32_t r = 0; r < kBinomials.c[n][k_]; ++r) {
    const uint32_t mask = subset_at(r, k_, n);
    for (uint32_t o = 0; o < p6; ++o) {
      int sum = 0;
      uint32_t digits = o;
      for (uint32_t m = mask; m; m &= m - 1, digits /= 6) {
        cells[std::countr_zero(m)] = static_cast<int>(digits % 6);
        sum += single.delta(std::countr_zero(m), static_cast<Orientation>(digits % 6));
      }
      const uint64_t rest = static_cast<uint64_t>(r) * p6 + o;
      for (int blank = 0; blank < n; ++blank) {
        const uint64_t idx = index(blank, static_cast<uint32_t>(rest));
        // Entries with the blank on a group cell are never read; unreachable ones are far.
        const int value = (mask >> blank & 1) ? sum : table_[idx] == kUnset ? sum + 15 : table_[idx];
        const int e = std::clamp(value - sum, 0, 15);
        excess_[idx >> 1] |= static_cast<uint8_t>(e << (4 * (idx & 1)));
      }
    }
  }
}

std::string GroupPdb::kind(const State& goal, int k) {
  return fmt::format("rolling-group-pdb {} {} {}", format_board(goal.board), format_state(goal), k);
}

std::string GroupPdb::cache_path(const State& goal, int k, const std::string& dir) {
  return fmt::format("{}/roll-group-{}-{}-{}.bin", dir, format_board(goal.board), state_file_token(goal), k);
}

GroupPdb GroupPdb::cached(const State& goal, int k, const std::string& dir, std::string* note, bool quiet) {
  const std::string path = cache_path(goal, k, dir);
  auto load = [&](CheckpointReader& r) {
    GroupPdb p;
    p.board_ = goal.board;
    p.k_ = k;
    p.cells_ = goal.board.cells();
    p.parts_ = kBinomials.c[goal.board.cells()][k] * power6(k);
    const uint64_t n = r.read_value<uint64_t>();
    if (n != goal.board.cells() * p.parts_) throw RunError("group database '" + path + "' is corrupted");
    p.table_.resize(n);
    r.read(p.table_.data(), n);
    p.derive_excess(goal);
    return p;
  };
  auto save = [](const GroupPdb& p, CheckpointWriter& w) {
    w.write_value<uint64_t>(p.table_.size());
    w.write(p.table_.data(), p.table_.size());
  };
  return cached_table(dir, path, kind(goal, k), kFormatVersion, note, load, [&] { return build(goal, k, quiet); }, save);
}

namespace {
// Cells in two-row bands, taken column by column.
std::vector<int> band_order(Board b) {
  std::vector<int> order;
  for (int band = 0; band < b.rows; band += 2)
    for (int col = 0; col < b.cols; ++col)
      for (int row = band; row < std::min(band + 2, b.rows); ++row)
        order.push_back(row * b.cols + col);
  return order;
}

std::vector<uint32_t> runs_of_cells(const std::vector<int>& order, int k, int skip) {
  // Runs are cut before the blank is dropped, so they stay compact blocks of the board.
  std::vector<uint32_t> groups;
  for (size_t i = 0; i < order.size(); i += k) {
    uint32_t m = 0;
    for (size_t j = i; j < std::min(order.size(), i + k); ++j)
      if (order[j] != skip) m |= 1u << order[j];
    if (m) groups.push_back(m);
  }
  return groups;
}
}  // namespace

std::vector<uint32_t> cube_groups(const State& start, int k) {
  return runs_of_cells(band_order(start.board), k, start.empty);
}

std::vector<std::vector<uint32_t>> block_partitions(Board b, int k) {
  std::vector<int> rows, columns;
  for (int c = 0; c < b.cells(); ++c) rows.push_back(c);
  for (int col = 0; col < b.cols; ++col)
    for (int row = 0; row < b.rows; ++row) columns.push_back(row * b.cols + col);
  return {runs_of_cells(band_order(b), k, -1), runs_of_cells(rows, k, -1), runs_of_cells(columns, k, -1)};
}

GroupTables group_tables(const State& goal, const std::vector<uint32_t>& groups, const std::string& cache_dir,
                         bool quiet) {
  GroupTables t;
  std::vector<int> sizes;
  for (uint32_t g : groups) sizes.push_back(std::popcount(g));
  std::sort(sizes.begin(), sizes.end());
  sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
  t.tables.reserve(sizes.size());
  t.by_size.assign(GroupPdb::kMaxGroup + 1, nullptr);
  for (int k : sizes) {
    std::string note;
    t.tables.push_back(GroupPdb::cached(goal, k, cache_dir, &note, quiet));
    if (!note.empty()) t.note += (t.note.empty() ? "" : "; ") + note;
  }
  for (const GroupPdb& p : t.tables) t.by_size[p.k()] = &p;
  return t;
}

int group_lower_bound(const GroupTables& t, const State& s, const std::vector<uint32_t>& groups, int goal_empty) {
  int sum = 0;
  for (uint32_t g : groups) sum += t.by_size[std::popcount(g)]->distance(s, g);
  const int parity = s.board.colour(s.empty) ^ s.board.colour(goal_empty);
  if ((sum & 1) != parity) ++sum;
  return sum;
}

}  // namespace cw::rolling
