// `roll generate` as a document: states exactly N moves from a goal, drawn uniformly.
#include <charconv>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "report/rolling.hpp"
#include "report/rolling_common.hpp"
#include "rolling/generate.hpp"

namespace cw::report {
namespace {

int distance_of(const std::string& text) {
  if (text == "max") return -1;
  int d = -1;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), d);
  if (ec != std::errc() || end != text.data() + text.size() || d < 0)
    throw ArgumentError("distance", fmt::format("'{}' is neither a number of moves (0 or more) nor max", printable(text)));
  return d;
}

rolling::KindState goal_of(const RollGenerateRequest& request, const rolling::KindSpec& spec) {
  rolling::Board board{3, 3};
  if (!request.board.empty()) board = about_field("board", [&] { return rolling::parse_board(request.board); });
  const std::string text = request.goal.empty() ? rolling::format_state(rolling::classic_goal(board)) : request.goal;
  const rolling::KindState goal = about_field("goal", [&] { return rolling::parse_kind_state(text, spec); });
  if (!request.board.empty() && !(goal.board == board))
    throw ArgumentError("board", fmt::format("the goal lies on {}, not {}", rolling::format_board(goal.board),
                                             rolling::format_board(board)));
  return goal;
}

}  // namespace

Document roll_generate(const RollGenerateRequest& request) {
  const rolling::KindSpec spec = about_field("kind", [&] { return rolling::parse_kind_spec(request.kind); });
  const rolling::KindState goal = goal_of(request, spec);
  rolling::GenerateOptions o;
  o.distance = distance_of(request.distance);
  o.count = request.count;
  o.seed = request.seed;
  o.memory_limit = memory_limit_bytes(request.memory_gib);
  o.quiet = request.quiet;
  Stopwatch sw;
  const rolling::Generated g = about_field("count", [&] { return rolling::generate_at_distance(goal, o); });
  Json states = Json::array();
  for (const auto& s : g.states) states.push_back(rolling::format_kind_state(s));
  Json j = {{"board", rolling::format_board(goal.board)},
            {"kind", request.kind},
            {"goal", rolling::format_kind_state(goal)},
            {"distance", g.distance},
            {"at_distance", g.at_distance},
            {"histogram", g.histogram},
            {"seed", request.seed},
            {"states", states}};
  std::string t = fmt::format("board        {}\nkind         {}\ngoal         {}\n", rolling::format_board(goal.board),
                              request.kind, rolling::format_kind_state(goal));
  t += fmt::format("distance     {}{}: {} states lie that far; {} drawn uniformly (seed {})\n", g.distance,
                   o.distance < 0 ? " (the farthest)" : "", g.at_distance, g.states.size(), request.seed);
  for (const auto& s : states) t += "  " + s.get<std::string>() + "\n";
  return {std::move(j), std::move(t), {}, fmt::format("searched {} layers in {:.2f} s\n", g.distance, sw.seconds())};
}

}  // namespace cw::report
