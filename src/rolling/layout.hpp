// Perfect hash of rolling-cube states, laid out so that one 64-bit word holds 36 states.
//
// Region q holds the states whose empty cell is q: 6^(N-3) words of 36 used bits each.
// Two "word cells" select the bit, bit = c[w0] + 6*c[w1]: (w0, w1) = (0, 1) when q >= 2,
// (1, 2) when q = 0 and (0, 2) when q = 1. The other cells ("high cells", ascending, without
// q) form the word index in base 6, least significant digit = lowest cell.
// Rank (dense, 0 .. N*6^(N-1)-1) = base(q) + 36*word + bit, base(q) = q*6^(N-1).
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "rolling/board.hpp"

namespace cw::rolling {

// N * 6^(N-1) ranks must fit in 64 bits: 23 cells give 3.0e18, 24 would wrap around (1.9e19).
constexpr int kMaxCells = 23;

class Layout {
 public:
  explicit Layout(Board b);  // throws InputError when the board has more than kMaxCells cells

  Board board() const { return board_; }
  int cells() const { return n_; }
  uint64_t states() const { return states_; }
  uint64_t total_words() const { return total_words_; }
  uint64_t words(int q) const { return words_[q]; }
  uint64_t word_offset(int q) const { return word_offset_[q]; }
  uint64_t rank_base(int q) const { return rank_base_[q]; }
  // The regions (empty cells) of one checkerboard colour, in cell order: a layer of a breadth-first
  // search lies in the regions of one colour (every move flips the empty cell's colour).
  std::vector<int> regions_of_colour(int colour) const {
    std::vector<int> out;
    for (int q = 0; q < n_; ++q)
      if (board_.colour(q) == colour) out.push_back(q);
    return out;
  }
  // Position of `cell` among the high digits of region q, or -1 when it is not one of them.
  int digit_position(int q, int cell) const;
  // The word cells of region q: bit = c[first] + 6*c[second].
  static int word_cell0(int q) { return q == 0 ? 1 : 0; }
  static int word_cell1(int q) { return q >= 2 ? 1 : 2; }

  uint64_t rank(const State& s) const;
  State unrank(uint64_t r) const;
  // Global word index and bit of a state.
  void locate(const State& s, uint64_t& word, int& bit) const;
  // Rank of the state at (region q, word index inside the region, bit).
  uint64_t rank_of(int q, uint64_t word, int bit) const { return rank_base_[q] + 36 * word + bit; }

  static uint64_t pow6(int k) { return kPow6[k]; }

 private:
  static constexpr std::array<uint64_t, 26> kPow6 = [] {
    std::array<uint64_t, 26> p{};
    p[0] = 1;
    for (int i = 1; i < 26; ++i) p[i] = p[i - 1] * 6;
    return p;
  }();
  Board board_;
  int n_;
  uint64_t states_ = 0, total_words_ = 0;
  std::vector<uint64_t> words_, word_offset_, rank_base_;
};

}  // namespace cw::rolling
