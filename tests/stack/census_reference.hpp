// The census the textbook way, one set at a time: the plain program that the engine's census
// (stack/analysis.cpp) is checked against (tests/stack/census_test.cpp) and timed against
// (bench/stack_bench.cpp). It shares nothing between sets and precomputes nothing beyond each
// set's own cubes.
//
// For one k-set: every half (one colour pair per cube, taken from one of its three opposite
// face pairs, every colour of degree at most 2, a loop counting 2) is listed by backtracking;
// then every ordered pair (G1 front-back, G2 left-right) of halves that can take different face
// pairs of every cube is one assignment (a cube whose colour pair lies on two face pairs may give
// it to both). From the assignments, with c(G) the components of G that have an edge other than
// a loop (each oriented two ways, graph.hpp):
//   stacks         = sum of 2^(c(G1) + c(G2));
//   classes        = Burnside's sum over the column's 8 motions / 8, where the identity fixes all
//                    2^(c1+c2) stacks, the two quarter turns fix 1 when G1 = G2 are all loops,
//                    the half turn 1 when G1 and G2 are all loops, the flip that swaps front and
//                    back 2^c2 when G1 is all loops, the one that swaps left and right 2^c1 when
//                    G2 is, and the two diagonal flips 2^c1 each when G1 = G2 (graph.hpp, Fixed);
//   subgraph pairs = unordered {G1, G2}: (assignments + those with G1 = G2) / 2.
#pragma once
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "stack/analysis.hpp"

namespace cw::stack::reference {

struct SetCount {
  uint64_t stacks = 0, classes = 0, subgraph_pairs = 0, assignments = 0;
};

// A cube's distinct colour pairs, and on how many of its face pairs each lies.
struct CubeEdges {
  std::array<Edge, kPairs> edge{};
  std::array<int, kPairs> pairs{};
  int count = 0;
};

inline CubeEdges cube_edges(const Cube& cube) {
  CubeEdges e;
  for (int p = 0; p < kPairs; ++p) {
    const Edge x = pair_edge(cube, p);
    int j = 0;
    while (j < e.count && !(e.edge[j] == x)) ++j;
    if (j == e.count) e.edge[e.count++] = x;
    ++e.pairs[j];
  }
  return e;
}

// A half: which of each cube's distinct colour pairs it takes.
struct Half {
  std::array<int, 8> pick{};
  int components = 0;
  bool loops = true;  // every edge a loop
};

struct SetCounter {
  std::array<CubeEdges, 8> cubes{};
  int k = 0, colours = 0;
  std::array<int, kMaxColours> degree{};
  Half current;
  std::vector<Half> halves;

  void list_halves(int i) {
    if (i == k) return halves.push_back(current);
    for (int j = 0; j < cubes[i].count; ++j) {
      const Edge e = cubes[i].edge[j];
      if (e.loop() ? degree[e.a] != 0 : degree[e.a] == 2 || degree[e.b] == 2) continue;
      ++degree[e.a], ++degree[e.b];
      current.pick[i] = j;
      list_halves(i + 1);
      --degree[e.a], --degree[e.b];
    }
  }

  // Components among the colours that the half's edges other than loops touch.
  int components(const Half& h) const {
    std::array<int, kMaxColours> parent{};
    std::array<bool, kMaxColours> touched{};
    for (int c = 0; c < colours; ++c) parent[c] = c;
    const auto root = [&](int v) {
      while (parent[v] != v) v = parent[v];
      return v;
    };
    int vertices = 0, merges = 0;
    for (int i = 0; i < k; ++i) {
      const Edge e = cubes[i].edge[h.pick[i]];
      if (e.loop()) continue;
      for (int v : {e.a, e.b})
        if (!touched[v]) touched[v] = true, ++vertices;
      const int x = root(e.a), y = root(e.b);
      if (x != y) parent[x] = y, ++merges;
    }
    return vertices - merges;
  }

  SetCount count(std::span<const Cube> set) {
    k = static_cast<int>(set.size());
    for (int i = 0; i < k; ++i) cubes[i] = cube_edges(set[i]);
    halves.clear();
    list_halves(0);
    for (Half& h : halves) {
      h.components = components(h);
      for (int i = 0; i < k; ++i) h.loops = h.loops && cubes[i].edge[h.pick[i]].loop();
    }
    SetCount s;
    uint64_t burnside = 0, symmetric = 0;
    for (const Half& x : halves)
      for (const Half& y : halves) {
        bool possible = true, same = true;
        for (int i = 0; i < k; ++i)
          if (x.pick[i] != y.pick[i]) same = false;
          else if (cubes[i].pairs[x.pick[i]] < 2) possible = false;
        if (!possible) continue;
        const uint64_t both = uint64_t{1} << (x.components + y.components);
        ++s.assignments, symmetric += same;
        s.stacks += both;
        burnside += both + 2 * (same && x.loops) + (x.loops && y.loops) + (x.loops ? uint64_t{1} << y.components : 0) +
                    (y.loops ? uint64_t{1} << x.components : 0) + (same ? uint64_t{2} << x.components : 0);
      }
    s.classes = burnside / 8;
    s.subgraph_pairs = (s.assignments + symmetric) / 2;
    return s;
  }
};

inline SetCount count_set(std::span<const Cube> set, int colours) {
  SetCounter counter;
  counter.colours = colours;
  return counter.count(set);
}

// Every k-set of the pool in lexicographic order, each counted by itself.
inline Census census(const std::vector<Cube>& pool, int colours, int k) {
  Census total;
  const int n = static_cast<int>(pool.size());
  if (k > n) return total;
  SetCounter counter;
  counter.colours = colours;
  std::array<int, 8> index{};
  std::array<Cube, 8> set{};
  for (int t = 0; t < k; ++t) index[t] = t;
  for (;;) {
    for (int t = 0; t < k; ++t) set[t] = pool[index[t]];
    const SetCount s = counter.count({set.data(), static_cast<size_t>(k)});
    ++total.sets;
    total.solvable += s.subgraph_pairs > 0;
    total.unique += s.classes == 1;
    ++total.by_classes[s.classes];
    ++total.by_pairs[s.subgraph_pairs];
    int t = k - 1;
    while (t >= 0 && index[t] == n - k + t) --t;
    if (t < 0) return total;
    ++index[t];
    for (int u = t + 1; u < k; ++u) index[u] = index[u - 1] + 1;
  }
}

}  // namespace cw::stack::reference
