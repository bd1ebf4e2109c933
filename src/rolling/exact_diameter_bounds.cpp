// The exact diameter's bounds (ClassBounds, exact_diameter_internal.hpp): per symmetry class
// lo <= eccentricity <= hi, set by each batch, spread along the class graph (eccentricity is
// 1-Lipschitz along an edge), tightened by the distances to the classes that may lie at the
// diameter, summed up into the figures, and saved in checkpoints.
#include <algorithm>

#include <fmt/format.h>

#include "core/json.hpp"
#include "rolling/exact_diameter_internal.hpp"

namespace cw::rolling::exact {
namespace {

// Eccentricity is 1-Lipschitz along edges: ecc(v) <= ecc(w) + 1 and ecc(v) >= ecc(w) - 1 for
// neighbours. Tightens each class's bound by these inequalities to a fixed point (Dial's
// buckets, one pass) over the class graph.
void tighten(const std::vector<uint32_t>& adj, std::vector<uint8_t>& b, bool upper) {
  const uint64_t k = b.size();
  std::vector<std::vector<uint32_t>> bucket(256);
  for (uint64_t v = 0; v < k; ++v)
    if (upper ? b[v] < 255 : b[v] > 0) bucket[b[v]].push_back(static_cast<uint32_t>(v));
  for (int step = 0; step < 255; ++step) {
    const int e = upper ? step : 255 - step, f = upper ? e + 1 : e - 1;
    for (size_t i = 0; i < bucket[static_cast<size_t>(e)].size(); ++i) {
      const uint32_t v = bucket[static_cast<size_t>(e)][i];
      if (b[v] != e) continue;
      for (int d = 0; d < 4; ++d) {
        const uint32_t w = adj[uint64_t{v} * 4 + static_cast<uint64_t>(d)];
        if (upper ? b[w] > f : b[w] < f) {
          b[w] = static_cast<uint8_t>(f);
          bucket[static_cast<size_t>(f)].push_back(w);
        }
      }
    }
    std::vector<uint32_t>().swap(bucket[static_cast<size_t>(e)]);
  }
}

// ecc(w) <= max(T - 1, reach_T(w)) (ClassBounds::reach), then spread again.
void bound_by_reach(const std::vector<uint32_t>& adj, ClassBounds& b) {
  for (auto& r : b.reach) tighten(adj, r, true);
  const int low = b.diameter_low();
  for (size_t c = 0; c < b.hi.size(); ++c)
    for (int t = 0; t < kSets; ++t)
      b.hi[c] = static_cast<uint8_t>(std::min<int>(b.hi[c], std::max(low + t - 1, int{b.reach[static_cast<size_t>(t)][c]})));
  tighten(adj, b.hi, true);
}

}  // namespace

std::vector<uint32_t> class_neighbours(const Space& s) {
  const uint64_t k = s.classes.first.size();
  std::vector<uint32_t> adj(k * 4);
  for (uint64_t c = 0; c < k; ++c)
    for (uint64_t d = 0; d < 4; ++d) adj[c * 4 + d] = s.classes.of[s.next[uint64_t{s.classes.first[c]} * 4 + d]];
  return adj;
}

void mark_sets(const ClassBounds& b, const Classes& classes, std::array<std::vector<uint64_t>, kSets>& bits) {
  const int low = b.diameter_low();
  for (auto& set : bits) std::fill(set.begin(), set.end(), 0);
  for (uint64_t v = 0; v < classes.of.size(); ++v)
    for (int t = 0; t < kSets; ++t)
      if (b.hi[classes.of[v]] >= low + t) bits[static_cast<size_t>(t)][v >> 6] |= uint64_t{1} << (v & 63);
}

void record_batch(ClassBounds& b, const std::vector<uint32_t>& batch, const Measured& m) {
  for (size_t j = 0; j < batch.size(); ++j) {
    const uint32_t c = batch[j];
    const uint8_t ecc = m.eccentricity[j];
    if (ecc < b.lo[c] || ecc > b.hi[c])
      throw RunError(fmt::format("internal: an eccentricity of {} outside the bounds {}..{}", ecc, b.lo[c], b.hi[c]));
    b.lo[c] = b.hi[c] = ecc;
    b.searched[c] = m.farthest[j] ? 1 : 2;  // 2: searched without its farthest count
    b.far[c] = m.farthest[j];
    if (m.reached)
      for (int t = 0; t < kSets; ++t)
        b.reach[static_cast<size_t>(t)][c] = std::min(b.reach[static_cast<size_t>(t)][c], m.reach[static_cast<size_t>(t)][j]);
  }
}

void spread_bounds(const Space& space, const std::vector<uint8_t>& last, bool reached, ClassBounds& b) {
  const Classes& classes = space.classes;
  for (uint64_t v = 0; v < space.n; ++v) b.lo[classes.of[v]] = std::max(b.lo[classes.of[v]], last[v]);
  tighten(space.class_next, b.hi, true);
  tighten(space.class_next, b.lo, false);
  if (reached) bound_by_reach(space.class_next, b);
  for (uint64_t c = 0; c < b.lo.size(); ++c)
    if (b.lo[c] > b.hi[c]) throw RunError("internal: crossed eccentricity bounds");
}

void summarise(ExactDiameter& r, const Classes& c, const ClassBounds& b) {
  const std::vector<uint8_t>& ecc = b.lo;
  r.diameter = *std::max_element(ecc.begin(), ecc.end());
  r.radius = b.radius_high();
  r.eccentricities.assign(static_cast<size_t>(r.diameter) + 1, 0);
  r.unresolved_low = 255;
  uint64_t ordered = 0;
  for (size_t i = 0; i < ecc.size(); ++i) {
    if (!b.known(i)) {
      r.unresolved_states += c.size[i];
      r.unresolved_low = std::min<int>(r.unresolved_low, b.lo[i]);
      r.unresolved_high = std::max<int>(r.unresolved_high, b.hi[i]);
      continue;
    }
    r.eccentricities[ecc[i]] += c.size[i];
    if (ecc[i] == r.diameter) ordered += c.size[i] * b.far[i];
  }
  if (r.unresolved_states == 0) r.unresolved_low = 0;
  r.central_states = r.eccentricities[static_cast<size_t>(r.radius)];
  r.peripheral_states = r.eccentricities[static_cast<size_t>(r.diameter)];
  r.antipodal_pairs = ordered / 2;  // each unordered pair counted from both ends
}

Json to_checkpoint(const ClassBounds& b) {
  return Json{{"lo", bytes_json(b.lo)}, {"hi", bytes_json(b.hi)}, {"reach_at", bytes_json(b.reach[0])},
              {"reach_above", bytes_json(b.reach[1])}, {"searched", bytes_json(b.searched)}, {"far", words_json(b.far)}};
}

void from_checkpoint(const Json& state, ClassBounds& b) {
  ClassBounds saved(b.lo.size());
  read_bytes(state.at("lo"), saved.lo);
  read_bytes(state.at("hi"), saved.hi);
  read_bytes(state.at("searched"), saved.searched);
  read_words(state.at("far"), saved.far);
  // Checkpoints written before reach was kept: no class's reach is bounded yet.
  if (state.contains("reach_at")) read_bytes(state.at("reach_at"), saved.reach[0]);
  if (state.contains("reach_above")) read_bytes(state.at("reach_above"), saved.reach[1]);
  const size_t k = b.lo.size();
  if (saved.lo.size() != k || saved.hi.size() != k || saved.reach[0].size() != k || saved.reach[1].size() != k ||
      saved.searched.size() != k || saved.far.size() != k)
    throw RunError("inconsistent sizes");
  b = std::move(saved);
}

}  // namespace cw::rolling::exact
