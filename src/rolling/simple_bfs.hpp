// Reference search for the tests: a queue and a hash map keyed by the plain cell array,
// moves applied one by one with apply_move(). Deliberately simple and independent of layout.hpp.
#pragma once
#include <cstdint>
#include <unordered_map>

#include "rolling/board.hpp"

namespace cw::rolling {

// Base-7 number of the cells, the empty cell written as 6.
uint64_t plain_key(const State& s);
std::unordered_map<uint64_t, uint8_t> simple_bfs(const State& start);

}  // namespace cw::rolling
