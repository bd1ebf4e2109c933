#include "rolling/kind_solve.hpp"

#include <algorithm>
#include <unordered_map>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/progress.hpp"
#include "rolling/replay.hpp"
#include "rolling/solve.hpp"

namespace cw::rolling {
namespace {

using Layer = std::vector<uint64_t>;  // sorted packed keys

bool contains(const Layer& layer, uint64_t key) { return std::binary_search(layer.begin(), layer.end(), key); }

// Layer d+1 from layers d and d-1 (bipartite graph: no edge inside a layer).
Layer next_bipartite_layer(const KindPacking& pk, const Layer& cur, const Layer& prev) {
  Layer next;
  next.reserve(cur.size() * 2);
  for (uint64_t k : cur)
    for (Direction d : kDirections)
      if (auto t = pk.move(k, d)) next.push_back(*t);
  std::sort(next.begin(), next.end());
  next.erase(std::unique(next.begin(), next.end()), next.end());
  Layer out;
  out.reserve(next.size());
  std::set_difference(next.begin(), next.end(), prev.begin(), prev.end(), std::back_inserter(out));
  return out;
}

// Memory of the stored layers, checked after each layer.
class LayerBudget {
 public:
  LayerBudget(uint64_t limit, std::string what) : limit_(limit), what_(std::move(what)) {}
  void add(const Layer& layer, int depth) {
    stored_ += layer.size();
    // The layer being built holds up to four keys per state of the one before it.
    if ((stored_ + 4 * layer.size()) * 8 > limit_)
      throw RunError(fmt::format("{}: {} states within {} moves; storing the next layer would exceed the "
                                 "memory limit of {:.1f} GiB (8 bytes per state)",
                                 what_, stored_, depth, limit_ / 1073741824.0));
  }

 private:
  uint64_t limit_, stored_ = 0;
  std::string what_;
};

// The number of cubes whose rotation sign (as a permutation of the body diagonals) equals their
// cell's checkerboard sign; -1 when some cube's kind does not show its sign (classic). A cube turns
// a quarter (an odd rotation) exactly when it moves to a neighbouring cell (the other colour), so
// each cube's product of the two signs never changes, and with it this count.
int sign_balance(const KindState& s) {
  int balance = 0;
  for (int c = 0; c < s.board.cells(); ++c) {
    if (c == s.empty) continue;
    const int sign = kind_parity(kind_of_code(s.cells[c]), orientation_of_code(s.cells[c]));
    if (sign == 0) return -1;
    balance += sign == (s.board.colour(c) ? -1 : 1);
  }
  return balance;
}

uint64_t binomial(uint64_t n, uint64_t k) {
  uint64_t b = 1;
  for (uint64_t i = 1; i <= k; ++i) b = b * (n - k + i) / i;
  return b;
}

}  // namespace

KindSolution kind_solve(const KindState& from, const Pattern& goal, const KindSolveOptions& opt) {
  require_same_board(from, goal);
  const KindPacking pk(from);
  KindSolution sol;
  LayerBudget budget(opt.memory_limit_bytes, "the search from the start did not meet the goal");
  Progress progress("roll solve (pattern)", 0, opt.quiet);
  std::vector<Layer> layers{{pk.key(from)}};
  Layer none;
  Layer goals;
  for (int d = 0;; ++d) {
    const Layer& cur = layers[d];
    sol.states_searched += cur.size();
    for (uint64_t k : cur)
      if (goal.matches(pk.state(k))) goals.push_back(k);
    sol.depth_searched = d;
    if (!goals.empty()) break;
    if (opt.max_moves >= 0 && d >= opt.max_moves) break;
    budget.add(cur, d);
    layers.push_back(next_bipartite_layer(pk, cur, d > 0 ? layers[d - 1] : none));
    progress.note(fmt::format("distance {}", d + 1));
    progress.update(sol.states_searched);
    if (layers.back().empty()) {
      sol.exhausted = true;
      break;
    }
  }
  progress.finish();
  if (goals.empty()) return sol;
  sol.found = true;
  sol.length = static_cast<int>(layers.size()) - 1;
  sol.goal_states = goals.size();

  // Back from the matching states through the layers: on_path[d] maps each state at distance d
  // on an optimal path to the number of optimal move strings from it to a matching state.
  std::vector<std::unordered_map<uint64_t, uint64_t>> on_path(sol.length + 1);
  for (uint64_t g : goals) on_path[sol.length][g] = 1;
  for (int d = sol.length; d > 0; --d)
    for (const auto& [k, count] : on_path[d])
      for (Direction dir : kDirections)
        if (auto t = pk.move(k, dir); t && contains(layers[d - 1], *t)) {
          auto& c = on_path[d - 1][*t];
          c = add_optimal_counts(c, count);
        }
  sol.optimal_count = on_path[0].at(pk.key(from));

  auto check = [&](const std::string& moves) {
    std::string why;
    auto end = kind_replay(from, moves, &why);
    if (!end || !goal.matches(*end))
      throw RunError(fmt::format("internal error: solution {} failed the replay check: {}", moves,
                                 end ? "it does not end in the pattern" : why));
    return *end;
  };
  auto on_path_next = [&](uint64_t k, int d, Direction dir) -> std::optional<uint64_t> {
    auto t = pk.move(k, dir);
    if (t && on_path[d + 1].count(*t)) return t;
    return std::nullopt;
  };
  uint64_t k = pk.key(from);
  for (int d = 0; d < sol.length; ++d)
    for (Direction dir : kLetterOrder)
      if (auto t = on_path_next(k, d, dir)) {
        sol.moves += direction_letter(dir);
        k = *t;
        break;
      }
  sol.end = format_kind_state(check(sol.moves));

  if (opt.all) {
    require_listable(sol.optimal_count, opt.max_all);
    std::string prefix;
    auto dfs = [&](auto&& self, uint64_t cur, int d) -> void {
      if (d == sol.length) {
        check(prefix);
        sol.all.push_back(prefix);
        return;
      }
      for (Direction dir : kLetterOrder)
        if (auto t = on_path_next(cur, d, dir)) {
          prefix += direction_letter(dir);
          self(self, *t, d + 1);
          prefix.pop_back();
        }
    };
    dfs(dfs, pk.key(from), 0);
  }
  return sol;
}

std::optional<KindState> kind_replay(const KindState& from, std::string_view moves, std::string* why) {
  const Board b = from.board;
  std::vector<Rotation> turned(b.cells());
  std::vector<Kind> kind(b.cells(), Kind::Classic);
  for (int c = 0; c < b.cells(); ++c)
    if (c != from.empty) {
      kind[c] = kind_of_code(from.cells[c]);
      turned[c] = rotation_of(kind[c], orientation_of_code(from.cells[c]));
    }
  const auto empty = walk_moves(b, from.empty, moves, why, [&](int cube, int to, Direction d) {
    turned[to] = tip(turned[cube], d);
    kind[to] = kind[cube];
  });
  if (!empty) return std::nullopt;
  KindState out{b, *empty, std::vector<CubeCode>(b.cells(), 0)};
  for (int c = 0; c < b.cells(); ++c)
    if (c != out.empty) out.cells[c] = cube_code(kind[c], orientation_of_rotation(kind[c], turned[c]));
  return out;
}

uint64_t kind_state_count(const KindState& s) {
  int of_kind[3] = {0, 0, 0};
  for (int c = 0; c < s.board.cells(); ++c)
    if (c != s.empty) ++of_kind[static_cast<int>(kind_of_code(s.cells[c]))];
  uint64_t n = static_cast<uint64_t>(s.board.cells());
  auto mul = [&](uint64_t f) { return !__builtin_mul_overflow(n, f, &n); };
  // Places for the kinds, the multinomial as a product of binomials: after step i of a kind, n
  // holds a multiple of binomial(free, i), so each division is exact.
  uint64_t free_cells = static_cast<uint64_t>(s.board.cells() - 1);
  for (int k = 0; k < 3; ++k) {
    uint64_t b = 1;
    for (uint64_t i = 1; i <= static_cast<uint64_t>(of_kind[k]); ++i) {
      if (__builtin_mul_overflow(b, free_cells - i + 1, &b)) return 0;
      b /= i;
    }
    if (!mul(b)) return 0;
    free_cells -= static_cast<uint64_t>(of_kind[k]);
  }
  for (Kind k : kKinds)
    for (int i = 0; i < of_kind[static_cast<int>(k)]; ++i)
      if (!mul(static_cast<uint64_t>(orientation_count(k)))) return 0;
  return n;
}

KindAnalysis kind_analyze(const KindState& start, uint64_t memory_limit_bytes, uint64_t farthest_limit, bool quiet) {
  const KindPacking pk(start);
  KindAnalysis a;
  a.start = format_kind_state(start);
  a.states = kind_state_count(start);
  if (a.states == 0 || a.states > memory_limit_bytes / 8 * 2)
    throw RunError(fmt::format(
        "board {} with these cubes has {} states; the whole-space search stores 8 bytes per reachable "
        "state, about {} GiB for half of them, more than its limit of {:.1f} GiB (even 2 bits per state, as "
        "the classic engine stores them, would take {} GiB)",
        format_board(start.board), a.states == 0 ? std::string("more than 2^64") : std::to_string(a.states),
        a.states == 0 ? std::string("more than 10^9") : fmt::format("{:.0f}", a.states * 4.0 / 1073741824.0),
        memory_limit_bytes / 1073741824.0,
        a.states == 0 ? std::string("more than 10^9") : fmt::format("{:.0f}", a.states / 4.0 / 1073741824.0)));
  LayerBudget budget(memory_limit_bytes, "the analysis");
  Progress progress("roll analyze (kinds)", a.states, quiet);
  progress.without_eta();
  Layer prev, cur{pk.key(start)};
  const int balance = sign_balance(start);
  bool balance_holds = true;
  for (int d = 0; !cur.empty(); ++d) {
    a.histogram.push_back(cur.size());
    a.reachable += cur.size();
    if (balance >= 0)
      for (uint64_t k : cur) balance_holds = balance_holds && sign_balance(pk.state(k)) == balance;
    budget.add(cur, d);
    Layer next = next_bipartite_layer(pk, cur, prev);
    progress.note(fmt::format("distance {}", d));
    progress.update(a.reachable);
    if (next.empty()) {
      a.farthest_count = cur.size();
      for (size_t i = 0; i < cur.size() && i < farthest_limit; ++i) a.farthest.push_back(format_kind_state(pk.state(cur[i])));
    }
    prev = std::move(cur);
    cur = std::move(next);
  }
  progress.finish();
  if (balance >= 0) {
    if (!balance_holds) throw RunError("internal error: a reached state breaks the sign invariant");
    // Half of every kind's orientations are even (3 of 6, 12 of 24), so each cube's product of
    // signs is +1 in half the states and the count is binomially distributed.
    const uint64_t n = static_cast<uint64_t>(start.board.cells() - 1);
    const uint64_t allowed = a.states / (1ull << n) * binomial(n, static_cast<uint64_t>(balance));
    a.invariants.push_back(fmt::format(
        "each cube's rotation sign (as a permutation of its body diagonals) times its cell's checkerboard "
        "sign never changes: a cube turns a quarter, an odd rotation, exactly when it moves to a cell of the "
        "other colour; so {} of the {} cubes keep the product +1, which leaves {} states ({}/{} of all; the "
        "parity of the whole board, half the states, follows)",
        balance, n, allowed, binomial(n, static_cast<uint64_t>(balance)), 1ull << n));
    a.invariants.push_back(a.reachable == allowed
                               ? std::string("no other: every state that keeps it is reachable")
                               : fmt::format("others: {} of those {} states are reachable", a.reachable, allowed));
  } else if (a.reachable != a.states) {
    a.invariants.push_back(fmt::format("{} of {} states are reachable; classic cubes hide their rotation's sign, "
                                       "so the sign argument does not apply",
                                       a.reachable, a.states));
  }
  return a;
}

}  // namespace cw::rolling
