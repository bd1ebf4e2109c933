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

// A multiplicative hash: the plain keys of neighbouring states differ in a few base-7 digits.
uint64_t PlainDistances::slot(uint64_t key) const {
  const uint64_t mask = keys_.size() - 1;
  uint64_t i = (key * 0x9E3779B97F4A7C15ull) >> 17 & mask;
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
// The state a plain key spells: the inverse of plain_key() on the same board.
State from_plain_key(Board board, uint64_t key) {
  State s{board, 0, std::vector<Orientation>(static_cast<size_t>(board.cells()), 0)};
  for (int c = 0; c < board.cells(); ++c, key /= 7) {
    const auto digit = static_cast<int>(key % 7);
    if (digit == 6) s.empty = c;
    else s.cells[static_cast<size_t>(c)] = static_cast<Orientation>(digit);
  }
  return s;
}
}  // namespace

// The queue holds keys, not states: a State owns a vector, and 15 million of them in a deque
// were most of the 3x3 comparison's time.
PlainDistances simple_bfs(const State& start) {
  uint64_t states = static_cast<uint64_t>(start.board.cells());
  for (int i = 1; i < start.board.cells(); ++i) states *= 6;
  PlainDistances dist(states);
  std::vector<uint64_t> queue{plain_key(start)};
  dist.insert(queue[0], 0);
  for (size_t head = 0; head < queue.size(); ++head) {
    const State s = from_plain_key(start.board, queue[head]);
    const uint8_t d = dist.at(queue[head]);
    for (Direction dir : kDirections) {
      State t = s;
      if (!apply_move(t, dir)) continue;
      const uint64_t key = plain_key(t);
      if (dist.insert(key, d + 1)) queue.push_back(key);
    }
  }
  return dist;
}

}  // namespace cw::rolling
