#include "stack/graph.hpp"

#include <algorithm>
#include <numeric>

namespace cw::stack {

bool admitted(const Option& o, Fixed fixed) {
  switch (fixed) {
    case Fixed::None: return true;
    case Fixed::Quarter: return o.fb.loop() && o.lr.loop() && o.fb.a == o.lr.a;
    case Fixed::Half: return o.fb.loop() && o.lr.loop();
    case Fixed::FlipFB: return o.fb.loop();
    case Fixed::FlipLR: return o.lr.loop();
    case Fixed::Diagonal: return o.fb == o.lr;
  }
  return false;
}

namespace {

// The orientations of one assignment's stacks that a motion fixes (see graph.hpp).
uint64_t orientation_factor(const Column& column, const std::vector<Option>& chosen, Fixed fixed) {
  if (fixed == Fixed::Quarter || fixed == Fixed::Half) return 1;
  std::vector<Edge> g1, g2;
  for (const Option& o : chosen) g1.push_back(o.fb), g2.push_back(o.lr);
  int exponent = 0;
  if (fixed == Fixed::None || fixed == Fixed::FlipLR || fixed == Fixed::Diagonal)
    exponent += oriented_components(g1, column.colours());
  if (fixed == Fixed::None || fixed == Fixed::FlipFB) exponent += oriented_components(g2, column.colours());
  return exponent >= 64 ? 0 : uint64_t{1} << exponent;  // 0: beyond 2^64, the caller marks it incomplete
}

bool add(uint64_t& total, uint64_t x) { return !__builtin_add_overflow(total, x, &total); }

}  // namespace

GraphSearch::GraphSearch(const Column& column, Fixed fixed, bool halves)
    : column_(column),
      halves_(halves),
      exact_(column.colours() == column.size()),
      deg1_(column.colours()),
      deg2_(column.colours()),
      faces_left_(column.colours()),
      choice_(column.size()),
      decided_(column.size()) {
  for (const Cube& cube : column.cubes) {
    std::vector<Option> mine;
    if (halves) {
      for (int p = 0; p < kPairs; ++p) {
        const Option o{pair_edge(cube, p), pair_edge(cube, p)};
        if (std::find(mine.begin(), mine.end(), o) == mine.end()) mine.push_back(o);
      }
    } else {
      for (const Option& o : cube_options(cube))
        if (admitted(o, fixed)) mine.push_back(o);
    }
    options_.push_back(std::move(mine));
    for (Colour c : cube) ++faces_left_[c];
  }
}

bool GraphSearch::fits(int, const Option& o) const {
  const auto room = [](const std::vector<uint8_t>& deg, const Edge& e) {
    return e.loop() ? deg[e.a] == 0 : deg[e.a] < 2 && deg[e.b] < 2;
  };
  return room(deg1_, o.fb) && (halves_ || room(deg2_, o.lr));
}

void GraphSearch::place(int cube, const Option& o, int sign) {
  deg1_[o.fb.a] += sign, deg1_[o.fb.b] += sign;
  if (!halves_) deg2_[o.lr.a] += sign, deg2_[o.lr.b] += sign;
  for (Colour c : column_.cubes[cube]) faces_left_[c] -= sign;
}

bool GraphSearch::bound_holds(int cube) const {
  if (!exact_) return true;
  for (Colour c : column_.cubes[cube]) {
    const int need = (2 - deg1_[c]) + (halves_ ? 0 : 2 - deg2_[c]);
    if (need > faces_left_[c]) return false;
  }
  return true;
}

bool GraphSearch::search(int placed) {
  if (stopped_) return false;
  if (++nodes_ > node_limit_) {
    limited_ = stopped_ = true;
    return false;
  }
  const int n = column_.size();
  if (placed == n) {
    if (!(*visit_)(choice_)) stopped_ = true;
    return !stopped_;
  }
  int best = -1, best_count = 7;
  for (int i = 0; i < n && best_count > 0; ++i) {
    if (decided_[i]) continue;
    int count = 0;
    for (const Option& o : options_[i]) count += fits(i, o);
    if (count < best_count) best = i, best_count = count;
  }
  if (best_count == 0) return true;
  decided_[best] = 1;
  for (size_t k = 0; k < options_[best].size() && !stopped_; ++k) {
    const Option& o = options_[best][k];
    if (!fits(best, o)) continue;
    place(best, o, +1);
    choice_[best] = static_cast<uint8_t>(k);
    if (bound_holds(best)) search(placed + 1);
    place(best, o, -1);
  }
  decided_[best] = 0;
  return !stopped_;
}

bool GraphSearch::run(const std::function<bool(const std::vector<uint8_t>&)>& visit, SearchLimits limits) {
  visit_ = &visit;
  node_limit_ = limits.nodes;
  nodes_ = 0;
  stopped_ = limited_ = false;
  bool empty = false;
  for (const auto& o : options_) empty = empty || o.empty();
  if (!empty) search(0);
  return !limited_;
}

int oriented_components(const std::vector<Edge>& edges, int colours) {
  std::vector<int> parent(colours);
  std::iota(parent.begin(), parent.end(), 0);
  const auto root = [&](int v) {
    while (parent[v] != v) v = parent[v] = parent[parent[v]];
    return v;
  };
  std::vector<uint8_t> touched(colours);
  int vertices = 0, merges = 0;
  for (const Edge& e : edges) {
    if (e.loop()) continue;
    for (Colour c : {e.a, e.b})
      if (!touched[c]) touched[c] = 1, ++vertices;
    const int x = root(e.a), y = root(e.b);
    if (x != y) parent[x] = y, ++merges;
  }
  return vertices - merges;  // components among the vertices non-loop edges touch
}

StackCount count_stacks(const Column& column, SearchLimits limits) {
  StackCount total;
  // Fixed stacks of each motion class, with how many motions the class holds (8 in all).
  uint64_t burnside = 0, symmetric_pairs = 0;
  for (int c = 0; c < 6; ++c) {
    const Fixed fixed = kMotionClasses[c];
    const int motions = kMotions[c];
    GraphSearch search(column, fixed);
    uint64_t fixed_stacks = 0, fixed_assignments = 0;
    std::vector<Option> chosen(column.size());
    const bool whole = search.run(
        [&](const std::vector<uint8_t>& choice) {
          for (int i = 0; i < column.size(); ++i) chosen[i] = search.options()[i][choice[i]];
          const uint64_t factor = orientation_factor(column, chosen, fixed);
          if (factor == 0 || !add(fixed_stacks, factor)) total.complete = false;
          ++fixed_assignments;
          return true;
        },
        limits);
    total.complete = total.complete && whole;
    total.nodes += search.nodes();
    for (int m = 0; m < motions; ++m)
      if (!add(burnside, fixed_stacks)) total.complete = false;
    if (fixed == Fixed::None) total.stacks = fixed_stacks, total.assignments = fixed_assignments;
    // Every motion's fixed stacks are stacks: none at all, nothing more to count.
    if (fixed == Fixed::None && fixed_assignments == 0 && total.complete) return total;
    // An assignment with G1 = G2 as colour pairs on every cube is its own swap.
    if (fixed == Fixed::Diagonal) symmetric_pairs = fixed_assignments;
  }
  total.classes = burnside / 8;
  total.subgraph_pairs = (total.assignments + symmetric_pairs) / 2;
  return total;
}

Solution orient(const Column& column, const std::vector<Option>& options) {
  const int n = column.size();
  // Orient each subgraph's components as directed paths or cycles: start a walk at a colour of
  // degree 1 where the component has one (a path), anywhere on a cycle; each edge leaves the
  // colour the walk stands on, so every colour gets at most one edge in and one out.
  const auto directions = [&](bool second) {
    std::vector<Edge> edges(n);
    for (int i = 0; i < n; ++i) edges[i] = second ? options[i].lr : options[i].fb;
    std::vector<int> degree(column.colours());
    for (const Edge& e : edges) ++degree[e.a], ++degree[e.b];
    std::vector<uint8_t> used(n);
    std::vector<Colour> from(n);
    const auto walk = [&](Colour at) {
      for (bool moved = true; moved;) {
        moved = false;
        for (int i = 0; i < n && !moved; ++i)
          if (!used[i] && (edges[i].a == at || edges[i].b == at)) {
            used[i] = 1, from[i] = at, moved = true;
            at = edges[i].a == at ? edges[i].b : edges[i].a;
          }
      }
    };
    for (int pass = 0; pass < 2; ++pass)
      for (int i = 0; i < n; ++i)
        if (!used[i]) {
          const Edge& e = edges[i];
          if (pass == 0 && degree[e.a] != 1 && degree[e.b] != 1) continue;  // paths first, from an end
          walk(pass == 0 && degree[e.a] != 1 ? e.b : e.a);
        }
    return from;
  };
  const std::vector<Colour> front = directions(false), left = directions(true);
  Solution s{options, {}};
  for (int i = 0; i < n; ++i) {
    const Edge& fb = options[i].fb;
    const Edge& lr = options[i].lr;
    const Colour back = fb.a == front[i] ? fb.b : fb.a, right = lr.a == left[i] ? lr.b : lr.a;
    s.sides.push_back({front[i], right, back, left[i]});
  }
  return s;
}

Decision decide(const Column& column, SearchLimits limits) {
  Decision d;
  GraphSearch search(column);
  d.decided = search.run(
      [&](const std::vector<uint8_t>& choice) {
        std::vector<Option> chosen(column.size());
        for (int i = 0; i < column.size(); ++i) chosen[i] = search.options()[i][choice[i]];
        d.solution = orient(column, chosen);
        d.solvable = true;
        return false;
      },
      limits);
  d.decided = d.decided || d.solvable;
  d.nodes = search.nodes();
  return d;
}

std::vector<Solution> list_solutions(const Column& column, size_t limit, SearchLimits limits) {
  std::vector<Solution> found;
  GraphSearch search(column);
  search.run(
      [&](const std::vector<uint8_t>& choice) {
        std::vector<Option> chosen(column.size());
        for (int i = 0; i < column.size(); ++i) chosen[i] = search.options()[i][choice[i]];
        const auto key = [](const Edge& e) { return std::pair{e.a, e.b}; };
        for (const Option& o : chosen) {
          if (key(o.fb) < key(o.lr)) break;
          if (key(o.lr) < key(o.fb)) return true;  // its swap is listed instead
        }
        found.push_back(orient(column, chosen));
        return found.size() < limit;
      },
      limits);
  return found;
}

}  // namespace cw::stack
