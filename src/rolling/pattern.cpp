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
    throw ArgumentError("goal", fmt::format("goal pattern {} is a {} board, but the start state is a {} board",
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

std::vector<KindState> matching_states(const Pattern& goal, const KindSpec& spec, uint64_t limit) {
  const int cells = goal.board.cells();
  if (!spec.uniform && !(spec.board == goal.board))
    throw InputError(fmt::format("pattern '{}' is a {} board, but the kind map is {}", printable(goal.text),
                                 format_board(goal.board), format_board(spec.board)));
  std::vector<KindState> out;
  for (int empty = 0; empty < cells; ++empty) {
    if (!(goal.allowed[empty] & kEmpty)) continue;
    // Per cell the codes its cube may show: the pattern's mask within its kind's codes.
    std::vector<std::vector<CubeCode>> choices(cells);
    bool possible = true;
    uint64_t count = 1;
    for (int c = 0; c < cells && possible; ++c) {
      if (c == empty) continue;
      const std::optional<Kind> kind = spec.uniform ? spec.uniform : spec.map[c];
      if (!kind) { possible = false; break; }
      for (int o = 0; o < orientation_count(*kind); ++o)
        if (goal.allowed[c] >> cube_code(*kind, o) & 1) choices[c].push_back(cube_code(*kind, o));
      possible = !choices[c].empty();
      count = choices[c].empty() || count > limit ? count : count * choices[c].size();
    }
    if (!possible) continue;
    if (count > limit || out.size() + count > limit)
      throw RunError(fmt::format("pattern '{}' matches more than {} states: too many to start from",
                                 printable(goal.text), limit));
    // Odometer over the cells' choices.
    KindState s{goal.board, empty, std::vector<CubeCode>(cells, 0)};
    std::vector<size_t> digit(cells, 0);
    for (;;) {
      for (int c = 0; c < cells; ++c)
        if (c != empty) s.cells[c] = choices[c][digit[c]];
      out.push_back(s);
      int c = 0;
      for (; c < cells; ++c) {
        if (c == empty) continue;
        if (++digit[c] < choices[c].size()) break;
        digit[c] = 0;
      }
      if (c == cells) break;
    }
  }
  return out;
}

}  // namespace cw::rolling
