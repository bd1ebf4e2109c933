// `stack solve` and `stack explain`: one column's stacks, counted three ways and listed, and the
// colour graph with the reason a column does not stack.
#include <fmt/format.h>

#include "core/timer.hpp"
#include "render/stack_svg.hpp"
#include "report/stack.hpp"
#include "report/stack_common.hpp"
#include "stack/analysis.hpp"

namespace cw::report {

namespace stack_one {

constexpr const char* kSymmetry =
    "the column's 8 motions: quarter turns about its long axis, and turning it upside down; stacking order is no part "
    "of a stack";

std::string rule(const stack::Column& c) {
  return c.colours() == c.size() ? "every colour once on each long side"
                                 : fmt::format("{} different colours on each long side", c.size());
}

Json count_json(const stack::StackCount& count) {
  return {{"stacks", count.stacks},         {"classes", count.classes},   {"subgraph_pairs", count.subgraph_pairs},
          {"complete", count.complete},     {"nodes", count.nodes}};
}

}  // namespace stack_one
using namespace stack_one;

Document stack_solve(const StackSolveRequest& request) {
  const StackCubes cubes = read_stack_cubes(request.cubes, "cubes");
  const stack::Column& column = cubes.column;
  Stopwatch clock;
  const stack::StackCount count = stack::count_stacks(column, {request.max_nodes});
  const auto solutions = stack::list_solutions(column, static_cast<size_t>(request.limit), {request.max_nodes});
  const double seconds = clock.seconds();
  Json listed = Json::array();
  std::string text = fmt::format("{} cubes, {} colours ({}): {}\n", column.size(), column.colours(), colour_list(column),
                                 rule(column));
  const std::string bound = count.complete ? "" : "at least ";
  text += fmt::format("stacks (cubes in this order; every order of them stacks too): {}{}\n", bound, count.stacks);
  text += fmt::format("up to the column's 8 motions (turns about its axis, upside down): {}{}\n", bound, count.classes);
  text += fmt::format("pairs of subgraphs {{front-back, left-right}}: {}{}\n", bound, count.subgraph_pairs);
  for (size_t k = 0; k < solutions.size(); ++k) {
    listed.push_back(solution_json(column, solutions[k]));
    text += fmt::format("solution {} (checked face by face):\n", k + 1) + solution_text(column, cubes.items, solutions[k]);
  }
  if (solutions.size() < count.subgraph_pairs)
    text += fmt::format("({} more pairs of subgraphs not listed: raise the limit)\n", count.subgraph_pairs - solutions.size());
  Json cube_list = Json::array();
  for (int i = 0; i < column.size(); ++i)
    cube_list.push_back({{"item", cubes.items[i]}, {"colouring", stack::cube_text(column, column.cubes[i])}});
  Document d{{{"cubes", cube_list},
              {"colours", column.colour_names},
              {"rule", rule(column)},
              {"symmetry", kSymmetry},
              {"count", count_json(count)},
              {"solutions", listed}},
             text,
             {},
             fmt::format("stack solve: {} search nodes in {:.3f} s\n", count.nodes, seconds)};
  if ((request.draw || !request.svg.empty()) && !solutions.empty()) {
    d.figures.push_back({"stack_graph.svg", "the colour graph and each listed solution's two subgraphs",
                         render::stack_solutions_svg(column, solutions)});
    d.figures.push_back({"stack_column.svg", "the first solution's four long sides",
                         render::stack_column_svg(column, solutions.front())});
  } else if (request.draw || !request.svg.empty()) {
    d.figures.push_back({"stack_graph.svg", "the colour graph (no solution)", render::stack_graph_svg(column, nullptr)});
  }
  return d;
}

Document stack_explain(const StackExplainRequest& request) {
  const StackCubes cubes = read_stack_cubes(request.cubes, "cubes");
  const stack::Column& column = cubes.column;
  const stack::Explanation e = stack::explain(column, {request.max_nodes});
  std::string text = fmt::format("{} cubes, {} colours ({}): {}\n", column.size(), column.colours(), colour_list(column),
                                 rule(column));
  Json edges = Json::array();
  text += "colour graph (an edge per pair of opposite faces, labelled with its cube):\n";
  for (int i = 0; i < column.size(); ++i) {
    std::string pairs;
    for (int p = 0; p < stack::kPairs; ++p) {
      const stack::Edge edge = stack::pair_edge(column.cubes[i], p);
      const std::string a = column.colour_names[edge.a], b = column.colour_names[edge.b];
      edges.push_back({{"cube", i + 1}, {"faces", p == 0 ? "UD" : p == 1 ? "FB" : "LR"},
                       {"colours", {a, b}}, {"loop", edge.loop()}});
      pairs += fmt::format("  {}-{}", a, b);
    }
    text += fmt::format("  cube {:<3} {}\n", i + 1, pairs);
  }
  Json faces = Json::object();
  text += "faces of each colour:";
  for (int c = 0; c < column.colours(); ++c) {
    faces[column.colour_names[c]] = e.faces_per_colour[c];
    text += fmt::format(" {}:{}", column.colour_names[c], e.faces_per_colour[c]);
  }
  text += "\n";
  std::string kind, reason;
  switch (e.obstacle) {
    case stack::Obstacle::None: kind = "none", reason = "it stacks"; break;
    case stack::Obstacle::TooFewColours:
      kind = "too_few_colours";
      reason = fmt::format("only {} colours for {} cubes: each long side needs {} different colours", column.colours(),
                           column.size(), column.size());
      break;
    case stack::Obstacle::RareColour:
      kind = "rare_colour";
      reason = fmt::format("colour {} is on {} faces: each of the 4 long sides must show it once", column.colour_names[e.colour],
                           e.faces);
      break;
    case stack::Obstacle::NoSubgraph:
      kind = "no_subgraph";
      reason = fmt::format("no choice of one opposite pair per cube gives every colour degree {}: not even the front "
                           "and back can be filled",
                           column.colours() == column.size() ? "2" : "at most 2");
      break;
    case stack::Obstacle::NoDisjointPair:
      kind = "no_disjoint_pair";
      reason = fmt::format("{} subgraphs with one pair per cube and every degree {}, but no two of them use different "
                           "pairs of every cube",
                           e.halves, column.colours() == column.size() ? "2" : "at most 2");
      break;
    case stack::Obstacle::Unknown: kind = "unknown", reason = "the search stopped at its node limit"; break;
  }
  text += (e.obstacle == stack::Obstacle::None ? "stacks: " : "does not stack: ") + reason + "\n";
  Json subgraphs = nullptr;
  std::vector<stack::Solution> first;
  if (e.obstacle == stack::Obstacle::None) {
    first = stack::list_solutions(column, 1, {request.max_nodes});
    if (!first.empty()) {
      subgraphs = solution_json(column, first.front());
      text += "one solution's subgraphs (front-back, left-right) and the stack they give:\n" +
              solution_text(column, cubes.items, first.front());
    }
  }
  Document d{{{"colours", column.colour_names},
              {"edges", edges},
              {"faces_per_colour", faces},
              {"stacks", e.obstacle == stack::Obstacle::None},
              {"obstacle", kind},
              {"reason", reason},
              {"valid_subgraphs", e.halves},
              {"valid_subgraphs_complete", e.halves_complete},
              {"solution", subgraphs}},
             text,
             {},
             fmt::format("stack explain: {} search nodes\n", e.nodes)};
  if (request.draw || !request.svg.empty())
    d.figures.push_back({"stack_graph.svg", "the colour graph" + std::string(first.empty() ? "" : " and one solution's subgraphs"),
                         render::stack_graph_svg(column, first.empty() ? nullptr : &first.front())});
  return d;
}

}  // namespace cw::report
