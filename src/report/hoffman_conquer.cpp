// `hoffman conquer` as a document: the cubes settled and open, the packings found in them, the
// solver's rate per core and what the cubes not yet tried would cost at that rate.
#include <fmt/format.h>

#include <set>

#include "core/atomic_file.hpp"
#include "hoffman/conquer.hpp"
#include "hoffman/symmetry.hpp"
#include "report/hoffman.hpp"
#include "report/hoffman_common.hpp"

namespace cw::report {
namespace {

hoffman::ConquerJob job_of(const HoffmanConquerRequest& request) {
  hoffman::ConquerJob job;
  static_cast<hoffman::ConquerSettings&>(job) = request;
  job.lengths = hoffman_lengths(request.dim, request.lengths, false, hoffman::kMaxDim);
  job.invariant = hoffman_invariant(request.invariant, job.lengths.n);
  job.quiet_progress = request.quiet;
  about_field("depth", [&] {
    hoffman::cube_cells(job.lengths.n, job.depth, job.invariant.empty());
    hoffman::cube_count(job.lengths.n, job.depth);
  });
  if (!job.checkpoint.empty())  // refused now, not at the first save minutes into the job
    about_field("checkpoint", [&] { require_writable_location(job.checkpoint); });
  about_field("sample", [&] { hoffman::check_sample(job); });
  about_field("count", [&] { hoffman::check_count(job); });
  return job;
}

// Solver time per cube tried, and what the untried cubes would take at that mean.
struct Rates {
  double refuted_per_core_hour = 0;
  double core_seconds_per_cube = 0;
  double untried_core_hours = 0;
};

Rates rates_of(const hoffman::ConquerResult& r) {
  Rates k;
  const uint64_t tried = r.chosen - r.untried;
  if (r.core_seconds > 0) k.refuted_per_core_hour = static_cast<double>(r.refuted) / (r.core_seconds / 3600);
  if (tried > 0) k.core_seconds_per_cube = r.core_seconds / static_cast<double>(tried);
  k.untried_core_hours = k.core_seconds_per_cube * static_cast<double>(r.untried) / 3600;
  return k;
}

// The symmetries of the n-cube: 2^n n! (the tables of symmetry.hpp stop at 4D).
int group_order(int n) { return (1 << n) * hoffman::orientations(n).count; }

// Each packing with its least image (n <= 4, where the symmetry tables exist; in 5D each is its own).
Json packings_json(const hoffman::ConquerResult& r, size_t& distinct) {
  Json list = Json::array();
  std::set<hoffman::Grid> classes;
  for (const auto& [cube, grid] : r.packings) {
    Json p = {{"cube", cube}, {"grid", hoffman::grid_text(grid)}};
    const hoffman::Grid canonical = r.lengths.n <= hoffman::kMaxSearchDim ? hoffman::canonical_form(grid) : grid;
    p["canonical"] = hoffman::grid_text(canonical);
    classes.insert(canonical);
    list.push_back(p);
  }
  distinct = classes.size();
  return list;
}

std::string space_text(const hoffman::ConquerJob& job) {
  if (job.invariant.empty()) return fmt::format("every grid, cell 0 fixed to {}", hoffman::orientations(job.lengths.n).name(0));
  std::string t;
  for (const auto& y : job.invariant) t += (t.empty() ? "" : ", ") + hoffman::symmetry_text(y);
  return "the grids invariant under " + t;
}

std::string report_text(const hoffman::ConquerJob& job, const hoffman::ConquerResult& r, const Rates& k, size_t distinct) {
  std::string cells;
  for (int c : r.cells) cells += (cells.empty() ? "" : ", ") + hoffman::cell_name(r.lengths.n, c);
  std::string t = fmt::format(
      "Cube-and-conquer, dimension {}, lengths {}, {}: {}{} cubes from {}, at most {} conflicts per cube{}\n",
      r.lengths.n, r.lengths.str(), space_text(job),
      job.sample ? fmt::format("a random sample (seed {}) of {} of the ", job.seed, job.sample) : "", r.cubes,
      cells.empty() ? "no cells (one cube: the whole space)" : "the orientations of " + cells, job.cube_conflicts,
      r.ranks > 1 ? fmt::format(", {} ranks", r.ranks) : "");
  t += fmt::format("  refuted         {:>10}\n", r.refuted);
  t += fmt::format("  with a packing  {:>10}  (one packing each, verified by the exact checker; {} distinct up to "
                   "the {} symmetries)\n",
                   r.with_packing, distinct, group_order(r.lengths.n));
  t += fmt::format("  open            {:>10}{}\n", r.open,
                   r.open ? "  (budget spent: a larger budget per cube retries them)" : "");
  t += fmt::format("  untried         {:>10}{}\n", r.untried, r.stopped ? "  (the time limit ended this run)" : "");
  t += fmt::format("solver: {} conflicts, {:.3g} core-seconds over every run; {:.3g} cubes refuted per core-hour; "
                   "this run {:.1f} s\n",
                   r.conflicts, r.core_seconds, k.refuted_per_core_hour, r.seconds);
  if (r.untried > 0 && r.chosen > r.untried)
    t += fmt::format("the {} untried cubes at the mean so far ({:.3g} core-seconds a cube): {:.3g} core-hours\n",
                     r.untried, k.core_seconds_per_cube, k.untried_core_hours);
  if (job.count && job.sample) {
    const hoffman::SampleEstimate e = hoffman::estimate_from_sample(r);
    t += fmt::format("{} packings and {} orbits counted in the sample; {} of its cubes hold packings\n", r.packing_count,
                     r.orbit_count, e.cubes_with_packings);
    if (!r.settled()) return t + "the sample is not settled yet: no estimate\n";
    t += fmt::format("estimated packings in the space: {:.4g} (standard error {:.2g}); orbits: {:.4g} (standard "
                     "error {:.2g})\n",
                     e.packings, e.packings_stderr, e.orbits, e.orbits_stderr);
    return t + "  (the sample mean times the cubes; a normal interval is optimistic when few sampled cubes hold packings)\n";
  }
  if (job.count) {
    t += fmt::format("{} {} packings in the space, {} orbits under the {} symmetries{}\n", r.settled() ? "exactly" : "at least",
                     r.packing_count, r.orbit_count, group_order(r.lengths.n),
                     r.settled() ? " (every cube counted to the end)" : " (open and untried cubes hold more)");
    if (job.invariant.empty())
      t += fmt::format("with cell 0 free: {} {} packings (times {}!: the axis permutations act freely on cell 0)\n",
                       r.settled() ? "exactly" : "at least", r.packing_count * static_cast<uint64_t>(hoffman::orientations(r.lengths.n).count),
                       r.lengths.n);
    return t;
  }
  t += r.settled() ? "every cube is settled: the packings above are one per cube that holds any\n"
                   : "not settled: open and untried cubes may hold packings\n";
  return t;
}

}  // namespace

Document hoffman_conquer(const HoffmanConquerRequest& request) {
  const hoffman::ConquerJob job = job_of(request);
  const hoffman::ConquerResult r = hoffman::run_conquer(job);
  const Rates k = rates_of(r);
  size_t distinct = 0;
  Json packings = packings_json(r, distinct);
  Json cells = Json::array(), open = Json::array();
  for (int c : r.cells) cells.push_back(hoffman::cell_name(r.lengths.n, c));
  for (const auto& c : r.records)
    if (c.status == hoffman::CubeStatus::Open) open.push_back(c.index);
  Json invariant = Json::array();
  for (const auto& y : job.invariant) invariant.push_back(hoffman::symmetry_text(y));
  Json j = {{"dim", r.lengths.n},
            {"lengths", hoffman_lengths_json(r.lengths)},
            {"invariant", invariant},
            {"depth", r.depth},
            {"cells", cells},
            {"cubes", r.cubes},
            {"cube_conflicts", request.cube_conflicts},
            {"batch", job.batch > 0 ? job.batch : static_cast<uint64_t>(hoffman::orientations(r.lengths.n).count)},
            {"refuted", r.refuted},
            {"with_packing", r.with_packing},
            {"open", r.open},
            {"untried", r.untried},
            {"settled", r.settled()},
            {"open_cubes", open},
            {"packings", packings},
            {"distinct_packings", distinct},
            {"conflicts", r.conflicts},
            {"core_seconds", r.core_seconds},
            {"seconds", r.seconds},
            {"ranks", r.ranks},
            {"variables", r.variables},
            {"clauses", r.clauses},
            {"refuted_per_core_hour", k.refuted_per_core_hour},
            {"untried_core_hours", k.untried_core_hours}};
  if (job.sample) {
    j["sample"] = job.sample;
    j["seed"] = job.seed;
  }
  if (job.count && job.sample && r.settled()) {
    const hoffman::SampleEstimate e = hoffman::estimate_from_sample(r);
    j["estimate"] = {{"packings", e.packings}, {"packings_stderr", e.packings_stderr}, {"orbits", e.orbits},
                     {"orbits_stderr", e.orbits_stderr}, {"cubes_with_packings", e.cubes_with_packings}};
    if (job.invariant.empty())
      j["estimate"]["packings_cell0_free"] = e.packings * hoffman::orientations(r.lengths.n).count;
  }
  if (job.count) {
    j["packing_count"] = r.packing_count;
    j["orbit_count"] = r.orbit_count;
    j["count_exact"] = r.settled() && !job.sample;
    if (job.invariant.empty())
      j["packing_count_cell0_free"] = r.packing_count * static_cast<uint64_t>(hoffman::orientations(r.lengths.n).count);
  }
  return {j, report_text(job, r, k, distinct), {}};
}

}  // namespace cw::report
