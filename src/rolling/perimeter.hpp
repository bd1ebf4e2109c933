// Perimeter database: the exact distance to one goal of every state within a radius R (the
// breadth-first ball around the goal), in an open-addressing hash table. IDA* stops as soon
// as it enters the ball, and prunes every node outside it whose budget is under R+1.
// Key: 3 bits per cell (orientation 0-5, 7 for the empty cell), so boards up to 21 cells.
// Cached on disk as a checkpoint file whose kind names the format version, board and goal.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/huge_pages.hpp"
#include "rolling/board.hpp"

namespace cw::rolling {

class Perimeter {
 public:
  static constexpr int kMaxCells = 21;
  static constexpr uint32_t kFormatVersion = 1;

  static uint64_t key(const State& s);
  static State state_of(uint64_t key, Board board);

  // The largest complete ball around `goal` holding at most max_states states. Progress: the
  // states found against max_states (the ball may stop short of it).
  static Perimeter build(const State& goal, uint64_t max_states, bool quiet = true);
  // Loads <dir>/roll-perimeter-<board>-<goal>-<max_states>.bin when present and valid;
  // otherwise builds it and writes it there (atomically). `note` says which happened.
  static Perimeter cached(const State& goal, uint64_t max_states, const std::string& dir, std::string* note,
                          bool quiet = true);
  static std::string cache_path(const State& goal, uint64_t max_states, const std::string& dir);

  static Perimeter load(const std::string& path, const State& goal, uint64_t max_states);

  int radius() const { return radius_; }
  uint64_t size() const { return count_; }
  // Exact distance to the goal when within the radius, -1 otherwise.
  int distance(uint64_t key) const {
    for (uint64_t i = slot(key);; i = (i + 1) & mask_) {
      if (keys_[i] == key) return dist_[i];
      if (keys_[i] == 0) return -1;  // a valid key always holds a 7 (the empty cell): never 0
    }
  }

 private:
  // A slot freed after use: it keeps the probe chains through it and matches no key (a valid
  // key has one empty cell, 7, and bit 63 clear).
  static constexpr uint64_t kGone = ~0ull;
  uint64_t slot(uint64_t key) const { return (key * 0x9E3779B97F4A7C15ull) >> shift_; }
  static uint64_t slots_for(uint64_t states);  // the table size reserve() picks
  uint64_t find(uint64_t key) const;           // the slot of a key it holds
  bool holds(size_t slot) const { return keys_[slot] != 0 && keys_[slot] != kGone; }
  void reserve(uint64_t states);
  bool insert(uint64_t key, uint8_t d);  // false, and nothing changed, when the key is there already
  static std::string kind(const State& goal, uint64_t max_states);

  Board board_;
  int radius_ = -1;
  uint64_t count_ = 0, mask_ = 0;
  int shift_ = 64;
  TableVector<uint64_t> keys_;
  TableVector<uint8_t> dist_;
};

}  // namespace cw::rolling
