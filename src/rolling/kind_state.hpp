// States of boards whose cubes may be of any kind (cube_kind.hpp), their notation, and their
// packing into one 64-bit key for the pattern solver (kind_solve.hpp). The classic fast path
// (board.hpp State, layout.hpp) is separate and unchanged; a classic state written here reads
// exactly as there: rows separated by '/', one character per cell, '.' the empty cell.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rolling/board.hpp"
#include "rolling/cube_kind.hpp"

namespace cw::rolling {

// Which kind each cube is: one kind for every cube ("classic", "eight", "dice") or a kind map,
// a board-shaped string of c, e, d (classic, eight, dice), '.' or any of them at the start's
// empty cell ("ddd/d.d/ccc"). Kinds travel with their cubes.
struct KindSpec {
  std::optional<Kind> uniform;          // set: every cube is of this kind
  Board board;                          // kind maps only
  std::vector<std::optional<Kind>> map; // kind maps only: one per cell, nullopt at '.'
  bool is_classic() const { return uniform == Kind::Classic; }
};
// Throws InputError.
KindSpec parse_kind_spec(std::string_view text);
std::string format_kind_spec(const KindSpec& spec);

// Splits a board-shaped string into its rows ('/' between them) and checks the shape: rows of one
// length, at least 2x2, at most 64 cells. `what` names the string in errors ("state", "pattern").
Board board_rows(std::string_view text, std::string_view what, std::vector<std::string_view>& rows);

struct KindState {
  Board board;
  int empty = 4;
  std::vector<CubeCode> cells;  // one per cell; the value at `empty` is 0 and meaningless
  bool operator==(const KindState&) const = default;
};
// Each character by the kind of its cube: classic and eight 0-5, dice a-x (docs/model.md).
// Throws InputError naming what is wrong.
KindState parse_kind_state(std::string_view text, const KindSpec& spec);
std::string format_kind_state(const KindState& s);
// Bit k set when a cube of kind k stands on the board.
unsigned kinds_present(const KindState& s);
// A classic state (board.hpp) among the kinds, and back: the latter throws InputError when a cube
// is not classic.
KindState kind_state_of(const State& s);
State classic_state_of(const KindState& s);
// The move in direction d (as board.hpp:apply_move); false when no cube stands there.
bool apply_move(KindState& s, Direction d);

// Mixed-radix packing: digit(cell) = the cube's code among the kinds present (0 at the empty
// cell), key = (sum of digit(c) * radix^c) * cells + empty. A move changes two digits and the
// empty index, so it is three multiplications on the key, no unpacking.
class KindPacking {
 public:
  // Throws RunError when cells * radix^cells does not fit in 64 bits.
  explicit KindPacking(const KindState& s);
  uint64_t key(const KindState& s) const;
  KindState state(uint64_t key) const;
  int empty(uint64_t key) const { return static_cast<int>(key % cells_); }
  CubeCode code(uint64_t key, int cell) const {
    return code_of_digit_[(key / cells_ / power_[cell]) % radix_];
  }
  // The key after the move, or nullopt when no cube stands behind the empty cell.
  std::optional<uint64_t> move(uint64_t key, Direction d) const;
  const Board& board() const { return board_; }
  unsigned kinds() const { return kinds_; }

 private:
  Board board_;
  uint64_t cells_;
  uint64_t radix_ = 0;
  unsigned kinds_ = 0;
  std::array<int8_t, kCubeCodes> digit_of_code_{};
  std::vector<CubeCode> code_of_digit_;
  std::vector<uint64_t> power_;
  std::array<std::array<uint8_t, kCubeCodes>, 4> roll_digit_{};
};

}  // namespace cw::rolling
