// `hoffman search` as a document: the request resolved into a plan (hoffman/search_modes.hpp), then
// a first packing, Knuth's estimate of the search tree or the count (hoffman/count.hpp), reported.
#include <fmt/format.h>

#include <cstdio>
#include <tuple>

#include "core/atomic_file.hpp"
#include "core/interrupt.hpp"
#include "core/mpi.hpp"
#include "core/progress.hpp"
#include "hoffman/count.hpp"
#include "hoffman/search_modes.hpp"
#include "render/hoffman_svg.hpp"
#include "report/hoffman.hpp"
#include "report/hoffman_common.hpp"

namespace cw::report {
namespace {

// What the request leaves unset is the engine's default; "none" is every grid.
std::optional<std::vector<hoffman::Symmetry>> invariant_of(const HoffmanSearchRequest& request, int n) {
  if (request.invariant.empty()) return std::nullopt;
  return hoffman_invariant(request.invariant, n);
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

void report_estimate(const HoffmanSearchRequest& request, const hoffman::Lengths& L, const hoffman::SearchPlan& plan,
                     Document& out) {
  const auto r = hoffman::estimate_search(L, plan, request.probes, request.seed);
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
  for (const auto& y : plan.invariant) {
    space += ' ';
    space += hoffman::symmetry_text(y);
  }
  if (plan.symmetric) space += " the central reflection";
  return space;
}

Json packing_json(const hoffman::FoundPacking& f) {
  Json j = {{"grid", hoffman::grid_text(f.grid)}, {"canonical", hoffman::grid_text(f.canonical)},
            {"stabilizer", f.stabilizer},         {"dual_valid", f.dual_valid},
            {"self_dual", f.self_dual},           {"seconds", f.seconds},
            {"conflicts", f.conflicts}};
  if (f.grid.n == 4) {
    j["construction_class"] = f.constructed;
    j["construction_distance"] = f.construction_distance;
    j["sliced_family"] = f.sliced;
  }
  return j;
}

// Which construction variant the whole 4D space was searched next to (the construct command draws it).
std::string start_text(const hoffman::FirstRun& r, uint64_t seed) {
  if (!r.start) return "";
  return fmt::format("started next to variant {} with pairing {} of the nested construction (its orbit "
                     "excluded), seed {}\n",
                     r.start->chirality, r.start->pairing, seed);
}

// Several packings: one line each, new up to the symmetries, with what each one is.
std::string packings_table(const hoffman::FirstRun& r) {
  std::string t = fmt::format("{:>3} {:>8} {:>10} {:>10} {:>12} {:>6}  {}\n", "#", "seconds", "conflicts",
                              "stabilizer", "construction", "dual", "canonical form");
  // construction: "yes", or the cells in which it differs from the nearest variant, "+s" when it
  // is a sliced construction ("-" outside 4D)
  int i = 0;
  for (const auto& f : r.packings)
    t += fmt::format("{:>3} {:>8.2f} {:>10} {:>10} {:>12} {:>6}  {}\n", ++i, f.seconds, f.conflicts, f.stabilizer,
                     f.grid.n != 4 ? "-"
                     : f.constructed ? "yes"
                                     : fmt::format("{} cells{}", f.construction_distance, f.sliced ? " s" : ""),
                     f.self_dual ? "self" : f.dual_valid ? "valid" : "no", hoffman::grid_text(f.canonical));
  if (!r.packings.empty() && r.packings.front().grid.n == 4)
    t += "construction: yes (a variant of the nested construction), or the cells in which it differs from the "
         "nearest variant; s: a sliced construction (super-boxes and their arrangement tiled by slabs)\n";
  return t;
}

void report_first_by_cdcl(const HoffmanSearchRequest& request, const hoffman::Lengths& L,
                          const hoffman::SearchPlan& plan, const hoffman::FirstRun& r, Document& out) {
  const int n = L.n;
  const double limit = request.time_limit;
  out.json["mode"] = "first";
  out.json["found"] = r.grid.has_value();
  out.json["exhausted"] = r.exhausted;
  out.json["conflicts"] = r.conflicts;
  out.json["variables"] = r.variables;
  out.json["clauses"] = r.clauses;
  out.json["seconds"] = r.seconds;
  out.json["count_limit"] = plan.count_limit;
  out.json["count"] = r.packings.size();
  Json packings = Json::array();
  for (const auto& f : r.packings) packings.push_back(packing_json(f));
  out.json["packings"] = packings;
  if (r.start) {
    out.json["start"] = {{"variant", r.start->chirality}, {"pairing", r.start->pairing}, {"seed", plan.seed}};
  } else {
    out.json["start"] = nullptr;
  }
  const std::string space = space_text(plan);
  if (r.grid) {
    out.json["grid"] = hoffman::grid_text(*r.grid);
    out.json["valid"] = true;
    out.json["canonical"] = hoffman::grid_text(r.canonical);
    out.json["stabilizer"] = r.stabilizer;
    if (n == 4) out.json["construction_class"] = r.constructed, out.json["sliced_family"] = r.sliced;
  }
  if (plan.count_limit > 1) {
    out.text = fmt::format("{} {}D packings found by search in {:.2f} s, each new up to the {} symmetries and "
                           "verified by the exact checker (clause-learning solver, {} conflicts; {}){}\n",
                           r.packings.size(), n, r.seconds, hoffman::symmetry_group(n).size(), r.conflicts, space,
                           r.exhausted ? "; no more exist" : r.packings.size() < static_cast<size_t>(plan.count_limit)
                                                                ? fmt::format("; stopped at {:.0f} s", limit)
                                                                : "");
    out.text += start_text(r, plan.seed) + packings_table(r);
    return;
  }
  if (r.grid) {
    out.text = fmt::format("found a {}D packing by search in {:.2f} s (clause-learning solver, {} variables, {} "
                           "clauses, {} conflicts; {}), verified by the exact checker:\n{}\nsymmetries fixing it: "
                           "{}\n",
                           n, r.seconds, r.variables, r.clauses, r.conflicts, space, hoffman::grid_text(*r.grid),
                           r.stabilizer);
    if (n == 4)
      out.text += r.constructed ? "it is (an image of) a variant of the nested construction\n"
                  : r.sliced  ? "it is not an image of any of the 3 * 2^32 variants of the nested construction, but "
                                "of a sliced construction (3 * 60^17 grids: super-boxes and their arrangement tiled by slabs)\n"
                              : "it is not an image of any of the 3 * 2^32 variants of the nested construction, nor "
                                "of the 3 * 60^17 sliced constructions\n";
    out.text += start_text(r, plan.seed);
  } else if (r.exhausted) {
    out.text = fmt::format("no {}D packing exists among {} (proved by the solver in {:.2f} s, {} conflicts)\n", n,
                           space, r.seconds, r.conflicts);
  } else {
    out.text = fmt::format("no packing found within {:.0f} s among {}: {} conflicts{}\n", limit, space,
                           r.conflicts, interrupted() ? " (interrupted)" : "");
  }
}

void report_first_by_dfs(const hoffman::Lengths& L, const hoffman::SearchPlan& plan, const hoffman::FirstRun& r,
                         double limit, Document& out) {
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

void report_first(const HoffmanSearchRequest& request, const hoffman::Lengths& L, const hoffman::SearchPlan& plan,
                  Document& out) {
  Progress progress(plan.cdcl() ? "search first (cdcl)" : "search first", 0, request.quiet);
  const auto on_progress = [&](uint64_t work, int depth, int deepest) {
    progress.update(work);
    progress.note(depth < 0 ? std::string("conflicts") : fmt::format("depth {} (deepest {})", depth, deepest));
  };
  const auto r = hoffman::find_first(L, plan, request.time_limit, on_progress);
  progress.finish();
  if (plan.cdcl()) report_first_by_cdcl(request, L, plan, r, out);
  else report_first_by_dfs(L, plan, r, request.time_limit, out);
  if (request.draw && r.grid) {
    const std::string caption = fmt::format("{}D packing found by search", L.n);
    out.figures.push_back({fmt::format("hoffman_{}d_packing.svg", L.n), caption, render::hoffman_svg(*r.grid, L, caption)});
  }
}

hoffman::CountJob count_job(const HoffmanSearchRequest& request, const hoffman::Lengths& L,
                            const hoffman::SearchPlan& plan) {
  hoffman::CountJob job;
  job.lengths = L;
  job.order = plan.order.cells;
  if (!request.shard.empty())
    std::tie(job.shard, job.shards) = about_field("shard", [&] { return hoffman::parse_shard(request.shard); });
  if (!request.checkpoint.empty())  // refused now, not at the first save minutes into the job
    about_field("checkpoint", [&] { require_writable_location(request.checkpoint); });
  job.checkpoint = request.checkpoint;
  job.interval = request.interval;
  job.threads = request.threads;
  job.tick_delay_ms = request.tick_delay_ms;
  job.quiet_progress = request.quiet;
  return job;
}

// A count that would outlast any machine is refused unless forced; a long one is announced.
void check_forecast(const HoffmanSearchRequest& request, hoffman::CountJob& job) {
  const auto f = hoffman::forecast_count(job);
  job.tree_nodes = f.tree_nodes;  // the progress line's ETA reuses it
  if (f.hopeless() && !request.force)
    throw ArgumentError("force", "count refused: " + hoffman::forecast_text(f) + ", more than a year");
  if (f.long_job())
    status_line("count forecast", "count forecast: " + hoffman::forecast_text(f), request.quiet || !mpi::root());
}

void report_count(const HoffmanSearchRequest& request, const hoffman::Lengths& L, const hoffman::SearchPlan& plan,
                  Document& out) {
  hoffman::CountJob job = count_job(request, L, plan);
  check_forecast(request, job);
  const auto r = hoffman::run_count(job);
  out.json["mode"] = "count";
  out.json.update(hoffman::count_json(r));
  out.text = hoffman::count_text(r);
  out.stats = fmt::format("counted in {:.2f} s\n", r.seconds);
}

}  // namespace

Document hoffman_search(const HoffmanSearchRequest& request) {
  const auto L = hoffman_lengths(request.dim, request.lengths);
  const auto plan = hoffman::plan_search(request, invariant_of(request, L.n), L.n);
  if (!request.checkpoint.empty() && plan.mode != hoffman::SearchMode::Count)  // used or refused, never ignored
    throw ArgumentError("checkpoint", fmt::format("only a count keeps a checkpoint; {} finishes in one run (ask for a count)",
                                                  plan.mode == hoffman::SearchMode::First ? "a first search" : "an estimate"));
  Document out{plan_json(L, plan), {}, {}};
  if (plan.mode == hoffman::SearchMode::Estimate) report_estimate(request, L, plan, out);
  else if (plan.mode == hoffman::SearchMode::First) report_first(request, L, plan, out);
  else report_count(request, L, plan, out);
  return out;
}

Document hoffman_search_first(const HoffmanSearchRequest& request) {
  HoffmanSearchRequest first = request;
  first.mode = hoffman::SearchMode::First;
  return hoffman_search(first);
}

}  // namespace cw::report
