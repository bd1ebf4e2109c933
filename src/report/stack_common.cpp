#include "report/stack_common.hpp"

#include <fmt/format.h>

#include "core/error.hpp"
#include "macmahon/cube.hpp"
#include "macmahon/names.hpp"
#include "stack/check.hpp"
#include "stack/play.hpp"
#include "stack/published.hpp"

namespace cw::report {

namespace stack_common {

std::string digits(const macmahon::Colouring& c) { return macmahon::colouring_text(c); }

std::vector<std::string> split_items(const std::string& text) {
  std::vector<std::string> items;
  std::string item;
  for (char ch : text + ",") {
    if (ch == ',' || ch == ' ' || ch == '\t' || ch == '\n') {
      if (!item.empty()) items.push_back(item);
      item.clear();
    } else {
      item += ch;
    }
  }
  return items;
}

}  // namespace stack_common
using namespace stack_common;

StackCubes read_stack_cubes(const std::string& text, const std::string& field) {
  return about_field(field, [&] {
    StackCubes out;
    std::vector<std::string> colourings;
    for (const std::string& item : split_items(text)) {
      if (item == "classic") {
        for (const std::string& c : stack::instant_insanity_items()) colourings.push_back(c), out.items.push_back(item);
        continue;
      }
      const int index = macmahon::cube_index(item);
      if (index >= 0) {
        colourings.push_back(digits(macmahon::macmahon_cubes()[index]));
      } else if (item.size() > 3 && item[0] == 'f' && item[2] == ':') {
        colourings.push_back(digits(macmahon::parse_cube(item).colouring));
      } else {
        colourings.push_back(item);
      }
      out.items.push_back(item);
    }
    out.column = stack::column_from_items(colourings);
    return out;
  });
}

StackPool stack_pool(const std::string& name) {
  StackPool pool;
  if (name == "macmahon") {
    for (int i = 0; i < macmahon::kMacMahonCubes; ++i) pool.names.push_back(macmahon::cube_name(i));
  } else {
    const auto family = macmahon::n_coloured_family(4);
    for (size_t i = 0; i < family.size(); ++i) pool.names.push_back(macmahon::family_cube_name(4, static_cast<int>(i)));
  }
  std::string list;
  for (const std::string& n : pool.names) list += n + ",";
  stack::Column column = read_stack_cubes(list, "pool").column;
  pool.cubes = column.cubes;
  pool.colours = column.colours();
  return pool;
}

std::vector<stack::Cube> checked_turns(const stack::Column& column, const stack::Solution& solution) {
  std::vector<stack::Cube> turned;
  for (int i = 0; i < column.size(); ++i) turned.push_back(stack::turned(column.cubes[i], solution.sides[i]));
  const std::string fault = stack::check_stack(column, turned);
  if (!fault.empty()) throw RunError("the independent checker refused a stack: " + fault);
  return turned;
}

Json solution_json(const stack::Column& column, const stack::Solution& solution) {
  const auto turned = checked_turns(column, solution);
  const auto name = [&](stack::Colour c) { return column.colour_names[c]; };
  Json cubes = Json::array();
  for (int i = 0; i < column.size(); ++i) {
    const stack::Sides& s = solution.sides[i];
    cubes.push_back({{"cube", i + 1},
                     {"turned", stack::cube_text(column, turned[i])},
                     {"turn", stack::turn_word(column.cubes[i], turned[i])},
                     {"front", name(s.front)},
                     {"right", name(s.right)},
                     {"back", name(s.back)},
                     {"left", name(s.left)},
                     {"front_back", {name(solution.options[i].fb.a), name(solution.options[i].fb.b)}},
                     {"left_right", {name(solution.options[i].lr.a), name(solution.options[i].lr.b)}}});
  }
  return {{"cubes", cubes}, {"checked", true}};
}

std::string solution_text(const stack::Column& column, const std::vector<std::string>& items,
                          const stack::Solution& solution) {
  const auto turned = checked_turns(column, solution);
  std::string t = "  cube  given     turned (U D F B L R)  front right back left\n";
  for (int i = 0; i < column.size(); ++i) {
    const stack::Sides& s = solution.sides[i];
    const auto name = [&](stack::Colour c) { return column.colour_names[c]; };
    t += fmt::format("  {:<4}  {:<8}  {:<20}  {:<5} {:<5} {:<4} {}\n", i + 1, items[i],
                     stack::cube_text(column, turned[i]), name(s.front), name(s.right), name(s.back), name(s.left));
  }
  return t;
}

std::string colour_list(const stack::Column& column) {
  std::string t;
  for (const std::string& n : column.colour_names) t += (t.empty() ? "" : " ") + n;
  return t;
}

}  // namespace cw::report
