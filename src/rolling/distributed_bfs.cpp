// The compact layered BFS across MPI ranks (see compact_bfs.hpp): regions are cut into slices
// (slices.hpp), each rank stores only its own slices and receives, one piece at a time, the
// parts of the neighbouring regions that its slices pull from.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstring>
#include <memory>

#include <fmt/format.h>

#include "core/mpi.hpp"
#include "core/parallel.hpp"
#include "rolling/compact_bfs.hpp"
#include "rolling/layered_bfs.hpp"
#include "rolling/slices.hpp"

namespace cw::rolling {
namespace {

// 2: ranks own slices of regions (version 1 owned whole regions and is refused).
constexpr uint32_t kVersion = 2;
constexpr int kTag = 1;

struct Plan {
  std::vector<int> owner;                      // slice id q * count + v -> its rank
  std::array<std::vector<uint32_t>, 2> order;  // per parity: the target slices in processing order
  std::vector<int64_t> local;                  // slice id -> index in this rank's storage, or -1
  std::vector<uint32_t> mine;                  // this rank's slice ids, ascending
};

// Longest-processing-time assignment of slices inside each parity class (every layer works on
// one class, so each must be balanced on its own); the cost of a slice is its pulls plus the
// pass that masks and counts. Deterministic: ties go to the lower rank.
Plan make_plan(const SlicedPulls& sp, int ranks, int me) {
  const Layout& layout = sp.layout();
  const uint64_t S = sp.slicing().count;
  const auto& pulls = sp.pulls();
  Plan plan;
  plan.owner.assign(layout.cells() * S, 0);
  plan.local.assign(layout.cells() * S, -1);
  std::vector<std::vector<uint32_t>> per_rank(ranks);
  for (int par = 0; par < 2; ++par) {
    std::vector<uint32_t> ids;
    for (int q = 0; q < layout.cells(); ++q)
      if (layout.board().colour(q) == par)
        for (uint64_t v = 0; v < S; ++v) ids.push_back(static_cast<uint32_t>(q * S + v));
    std::vector<uint32_t> by_cost = ids;
    std::stable_sort(by_cost.begin(), by_cost.end(),
                     [&](uint32_t a, uint32_t b) { return pulls[a / S].size() > pulls[b / S].size(); });
    std::vector<uint64_t> load(ranks, 0);
    for (uint32_t id : by_cost) {
      const int r = static_cast<int>(std::min_element(load.begin(), load.end()) - load.begin());
      plan.owner[id] = r;
      load[r] += pulls[id / S].size() + 1;
    }
    // Round robin over the ranks' lists, so that every rank has a target slice in flight at once.
    for (auto& list : per_rank) list.clear();
    for (uint32_t id : ids) per_rank[plan.owner[id]].push_back(id);
    for (size_t k = 0; plan.order[par].size() < ids.size(); ++k)
      for (const auto& list : per_rank)
        if (k < list.size()) plan.order[par].push_back(list[k]);
  }
  for (uint32_t id = 0; id < plan.owner.size(); ++id)
    if (plan.owner[id] == me) {
      plan.local[id] = static_cast<int64_t>(plan.mine.size());
      plan.mine.push_back(id);
    }
  return plan;
}


// One rank's part of the search: its slices of both parities, and the exchange of the pieces
// of neighbouring slices that every layer needs.
class DistributedSearch {
 public:
  DistributedSearch(const Layout& layout, const State& start, const CompactBfsOptions& opt);
  CompactBfsResult run();

 private:
  uint64_t* slice(uint32_t id) const { return store_[plan_.local[id]].get(); }
  int colour(uint32_t id) const { return layout_.board().colour(static_cast<int>(id / S_)); }
  std::vector<uint32_t> mine_of_parity(int parity) const;
  void locate(const State& s, uint32_t& id, uint64_t& word, int& bit) const;
  void save_layer(const std::string& path, const LayerHeader& known) const;
  LayerHeader load_layer(const std::string& path, int layer);
  void start_or_resume();
  uint64_t expand_into(int parity);
  void exchange_pieces(uint32_t id);
  void add_piece(const Piece& pc, uint32_t source, int from);
  void send_piece(const Piece& pc, uint32_t source, int to);
  uint64_t keep_fresh(uint32_t id);
  void record_layer(uint64_t count, int parity);
  std::vector<uint64_t> first_farthest() const;

  const Layout& layout_;
  const State& start_;
  const CompactBfsOptions& opt_;
  const int me_, ranks_, threads_, start_parity_;
  const SlicedPulls sp_;
  const uint64_t S_, sw_;  // slices per region, words per slice
  const Plan plan_;
  const std::string kind_;
  std::vector<std::unique_ptr<uint64_t[]>> store_;  // this rank's slices, plan_.local order
  std::vector<uint8_t> nonempty_;                   // lets empty slices skip their pieces
  std::unique_ptr<uint64_t[]> target_, buffer_;     // the slice being assembled, a piece in transit
  std::vector<Piece> pieces_;
  LayerFiles checkpoint_;
  LayerHeader known_;
  int resumed_at_ = -1;
};

DistributedSearch::DistributedSearch(const Layout& layout, const State& start, const CompactBfsOptions& opt)
    : layout_(layout),
      start_(start),
      opt_(opt),
      me_(mpi::rank()),
      ranks_(mpi::size()),
      threads_(opt.threads > 0 ? opt.threads : parallel_threads()),
      start_parity_(layout.board().colour(start.empty)),
      sp_(layout, SlicedPulls::choose_digits(layout, ranks_)),
      S_(sp_.slicing().count),
      sw_(sp_.slicing().words),
      plan_(make_plan(sp_, ranks_, me_)),
      kind_(bfs_job_kind("rolling-mpi-bfs", layout, start, opt.goal,
                         fmt::format("rank {} of {} slices 6^{}", me_, ranks_, sp_.slicing().digits))),
      store_(plan_.mine.size()),
      nonempty_(plan_.mine.size(), 0),
      target_(new uint64_t[sw_]),
      buffer_(new uint64_t[sw_]),
      checkpoint_(
          opt.checkpoint, me_, ranks_, opt.interval,
          [this](const std::string& path, const LayerHeader& known) { save_layer(path, known); },
          [this](const std::string& path, int layer) { return load_layer(path, layer); }) {
  for (auto& s : store_) s.reset(new uint64_t[sw_]());
}

std::vector<uint32_t> DistributedSearch::mine_of_parity(int parity) const {
  std::vector<uint32_t> out;
  for (uint32_t id : plan_.mine)
    if (colour(id) == parity) out.push_back(id);
  return out;
}

void DistributedSearch::locate(const State& s, uint32_t& id, uint64_t& word, int& bit) const {
  uint64_t w;
  layout_.locate(s, w, bit);
  w -= layout_.word_offset(s.empty);
  id = static_cast<uint32_t>(s.empty * S_ + w / sw_);
  word = w % sw_;
}

void DistributedSearch::save_layer(const std::string& path, const LayerHeader& known) const {
  const std::vector<uint32_t> ids = mine_of_parity(start_parity_ ^ (known.layer & 1));
  save_blocks(path, kind_, kVersion, std::vector<uint64_t>(ids.size(), sw_),
              [&](size_t i) -> const uint64_t* { return slice(ids[i]); }, known);
}

LayerHeader DistributedSearch::load_layer(const std::string& path, int layer) {
  const std::vector<uint32_t> ids = mine_of_parity(start_parity_ ^ (layer & 1));
  return load_blocks(path, kind_, kVersion, std::vector<uint64_t>(ids.size(), sw_),
                     [&](size_t i) { return slice(ids[i]); });
}

void DistributedSearch::start_or_resume() {
  if (const auto saved = checkpoint_.resume()) {
    known_ = *saved;
    resumed_at_ = known_.layer;
    for (size_t i = 0; i < store_.size(); ++i)
      nonempty_[i] = std::any_of(store_[i].get(), store_[i].get() + sw_, [](uint64_t w) { return w != 0; });
    return;
  }
  uint32_t id;
  uint64_t word;
  int bit;
  locate(start_, id, word, bit);
  if (plan_.owner[id] == me_) {
    slice(id)[word] = 1ull << bit;
    nonempty_[plan_.local[id]] = 1;
  }
  known_ = {0, opt_.goal && *opt_.goal == start_ ? 0 : -1, {1}};
}

// Every rank walks the same global list of target slices, and of their pieces, in the same
// order with blocking calls: the first unfinished transfer always has both its ranks waiting
// on it. Returns the states of the new layer on all ranks.
uint64_t DistributedSearch::expand_into(int parity) {
  uint64_t count = 0;
  for (uint32_t id : plan_.order[parity]) {
    exchange_pieces(id);
    if (plan_.owner[id] == me_) count += keep_fresh(id);
  }
  mpi::allreduce_sum(&count, 1);
  return count;
}

// Target slice `id` assembled in target_ by its owner from the pieces of its source slices,
// which their owners send.
void DistributedSearch::exchange_pieces(uint32_t id) {
  const int q = static_cast<int>(id / S_), to = plan_.owner[id];
  pieces_.clear();
  sp_.pieces(q, id % S_, pieces_);
  if (to == me_) std::memset(target_.get(), 0, sw_ * 8);
  for (const Piece& pc : pieces_) {
    const uint32_t source = static_cast<uint32_t>(sp_.pulls()[q][pc.k].p * S_ + pc.u);
    const int from = plan_.owner[source];
    if (to == me_)
      add_piece(pc, source, from);
    else if (from == me_)
      send_piece(pc, source, to);
  }
}

void DistributedSearch::add_piece(const Piece& pc, uint32_t source, int from) {
  if (from == me_) {
    if (nonempty_[plan_.local[source]]) sp_.apply(pc, target_.get(), slice(source), false, threads_);
  } else if (mpi::recv_unless_empty(buffer_.get(), pc.words, from, kTag)) {
    sp_.apply(pc, target_.get(), buffer_.get(), true, threads_);
  }
}

void DistributedSearch::send_piece(const Piece& pc, uint32_t source, int to) {
  if (!nonempty_[plan_.local[source]]) {
    mpi::send_empty(to, kTag);
  } else if (sp_.whole(pc)) {
    mpi::send(slice(source), sw_, to, kTag);
  } else {
    sp_.pack(pc, slice(source), buffer_.get(), threads_);
    mpi::send(buffer_.get(), pc.words, to, kTag);
  }
}

// The slice keeps the states of target_ it did not hold (it held layer d-1 of its parity).
uint64_t DistributedSearch::keep_fresh(uint32_t id) {
  const uint64_t* T = target_.get();
  uint64_t* R = slice(id);
  const uint64_t sw = sw_;
  uint64_t count = 0;
#pragma omp parallel for schedule(static) num_threads(threads_) reduction(+ : count) if (sw >= (1u << 16))
  for (uint64_t w = 0; w < sw; ++w) {
    const uint64_t fresh = T[w] & ~R[w];
    R[w] = fresh;
    count += std::popcount(fresh);
  }
  nonempty_[plan_.local[id]] = count != 0;
  return count;
}

void DistributedSearch::record_layer(uint64_t count, int parity) {
  ++known_.layer;
  known_.histogram.push_back(count);
  if (!opt_.goal || known_.goal_distance >= 0) return;
  uint32_t id;
  uint64_t word;
  int bit;
  locate(*opt_.goal, id, word, bit);
  const bool here = plan_.owner[id] == me_ && colour(id) == parity && (slice(id)[word] >> bit & 1);
  if (mpi::allreduce_min(here ? known_.layer : INT64_MAX) != INT64_MAX) known_.goal_distance = known_.layer;
}

// This rank's first farthest states in rank order, then the first of all of them, on every rank
// (a caller that searches again from them, as the diameter's sweeps do, runs on every rank): the
// global first are among the union of every rank's first.
std::vector<uint64_t> DistributedSearch::first_farthest() const {
  std::vector<uint64_t> far;
  const uint64_t limit = opt_.farthest_limit;
  for (uint32_t id : mine_of_parity(start_parity_ ^ (known_.layer & 1))) {
    const uint64_t* R = slice(id);
    for (uint64_t w = 0; w < sw_ && far.size() < limit; ++w)
      for (uint64_t bits = R[w]; bits && far.size() < limit; bits &= bits - 1)
        far.push_back(layout_.rank_of(static_cast<int>(id / S_), id % S_ * sw_ + w, std::countr_zero(bits)));
  }
  far = mpi::gather_to_root(far);
  std::sort(far.begin(), far.end());
  if (far.size() > limit) far.resize(limit);
  return mpi::broadcast_from_root(std::move(far));
}

CompactBfsResult DistributedSearch::run() {
  start_or_resume();
  LayerProgress progress(layout_, opt_.quiet || !mpi::root());
  for (;;) {
    const int parity = start_parity_ ^ ((known_.layer + 1) & 1);
    const uint64_t count = expand_into(parity);
    if (count == 0) break;
    record_layer(count, parity);
    progress.layer_done(known_);
    uint64_t stop = pause_then_should_stop(known_.layer, opt_);
    mpi::allreduce_sum(&stop, 1);
    checkpoint_.after_layer(known_, stop != 0);
    if (stop) throw interrupted_after(known_.layer, checkpoint_.enabled() ? opt_.checkpoint + ".*" : "");
  }
  progress.finish();
  std::vector<uint64_t> farthest = first_farthest();
  checkpoint_.remove(known_.layer);
  return result_of_search(known_, resumed_at_, std::move(farthest));
}

}  // namespace

uint64_t distributed_memory_per_rank(const Layout& layout, int ranks, int rank) {
  const SlicedPulls sp(layout, SlicedPulls::choose_digits(layout, ranks));
  const Plan plan = make_plan(sp, ranks, rank);
  // Its own slices, one target slice being assembled and one piece in transit.
  return (plan.mine.size() + 2) * sp.slicing().words * 8;
}

CompactBfsResult compact_bfs_distributed(const Layout& layout, const State& start, const CompactBfsOptions& opt) {
  return DistributedSearch(layout, start, opt).run();
}

}  // namespace cw::rolling
