// Boards and states of the rolling-cubes puzzle, and their text form ("000/0.0/000").
// Cells are numbered row-major from the north-west corner; row 0 is north.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "rolling/orientation.hpp"

namespace cw::rolling {

struct Board {
  int rows = 3, cols = 3;
  int cells() const { return rows * cols; }
  bool operator==(const Board&) const = default;
  // Cell reached from `cell` by one step in direction d, or -1 off the board.
  int step(int cell, Direction d) const;
  // Checkerboard colour (row + column) mod 2: every move flips the empty cell's colour, so the
  // state graph is bipartite.
  int colour(int cell) const { return (cell / cols + cell % cols) & 1; }
};

// Parses "RxC" (e.g. "3x4"); throws InputError.
Board parse_board(std::string_view text);
std::string format_board(Board b);

struct State {
  Board board;
  int empty = 4;
  std::vector<Orientation> cells;  // one per cell; the value at `empty` is 0 and meaningless
  bool operator==(const State&) const = default;
};

// Throws InputError naming what is wrong: characters, ragged rows, number of empty cells, size.
State parse_state(std::string_view text);
std::string format_state(const State& s);

// A start and a goal must lie on one board: ArgumentError with subject "to" otherwise (the
// start fixes the board).
void require_same_board(const State& from, const State& to);

// The state as a file-name fragment: '/' -> '-', '.' -> 'e' ("000/0.0/000" -> "000-0e0-000").
std::string state_file_token(const State& s);

// All cubes in one orientation, the empty cell at (1,1) — the centre of the classic 3x3 board.
State uniform_state(Board b, Orientation o);
inline State classic_start(Board b = {}) { return uniform_state(b, 0); }
inline State classic_goal(Board b = {}) { return uniform_state(b, 1); }

// The move in direction d: the cube on the far side of the empty cell rolls into it.
// Returns false (and leaves s alone) when no cube stands there.
bool apply_move(State& s, Direction d);

}  // namespace cw::rolling
