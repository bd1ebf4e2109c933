// `stack check`: a column with each cube turned by hand, its four long sides as they stand, and
// the turn of one cube towards the nearest stack.
#include <fmt/format.h>

#include "core/error.hpp"
#include "render/stack_svg.hpp"
#include "report/stack.hpp"
#include "report/stack_common.hpp"
#include "stack/check.hpp"
#include "stack/play.hpp"

namespace cw::report {

namespace stack_check_detail {

constexpr const char* kSideNames[4] = {"front", "right", "back", "left"};

// One word per cube, comma separated; empty words and '.' are no turn.
std::vector<std::string> read_turns(const std::string& text, int cubes) {
  return about_field("turns", [&] {
    std::vector<std::string> words;
    std::string word;
    for (char ch : text + ",") {
      if (ch == ',') {
        words.push_back(word == "." ? "" : word);
        word.clear();
      } else if (ch != ' ') {
        word += ch;
      }
    }
    if (text.empty()) words.clear();
    if (static_cast<int>(words.size()) > cubes)
      throw InputError(fmt::format("{} turns for {} cubes", words.size(), cubes));
    words.resize(cubes);
    for (const std::string& w : words) stack::rotation_of(w);  // each bad letter named
    return words;
  });
}

Json names(const stack::Column& column, const std::vector<stack::Colour>& colours) {
  Json out = Json::array();
  for (stack::Colour c : colours) out.push_back(column.colour_names[c]);
  return out;
}

std::string joined(const stack::Column& column, const std::vector<stack::Colour>& colours) {
  std::string t;
  for (stack::Colour c : colours) t += (t.empty() ? "" : " ") + column.colour_names[c];
  return t;
}

void put_sides(Json& j, const stack::Column& column, const stack::Sides& s) {
  j["front"] = column.colour_names[s.front];
  j["right"] = column.colour_names[s.right];
  j["back"] = column.colour_names[s.back];
  j["left"] = column.colour_names[s.left];
}

Json sides_json(const stack::Column& column, const stack::Sides& s) {
  Json j = Json::object();
  put_sides(j, column, s);
  return j;
}

// The first cube the nearest stack turns differently, and its turn: the shortest from the cube
// as it stands, given as the whole word from the cube as written.
Json hint_json(const stack::Column& column, const std::vector<stack::Cube>& turned, const stack::Nearest& n,
               std::string& text) {
  if (!n.found) {
    text += n.complete ? "hint: the column has no stack (stack explain says why)\n"
                       : "hint: no stack found within the node limit\n";
    return {{"stacks", n.complete ? Json(false) : Json(nullptr)}, {"complete", n.complete}};
  }
  Json hint{{"stacks", true}, {"complete", n.complete}, {"differing", n.differing}, {"stacks_seen", n.stacks_seen}};
  for (int i = 0; i < column.size(); ++i) {
    if (stack::shown_sides(turned[i]) == n.sides[i]) continue;
    const stack::Cube goal = stack::turned(turned[i], n.sides[i]);
    const std::string moves = stack::turn_word(turned[i], goal);
    const std::string word = stack::turn_word(column.cubes[i], goal);
    hint["cube"] = i + 1;
    hint["turn"] = word;
    hint["moves"] = moves;
    hint["sides"] = sides_json(column, n.sides[i]);
    text += fmt::format("hint: turn cube {} by {} (its turn from the cube given: '{}'); the nearest stack{} differs on {} "
                        "cube{}\n",
                        i + 1, moves, word, n.complete ? "" : " found", n.differing, n.differing == 1 ? "" : "s");
    return hint;
  }
  text += "hint: none needed, the column is a stack\n";
  return hint;
}

}  // namespace stack_check_detail
using namespace stack_check_detail;

Document stack_check(const StackCheckRequest& request) {
  const StackCubes cubes = read_stack_cubes(request.cubes, "cubes");
  const stack::Column& column = cubes.column;
  const std::vector<std::string> words = read_turns(request.turns, column.size());
  std::vector<stack::Cube> turned;
  std::vector<stack::Sides> shown;
  Json cube_list = Json::array();
  std::string text = fmt::format("{} cubes, {} colours ({})\n  cube  given     turn  turned    front right back left\n",
                                 column.size(), column.colours(), colour_list(column));
  for (int i = 0; i < column.size(); ++i) {
    const stack::Rotation r = stack::rotation_of(words[i]);
    turned.push_back(stack::rotate(column.cubes[i], r));
    shown.push_back(stack::shown_sides(turned.back()));
    const std::string word = stack::rotation_word(r);
    Json cube{{"cube", i + 1}, {"item", cubes.items[i]}, {"colouring", stack::cube_text(column, column.cubes[i])},
              {"turn", word}, {"turned", stack::cube_text(column, turned.back())}};
    put_sides(cube, column, shown.back());
    cube_list.push_back(cube);
    const auto name = [&](stack::Colour c) { return column.colour_names[c]; };
    text += fmt::format("  {:<4}  {:<8}  {:<4}  {:<8}  {:<5} {:<5} {:<4} {}\n", i + 1, cubes.items[i],
                        word.empty() ? "-" : word, stack::cube_text(column, turned.back()), name(shown.back().front),
                        name(shown.back().right), name(shown.back().back), name(shown.back().left));
  }
  const auto states = stack::side_states(turned);
  Json sides = Json::array();
  int complete = 0;
  for (int s = 0; s < 4; ++s) {
    complete += states[s].complete;
    sides.push_back({{"side", kSideNames[s]}, {"colours", names(column, states[s].colours)},
                     {"complete", states[s].complete}, {"repeated", names(column, states[s].repeated)}});
    text += fmt::format("  {:<5}  {}\n", kSideNames[s],
                        states[s].complete ? std::string("complete") : "repeats " + joined(column, states[s].repeated));
  }
  const bool solved = complete == 4;
  // A column called solved is re-checked face by face by the independent checker.
  if (solved && !stack::check_stack(column, turned).empty())
    throw RunError("the independent checker refused a column called solved: " + stack::check_stack(column, turned));
  text += solved ? "solved: every long side shows " + std::string(column.colours() == column.size() ? "every colour" : "different colours") + "\n"
                 : fmt::format("not solved: {} of 4 long sides complete\n", complete);
  Json hint = nullptr;
  if (request.hint) {
    const stack::Nearest n = stack::nearest_stack(column, shown, {request.max_nodes});
    hint = hint_json(column, turned, n, text);
  }
  // The fill each colour is painted with in the pictures, so that every view paints it alike.
  Json fills = Json::array();
  for (int c = 0; c < column.colours(); ++c) fills.push_back(render::stack_fill(column.colour_names[c], c));
  return Document{{{"cubes", cube_list},
                   {"colours", column.colour_names},
                   {"fills", fills},
                   {"sides", sides},
                   {"complete_sides", complete},
                   {"solved", solved},
                   {"hint", hint}},
                  text,
                  {},
                  {}};
}

}  // namespace cw::report
