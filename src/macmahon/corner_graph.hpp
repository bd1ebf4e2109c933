// Why a collection has its solution number: the corner graph of a target (Johnson & Roldán 2024).
// Vertex v is cell v of the block (= corner v of the target), labelled by the target's corner
// number there. Every cube other than the target carries none or exactly two of the target's
// corner numbers (checked when the graph is built); one carrying two fits exactly those two
// cells and is an edge between them. For each of the 30 targets that gives 20 edges (12 along
// the cube's edges, 8 across its 4 space diagonals, two per diagonal) and 9 cubes sharing no
// corner number (the target's row, column and mirror). The target itself fits every cell.
// A collection C gives the subgraph G_C of its cubes' edges on all 8 vertices; an arrangement
// gives every cube of C one cell it fits, all cells different, so the solution number depends
// only on G_C and on whether the target is in C: that is what Theorems 5 and 6 state.
#pragma once
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "macmahon/names.hpp"

namespace cw::macmahon {

constexpr int kCornerEdges = 20;
using VertexSet = uint8_t;  // bit v = vertex v (cell v of the block)
using EdgeSet = uint32_t;   // bit e = edge e of the corner graph

struct CornerEdge {
  int cube = -1;     // MacMahon index
  int a = 0, b = 0;  // the two cells it fits, a < b
  bool diagonal() const { return (a ^ b) == 7; }  // across a space diagonal; else along an edge
};

struct CornerGraph {
  int target = -1;
  std::array<int, kCorners> corner_numbers{};          // label of vertex v
  std::array<CornerEdge, kCornerEdges> edges{};        // in cube index order
  std::array<int8_t, kMacMahonCubes> edge_of_cube{};   // -1: the target or a disjoint cube
  std::array<EdgeSet, kCorners> incident{};            // edges at vertex v
  CubeSet disjoint = 0;                                // cubes sharing no corner number with the target

  EdgeSet edges_of(CubeSet collection) const;
};
// Cached per target; RunError if some cube carries 1 or 3 to 8 of the target's corner numbers.
const CornerGraph& corner_graph(int target);

enum class ComponentKind : uint8_t {
  kTree,    // edges = vertices - 1 (an isolated vertex is a tree of 0 edges)
  kCycle,   // edges = vertices: exactly one cycle (two cubes on one diagonal make a 2-cycle)
  kCycles,  // more edges: more than one cycle
};
std::string_view component_kind_name(ComponentKind kind);  // "tree", "cycle", "cycles"

struct Component {
  VertexSet vertices = 0;
  EdgeSet edges = 0;
  int vertex_count() const { return __builtin_popcount(vertices); }
  int edge_count() const { return __builtin_popcount(edges); }
  ComponentKind kind() const;
};
struct Components {
  std::array<Component, kCorners> list{};  // by least vertex
  int count = 0;
  int trees() const;
};
// The connected components of the subgraph with these edges on all 8 vertices.
Components components(const CornerGraph& graph, EdgeSet edges);

// Which statement of the theorems gives the prediction.
enum class Rule : uint8_t {
  kUnusableCube,        // a cube shares no corner number with the target: 0
  kAbsentNoTree,        // Theorem 5: target not in C, 8 edges, c components, none a tree: 2^c
  kAbsentTree,          // Theorem 5: target not in C, 8 edges, a tree component: 0
  kPresentOneTree,      // Theorem 6: target in C, 7 edges, one tree component of k edges:
                        //   8, 2(k+1), 4(k+1) or 16 for 1, 2, 3 or 4 components
  kPresentTrees,        // Theorem 6: target in C, 7 edges, two or more tree components: 0
  kNone,                // the theorems say nothing
};
constexpr int kRules = 6;
std::string_view rule_key(Rule rule);   // snake_case, for documents: "theorem5_no_tree", ...
std::string_view rule_text(Rule rule);  // one line for readers

struct Prediction {
  Rule rule = Rule::kNone;
  int solution_number = -1;  // -1: no prediction
  int components = 0;        // of G_C; 0 when the rule does not look at G_C
  int tree_edges = -1;       // k of the one tree component (kPresentOneTree), else -1
};
// The theorems' prediction for a collection of 8 MacMahon cubes (kNone for other sizes).
Prediction predict(const CornerGraph& graph, CubeSet collection);

// The theorems against the census, for every target and every one of its C(30,8) collections
// (30 x 5,852,925 = 175,587,750 pairs, the census's counts per collection rank, not one solve
// per collection). A row per (rule, components, k, predicted, counted), with one example.
struct TheoremRow {
  Rule rule = Rule::kNone;
  int components = 0, tree_edges = -1, predicted = -1, counted = 0;
  uint64_t pairs = 0;            // (target, collection) pairs
  int example_target = -1;       // the first pair met (least target, then least rank)
  CubeSet example_collection = 0;
};
struct TheoremCheck {
  std::vector<TheoremRow> rows;  // ordered by rule, components, k, counted
  uint64_t pairs = 0, agree = 0, disagree = 0, no_prediction = 0;
};
TheoremCheck check_theorems_against_census();

}  // namespace cw::macmahon
