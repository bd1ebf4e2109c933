// `roll generate` as a document: states exactly N moves from a goal, drawn uniformly.
#include <charconv>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "report/roll.hpp"
#include "report/roll_common.hpp"
#include "rolling/generate.hpp"
#include "rolling/pattern.hpp"

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

// The method's word as the request's field spells it (as its JSON does: choice_word).
std::string method_word(rolling::GenerateMethod m) {
  for (const Field& f : declared_fields(static_cast<const RollGenerateRequest*>(nullptr)))
    if (f.name == "method") return choice_word(f.info, static_cast<int>(m));
  throw RunError("internal: roll generate declares no method field");
}

std::string how_drawn(const rolling::Generated& g, uint64_t count, uint64_t seed) {
  if (g.uniform())
    return fmt::format("{} states lie that far; {} drawn uniformly (seed {})", g.at_distance, g.states.size(), seed);
  return fmt::format("{}{} found by IDA* (seed {}): each lies on an optimal solution of a random walk's end, {} solved; "
                     "proved that far, not drawn uniformly", g.states.size(),
                     g.states.size() < count ? fmt::format(" of {} asked for", count) : "", seed, g.drawn_lengths.size());
}

unsigned spec_kinds(const rolling::KindSpec& spec) {
  if (spec.uniform) return 1u << static_cast<int>(*spec.uniform);
  unsigned kinds = 0;
  for (const auto& k : spec.map)
    if (k) kinds |= 1u << static_cast<int>(*k);
  return kinds;
}

// The goal's states: the one state written, or every state matching a goal pattern (top colours,
// '?', '*'; rolling/pattern.hpp), as many as the layers' memory could hold.
struct Goal {
  std::string text;
  rolling::Board board;
  std::vector<rolling::KindState> states;
};

Goal goal_of(const RollGenerateRequest& request, const rolling::KindSpec& spec, uint64_t memory_bytes) {
  rolling::Board board{3, 3};
  if (!request.board.empty()) board = about_field("board", [&] { return rolling::parse_board(request.board); });
  Goal g;
  g.text = request.goal.empty() ? rolling::format_state(rolling::classic_goal(board)) : request.goal;
  about_field("goal", [&] {
    try {
      g.states.push_back(rolling::parse_kind_state(g.text, spec));
      g.board = g.states.front().board;
      g.text = rolling::format_kind_state(g.states.front());
    } catch (const InputError& as_state) {
      rolling::Pattern p;
      try {
        p = rolling::parse_pattern(g.text, spec_kinds(spec));
      } catch (const InputError&) {
        throw as_state;  // neither: the state's message, the usual reading
      }
      g.board = p.board;
      g.states = rolling::matching_states(p, spec, memory_bytes / 8);
      if (g.states.empty())
        throw InputError(fmt::format("pattern '{}': no state of these cubes matches it", printable(g.text)));
    }
  });
  if (!request.board.empty() && !(g.board == board))
    throw ArgumentError("board", fmt::format("the goal lies on {}, not {}", rolling::format_board(g.board),
                                             rolling::format_board(board)));
  return g;
}

}  // namespace

Document roll_generate(const RollGenerateRequest& request) {
  const rolling::KindSpec spec = about_field("kind", [&] { return rolling::parse_kind_spec(request.kind); });
  const Goal goal = goal_of(request, spec, memory_limit_bytes(request.memory_limit));
  rolling::GenerateOptions o;
  o.distance = distance_of(request.distance);
  o.count = request.count;
  o.seed = request.seed;
  o.memory_limit_bytes = memory_limit_bytes(request.memory_limit);
  o.quiet = request.quiet;
  o.method = request.method;
  o.draws = request.draws;
  o.ida.cache_dir = request.cache_dir;
  Stopwatch sw;
  const rolling::Generated g = about_field("method", [&] { return rolling::generate_at_distance(goal.states, o); });
  Json states = Json::array();
  for (const auto& s : g.states) states.push_back(rolling::format_kind_state(s));
  Json j = {{"board", rolling::format_board(goal.board)},
            {"kind", request.kind},
            {"goal", goal.text},
            {"goal_states", goal.states.size()},
            {"distance", g.distance},
            {"at_distance", g.uniform() ? Json(g.at_distance) : Json()},
            {"histogram", g.histogram},
            {"seed", request.seed},
            {"states", states},
            {"method", method_word(g.method)},
            {"uniform", g.uniform()},
            {"drawn_lengths", g.drawn_lengths}};
  std::string t = fmt::format("board        {}\nkind         {}\ngoal         {}{}\n", rolling::format_board(goal.board),
                              request.kind, goal.text,
                              goal.states.size() > 1 ? fmt::format(" (a pattern: {} states match it)", goal.states.size()) : "");
  t += fmt::format("distance     {}{}: {}\n", g.distance, o.distance < 0 ? " (the farthest)" : "", how_drawn(g, request.count, request.seed));
  for (const auto& s : states) t += "  " + s.get<std::string>() + "\n";
  const std::string stats = g.uniform() ? fmt::format("searched {} layers ({}) in {:.2f} s\n", g.distance, method_word(g.method), sw.seconds())
                                        : fmt::format("solved {} random walks' ends by IDA* in {:.2f} s\n", g.drawn_lengths.size(), sw.seconds());
  return {std::move(j), std::move(t), {}, stats};
}

}  // namespace cw::report
