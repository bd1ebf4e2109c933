// The exact diameter's run of batches (settle): which open classes each batch searches, the
// bounds each one settles, the progress line, and the checkpoint the run saves and resumes.
#include <algorithm>
#include <filesystem>
#include <string>

#include <fmt/format.h>

#include "core/job_checkpoint.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"
#include "rolling/exact_diameter_internal.hpp"

namespace cw::rolling::exact {
namespace {

constexpr uint32_t kDiameterCheckpointVersion = 1;
constexpr uint64_t kSmallSpace = uint64_t{1} << 20;

// How far a run is: the bounds, how many open classes may still be at each end (with extremes
// only the run settles them all; both sets only shrink, as the bounds only tighten), and in the
// peripheral phase how many classes at the diameter still want their farthest counts.
struct Standing {
  int most_lo = 0, most_hi = 0, least_lo = 0, least_hi = 0;
  uint64_t at_diameter = 0, at_radius = 0, at_either = 0, known = 0, uncounted = 0;
};

Standing standing_of(const ClassBounds& b) {
  Standing s;
  s.most_lo = b.diameter_low();
  s.most_hi = b.diameter_high();
  s.least_lo = b.radius_low();
  s.least_hi = b.radius_high();
  for (size_t c = 0; c < b.lo.size(); ++c) {
    s.known += b.known(c);
    s.uncounted += b.known(c) && b.wants_farthest_count(c, s.most_lo);
    const bool diameter = b.may_be_at_diameter(c, s.most_lo), radius = b.may_be_at_radius(c, s.least_hi);
    s.at_diameter += diameter;
    s.at_radius += radius;
    s.at_either += diameter || radius;
  }
  return s;
}

std::string note_of(const Standing& s, bool peripheral) {
  if (peripheral) return fmt::format("diameter {}, radius {}; farthest counts: {} classes left", s.most_lo, s.least_hi, s.uncounted);
  return fmt::format("diameter {}..{}, {} classes open at it; radius {}..{}, {} open", s.most_lo, s.most_hi, s.at_diameter,
                     s.least_lo, s.least_hi, s.at_radius);
}

struct Batch {
  int colour = 0;                // the colour of the sources' empty cells
  std::vector<uint32_t> classes;
};

// The order of the candidates for the diameter: largest upper bound, then largest lower bound,
// then rank; for the radius: least lower bound, then rank.
struct HighestFirst {
  const ClassBounds& b;
  bool operator()(uint32_t x, uint32_t y) const {
    return b.hi[x] != b.hi[y] ? b.hi[x] > b.hi[y] : b.lo[x] != b.lo[y] ? b.lo[x] > b.lo[y] : x < y;
  }
};
struct LowestFirst {
  const ClassBounds& b;
  bool operator()(uint32_t x, uint32_t y) const { return b.lo[x] != b.lo[y] ? b.lo[x] < b.lo[y] : x < y; }
};

// The classes a batch may take: `high` those that may be at the diameter (every unknown one
// without extremes_only; in the peripheral phase those that want their farthest counts), `low`
// those that may be at the radius, `other` the rest of the unknown ones.
struct Candidates {
  std::vector<uint32_t> high, low, other;
};

Candidates candidates_of(const ClassBounds& b, bool peripheral_only, bool extremes_only) {
  const int most_lo = b.diameter_low();
  const int least_hi = b.radius_high();
  Candidates pool;
  for (uint32_t c = 0; c < b.lo.size(); ++c) {
    if (peripheral_only) {
      if (b.wants_farthest_count(c, most_lo)) pool.high.push_back(c);
    } else if (!b.known(c)) {
      if (!extremes_only || b.may_be_at_diameter(c, most_lo)) pool.high.push_back(c);
      else if (b.may_be_at_radius(c, least_hi)) pool.low.push_back(c);
      else pool.other.push_back(c);
    }
  }
  return pool;
}

// A batch's searches all start on one colour. The colour of the first class in order; where it
// has sources of both colours, the colour more of the candidates have.
int batch_colour(const ClassBounds& b, const Classes& classes, const Candidates& pool) {
  const std::vector<uint32_t>& high = pool.high;
  const std::vector<uint32_t>& low = pool.low;
  const uint32_t best = high.empty() ? *std::min_element(low.begin(), low.end(), LowestFirst{b})
                                     : *std::min_element(high.begin(), high.end(), HighestFirst{b});
  auto lacking = [&](int colour) {
    const auto lacks = [&](uint32_t c) { return classes.source[static_cast<size_t>(colour)][c] == kNone; };
    return std::count_if(high.begin(), high.end(), lacks) + std::count_if(low.begin(), low.end(), lacks);
  };
  if (classes.source[0][best] == kNone) return 1;
  if (classes.source[1][best] != kNone) return lacking(0) > lacking(1);
  return 0;
}

// The first `take` of the candidates for the diameter to the front: from the head of the order,
// or with both_ends half from its head and half from its tail.
void order_for_diameter(const ClassBounds& b, std::vector<uint32_t>& high, size_t take, bool both_ends) {
  if (both_ends && high.size() > take) {
    // The head of the order decides the diameter, but its searches settle few other classes: a
    // search of eccentricity e lowers an upper bound h by spreading only within h - e moves of
    // it, and most candidates lie far below the diameter (on 2x5, with the diameter 71 settled,
    // lower bounds of 53 to 67). The tail, least hi and then least lo, holds likely central
    // classes, each of which lowers the bounds of a wide ball.
    std::sort(high.begin(), high.end(), HighestFirst{b});
    const auto head = static_cast<std::ptrdiff_t>(take / 2), tail = static_cast<std::ptrdiff_t>(take) - head;
    std::rotate(high.begin() + head, high.end() - tail, high.end());
  } else {
    std::partial_sort(high.begin(), high.begin() + static_cast<std::ptrdiff_t>(take), high.end(), HighestFirst{b});
  }
}

// The classes to search next: unknown ones, largest upper bound first (they decide the diameter,
// and, far from everything searched so far, they spread the searches over the graph), then
// largest lower bound, then rank. With extremes_only, only the classes that may still be at the
// diameter (hi >= the largest lo) or at the radius (lo <= the smallest hi), half a batch of each
// where both remain. In the peripheral phase: the classes at the diameter searched without counts.
// from_both_ends: half of the diameter's share (or of every open class) from the head of that
// order, half from its tail.
Batch next_batch(const ClassBounds& b, const Classes& classes, bool peripheral_only, bool extremes_only, bool fill,
                 bool from_both_ends) {
  Candidates pool = candidates_of(b, peripheral_only, extremes_only);
  auto& [high, low, other] = pool;
  Batch batch;
  if (high.empty() && low.empty()) return batch;
  batch.colour = batch_colour(b, classes, pool);
  const auto lacks = [&](uint32_t c) { return classes.source[static_cast<size_t>(batch.colour)][c] == kNone; };
  for (auto* list : {&high, &low, &other}) std::erase_if(*list, lacks);
  const size_t take_low = std::min<size_t>(low.size(), high.empty() ? kBatch : kBatch / 2);
  const size_t take_high = std::min<size_t>(high.size(), kBatch - take_low);
  order_for_diameter(b, high, take_high, from_both_ends && !peripheral_only);
  std::partial_sort(low.begin(), low.begin() + static_cast<std::ptrdiff_t>(take_low), low.end(), LowestFirst{b});
  high.resize(take_high);
  high.insert(high.end(), low.begin(), low.begin() + static_cast<std::ptrdiff_t>(take_low));
  // With extremes only, a batch short of candidates costs as much as a full one: the rest of its
  // searches tighten other classes' bounds for free.
  if (fill && extremes_only && !peripheral_only) {
    const size_t take = std::min<size_t>(other.size(), kBatch - high.size());
    std::partial_sort(other.begin(), other.begin() + static_cast<std::ptrdiff_t>(take), other.end(), HighestFirst{b});
    high.insert(high.end(), other.begin(), other.begin() + static_cast<std::ptrdiff_t>(take));
  }
  batch.classes = std::move(high);
  return batch;
}

// What the batches of a run share: the layer at which each state was last reached (with bounds),
// and the sets P_D and P_D+1 whose distances a batch measures (ClassBounds::reach, with partners).
struct BatchBuffers {
  std::vector<uint8_t> last;
  bool partners = false;
  std::array<std::vector<uint64_t>, kSets> set_bits;
  BatchBuffers(uint64_t n, const ExactDiameterOptions& opt)
      // Every eccentricity: measured, the reach bounds retired no more classes (eight cubes on 2x4:
      // 186 batches against 184) and cost a tenth more time.
      : last(opt.bounds ? n : 0), partners(opt.bounds && opt.extremes_only && opt.partners) {
    if (partners)
      for (auto& set : set_bits) set.assign((n + 63) / 64, 0);
  }
};

// The batch's searches into m; false when Ctrl-C came first (m then incomplete).
bool search_batch(BatchSearch& search, const Space& space, const ExactDiameterOptions& opt, const Batch& next,
                  bool peripheral, const ClassBounds& b, BatchBuffers& buffers, Measured& m) {
  const std::vector<uint32_t>& batch = next.classes;
  std::vector<uint32_t> sources;
  for (uint32_t c : batch) sources.push_back(space.classes.source[static_cast<size_t>(next.colour)][c]);
  m.eccentricity.assign(batch.size(), 0);
  m.farthest.assign(batch.size(), 0);
  // Farthest counts matter only at the diameter: counted for every class when the diameter is
  // not bounded (no bounds) or in the peripheral phase, else for the searches that end last in
  // their batch at or beyond the diameter's lower bound (the others are below the diameter).
  CountFarthest counting;
  counting.all = peripheral || !opt.bounds;
  counting.last_from = b.diameter_low();
  m.reached = buffers.partners && !peripheral;
  if (m.reached) mark_sets(b, space.classes, buffers.set_bits);
  for (auto& r : m.reach) r.assign(batch.size(), 0);
  const uint64_t* sets[kSets] = {buffers.set_bits[0].data(), buffers.set_bits[1].data()};
  uint8_t* reach_out[kSets] = {m.reach[0].data(), m.reach[1].data()};
  return search.run(sources.data(), static_cast<int>(batch.size()), next.colour, m.eccentricity.data(),
                    m.farthest.data(), counting, opt.bounds && !peripheral ? buffers.last.data() : nullptr,
                    m.reached ? sets : nullptr, reach_out);
}

// A run's progress line. With extremes_only the run ends once no open class can be at either end,
// long before every class is known: the classes settled for the extremes are counted, and the
// note gives the time left as a range (a rate's ETA would promise too early an end: the last take
// the most batches).
class SettleProgress {
 public:
  SettleProgress(const ExactDiameterOptions& opt, uint64_t classes)
      : extremes_(opt.extremes_only), classes_(classes),
        progress_(opt.extremes_only ? "classes settled for the extremes" : "eccentricities known", classes, opt.quiet) {
    if (extremes_) progress_.without_eta();
  }
  void resumed(const ClassBounds& b) { progress_.resumed_from(counted(standing_of(b))); }
  void after_batch(const ClassBounds& b, bool peripheral) {
    const Standing now = standing_of(b);
    std::string note = note_of(now, peripheral);
    if (extremes_ && !peripheral) {
      open_steps_.push_back({clock_.seconds(), now.at_either});
      if (const RemainingRange left = remaining_range(open_steps_); left.known)
        note += fmt::format("; {} to {} left at the last batches' pace", Progress::format_eta(left.early_seconds),
                            Progress::format_eta(left.late_seconds));
    }
    progress_.note(note);
    progress_.update(counted(now));
  }
  void finish() { progress_.finish(); }

 private:
  uint64_t counted(const Standing& now) const { return extremes_ ? classes_ - now.at_either : now.known; }

  bool extremes_;
  uint64_t classes_;
  Progress progress_;
  // The extremes' ETA, a range: their open classes fall fast and then slowly (remaining_range).
  Stopwatch clock_;
  std::vector<OpenCount> open_steps_;
};

Json checkpoint_of(const Settled& s) {
  return Json{{"bounds", to_checkpoint(s.bounds)}, {"batches", s.batches}, {"searches", s.searches}};
}

void resume_settled(const JobCheckpoint& checkpoint, Settled& s) {
  checkpoint.load([&](const Json& state) {
    from_checkpoint(state.at("bounds"), s.bounds);
    s.batches = state.at("batches").get<int>();
    s.searches = state.at("searches").get<uint64_t>();
    s.resumed_at = s.batches;
  });
}

}  // namespace

Settled settle(const Space& space, const ExactDiameterOptions& opt, const Json& identity, int threads) {
  // A pass over a small space takes microseconds: a second thread only adds barriers, which
  // cost milliseconds each when the cores are shared.
  if (space.n < kSmallSpace) threads = 1;
  const uint64_t k = space.classes.first.size();
  Settled s;
  s.bounds = ClassBounds(k);
  JobCheckpoint checkpoint(opt.checkpoint, "rolling-exact-diameter", kDiameterCheckpointVersion, identity, opt.interval);
  // Every class's bounds: on the big boards a file of hundreds of megabytes, so it is saved as
  // often as keeps the saving under a tenth of the run, not after every batch.
  checkpoint.set_save_share(SavePacer::kDefaultShare);
  resume_settled(checkpoint, s);
  BatchSearch search(space, threads);
  BatchBuffers buffers(space.n, opt);
  SettleProgress progress(opt, k);
  if (s.resumed_at >= 0) progress.resumed(s.bounds);
  int ran = 0;
  // Until every class is known, then the peripheral classes not searched (their farthest counts
  // give the antipodal pairs).
  for (bool peripheral = false;;) {
    const Batch next = next_batch(s.bounds, space.classes, peripheral, opt.extremes_only && opt.bounds, opt.fill_batches,
                                  opt.from_both_ends);
    if (next.classes.empty()) {
      if (peripheral) break;
      peripheral = true;
      continue;
    }
    Measured m;
    if (!search_batch(search, space, opt, next, peripheral, s.bounds, buffers, m)) {
      // The bounds are still those before the batch.
      checkpoint.save(checkpoint_of(s));
      throw Interrupted(interrupted_message(opt.checkpoint));
    }
    record_batch(s.bounds, next.classes, m);
    if (opt.bounds && !peripheral) spread_bounds(space, buffers.last, m.reached, s.bounds);
    ++s.batches;
    ++ran;
    s.searches += next.classes.size();
    progress.after_batch(s.bounds, peripheral);
    const bool stop = interrupted() || ran == opt.stop_after_batches;
    if (stop || checkpoint.due()) checkpoint.save(checkpoint_of(s));
    if (stop) throw Interrupted(interrupted_message(opt.checkpoint));
  }
  progress.finish();
  if (checkpoint.enabled()) std::filesystem::remove(opt.checkpoint);
  return s;
}

}  // namespace cw::rolling::exact
