#include "rolling/layout.hpp"

#include <fmt/format.h>

#include "core/error.hpp"

namespace cw::rolling {

Layout::Layout(Board b) : board_(b), n_(b.cells()) {
  if (n_ > kMaxCells)
    throw InputError(fmt::format("board {} has {} cells; at most {} are supported by the state layout",
                                 format_board(b), n_, kMaxCells));
  words_.resize(n_);
  word_offset_.resize(n_);
  rank_base_.resize(n_);
  for (int q = 0; q < n_; ++q) {
    words_[q] = kPow6[n_ - 3];
    word_offset_[q] = total_words_;
    rank_base_[q] = states_;
    total_words_ += words_[q];
    states_ += kPow6[n_ - 1];
  }
}

int Layout::digit_position(int q, int cell) const {
  if (cell == q || cell == word_cell0(q) || cell == word_cell1(q)) return -1;
  int pos = 0;
  for (int c = 0; c < cell; ++c)
    if (c != q && c != word_cell0(q) && c != word_cell1(q)) ++pos;
  return pos;
}

void Layout::locate(const State& s, uint64_t& word, int& bit) const {
  const int q = s.empty;
  uint64_t w = 0;
  for (int cell = n_ - 1; cell >= 0; --cell)
    if (digit_position(q, cell) >= 0) w = w * 6 + s.cells[cell];
  word = word_offset_[q] + w;
  bit = s.cells[word_cell0(q)] + 6 * s.cells[word_cell1(q)];
}

uint64_t Layout::rank(const State& s) const {
  uint64_t word;
  int bit;
  locate(s, word, bit);
  return rank_of(s.empty, word - word_offset_[s.empty], bit);
}

State Layout::unrank(uint64_t r) const {
  const int q = static_cast<int>(r / kPow6[n_ - 1]);
  const uint64_t local = r - rank_base_[q];
  uint64_t word = local / 36;
  State s{board_, q, std::vector<Orientation>(n_, 0)};
  s.cells[word_cell0(q)] = static_cast<Orientation>(local % 6);
  s.cells[word_cell1(q)] = static_cast<Orientation>(local % 36 / 6);
  for (int cell = 0; cell < n_; ++cell)
    if (digit_position(q, cell) >= 0) {
      s.cells[cell] = static_cast<Orientation>(word % 6);
      word /= 6;
    }
  return s;
}

}  // namespace cw::rolling
