// Reference search for the tests: a queue and a hash table keyed by the plain cell array, moves
// applied one by one with apply_move(). Deliberately simple and independent of layout.hpp.
#pragma once
#include <cstdint>
#include <vector>

#include "rolling/board.hpp"

namespace cw::rolling {

// Base-7 number of the cells, the empty cell written as 6.
uint64_t plain_key(const State& s);

// The distances found: an open-addressing table (linear probing) sized for every state of the
// board at once, so that 15 million states cost two flat arrays instead of a node each.
class PlainDistances {
 public:
  explicit PlainDistances(uint64_t capacity_at_least);
  // The distance of the state with this key, nullptr when it was not reached.
  const uint8_t* find(uint64_t key) const;
  uint8_t at(uint64_t key) const;  // throws std::out_of_range when not reached
  bool insert(uint64_t key, uint8_t distance);  // false when the key is there already
  uint64_t size() const { return size_; }
  template <class F>
  void for_each(F&& f) const {  // f(key, distance) for every state reached
    for (uint64_t i = 0; i < keys_.size(); ++i)
      if (keys_[i] != kEmpty) f(keys_[i], distances_[i]);
  }

 private:
  static constexpr uint64_t kEmpty = ~uint64_t{0};  // no plain key: 7^cells < 2^64 - 1
  uint64_t slot(uint64_t key) const;
  std::vector<uint64_t> keys_;
  std::vector<uint8_t> distances_;
  uint64_t size_ = 0;
};

PlainDistances simple_bfs(const State& start);

}  // namespace cw::rolling
