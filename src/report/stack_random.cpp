// `stack random`: random columns of n cubes and n colours, how many stack and how long deciding
// takes. The compare method decides every column by the graph method, CaDiCaL on the graph
// encoding and brute force, and times each; the staged method (stack/refute.hpp) tallies which
// stage decided each column, the graph method and brute force cross-checking small heights, and
// resumes from a checkpoint.
#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <exception>
#include <fmt/format.h>
#include <random>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/job_checkpoint.hpp"
#include "core/parallel.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"
#include "render/svg.hpp"
#include "report/document.hpp"
#include "report/stack.hpp"
#include "report/stack_common.hpp"
#include "stack/analysis.hpp"
#include "stack/brute.hpp"
#include "stack/refute.hpp"
#include "stack/sat.hpp"

namespace cw::report {

namespace stack_many {

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

}  // namespace stack_many

namespace {

stack::Model model_of(const std::string& name) {
  return name == "uniform"   ? stack::Model::Uniform
         : name == "planted" ? stack::Model::Planted
                             : stack::Model::Balanced;
}

// --- compare: every decider on every column, timed ---

struct CompareRow {
  int n = 0, trials = 0, solvable = 0, undecided = 0, brute_undecided = 0, sat_undecided = 0;
  double graph_median_ms = 0, graph_worst_ms = 0, brute_median_ms = -1, brute_worst_ms = -1;
  double sat_median_ms = -1, sat_worst_ms = -1;
  uint64_t graph_worst_nodes = 0;
  bool brute = false;
};

// Each decider's times on one height's columns (ms).
struct CompareTimes {
  std::vector<double> graph, sat, brute;
};

// One column by the graph method, by CaDiCaL when built in, and by brute force when the row asks;
// the deciders must agree wherever both decide, and every stack they find is checked.
void compare_column(const stack::Column& column, const StackRandomRequest& request, CompareRow& row, CompareTimes& times) {
  Stopwatch clock;
  const stack::Decision d = stack::decide(column, {request.max_nodes});
  times.graph.push_back(clock.seconds() * 1e3);
  row.graph_worst_nodes = std::max(row.graph_worst_nodes, d.nodes);
  row.solvable += d.solvable, row.undecided += !d.decided;
  if (d.solvable) checked_turns(column, d.solution);
  if (stack::sat_available()) {
    clock.restart();
    const stack::Decision s = stack::decide_sat(column, request.max_nodes);
    times.sat.push_back(clock.seconds() * 1e3);
    row.sat_undecided += !s.decided;
    if (s.solvable) checked_turns(column, s.solution);
    if (s.decided && d.decided && s.solvable != d.solvable)
      throw RunError(fmt::format("the SAT solver and the graph method disagree on a column of {} cubes", row.n));
    if (s.decided && !d.decided) row.solvable += s.solvable;
  }
  if (row.brute) {
    clock.restart();
    const stack::BruteDecision b = stack::brute_decide(column, request.max_nodes);
    times.brute.push_back(clock.seconds() * 1e3);
    row.brute_undecided += !b.decided;
    if (b.decided && d.decided && b.solvable != d.solvable)
      throw RunError(fmt::format("brute force and the graph method disagree on a column of {} cubes", row.n));
  }
}

CompareRow compare_height(int n, const StackRandomRequest& request, stack::Model model, std::mt19937_64& rng,
                          Progress& progress, uint64_t& done) {
  CompareRow row;
  row.n = n, row.trials = request.trials, row.brute = n <= request.brute_max;
  CompareTimes times;
  for (int t = 0; t < request.trials; ++t) {
    if (interrupted()) throw Interrupted("interrupted");
    compare_column(stack::random_column(n, n, model, rng), request, row, times);
    progress.update(++done);
  }
  row.graph_median_ms = stack_many::median(times.graph);
  row.graph_worst_ms = *std::max_element(times.graph.begin(), times.graph.end());
  if (!times.sat.empty()) {
    row.sat_median_ms = stack_many::median(times.sat);
    row.sat_worst_ms = *std::max_element(times.sat.begin(), times.sat.end());
  }
  if (row.brute) {
    row.brute_median_ms = stack_many::median(times.brute);
    row.brute_worst_ms = *std::max_element(times.brute.begin(), times.brute.end());
  }
  return row;
}

std::string compare_plot(const std::vector<CompareRow>& rows) {
  // Left: solvable fraction against n; right: median and worst graph-method time (log scale).
  const double w = 320, h = 220, pad = 40;
  svg::Svg s = stack_many::two_panels(w, h, pad, "solvable fraction", "graph method: median and worst ms (log10)");
  int max_n = 1;
  for (const CompareRow& r : rows) max_n = std::max(max_n, r.n);
  const auto x_of = [&](int n, double x0) { return x0 + pad + (w - 2 * pad) * n / max_n; };
  double lo = 1e-3, hi = 1;
  for (const CompareRow& r : rows) hi = std::max(hi, r.graph_worst_ms);
  const auto y_time = [&](double ms) {
    const double t = std::log10(std::max(ms, lo)), a = std::log10(lo), b = std::log10(hi);
    return 20 + (h - pad - 20) * (1 - (t - a) / (b - a + 1e-9));
  };
  for (const CompareRow& r : rows) {
    const double frac = r.trials ? static_cast<double>(r.solvable) / r.trials : 0;
    s.circle(x_of(r.n, 0), 20 + (h - pad - 20) * (1 - frac), 3, "#3b73d1");
    s.circle(x_of(r.n, w + 20), y_time(r.graph_median_ms), 3, "#3fa34d");
    s.circle(x_of(r.n, w + 20), y_time(r.graph_worst_ms), 3, "#e0453a");
  }
  return s.str();
}

Document compare_document(const StackRandomRequest& request, const std::vector<CompareRow>& rows) {
  Json table = Json::array();
  std::string text = fmt::format("random columns, {} model, n cubes and n colours, {} per height, seed {}; node limit {}\n",
                                 request.model, request.trials, request.seed, request.max_nodes);
  text += "     n  solvable  graph: undecided  median ms  worst ms  worst nodes  sat: undecided  median ms  worst ms"
          "  brute: undecided  median ms  worst ms\n";
  for (const CompareRow& r : rows) {
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
    d.figures.push_back({"stack_random.svg", "solvable fraction and decision times of random columns", compare_plot(rows)});
  return d;
}

// --- staged: the staged decider, each column's deciding stage tallied ---

// The graph method cross-checks heights up to this (beyond, its search grows past any limit).
constexpr int kGraphCheckMax = 12;

struct Outcome {
  stack::StagedDecision staged;
  double ms = 0;
  int graph = -1, brute = -1;  // -1 not run or undecided, else 0/1 solvable
  bool done = false;
};

// A finished column in the checkpoint: its outcome and, when it stacks, the sides each cube shows
// (re-checked by the independent checker when the table is made, resumed or not).
Json outcome_json(size_t k, const Outcome& o) {
  Json sides = Json::array();
  for (const stack::Sides& s : o.staged.decision.solution.sides) sides.push_back({s.front, s.right, s.back, s.left});
  return {{"k", k}, {"stage", static_cast<int>(o.staged.stage)}, {"proof", static_cast<int>(o.staged.proof)},
          {"decided", o.staged.decision.decided}, {"solvable", o.staged.decision.solvable}, {"ms", o.ms},
          {"graph", o.graph}, {"brute", o.brute}, {"sides", sides}};
}

void load_outcomes(const JobCheckpoint& ck, std::vector<Outcome>& outcomes) {
  ck.load([&](const Json& state) {
    for (const Json& j : state.at("done")) {
      const size_t k = j.at("k").get<size_t>();
      if (k >= outcomes.size()) throw RunError(fmt::format("checkpoint '{}' names column {} of {}", ck.path(), k, outcomes.size()));
      Outcome& o = outcomes[k];
      o.staged.stage = static_cast<stack::Stage>(std::clamp(j.at("stage").get<int>(), 0, stack::kStages - 1));
      o.staged.proof = static_cast<stack::Proof>(j.at("proof").get<int>());
      o.staged.decision.decided = j.at("decided").get<bool>();
      o.staged.decision.solvable = j.at("solvable").get<bool>();
      o.ms = j.at("ms").get<double>();
      o.graph = j.at("graph").get<int>(), o.brute = j.at("brute").get<int>();
      for (const Json& s : j.at("sides"))
        o.staged.decision.solution.sides.push_back({s.at(0).get<stack::Colour>(), s.at(1).get<stack::Colour>(),
                                                    s.at(2).get<stack::Colour>(), s.at(3).get<stack::Colour>()});
      o.done = true;
    }
  });
}

struct StagedRow {
  int n = 0, trials = 0, solvable = 0, unsolvable = 0, undecided = 0, sat_stacks = 0, cross_checked = 0;
  std::array<int, stack::kStages> by_stage{};
  double median_ms = 0, worst_ms = 0;
};

std::string staged_plot(const std::vector<StagedRow>& rows) {
  // Left: solvable and undecided fractions against n; right: median and worst time (log scale).
  const double w = 320, h = 220, pad = 40;
  svg::Svg s = stack_many::two_panels(w, h, pad, "solvable (blue), undecided (grey)",
                                      "median (green), worst (red) ms, log10");
  int max_n = 1;
  double hi = 1;
  for (const StagedRow& r : rows) max_n = std::max(max_n, r.n), hi = std::max(hi, r.worst_ms);
  const auto x_of = [&](int n, double x0) { return x0 + pad + (w - 2 * pad) * n / max_n; };
  const double lo = 1e-2;
  const auto y_time = [&](double ms) {
    const double t = std::log10(std::max(ms, lo)), a = std::log10(lo), b = std::log10(hi);
    return 20 + (h - pad - 20) * (1 - (t - a) / (b - a + 1e-9));
  };
  const auto y_frac = [&](double f) { return 20 + (h - pad - 20) * (1 - f); };
  // Axis values: n under both panels, the fraction 0 and 1, and each power of ten of the times.
  for (int p = 0; p < 2; ++p)
    for (int n : {0, max_n / 2, max_n}) s.text(x_of(n, p * (w + 20)), h - pad + 12, std::to_string(n), 9);
  s.text(pad - 4, y_frac(0) + 3, "0", 9, "end");
  s.text(pad - 4, y_frac(1) + 3, "1", 9, "end");
  for (double ms = lo; ms <= hi * 1.0001; ms *= 10) {
    s.line(w + 20 + pad - 3, y_time(ms), w + 20 + pad, y_time(ms), "#888");
    s.text(w + 20 + pad - 5, y_time(ms) + 3, ms < 1 ? fmt::format("{:g}", ms) : fmt::format("{:.0f}", ms), 9, "end");
  }
  for (const StagedRow& r : rows) {
    const double t = std::max(1, r.trials);
    s.circle(x_of(r.n, 0), y_frac(r.solvable / t), 3, "#3b73d1");
    s.circle(x_of(r.n, 0), y_frac(r.undecided / t), 3, "#888888");
    s.circle(x_of(r.n, w + 20), y_time(r.median_ms), 3, "#3fa34d");
    s.circle(x_of(r.n, w + 20), y_time(r.worst_ms), 3, "#e0453a");
  }
  return s.str();
}

Outcome decide_one(const stack::Column& column, const StackRandomRequest& request) {
  Outcome o;
  const ThreadCpuStopwatch clock;
  o.staged = stack::decide_staged(column, request.max_nodes);
  o.ms = clock.seconds() * 1e3;
  if (column.size() <= kGraphCheckMax) {
    const stack::Decision g = stack::decide(column, {request.max_nodes});
    if (g.decided) o.graph = g.solvable;
  }
  if (column.size() <= request.brute_max) {
    const stack::BruteDecision b = stack::brute_decide(column, request.max_nodes);
    if (b.decided) o.brute = b.solvable;
  }
  return o;
}

// The columns of every height in order, drawn before any is decided, so that the table does not
// depend on the threads.
std::vector<stack::Column> draw_columns(const std::vector<int>& sizes, const StackRandomRequest& request) {
  const stack::Model model = model_of(request.model);
  std::mt19937_64 rng(request.seed);
  std::vector<stack::Column> columns;
  for (int n : sizes)
    for (int t = 0; t < request.trials; ++t) columns.push_back(stack::random_column(n, n, model, rng));
  return columns;
}

// Decides every column not done yet, in parallel, saving the outcomes when the checkpoint is due
// and at the end; Interrupted (the outcomes saved) on Ctrl-C.
void decide_pending(const std::vector<stack::Column>& columns, const StackRandomRequest& request, JobCheckpoint& ck,
                    std::vector<Outcome>& outcomes) {
  uint64_t done = std::count_if(outcomes.begin(), outcomes.end(), [](const Outcome& o) { return o.done; });
  const auto save = [&] {
    Json finished = Json::array();
    for (size_t k = 0; k < outcomes.size(); ++k)
      if (outcomes[k].done) finished.push_back(outcome_json(k, outcomes[k]));
    ck.save({{"done", finished}});
  };
  Progress progress("stack random", columns.size(), request.quiet);
  progress.resumed_from(done);
  // A save that fails (a full disk) stops the loop and is thrown after it: an exception may not
  // leave an OpenMP region.
  std::exception_ptr failure;
  std::atomic<bool> failed = false;
#pragma omp parallel for schedule(dynamic, 1)
  for (size_t k = 0; k < columns.size(); ++k) {
    if (interrupted() || failed || outcomes[k].done) continue;
    Outcome o = decide_one(columns[k], request);
#pragma omp critical(stack_random_progress)
    {
      if (!interrupted() && !failed) {  // a search cut short by Ctrl-C is no outcome
        outcomes[k] = std::move(o), outcomes[k].done = true;
        progress.update(++done);
        try {
          if (ck.due()) save();
        } catch (...) {
          failure = std::current_exception();
          failed = true;
        }
      }
    }
  }
  if (failure) std::rethrow_exception(failure);
  if (ck.enabled()) save();
  if (interrupted()) throw Interrupted(interrupted_message(request.checkpoint));
  progress.finish();
}

// One column's outcome in its height's row: a stack found is checked, and the cross-checks that
// decided must agree with the staged decider.
void tally_outcome(StagedRow& row, const Outcome& o, const stack::Column& column) {
  const stack::Decision& d = o.staged.decision;
  ++row.by_stage[static_cast<int>(o.staged.stage)];
  if (!d.decided) {
    ++row.undecided;
    return;
  }
  if (d.solvable) {
    checked_turns(column, d.solution);
    ++row.solvable, ++row.sat_stacks;
  } else {
    ++row.unsolvable;
  }
  for (int other : {o.graph, o.brute}) {
    if (other < 0) continue;
    if (other != static_cast<int>(d.solvable))
      throw RunError(fmt::format("the staged decider ({}) and a cross-check disagree on a column of {} cubes",
                                 stack::stage_name(o.staged.stage), row.n));
  }
  row.cross_checked += o.graph >= 0 || o.brute >= 0;
}

std::vector<StagedRow> staged_rows(const std::vector<int>& sizes, const StackRandomRequest& request,
                                   const std::vector<stack::Column>& columns, const std::vector<Outcome>& outcomes) {
  std::vector<StagedRow> rows;
  size_t k = 0;
  for (int n : sizes) {
    StagedRow row;
    row.n = n, row.trials = request.trials;
    std::vector<double> ms;
    for (int t = 0; t < request.trials; ++t, ++k) {
      ms.push_back(outcomes[k].ms);
      tally_outcome(row, outcomes[k], columns[k]);
    }
    row.median_ms = stack_many::median(ms);
    row.worst_ms = *std::max_element(ms.begin(), ms.end());
    rows.push_back(row);
  }
  return rows;
}

Document staged_document(const StackRandomRequest& request, const std::vector<StagedRow>& rows, size_t columns,
                         double seconds) {
  Json table = Json::array();
  std::string text = fmt::format(
      "random columns, {} model, n cubes and n colours, {} per height, seed {}; staged decider, CaDiCaL conflict "
      "limit {}\n", request.model, request.trials, request.seed, request.max_nodes);
  text += "decided by: count = counting, prop = propagation, probe = failed-literal probing, parity = GF(2), "
          "sat = CaDiCaL (three-class encoding)\n";
  text += "times: CPU ms of the deciding thread, all stages\n";
  text += "     n  solvable  not  undecided  count  prop  probe  parity  sat-no  sat-yes  median ms   worst ms  "
          "cross-checked\n";
  using stack::Stage;
  const auto at = [](const StagedRow& r, Stage s) { return r.by_stage[static_cast<int>(s)]; };
  for (const StagedRow& r : rows) {
    Json by_stage = Json::object();
    for (int s = 0; s < stack::kStages; ++s) by_stage[stack::stage_name(static_cast<Stage>(s))] = r.by_stage[s];
    table.push_back({{"n", r.n},
                     {"trials", r.trials},
                     {"solvable", r.solvable},
                     {"unsolvable", r.unsolvable},
                     {"undecided", r.undecided},
                     {"by_stage", by_stage},
                     {"sat_stacks", r.sat_stacks},
                     {"median_ms", r.median_ms},
                     {"worst_ms", r.worst_ms},
                     {"cross_checked", r.cross_checked}});
    text += fmt::format("  {:>4}  {:>8}  {:>3}  {:>9}  {:>5}  {:>4}  {:>5}  {:>6}  {:>6}  {:>7}  {:>9.3f}  {:>9.3f}  {:>13}\n",
                        r.n, r.solvable, r.unsolvable, r.undecided, at(r, Stage::Counting), at(r, Stage::Propagation),
                        at(r, Stage::Probing), at(r, Stage::Parity), at(r, Stage::Sat) - r.sat_stacks, r.sat_stacks,
                        r.median_ms, r.worst_ms, r.cross_checked);
  }
  Document d{{{"model", request.model},
              {"trials", request.trials},
              {"seed", request.seed},
              {"max_nodes", request.max_nodes},
              {"method", "staged"},
              {"rows", table}},
             text,
             {},
             fmt::format("stack random: {} columns in {:.1f} s on {} threads\n", columns, seconds,
                         parallel_threads())};
  if (request.draw || !request.svg.empty())
    d.figures.push_back({"stack_random.svg", "solvable fraction and decision times of random columns",
                         staged_plot(rows)});
  return d;
}

}  // namespace

Document stack_random(const StackRandomRequest& request) {
  if (request.method == "staged") return stack_random_staged(request);
  if (!request.checkpoint.empty())  // used or refused, never ignored
    throw ArgumentError("checkpoint", "only the staged method keeps a checkpoint; the comparison runs every method "
                                      "on every column in one run (ask for the staged method)");
  const std::vector<int> sizes = stack_many::read_sizes(request.sizes);
  const stack::Model model = model_of(request.model);
  std::mt19937_64 rng(request.seed);
  std::vector<CompareRow> rows;
  Progress progress("stack random", sizes.size() * static_cast<uint64_t>(request.trials), request.quiet);
  uint64_t done = 0;
  for (int n : sizes) rows.push_back(compare_height(n, request, model, rng, progress, done));
  progress.finish();
  return compare_document(request, rows);
}

Document stack_random_staged(const StackRandomRequest& request) {
  const std::vector<int> sizes = stack_many::read_sizes(request.sizes);
  const std::vector<stack::Column> columns = draw_columns(sizes, request);
  if (!request.checkpoint.empty())  // refused now, not at the first save minutes into the job
    about_field("checkpoint", [&] { require_writable_location(request.checkpoint); });
  const Json identity = {{"sizes", sizes}, {"trials", request.trials}, {"model", request.model}, {"seed", request.seed},
                         {"max_nodes", request.max_nodes}, {"brute_max", request.brute_max}};
  JobCheckpoint ck(request.checkpoint, "stack-random", 1, identity, request.interval);
  std::vector<Outcome> outcomes(columns.size());
  load_outcomes(ck, outcomes);
  Stopwatch total;
  decide_pending(columns, request, ck, outcomes);
  const std::vector<StagedRow> rows = staged_rows(sizes, request, columns, outcomes);
  return staged_document(request, rows, columns.size(), total.seconds());
}

}  // namespace cw::report
