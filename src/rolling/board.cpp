#include "rolling/board.hpp"

#include <fmt/format.h>

#include "core/error.hpp"

namespace cw::rolling {

int Board::step(int cell, Direction d) const {
  int r = cell / cols + row_step(d), c = cell % cols + column_step(d);
  if (r < 0 || r >= rows || c < 0 || c >= cols) return -1;
  return r * cols + c;
}

Board parse_board(std::string_view text) {
  auto x = text.find('x');
  auto number = [&](std::string_view part) {
    if (part.empty() || part.size() > 3) return -1;
    int v = 0;
    for (char c : part) {
      if (c < '0' || c > '9') return -1;
      v = v * 10 + (c - '0');
    }
    return v;
  };
  if (x == std::string_view::npos)
    throw InputError(fmt::format("board '{}' is not of the form RxC (e.g. 3x3)", printable(text)));
  int r = number(text.substr(0, x)), c = number(text.substr(x + 1));
  if (r < 0 || c < 0)
    throw InputError(fmt::format("board '{}' is not of the form RxC (e.g. 3x3)", printable(text)));
  if (r < 2 || c < 2)
    throw InputError(fmt::format("board {}x{} is too small: rows and columns must be at least 2", r, c));
  if (r * c > 64)
    throw InputError(fmt::format("board {}x{} is too large: at most 64 cells are supported", r, c));
  return {r, c};
}

std::string format_board(Board b) { return fmt::format("{}x{}", b.rows, b.cols); }

State parse_state(std::string_view text) {
  State s;
  std::vector<std::string_view> rows;
  size_t start = 0;
  for (size_t i = 0; i <= text.size(); ++i)
    if (i == text.size() || text[i] == '/') {
      rows.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  const int cols = static_cast<int>(rows[0].size());
  for (size_t r = 0; r < rows.size(); ++r)
    if (static_cast<int>(rows[r].size()) != cols)
      throw InputError(fmt::format("state '{}': ragged rows (row 0 has {} cells, row {} has {})",
                                   printable(text), cols, r, rows[r].size()));
  s.board = {static_cast<int>(rows.size()), cols};
  if (s.board.rows < 2 || cols < 2)
    throw InputError(
        fmt::format("state '{}': the board must have at least 2 rows and 2 columns", printable(text)));
  if (s.board.cells() > 64)
    throw InputError(fmt::format("state '{}': at most 64 cells are supported", printable(text)));
  s.empty = -1;
  for (const auto& row : rows)
    for (char c : row) {
      int cell = static_cast<int>(s.cells.size());
      if (c == '.') {
        if (s.empty >= 0)
          throw InputError(fmt::format("state '{}': more than one empty cell '.'", printable(text)));
        s.empty = cell;
        s.cells.push_back(0);
      } else if (c >= '0' && c <= '5') {
        s.cells.push_back(static_cast<Orientation>(c - '0'));
      } else {
        throw InputError(fmt::format(
            "state '{}': bad character '{}' (use digits 0-5 for cubes, '.' for the empty cell, '/' between rows)",
            printable(text), printable(std::string_view(&c, 1))));
      }
    }
  if (s.empty < 0) throw InputError(fmt::format("state '{}': no empty cell '.'", printable(text)));
  return s;
}

std::string format_state(const State& s) {
  std::string out;
  for (int cell = 0; cell < s.board.cells(); ++cell) {
    if (cell > 0 && cell % s.board.cols == 0) out += '/';
    out += cell == s.empty ? '.' : static_cast<char>('0' + s.cells[cell]);
  }
  return out;
}

std::string state_file_token(const State& s) {
  std::string t = format_state(s);
  for (char& c : t) c = c == '/' ? '-' : c == '.' ? 'e' : c;
  return t;
}

State uniform_state(Board b, Orientation o) {
  State s{b, b.cols + 1, std::vector<Orientation>(b.cells(), o)};
  s.cells[s.empty] = 0;
  return s;
}

bool apply_move(State& s, Direction d) {
  int from = s.board.step(s.empty, opposite(d));
  if (from < 0) return false;
  s.cells[s.empty] = roll(s.cells[from], d);
  s.cells[from] = 0;
  s.empty = from;
  return true;
}

void require_same_board(const State& from, const State& to) {
  if (!(from.board == to.board))
    throw ArgumentError("goal", fmt::format("goal state {} is a {} board, but the start state is a {} board",
                                          format_state(to), format_board(to.board), format_board(from.board)));
}

}  // namespace cw::rolling
