// Pictures of MacMahon arrangements: the target as a net beside the two layers of the block
// seen from above, each cell drawn as the net of its cube as placed, colours labelled by digit.
#pragma once
#include <string>
#include <vector>

#include "macmahon/corner_graph.hpp"
#include "macmahon/target.hpp"

namespace cw::render {

std::string macmahon_arrangement_svg(const macmahon::Colouring& target, const std::string& target_label,
                                     const std::vector<macmahon::Colouring>& cubes,
                                     const std::vector<std::string>& labels, const macmahon::Arrangement& a,
                                     const std::string& title);

// The corner graph of a target drawn on a cube: vertex v at corner v of the cube, labelled with
// the target's corner number there; the 12 edge cubes along the cube's edges, the 8 diagonal
// ones as two arcs across each space diagonal. The collection's cubes are bold, labelled and
// coloured by component of G_C; the other edges thin and grey. `notes` are printed under the legend.
std::string corner_graph_svg(const macmahon::CornerGraph& graph, macmahon::CubeSet collection,
                             const std::string& title, const std::vector<std::string>& notes);

}  // namespace cw::render
