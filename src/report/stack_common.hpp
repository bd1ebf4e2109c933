// What the stack reports share: a cube list read into a column, the pools of the census, and a
// solution written as JSON and text after the independent checker has passed it.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "core/json.hpp"
#include "render/svg.hpp"
#include "stack/column.hpp"
#include "stack/graph.hpp"

namespace cw::report {

struct StackCubes {
  stack::Column column;
  std::vector<std::string> items;  // each cube's item as given ("Ab", "f4:12", "classic" for each of its four)
};
// ArgumentError about `field` for an unknown name or a malformed cube.
StackCubes read_stack_cubes(const std::string& text, const std::string& field);

// "macmahon": the 30 cubes in name order; "haraguchi": the 68 four-coloured cubes, as
// `macmahon cubes --family 6|4` lists them; names "Ab".. or "f4:1"..
struct StackPool {
  std::vector<stack::Cube> cubes;
  std::vector<std::string> names;
  int colours = 0;
};
StackPool stack_pool(const std::string& name);

// Each cube turned to show the solution, re-checked face by face (stack/check.hpp); RunError
// when the checker refuses (never printed unchecked).
std::vector<stack::Cube> checked_turns(const stack::Column& column, const stack::Solution& solution);
Json solution_json(const stack::Column& column, const stack::Solution& solution);
std::string solution_text(const stack::Column& column, const std::vector<std::string>& items,
                          const stack::Solution& solution);
std::string colour_list(const stack::Column& column);

// `stack random`'s heights ("4,8,16"; ArgumentError about `sizes`), and the median of some times.
namespace stack_many {
std::vector<int> read_sizes(const std::string& text);
double median(std::vector<double> v);
// The plots' two panels side by side, each w x h with a frame inset by `pad`, its title above and
// n along the bottom; the left panel's origin is x = 0, the right one's x = w + 20.
svg::Svg two_panels(double w, double h, double pad, std::string_view left, std::string_view right);
}  // namespace stack_many

}  // namespace cw::report
