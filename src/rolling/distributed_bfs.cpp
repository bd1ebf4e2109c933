// The compact layered BFS across MPI ranks (see compact_bfs.hpp): regions are cut into slices
// (slices.hpp), each rank stores only its own slices and receives, one piece at a time, the
// parts of the neighbouring regions that its slices pull from.
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
#include "rolling/region_file.hpp"
#include "rolling/slices.hpp"

namespace cw::rolling {
namespace {

// 2: ranks own slices of regions (version 1 owned whole regions and is refused).
constexpr uint32_t kVersion = 2;
constexpr int kTag = 1;
const std::string kManifestTag = "rolling-mpi-bfs v2 layer ";

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
  const Layout& L = sp.layout();
  const uint64_t S = sp.slicing().count;
  const auto& pulls = sp.pulls();
  Plan plan;
  plan.owner.assign(L.cells() * S, 0);
  plan.local.assign(L.cells() * S, -1);
  std::vector<std::vector<uint32_t>> per_rank(ranks);
  for (int par = 0; par < 2; ++par) {
    std::vector<uint32_t> ids;
    for (int q = 0; q < L.cells(); ++q)
      if (L.board().colour(q) == par)
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

}  // namespace

uint64_t distributed_memory_per_rank(const Layout& L, int ranks, int rank) {
  const SlicedPulls sp(L, SlicedPulls::choose_digits(L, ranks));
  const Plan plan = make_plan(sp, ranks, rank);
  // Its own slices, one target slice being assembled and one piece in transit.
  return (plan.mine.size() + 2) * sp.slicing().words * 8;
}

CompactBfsResult compact_bfs_distributed(const Layout& L, const State& start, const CompactBfsOptions& opt) {
  const Board b = L.board();
  const int me = mpi::rank(), ranks = mpi::size();
  const int threads = opt.threads > 0 ? opt.threads : omp_get_max_threads();
  const SlicedPulls sp(L, SlicedPulls::choose_digits(L, ranks));
  const uint64_t S = sp.slicing().count, sw = sp.slicing().words;
  const Plan plan = make_plan(sp, ranks, me);
  std::vector<std::unique_ptr<uint64_t[]>> store(plan.mine.size());
  for (auto& s : store) s.reset(new uint64_t[sw]());
  std::vector<uint8_t> nonempty(plan.mine.size(), 0);  // lets empty slices skip their pieces
  auto slice = [&](uint32_t id) { return store[plan.local[id]].get(); };
  auto colour = [&](uint32_t id) { return b.colour(static_cast<int>(id / S)); };
  auto mine_of_parity = [&](int par) {
    std::vector<uint32_t> out;
    for (uint32_t id : plan.mine)
      if (colour(id) == par) out.push_back(id);
    return out;
  };
  auto find = [&](const State& s, uint32_t& id, uint64_t& word, int& bit) {
    uint64_t w;
    L.locate(s, w, bit);
    w -= L.word_offset(s.empty);
    id = static_cast<uint32_t>(s.empty * S + w / sw);
    word = w % sw;
  };

  const std::string kind =
      fmt::format("rolling-mpi-bfs {} {}{} rank {} of {} slices 6^{}", format_board(b), format_state(start),
                  opt.goal ? " goal " + format_state(*opt.goal) : "", me, ranks, sp.slicing().digits);
  auto layer_file = [&](int d) { return fmt::format("{}.r{}of{}.L{}", opt.checkpoint, me, ranks, d); };
  const std::string manifest = fmt::format("{}.of{}.manifest", opt.checkpoint, ranks);
  auto save_layer = [&](int d, int par, const LayerHeader& h) {
    const std::vector<uint32_t> ids = mine_of_parity(par);
    save_blocks(layer_file(d), kind, kVersion, std::vector<uint64_t>(ids.size(), sw),
                [&](size_t i) -> const uint64_t* { return slice(ids[i]); }, h);
  };
  auto load_layer = [&](int d, int par) {
    const std::vector<uint32_t> ids = mine_of_parity(par);
    return load_blocks(layer_file(d), kind, kVersion, std::vector<uint64_t>(ids.size(), sw),
                       [&](size_t i) { return slice(ids[i]); });
  };
  const int start_par = b.colour(start.empty);
  CompactBfsResult out;
  int layer = 0;

  // A manifest names the last layer every rank has saved; each rank keeps that layer and the
  // one before, so a rank lost at any moment costs at most the layer in flight.
  int committed = -1;
  if (!opt.checkpoint.empty() && std::filesystem::exists(manifest)) {
    const std::string text = read_file(manifest);
    if (text.rfind(kManifestTag, 0) != 0)
      throw RunError(fmt::format("checkpoint manifest '{}' was not written by this version of cubeworks "
                                 "(expected '{}N'); delete {}.* to start afresh",
                                 manifest, kManifestTag, opt.checkpoint));
    try {
      committed = std::stoi(text.substr(kManifestTag.size()));
    } catch (...) {
      throw RunError("checkpoint manifest '" + manifest + "' is corrupted");
    }
  }
  if (committed >= 1) {
    const LayerHeader newer = load_layer(committed, start_par ^ (committed & 1));
    const LayerHeader older = load_layer(committed - 1, start_par ^ ((committed - 1) & 1));
    if (newer.layer != committed || older.layer != committed - 1)
      throw RunError(fmt::format("checkpoint files of rank {} do not hold layers {} and {}", me, committed - 1, committed));
    out.histogram = newer.histogram;
    out.goal_distance = newer.goal_distance;
    layer = committed;
    out.resumed_at = committed;
    for (size_t i = 0; i < store.size(); ++i)
      nonempty[i] = std::any_of(store[i].get(), store[i].get() + sw, [](uint64_t w) { return w != 0; });
  } else {
    uint32_t id;
    uint64_t w0;
    int b0;
    find(start, id, w0, b0);
    if (plan.owner[id] == me) {
      slice(id)[w0] = 1ull << b0;
      nonempty[plan.local[id]] = 1;
    }
    out.histogram = {1};
    if (opt.goal && *opt.goal == start) out.goal_distance = 0;
    if (!opt.checkpoint.empty()) save_layer(0, start_par, {0, out.goal_distance, out.histogram});
  }

  std::unique_ptr<uint64_t[]> target(new uint64_t[sw]), buffer(new uint64_t[sw]);
  uint64_t* T = target.get();
  uint64_t* B = buffer.get();
  std::vector<Piece> pieces;
  Progress progress("bfs " + format_board(b), L.states(), opt.quiet || !mpi::root());
  for (;;) {
    const int d = layer + 1, tp = start_par ^ (d & 1);
    // Every rank walks the same global list of (target slice, piece) in the same order, with
    // blocking calls: the first unfinished transfer always has both its ranks waiting on it.
    uint64_t count = 0;
    for (uint32_t id : plan.order[tp]) {
      const int q = static_cast<int>(id / S), to = plan.owner[id];
      pieces.clear();
      sp.pieces(q, id % S, pieces);
      if (to == me) std::memset(T, 0, sw * 8);
      for (const Piece& pc : pieces) {
        const uint32_t src = static_cast<uint32_t>(sp.pulls()[q][pc.k].p * S + pc.u);
        const int from = plan.owner[src];
        if (to == me && from == me) {
          if (nonempty[plan.local[src]]) sp.apply(pc, T, slice(src), false, threads);
        } else if (to == me) {
          if (mpi::recv_unless_empty(B, pc.words, from, kTag)) sp.apply(pc, T, B, true, threads);
        } else if (from == me) {
          if (!nonempty[plan.local[src]]) {
            mpi::send_empty(to, kTag);
          } else if (sp.whole(pc)) {
            mpi::send(slice(src), sw, to, kTag);
          } else {
            sp.pack(pc, slice(src), B, threads);
            mpi::send(B, pc.words, to, kTag);
          }
        }
      }
      if (to != me) continue;
      uint64_t* R = slice(id);  // holds layer d-2 of this parity
      uint64_t fresh_count = 0;
#pragma omp parallel for schedule(static) num_threads(threads) reduction(+ : fresh_count) if (sw >= (1u << 16))
      for (uint64_t w = 0; w < sw; ++w) {
        const uint64_t fresh = T[w] & ~R[w];
        R[w] = fresh;
        fresh_count += std::popcount(fresh);
      }
      nonempty[plan.local[id]] = fresh_count != 0;
      count += fresh_count;
    }
    mpi::allreduce_sum(&count, 1);
    if (count == 0) break;
    out.histogram.push_back(count);
    layer = d;
    if (opt.goal && out.goal_distance < 0) {
      int64_t seen = INT64_MAX;
      uint32_t gid;
      uint64_t gw;
      int gb;
      find(*opt.goal, gid, gw, gb);
      if (plan.owner[gid] == me && colour(gid) == tp && (slice(gid)[gw] >> gb & 1)) seen = d;
      seen = mpi::allreduce_min(seen);
      if (seen != INT64_MAX) out.goal_distance = static_cast<int>(seen);
    }
    uint64_t reached = 0;
    for (uint64_t h : out.histogram) reached += h;
    progress.note(fmt::format("distance {}", d));
    progress.update(reached);
    if (!opt.checkpoint.empty()) {
      save_layer(d, tp, {d, out.goal_distance, out.histogram});
      mpi::barrier();  // every rank has layer d on disk before the manifest says so
      if (mpi::root()) write_file_atomic(manifest, kManifestTag + std::to_string(d) + "\n");
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
  std::vector<uint64_t> far;  // this rank's first states in rank order: the global first are among them
  for (uint32_t id : mine_of_parity(start_par ^ (layer & 1))) {
    const uint64_t* R = slice(id);
    for (uint64_t w = 0; w < sw && far.size() < opt.farthest_limit; ++w)
      for (uint64_t bits = R[w]; bits && far.size() < opt.farthest_limit; bits &= bits - 1)
        far.push_back(L.rank_of(static_cast<int>(id / S), id % S * sw + w, std::countr_zero(bits)));
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
