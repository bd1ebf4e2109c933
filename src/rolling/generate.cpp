#include "rolling/generate.hpp"

#include <algorithm>
#include <random>
#include <unordered_set>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"

namespace cw::rolling {
namespace {

using Layer = std::vector<uint64_t>;

// Neighbours of `cur` not in `before` (the layer before it) nor in `cur`: a neighbour's distance
// differs by at most one. From one goal the graph's bipartition keeps every neighbour out of
// `cur`; goals of both colours (a pattern) may not.
Layer next_layer(const KindPacking& packing, const Layer& before, const Layer& cur) {
  Layer next;
  next.reserve(cur.size() * 2);
  for (uint64_t key : cur)
    for (Direction d : kDirections)
      if (const auto n = packing.move(key, d); n && !std::binary_search(before.begin(), before.end(), *n) &&
                                               !std::binary_search(cur.begin(), cur.end(), *n))
        next.push_back(*n);
  std::sort(next.begin(), next.end());
  next.erase(std::unique(next.begin(), next.end()), next.end());
  return next;
}

// `count` distinct indices below `population`, uniformly (Floyd's algorithm), ascending.
std::vector<uint64_t> sample(uint64_t population, uint64_t count, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::unordered_set<uint64_t> chosen;
  for (uint64_t j = population - count; j < population; ++j) {
    const uint64_t t = std::uniform_int_distribution<uint64_t>(0, j)(rng);
    chosen.insert(chosen.contains(t) ? j : t);
  }
  std::vector<uint64_t> out(chosen.begin(), chosen.end());
  std::sort(out.begin(), out.end());
  return out;
}

// Three layers stay; the next one is built in place of the oldest, with room for its duplicates.
uint64_t layer_bytes(uint64_t before, uint64_t cur, uint64_t next) { return 8 * (before + cur + 3 * next); }

// A layer that will not fit is refused before it is built: the last layer is the largest, so
// building it only to drop it took most of a refused run (a 4x4 scramble to 60 moves spent a
// minute in the page). The next layer is taken to grow as the last did: growth slows only where
// the layers near the farthest states, and there they stop growing (cur <= before) and are built.
void refuse_a_layer_too_large(uint64_t before, uint64_t cur, int distance, uint64_t limit) {
  if (before == 0 || cur <= before) return;
  const double growth = static_cast<double>(cur) / static_cast<double>(before);
  const uint64_t bytes = layer_bytes(before, cur, static_cast<uint64_t>(growth * static_cast<double>(cur)));
  if (bytes > limit)
    throw RunError(fmt::format("the layers at distance {} would need about {:.2f} GiB (growing {:.1f}-fold a move), "
                               "more than the limit of {:.2f} GiB", distance, bytes / 1073741824.0, growth,
                               limit / 1073741824.0));
}

}  // namespace

Generated generate_at_distance(const KindState& goal, const GenerateOptions& opt) {
  return generate_at_distance(std::vector<KindState>{goal}, opt);
}

Generated generate_at_distance(const std::vector<KindState>& goals, const GenerateOptions& opt) {
  if (opt.distance < -1) throw InputError(fmt::format("a distance is at least 0, not {}", opt.distance));
  if (opt.count == 0) throw InputError("at least one state must be asked for");
  if (goals.empty()) throw InputError("no goal state to start from");
  const KindPacking packing(goals.front());
  Layer before, cur;
  for (const KindState& goal : goals) cur.push_back(packing.key(goal));
  std::sort(cur.begin(), cur.end());
  cur.erase(std::unique(cur.begin(), cur.end()), cur.end());
  Generated g;
  g.histogram.push_back(cur.size());
  Progress progress("layers", 0, opt.quiet);
  for (int d = 0; d != opt.distance; ++d) {
    refuse_a_layer_too_large(before.size(), cur.size(), d + 1, opt.memory_limit);
    Layer next = next_layer(packing, before, cur);
    if (next.empty()) {
      if (opt.distance < 0) break;
      throw ArgumentError("distance", fmt::format("no state is {} moves from the goal: the farthest are {} moves away",
                                                  opt.distance, d));
    }
    const uint64_t bytes = layer_bytes(before.size(), cur.size(), next.size());
    if (bytes > opt.memory_limit)
      throw RunError(fmt::format("the layers at distance {} need {:.2f} GiB, more than the limit of {:.2f} GiB", d + 1,
                                 bytes / 1073741824.0, opt.memory_limit / 1073741824.0));
    if (interrupted()) throw Interrupted("interrupted: nothing saved (a search of minutes at most)");
    g.histogram.push_back(next.size());
    before = std::move(cur);
    cur = std::move(next);
    progress.note(fmt::format("layer {}", d + 1));
    progress.update(static_cast<uint64_t>(d + 1));
  }
  progress.finish();
  g.distance = static_cast<int>(g.histogram.size()) - 1;
  g.at_distance = cur.size();
  for (uint64_t i : sample(cur.size(), std::min<uint64_t>(opt.count, cur.size()), opt.seed))
    g.states.push_back(packing.state(cur[i]));
  return g;
}

}  // namespace cw::rolling
