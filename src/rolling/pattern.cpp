#include "rolling/pattern.hpp"

#include <fmt/format.h>

#include "core/error.hpp"

namespace cw::rolling {
namespace {

constexpr uint64_t kEmpty = 1ull << kEmptyBit;

uint64_t kind_codes(Kind k) { return ((1ull << orientation_count(k)) - 1) << code_offset(k); }

// The codes a character describes under kind k: an orientation or a top colour.
uint64_t codes_of_char(Kind k, char c) {
  if (auto o = orientation_of_char(k, c)) return 1ull << cube_code(k, *o);
  uint64_t m = 0;
  for (int o = 0; o < orientation_count(k); ++o)
    if (top_colour(k, o) == c) m |= 1ull << cube_code(k, o);
  return m;
}

std::string kinds_words(unsigned kinds) {
  std::string w;
  for (Kind k : kKinds)
    if (kinds >> static_cast<int>(k) & 1) w += (w.empty() ? "" : ", ") + std::string(kind_name(k));
  return w;
}

}  // namespace

bool Pattern::matches(const KindState& s) const {
  for (int c = 0; c < board.cells(); ++c)
    if (!(allowed[c] & (c == s.empty ? kEmpty : 1ull << s.cells[c]))) return false;
  return true;
}

bool Pattern::exact() const {
  for (uint64_t m : allowed)
    if (m == 0 || (m & (m - 1)) != 0) return false;
  return true;
}

void require_same_board(const KindState& from, const Pattern& goal) {
  if (!(from.board == goal.board))
    throw ArgumentError("to", fmt::format("goal pattern {} is a {} board, but the start state is a {} board",
                                          goal.text, format_board(goal.board), format_board(from.board)));
}

bool is_classic_pattern(std::string_view goal) { return goal.find_first_of("?*KCG") != std::string_view::npos; }

Pattern parse_pattern(std::string_view text, unsigned kinds) {
  std::vector<std::string_view> rows;
  Pattern p;
  p.board = board_rows(text, "pattern", rows);
  p.text = std::string(text);
  uint64_t any_cube = 0;
  for (Kind k : kKinds)
    if (kinds >> static_cast<int>(k) & 1) any_cube |= kind_codes(k);
  int empties = 0;
  for (const auto& row : rows)
    for (char c : row) {
      uint64_t m = 0;
      if (c == '.') m = kEmpty, ++empties;
      else if (c == '?') m = any_cube | kEmpty;
      else if (c == '*') m = any_cube;
      else
        for (Kind k : kKinds)
          if (kinds >> static_cast<int>(k) & 1) m |= codes_of_char(k, c);
      if (m == 0)
        throw InputError(fmt::format("pattern '{}': character '{}' means nothing for {} cubes (use '.', '?', '*', "
                                     "a top colour or an orientation; docs/model.md)",
                                     printable(text), printable(std::string_view(&c, 1)), kinds_words(kinds)));
      p.allowed.push_back(m);
    }
  if (empties > 1) throw InputError(fmt::format("pattern '{}': more than one empty cell '.'", printable(text)));
  return p;
}

}  // namespace cw::rolling
