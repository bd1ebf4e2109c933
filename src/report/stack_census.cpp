// `stack census`, `stack random` and `stack design`: many columns at once.
#include <algorithm>
#include <fmt/format.h>
#include <random>

#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"
#include "render/svg.hpp"
#include "render/stack_svg.hpp"
#include "report/stack.hpp"
#include "report/stack_common.hpp"
#include "stack/analysis.hpp"
#include "stack/brute.hpp"
#include "stack/sat.hpp"

namespace cw::report {

namespace stack_many {

uint64_t binomial(int n, int k) {
  uint64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * static_cast<uint64_t>(n - k + i) / static_cast<uint64_t>(i);
  return r;
}

svg::Svg two_panels(double w, double h, double pad, std::string_view left, std::string_view right) {
  svg::Svg s(2 * w + 20, h + 30);
  for (int p = 0; p < 2; ++p) {
    const double x0 = p * (w + 20);
    s.rect(x0 + pad, 20, w - 2 * pad, h - pad - 20, "none", "#888");
    s.text(x0 + w / 2, 14, p == 0 ? left : right, 11);
    s.text(x0 + w / 2, h - 6, "n (cubes = colours)", 10);
  }
  return s;
}

std::vector<int> read_sizes(const std::string& text) {
  std::vector<int> sizes;
  std::string item;
  for (char ch : text + ",") {
    if (ch == ',' || ch == ' ') {
      if (item.empty()) continue;
      int n = 0;
      try {
        size_t used = 0;
        n = std::stoi(item, &used);
        if (used != item.size()) n = 0;
      } catch (const std::exception&) {
        n = 0;
      }
      if (n < 1 || n > stack::kMaxCubes)
        throw ArgumentError("sizes", fmt::format("'{}' is not a height from 1 to {}", printable(item), stack::kMaxCubes));
      sizes.push_back(n);
      item.clear();
    } else {
      item += ch;
    }
  }
  if (sizes.empty()) throw ArgumentError("sizes", "no heights given");
  return sizes;
}

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

struct Row {
  int n = 0, trials = 0, solvable = 0, undecided = 0, brute_undecided = 0, sat_undecided = 0;
  double graph_median_ms = 0, graph_worst_ms = 0, brute_median_ms = -1, brute_worst_ms = -1;
  double sat_median_ms = -1, sat_worst_ms = -1;
  uint64_t graph_worst_nodes = 0;
  bool brute = false;
};

std::string plot(const std::vector<Row>& rows) {
  // Left: solvable fraction against n; right: median and worst graph-method time (log scale).
  const double w = 320, h = 220, pad = 40;
  svg::Svg s = two_panels(w, h, pad, "solvable fraction", "graph method: median and worst ms (log10)");
  int max_n = 1;
  for (const Row& r : rows) max_n = std::max(max_n, r.n);
  const auto x_of = [&](int n, double x0) { return x0 + pad + (w - 2 * pad) * n / max_n; };
  double lo = 1e-3, hi = 1;
  for (const Row& r : rows) hi = std::max(hi, r.graph_worst_ms);
  const auto y_time = [&](double ms) {
    const double t = std::log10(std::max(ms, lo)), a = std::log10(lo), b = std::log10(hi);
    return 20 + (h - pad - 20) * (1 - (t - a) / (b - a + 1e-9));
  };
  for (const Row& r : rows) {
    const double frac = r.trials ? static_cast<double>(r.solvable) / r.trials : 0;
    s.circle(x_of(r.n, 0), 20 + (h - pad - 20) * (1 - frac), 3, "#3b73d1");
    s.circle(x_of(r.n, w + 20), y_time(r.graph_median_ms), 3, "#3fa34d");
    s.circle(x_of(r.n, w + 20), y_time(r.graph_worst_ms), 3, "#e0453a");
  }
  return s.str();
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
          {},
          fmt::format("stack census: {} sets in {:.2f} s\n", c.sets, seconds)};
}

Document stack_random(const StackRandomRequest& request) {
  if (request.method == "staged") return stack_random_staged(request);
  const std::vector<int> sizes = read_sizes(request.sizes);
  const stack::Model model = request.model == "uniform"   ? stack::Model::Uniform
                            : request.model == "planted" ? stack::Model::Planted
                                                         : stack::Model::Balanced;
  std::mt19937_64 rng(request.seed);
  std::vector<Row> rows;
  Progress progress("stack random", sizes.size() * static_cast<uint64_t>(request.trials), request.quiet);
  uint64_t done = 0;
  for (int n : sizes) {
    Row row;
    row.n = n, row.trials = request.trials, row.brute = n <= request.brute_max;
    std::vector<double> graph_ms, brute_ms, sat_ms;
    for (int t = 0; t < request.trials; ++t) {
      if (interrupted()) throw Interrupted("interrupted");
      const stack::Column column = stack::random_column(n, n, model, rng);
      Stopwatch clock;
      const stack::Decision d = stack::decide(column, {request.max_nodes});
      graph_ms.push_back(clock.seconds() * 1e3);
      row.graph_worst_nodes = std::max(row.graph_worst_nodes, d.nodes);
      row.solvable += d.solvable, row.undecided += !d.decided;
      if (d.solvable) checked_turns(column, d.solution);
      if (stack::sat_available()) {
        clock.restart();
        const stack::Decision s = stack::decide_sat(column, request.max_nodes);
        sat_ms.push_back(clock.seconds() * 1e3);
        row.sat_undecided += !s.decided;
        if (s.solvable) checked_turns(column, s.solution);
        if (s.decided && d.decided && s.solvable != d.solvable)
          throw RunError(fmt::format("the SAT solver and the graph method disagree on a column of {} cubes", n));
        if (s.decided && !d.decided) row.solvable += s.solvable;
      }
      if (row.brute) {
        clock.restart();
        const stack::BruteDecision b = stack::brute_decide(column, request.max_nodes);
        brute_ms.push_back(clock.seconds() * 1e3);
        row.brute_undecided += !b.decided;
        if (b.decided && d.decided && b.solvable != d.solvable)
          throw RunError(fmt::format("brute force and the graph method disagree on a column of {} cubes", n));
      }
      progress.update(++done);
    }
    row.graph_median_ms = median(graph_ms);
    row.graph_worst_ms = *std::max_element(graph_ms.begin(), graph_ms.end());
    if (!sat_ms.empty()) {
      row.sat_median_ms = median(sat_ms);
      row.sat_worst_ms = *std::max_element(sat_ms.begin(), sat_ms.end());
    }
    if (row.brute) {
      row.brute_median_ms = median(brute_ms);
      row.brute_worst_ms = *std::max_element(brute_ms.begin(), brute_ms.end());
    }
    rows.push_back(row);
  }
  progress.finish();
  Json table = Json::array();
  std::string text = fmt::format("random columns, {} model, n cubes and n colours, {} per height, seed {}; node limit {}\n",
                                 request.model, request.trials, request.seed, request.max_nodes);
  text += "     n  solvable  graph: undecided  median ms  worst ms  worst nodes  sat: undecided  median ms  worst ms"
          "  brute: undecided  median ms  worst ms\n";
  for (const Row& r : rows) {
    Json row = {{"n", r.n},
                {"trials", r.trials},
                {"solvable", r.solvable},
                {"undecided", r.undecided},
                {"graph_median_ms", r.graph_median_ms},
                {"graph_worst_ms", r.graph_worst_ms},
                {"graph_worst_nodes", r.graph_worst_nodes}};
    if (r.sat_median_ms >= 0)
      row["sat"] = {{"median_ms", r.sat_median_ms}, {"worst_ms", r.sat_worst_ms}, {"undecided", r.sat_undecided}};
    if (r.brute)
      row["brute"] = {{"median_ms", r.brute_median_ms}, {"worst_ms", r.brute_worst_ms}, {"undecided", r.brute_undecided}};
    table.push_back(row);
    text += fmt::format("  {:>4}  {:>8}  {:>16}  {:>9.3f}  {:>8.3f}  {:>11}", r.n, r.solvable, r.undecided,
                        r.graph_median_ms, r.graph_worst_ms, r.graph_worst_nodes);
    text += r.sat_median_ms >= 0 ? fmt::format("  {:>14}  {:>9.3f}  {:>8.3f}", r.sat_undecided, r.sat_median_ms, r.sat_worst_ms)
                                 : "  -";
    text += r.brute ? fmt::format("  {:>16}  {:>9.3f}  {:>8.3f}\n", r.brute_undecided, r.brute_median_ms, r.brute_worst_ms)
                    : "  -\n";
  }
  Document d{{{"model", request.model}, {"trials", request.trials}, {"seed", request.seed}, {"max_nodes", request.max_nodes},
              {"rows", table}},
             text,
             {},
             ""};
  if (request.draw || !request.svg.empty())
    d.figures.push_back({"stack_random.svg", "solvable fraction and decision times of random columns", plot(rows)});
  return d;
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
