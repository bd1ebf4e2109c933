// `roll diameter` as a document: bounds on the diameter of a board's state graph, or the exact one.
#include <fmt/format.h>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "render/distribution_svg.hpp"
#include "report/roll.hpp"
#include "report/roll_common.hpp"
#include "rolling/analyze.hpp"
#include "rolling/axis_pdb.hpp"
#include "rolling/diameter.hpp"
#include "rolling/exact_diameter.hpp"
#include "rolling/layered_bfs.hpp"

namespace cw::report {
namespace {

rolling::DiameterGraph graph_of(const RollDiameterRequest& request, const rolling::State& start, uint64_t memory) {
  if (request.graph == "states") return rolling::DiameterGraph::States;
  if (request.graph == "axes") return rolling::DiameterGraph::Axes;
  // "auto", the declared choices leaving no other:
  const bool fits = rolling::analyze_needs(start.board).memory_bytes <= memory;
  return fits || start.board.cells() > rolling::AxisPdb::kMaxCells ? rolling::DiameterGraph::States
                                                                   : rolling::DiameterGraph::Axes;
}

const char* graph_name(rolling::DiameterGraph g) { return g == rolling::DiameterGraph::Axes ? "axes" : "states"; }

std::string text(const rolling::DiameterBound& d, const Json& j) {
  const bool axes = d.graph == rolling::DiameterGraph::Axes;
  std::string t = fmt::format("board          {}\ngraph          {}\n", j["board"].get<std::string>(),
                              axes ? "axes (blank and the axis of every black face; its distances are at most "
                                     "the puzzle's)"
                                   : "states (the whole space)");
  t += fmt::format("{:<6} {:<28} {:>12}  {:<28} {:>12} {:>9}\n", "round", "from", "eccentricity", "farthest",
                   "how many", "seconds");
  for (const auto& s : d.sweeps)
    t += fmt::format("{:<6} {:<28} {:>12}  {:<28} {:>12} {:>9.1f}\n", s.round, rolling::format_state(s.from),
                     s.eccentricity, rolling::format_state(s.farthest.front()), s.farthest_count, s.seconds);
  t += fmt::format("diameter       at least {}: {} and {} are {} moves apart{}\n", d.lower_bound,
                   rolling::format_state(d.a), rolling::format_state(d.b), d.lower_bound,
                   axes ? " or more, with any orientations along the same axes" : "");
  if (d.upper_bound)
    t += d.landmarks ? fmt::format("               at most {}: no two of the {} distance profiles from the first {} "
                                   "searches' states lie farther apart\n",
                                   d.upper_bound, d.profiles, d.landmarks)
                     : fmt::format("               at most {}: twice the least eccentricity searched\n", d.upper_bound);
  return t;
}

Json exact_json(const rolling::ExactDiameter& d) {
  Json ecc = Json::array();
  for (size_t e = 0; e < d.eccentricities.size(); ++e)
    if (d.eccentricities[e]) ecc.push_back({e, d.eccentricities[e]});
  return {{"board", rolling::format_board(d.board)},
          {"kind", rolling::kind_name(d.kind)},
          {"exact", true},
          {"states", d.states},
          {"reachable", d.reachable},
          {"symmetries", d.symmetries},
          {"classes", d.classes},
          {"searches", d.searches},
          {"batches", d.batches},
          {"diameter", d.diameter},
          {"diameter_at_least", d.diameter},
          {"radius", d.radius},
          {"central_states", d.central_states},
          {"peripheral_states", d.peripheral_states},
          {"antipodal_pairs", d.antipodal_pairs},
          {"eccentricities", std::move(ecc)},
          {"unresolved_states", d.unresolved_states},
          {"unresolved_between", {d.unresolved_low, d.unresolved_high}},
          {"pair", {rolling::format_kind_state(d.a), rolling::format_kind_state(d.b)}},
          {"moves", d.moves},
          {"seconds", d.seconds}};
}

std::string exact_text(const rolling::ExactDiameter& d) {
  std::string t = fmt::format("board              {}\n", rolling::format_board(d.board));
  if (d.kind == rolling::Kind::Classic) {
    t += fmt::format("states             {}, in {} classes under {} symmetries\n", d.states, d.classes, d.symmetries);
  } else {
    t += fmt::format("kind               {}\n", rolling::kind_name(d.kind));
    t += fmt::format("states             {}; the start's component {}, in {} classes under {} symmetries\n", d.states,
                     d.reachable, d.classes, d.symmetries);
  }
  t += fmt::format("searches           {} ({} batches); the other classes' eccentricities from bounds\n", d.searches,
                   d.batches);
  t += fmt::format("diameter           {} (exact)\n", d.diameter);
  t += fmt::format("radius             {}\n", d.radius);
  t += fmt::format("central states     {}\n", d.central_states);
  t += fmt::format("peripheral states  {}\n", d.peripheral_states);
  t += fmt::format("antipodal pairs    {}\n", d.antipodal_pairs);
  t += fmt::format("pair               {} and {} are {} moves apart\n", rolling::format_kind_state(d.a),
                   rolling::format_kind_state(d.b), d.diameter);
  t += fmt::format("moves              {} (replayed by the checker)\n", d.moves);
  if (d.unresolved_states)
    t += fmt::format("unresolved         {} states, eccentricity between {} and {} (extremes only)\n",
                     d.unresolved_states, d.unresolved_low, d.unresolved_high);
  t += fmt::format("{:>12} {:>12}\n", "eccentricity", d.unresolved_states ? "states known" : "states");
  for (size_t e = 0; e < d.eccentricities.size(); ++e)
    if (d.eccentricities[e]) t += fmt::format("{:>12} {:>12}\n", e, d.eccentricities[e]);
  return t;
}

rolling::ExactDiameterOptions exact_options(const RollDiameterRequest& request) {
  rolling::ExactDiameterOptions o;
  o.memory_limit_bytes = memory_limit_bytes(request.memory_limit);
  o.quiet = request.quiet;
  o.extremes_only = request.extremes;
  if (!request.checkpoint.empty()) {
    rolling::check_checkpoint_prefix(request.checkpoint);
    o.checkpoint = request.checkpoint;
    o.interval = request.interval;
  }
  return o;
}

// Classic cubes: every state of the board; other kinds: the start's component.
Document exact_diameter(const RollDiameterRequest& request) {
  if (request.landmarks) throw ArgumentError("landmarks", "landmarks bound the sweeps' diameter; the exact one needs none");
  const auto spec = about_field("kind", [&] { return rolling::parse_kind_spec(request.kind); });
  if (!spec.uniform) throw ArgumentError("kind", "the exact diameter takes cubes of one kind, not a kind map");
  const rolling::ExactDiameterOptions o = exact_options(request);
  rolling::ExactDiameter d;
  if (spec.is_classic()) {
    if (!request.start.empty())
      throw ArgumentError("start", "the exact diameter of classic cubes covers every state of the board: give the board, "
                                   "not a start state");
    d = rolling::exact_diameter(board_start(request.board, request.start).board, o);
  } else {
    d = rolling::exact_diameter(kind_board_start(request.board, request.start, spec), o);
  }
  const std::string resumed = d.resumed_at >= 0 ? fmt::format(" (resumed after batch {})", d.resumed_at) : "";
  std::vector<Figure> figures;
  if (request.draw) {
    std::vector<render::Bar> bars;
    for (size_t e = 0; e < d.eccentricities.size(); ++e)
      if (d.eccentricities[e] || !bars.empty()) bars.push_back({std::to_string(e), d.eccentricities[e], std::nullopt});
    while (!bars.empty() && bars.back().count == 0) bars.pop_back();
    const std::string title = fmt::format("{}{}: states by eccentricity{}", d.kind == rolling::Kind::Classic ? "" : std::string(rolling::kind_name(d.kind)) + " cubes, ",
                                          rolling::format_board(d.board), d.unresolved_states ? " (settled ones)" : "");
    figures.push_back({"roll_diameter.svg", title,
                       render::distribution_svg({title, "eccentricity (moves)", "states", "", false}, bars)});
  }
  return {exact_json(d), exact_text(d), std::move(figures),
          fmt::format("{} searches in {} batches, {:.1f} s (set-up {:.1f} s, batches {:.1f} s){}\n", d.searches,
                      d.batches, d.seconds, d.setup_seconds, d.search_seconds, resumed)};
}

}  // namespace

Document roll_diameter(const RollDiameterRequest& request) {
  if (request.exact) return exact_diameter(request);
  if (request.kind != "classic") throw ArgumentError("kind", "other kinds of cube only with exact");
  const rolling::State start = board_start(request.board, request.start);
  if (!request.checkpoint.empty()) throw ArgumentError("checkpoint", "a checkpoint is kept only with exact");
  if (request.extremes) throw ArgumentError("extremes", "extremes only with exact");
  rolling::DiameterOptions o;
  o.memory_limit_bytes = memory_limit_bytes(request.memory_limit);
  o.landmarks = request.landmarks;
  o.max_sweeps = request.rounds;
  o.width = request.width;
  about_field("rounds", [&] { rolling::check_rounds(o); });
  about_field("width", [&] { rolling::check_width(o); });
  o.graph = graph_of(request, start, o.memory_limit_bytes);
  about_field("landmarks", [&] { rolling::check_landmarks(o); });
  o.quiet = request.quiet;
  Stopwatch sw;
  const rolling::DiameterBound d = rolling::diameter_lower_bound(start, o);
  Json sweeps = Json::array();
  for (const auto& s : d.sweeps)
    sweeps.push_back({{"round", s.round},
                      {"from", rolling::format_state(s.from)},
                      {"eccentricity", s.eccentricity},
                      {"farthest", rolling::format_state(s.farthest.front())},
                      {"farthest_count", s.farthest_count},
                      {"seconds", s.seconds}});
  Json j = {{"board", rolling::format_board(start.board)},
            {"graph", graph_name(d.graph)},
            {"sweeps", std::move(sweeps)},
            {"diameter_at_least", d.lower_bound},
            {"pair", {rolling::format_state(d.a), rolling::format_state(d.b)}}};
  if (d.upper_bound) {
    j["diameter_at_most"] = d.upper_bound;
    j["landmarks"] = d.landmarks;
    j["profiles"] = d.profiles;
  }
  std::string t = text(d, j);
  return {std::move(j), std::move(t), {}, fmt::format("{} searches in {:.1f} s\n", d.sweeps.size(), sw.seconds())};
}

}  // namespace cw::report
