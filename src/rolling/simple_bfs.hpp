// Reference search for the tests: a queue and a table indexed by the plain cell array, moves
// applied one by one with apply_move(). Deliberately simple and independent of layout.hpp.
#pragma once
#include <cstdint>
#include <vector>

#include "rolling/board.hpp"

namespace cw::rolling {

// Base-7 number of the cells, the empty cell written as 6.
uint64_t plain_key(const State& s);

// The distances found, a byte per plain key: 7^9 = 40 million bytes on 3x3, where a hash table
// sized for its 15 million states took 300 MB and three quarters of the comparison's 15 s in
// probing. Boards of at most 10 cells.
class PlainDistances {
 public:
  explicit PlainDistances(int cells);
  // The distance of the state with this key, nullptr when it was not reached.
  const uint8_t* find(uint64_t key) const;
  uint8_t at(uint64_t key) const;  // throws std::out_of_range when not reached
  bool insert(uint64_t key, uint8_t distance);  // false when the key is there already
  uint64_t size() const { return size_; }
  template <class F>
  void for_each(F&& f) const {  // f(key, distance) for every state reached
    for (uint64_t key = 0; key < distances_.size(); ++key)
      if (distances_[key] != kUnseen) f(key, distances_[key]);
  }

 private:
  static constexpr uint8_t kUnseen = 255;
  std::vector<uint8_t> distances_;
  uint64_t size_ = 0;
};

PlainDistances simple_bfs(const State& start);

}  // namespace cw::rolling
