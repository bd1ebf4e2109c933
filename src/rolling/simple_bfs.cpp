#include "rolling/simple_bfs.hpp"

#include <deque>

namespace cw::rolling {

uint64_t plain_key(const State& s) {
  uint64_t k = 0;
  for (int c = s.board.cells() - 1; c >= 0; --c) k = k * 7 + (c == s.empty ? 6 : s.cells[c]);
  return k;
}

std::unordered_map<uint64_t, uint8_t> simple_bfs(const State& start) {
  std::unordered_map<uint64_t, uint8_t> dist;
  uint64_t states = static_cast<uint64_t>(start.board.cells());
  for (int i = 1; i < start.board.cells(); ++i) states *= 6;
  dist.reserve(states);
  std::deque<State> queue{start};
  dist[plain_key(start)] = 0;
  while (!queue.empty()) {
    State s = std::move(queue.front());
    queue.pop_front();
    const uint8_t d = dist[plain_key(s)];
    for (Direction dir : kDirections) {
      State t = s;
      if (!apply_move(t, dir)) continue;
      if (dist.emplace(plain_key(t), d + 1).second) queue.push_back(std::move(t));
    }
  }
  return dist;
}

}  // namespace cw::rolling
