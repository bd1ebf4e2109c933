#include "rolling/simple_bfs.hpp"

#include <bit>
#include <deque>
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

PlainDistances simple_bfs(const State& start) {
  uint64_t states = static_cast<uint64_t>(start.board.cells());
  for (int i = 1; i < start.board.cells(); ++i) states *= 6;
  PlainDistances dist(states);
  std::deque<State> queue{start};
  dist.insert(plain_key(start), 0);
  while (!queue.empty()) {
    State s = std::move(queue.front());
    queue.pop_front();
    const uint8_t d = dist.at(plain_key(s));
    for (Direction dir : kDirections) {
      State t = s;
      if (!apply_move(t, dir)) continue;
      if (dist.insert(plain_key(t), d + 1)) queue.push_back(std::move(t));
    }
  }
  return dist;
}

}  // namespace cw::rolling
