#include "rolling/solve.hpp"

#include <algorithm>
#include <unordered_map>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/resources.hpp"
#include "rolling/axis_pdb.hpp"
#include "rolling/bfs.hpp"
#include "rolling/ida.hpp"
#include "rolling/replay.hpp"

namespace cw::rolling {

void require_listable(uint64_t optimal_count, uint64_t max_all) {
  if (optimal_count > max_all)
    throw ArgumentError("max_all", fmt::format("there are {} optimal move strings, more than the limit "
                                               "of {} for listing them all",
                                               optimal_count, max_all));
}

uint64_t add_optimal_counts(uint64_t a, uint64_t b) {
  if (a > UINT64_MAX - b) throw RunError("the number of optimal solutions exceeds 2^64");
  return a + b;
}

namespace {

void verify(const State& from, const State& to, const std::string& moves) {
  std::string why;
  if (!is_valid_solution(from, to, moves, &why))
    throw RunError(fmt::format("internal error: solution {} failed the replay check: {}", moves, why));
}

}  // namespace

Solution solve(const State& from, const State& to, const SolveOptions& opt) {
  require_same_board(from, to);
  const bool fits = from.board.cells() <= kMaxCells && bfs_memory_bytes(Layout(from.board)) <= opt.memory_limit_bytes;
  if (opt.method == SolveMethod::Ida || (opt.method == SolveMethod::Auto && !fits)) {
    if (opt.all)
      throw ArgumentError("all", "listing every optimal move string needs the breadth-first method (boards "
                                 "whose space fits in memory)");
    Solution sol;
    static_cast<IdaResult&>(sol) = ida_solve(from, to, opt);
    sol.reachable = true;
    sol.method = "ida*";
    if (sol.length >= 0) verify(from, to, sol.moves);
    return sol;
  }
  if (!opt.checkpoint.empty())
    throw ArgumentError("checkpoint", "only IDA* searches keep a checkpoint; this board's space fits in memory and is "
                                      "searched breadth-first in seconds (ask for IDA* to search it with one)");
  const Layout layout(from.board);
  check_bfs_memory(layout, opt.memory_limit_bytes);
  BfsOptions bo;
  bo.quiet = opt.quiet;
  const uint64_t goal = layout.rank(to);
  bo.stop_at = goal;
  const Distances D = bfs_distances(layout, from, bo);
  Solution sol;
  sol.method = "bfs";
  sol.count_known = true;
  sol.states_searched = D.reached;
  if (D.dist[goal] == kUnreached) return sol;
  sol.reachable = true;
  sol.length = D.dist[goal];

  // Walk back from the goal through states one step nearer to the start; on_path[d] maps each
  // state at distance d that lies on a shortest path to the number of shortest paths from it
  // to the goal. Moves are reversible, so predecessors are neighbours.
  std::vector<std::unordered_map<uint64_t, uint64_t>> on_path(sol.length + 1);
  on_path[sol.length][goal] = 1;
  for (int d = sol.length; d > 0; --d)
    for (const auto& [r, count] : on_path[d]) {
      const State s = layout.unrank(r);
      for (Direction dir : kDirections) {
        State t = s;
        if (!apply_move(t, dir)) continue;
        const uint64_t tr = layout.rank(t);
        if (D.dist[tr] == d - 1) {
          auto& c = on_path[d - 1][tr];
          c = add_optimal_counts(c, count);
        }
      }
    }
  sol.optimal_count = on_path[0].at(layout.rank(from));

  // Forward along states on shortest paths, smallest letter first.
  auto next_on_path = [&](const State& s, int d, Direction dir, State& t) {
    t = s;
    return apply_move(t, dir) && on_path[d + 1].count(layout.rank(t)) > 0;
  };
  State s = from, t;
  for (int d = 0; d < sol.length; ++d)
    for (Direction dir : kLetterOrder)
      if (next_on_path(s, d, dir, t)) {
        sol.moves += direction_letter(dir);
        s = t;
        break;
      }
  verify(from, to, sol.moves);

  if (opt.all) {
    require_listable(sol.optimal_count, opt.max_all);
    std::string prefix;
    auto dfs = [&](auto&& self, const State& cur, int d) -> void {
      if (d == sol.length) {
        verify(from, to, prefix);
        sol.all.push_back(prefix);
        return;
      }
      State nxt;
      for (Direction dir : kLetterOrder)
        if (next_on_path(cur, d, dir, nxt)) {
          prefix += direction_letter(dir);
          self(self, nxt, d + 1);
          prefix.pop_back();
        }
    };
    dfs(dfs, from, 0);
  }
  return sol;
}

std::string solve_cache_path(const State& from, const State& to) {
  return fmt::format("{}/roll-solve-{}-{}-{}.json", cache_directory(), format_board(from.board),
                     state_file_token(from), state_file_token(to));
}

void check_bfs_memory(const Layout& layout, uint64_t limit) {
  const uint64_t need = bfs_memory_bytes(layout);
  if (need > limit)
    throw RunError(fmt::format(
        "board {} has {} states; the in-memory search needs {:.1f} GiB (1 byte per state plus "
        "three bit layers), more than its {:.1f} GiB limit",
        format_board(layout.board()), layout.states(), need / 1073741824.0, limit / 1073741824.0));
}

}  // namespace cw::rolling
