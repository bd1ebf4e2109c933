#include "rolling/simple_bfs.hpp"

#include <bit>
#include <stdexcept>

namespace cw::rolling {

uint64_t plain_key(const State& s) {
  uint64_t k = 0;
  for (int c = s.board.cells() - 1; c >= 0; --c) k = k * 7 + (c == s.empty ? 6 : s.cells[c]);
  return k;
}

PlainDistances::PlainDistances(uint64_t capacity_at_least)
    : keys_(std::bit_ceil(2 * capacity_at_least + 2), kEmpty), distances_(keys_.size()) {}

// A multiplicative hash, its top bits (Fibonacci hashing): the plain keys of neighbouring states
// differ in a few base-7 digits, which the product's middle bits, used before, spread less well
// (the 3x3 comparison took 27 s with them, 20 s with these).
uint64_t PlainDistances::slot(uint64_t key) const {
  const uint64_t mask = keys_.size() - 1;
  uint64_t i = (key * 0x9E3779B97F4A7C15ull) >> (64 - std::countr_zero(keys_.size()));
  while (keys_[i] != kEmpty && keys_[i] != key) i = (i + 1) & mask;
  return i;
}

const uint8_t* PlainDistances::find(uint64_t key) const {
  const uint64_t i = slot(key);
  return keys_[i] == key ? &distances_[i] : nullptr;
}

uint8_t PlainDistances::at(uint64_t key) const {
  const uint8_t* d = find(key);
  if (!d) throw std::out_of_range("state not reached");
  return *d;
}

bool PlainDistances::insert(uint64_t key, uint8_t distance) {
  const uint64_t i = slot(key);
  if (keys_[i] == key) return false;
  keys_[i] = key;
  distances_[i] = distance;
  ++size_;
  return true;
}

namespace {
// The state a plain key spells, into s (on the key's board): the inverse of plain_key().
void read_plain_key(uint64_t key, State& s) {
  for (int c = 0; c < s.board.cells(); ++c, key /= 7) {
    const auto digit = static_cast<int>(key % 7);
    if (digit == 6) s.empty = c, s.cells[static_cast<size_t>(c)] = 0;
    else s.cells[static_cast<size_t>(c)] = static_cast<Orientation>(digit);
  }
}
}  // namespace

// The queue holds keys, not states: a State owns a vector, and 15 million of them in a deque
// were most of the 3x3 comparison's time. The two States below are reused for the same reason
// (a State per key and per move cost 3 to 4 s of the comparison's 23 s).
PlainDistances simple_bfs(const State& start) {
  uint64_t states = static_cast<uint64_t>(start.board.cells());
  for (int i = 1; i < start.board.cells(); ++i) states *= 6;
  PlainDistances dist(states);
  std::vector<uint64_t> queue{plain_key(start)};
  dist.insert(queue[0], 0);
  State s = start, t = start;
  // The queue holds one layer after another: the distance is the layer's, not looked up again.
  uint8_t d = 0;
  for (size_t head = 0, layer_end = 1; head < queue.size(); ++head) {
    if (head == layer_end) ++d, layer_end = queue.size();
    read_plain_key(queue[head], s);
    for (Direction dir : kDirections) {
      t = s;
      if (!apply_move(t, dir)) continue;
      const uint64_t key = plain_key(t);
      if (dist.insert(key, d + 1)) queue.push_back(key);
    }
  }
  return dist;
}

}  // namespace cw::rolling
