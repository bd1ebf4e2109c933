// What the `roll` commands do beyond their declarations (cli/hooks.hpp): `roll solve` keeps IDA*'s
// solutions for `cubeworks reproduce` and says where to look when there is none; `roll analyze`
// announces a big job before it starts and keeps its result.
#include <fmt/format.h>

#include <cstdio>

#include "cli/hooks.hpp"
#include "core/atomic_file.hpp"
#include "core/mpi.hpp"
#include "core/resources.hpp"
#include "core/timer.hpp"
#include "report/roll.hpp"
#include "rolling/board.hpp"
#include "rolling/solve.hpp"

namespace cw::cli {
namespace {

// IDA* results are kept for `cubeworks reproduce`.
void keep_for_reproduce(const report::Document& d, double seconds) {
  Json cached = d.json;
  cached["seconds"] = seconds;
  make_directories(cache_directory());
  write_file_atomic(rolling::solve_cache_path(rolling::parse_state(d.json["from"].get<std::string>()),
                                              rolling::parse_state(d.json["to"].get<std::string>())),
                    cached.dump(2) + "\n");
}

void run_roll_solve(const DeclaredCommand& c) {
  const Json request = c.request();
  Stopwatch sw;
  report::Document d;
  try {
    d = c.run(request);
  } catch (const report::RollNoSolution& e) {
    if (!c.common().quiet) std::fputs(e.stats.c_str(), stderr);
    throw RunError(fmt::format("{} (see `cubeworks roll analyze --from {}`)", e.what(),
                               request.value("start", report::RollSolveRequest{}.start)));
  }
  const double seconds = sw.seconds();
  show_stats(c.common(), d);
  write_figures(c, request, d);
  if (!request.value("svg", "").empty() && d.figures.empty() && !c.common().quiet)
    std::fputs("no picture written: no solution within the move limit\n", stderr);
  if (!request.value("no_cache", false) && d.json["method"] != "bfs" && !d.json["length"].is_null())
    keep_for_reproduce(d, seconds);
  emit(c.common(), d.json, d.text);
}

void run_roll_analyze(const DeclaredCommand& c) {
  const Json request = c.request();
  // The plan reads the same request the verb will, to announce a big job before it starts.
  report::RollAnalyzePlan plan;
  try {
    plan = report::roll_analyze_plan(report::read_request<report::RollAnalyzeRequest>(c.verb(), request, kCli));
  } catch (const ArgumentError& e) {
    throw_for_cli(c.verb(), e);
  }
  if (!c.common().quiet) std::fputs(plan.announcement.c_str(), stderr);
  const auto d = c.run(request);
  if (plan.big && mpi::root()) {  // keep the result for `cubeworks reproduce`
    make_directories(cache_directory());
    write_file_atomic(plan.cache_path, d.json.dump(2) + "\n");
  }
  if (mpi::root()) write_figures(c, request, d);
  emit(c.common(), d);
}
}  // namespace

std::vector<VerbHook> roll_hooks() { return {{"roll.solve", run_roll_solve}, {"roll.analyze", run_roll_analyze}}; }

}  // namespace cw::cli
