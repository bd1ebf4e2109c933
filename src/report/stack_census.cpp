// `stack census` and `stack design`: every set of a pool of cubes counted, and a column designed to
// stack in exactly one way (`stack random` is in stack_random.cpp).
#include <algorithm>
#include <fmt/format.h>
#include <random>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "render/distribution_svg.hpp"
#include "render/stack_svg.hpp"
#include "report/stack.hpp"
#include "report/stack_common.hpp"
#include "stack/analysis.hpp"

namespace cw::report {

namespace stack_many {

uint64_t binomial(int n, int k) {
  uint64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * static_cast<uint64_t>(n - k + i) / static_cast<uint64_t>(i);
  return r;
}

}  // namespace stack_many
using namespace stack_many;

Document stack_census(const StackCensusRequest& request) {
  const StackPool pool = stack_pool(request.pool);
  const int k = request.size == 0 ? pool.colours : request.size;
  if (k < 2 || k > static_cast<int>(pool.cubes.size())) throw ArgumentError("size", "must be 2 to the pool's size");
  Stopwatch clock;
  const stack::Census c = stack::census(pool.cubes, pool.colours, k);
  const double seconds = clock.seconds();
  Json by_classes = Json::array(), by_pairs = Json::array();
  std::string text = fmt::format("{} pool: {} cubes, {} colours; sets of {}: C({},{}) = {}\n", request.pool,
                                 pool.cubes.size(), pool.colours, k, pool.cubes.size(), k, c.sets);
  text += fmt::format("stack with {} on every long side: {}\nin exactly one way (up to the column's 8 motions): {}\n",
                      k == pool.colours ? "every colour once" : "different colours", c.solvable, c.unique);
  text += "sets by number of stacks up to the column's motions:\n";
  for (auto [classes, sets] : c.by_classes) {
    by_classes.push_back({{"classes", classes}, {"sets", sets}});
    text += fmt::format("  {:>6}  {}\n", classes, sets);
  }
  text += "sets by number of pairs of subgraphs:\n";
  for (auto [pairs, sets] : c.by_pairs) {
    by_pairs.push_back({{"subgraph_pairs", pairs}, {"sets", sets}});
    text += fmt::format("  {:>6}  {}\n", pairs, sets);
  }
  if (c.sets != binomial(static_cast<int>(pool.cubes.size()), k)) throw RunError("the census missed sets");
  std::vector<Figure> figures;
  if (request.draw) {
    std::vector<render::Bar> bars;
    for (auto [classes, sets] : c.by_classes) bars.push_back({std::to_string(classes), sets, std::nullopt});
    const std::string title = fmt::format("{} pool, sets of {}: sets by number of stacks up to the column's motions",
                                          request.pool, k);
    figures.push_back({"stack_census.svg", title,
                       render::distribution_svg({title, "stacks up to the column's motions (0: does not stack)", "sets", "", true}, bars)});
  }
  return {{{"pool", request.pool},
           {"pool_size", pool.cubes.size()},
           {"colours", pool.colours},
           {"size", k},
           {"sets", c.sets},
           {"solvable", c.solvable},
           {"unique", c.unique},
           {"by_classes", by_classes},
           {"by_subgraph_pairs", by_pairs}},
          text,
          std::move(figures),
          fmt::format("stack census: {} sets in {:.2f} s\n", c.sets, seconds)};
}

Document stack_design(const StackDesignRequest& request) {
  std::mt19937_64 rng(request.seed);
  stack::Design design;
  std::vector<std::string> items;
  if (request.pool == "new") {
    design = stack::design_unique(request.n, rng, request.attempts, {request.max_nodes});
    for (const stack::Cube& c : design.column.cubes) items.push_back(stack::cube_text(design.column, c));
  } else {
    if (request.n > 8) throw ArgumentError("n", "from a pool: 2 to 8 cubes");
    if (request.n < 2) throw ArgumentError("n", "from a pool: 2 to 8 cubes");
    const StackPool pool = stack_pool(request.pool);
    if (request.n > pool.colours)
      throw ArgumentError("n", fmt::format("the {} pool has {} colours: a side of more cubes repeats one", request.pool,
                                           pool.colours));
    design = stack::design_from_pool(pool.cubes, pool.colours, request.n, rng, request.attempts);
    for (const stack::Cube& c : design.column.cubes)
      for (size_t i = 0; i < pool.cubes.size(); ++i)
        if (pool.cubes[i] == c) {
          items.push_back(pool.names[i]);
          break;
        }
  }
  if (!design.found)
    throw RunError(fmt::format("no column with exactly one stack found in {} attempts (seed {})", request.attempts,
                               request.seed));
  // The design is counted again from scratch, as `stack solve` would, and its solution checked.
  const stack::StackCount count = stack::count_stacks(design.column);
  if (count.classes != 1 || !count.complete) throw RunError("a designed column failed its recount");
  const auto solutions = stack::list_solutions(design.column, 1);
  std::string list;
  for (const std::string& item : items) list += (list.empty() ? "" : ",") + item;
  std::string text = fmt::format("a column of {} cubes with exactly one stack up to the column's 8 motions ({} stacks, "
                                 "{} pair of subgraphs):\n  {}\n",
                                 request.n, count.stacks, count.subgraph_pairs, list);
  text += "its solution (checked face by face):\n" + solution_text(design.column, items, solutions.front());
  Document d{{{"cubes", items},
              {"list", list},
              {"count", {{"stacks", count.stacks}, {"classes", count.classes}, {"subgraph_pairs", count.subgraph_pairs}}},
              {"solution", solution_json(design.column, solutions.front())},
              {"attempts", design.restarts},
              {"redraws", design.redraws}},
             text,
             {},
             fmt::format("stack design: {} attempts, {} redraws, {} search nodes\n", design.restarts, design.redraws,
                         design.nodes)};
  if (request.draw || !request.svg.empty())
    d.figures.push_back({"stack_design.svg", "the designed column's colour graph and its one solution",
                         render::stack_graph_svg(design.column, &solutions.front())});
  return d;
}

}  // namespace cw::report
