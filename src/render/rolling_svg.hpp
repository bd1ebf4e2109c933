// Pictures of rolling-cube boards: a solution as a strip of board diagrams.
#pragma once
#include <string>
#include <string_view>

#include "rolling/board.hpp"

namespace cw::render {

// One frame per state from `from` through every move; each cube shows its top face (black,
// colour, or grey with an arrow toward the black face); the cube about to move is outlined and
// the move letter is written between frames. The moves must be legal (replay-checked before).
std::string rolling_solution_svg(const rolling::State& from, std::string_view moves,
                                 std::string_view title = "");

}  // namespace cw::render
