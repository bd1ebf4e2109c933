// Goal patterns for the rolling puzzles (docs/model.md, "Goals and patterns"): per cell a set of
// allowed contents, as a bit mask over cube codes (cube_kind.hpp) plus one bit for the empty cell.
// Written like a state, one character per cell:
//   '.'  the empty cell here            '?'  anything, the empty cell included
//   '*'  any cube (not the empty cell)  a top colour: classic K C G, eight W R B, dice 1-6
//   an orientation character (classic and eight 0-5, dice a-x): a cube in exactly that orientation
// A character means every cube that it describes under that cube's kind (so with mixed kinds
// '1' is a classic cube in orientation 1 or a die with 1 on top). A classic state is the pattern
// that fixes every cell.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "rolling/kind_state.hpp"

namespace cw::rolling {

constexpr int kEmptyBit = kCubeCodes;  // bit 36 of a cell's mask

struct Pattern {
  Board board;
  std::vector<uint64_t> allowed;  // one mask per cell
  std::string text;               // as written (validated)
  bool matches(const KindState& s) const;
  // True when the pattern fixes every cell to one content (an exact state).
  bool exact() const;
};

// `kinds`: bit k set for each kind whose characters are read (kinds_present of the start).
// Throws InputError naming the character and the kinds.
Pattern parse_pattern(std::string_view text, unsigned kinds);

// True when a goal for classic cubes uses a character that only patterns have ('?', '*', or a
// top colour K, C, G): such goals go to the pattern solver, the others keep the classic engines.
bool is_classic_pattern(std::string_view goal);

// Every state matching the pattern with the cubes of `spec` (a uniform kind: the empty cell at any
// cell the pattern allows; a kind map: its kinds where it puts them, so the empty cell where the
// map has none), in no particular order. RunError when more than `limit` match; an
// empty result when none does. The starts of a breadth-first search from a pattern (generate.hpp).
std::vector<KindState> matching_states(const Pattern& goal, const KindSpec& spec, uint64_t limit);

// ArgumentError (subject "goal", as board.hpp:require_same_board) when the pattern's board differs.
void require_same_board(const KindState& from, const Pattern& goal);

}  // namespace cw::rolling
