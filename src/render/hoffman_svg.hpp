// Pictures of Hoffman grids: one panel per layer (2D: one square; 3D: the 3 z-layers side by
// side; 4D: 4 rows (w) of 4 z-layers), each box's x-y footprint coloured by orientation and
// labelled with its sides; boxes of an overlapping pair outlined in red.
#pragma once
#include <string>

#include "hoffman/model.hpp"

namespace cw::render {

// The fill colour of orientation code `code` (0..23) as "#rrggbb": the pictures' and the web
// page's colour for every box of that orientation.
std::string hoffman_colour(int code);

std::string hoffman_svg(const hoffman::Grid& grid, const hoffman::Lengths& lengths, const std::string& title);

}  // namespace cw::render
