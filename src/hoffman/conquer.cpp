#include "hoffman/conquer.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <numeric>
#include <optional>
#include <random>
#include <unordered_set>

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
constexpr const char* kConquerCheckpointKind = "hoffman-conquer";
constexpr uint32_t kConquerCheckpointVersion = 1;

std::string checkpoint_path(const std::string& path) {
  if (path.empty() || mpi::size() == 1) return path;
  return fmt::format("{}.rank{}of{}", path, mpi::rank(), mpi::size());
}

uint64_t batch_size(const ConquerJob& job);

Json job_identity(const ConquerJob& job) {
  Json L = Json::array();
  for (int i = 0; i < job.lengths.n; ++i) L.push_back(job.lengths.l[i]);
  // The budget is not part of the job: a larger one resumes it and retries the open cubes.
  Json invariant = Json::array();
  for (const Symmetry& y : job.invariant) invariant.push_back(symmetry_text(y));
  Json id = {{"dim", job.lengths.n}, {"lengths", L}, {"invariant", invariant}, {"depth", job.depth},
             {"batch", batch_size(job)}, {"rank", mpi::rank()}, {"ranks", mpi::size()}};
  // Absent unless used: the checkpoints of earlier versions still resume.
  if (job.count) id["count"] = true;
  if (job.sample) id["sample"] = {job.sample, job.seed};
  return id;
}

// What one rank knows: its cubes' records and the packings found in them.
struct RankState {
  std::vector<CubeRecord> records;  // by index, only cubes tried
  std::vector<std::pair<uint64_t, Grid>> packings;
};

Json state_json(const RankState& s) {
  Json cubes = Json::array(), packings = Json::array();
  for (const CubeRecord& r : s.records)
    cubes.push_back({r.index, static_cast<int>(r.status), r.budget, r.conflicts, r.seconds, r.packing_count, r.orbit_count,
                     r.orbit_weight});
  for (const auto& [index, grid] : s.packings) packings.push_back({index, grid_text(grid)});
  return {{"cubes", cubes}, {"packings", packings}};
}

RankState load_rank_state(const JobCheckpoint& ck) {
  RankState s;
  ck.load([&](const Json& c) {
    for (const Json& r : c.at("cubes")) {
      const int status = r.at(1).get<int>();
      if (status < 1 || status > 3) throw RunError(fmt::format("checkpoint '{}' holds a cube of unknown status {}", ck.path(), status));
      CubeRecord c{r.at(0).get<uint64_t>(), static_cast<CubeStatus>(status), r.at(2).get<uint64_t>(),
                   r.at(3).get<uint64_t>(), r.at(4).get<double>()};
      if (r.size() > 5) {
        c.packing_count = r.at(5).get<uint64_t>();
        c.orbit_count = r.at(6).get<uint64_t>();
      }
      if (r.size() > 7) c.orbit_weight = r.at(7).get<double>();
      s.records.push_back(c);
    }
    for (const Json& p : c.at("packings"))
      s.packings.emplace_back(p.at(0).get<uint64_t>(), parse_grid(p.at(1).get<std::string>()));
  });
  return s;
}

uint64_t batch_size(const ConquerJob& job) {
  return job.batch > 0 ? job.batch : static_cast<uint64_t>(orientations(job.lengths.n).count);
}

bool needs_work(const ConquerJob& job, const RankState& s, uint64_t cube) {
  auto it = std::lower_bound(s.records.begin(), s.records.end(), cube,
                             [](const CubeRecord& a, uint64_t i) { return a.index < i; });
  if (it == s.records.end() || it->index != cube) return true;
  return it->status == CubeStatus::Open && it->budget < job.cube_conflicts;
}

// This rank's batches (b = rank, rank + ranks, ...), each with the cubes in it still to try under
// the job's budget: untried, or open under a smaller budget.
// A sample keeps the batches of the whole job, with only its cubes in them.
std::vector<std::vector<uint64_t>> batches_to_try(const ConquerJob& job, uint64_t cubes, const RankState& s) {
  const uint64_t size = batch_size(job);
  const std::vector<uint64_t> chosen = job.sample ? sample_cubes(cubes, job.sample, job.seed) : std::vector<uint64_t>{};
  const auto is_chosen = [&](uint64_t i) { return !job.sample || std::binary_search(chosen.begin(), chosen.end(), i); };
  std::vector<std::vector<uint64_t>> batches;
  for (uint64_t b = static_cast<uint64_t>(mpi::rank()); b * size < cubes; b += static_cast<uint64_t>(mpi::size())) {
    std::vector<uint64_t> todo;
    for (uint64_t i = b * size; i < std::min(cubes, (b + 1) * size); ++i)
      if (is_chosen(i) && needs_work(job, s, i)) todo.push_back(i);
    if (!todo.empty()) batches.push_back(std::move(todo));
  }
  return batches;
}

void record(RankState& s, const CubeRecord& r) {
  auto it = std::lower_bound(s.records.begin(), s.records.end(), r.index,
                             [](const CubeRecord& a, uint64_t i) { return a.index < i; });
  if (it != s.records.end() && it->index == r.index) {
    CubeRecord merged = r;
    merged.conflicts += it->conflicts;
    merged.seconds += it->seconds;
    *it = merged;
  } else {
    s.records.insert(it, r);
  }
}

// The rank's records, those of the batch under way (kept once it ends) and the packings counted
// so far in the cube under way.
std::string progress_note(const ConquerJob& job, const RankState& s, const RankState& batch, const CubeRecord* current) {
  uint64_t by[4] = {}, packings = current ? current->packing_count : 0;
  for (const RankState* state : {&s, &batch})
    for (const CubeRecord& r : state->records) {
      ++by[static_cast<int>(r.status)];
      packings += r.packing_count;
    }
  return fmt::format("{} refuted, {} with {}, {} open{}", by[2], by[3],
                     job.count ? fmt::format("packings ({} counted)", packings) : "a packing", by[1],
                     mpi::size() > 1 ? " (rank 0's share)" : "");
}

// Which grids the space holds, and which of them a cube holds: a counting job's view of orbits.
class CountingSpace {
 public:
  explicit CountingSpace(const ConquerJob& job) : group_(symmetry_group(job.lengths.n)) {
    for (const Symmetry& y : job.invariant)
      for (int s = 0; s < group_.size(); ++s)
        if (group_[s] == y) invariant_.push_back(s);
  }
  // The members of the packing's orbit that lie in the cube, for the record's counts and for the
  // solver to exclude. Each orbit is counted once, in the cube of its least member in the space.
  std::vector<Grid> members_in_cube(const Grid& packing, const std::vector<CellOrientation>& cube, CubeRecord& record) const {
    std::vector<Grid> in_cube;
    bool least = true;
    int members = 0;
    for (const Grid& image : orbit_images(packing)) {  // sorted: the first in the space is the least
      if (!in_space(image)) continue;
      ++members;
      if (inside(image, cube)) {
        in_cube.push_back(image);
        ++record.packing_count;
        record.orbit_count += least;
      }
      least = false;
    }
    if (in_cube.empty()) throw RunError("internal: the solver's packing lies outside its cube");
    record.orbit_weight += static_cast<double>(in_cube.size()) / members;
    return in_cube;
  }

 private:
  bool in_space(const Grid& g) const {
    if (invariant_.empty()) return g.cell[0] == 0;  // cell 0 fixed to the identity
    for (int s : invariant_)
      if (!(group_.apply(s, g) == g)) return false;
    return true;
  }
  static bool inside(const Grid& g, const std::vector<CellOrientation>& cube) {
    for (const CellOrientation& c : cube)
      if (g.cell[c.cell] != c.orientation) return false;
    return true;
  }
  const SymmetryGroup& group_;
  std::vector<int> invariant_;  // indices in the group
};

// One cube: settled by one solve, or (counting jobs) by enumerating every packing in it.
// space: null when the job settles cubes without counting; counted(record so far) follows each
// packing counted.
CubeRecord solve_cube(const ConquerJob& job, const std::vector<int>& cells, uint64_t cube, CubeSolver& solver,
                      const CountingSpace* space, const std::function<bool(uint64_t)>& keep_going,
                      const std::function<void(const CubeRecord&)>& counted, std::optional<Grid>& packing) {
  const std::vector<CellOrientation> assignment = cube_assignment(job.lengths.n, cells, cube);
  CubeRecord record{cube, CubeStatus::Open, job.cube_conflicts, 0, 0};
  CdclResult r;
  if (space) {
    r = solver.enumerate(assignment, job.cube_conflicts, keep_going,
                         [&](const Grid& p) {
                           std::vector<Grid> members = space->members_in_cube(p, assignment, record);
                           counted(record);
                           return members;
                         });
    if (r.exhausted) record.status = r.grid ? CubeStatus::Packing : CubeStatus::Refuted;
  } else {
    r = solver.solve(assignment, job.cube_conflicts, keep_going);
    record.status = r.grid ? CubeStatus::Packing : r.exhausted ? CubeStatus::Refuted : CubeStatus::Open;
  }
  record.conflicts = r.conflicts;
  packing = r.grid;
  return record;
}

// One batch on a fresh copy of the formula, its cubes in order. Returns false when the time limit
// or Ctrl-C cut it short: then nothing of it is kept, since its later cubes depend on its earlier ones.
// on_cube(batch so far, the cube under way or null) follows each cube and each packing counted: a
// counting batch can take minutes.
using BatchProgress = std::function<void(const RankState& batch, const CubeRecord* current)>;
bool solve_batch(const ConquerJob& job, const std::vector<int>& cells, const std::vector<uint64_t>& cubes,
                 CubeSolver& solver, const CountingSpace* space, const std::function<bool(uint64_t)>& keep_going,
                 const BatchProgress& on_cube, RankState& s) {
  RankState batch;
  Stopwatch clock;  // the copy's time is charged to the batch's first cube
  solver.fresh_copy();
  for (uint64_t cube : cubes) {
    std::optional<Grid> packing;
    const auto counted = [&](const CubeRecord& current) { on_cube(batch, &current); };
    CubeRecord record = solve_cube(job, cells, cube, solver, space, keep_going, counted, packing);
    if (record.status == CubeStatus::Open && !keep_going(0)) return false;  // stopped, not out of budget
    record.seconds = clock.seconds();
    batch.records.push_back(record);
    clock.restart();
    if (packing) batch.packings.emplace_back(cube, *packing);
    on_cube(batch, nullptr);
  }
  for (const CubeRecord& r : batch.records) record(s, r);
  s.packings.insert(s.packings.end(), batch.packings.begin(), batch.packings.end());
  return true;
}

// This rank's batches, until done, the time limit or Ctrl-C.
RankState conquer_on_this_rank(const ConquerJob& job, const std::vector<int>& cells, bool& stopped,
                               int& variables, uint64_t& clauses) {
  JobCheckpoint ck(checkpoint_path(job.checkpoint), kConquerCheckpointKind, kConquerCheckpointVersion, job_identity(job),
                   job.interval);
  RankState s = load_rank_state(ck);
  const auto batches = batches_to_try(job, cube_count(job.lengths.n, job.depth), s);
  uint64_t total = 0, done = 0;
  for (const auto& b : batches) total += b.size();
  CubeSolver solver(job.lengths, job.invariant);
  std::optional<CountingSpace> space;
  if (job.count) space.emplace(job);
  variables = solver.variables();
  clauses = solver.clauses();
  Progress progress("cubes", total, job.quiet_progress || !mpi::root());
  Stopwatch run;
  bool halt = false;
  const auto keep_going = [&](uint64_t) {
    halt = halt || interrupted() || (job.time_limit > 0 && run.seconds() >= job.time_limit);
    return !halt;
  };
  const auto on_cube = [&](const RankState& batch, const CubeRecord* current) {
    progress.update(done + batch.records.size());
    progress.note(progress_note(job, s, batch, current));
  };
  size_t finished = 0;
  // keep_going is also asked between batches: cubes that propagation refutes never reach the
  // solver's polling.
  for (; finished < batches.size() && keep_going(0); ++finished) {
    if (!solve_batch(job, cells, batches[finished], solver, space ? &*space : nullptr, keep_going, on_cube, s)) break;
    done += batches[finished].size();
    if (ck.due()) ck.save(state_json(s));
  }
  progress.finish();
  std::sort(s.packings.begin(), s.packings.end());
  ck.save(state_json(s));
  if (interrupted())
    throw Interrupted(interrupted_message(checkpoint_path(job.checkpoint)));
  stopped = finished < batches.size();
  return s;
}

// A double through a 64-bit word and back (std::bit_cast is missing from the libc++ of emscripten
// 3.1.6, the WebAssembly build's).
uint64_t bits_of(double x) {
  uint64_t b = 0;
  std::memcpy(&b, &x, sizeof b);
  return b;
}
double double_of(uint64_t b) {
  double x = 0;
  std::memcpy(&x, &b, sizeof x);
  return x;
}

// Records as words for the gather: index, status, budget, conflicts, microseconds, packing and
// orbit counts, the orbit weight's bits.
std::vector<uint64_t> record_words(const RankState& s) {
  std::vector<uint64_t> w;
  for (const CubeRecord& r : s.records)
    w.insert(w.end(), {r.index, static_cast<uint64_t>(r.status), r.budget, r.conflicts,
                       static_cast<uint64_t>(std::llround(r.seconds * 1e6)), r.packing_count, r.orbit_count,
                       bits_of(r.orbit_weight)});
  return w;
}

// Packings as words: the cube index, then the cells' orientation codes, eight to a word.
std::vector<uint64_t> packing_words(const RankState& s, int cells) {
  std::vector<uint64_t> w;
  for (const auto& [index, grid] : s.packings) {
    w.push_back(index);
    for (int c = 0; c < cells; c += 8) {
      uint64_t word = 0;
      for (int b = 0; b < 8 && c + b < cells; ++b) word |= static_cast<uint64_t>(grid.cell[c + b]) << (8 * b);
      w.push_back(word);
    }
  }
  return w;
}

// Every rank's records and packings on rank 0, by cube index.
RankState gather(const RankState& mine, int n) {
  if (mpi::size() == 1) return mine;
  const int cells = cell_count(n), words = 1 + (cells + 7) / 8;
  const std::vector<uint64_t> r = mpi::gather_to_root(record_words(mine));
  const std::vector<uint64_t> p = mpi::gather_to_root(packing_words(mine, cells));
  RankState all;
  for (size_t i = 0; i + 8 <= r.size(); i += 8)
    all.records.push_back({r[i], static_cast<CubeStatus>(r[i + 1]), r[i + 2], r[i + 3], static_cast<double>(r[i + 4]) / 1e6,
                           r[i + 5], r[i + 6], double_of(r[i + 7])});
  for (size_t i = 0; i + words <= p.size(); i += words) {
    Grid g;
    g.n = n;
    for (int c = 0; c < cells; ++c) g.cell[c] = static_cast<uint8_t>(p[i + 1 + c / 8] >> (8 * (c % 8)));
    all.packings.emplace_back(p[i], g);
  }
  std::sort(all.records.begin(), all.records.end(), [](const CubeRecord& a, const CubeRecord& b) { return a.index < b.index; });
  std::sort(all.packings.begin(), all.packings.end());
  return all;
}

void tally(ConquerResult& r) {
  for (const CubeRecord& c : r.records) {
    r.refuted += c.status == CubeStatus::Refuted;
    r.with_packing += c.status == CubeStatus::Packing;
    r.open += c.status == CubeStatus::Open;
    r.conflicts += c.conflicts;
    r.core_seconds += c.seconds;
    r.packing_count += c.packing_count;
    r.orbit_count += c.orbit_count;
  }
  r.untried = r.chosen - r.records.size();
}
}  // namespace

std::vector<int> cube_cells(int n, int depth, bool cell0_fixed) {
  const int cells = cell_count(n), skip = cell0_fixed ? 1 : 0;
  if (depth < 0 || depth > cells - skip) throw InputError(fmt::format("the cube depth must be 0 to {}, not {}", cells - skip, depth));
  std::vector<int> order(cells);
  std::iota(order.begin(), order.end(), 0);
  const auto coordinate_sum = [n](int c) {  // the sum of c's base-n digits
    int sum = 0;
    for (; c > 0; c /= n) sum += c % n;
    return sum;
  };
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return coordinate_sum(a) < coordinate_sum(b); });
  return {order.begin() + skip, order.begin() + skip + depth};
}

uint64_t cube_count(int n, int depth) {
  const int radix = orientations(n).count;  // n!
  if (std::pow(static_cast<double>(radix), depth) > 1e15)
    throw InputError(fmt::format("{}^{} cubes are too many; choose a smaller depth", radix, depth));
  uint64_t c = 1;
  for (int k = 0; k < depth; ++k) c *= static_cast<uint64_t>(radix);
  return c;
}

std::vector<CellOrientation> cube_assignment(int n, const std::vector<int>& cells, uint64_t index) {
  const uint64_t radix = static_cast<uint64_t>(orientations(n).count);
  std::vector<CellOrientation> cube;
  for (int cell : cells) {
    cube.push_back({cell, static_cast<int>(index % radix)});
    index /= radix;
  }
  return cube;
}

void check_count(const ConquerJob& job) {
  if (job.count && job.lengths.n > kMaxSearchDim)
    throw InputError(fmt::format("counting needs the symmetry tables, which stop at dimension {}", kMaxSearchDim));
}

void check_sample(const ConquerJob& job) {
  const uint64_t cubes = cube_count(job.lengths.n, job.depth);
  if (job.sample > cubes)
    throw InputError(fmt::format("a sample of {} cubes is more than the {} cubes of depth {}", job.sample, cubes, job.depth));
}

std::vector<uint64_t> sample_cubes(uint64_t cubes, uint64_t k, uint64_t seed) {
  if (k > cubes) throw InputError(fmt::format("a sample of {} cubes is more than the {} cubes", k, cubes));
  std::mt19937_64 rng(seed);
  std::unordered_set<uint64_t> picked;
  for (uint64_t j = cubes - k; j < cubes; ++j) {  // Floyd: each k-subset equally likely
    const uint64_t t = rng() % (j + 1);
    picked.insert(picked.count(t) ? j : t);
  }
  std::vector<uint64_t> out(picked.begin(), picked.end());
  std::sort(out.begin(), out.end());
  return out;
}

SampleEstimate estimate_from_sample(const ConquerResult& r) {
  SampleEstimate e;
  const double k = static_cast<double>(r.records.size()), N = static_cast<double>(r.cubes);
  if (k == 0) return e;
  const auto scaled = [&](auto count, double& total, double& error) {
    double sum = 0, squares = 0;
    for (const CubeRecord& c : r.records) {
      const double x = static_cast<double>(count(c));
      sum += x;
      squares += x * x;
    }
    const double mean = sum / k;
    const double variance = k > 1 ? (squares - k * mean * mean) / (k - 1) : 0;
    total = N * mean;
    error = N * std::sqrt(std::max(0.0, variance) / k * (1 - k / N));
  };
  scaled([](const CubeRecord& c) { return c.packing_count; }, e.packings, e.packings_stderr);
  scaled([](const CubeRecord& c) { return c.orbit_weight; }, e.orbits, e.orbits_stderr);
  for (const CubeRecord& c : r.records) e.cubes_with_packings += c.packing_count > 0;
  return e;
}

ConquerResult run_conquer(const ConquerJob& job) {
  validate_lengths(job.lengths);
  for (const Symmetry& y : job.invariant)
    if (y.n != job.lengths.n) throw InputError(fmt::format("the symmetry {} is not of dimension {}", symmetry_text(y), job.lengths.n));
  if (job.cube_conflicts == 0) throw InputError("the conflict budget per cube must be positive");
  check_count(job);
  check_sample(job);
  if (!job.checkpoint.empty()) require_writable_location(checkpoint_path(job.checkpoint));
  ConquerResult r;
  r.lengths = job.lengths;
  r.depth = job.depth;
  r.cells = cube_cells(job.lengths.n, job.depth, job.invariant.empty());
  r.cubes = cube_count(job.lengths.n, job.depth);
  r.chosen = job.sample ? job.sample : r.cubes;
  r.ranks = mpi::size();
  Stopwatch clock;
  bool stopped = false;
  const RankState mine = conquer_on_this_rank(job, r.cells, stopped, r.variables, r.clauses);
  const RankState all = gather(mine, job.lengths.n);
  r.records = all.records;
  r.packings = all.packings;
  for (const auto& [cube, grid] : r.packings)  // also those read back from a checkpoint or another rank
    if (!is_valid_packing(grid, job.lengths))
      throw RunError(fmt::format("internal: the packing of cube {} fails the exact checker", cube));
  tally(r);
  uint64_t totals[7] = {r.refuted, r.with_packing, r.open, r.conflicts, stopped ? 1u : 0u, r.packing_count, r.orbit_count};
  if (mpi::size() > 1) {  // rank 0 has the records; the others learn the totals
    uint64_t micros = static_cast<uint64_t>(std::llround(r.core_seconds * 1e6));
    if (!mpi::root()) totals[0] = totals[1] = totals[2] = totals[3] = totals[5] = totals[6] = micros = 0;
    totals[4] = stopped;
    mpi::allreduce_sum(totals, 7);
    mpi::allreduce_sum(&micros, 1);
    r.refuted = totals[0];
    r.with_packing = totals[1];
    r.open = totals[2];
    r.conflicts = totals[3];
    r.packing_count = totals[5];
    r.orbit_count = totals[6];
    r.core_seconds = static_cast<double>(micros) / 1e6;
    r.untried = r.chosen - r.refuted - r.with_packing - r.open;
  }
  r.stopped = totals[4] > 0;
  r.seconds = -static_cast<double>(mpi::allreduce_min(-static_cast<int64_t>(clock.seconds() * 1e6))) / 1e6;
  return r;
}

}  // namespace cw::hoffman
