// The exact diameter's drivers (exact_diameter.hpp): the classic board's space and its run, the
// run over the component of a start of another kind, and the batch search from given states
// alone (eccentricities_of). Each run builds the space (the states, their neighbours and their
// symmetry classes), settles every class's eccentricity bounds, and checks the diameter's pair
// with a second engine. The parts, each in its own file:
//   exact_diameter_symmetry.cpp  the board's symmetries and the other kinds' relabellings
//   exact_diameter_batch.cpp     BatchSearch, 256 breadth-first searches at once
//   exact_diameter_bounds.cpp    ClassBounds: set by batches, spread along edges, bound_by_reach,
//                                summed up, and in checkpoints
//   exact_diameter_settle.cpp    settle, the run of batches: next_batch, progress, checkpoints
//   exact_diameter_kinds.cpp     KindIndex and component_of: the other kinds' states
//   exact_diameter_internal.hpp  what these share (namespace exact)
#include "rolling/exact_diameter.hpp"

#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/parallel.hpp"
#include "core/timer.hpp"
#include "rolling/bfs.hpp"
#include "rolling/exact_diameter_internal.hpp"
#include "rolling/kind_solve.hpp"
#include "rolling/layout.hpp"
#include "rolling/replay.hpp"
#include "rolling/solve.hpp"

namespace cw::rolling::exact {
namespace {

// Up to four neighbours per state (a missing move points back to the state itself: its bits
// are already visited, so pulling from it adds nothing).
std::vector<uint32_t> neighbour_table(const Layout& layout, [[maybe_unused]] int threads) {  // read by pragmas alone
  const uint64_t n = layout.states();
  std::vector<uint32_t> next(n * 4);
#pragma omp parallel num_threads(threads)
  {
    State t = layout.unrank(0);  // assigned, not constructed, in the loop: no allocation per state
#pragma omp for schedule(static, 4096)
    for (uint64_t r = 0; r < n; ++r) {
      const State s = layout.unrank(r);
      for (Direction d : kDirections) {
        t = s;
        next[r * 4 + static_cast<int>(d)] = static_cast<uint32_t>(apply_move(t, d) ? layout.rank(t) : r);
      }
    }
  }
  return next;
}

void check_board(Board board, const ExactDiameterOptions& opt) {
  if (board.rows == 2 && board.cols == 2)
    throw InputError("the 2x2 board's states do not all reach each other: its diameter is not defined");
  if (board.cells() > 12)
    throw RunError(fmt::format("{} has more than 2^32 states: its exact diameter is out of reach here", format_board(board)));
  const Layout layout(board);
  if (layout.states() > (uint64_t{1} << 32) - 1)
    throw RunError(fmt::format("{} has {} states, more than 2^32: its exact diameter is out of reach here",
                               format_board(board), layout.states()));
  const uint64_t need = exact_diameter_memory(board);
  if (need > opt.memory_limit_bytes)
    throw RunError(fmt::format("the exact diameter of {} needs {:.1f} GiB of memory, more than the limit of {:.1f} GiB",
                               format_board(board), need / 1073741824.0, opt.memory_limit_bytes / 1073741824.0));
}

Json identity_of(Board board, const ExactDiameterOptions& opt, uint64_t classes) {
  return Json{{"board", format_board(board)}, {"symmetry", opt.symmetry}, {"bounds", opt.bounds}, {"extremes", opt.extremes_only},
              {"batch", kBatch}, {"classes", classes}};
}

ExactDiameter figures(const Space& space, const Settled& s, int symmetries) {
  ExactDiameter r;
  r.states = r.reachable = space.n;
  r.symmetries = symmetries;
  r.classes = space.classes.first.size();
  r.searches = s.searches;
  r.batches = s.batches;
  r.resumed_at = s.resumed_at;
  summarise(r, space.classes, s.bounds);
  return r;
}

// The least state of the first class at the diameter.
uint32_t diameter_source(const ExactDiameter& r, const Space& space, const ClassBounds& b) {
  const auto at = std::find(b.lo.begin(), b.lo.end(), static_cast<uint8_t>(r.diameter));
  if (at == b.lo.end()) throw RunError("internal: no class at the diameter");
  return space.classes.first[static_cast<size_t>(at - b.lo.begin())];
}

// Distances from one state over the neighbour table, a byte each (a plain queue).
std::vector<uint8_t> queue_distances(const std::vector<uint32_t>& next, uint64_t n, uint32_t from) {
  std::vector<uint8_t> dist(n, 255);
  std::vector<uint32_t> queue{from};
  queue.reserve(n);
  dist[from] = 0;
  for (size_t i = 0; i < queue.size(); ++i)
    for (int d = 0; d < 4; ++d) {
      const uint32_t w = next[uint64_t{queue[i]} * 4 + static_cast<uint64_t>(d)];
      if (dist[w] == 255) dist[w] = static_cast<uint8_t>(dist[queue[i]] + 1), queue.push_back(w);
    }
  return dist;
}

// The classic space in the classes of the maps (the identity first).
Space symmetric_space(const Layout& layout, const std::vector<BoardSymmetry>& maps, int threads) {
  const Board board = layout.board();
  Space space = classic_space(layout, threads);
  const uint64_t region = space.n / static_cast<uint64_t>(board.cells());
  space.classes = orbit_classes(
      space.n, maps.size(),
      [&](uint64_t r, uint64_t* out) {
        const State s = layout.unrank(r);
        State image = s;
        for (size_t m = 0; m < maps.size(); ++m) {
          apply_symmetry_into(maps[m], s, image);
          out[m] = layout.rank(image);
        }
      },
      [&](uint64_t r) { return board.colour(static_cast<int>(r / region)); });
  space.class_next = class_neighbours(space);
  return space;
}

// The pair: the far end by the byte-per-state engine, a second search that must agree with
// the batch's eccentricity; the moves by the solver, replayed by the checker.
void classic_pair(ExactDiameter& r, const Layout& layout, uint32_t source, int threads) {
  const State a = layout.unrank(source);
  BfsOptions bo;
  bo.threads = threads;
  const Distances d = bfs_distances(layout, a, bo);
  if (d.max_distance != r.diameter)
    throw RunError(fmt::format("internal: the byte-per-state search gives {} an eccentricity of {}, the batch {}",
                               format_state(a), d.max_distance, r.diameter));
  const State b = layout.unrank(static_cast<uint64_t>(
      std::find(d.dist.begin(), d.dist.end(), static_cast<uint8_t>(r.diameter)) - d.dist.begin()));
  SolveOptions so;
  so.method = SolveMethod::Bfs;
  so.threads = threads;
  const Solution path = solve(a, b, so);  // replayed inside
  if (path.length != r.diameter || !is_valid_solution(a, b, path.moves))
    throw RunError(fmt::format("internal: the solver finds {} moves between the diameter's pair, not {}", path.length, r.diameter));
  r.a = kind_state_of(a);
  r.b = kind_state_of(b);
  r.moves = path.moves;
}

// The pair: the far end by a plain queue search, the distance again by the pattern solver
// (sorted layers of packed keys, its own move rule), whose moves its checker replays.
void kind_pair(ExactDiameter& r, const KindIndex& index, const Component& comp, const Space& space, uint32_t source,
               unsigned kinds, uint64_t memory_limit_bytes) {
  const std::vector<uint8_t> dist = queue_distances(space.next, space.n, source);
  const uint8_t most = *std::max_element(dist.begin(), dist.end());
  if (most != r.diameter)
    throw RunError(fmt::format("internal: a queue search gives an eccentricity of {}, the batch {}", most, r.diameter));
  r.a = index.state(comp.members[source]);
  r.b = index.state(comp.members[static_cast<size_t>(std::find(dist.begin(), dist.end(), most) - dist.begin())]);
  KindSolveOptions ko;
  ko.memory_limit_bytes = memory_limit_bytes;
  const KindSolution path = kind_solve(r.a, parse_pattern(format_kind_state(r.b), kinds), ko);
  if (!path.found || path.length != r.diameter)
    throw RunError(fmt::format("internal: the pattern solver finds {} moves between the diameter's pair, not {}", path.length, r.diameter));
  r.moves = path.moves;
}

}  // namespace

// The classic space without classes: ranks of layout.hpp, whose regions are the empty cell's.
Space classic_space(const Layout& layout, int threads) {
  Space s;
  s.n = layout.states();
  s.next = neighbour_table(layout, threads);
  const Board b = layout.board();
  for (int q = 0; q < b.cells(); ++q)
    s.runs[static_cast<size_t>(b.colour(q))].push_back({layout.rank_base(q), q + 1 < b.cells() ? layout.rank_base(q + 1) : s.n});
  return s;
}

}  // namespace cw::rolling::exact

namespace cw::rolling {

std::vector<Eccentricity> eccentricities_of(const std::vector<State>& from, int threads) {
  if (from.empty()) return {};
  const Layout layout(from.front().board);
  if (threads <= 0) threads = parallel_threads();
  const exact::Space space = exact::classic_space(layout, threads);
  exact::BatchSearch search(space, threads);
  std::vector<Eccentricity> out(from.size());
  for (int colour = 0; colour < 2; ++colour) {
    std::vector<uint32_t> ranks;
    std::vector<size_t> at;
    for (size_t i = 0; i < from.size(); ++i)
      if (from[i].board.colour(from[i].empty) == colour) ranks.push_back(static_cast<uint32_t>(layout.rank(from[i]))), at.push_back(i);
    std::vector<uint8_t> ecc(ranks.size());
    std::vector<uint64_t> far(ranks.size());
    for (size_t i = 0; i < ranks.size(); i += exact::kBatch) {
      const int count = static_cast<int>(std::min<size_t>(exact::kBatch, ranks.size() - i));
      if (!search.run(ranks.data() + i, count, colour, ecc.data() + i, far.data() + i, exact::CountFarthest{true}, nullptr,
                      nullptr, nullptr))
        throw Interrupted(interrupted_message(""));
    }
    for (size_t i = 0; i < ranks.size(); ++i) out[at[i]] = {ecc[i], far[i]};
  }
  return out;
}

constexpr uint64_t kBytesPerState = 4 * 4 + 2 * exact::kWords * 8 + 1 + 4 + 1 + 1 + 8;

uint64_t exact_diameter_memory(Board board) {
  // Neighbours, two bit-parallel arrays and their newest flags, classes, the batch's last layers,
  // and room for the classes' bounds and buckets.
  return Layout(board).states() * kBytesPerState;
}

ExactDiameter exact_diameter(Board board, const ExactDiameterOptions& opt) {
  exact::check_board(board, opt);
  Stopwatch clock;
  const int threads = opt.threads > 0 ? opt.threads : parallel_threads();
  const Layout layout(board);
  std::vector<BoardSymmetry> maps = board_symmetries(board);
  if (!opt.symmetry) maps.resize(1);  // the identity
  const exact::Space space = exact::symmetric_space(layout, maps, threads);
  const double setup = clock.seconds();
  const exact::Settled settled = exact::settle(space, opt, exact::identity_of(board, opt, space.classes.first.size()), threads);
  ExactDiameter r = exact::figures(space, settled, static_cast<int>(maps.size()));
  r.board = board;
  r.setup_seconds = setup;
  r.search_seconds = clock.seconds() - setup;
  exact::classic_pair(r, layout, exact::diameter_source(r, space, settled.bounds), threads);
  r.seconds = clock.seconds();
  return r;
}

ExactDiameter exact_diameter(const KindState& start, const ExactDiameterOptions& opt) {
  const unsigned kinds = kinds_present(start);
  if (std::popcount(kinds) != 1) throw InputError("the exact diameter takes cubes of one kind, not a kind map");
  const Kind kind = static_cast<Kind>(std::countr_zero(kinds));
  const Board board = start.board;
  const exact::KindIndex index(board, kind);
  Stopwatch clock;
  const int threads = opt.threads > 0 ? opt.threads : parallel_threads();
  const exact::Component comp = exact::component_of(index, index.rank(start));
  const uint64_t n = comp.members.size();
  if (n * kBytesPerState > opt.memory_limit_bytes)
    throw RunError(fmt::format("the exact diameter of {}'s component ({} states) needs {:.1f} GiB of memory, more than "
                               "the limit of {:.1f} GiB", format_kind_state(start), n, n * kBytesPerState / 1073741824.0,
                               opt.memory_limit_bytes / 1073741824.0));
  // The maps that keep the start's component: a graph automorphism maps components onto
  // components, so the start's image decides.
  std::vector<KindSymmetry> maps;
  for (const KindSymmetry& m : kind_symmetries(board, kind))
    if (comp.has(index.rank(apply_symmetry(m, start)))) maps.push_back(m);
  if (!opt.symmetry) maps.resize(1);
  const exact::Space space = exact::component_space(index, comp, maps, threads);
  const double setup = clock.seconds();
  Json identity = exact::identity_of(board, opt, space.classes.first.size());
  identity["kind"] = kind_name(kind);
  identity["start"] = format_kind_state(start);
  const exact::Settled settled = exact::settle(space, opt, identity, threads);
  ExactDiameter r = exact::figures(space, settled, static_cast<int>(maps.size()));
  r.board = board;
  r.kind = kind;
  r.states = index.states();
  r.setup_seconds = setup;
  r.search_seconds = clock.seconds() - setup;
  exact::kind_pair(r, index, comp, space, exact::diameter_source(r, space, settled.bounds), kinds, opt.memory_limit_bytes);
  r.seconds = clock.seconds();
  return r;
}

}  // namespace cw::rolling
