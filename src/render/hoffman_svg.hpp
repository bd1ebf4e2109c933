// Pictures of Hoffman grids: one panel per layer (2D: one square; 3D: the 3 z-layers side by
// side; 4D: 4 rows (w) of 4 z-layers), each box's x-y footprint coloured by orientation and
// labelled with its sides; boxes of an overlapping pair outlined in red.
#pragma once
#include <string>
#include <vector>

#include "hoffman/box_check.hpp"
#include "hoffman/model.hpp"

namespace cw::render {

// The fill colour of orientation code `code` (0..23) as "#rrggbb": the pictures' and the web
// page's colour for every box of that orientation.
std::string hoffman_colour(int code);

std::string hoffman_svg(const hoffman::Grid& grid, const hoffman::Lengths& lengths, const std::string& title);

// A 3D slice of a packing of dimension n >= 3 given as boxes (hoffman/box_check.hpp): the axes
// from the fourth on fixed at the points (cell + 1) * w - 1/2 of the cells `fixed` (w the least
// side: every box of that cell contains the point), drawn as the 3D slice's z-layers side by
// side, each at the point of one cell along z: the x-y footprints of the boxes containing it,
// coloured by the lengths along x and y and labelled with them.
std::string hoffman_slices_svg(const hoffman::BoxList& boxes, const std::vector<int64_t>& lengths,
                               const std::vector<int>& fixed, const std::string& title);

}  // namespace cw::render
