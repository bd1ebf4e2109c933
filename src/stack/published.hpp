// Published stacking puzzles, as data (sources in docs/references.md).
#pragma once
#include <string>
#include <vector>

namespace cw::stack {

// Parker Brothers' Instant Insanity (1967): four cubes in blue, green, red and white, in face order
// U D F B L R. Only the opposite pairs matter to the puzzle (any pair can be turned to any axis):
//   1: R-G, R-R, B-W   2: W-G, W-R, B-R   3: G-W, B-W, R-G   4: R-B, G-G, B-W
// as the textbook graph presentations draw them (docs/references.md: Instant Insanity).
inline std::vector<std::string> instant_insanity_items() { return {"RGRRBW", "WGWRBR", "GWBWRG", "RBGGBW"}; }

}  // namespace cw::stack
