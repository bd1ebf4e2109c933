// What the `roll` documents share (report/rolling_*.cpp only).
#pragma once
#include <cstdint>
#include <string>

#include "rolling/board.hpp"

namespace cw::report {

// The start of a whole-board job: the `start` state when given (subject "start"), else the
// classic start of `board` (subject "board"; 3x3 when neither), never both (subject "board").
rolling::State board_start(const std::string& board, const std::string& start);
// A memory limit given in GiB, in bytes; ArgumentError (subject "memory_gib") unless positive.
uint64_t memory_limit_bytes(double gib);

}  // namespace cw::report
