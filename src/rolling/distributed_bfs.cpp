// The compact layered BFS across MPI ranks (see compact_bfs.hpp): each rank owns some regions
// and stores only those and their neighbours; every layer it receives the neighbours' frontier.
#include <omp.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <thread>
#include <cstring>
#include <filesystem>
#include <memory>

#include <fmt/format.h>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/mpi.hpp"
#include "core/progress.hpp"
#include "rolling/compact_bfs.hpp"
#include "rolling/pulls.hpp"
#include "rolling/region_file.hpp"

namespace cw::rolling {
namespace {

constexpr uint32_t kVersion = 1;

// Longest-processing-time assignment inside each parity class: every layer works on one class,
// so each class must be balanced on its own. Deterministic: ties go to the lower rank.
std::vector<int> assign_owners(const Layout& L, const std::vector<std::vector<Pull>>& pulls, int ranks) {
  std::vector<int> owner(L.cells(), 0);
  for (int par = 0; par < 2; ++par) {
    std::vector<int> regions;
    for (int q = 0; q < L.cells(); ++q)
      if (L.board().colour(q) == par) regions.push_back(q);
    std::stable_sort(regions.begin(), regions.end(), [&](int a, int b) { return pulls[a].size() > pulls[b].size(); });
    std::vector<uint64_t> load(ranks, 0);
    for (int q : regions) {
      const int r = static_cast<int>(std::min_element(load.begin(), load.end()) - load.begin());
      owner[q] = r;
      load[r] += L.words(q) * pulls[q].size();
    }
  }
  return owner;
}

struct Plan {
  std::vector<int> owner;
  std::vector<bool> present;             // stored on this rank: owned or a neighbour of an owned region
  std::vector<std::vector<int>> needers;  // ranks (other than the owner) that need region p as a source
};

Plan make_plan(const Layout& L, const std::vector<std::vector<Pull>>& pulls, int ranks, int me) {
  Plan plan{assign_owners(L, pulls, ranks), std::vector<bool>(L.cells(), false), std::vector<std::vector<int>>(L.cells())};
  for (int q = 0; q < L.cells(); ++q)
    for (const Pull& pl : pulls[q]) {
      if (plan.owner[q] == me) plan.present[q] = plan.present[pl.p] = true;
      if (plan.owner[q] != plan.owner[pl.p]) plan.needers[pl.p].push_back(plan.owner[q]);
    }
  for (auto& v : plan.needers) {
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
  }
  return plan;
}

}  // namespace

uint64_t distributed_memory_per_rank(const Layout& L, int ranks, int rank, int threads) {
  const auto pulls = make_pulls(L);
  const Plan plan = make_plan(L, pulls, ranks, rank);
  uint64_t bytes = 0, largest = 0;
  for (int q = 0; q < L.cells(); ++q) {
    if (plan.present[q]) bytes += L.words(q) * 8;
    if (plan.owner[q] == rank) largest = std::max(largest, L.words(q) * 8);
  }
  return bytes + static_cast<uint64_t>(threads) * largest;
}

CompactBfsResult compact_bfs_distributed(const Layout& L, const State& start, const CompactBfsOptions& opt) {
  const Board b = L.board();
  const int n = L.cells(), me = mpi::rank(), ranks = mpi::size();
  const int threads = opt.threads > 0 ? opt.threads : omp_get_max_threads();
  const auto pulls = make_pulls(L);
  const Plan plan = make_plan(L, pulls, ranks, me);
  std::vector<std::unique_ptr<uint64_t[]>> region(n);
  for (int q = 0; q < n; ++q)
    if (plan.present[q]) region[q].reset(new uint64_t[L.words(q)]());
  auto R = [&](int q) { return region[q].get(); };
  auto owned_of_parity = [&](int par) {
    std::vector<int> out;
    for (int q = 0; q < n; ++q)
      if (plan.owner[q] == me && b.colour(q) == par) out.push_back(q);
    return out;
  };

  const std::string kind = fmt::format("rolling-mpi-bfs {} {}{} rank {} of {}", format_board(b), format_state(start),
                                       opt.goal ? " goal " + format_state(*opt.goal) : "", me, ranks);
  auto layer_file = [&](int d) { return fmt::format("{}.r{}of{}.L{}", opt.checkpoint, me, ranks, d); };
  const std::string manifest = fmt::format("{}.of{}.manifest", opt.checkpoint, ranks);
  const int start_par = b.colour(start.empty);
  CompactBfsResult out;
  int layer = 0;

  // A manifest names the last layer every rank has saved; each rank keeps that layer and the
  // one before, so a rank lost at any moment costs at most the layer in flight.
  int committed = -1;
  if (!opt.checkpoint.empty() && std::filesystem::exists(manifest)) {
    const std::string text = read_file(manifest);
    try {
      committed = std::stoi(text);
    } catch (...) {
      throw RunError("checkpoint manifest '" + manifest + "' is corrupted");
    }
  }
  if (committed >= 1) {
    const LayerHeader newer = load_regions(layer_file(committed), kind, kVersion, L,
                                           owned_of_parity(start_par ^ (committed & 1)), R);
    const LayerHeader older = load_regions(layer_file(committed - 1), kind, kVersion, L,
                                           owned_of_parity(start_par ^ ((committed - 1) & 1)), R);
    if (newer.layer != committed || older.layer != committed - 1)
      throw RunError(fmt::format("checkpoint files of rank {} do not hold layers {} and {}", me, committed - 1, committed));
    out.histogram = newer.histogram;
    out.goal_distance = newer.goal_distance;
    layer = committed;
    out.resumed_at = committed;
  } else {
    if (plan.owner[start.empty] == me) {
      uint64_t w0;
      int b0;
      L.locate(start, w0, b0);
      R(start.empty)[w0 - L.word_offset(start.empty)] = 1ull << b0;
    }
    out.histogram = {1};
    if (opt.goal && *opt.goal == start) out.goal_distance = 0;
    if (!opt.checkpoint.empty())
      save_regions(layer_file(0), kind, kVersion, L, owned_of_parity(start_par),
                   [&](int q) -> const uint64_t* { return R(q); }, {0, out.goal_distance, out.histogram});
  }

  uint64_t largest = 0;
  for (int q = 0; q < n; ++q) largest = std::max(largest, L.words(q));
  std::vector<std::unique_ptr<uint64_t[]>> scratch(threads);
  for (auto& s : scratch) s.reset(new uint64_t[largest]);
  Progress progress("bfs " + format_board(b), L.states(), opt.quiet || !mpi::root());
  for (;;) {
    const int d = layer + 1, tp = start_par ^ (d & 1), sp = tp ^ 1;
    // One global order of (source region, receiving rank): deadlock-free with blocking calls.
    for (int p = 0; p < n; ++p) {
      if (b.colour(p) != sp) continue;
      for (int r : plan.needers[p]) {
        if (plan.owner[p] == me) mpi::send(R(p), L.words(p), r, p);
        else if (r == me) mpi::recv(R(p), L.words(p), plan.owner[p], p);
      }
    }
    const std::vector<int> mine = owned_of_parity(tp);
    uint64_t count = 0;
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads) reduction(+ : count)
    for (size_t i = 0; i < mine.size(); ++i) {
      const int q = mine[i];
      uint64_t* T = scratch[omp_get_thread_num()].get();
      std::memset(T, 0, L.words(q) * 8);
      for (const Pull& pl : pulls[q]) apply_pull(T, R(pl.p), pl);
      uint64_t* Rq = R(q);
      for (uint64_t w = 0; w < L.words(q); ++w) {
        const uint64_t fresh = T[w] & ~Rq[w];
        Rq[w] = fresh;
        count += std::popcount(fresh);
      }
    }
    mpi::allreduce_sum(&count, 1);
    if (count == 0) break;
    out.histogram.push_back(count);
    layer = d;
    if (opt.goal && out.goal_distance < 0) {
      int64_t seen = INT64_MAX;
      if (plan.owner[opt.goal->empty] == me && b.colour(opt.goal->empty) == tp) {
        uint64_t gw;
        int gb;
        L.locate(*opt.goal, gw, gb);
        if (R(opt.goal->empty)[gw - L.word_offset(opt.goal->empty)] >> gb & 1) seen = d;
      }
      seen = mpi::allreduce_min(seen);
      if (seen != INT64_MAX) out.goal_distance = static_cast<int>(seen);
    }
    uint64_t reached = 0;
    for (uint64_t h : out.histogram) reached += h;
    progress.note(fmt::format("distance {}", d));
    progress.update(reached);
    if (!opt.checkpoint.empty()) {
      save_regions(layer_file(d), kind, kVersion, L, mine, [&](int q) -> const uint64_t* { return R(q); },
                   {d, out.goal_distance, out.histogram});
      mpi::barrier();  // every rank has layer d on disk before the manifest says so
      if (mpi::root()) write_file_atomic(manifest, std::to_string(d) + "\n");
      mpi::barrier();
      std::filesystem::remove(layer_file(d - 2));
    }
    if (opt.layer_delay_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(opt.layer_delay_ms));
    uint64_t stop = interrupted() || d == opt.stop_after_layer;
    mpi::allreduce_sum(&stop, 1);
    if (stop) {
      progress.finish();
      throw Interrupted(opt.checkpoint.empty()
                            ? fmt::format("interrupted after distance {}", d)
                            : fmt::format("interrupted after distance {}; run the same command to resume", d));
    }
  }
  progress.finish();
  for (uint64_t h : out.histogram) out.reached += h;
  out.max_distance = layer;
  out.farthest_count = out.histogram.back();
  std::vector<uint64_t> far;
  for (int q : owned_of_parity(start_par ^ (layer & 1))) {
    const uint64_t* Rq = R(q);
    for (uint64_t w = 0; w < L.words(q) && far.size() < opt.farthest_limit; ++w)
      for (uint64_t bits = Rq[w]; bits && far.size() < opt.farthest_limit; bits &= bits - 1)
        far.push_back(L.rank_of(q, w, std::countr_zero(bits)));
  }
  far = mpi::gather_to_root(far);
  std::sort(far.begin(), far.end());
  if (far.size() > opt.farthest_limit) far.resize(opt.farthest_limit);
  out.farthest = far;
  if (!opt.checkpoint.empty()) {
    mpi::barrier();
    for (int d : {layer - 1, layer}) std::filesystem::remove(layer_file(d));
    if (mpi::root()) std::filesystem::remove(manifest);
  }
  return out;
}

}  // namespace cw::rolling
