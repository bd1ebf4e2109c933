#include "macmahon/corner_graph.hpp"

#include <bit>
#include <string>

#include "core/bits.hpp"
#include "core/error.hpp"
#include "macmahon/census.hpp"

namespace cw::macmahon {
namespace {

CornerGraph build_corner_graph(int target) {
  CornerGraph g;
  g.target = target;
  g.corner_numbers = corner_numbers(macmahon_cubes()[target]);
  g.edge_of_cube.fill(-1);
  const auto fits = fitting_cubes(target);
  int n = 0;
  for (int cube = 0; cube < kMacMahonCubes; ++cube) {
    if (cube == target) continue;
    VertexSet cells = 0;
    for (int cell = 0; cell < kCorners; ++cell)
      if (fits[cell] >> cube & 1) cells |= static_cast<VertexSet>(1u << cell);
    if (cells == 0) {
      g.disjoint |= 1u << cube;
      continue;
    }
    if (std::popcount(cells) != 2 || n == kCornerEdges)
      throw RunError("internal error: cube " + cube_name(cube) + " is not an edge of the corner graph of " +
                     cube_name(target));
    const int a = std::countr_zero(cells), b = 7 - std::countl_zero(cells);
    g.edges[n] = {cube, a, b};
    g.edge_of_cube[cube] = static_cast<int8_t>(n);
    g.incident[a] |= 1u << n;
    g.incident[b] |= 1u << n;
    ++n;
  }
  if (n != kCornerEdges)
    throw RunError("internal error: the corner graph of " + cube_name(target) + " has " + std::to_string(n) +
                   " edges, not 20");
  return g;
}

// Theorem 6 as published: the solution number for 1, 2, 3 or 4 components, one a tree of k edges.
int theorem6(int components, int k) {
  switch (components) {
    case 1: return 8;
    case 2: return 2 * (k + 1);
    case 3: return 4 * (k + 1);
    case 4: return 16;
    default: return -1;
  }
}

}  // namespace

EdgeSet CornerGraph::edges_of(CubeSet collection) const {
  EdgeSet e = 0;
  for (CubeSet rest = collection; rest; rest &= rest - 1)
    if (const int edge = edge_of_cube[std::countr_zero(rest)]; edge >= 0) e |= 1u << edge;
  return e;
}

const CornerGraph& corner_graph(int target) {
  static const std::array<CornerGraph, kMacMahonCubes> graphs = [] {
    std::array<CornerGraph, kMacMahonCubes> all;
    for (int t = 0; t < kMacMahonCubes; ++t) all[t] = build_corner_graph(t);
    return all;
  }();
  return graphs.at(target);
}

std::string_view component_kind_name(ComponentKind kind) {
  switch (kind) {
    case ComponentKind::kTree: return "tree";
    case ComponentKind::kCycle: return "cycle";
    case ComponentKind::kCycles: return "cycles";
  }
  return "?";
}

ComponentKind Component::kind() const {
  const int excess = edge_count() - vertex_count();
  return excess < 0 ? ComponentKind::kTree : excess == 0 ? ComponentKind::kCycle : ComponentKind::kCycles;
}

int Components::trees() const {
  int n = 0;
  for (int i = 0; i < count; ++i) n += list[i].kind() == ComponentKind::kTree;
  return n;
}

Components components(const CornerGraph& graph, EdgeSet edges) {
  std::array<VertexSet, kCorners> adjacent{};
  for (EdgeSet rest = edges; rest; rest &= rest - 1) {
    const CornerEdge& e = graph.edges[std::countr_zero(rest)];
    adjacent[e.a] |= static_cast<VertexSet>(1u << e.b);
    adjacent[e.b] |= static_cast<VertexSet>(1u << e.a);
  }
  Components out;
  VertexSet seen = 0;
  for (int v = 0; v < kCorners; ++v) {
    if (seen >> v & 1) continue;
    VertexSet comp = static_cast<VertexSet>(1u << v), frontier = comp;
    while (frontier) {  // breadth-first on bit masks: at most 7 rounds
      VertexSet next = 0;
      for (unsigned f = frontier; f; f &= f - 1) next |= adjacent[std::countr_zero(f)];
      frontier = next & ~comp;
      comp |= next;
    }
    EdgeSet touching = 0;
    for (unsigned c = comp; c; c &= c - 1) touching |= graph.incident[std::countr_zero(c)];
    out.list[out.count++] = {comp, touching & edges};
    seen |= comp;
  }
  return out;
}

std::string_view rule_key(Rule rule) {
  switch (rule) {
    case Rule::kUnusableCube: return "unusable_cube";
    case Rule::kAbsentNoTree: return "theorem5_no_tree";
    case Rule::kAbsentTree: return "theorem5_tree";
    case Rule::kPresentOneTree: return "theorem6_one_tree";
    case Rule::kPresentTrees: return "theorem6_trees";
    case Rule::kNone: return "none";
  }
  return "?";
}

std::string_view rule_text(Rule rule) {
  switch (rule) {
    case Rule::kUnusableCube: return "a cube shares no corner number with the target: 0";
    case Rule::kAbsentNoTree: return "Theorem 5: target not in C, 8 edges in c components, none a tree: 2^c";
    case Rule::kAbsentTree: return "Theorem 5: target not in C, 8 edges, a component is a tree: 0";
    case Rule::kPresentOneTree:
      return "Theorem 6: target in C, 7 edges, one tree component of k edges: 8, 2(k+1), 4(k+1), 16 for c = 1..4";
    case Rule::kPresentTrees: return "Theorem 6: target in C, 7 edges, two or more tree components: 0";
    case Rule::kNone: return "the theorems say nothing";
  }
  return "?";
}

Prediction predict(const CornerGraph& graph, CubeSet collection) {
  if (std::popcount(collection) != kCorners) return {};
  if (collection & graph.disjoint) return {Rule::kUnusableCube, 0};
  const EdgeSet edges = graph.edges_of(collection);
  const Components comps = components(graph, edges);
  const int trees = comps.trees(), n = std::popcount(edges);
  if (!(collection >> graph.target & 1)) {  // then the 8 cubes are 8 edges
    if (trees == 0) return {Rule::kAbsentNoTree, 1 << comps.count, comps.count};
    return {Rule::kAbsentTree, 0, comps.count};
  }
  if (n != kCorners - 1) return {};  // unreachable: the other 7 cubes are edges
  if (trees >= 2) return {Rule::kPresentTrees, 0, comps.count};
  if (trees == 0) return {Rule::kNone, -1, comps.count};
  int k = 0;
  for (int i = 0; i < comps.count; ++i)
    if (comps.list[i].kind() == ComponentKind::kTree) k = comps.list[i].edge_count();
  const int p = theorem6(comps.count, k);
  return {p < 0 ? Rule::kNone : Rule::kPresentOneTree, p, comps.count, k};
}

namespace {

// Flat tallies per (rule, components, k + 1, counted): the predicted value is a function of the
// first three, so the key holds every row's content without a map in the loop.
constexpr int kMaxCounted = 32;
constexpr int kCells = kRules * (kCorners + 1) * (kCorners + 1) * kMaxCounted;
struct Tally {
  std::vector<uint64_t> pairs = std::vector<uint64_t>(kCells, 0);
  std::vector<CubeSet> example = std::vector<CubeSet>(kCells, 0);
  std::vector<int8_t> predicted = std::vector<int8_t>(kCells, -1);
};
int cell_of(const Prediction& p, int counted) {
  return ((static_cast<int>(p.rule) * (kCorners + 1) + p.components) * (kCorners + 1) + p.tree_edges + 1) *
             kMaxCounted +
         counted;
}

Tally tally_target(int target) {
  const CornerGraph& g = corner_graph(target);
  const std::vector<uint8_t> counts = solution_numbers_by_collection(target);
  Tally t;
  // Gosper's hack visits the 8-subsets in increasing order, which is colex order: exactly the
  // order of collection_rank, so the rank is the loop counter (tested).
  uint32_t rank = 0;
  for (CubeSet s = 0xFF; s < (1u << kMacMahonCubes); s = next_combination(s), ++rank) {
    const int counted = counts[rank];
    if (counted >= kMaxCounted) throw RunError("internal error: a solution number above 31");
    const Prediction p = predict(g, s);
    const int cell = cell_of(p, counted);
    if (t.pairs[cell]++ == 0) {
      t.example[cell] = s;
      t.predicted[cell] = static_cast<int8_t>(p.solution_number);
    }
  }
  if (rank != kCollections) throw RunError("internal error: the collections were not all visited");
  return t;
}

}  // namespace

TheoremCheck check_theorems_against_census() {
  std::vector<Tally> per_target(kMacMahonCubes);
#pragma omp parallel for schedule(dynamic, 1)
  for (int t = 0; t < kMacMahonCubes; ++t) per_target[t] = tally_target(t);
  TheoremCheck out;
  for (int cell = 0; cell < kCells; ++cell) {
    TheoremRow row;
    for (int t = 0; t < kMacMahonCubes; ++t) {
      const Tally& tally = per_target[t];
      if (!tally.pairs[cell]) continue;
      if (row.example_target < 0) {
        row.example_target = t;
        row.example_collection = tally.example[cell];
        row.predicted = tally.predicted[cell];
      }
      row.pairs += tally.pairs[cell];
    }
    if (!row.pairs) continue;
    const int counted = cell % kMaxCounted, rest = cell / kMaxCounted;
    row.counted = counted;
    row.tree_edges = rest % (kCorners + 1) - 1;
    row.components = rest / (kCorners + 1) % (kCorners + 1);
    row.rule = static_cast<Rule>(rest / ((kCorners + 1) * (kCorners + 1)));
    out.pairs += row.pairs;
    if (row.predicted < 0)
      out.no_prediction += row.pairs;
    else if (row.predicted == row.counted)
      out.agree += row.pairs;
    else
      out.disagree += row.pairs;
    out.rows.push_back(row);
  }
  return out;
}

}  // namespace cw::macmahon
