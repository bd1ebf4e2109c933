// `cubeworks roll solve`: an optimal move string, the number of optimal strings, optionally all
// (options: report/rolling.hpp, CW_ROLL_SOLVE_FIELDS).
#include <fmt/format.h>

#include <cstdio>

#include "cli/declared.hpp"
#include "cli/roll.hpp"
#include "core/atomic_file.hpp"
#include "core/resources.hpp"
#include "core/timer.hpp"
#include "report/rolling.hpp"
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
  const std::string svg = request.value("svg", "");
  const bool keep = !request.value("no_cache", false);
  Stopwatch sw;
  report::Document d;
  try {
    d = c.run(request);
  } catch (const report::RollNoSolution& e) {
    if (!c.common().quiet) std::fputs(e.stats.c_str(), stderr);
    const report::RollSolveRequest defaults;
    throw RunError(fmt::format("{} (see `cubeworks roll analyze --from {}`)", e.what(),
                               request.value("start", defaults.start)));
  }
  const double seconds = sw.seconds();
  show_stats(c.common(), d);
  if (!svg.empty() && !d.figures.empty()) write_output_file(c.common(), svg, d.figures.at(0).svg);
  else if (!svg.empty() && !c.common().quiet) std::fputs("no picture written: no solution within the move limit\n", stderr);
  if (keep && d.json["method"] != "bfs" && !d.json["length"].is_null()) keep_for_reproduce(d, seconds);
  emit(c.common(), d.json, d.text);
}
}  // namespace

void register_roll_solve(CLI::App& roll) { add_declared(roll, "roll.solve", run_roll_solve); }

}  // namespace cw::cli
