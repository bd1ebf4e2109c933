#include "rolling/simple_bfs.hpp"

#include <stdexcept>

namespace cw::rolling {

uint64_t plain_key(const State& s) {
  uint64_t k = 0;
  for (int c = s.board.cells() - 1; c >= 0; --c) k = k * 7 + (c == s.empty ? 6 : s.cells[c]);
  return k;
}

namespace {
uint64_t keys_on(int cells) {
  if (cells > 10) throw std::length_error("simple_bfs: boards of at most 10 cells");
  uint64_t keys = 1;
  for (int c = 0; c < cells; ++c) keys *= 7;
  return keys;
}
}  // namespace

PlainDistances::PlainDistances(int cells) : distances_(keys_on(cells), kUnseen) {}

const uint8_t* PlainDistances::find(uint64_t key) const {
  return key < distances_.size() && distances_[key] != kUnseen ? &distances_[key] : nullptr;
}

uint8_t PlainDistances::at(uint64_t key) const {
  const uint8_t* d = find(key);
  if (!d) throw std::out_of_range("state not reached");
  return *d;
}

bool PlainDistances::insert(uint64_t key, uint8_t distance) {
  if (distances_.at(key) != kUnseen) return false;
  distances_[key] = distance;
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
  PlainDistances dist(start.board.cells());
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
