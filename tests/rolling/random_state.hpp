// States for the rolling tests: a uniformly random one, and the distance between two by the
// byte-per-state engine (bfs.hpp), the reference that the other engines are checked against.
#pragma once
#include <vector>

#include "rolling/bfs.hpp"
#include "rolling/board.hpp"

namespace cw::rolling::testing {

template <class Rng>
State random_state(Board b, Rng& rng) {
  State s{b, static_cast<int>(rng() % b.cells()), std::vector<Orientation>(b.cells(), 0)};
  for (int c = 0; c < b.cells(); ++c)
    if (c != s.empty) s.cells[c] = static_cast<Orientation>(rng() % 6);
  return s;
}

inline int bfs_distance(const State& a, const State& b) {
  const Layout layout(a.board);
  return bfs_distances(layout, a).dist[layout.rank(b)];
}

}  // namespace cw::rolling::testing
