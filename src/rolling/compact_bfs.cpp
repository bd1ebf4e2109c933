#include "rolling/compact_bfs.hpp"

#include <omp.h>

#include <algorithm>
#include <bit>
#include <cstring>
#include <filesystem>
#include <memory>
#include <chrono>
#include <thread>

#include <fmt/format.h>

#include "core/checkpoint.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/mpi.hpp"
#include "core/progress.hpp"
#include "rolling/pulls.hpp"
#include "rolling/region_file.hpp"

namespace cw::rolling {
namespace {

constexpr uint32_t kCheckpointVersion = 2;

std::string job_kind(const Layout& L, const State& start, const std::optional<State>& goal) {
  return fmt::format("rolling-compact-bfs {} {}{}", format_board(L.board()), format_state(start),
                     goal ? " goal " + format_state(*goal) : "");
}

std::string parity_path(const std::string& prefix, int p) { return prefix + (p ? ".odd" : ".even"); }

std::vector<int> regions_of_parity(const Layout& L, int par) {
  std::vector<int> out;
  for (int q = 0; q < L.cells(); ++q)
    if (L.board().colour(q) == par) out.push_back(q);
  return out;
}

void save_half(const std::string& path, const std::string& kind, const Layout& L, const uint64_t* words,
               int par, int layer, int goal_distance, const std::vector<uint64_t>& histogram) {
  save_regions(path, kind, kCheckpointVersion, L, regions_of_parity(L, par),
               [&](int q) { return words + L.word_offset(q); }, {layer, goal_distance, histogram});
}

// Returns the layer stored; fills the regions of this parity and the histogram.
int load_half(const std::string& path, const std::string& kind, const Layout& L, uint64_t* words,
              int par, std::vector<uint64_t>& histogram, int& goal_distance) {
  const LayerHeader h = load_regions(path, kind, kCheckpointVersion, L, regions_of_parity(L, par),
                                     [&](int q) { return words + L.word_offset(q); });
  histogram = h.histogram;
  goal_distance = h.goal_distance;
  return h.layer;
}

}  // namespace

CompactBfsNeeds compact_bfs_needs(const Layout& L, int threads) {
  const uint64_t bits = L.total_words() * 8;
  uint64_t largest = 0;
  for (int q = 0; q < L.cells(); ++q) largest = std::max(largest, L.words(q) * 8);
  // Two parity files plus one being written, each at most half the bits.
  return {bits + static_cast<uint64_t>(threads) * largest, 3 * (bits / 2) + (1 << 20)};
}

CompactBfsResult compact_bfs(const Layout& L, const State& start, const CompactBfsOptions& opt) {
  if (mpi::size() > 1) return compact_bfs_distributed(L, start, opt);
  const Board b = L.board();
  const int n = L.cells();
  const int threads = opt.threads > 0 ? opt.threads : omp_get_max_threads();
  const auto pulls = make_pulls(L);
  const std::string kind = job_kind(L, start, opt.goal);
  std::unique_ptr<uint64_t[]> words(new uint64_t[L.total_words()]());
  uint64_t* W = words.get();
  CompactBfsResult out;
  const int start_par = b.colour(start.empty);
  int layer = 0;  // the last complete layer; it lies in parity start_par ^ (layer & 1)

  const bool resume = !opt.checkpoint.empty() && std::filesystem::exists(parity_path(opt.checkpoint, 0)) &&
                      std::filesystem::exists(parity_path(opt.checkpoint, 1));
  if (resume) {
    std::vector<uint64_t> h0, h1;
    int g0 = -1, g1 = -1;
    const int l0 = load_half(parity_path(opt.checkpoint, 0), kind, L, W, 0, h0, g0);
    const int l1 = load_half(parity_path(opt.checkpoint, 1), kind, L, W, 1, h1, g1);
    const int hi = std::max(l0, l1), lo = std::min(l0, l1);
    // The newer half is complete only together with the layer before it in the other half.
    if (hi != lo + 1 || ((start_par ^ (hi & 1)) != (l0 > l1 ? 0 : 1)))
      throw RunError(fmt::format("checkpoint files '{}' and '{}' hold layers {} and {}, which do not "
                                 "belong together; delete them to start afresh",
                                 parity_path(opt.checkpoint, 0), parity_path(opt.checkpoint, 1), l0, l1));
    out.histogram = l0 > l1 ? h0 : h1;
    out.goal_distance = l0 > l1 ? g0 : g1;
    layer = hi;
    out.resumed_at = hi;
  } else {
    uint64_t w0;
    int b0;
    L.locate(start, w0, b0);
    W[w0] = 1ull << b0;
    out.histogram = {1};
    // Layer 0 is saved too, so that the first pair of files exists after layer 1.
    if (!opt.checkpoint.empty())
      save_half(parity_path(opt.checkpoint, start_par), kind, L, W, start_par, 0,
                opt.goal && *opt.goal == start ? 0 : -1, out.histogram);
  }
  for (uint64_t h : out.histogram) out.reached += h;
  uint64_t goal_word = 0;
  int goal_bit = 0;
  if (opt.goal) {
    L.locate(*opt.goal, goal_word, goal_bit);
    if (layer == 0 && *opt.goal == start) out.goal_distance = 0;
  }

  std::vector<int> order;
  std::vector<std::unique_ptr<uint64_t[]>> scratch(threads);
  uint64_t largest = 0;
  for (int q = 0; q < n; ++q) largest = std::max(largest, L.words(q));
  for (auto& s : scratch) s.reset(new uint64_t[largest]);

  Progress progress("bfs " + format_board(b), L.states(), opt.quiet);
  std::thread writer;
  int writer_parity = -1;
  auto join_writer = [&] {
    if (writer.joinable()) writer.join();
    writer_parity = -1;
  };
  std::exception_ptr writer_error;

  for (;;) {
    const int d = layer + 1;
    const int target_par = start_par ^ (d & 1);
    if (writer_parity == target_par) join_writer();  // its bits are about to be overwritten
    if (writer_error) std::rethrow_exception(writer_error);
    order.clear();
    for (int q = 0; q < n; ++q)
      if (b.colour(q) == target_par) order.push_back(q);
    std::sort(order.begin(), order.end(), [&](int x, int y) { return pulls[x].size() > pulls[y].size(); });
    uint64_t count = 0;
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads) reduction(+ : count)
    for (size_t i = 0; i < order.size(); ++i) {
      const int q = order[i];
      uint64_t* T = scratch[omp_get_thread_num()].get();
      const uint64_t nw = L.words(q);
      std::memset(T, 0, nw * 8);
      for (const Pull& pl : pulls[q]) apply_pull(T, W + L.word_offset(pl.p), pl);
      uint64_t* R = W + L.word_offset(q);  // holds layer d-2 of this parity
      for (uint64_t w = 0; w < nw; ++w) {
        const uint64_t fresh = T[w] & ~R[w];
        R[w] = fresh;
        count += std::popcount(fresh);
      }
    }
    if (count == 0) break;  // layer d is empty; the other parity still holds layer d-1
    out.histogram.push_back(count);
    out.reached += count;
    layer = d;
    if (opt.goal && out.goal_distance < 0 && (W[goal_word] >> goal_bit & 1)) out.goal_distance = d;
    progress.note(fmt::format("distance {}", d));
    progress.update(out.reached);
    if (!opt.checkpoint.empty()) {
      join_writer();
      if (writer_error) std::rethrow_exception(writer_error);
      writer_parity = target_par;
      writer = std::thread([&, target_par, d, gd = out.goal_distance, hist = out.histogram] {
        try {
          save_half(parity_path(opt.checkpoint, target_par), kind, L, W, target_par, d, gd, hist);
        } catch (...) {
          writer_error = std::current_exception();
        }
      });
    }
    if (opt.layer_delay_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(opt.layer_delay_ms));
    if (interrupted() || d == opt.stop_after_layer) {
      join_writer();
      if (writer_error) std::rethrow_exception(writer_error);
      progress.finish();
      throw Interrupted(opt.checkpoint.empty()
                            ? fmt::format("interrupted after distance {}", d)
                            : fmt::format("interrupted after distance {}; run the same command to "
                                          "resume from the checkpoint {}.{{even,odd}}",
                                          d, opt.checkpoint));
    }
  }
  join_writer();
  if (writer_error) std::rethrow_exception(writer_error);
  progress.finish();
  if (!opt.checkpoint.empty())  // the job is done: its checkpoints would only mislead
    for (int p = 0; p < 2; ++p) std::filesystem::remove(parity_path(opt.checkpoint, p));

  out.max_distance = layer;
  out.farthest_count = out.histogram.back();
  const int far_par = start_par ^ (layer & 1);
  for (int q = 0; q < n && out.farthest.size() < opt.farthest_limit; ++q) {
    if (b.colour(q) != far_par) continue;
    const uint64_t* R = W + L.word_offset(q);
    for (uint64_t w = 0; w < L.words(q) && out.farthest.size() < opt.farthest_limit; ++w)
      for (uint64_t bits = R[w]; bits && out.farthest.size() < opt.farthest_limit; bits &= bits - 1)
        out.farthest.push_back(L.rank_of(q, w, std::countr_zero(bits)));
  }
  return out;
}

}  // namespace cw::rolling
