#include "rolling/compact_bfs.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstring>

#include <fmt/format.h>

#include "core/huge_pages.hpp"
#include "core/mpi.hpp"
#include "core/parallel.hpp"
#include "rolling/layered_bfs.hpp"
#include "rolling/pulls.hpp"

namespace cw::rolling {
namespace {

constexpr uint32_t kCompactBfsCheckpointVersion = 2;

// The regions of one parity, most pulls first: dynamic scheduling then starts the longest
// tasks earliest and the threads finish together.
std::vector<int> regions_by_work(const Layout& layout, const std::vector<std::vector<Pull>>& pulls, int parity) {
  std::vector<int> order = layout.regions_of_colour(parity);
  std::sort(order.begin(), order.end(), [&](int x, int y) { return pulls[x].size() > pulls[y].size(); });
  return order;
}

uint64_t largest_region_words(const Layout& layout) {
  uint64_t largest = 0;
  for (int q = 0; q < layout.cells(); ++q) largest = std::max(largest, layout.words(q));
  return largest;
}

// One process, one bit per state in `words_` (region after region, layout.hpp); each parity
// half holds only its latest layer, overwritten in place.
class CompactSearch {
 public:
  CompactSearch(const Layout& layout, const State& start, const CompactBfsOptions& opt);
  CompactBfsResult run();

 private:
  void start_or_resume();
  uint64_t expand_into(int parity);
  void record_layer(uint64_t count);
  std::vector<uint64_t> first_farthest() const;
  void save_parity(const std::string& path, int parity, const LayerHeader& known) const;
  LayerHeader load_parity(const std::string& path, int parity);

  const Layout& layout_;
  const State& start_;
  const CompactBfsOptions& opt_;
  const int threads_, start_parity_;
  const std::string kind_;
  const std::vector<std::vector<Pull>> pulls_;
  const std::array<std::vector<int>, 2> order_;  // per parity: the regions in processing order
  TableVector<uint64_t> words_;
  std::vector<TableVector<uint64_t>> scratch_;  // one region's worth per thread
  ParityFiles checkpoint_;
  LayerHeader known_;  // the last complete layer, its histogram and the goal's distance
  int resumed_at_ = -1;
  uint64_t goal_word_ = 0;
  int goal_bit_ = 0;
};

CompactSearch::CompactSearch(const Layout& layout, const State& start, const CompactBfsOptions& opt)
    : layout_(layout),
      start_(start),
      opt_(opt),
      threads_(opt.threads > 0 ? opt.threads : parallel_threads()),
      start_parity_(layout.board().colour(start.empty)),
      kind_(bfs_job_kind("rolling-compact-bfs", layout, start, opt.goal)),
      pulls_(make_pulls(layout)),
      order_{regions_by_work(layout, pulls_, 0), regions_by_work(layout, pulls_, 1)},
      words_(layout.total_words()),
      scratch_(threads_),
      checkpoint_(
          opt.checkpoint, start_parity_, opt.interval,
          [this](const std::string& path, int parity, const LayerHeader& known) { save_parity(path, parity, known); },
          [this](const std::string& path, int parity) { return load_parity(path, parity); }) {
  for (auto& s : scratch_) s.resize(largest_region_words(layout));
  if (opt.goal) layout.locate(*opt.goal, goal_word_, goal_bit_);
}

void CompactSearch::save_parity(const std::string& path, int parity, const LayerHeader& known) const {
  const uint64_t* W = words_.data();
  save_regions(path, kind_, kCompactBfsCheckpointVersion, layout_, layout_.regions_of_colour(parity),
               [&](int q) { return W + layout_.word_offset(q); }, known);
}

LayerHeader CompactSearch::load_parity(const std::string& path, int parity) {
  uint64_t* W = words_.data();
  return load_regions(path, kind_, kCompactBfsCheckpointVersion, layout_, layout_.regions_of_colour(parity),
                      [&](int q) { return W + layout_.word_offset(q); });
}

void CompactSearch::start_or_resume() {
  if (const auto saved = checkpoint_.resume()) {
    known_ = *saved;
    resumed_at_ = known_.layer;
    return;
  }
  uint64_t word;
  int bit;
  layout_.locate(start_, word, bit);
  words_[word] = 1ull << bit;
  known_ = {0, opt_.goal && *opt_.goal == start_ ? 0 : -1, {1}};
}

// Layer d+1 into the regions of `parity`, which hold layer d-1: the union of the pulls from
// the neighbouring regions (layer d), minus layer d-1. Returns the number of states found.
// A region to a thread (core/parallel.hpp:parallel_for: OpenMP natively, the threaded
// WebAssembly module's pool in the page).
uint64_t CompactSearch::expand_into(int parity) {
  const std::vector<int>& order = order_[parity];
  uint64_t* W = words_.data();
  std::atomic<uint64_t> count{0};
  parallel_for(static_cast<long>(order.size()), threads_, [&](long i) {
    const int q = order[i];
    uint64_t* T = scratch_[parallel_thread_index()].data();
    const uint64_t nw = layout_.words(q);
    std::memset(T, 0, nw * 8);
    for (const Pull& pl : pulls_[q]) apply_pull(T, W + layout_.word_offset(pl.p), pl);
    count += keep_fresh(W + layout_.word_offset(q), T, nw);  // R held layer d-1 of this parity
  });
  return count;
}

void CompactSearch::record_layer(uint64_t count) {
  ++known_.layer;
  known_.histogram.push_back(count);
  if (opt_.goal && known_.goal_distance < 0 && (words_[goal_word_] >> goal_bit_ & 1))
    known_.goal_distance = known_.layer;
}

// The first farthest_limit states of the last layer in rank order (regions, then words, then bits).
std::vector<uint64_t> CompactSearch::first_farthest() const {
  std::vector<uint64_t> out;
  const uint64_t limit = opt_.farthest_limit;
  for (int q : layout_.regions_of_colour(start_parity_ ^ (known_.layer & 1))) {
    const uint64_t* R = words_.data() + layout_.word_offset(q);
    for (uint64_t w = 0; w < layout_.words(q) && out.size() < limit; ++w)
      for (uint64_t bits = R[w]; bits && out.size() < limit; bits &= bits - 1)
        out.push_back(layout_.rank_of(q, w, std::countr_zero(bits)));
  }
  return out;
}

CompactBfsResult CompactSearch::run() {
  start_or_resume();
  if (opt_.on_layer) opt_.on_layer(0, start_parity_, words_.data());
  LayerProgress progress(layout_, opt_.quiet);
  while (known_.layer != opt_.last_layer) {
    const int parity = start_parity_ ^ ((known_.layer + 1) & 1);
    checkpoint_.before_overwrite(parity);
    const uint64_t count = expand_into(parity);
    if (count == 0) break;  // the other parity still holds the last layer
    record_layer(count);
    if (opt_.on_layer) opt_.on_layer(known_.layer, parity, words_.data());
    progress.layer_done(known_);
    const bool stop = pause_then_should_stop(known_.layer, opt_);
    checkpoint_.after_layer(known_, stop);
    if (stop) {
      checkpoint_.wait();
      throw interrupted_after(known_.layer, checkpoint_.files());
    }
  }
  checkpoint_.remove();
  progress.finish();
  return result_of_search(known_, resumed_at_, first_farthest());
}

}  // namespace

CompactBfsNeeds compact_bfs_needs(const Layout& layout, int threads) {
  const uint64_t bits = layout.total_words() * 8;
  // Two parity files, the next pair's first half waiting beside them and its second being
  // written, each at most half the bits.
  return {bits + static_cast<uint64_t>(threads) * largest_region_words(layout) * 8, 4 * (bits / 2) + (1 << 20)};
}

CompactBfsResult compact_bfs(const Layout& layout, const State& start, const CompactBfsOptions& opt) {
  if (!opt.checkpoint.empty()) check_checkpoint_prefix(opt.checkpoint);
  if ((opt.on_layer || opt.last_layer >= 0) && (!opt.checkpoint.empty() || mpi::size() > 1))
    throw InputError(opt.on_layer ? "a search that hands out its layers runs in one process, without checkpoints"
                                  : "a search that stops at a layer runs in one process, without checkpoints");
  if (mpi::size() > 1) return compact_bfs_distributed(layout, start, opt);
  return CompactSearch(layout, start, opt).run();
}

}  // namespace cw::rolling
