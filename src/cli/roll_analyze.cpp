// `cubeworks roll analyze`: the whole state space of a board seen from one start state (options:
// report/rolling.hpp, CW_ROLL_ANALYZE_FIELDS).
#include <cstdio>

#include "cli/declared.hpp"
#include "cli/roll.hpp"
#include "core/atomic_file.hpp"
#include "core/mpi.hpp"
#include "core/resources.hpp"
#include "report/rolling.hpp"
#include "report/verbs.hpp"

namespace cw::cli {
namespace {

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
  emit(c.common(), d);
}
}  // namespace

void register_roll_analyze(CLI::App& roll) { add_declared(roll, "roll.analyze", run_roll_analyze); }

}  // namespace cw::cli
