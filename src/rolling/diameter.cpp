#include "rolling/diameter.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <functional>
#include <optional>
#include <set>
#include <string>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "core/resources.hpp"
#include "rolling/analyze.hpp"
#include "rolling/axis_pdb.hpp"
#include "rolling/layout.hpp"

namespace cw::rolling {
namespace {

// The landmark bound: d(s, t) <= d(l, s) + d(l, t) for every landmark l, so the diameter is at
// most the largest, over two profiles p = (d(l_1, s), ..., d(l_k, s)) that occur (the same one
// twice included), of min_i p_i + q_i. Search i keeps each state's distance (a byte per state)
// for the searches after it and marks the profiles (d_1, ..., d_i, its layer) that occur.
class Landmarks {
 public:
  static constexpr int kBits = 7;  // per distance in a profile's index: distances below 128
  Landmarks(const Layout& layout, int k) : layout_(layout), k_(k), present_(static_cast<size_t>(k)) {
    dist_.resize(static_cast<size_t>(std::max(k - 1, 0)));
    for (auto& d : dist_) d.assign(layout.states(), 0);
  }

  // The visitor of landmark search i, the i-th search of the walk (0-based).
  std::function<void(int, int, const uint64_t*)> visitor(int i) {
    auto& present = present_[static_cast<size_t>(i)];
    present.assign(size_t{1} << (kBits * (i + 1) - 6), 0);
    return [this, i, &present](int layer, int parity, const uint64_t* words) {
      if (layer >= (1 << kBits)) throw RunError("a landmark search went beyond 127 moves");
      const std::vector<int> regions = layout_.regions_of_colour(parity);
#pragma omp parallel for schedule(dynamic, 1)
      for (size_t r = 0; r < regions.size(); ++r) {
        const int q = regions[r];
        const uint64_t* W = words + layout_.word_offset(q);
        for (uint64_t w = 0; w < layout_.words(q); ++w)
          for (uint64_t bits = W[w]; bits; bits &= bits - 1) {
            const uint64_t rank = layout_.rank_of(q, w, std::countr_zero(bits));
            uint64_t profile = 0;
            for (int j = 0; j < i; ++j) profile = profile << kBits | dist_[static_cast<size_t>(j)][rank];
            profile = profile << kBits | static_cast<uint64_t>(layer);
            // Profiles repeat across millions of states: read before writing, and write atomically.
            if (!(present[profile >> 6] >> (profile & 63) & 1))
              __atomic_fetch_or(&present[profile >> 6], uint64_t{1} << (profile & 63), __ATOMIC_RELAXED);
            if (i + 1 < k_) dist_[static_cast<size_t>(i)][rank] = static_cast<uint8_t>(layer);
          }
      }
    };
  }

  // The bound from the first `searched` landmarks, and how many profiles occur.
  std::pair<int, uint64_t> bound(int searched) const {
    std::vector<std::array<int, kMaxLandmarks>> profiles;
    const auto& present = present_[static_cast<size_t>(searched - 1)];
    for (uint64_t word = 0; word < present.size(); ++word)
      for (uint64_t bits = present[word]; bits; bits &= bits - 1) {
        uint64_t index = word << 6 | static_cast<uint64_t>(std::countr_zero(bits));
        std::array<int, kMaxLandmarks> p{};
        for (int j = searched - 1; j >= 0; --j, index >>= kBits) p[static_cast<size_t>(j)] = static_cast<int>(index & ((1u << kBits) - 1));
        profiles.push_back(p);
      }
    // Sorted by the first distance, largest first: p_0 + q_0 bounds a pair, so once it is no
    // larger than the best so far, no later q can do better.
    std::sort(profiles.begin(), profiles.end(), [](const auto& x, const auto& y) { return x[0] > y[0]; });
    int best = 0;
    for (size_t x = 0; x < profiles.size() && 2 * profiles[x][0] > best; ++x)
      for (size_t y = x; y < profiles.size() && profiles[x][0] + profiles[y][0] > best; ++y) {
        int m = 255;
        for (int j = 0; j < searched; ++j)
          m = std::min(m, profiles[x][static_cast<size_t>(j)] + profiles[y][static_cast<size_t>(j)]);
        best = std::max(best, m);
      }
    return {best, profiles.size()};
  }

 private:
  const Layout& layout_;
  const int k_;
  std::vector<std::vector<uint8_t>> dist_;      // searches 0..k-2: each state's distance
  std::vector<std::vector<uint64_t>> present_;  // per search: the profiles that occur
};

Sweep sweep_states(const State& from, const DiameterOptions& opt,
                   std::function<void(int, int, const uint64_t*)> on_layer = {}) {
  AnalyzeOptions ao;
  ao.farthest_limit = static_cast<uint64_t>(opt.width);
  ao.memory_limit_bytes = opt.memory_limit_bytes;
  ao.quiet = opt.quiet;
  ao.on_layer = std::move(on_layer);
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
    ao.memory_limit_bytes = opt.memory_limit_bytes;
    check_analysis_fits(start, ao);
    const uint64_t bytes = analyze_needs(b).memory_bytes + static_cast<uint64_t>(std::max(opt.landmarks - 1, 0)) *
                                                              Layout(b).states();
    if (bytes > opt.memory_limit_bytes)
      throw RunError(fmt::format("{} landmarks on {} need {} of memory (a byte per state for each but the last), "
                                 "more than the {} limit",
                                 opt.landmarks, format_board(b), format_bytes(bytes), format_bytes(opt.memory_limit_bytes)));
  }
}

}  // namespace

void check_rounds(const DiameterOptions& opt) {
  if (opt.max_sweeps < 1) throw InputError(fmt::format("at least one round is needed, not {}", opt.max_sweeps));
}

void check_width(const DiameterOptions& opt) {
  if (opt.width < 1) throw InputError(fmt::format("each round needs at least one search, not {}", opt.width));
}

void check_landmarks(const DiameterOptions& opt) {
  if (opt.landmarks < 0 || opt.landmarks > kMaxLandmarks)
    throw InputError(fmt::format("landmarks: 0 to {}, not {}", kMaxLandmarks, opt.landmarks));
  if (opt.landmarks > 0 && opt.graph != DiameterGraph::States)
    throw InputError("landmarks bound the diameter from above on the graph of states only (the axis graph's "
                     "distances are at most the puzzle's)");
}

DiameterBound diameter_lower_bound(const State& start, const DiameterOptions& opt) {
  check_rounds(opt);
  check_width(opt);
  check_landmarks(opt);
  check_graph_fits(start, opt);
  DiameterBound d;
  d.graph = opt.graph;
  const bool states = opt.graph == DiameterGraph::States;
  std::optional<Layout> layout;
  std::optional<Landmarks> marks;
  if (opt.landmarks > 0) marks.emplace(layout.emplace(start.board), opt.landmarks);
  std::set<std::string> searched;
  std::vector<State> from{start};
  for (int round = 1; round <= opt.max_sweeps && !from.empty(); ++round) {
    const size_t first = d.sweeps.size();
    for (const State& s : from) {
      const int i = static_cast<int>(d.sweeps.size());
      d.sweeps.push_back(!states              ? sweep_axes(s, opt)
                         : i < opt.landmarks ? sweep_states(s, opt, marks->visitor(i))
                                             : sweep_states(s, opt));
      if (states) {
        const int through = 2 * d.sweeps.back().eccentricity;
        d.upper_bound = d.upper_bound ? std::min(d.upper_bound, through) : through;
      }
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
  if (marks) {
    d.landmarks = std::min(opt.landmarks, static_cast<int>(d.sweeps.size()));
    const auto [bound, profiles] = marks->bound(d.landmarks);
    d.upper_bound = std::min(d.upper_bound, bound);
    d.profiles = profiles;
  }
  return d;
}

}  // namespace cw::rolling
