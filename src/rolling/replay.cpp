#include "rolling/replay.hpp"

#include <fmt/format.h>

#include "core/error.hpp"

namespace cw::rolling {

std::optional<int> walk_moves(const Board& b, int empty, std::string_view moves, std::string* why,
                              const std::function<void(int from, int to, Direction d)>& roll) {
  int er = empty / b.cols, ec = empty % b.cols;
  for (size_t i = 0; i < moves.size(); ++i) {
    auto d = parse_direction(moves[i]);
    if (!d) {
      if (why) *why = fmt::format("move {} is '{}', not one of U D L R", i + 1, printable(moves.substr(i, 1)));
      return std::nullopt;
    }
    // The travelling cube stands one step behind the empty cell, against the direction of travel.
    const int cr = er - row_step(*d), cc = ec - column_step(*d);
    if (cr < 0 || cr >= b.rows || cc < 0 || cc >= b.cols) {
      if (why) *why = fmt::format("move {} ('{}') has no cube to roll", i + 1, moves[i]);
      return std::nullopt;
    }
    roll(cr * b.cols + cc, er * b.cols + ec, *d);
    er = cr;
    ec = cc;
  }
  return er * b.cols + ec;
}

std::optional<State> replay(const State& from, std::string_view moves, std::string* why) {
  const Board b = from.board;
  std::vector<Vec3> black(b.cells());
  for (int c = 0; c < b.cells(); ++c) black[c] = black_face_normal(from.cells[c]);
  const auto empty = walk_moves(b, from.empty, moves, why,
                                [&](int cube, int to, Direction d) { black[to] = tip(black[cube], d); });
  if (!empty) return std::nullopt;
  State out{b, *empty, std::vector<Orientation>(b.cells(), 0)};
  for (int c = 0; c < b.cells(); ++c)
    if (c != out.empty) out.cells[c] = orientation_from_normal(black[c]);
  return out;
}

bool is_valid_solution(const State& from, const State& to, std::string_view moves, std::string* why) {
  auto end = replay(from, moves, why);
  if (!end) return false;
  if (!(*end == to)) {
    if (why) *why = fmt::format("the moves end in {}, not {}", format_state(*end), format_state(to));
    return false;
  }
  return true;
}

}  // namespace cw::rolling
