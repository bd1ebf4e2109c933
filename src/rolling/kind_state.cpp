#include "rolling/kind_state.hpp"

#include <fmt/format.h>

#include "core/error.hpp"

namespace cw::rolling {

Board board_rows(std::string_view text, std::string_view what, std::vector<std::string_view>& rows) {
  rows.clear();
  size_t start = 0;
  for (size_t i = 0; i <= text.size(); ++i)
    if (i == text.size() || text[i] == '/') {
      rows.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  const size_t cols = rows[0].size();
  for (size_t r = 0; r < rows.size(); ++r)
    if (rows[r].size() != cols)
      throw InputError(fmt::format("{} '{}': ragged rows (row 0 has {} cells, row {} has {})", what,
                                   printable(text), cols, r, rows[r].size()));
  const Board b{static_cast<int>(rows.size()), static_cast<int>(cols)};
  if (b.rows < 2 || b.cols < 2)
    throw InputError(fmt::format("{} '{}': the board must have at least 2 rows and 2 columns", what, printable(text)));
  if (b.cells() > 64) throw InputError(fmt::format("{} '{}': at most 64 cells are supported", what, printable(text)));
  return b;
}

KindSpec parse_kind_spec(std::string_view text) {
  KindSpec spec;
  if (auto k = parse_kind_name(text)) {
    spec.uniform = k;
    return spec;
  }
  if (text.find('/') == std::string_view::npos)
    throw InputError(fmt::format("kind '{}': not classic, eight, dice or a kind map such as ccc/c.d/ddd",
                                 printable(text)));
  std::vector<std::string_view> rows;
  spec.board = board_rows(text, "kind map", rows);
  for (const auto& row : rows)
    for (char c : row) {
      if (c == '.') {
        spec.map.push_back(std::nullopt);
        continue;
      }
      auto k = kind_of_letter(c);
      if (!k)
        throw InputError(fmt::format("kind map '{}': bad character '{}' (use c classic, e eight, d dice, '.' empty)",
                                     printable(text), printable(std::string_view(&c, 1))));
      spec.map.push_back(k);
    }
  return spec;
}

std::string format_kind_spec(const KindSpec& spec) {
  if (spec.uniform) return std::string(kind_name(*spec.uniform));
  std::string out;
  for (int cell = 0; cell < spec.board.cells(); ++cell) {
    if (cell > 0 && cell % spec.board.cols == 0) out += '/';
    out += spec.map[cell] ? kind_letter(*spec.map[cell]) : '.';
  }
  return out;
}

KindState parse_kind_state(std::string_view text, const KindSpec& spec) {
  std::vector<std::string_view> rows;
  KindState s;
  s.board = board_rows(text, "state", rows);
  if (!spec.uniform && !(spec.board == s.board))
    throw InputError(fmt::format("state '{}' is a {} board, but the kind map is {}", printable(text),
                                 format_board(s.board), format_board(spec.board)));
  s.empty = -1;
  for (const auto& row : rows)
    for (char c : row) {
      const int cell = static_cast<int>(s.cells.size());
      if (c == '.') {
        if (s.empty >= 0) throw InputError(fmt::format("state '{}': more than one empty cell '.'", printable(text)));
        s.empty = cell;
        s.cells.push_back(0);
        continue;
      }
      const auto kind = spec.uniform ? spec.uniform : spec.map[cell];
      if (!kind)
        throw InputError(fmt::format("state '{}': the kind map has no cube at row {}, column {}", printable(text),
                                     cell / s.board.cols, cell % s.board.cols));
      const auto o = orientation_of_char(*kind, c);
      if (!o)
        throw InputError(fmt::format("state '{}': bad character '{}' for {} {} cube (use {}, '.' for the empty cell, "
                                     "'/' between rows)",
                                     printable(text), printable(std::string_view(&c, 1)), *kind == Kind::Eight ? "an" : "a",
                                     kind_name(*kind),
                                     *kind == Kind::Dice ? "letters a-x" : "digits 0-5"));
      s.cells.push_back(cube_code(*kind, *o));
    }
  if (s.empty < 0) throw InputError(fmt::format("state '{}': no empty cell '.'", printable(text)));
  return s;
}

std::string format_kind_state(const KindState& s) {
  std::string out;
  for (int cell = 0; cell < s.board.cells(); ++cell) {
    if (cell > 0 && cell % s.board.cols == 0) out += '/';
    const CubeCode c = s.cells[cell];
    out += cell == s.empty ? '.' : orientation_char(kind_of_code(c), orientation_of_code(c));
  }
  return out;
}

KindState kind_state_of(const State& s) {
  KindState k{s.board, s.empty, std::vector<CubeCode>(s.cells.size())};
  for (size_t c = 0; c < s.cells.size(); ++c) k.cells[c] = static_cast<int>(c) == s.empty ? 0 : cube_code(Kind::Classic, s.cells[c]);
  return k;
}

State classic_state_of(const KindState& s) {
  State out{s.board, s.empty, std::vector<Orientation>(s.cells.size(), 0)};
  for (size_t c = 0; c < s.cells.size(); ++c) {
    if (static_cast<int>(c) == s.empty) continue;
    if (kind_of_code(s.cells[c]) != Kind::Classic) throw InputError("the state holds cubes of another kind than classic");
    out.cells[c] = static_cast<Orientation>(orientation_of_code(s.cells[c]));
  }
  return out;
}

unsigned kinds_present(const KindState& s) {
  unsigned k = 0;
  for (int cell = 0; cell < s.board.cells(); ++cell)
    if (cell != s.empty) k |= 1u << static_cast<int>(kind_of_code(s.cells[cell]));
  return k;
}

bool apply_move(KindState& s, Direction d) {
  const int from = s.board.step(s.empty, opposite(d));
  if (from < 0) return false;
  const CubeCode c = s.cells[from];
  s.cells[s.empty] = cube_code(kind_of_code(c), kind_roll(kind_of_code(c), orientation_of_code(c), d));
  s.cells[from] = 0;
  s.empty = from;
  return true;
}

KindPacking::KindPacking(const KindState& s)
    : board_(s.board), cells_(static_cast<uint64_t>(s.board.cells())), kinds_(kinds_present(s)) {
  digit_of_code_.fill(-1);
  for (Kind k : kKinds) {
    if (!(kinds_ >> static_cast<int>(k) & 1)) continue;
    for (int o = 0; o < orientation_count(k); ++o) {
      digit_of_code_[cube_code(k, o)] = static_cast<int8_t>(code_of_digit_.size());
      code_of_digit_.push_back(cube_code(k, o));
    }
  }
  if (code_of_digit_.empty()) code_of_digit_.push_back(0);
  radix_ = code_of_digit_.size();
  // cells * radix^cells must stay below 2^64: check each factor against what is left.
  uint64_t room = UINT64_MAX / cells_;
  power_.push_back(1);
  for (int c = 1; c <= board_.cells(); ++c) {
    if (power_.back() > room / radix_)
      throw RunError(fmt::format("board {} with {} orientations per cell is too large to pack a state in 64 bits",
                                 format_board(board_), radix_));
    power_.push_back(power_.back() * radix_);
  }
  for (Direction d : kDirections)
    for (size_t digit = 0; digit < radix_; ++digit) {
      const CubeCode c = code_of_digit_[digit];
      const Kind k = kind_of_code(c);
      roll_digit_[static_cast<int>(d)][digit] =
          static_cast<uint8_t>(digit_of_code_[cube_code(k, kind_roll(k, orientation_of_code(c), d))]);
    }
}

uint64_t KindPacking::key(const KindState& s) const {
  uint64_t body = 0;
  for (int c = board_.cells() - 1; c >= 0; --c)
    body = body * radix_ + (c == s.empty ? 0 : static_cast<uint64_t>(digit_of_code_[s.cells[c]]));
  return body * cells_ + static_cast<uint64_t>(s.empty);
}

KindState KindPacking::state(uint64_t key) const {
  KindState s{board_, empty(key), std::vector<CubeCode>(board_.cells(), 0)};
  uint64_t body = key / cells_;
  for (int c = 0; c < board_.cells(); ++c, body /= radix_)
    if (c != s.empty) s.cells[c] = code_of_digit_[body % radix_];
  return s;
}

std::optional<uint64_t> KindPacking::move(uint64_t key, Direction d) const {
  const int e = empty(key);
  const int from = board_.step(e, opposite(d));
  if (from < 0) return std::nullopt;
  uint64_t body = key / cells_;
  const uint64_t digit = (body / power_[from]) % radix_;
  // The cube leaves digit 0 behind (the new empty cell) and lands rolled on the old one (digit 0).
  body = body - digit * power_[from] + roll_digit_[static_cast<int>(d)][digit] * power_[e];
  return body * cells_ + static_cast<uint64_t>(from);
}

}  // namespace cw::rolling
