// What the `roll` documents share (report/rolling_*.cpp only).
#pragma once
#include <string>

#include "rolling/board.hpp"

namespace cw::report {

// The start of a whole-board job: the `start` state when given (subject "start"), else the
// classic start of `board` (subject "board"; 3x3 when neither), never both (subject "board").
rolling::State board_start(const std::string& board, const std::string& start);

}  // namespace cw::report
