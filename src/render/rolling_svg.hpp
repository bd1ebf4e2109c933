// Pictures of rolling-cube boards: a solution as a strip of board diagrams.
#pragma once
#include <string>
#include <string_view>

#include "rolling/board.hpp"
#include "rolling/kind_state.hpp"

namespace cw::render {

// One frame per state from `from` through every move; each cube shows its top face (black,
// colour, or grey with an arrow toward the black face); the cube about to move is outlined and
// the move letter is written between frames. The moves must be legal (replay-checked before).
std::string rolling_solution_svg(const rolling::State& from, std::string_view moves,
                                 std::string_view title = "");

// The same strip for cubes of any kind (mixed boards too): a cell shows the top colour (a die its
// pips) and, along its north edge, the colour facing north; classic cubes as above.
std::string rolling_kind_solution_svg(const rolling::KindState& from, std::string_view moves,
                                      std::string_view title = "");

}  // namespace cw::render
