#include "rolling/diameter.hpp"

#include <algorithm>
#include <set>
#include <string>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "rolling/analyze.hpp"
#include "rolling/axis_pdb.hpp"

namespace cw::rolling {
namespace {

Sweep sweep_states(const State& from, const DiameterOptions& opt) {
  AnalyzeOptions ao;
  ao.farthest_limit = static_cast<uint64_t>(opt.width);
  ao.memory_limit = opt.memory_limit;
  ao.quiet = opt.quiet;
  Stopwatch clock;
  const Analysis a = analyze(from, ao);
  return {from, a.max_distance, a.farthest_count, a.farthest, clock.seconds()};
}

Sweep sweep_axes(const State& from, const DiameterOptions& opt) {
  Stopwatch clock;
  const AxisPdb axes = AxisPdb::build(from);
  const int r = axes.radius();
  return {from, r, axes.count_at(r), axes.states_at(r, static_cast<size_t>(opt.width)), clock.seconds()};
}

void check_graph_fits(const State& start, const DiameterOptions& opt) {
  const Board b = start.board;
  if (b.rows == 2 && b.cols == 2)
    throw InputError("the 2x2 board's states do not all reach each other: its diameter is not defined");
  if (opt.graph == DiameterGraph::Axes && b.cells() > AxisPdb::kMaxCells)
    throw RunError(fmt::format("the axis graph of {} has {} cells, more than the {} it serves", format_board(b),
                               b.cells(), AxisPdb::kMaxCells));
  if (opt.graph == DiameterGraph::States) {
    AnalyzeOptions ao;
    ao.memory_limit = opt.memory_limit;
    check_analysis_fits(start, ao);
  }
}

}  // namespace

void check_rounds(const DiameterOptions& opt) {
  if (opt.max_sweeps < 1) throw InputError(fmt::format("at least one round is needed, not {}", opt.max_sweeps));
}

void check_width(const DiameterOptions& opt) {
  if (opt.width < 1) throw InputError(fmt::format("each round needs at least one search, not {}", opt.width));
}

DiameterBound diameter_lower_bound(const State& start, const DiameterOptions& opt) {
  check_rounds(opt);
  check_width(opt);
  check_graph_fits(start, opt);
  DiameterBound d;
  d.graph = opt.graph;
  std::set<std::string> searched;
  std::vector<State> from{start};
  for (int round = 1; round <= opt.max_sweeps && !from.empty(); ++round) {
    const size_t first = d.sweeps.size();
    for (const State& s : from) {
      d.sweeps.push_back(opt.graph == DiameterGraph::Axes ? sweep_axes(s, opt) : sweep_states(s, opt));
      d.sweeps.back().round = round;
      searched.insert(format_state(s));
    }
    const Sweep& best = *std::max_element(d.sweeps.begin() + static_cast<std::ptrdiff_t>(first), d.sweeps.end(),
                                          [](const Sweep& x, const Sweep& y) { return x.eccentricity < y.eccentricity; });
    // A tie goes on (a farthest state of equal eccentricity may lead farther); a loss or a state
    // searched before ends the walk.
    if (round > 1 && best.eccentricity < d.lower_bound) break;
    if (best.eccentricity > d.lower_bound) {
      d.lower_bound = best.eccentricity;
      d.a = best.from;
      d.b = best.farthest.front();
    }
    from.clear();
    for (const State& f : best.farthest)
      if (!searched.contains(format_state(f))) from.push_back(f);
  }
  return d;
}

}  // namespace cw::rolling
