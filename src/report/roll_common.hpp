// What the `roll` documents share (report/roll_*.cpp only).
#pragma once
#include <cstdint>
#include <string>

#include "rolling/board.hpp"
#include "rolling/kind_state.hpp"

namespace cw::report {

// The start of a whole-board job: the `start` state when given (subject "start"), else the
// classic start of `board` (subject "board"; 3x3 when neither), never both (subject "board").
rolling::State board_start(const std::string& board, const std::string& start);
// The same for cubes of any kind: the start read with the kinds of `spec`, else every cube of the
// board in orientation 0 with the empty cell at row 1, column 1 (a kind map needs the start).
rolling::KindState kind_board_start(const std::string& board, const std::string& start, const rolling::KindSpec& spec);
// A memory limit given in GiB, in bytes; ArgumentError (subject "memory_limit") unless positive.
uint64_t memory_limit_bytes(double gib);

}  // namespace cw::report
