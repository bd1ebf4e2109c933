#include "hoffman/count.hpp"

#include <charconv>
#include <chrono>
#include <climits>
#include <cstdint>
#include <exception>
#include <set>
#include <thread>

#include <fmt/format.h>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/job_checkpoint.hpp"
#include "core/mpi.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"

namespace cw::hoffman {
namespace {
constexpr uint32_t kCountCheckpointVersion = 1;
constexpr const char* kCountCheckpointKind = "hoffman-count";
constexpr uint64_t kEstimateSeed = 12345;

int default_split_depth(int n) { return n == 2 ? 2 : n == 3 ? 3 : 6; }

Json job_identity(const CountJob& job, int split) {
  Json L = Json::array();
  for (int i = 0; i < job.lengths.n; ++i) L.push_back(job.lengths.l[i]);
  return {{"dim", job.lengths.n}, {"lengths", L}, {"order", order_name(job.order)},
          {"shard", job.shard}, {"shards", job.shards}, {"split_depth", split}};
}

// Where one single-threaded run stands: what it has counted and where in the tree it goes on.
struct CountState {
  uint64_t leaves = 0, nodes = 0, frontier = 0;
  std::vector<int> path;  // candidate index per depth of the node to resume at
  bool complete = false;
  double seconds = 0;
};

Json state_json(const CountState& s) {
  return {{"leaves", s.leaves}, {"nodes", s.nodes}, {"path", s.path},
          {"frontier", s.frontier}, {"complete", s.complete}, {"seconds", s.seconds}};
}

CountState load_count_state(const JobCheckpoint& ck) {
  CountState s;
  ck.load([&](const Json& c) {
    s.leaves = c.at("leaves").get<uint64_t>();
    s.nodes = c.at("nodes").get<uint64_t>();
    s.path = c.at("path").get<std::vector<int>>();
    s.frontier = c.at("frontier").get<uint64_t>();
    s.complete = c.at("complete").get<bool>();
    s.seconds = c.at("seconds").get<double>();
  });
  return s;
}

CountResult empty_result(const CountJob& job, int split) {
  CountResult r;
  r.lengths = job.lengths;
  r.shard = job.shard;
  r.shards = job.shards;
  r.split_depth = split;
  r.order = order_name(job.order);
  return r;
}

// The progress line's total: this run's share of the estimated tree, less what was done before.
uint64_t progress_total(const CountJob& job, uint64_t nodes_before) {
  if (job.estimate_probes == 0) return 0;
  const double tree = job.tree_nodes >= 0
                          ? job.tree_nodes
                          : estimate_tree(job.lengths, job.estimate_probes, kEstimateSeed, true, job.order).nodes;
  const double remaining = tree / job.shards - static_cast<double>(nodes_before);
  return remaining > 0 && remaining < 1.8e19 ? static_cast<uint64_t>(remaining) : 0;
}

// One thread, one (sub-)shard: resumes from the checkpoint, walks the tree, saves on the way.
CountResult count_one_shard(const CountJob& job) {
  const Lengths& L = job.lengths;
  validate_lengths(L, true);
  const int split = job.split_depth >= 0 ? job.split_depth : default_split_depth(L.n);
  JobCheckpoint ck(job.checkpoint, kCountCheckpointKind, kCountCheckpointVersion, job_identity(job, split), job.interval);
  CountState state = load_count_state(ck);
  CountResult r = empty_result(job, split);
  if (state.complete) {  // a finished job keeps its checkpoint as the record
    r.leaves = state.leaves;
    r.nodes = state.nodes;
    r.complete = true;
    r.seconds = state.seconds;
    return r;
  }
  Engine engine(L, Pruning::Full, job.order);
  Engine::Hooks h;
  h.first_fixed = 0;
  h.split_depth = split;
  h.shard = job.shard;
  h.shards = job.shards;
  h.resume = state.path;
  h.frontier_start = state.frontier;
  Stopwatch sw;
  const uint64_t nodes_before = state.nodes;
  // Progress counts this run's nodes only (so the rate is right after a resume).
  Progress progress("count", progress_total(job, nodes_before), quiet() || job.quiet_progress);
  const auto save = [&](std::vector<int> path, uint64_t nodes, bool complete) {
    state.path = std::move(path);
    state.nodes = nodes_before + nodes;
    state.frontier = engine.frontier_count();
    state.complete = complete;
    state.seconds = sw.seconds();
    ck.save(state_json(state));
  };
  bool interrupted_now = false;
  h.on_leaf = [&](const Grid&) {
    ++state.leaves;
    return true;
  };
  if (job.tick_delay_ms > 0) h.tick_every = 64;
  h.on_tick = [&](uint64_t nodes, int depth) {
    if (job.tick_delay_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(job.tick_delay_ms));
    progress.update(nodes);
    progress.note(fmt::format("{} packings so far (cell 0 fixed), depth {}", state.leaves, depth));
    interrupted_now = interrupted();
    if (interrupted_now || ck.due()) save(engine.path(depth), nodes, false);
    return !interrupted_now;
  };
  const uint64_t nodes = engine.run(h);
  progress.finish();
  if (interrupted_now) throw Interrupted(interrupted_message(job.checkpoint));
  r.leaves = state.leaves;
  r.nodes = nodes_before + nodes;
  r.complete = true;
  r.seconds = sw.seconds();
  save({}, nodes, true);
  return r;
}

CountResult count_on_this_rank(const CountJob& job);

// Threads run sub-shards: shard s of N with T threads is sub-shards s*T+t of N*T, each with its
// own checkpoint file (FILE.t). Same T on resume, or the files are refused.
CountResult count_in_threads(const CountJob& job) {
  const int T = job.threads;
  std::vector<CountResult> parts(T);
  std::vector<std::exception_ptr> errors(T);
  std::vector<std::thread> pool;
  for (int t = 0; t < T; ++t)
    pool.emplace_back([&, t] {
      try {
        CountJob sub = job;
        sub.threads = 1;
        sub.shard = job.shard * T + t;
        sub.shards = job.shards * T;
        sub.checkpoint = job.checkpoint.empty() ? "" : job.checkpoint + "." + std::to_string(t);
        sub.quiet_progress = job.quiet_progress || t > 0;  // one progress line (thread 0's)
        sub.estimate_probes = t == 0 ? job.estimate_probes : 0;
        parts[t] = count_one_shard(sub);
      } catch (...) {
        errors[t] = std::current_exception();
      }
    });
  for (auto& th : pool) th.join();
  bool stopped = false;
  for (auto& e : errors) {
    if (!e) continue;
    try {
      std::rethrow_exception(e);
    } catch (const Interrupted&) {
      stopped = true;  // every thread saved its own file
    }
  }
  if (stopped)
    throw Interrupted(interrupted_message(
        job.checkpoint.empty() ? "" : fmt::format("{}.0 ... {}.{}", job.checkpoint, job.checkpoint, T - 1)));
  CountResult r = parts[0];
  r.shard = job.shard;
  r.shards = job.shards;
  r.threads = T;
  for (int t = 1; t < T; ++t) {
    r.leaves += parts[t].leaves;
    r.nodes += parts[t].nodes;
    r.seconds = std::max(r.seconds, parts[t].seconds);
  }
  return r;
}

CountResult count_on_this_rank(const CountJob& job) {
  return job.threads > 1 ? count_in_threads(job) : count_one_shard(job);
}

// Under mpirun ranks split the shard like threads do; shards are disjoint, so leaves add up exactly.
CountResult count_across_ranks(const CountJob& job) {
  CountJob sub = job;
  sub.shard = job.shard * mpi::size() + mpi::rank();
  sub.shards = job.shards * mpi::size();
  sub.checkpoint = job.checkpoint.empty() ? "" : job.checkpoint + ".rank" + std::to_string(mpi::rank());
  sub.quiet_progress = job.quiet_progress || !mpi::root();
  CountResult r = count_on_this_rank(sub);
  uint64_t sums[2] = {r.leaves, r.nodes};
  mpi::allreduce_sum(sums, 2);
  uint64_t incomplete = r.complete ? 0 : 1;
  mpi::allreduce_sum(&incomplete, 1);
  r.leaves = sums[0];
  r.nodes = sums[1];  // every rank walks the tree above the split depth: more than one run
  r.complete = incomplete == 0;
  r.seconds = -static_cast<double>(mpi::allreduce_min(-static_cast<int64_t>(r.seconds * 1e6))) / 1e6;
  r.shard = job.shard;
  r.shards = job.shards;
  return r;
}

// "42 s", "3.5 hours", "2.7e+09 years": a duration a reader takes in at a glance.
std::string duration_text(double s) {
  if (s < 120) return fmt::format("{:.0f} s", s);
  if (s < 2 * 3600) return fmt::format("{:.0f} minutes", s / 60);
  if (s < 2 * 86400) return fmt::format("{:.1f} hours", s / 3600);
  if (s < 2 * kSecondsPerYear) return fmt::format("{:.0f} days", s / 86400);
  return fmt::format("{:.2g} years", s / kSecondsPerYear);
}
}  // namespace

uint64_t CountResult::raw() const {
  uint64_t f = 1;
  for (int k = 2; k <= lengths.n; ++k) f *= k;
  return f * leaves;
}

std::pair<int, int> parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  int i = -1, n = 0;
  if (slash != std::string::npos) {
    auto r1 = std::from_chars(text.data(), text.data() + slash, i);
    auto r2 = std::from_chars(text.data() + slash + 1, text.data() + text.size(), n);
    if (r1.ec != std::errc() || r1.ptr != text.data() + slash || r2.ec != std::errc() ||
        r2.ptr != text.data() + text.size())
      i = -1;
  }
  if (i < 0 || n <= 0 || i >= n)
    throw InputError(fmt::format("'{}' is not a shard i/N with 0 <= i < N", printable(text)));
  return {i, n};
}

CountForecast forecast_count(const CountJob& job) {
  validate_lengths(job.lengths, true);
  CountForecast f;
  f.tree_nodes = estimate_tree(job.lengths, kForecastProbes, kEstimateSeed, true, job.order).nodes;
  f.nodes = f.tree_nodes / job.shards;
  f.seconds = f.nodes / (kForecastNodesPerSecond * job.threads * mpi::size());
  return f;
}

std::string forecast_text(const CountForecast& f) {
  return fmt::format("about {:.2g} nodes, {} at {:.0e} nodes/s per thread", f.nodes, duration_text(f.seconds),
                     kForecastNodesPerSecond);
}

CountResult run_count(const CountJob& job) {
  // The doors check the declared range (1 to 256); this is for C++ callers.
  if (job.threads < 1) throw InputError(fmt::format("{} threads: at least 1", job.threads));
  if (!job.checkpoint.empty()) require_writable_location(job.checkpoint);
  return mpi::size() > 1 ? count_across_ranks(job) : count_on_this_rank(job);
}

Json count_json(const CountResult& r) {
  Json L = Json::array();
  for (int i = 0; i < r.lengths.n; ++i) L.push_back(r.lengths.l[i]);
  return {{"dim", r.lengths.n}, {"lengths", L}, {"order", r.order}, {"shard", r.shard},
          {"shards", r.shards}, {"split_depth", r.split_depth}, {"complete", r.complete},
          {"corner_fixed", r.leaves}, {"raw", r.raw()}, {"nodes", r.nodes}};
}

std::string count_text(const CountResult& r) {
  std::string s = fmt::format("count, dimension {}, lengths {}{}: {} packings with cell 0 fixed, {} raw "
                              "(x {}! axis permutations); {} nodes\n",
                              r.lengths.n, r.lengths.str(),
                              r.shard < 0 ? fmt::format(", all {} shards", r.shards)
                              : r.shards > 1 ? fmt::format(", shard {}/{}", r.shard, r.shards) : "",
                              r.leaves, r.raw(), r.lengths.n, r.nodes);
  if (r.shards > 1 && r.shard >= 0) s += "(one shard only: add the shards with 'cubeworks hoffman merge')\n";
  return s;
}

namespace {
// A field of a shard result of the expected type, or a one-line InputError naming it.
const Json& field(const Json& p, const char* key, bool (Json::*is_type)() const noexcept, const char* type) {
  const auto it = p.find(key);
  if (it == p.end() || !((*it).*is_type)())
    throw InputError(fmt::format("merge: a shard result has no {} '{}' (not the JSON result of a count?)",
                                 type, key));
  return *it;
}
int64_t int_field(const Json& p, const char* key, int64_t lo, int64_t hi) {
  const Json& v = field(p, key, &Json::is_number_integer, "integer");
  const int64_t x = v.is_number_unsigned() && v.get<uint64_t>() > static_cast<uint64_t>(INT64_MAX)
                        ? INT64_MAX : v.get<int64_t>();
  if (x < lo || x > hi) throw InputError(fmt::format("merge: '{}' = {} is out of range [{}, {}]", key, x, lo, hi));
  return x;
}
}  // namespace

CountResult merge_counts(const std::vector<Json>& parts) {
  if (parts.empty()) throw InputError("merge: no shard results given");
  CountResult total;
  std::set<int64_t> seen;
  Json first;
  uint64_t factorial = 1;
  for (const auto& p : parts) {
    if (!p.is_object() || !p.contains("shards") || !p.contains("corner_fixed") || !p.contains("lengths"))
      throw InputError("merge: not the JSON result of a count");
    if (!field(p, "complete", &Json::is_boolean, "boolean").get<bool>())
      throw InputError("merge: a shard result is not complete");
    const int dim = static_cast<int>(int_field(p, "dim", kMinDim, kMaxSearchDim));
    const Json& lengths = field(p, "lengths", &Json::is_array, "array");
    const std::string order = field(p, "order", &Json::is_string, "string").get<std::string>();
    if (order != "lex" && order != "wave" && order != "shells")
      throw InputError(fmt::format("merge: unknown cell order '{}'", printable(order)));
    const int64_t shards = int_field(p, "shards", 1, INT32_MAX);
    const int64_t split = int_field(p, "split_depth", 0, kMaxSearchCells);
    const int64_t shard = int_field(p, "shard", 0, shards - 1);
    Json id = {dim, lengths, order, shards, split};
    if (first.is_null()) {
      Lengths L;
      L.n = dim;
      if (static_cast<int>(lengths.size()) != dim)
        throw InputError(fmt::format("merge: {} lengths for dimension {}", lengths.size(), dim));
      for (int i = 0; i < dim; ++i) {
        if (!lengths[i].is_number_integer()) throw InputError("merge: the lengths are not integers");
        L.l[i] = lengths[i].is_number_unsigned() && lengths[i].get<uint64_t>() > static_cast<uint64_t>(INT64_MAX)
                     ? INT64_MAX : lengths[i].get<int64_t>();
      }
      validate_lengths(L, true);
      first = id;
      total.lengths = L;
      total.shards = static_cast<int>(shards);
      total.split_depth = static_cast<int>(split);
      total.order = order;
      for (int k = 2; k <= dim; ++k) factorial *= k;
    } else if (id != first) {
      throw InputError("merge: the shard results belong to different jobs");
    }
    if (!seen.insert(shard).second) throw InputError(fmt::format("merge: shard {} given twice", shard));
    const uint64_t leaves = field(p, "corner_fixed", &Json::is_number_unsigned, "count").get<uint64_t>();
    const uint64_t nodes = field(p, "nodes", &Json::is_number_unsigned, "count").get<uint64_t>();
    if (p.contains("raw") && !(p["raw"].is_number_unsigned() && leaves <= UINT64_MAX / factorial &&
                               p["raw"].get<uint64_t>() == leaves * factorial))
      throw InputError(fmt::format("merge: shard {}: 'raw' is not {}! x 'corner_fixed'", shard, dim));
    if (__builtin_add_overflow(total.leaves, leaves, &total.leaves) ||
        __builtin_add_overflow(total.nodes, nodes, &total.nodes) || total.leaves > UINT64_MAX / factorial)
      throw InputError("merge: the counts add up to more than 64 bits hold");
  }
  // Every shard once: the first one missing, if any.
  int64_t missing = 0;
  for (int64_t s : seen) {
    if (s != missing) break;
    ++missing;
  }
  if (missing < total.shards) throw InputError(fmt::format("merge: shard {}/{} is missing", missing, total.shards));
  total.shard = -1;  // all of them
  total.complete = true;
  return total;
}

}  // namespace cw::hoffman
