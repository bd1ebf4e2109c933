// Pictures of stacking puzzles: the colour multigraph (colours as vertices on a circle, each
// cube's three opposite pairs as edges labelled with the cube's number, loops for a pair of one
// colour) beside a solution's two subgraphs, front-back and left-right, with arrows from the
// colour in front (left) to the one behind (right); and a solved column as its four long sides.
#pragma once
#include <string>
#include <vector>

#include "stack/column.hpp"
#include "stack/graph.hpp"

namespace cw::render {

// solution may be null: the multigraph alone.
std::string stack_graph_svg(const stack::Column& column, const stack::Solution* solution);
// One row per solution: the multigraph, then that solution's two subgraphs (the multigraph
// alone when there is none).
std::string stack_solutions_svg(const stack::Column& column, const std::vector<stack::Solution>& solutions);
// The four long sides of a solved column, unrolled: front, right, back, left, cube 1 at the top.
std::string stack_column_svg(const stack::Column& column, const stack::Solution& solution);
// A fill for a colour name: R G B W Y O K and red, green, ... by name, otherwise a palette by index.
std::string stack_fill(const std::string& name, int index);

}  // namespace cw::render
