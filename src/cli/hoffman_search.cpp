// `cubeworks hoffman search`: reads the options, asks src/hoffman for a first packing, Knuth's
// estimate of the search tree or the count (hoffman/search_modes.hpp, hoffman/count.hpp), and
// reports what came back.
#include <fmt/format.h>

#include <cstdio>

#include "cli/command.hpp"
#include "cli/hoffman.hpp"
#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/mpi.hpp"
#include "core/progress.hpp"
#include "hoffman/count.hpp"
#include "hoffman/search_modes.hpp"
#include "render/hoffman_svg.hpp"

namespace cw::cli {
namespace {
struct SearchOptions {
  CommonOptions common;
  int dim = 4;
  std::string lengths, order, shard, checkpoint, method, svg;
  std::vector<std::string> invariant;
  bool first = false, count = false, estimate = false, symmetric = false, force = false;
  double time_limit = 60, interval = 30;
  int threads = 1, tick_delay_ms = 0;
  uint64_t probes = 100000, seed = 1, restart_nodes = 0;
};

struct Report {
  Json json;
  std::string text;
};

hoffman::SearchMode mode_of(const SearchOptions& opt) {
  return opt.first ? hoffman::SearchMode::First
         : opt.estimate ? hoffman::SearchMode::Estimate
                        : hoffman::SearchMode::Count;
}

std::vector<hoffman::Symmetry> parse_invariant(const std::vector<std::string>& texts, int n) {
  std::vector<hoffman::Symmetry> invariant;
  if (texts == std::vector<std::string>{"none"}) return invariant;  // every grid
  for (const auto& t : texts)
    invariant.push_back(for_option("--invariant", [&] { return hoffman::parse_symmetry(t, n); }));
  return invariant;
}

hoffman::SearchSettings settings_of(const SearchOptions& opt, int n) {
  hoffman::SearchSettings s;
  s.mode = mode_of(opt);
  if (!opt.method.empty()) s.method = for_option("--method", [&] { return hoffman::parse_method(opt.method); });
  if (!opt.order.empty()) s.order = for_option("--order", [&] { return hoffman::parse_order(opt.order); });
  if (!opt.invariant.empty()) s.invariant = parse_invariant(opt.invariant, n);
  s.symmetric = opt.symmetric;
  s.restart_nodes = opt.restart_nodes;
  return s;
}

Json plan_json(const hoffman::Lengths& L, const hoffman::SearchPlan& plan) {
  Json j = {{"dim", L.n}, {"lengths", hoffman_lengths_json(L)}, {"order", plan.order_name}};
  if (plan.mode != hoffman::SearchMode::First) return j;
  Json invariant = Json::array();
  for (const auto& y : plan.invariant) invariant.push_back(hoffman::symmetry_text(y));
  j["method"] = plan.method == hoffman::FirstMethod::Cdcl ? "cdcl" : "dfs";
  j["symmetric"] = plan.symmetric;
  j["invariant"] = invariant;
  return j;
}

void report_estimate(const SearchOptions& opt, const hoffman::Lengths& L, const hoffman::SearchPlan& plan,
                     Report& out) {
  const auto r = hoffman::estimate_search(L, plan, opt.probes, opt.seed);
  const auto& e = r.tree;
  out.json["mode"] = "estimate";
  out.json["estimate"] = {{"probes", e.probes}, {"nodes", e.nodes}, {"nodes_error", e.nodes_error},
                          {"leaves", e.leaves}, {"leaves_error", e.leaves_error}, {"mean_depth", e.mean_depth},
                          {"max_depth", e.max_depth}};
  out.json["seconds"] = r.seconds;
  out.text = fmt::format("Knuth estimate, dimension {}, lengths {}, order {}, cell 0 fixed to {} ({} probes, "
                         "{:.2f} s):\n  search tree: {:.3g} nodes (standard error {:.2g})\n  packings with cell "
                         "0 fixed: {:.3g} (standard error {:.2g})\n  probes died at depth {:.1f} on average, "
                         "deepest {} of {}\n",
                         L.n, L.str(), plan.order_name, hoffman::orientations(L.n).name(0), e.probes, r.seconds,
                         e.nodes, e.nodes_error, e.leaves, e.leaves_error, e.mean_depth, e.max_depth,
                         hoffman::cell_count(L.n));
}

// "every grid with cell 0 fixed" or "grids invariant under 0123:1100 the central reflection".
std::string space_text(const hoffman::SearchPlan& plan) {
  if (plan.invariant.empty() && !plan.symmetric) return "every grid with cell 0 fixed";
  std::string space = "grids invariant under";
  for (const auto& y : plan.invariant) space += " " + hoffman::symmetry_text(y);
  if (plan.symmetric) space += " the central reflection";
  return space;
}

void report_first_by_cdcl(const hoffman::Lengths& L, const hoffman::SearchPlan& plan, const hoffman::FirstRun& r,
                          double limit, Report& out) {
  const int n = L.n;
  out.json["mode"] = "first";
  out.json["found"] = r.grid.has_value();
  out.json["exhausted"] = r.exhausted;
  out.json["conflicts"] = r.conflicts;
  out.json["variables"] = r.variables;
  out.json["clauses"] = r.clauses;
  out.json["seconds"] = r.seconds;
  const std::string space = space_text(plan);
  if (r.grid) {
    out.json["grid"] = hoffman::grid_text(*r.grid);
    out.json["valid"] = true;
    out.json["canonical"] = hoffman::grid_text(r.canonical);
    out.json["stabilizer"] = r.stabilizer;
    if (n == 4) out.json["construction_class"] = r.constructed;
    out.text = fmt::format("found a {}D packing by search in {:.2f} s (clause-learning solver, {} variables, {} "
                           "clauses, {} conflicts; {}), verified by the exact checker:\n{}\nsymmetries fixing it: "
                           "{}\n",
                           n, r.seconds, r.variables, r.clauses, r.conflicts, space, hoffman::grid_text(*r.grid),
                           r.stabilizer);
    if (n == 4)
      out.text += r.constructed ? "it is (an image of) a variant of the nested construction\n"
                                : "it is not an image of any of the 3 * 2^32 variants of the nested construction\n";
  } else if (r.exhausted) {
    out.text = fmt::format("no {}D packing exists among {} (proved by the solver in {:.2f} s, {} conflicts)\n", n,
                           space, r.seconds, r.conflicts);
  } else {
    out.text = fmt::format("no packing found within {:.0f} s among {}: {} conflicts{}\n", limit, space,
                           r.conflicts, interrupted() ? " (interrupted)" : "");
  }
}

void report_first_by_dfs(const hoffman::Lengths& L, const hoffman::SearchPlan& plan, const hoffman::FirstRun& r,
                         double limit, Report& out) {
  if (plan.order.dynamic) {
    out.json["exhausted"] = r.exhausted;
    out.json["restarts"] = r.restarts;
  }
  const double rate = r.seconds > 0 ? r.nodes / r.seconds : 0.0;
  out.json["mode"] = "first";
  out.json["found"] = r.grid.has_value();
  out.json["nodes"] = r.nodes;
  out.json["seconds"] = r.seconds;
  out.json["nodes_per_second"] = rate;
  out.json["deepest"] = r.deepest;
  if (r.grid) {
    out.json["grid"] = hoffman::grid_text(*r.grid);
    out.json["valid"] = true;
    out.text = fmt::format("found a {}D packing by search in {:.2f} s ({} nodes), verified by the exact checker:\n{}\n",
                           L.n, r.seconds, r.nodes, hoffman::grid_text(*r.grid));
  } else {
    out.text = fmt::format("no packing found by search within {:.0f} s: {} nodes ({:.3g} nodes/s), deepest cell "
                           "reached {} of {}{}\n",
                           limit, r.nodes, rate, r.deepest, hoffman::cell_count(L.n),
                           interrupted() ? " (interrupted)" : "");
  }
}

void report_first(const SearchOptions& opt, const hoffman::Lengths& L, const hoffman::SearchPlan& plan,
                  Report& out) {
  Progress progress(plan.cdcl() ? "search --first (cdcl)" : "search --first", 0, quiet());
  const auto on_progress = [&](uint64_t work, int depth, int deepest) {
    progress.update(work);
    progress.note(depth < 0 ? std::string("conflicts") : fmt::format("depth {} (deepest {})", depth, deepest));
  };
  const auto r = hoffman::find_first(L, plan, opt.time_limit, on_progress);
  progress.finish();
  if (plan.cdcl()) report_first_by_cdcl(L, plan, r, opt.time_limit, out);
  else report_first_by_dfs(L, plan, r, opt.time_limit, out);
  if (!opt.svg.empty() && r.grid)
    write_output_file(opt.common, opt.svg,
                      render::hoffman_svg(*r.grid, L, fmt::format("{}D packing found by search", L.n)));
}

hoffman::CountJob count_job(const SearchOptions& opt, const hoffman::Lengths& L, const hoffman::SearchPlan& plan) {
  hoffman::CountJob job;
  job.lengths = L;
  job.order = plan.order.cells;
  if (!opt.shard.empty())
    std::tie(job.shard, job.shards) = for_option("--shard", [&] { return hoffman::parse_shard(opt.shard); });
  if (!opt.checkpoint.empty())  // refused now, not at the first save minutes into the job
    for_option("--checkpoint", [&] { require_writable_location(opt.checkpoint); });
  job.checkpoint = opt.checkpoint;
  job.interval = opt.interval;
  job.threads = opt.threads;
  job.tick_delay_ms = opt.tick_delay_ms;
  return job;
}

// A count that would outlast any machine is refused unless --force; a long one is announced.
void check_forecast(const SearchOptions& opt, hoffman::CountJob& job) {
  const auto f = hoffman::forecast_count(job);
  job.tree_nodes = f.tree_nodes;  // the progress line's ETA reuses it
  if (f.hopeless() && !opt.force)
    throw InputError("count refused: " + hoffman::forecast_text(f) + ", more than a year; --force starts it anyway");
  if (f.long_job() && !quiet() && mpi::root())
    std::fprintf(stderr, "count forecast: %s\n", hoffman::forecast_text(f).c_str());
}

void report_count(const SearchOptions& opt, const hoffman::Lengths& L, const hoffman::SearchPlan& plan,
                  Report& out) {
  hoffman::CountJob job = count_job(opt, L, plan);
  check_forecast(opt, job);
  const auto r = hoffman::run_count(job);
  out.json["mode"] = "count";
  out.json.update(hoffman::count_json(r));
  out.text = hoffman::count_text(r);
  if (!opt.common.quiet) std::fprintf(stderr, "counted in %.2f s\n", r.seconds);
}

void run_search(const SearchOptions& opt) {
  const auto L = hoffman_lengths(opt.dim, opt.lengths);
  const auto plan = hoffman::plan_search(settings_of(opt, L.n), L.n);
  Report out{plan_json(L, plan), {}};
  if (plan.mode == hoffman::SearchMode::Estimate) report_estimate(opt, L, plan, out);
  else if (plan.mode == hoffman::SearchMode::First) report_first(opt, L, plan, out);
  else report_count(opt, L, plan, out);
  emit(opt.common, out.json, out.text);
}
}  // namespace

void register_hoffman_search(CLI::App& hoffman) {
  auto opt = std::make_shared<SearchOptions>();
  auto* cmd = hoffman.add_subcommand("search", "search in dimension 2, 3 or 4: the first packing (clause "
                                               "learning or backtracking), a tree-size estimate or a full count");
  add_common_options(cmd, opt->common);
  cmd->add_option("--dim", opt->dim, "dimension (2, 3 or 4)")->capture_default_str();
  cmd->add_option("--lengths", opt->lengths, "box lengths (default 10,11 / 10,11,12 / 1000,1001,1003,1007)");
  auto* first = cmd->add_flag("--first", opt->first, "stop at the first packing found by search (verified)");
  auto* count = cmd->add_flag("--count", opt->count, "count all packings (resumable, shardable)");
  auto* est = cmd->add_flag("--estimate", opt->estimate, "Knuth's random-probe estimate of the search tree");
  first->excludes(count)->excludes(est);
  count->excludes(est);
  cmd->add_option("--time-limit", opt->time_limit, "--first: give up after this many seconds")->capture_default_str();
  cmd->add_option("--probes", opt->probes, "--estimate: number of random probes")->capture_default_str();
  cmd->add_option("--seed", opt->seed, "--estimate: random seed")->capture_default_str();
  cmd->add_option("--method", opt->method, "--first: cdcl (clause-learning solver on the grid model as CNF; "
                                           "default) or dfs (the backtracking engine; implied by --order)");
  cmd->add_option("--order", opt->order, "cell order: dynamic (fewest candidates first; default of "
                                         "--first), lex (x fastest; default otherwise), wave (coordinate "
                                         "sum), shells (largest coordinate)");
  cmd->add_option("--restarts", opt->restart_nodes, "--first --order dynamic: randomized restarts, the "
                                                    "first limited to this many nodes (growing by half)");
  cmd->add_flag("--symmetric", opt->symmetric, "--first --order dynamic: only packings symmetric under the "
                                               "point reflection through the centre (boxes placed in mirror pairs)");
  cmd->add_option("--invariant", opt->invariant, "--first: only packings invariant under these symmetries "
                                                 "PERM:FLIPS (axis d -> PERM[d], reflected if FLIPS[d] = 1), "
                                                 "e.g. 2301:0011; 'none' searches every grid (cdcl in 4D "
                                                 "defaults to 0123:1100, the half-turn in the x-y plane)");
  cmd->add_option("--svg", opt->svg, "--first: draw the packing found into this file");
  cmd->add_option("--shard", opt->shard, "--count: run part i of N (i/N, 0 <= i < N)");
  cmd->add_option("--checkpoint", opt->checkpoint, "--count: checkpoint file (resumed when present)");
  cmd->add_option("--threads", opt->threads, "--count: threads (each runs a sub-shard)")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--interval", opt->interval, "--count: seconds between checkpoints")->capture_default_str();
  cmd->add_flag("--force", opt->force, "--count: start even when the forecast says it takes more than a year");
  cmd->add_option("--tick-delay-ms", opt->tick_delay_ms, "testing aid: --count ticks every 64 nodes and pauses there")
      ->group("");  // hidden: used by tests/reliability/kill_resume.sh
  cmd->callback([opt] { run_search(*opt); });
}

}  // namespace cw::cli
