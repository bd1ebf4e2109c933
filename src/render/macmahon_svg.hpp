// Pictures of MacMahon arrangements: the target as a net beside the two layers of the block
// seen from above, each cell drawn as the net of its cube as placed, colours labelled by digit.
#pragma once
#include <string>
#include <vector>

#include "macmahon/target.hpp"

namespace cw::render {

std::string macmahon_arrangement_svg(const macmahon::Colouring& target, const std::string& target_label,
                                     const std::vector<macmahon::Colouring>& cubes,
                                     const std::vector<std::string>& labels, const macmahon::Arrangement& a,
                                     const std::string& title);

}  // namespace cw::render
