// `hoffman approx-count` as a document: the estimate, its (epsilon, delta) and what it cost.
#include <fmt/format.h>

#include <algorithm>

#include "core/atomic_file.hpp"
#include "core/interrupt.hpp"
#include "core/job_checkpoint.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"
#include "hoffman/approx_count.hpp"
#include "hoffman/grid_cnf.hpp"
#include "report/hoffman.hpp"
#include "report/hoffman_common.hpp"

namespace cw::report {
namespace {

hoffman::ApproxCountOptions options_of(const HoffmanApproxCountRequest& request) {
  // The declaration states delta > 0; a declared range has no exclusive maximum.
  if (!(request.delta < 1))
    throw ArgumentError("delta", fmt::format("the failure probability delta must lie strictly between 0 and 1, not {:g}", request.delta));
  if (!request.checkpoint.empty())  // refused now, not at the first save minutes into the job
    about_field("checkpoint", [&] { require_writable_location(request.checkpoint); });
  return request;  // the engine's options, as the request derives from them
}

// The job a checkpoint belongs to: the formula and the options (the hashes follow from them).
Json job_identity(const hoffman::Lengths& L, const Json& invariant, const HoffmanApproxCountRequest& request) {
  return {{"dim", L.n}, {"lengths", hoffman_lengths_json(L)}, {"invariant", invariant},
          {"epsilon", request.epsilon}, {"delta", request.delta}, {"seed", request.seed}};
}

hoffman::ApproxCount load_hashes(const JobCheckpoint& ck) {
  hoffman::ApproxCount done;
  ck.load([&](const Json& state) {
    done.estimates = state.at("estimates").get<std::vector<double>>();
    done.xors = state.at("xors").get<std::vector<int>>();
    if (done.estimates.size() != done.xors.size())
      throw RunError(fmt::format("checkpoint '{}' holds {} estimates for {} hashes", ck.path(), done.estimates.size(), done.xors.size()));
  });
  return done;
}

std::string space_text(int n, const std::vector<hoffman::Symmetry>& invariant) {
  if (invariant.empty()) return fmt::format("every grid (counted with cell 0 fixed to {}, times {}!)", hoffman::orientations(n).name(0), n);
  std::string t;
  for (const auto& y : invariant) t += (t.empty() ? "" : ", ") + hoffman::symmetry_text(y);
  return "the grids invariant under " + t;
}

std::string result_text(const hoffman::ApproxCount& c, double raw, const HoffmanApproxCountRequest& request,
                        size_t sampling, double seconds) {
  if (c.exact) return fmt::format("  exactly {:.0f} packings (fewer than the threshold {}: counted one by one); {:.2f} s\n", raw, c.threshold, seconds);
  if (c.iterations == 0) return fmt::format("  no estimate: stopped after {:.0f} s before the first hash finished\n", seconds);
  std::string t = fmt::format("  about {:.4g} packings, within a factor {:g} ", raw, 1 + request.epsilon);
  const double delta = hoffman::approx_count_delta(c.iterations);
  t += c.complete() ? fmt::format("with probability at least {:g}", 1 - request.delta)
       : delta < 1  ? fmt::format("with probability at least {:.2f} (stopped after {} of {} hashes)", 1 - delta, c.iterations, c.iterations_planned)
                    : fmt::format("without a guarantee (stopped after {} of {} hashes; {} give one)", c.iterations, c.iterations_planned,
                                  hoffman::approx_count_iterations(0.99));
  const auto [lo, hi] = std::minmax_element(c.xors.begin(), c.xors.end());
  t += fmt::format("\n  {} to {} XORs over {} sampling variables, cells of fewer than {} packings; {} solver calls, {:.1f} s\n",
                   *lo, *hi, sampling, c.threshold, c.solver_calls, seconds);
  return t;
}

}  // namespace

Document hoffman_approx_count(const HoffmanApproxCountRequest& request) {
  const auto L = hoffman_lengths(request.dim, request.lengths);
  const auto invariant = hoffman_invariant(request.invariant, L.n);
  const auto options = options_of(request);
  if (!hoffman::approx_count_available()) throw InputError(hoffman::kApproxCountUnavailable);
  Json syms = Json::array();
  for (const auto& y : invariant) syms.push_back(hoffman::symmetry_text(y));
  JobCheckpoint ck(request.checkpoint, "hoffman-approx-count", 1, job_identity(L, syms, request), request.interval);
  const hoffman::ApproxCount resumed = load_hashes(ck);
  const hoffman::GridCnf cnf = hoffman::grid_cnf(L, invariant, true);
  Stopwatch clock;
  Progress progress("hashes", static_cast<uint64_t>(hoffman::approx_count_iterations(options.delta)), request.quiet);
  progress.resumed_from(static_cast<uint64_t>(resumed.iterations));
  const auto save = [&](const hoffman::ApproxCount& so_far) {
    ck.save({{"estimates", so_far.estimates}, {"xors", so_far.xors}});
  };
  const auto c = hoffman::approx_count(
      cnf, options, [&] { return !interrupted() && !(request.time_limit > 0 && clock.seconds() >= request.time_limit); },
      resumed, [&](const hoffman::ApproxCount& so_far) {
        progress.update(static_cast<uint64_t>(so_far.iterations));
        progress.note(fmt::format("{} XORs in the last hash", so_far.xors.back()));
        if (ck.due()) save(so_far);
      });
  progress.finish();
  if (!c.exact) save(c);
  if (interrupted())
    throw Interrupted(interrupted_message(request.checkpoint));
  const double seconds = clock.seconds();
  const double per_space = invariant.empty() ? hoffman::orientations(L.n).count : 1;  // axis permutations act freely on cell 0
  const double raw = c.estimate * per_space;
  Json j = {{"dim", L.n},
            {"lengths", hoffman_lengths_json(L)},
            {"invariant", syms},
            {"estimate", raw},
            {"estimate_cell0_fixed", invariant.empty() ? Json(c.estimate) : Json(nullptr)},
            {"exact", c.exact},
            {"epsilon", request.epsilon},
            {"delta", request.delta},
            {"delta_achieved", c.exact ? 0.0 : c.iterations ? std::min(1.0, hoffman::approx_count_delta(c.iterations)) : 1.0},
            {"complete", c.complete()},
            {"interval", {raw / (1 + request.epsilon), raw * (1 + request.epsilon)}},
            {"threshold", c.threshold},
            {"iterations", c.iterations},
            {"iterations_planned", c.iterations_planned},
            {"estimates", c.estimates},
            {"xors", c.xors},
            {"solver_calls", c.solver_calls},
            {"sampling_variables", cnf.sampling.size()},
            {"variables", cnf.variables},
            {"clauses", cnf.clause_count},
            {"seed", request.seed},
            {"seconds", seconds}};
  if (c.exact) j["interval"] = {raw, raw};
  std::string t = fmt::format("Approximate count (hashing with CryptoMiniSat), dimension {}, lengths {}, {}:\n", L.n,
                              L.str(), space_text(L.n, invariant));
  t += result_text(c, raw, request, cnf.sampling.size(), seconds);
  return {j, t, {}};
}

}  // namespace cw::report
