#include "rolling/perimeter.hpp"

#include <algorithm>
#include <bit>
#include <filesystem>

#include <fmt/format.h>

#include "core/atomic_file.hpp"
#include "core/checkpoint.hpp"
#include "core/error.hpp"
#include "core/progress.hpp"

namespace cw::rolling {

uint64_t Perimeter::key(const State& s) {
  uint64_t k = 0;
  for (int c = 0; c < s.board.cells(); ++c) k |= static_cast<uint64_t>(c == s.empty ? 7 : s.cells[c]) << (3 * c);
  return k;
}

State Perimeter::state_of(uint64_t k, Board b) {
  State s{b, 0, std::vector<Orientation>(b.cells(), 0)};
  for (int c = 0; c < b.cells(); ++c) {
    const int v = static_cast<int>(k >> (3 * c) & 7);
    if (v == 7)
      s.empty = c;
    else
      s.cells[c] = static_cast<Orientation>(v);
  }
  return s;
}

uint64_t Perimeter::slots_for(uint64_t states) {
  uint64_t cap = 1024;
  while (cap < 2 * states) cap *= 2;
  return cap;
}

uint64_t Perimeter::find(uint64_t key) const {
  uint64_t i = slot(key);
  while (keys_[i] != key) i = (i + 1) & mask_;
  return i;
}

void Perimeter::reserve(uint64_t states) {
  const uint64_t cap = slots_for(states);
  keys_.assign(cap, 0);
  dist_.assign(cap, 0);
  mask_ = cap - 1;
  shift_ = 64 - std::countr_zero(cap);
  count_ = 0;
}

bool Perimeter::insert(uint64_t key, uint8_t d) {
  uint64_t i = slot(key);
  while (keys_[i] != 0 && keys_[i] != key) i = (i + 1) & mask_;
  if (keys_[i] == key) return false;
  ++count_;
  keys_[i] = key;
  dist_[i] = d;
  return true;
}

namespace {

// The cell holding the empty marker 7 (all three bits set) in a key.
int empty_of(uint64_t key) {
  constexpr uint64_t kLow = 0x9249249249249249ull & ((1ull << 63) - 1);  // bit 3c of every cell c < 21
  return std::countr_zero(key & key >> 1 & key >> 2 & kLow) / 3;
}

}  // namespace

Perimeter Perimeter::build(const State& goal, uint64_t max_states, bool quiet) {
  const Board b = goal.board;
  if (b.cells() > kMaxCells)
    throw InputError(fmt::format("the perimeter database supports at most {} cells", kMaxCells));
  // Moves on the keys themselves, with no State built per node: the cube on mover[e][d] rolls in
  // direction d onto the empty cell e and arrives as rolled[d][its orientation].
  std::vector<std::array<int, 4>> mover(static_cast<size_t>(b.cells()));
  for (int e = 0; e < b.cells(); ++e)
    for (Direction d : kDirections) mover[e][static_cast<int>(d)] = b.step(e, opposite(d));
  std::array<std::array<uint8_t, 8>, 4> rolled{};
  for (Direction d : kDirections)
    for (int o = 0; o < kOrientations; ++o)
      rolled[static_cast<int>(d)][o] = static_cast<uint8_t>(roll(static_cast<Orientation>(o), d));
  // One table from the start: the layer that would pass max_states is abandoned as soon as it
  // does (the table then holds at most max_states + 4 keys: about half full at most), and its
  // keys become tombstones, which keep the probe chains through them and match no key.
  Progress bar(fmt::format("perimeter database of at most {} states", max_states), max_states, quiet);
  Perimeter p;
  p.board_ = b;
  p.reserve(std::max<uint64_t>(max_states, 1024));
  std::vector<uint64_t> layer{key(goal)};
  p.insert(layer[0], 0);
  p.radius_ = 0;
  uint64_t total = 1, expanded = 0;
  for (int d = 1; d < 255; ++d) {
    bar.note(fmt::format("{} states within {} moves", total, d - 1));
    std::vector<uint64_t> next;
    bool full = false;
    for (uint64_t k : layer) {
      const int e = empty_of(k);
      for (Direction dir : kDirections) {
        const int from = mover[e][static_cast<int>(dir)];
        if (from < 0) continue;
        const uint64_t o = k >> 3 * from & 7;
        const uint64_t tk = (k & ~(7ull << 3 * e)) | static_cast<uint64_t>(rolled[static_cast<int>(dir)][o]) << 3 * e |
                            7ull << 3 * from;
        if (p.insert(tk, static_cast<uint8_t>(d))) next.push_back(tk);
      }
      if (total + next.size() > max_states) {
        full = true;
        break;
      }
      if ((++expanded & 0xffff) == 0) bar.update(total + next.size());
    }
    if (full) {
      for (uint64_t k : next) p.keys_[p.find(k)] = kGone;
      break;
    }
    if (next.empty()) break;
    total += next.size();
    p.radius_ = d;
    layer = std::move(next);
  }
  p.count_ = total;
  bar.update(total);
  bar.finish();
  if (slots_for(total) == p.keys_.size()) return p;
  // A ball far smaller than max_states (a small board) moves to a table of its own size.
  Perimeter q;
  q.board_ = b;
  q.radius_ = p.radius_;
  q.reserve(total);
  for (size_t i = 0; i < p.keys_.size(); ++i)
    if (p.holds(i)) q.insert(p.keys_[i], p.dist_[i]);
  return q;
}

std::string Perimeter::kind(const State& goal, uint64_t max_states) {
  return fmt::format("rolling-perimeter {} {} {}", format_board(goal.board), format_state(goal), max_states);
}

std::string Perimeter::cache_path(const State& goal, uint64_t max_states, const std::string& dir) {
  return fmt::format("{}/roll-perimeter-{}-{}-{}.bin", dir, format_board(goal.board), state_file_token(goal),
                     max_states);
}

Perimeter Perimeter::load(const std::string& path, const State& goal, uint64_t max_states) {
  CheckpointReader r(path, kind(goal, max_states), kFormatVersion);
  Perimeter p;
  p.board_ = goal.board;
  p.radius_ = static_cast<int>(r.read_value<int32_t>());
  const uint64_t n = r.read_value<uint64_t>();
  if (p.radius_ < 0 || p.radius_ > 254 || n == 0 || n > max_states)
    throw RunError("perimeter database '" + path + "' is corrupted");
  p.reserve(n);
  std::vector<uint64_t> keys(n);
  std::vector<uint8_t> dist(n);
  r.read(keys.data(), n * 8);
  r.read(dist.data(), n);
  r.verify_end();
  for (uint64_t i = 0; i < n; ++i) {
    if (keys[i] == 0 || dist[i] > p.radius_) throw RunError("perimeter database '" + path + "' is corrupted");
    p.insert(keys[i], dist[i]);
  }
  if (p.count_ != n || p.distance(key(goal)) != 0)
    throw RunError("perimeter database '" + path + "' is corrupted");
  return p;
}

Perimeter Perimeter::cached(const State& goal, uint64_t max_states, const std::string& dir, std::string* note,
                            bool quiet) {
  const std::string path = cache_path(goal, max_states, dir);
  if (std::filesystem::exists(path)) {
    try {
      Perimeter p = load(path, goal, max_states);
      if (note) *note = "loaded from " + path;
      return p;
    } catch (const RunError& e) {
      if (note) *note = std::string(e.what()) + "; rebuilt";
    }
  }
  Perimeter p = build(goal, max_states, quiet);
  try {
    make_directories(dir);
    CheckpointWriter w(path, kind(goal, max_states), kFormatVersion);
    w.write_value<int32_t>(p.radius_);
    w.write_value<uint64_t>(p.count_);
    std::vector<uint64_t> keys;
    std::vector<uint8_t> dist;
    keys.reserve(p.count_);
    dist.reserve(p.count_);
    for (size_t i = 0; i < p.keys_.size(); ++i)
      if (p.holds(i)) {
        keys.push_back(p.keys_[i]);
        dist.push_back(p.dist_[i]);
      }
    w.write(keys.data(), keys.size() * 8);
    w.write(dist.data(), dist.size());
    w.commit();
    if (note && note->empty()) *note = "built and saved to " + path;
  } catch (const RunError& e) {
    if (note) *note = std::string("built; not cached: ") + e.what();
  }
  return p;
}

}  // namespace cw::rolling
