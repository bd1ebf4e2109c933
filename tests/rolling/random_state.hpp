// A uniformly random state of a board (not necessarily reachable from anywhere in particular),
// for the rolling tests: the blank's cell, then each other cell's orientation, from `rng`.
#pragma once
#include <vector>

#include "rolling/board.hpp"

namespace cw::rolling::testing {

template <class Rng>
State random_state(Board b, Rng& rng) {
  State s{b, static_cast<int>(rng() % b.cells()), std::vector<Orientation>(b.cells(), 0)};
  for (int c = 0; c < b.cells(); ++c)
    if (c != s.empty) s.cells[c] = static_cast<Orientation>(rng() % 6);
  return s;
}

}  // namespace cw::rolling::testing
