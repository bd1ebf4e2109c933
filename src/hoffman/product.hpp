// The product construction: packings in dimensions p and q (for all lengths) give one in pq.
// Write the pq lengths as a p x q array a[i][j] = l[i*q + j], b[i] = a[i][0] + ... + a[i][q-1].
// The axes split into q groups of p (axis g*p + k: group g, place k). Each group's p-cube of side
// s = b[0] + ... + b[p-1] is packed by the outer p-dimensional packing of the lengths b; a choice
// of one outer box per group is a product box in which b[i] lies along q axes, one per group: a
// q-cube of side b[i] for each i, packed by the inner q-dimensional packing of a[i][0..q-1].
// Every final box has each length once as a side; (p^p)^q * (q^q)^p = (pq)^(pq) of them; two are
// disjoint because they differ in an outer box (disjoint on that group's axes) or, inside one
// product box, in an inner box (disjoint on that q-cube's axes). The leaves are the 2D pinwheels
// and the 3D enumeration's 1,008 packings, each valid for all lengths a < b < c <= a+b, which is
// what the recursion hands a 3D leaf under the side condition; so every n = 2^i 3^j has packings
// (docs/hoffman-dimensions.md).
//
// A box is named by its index K: the leaf cells it is made of, as digits of a mixed radix (4 for a
// pinwheel's cell, 27 for a 3D packing's), least significant first, in the order the recursion
// reads them: the outer box of group 0, ..., of group q-1, then the inner box of q-cube 0, ...,
// p-1. K runs over 0 .. n^n - 1.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/bignum.hpp"
#include "hoffman/box_check.hpp"

namespace cw::hoffman {

constexpr int kMaxProductDim = 36;

// n = 2^i 3^j with 2 <= n <= kMaxProductDim.
bool composes(int n);
// The nearest dimensions below and above n that compose (0 when there is none below).
std::pair<int, int> nearest_composing(int n);

// The leaf packings by index: 2D the pinwheel (0) and its mirror (1); 3D the 1,008 packings of
// the enumeration for 10,11,12, sorted by grid text.
int leaf_packing_count(int dim);

// One node of a recipe: a leaf (outer < 0) names a leaf packing; a product names its outer and
// inner nodes (indices into Recipe::nodes).
struct ProductNode {
  int dim = 0;
  int packing = 0;
  int outer = -1, inner = -1;
};

struct Recipe {
  std::vector<ProductNode> nodes;
  int root = 0;
  int dim() const { return nodes[static_cast<size_t>(root)].dim; }
  std::string factors() const;  // "2x3", "(2x2)x2"
  std::vector<int> packings() const;  // the leaves' packings, in reading order
};

// "2x3", "3x2", "2x2x2", "4x2" (4 = 2x2 as one factor), ...: the first factor is the outer
// packing, the rest the inner one (2x2x2 = 2x(2x2)); a composite factor is its own default
// recipe. Empty: the default for dim (its 2s, then its 3s). `packings` names each leaf's packing
// in reading order (empty: all 0). Throws InputError naming what is wrong.
Recipe make_recipe(int dim, std::string_view factors, const std::vector<int>& packings);

// Lengths for the product construction: distinct, increasing, (n+1)*l[0] > l[0] + ... + l[n-1]
// (no n+1 boxes fit along a line). Defaults: the model's for n <= 5, else 2^n + 2^i (no two sets
// of lengths have the same sum).
std::vector<int64_t> product_default_lengths(int n);
// Parses "a,b,..." (n numbers); throws InputError when malformed or failing the conditions.
std::vector<int64_t> parse_product_lengths(std::string_view text, int n);

// Box K: lowest corner and sides along the axes. `lengths` has recipe.dim() entries.
struct PlacedBox {
  std::vector<int64_t> lo, side;
};
PlacedBox product_box(const Recipe& r, const std::vector<int64_t>& lengths, BigNat K);
// The same for K < 2^64, without allocation: lo and side hold dim() entries each.
void product_box(const Recipe& r, const std::vector<int64_t>& lengths, uint64_t K, int64_t* lo, int64_t* side);
// n^n.
BigNat product_box_count(int n);

// Every box that can meet box K, by the construction's own structure (not an independent check):
// a box meets it only if in every group its outer box meets K's group projection (every box lies
// in its product box, the product of its groups' outer boxes) and, inside that product box, in
// every q-cube its inner box meets K's projection there. Recursively, the leaves are tested cell
// by cell. K itself is among them.
std::vector<BigNat> product_neighbours(const Recipe& r, const std::vector<int64_t>& lengths, const PlacedBox& box);

// product_box for many K: the recursion of the recipe with each leaf's boxes tabulated for the
// lengths it is handed (one table per leaf instance of the recursion's call tree), so that a box
// costs table look-ups and additions only.
class ProductPlacer {
 public:
  ProductPlacer(const Recipe& r, const std::vector<int64_t>& lengths);
  // Box K < n^n: lo and side hold dim() entries each. No allocation.
  void box(uint64_t K, int64_t* lo, int64_t* side) const;
  int dim() const { return dim_; }

 private:
  struct Call {
    int dim = 0, P = 0, Q = 0;  // P = 0: a leaf
    uint32_t radix = 0;         // a leaf's cells
    std::vector<uint8_t> length;  // leaf: [cell * dim + d], the index into its lengths
    std::vector<int64_t> lo;      // leaf: [cell * dim + d]
    int outer = -1;               // product: the outer packing's call (lengths b)
    std::vector<int> inner;       // product: the inner packing's call for row i (lengths a[i])
  };
  int compile(const Recipe& r, int node, const int64_t* len);
  void place(int call, uint64_t& K, uint8_t* length, int64_t* lo) const;
  std::vector<Call> calls_;
  std::vector<int64_t> lengths_;
  int root_ = 0, dim_ = 0;
};

// The 3D slice of the recipe's packing where every axis from the fourth on is fixed: axis 3 + k at
// the point at[k] + 1/2, with 0 <= at[k] < side (corners and sides are whole numbers, so this is
// the slice at any point strictly between at[k] and at[k] + 1). The boxes that meet it are those
// with lo <= at[k] < lo + side on every fixed axis; each cuts it in its section along the first
// three axes. Disjoint boxes have disjoint sections (they differ on one of the first three axes,
// as they agree on the fixed ones at the point), so the sections pack the 3D cube up to its gaps.
// Every box is placed and tested: up to 8D (16,777,216 boxes). Throws InputError outside 4D..8D
// or for a point outside the cube.
struct SliceBox {
  uint64_t index = 0;                  // K
  std::array<int64_t, 3> lo{}, side{};  // its section: corner and sides along the first three axes
  std::vector<int64_t> full_side;      // its sides along all n axes
};
constexpr int kMaxSliceDim = 8;
std::vector<SliceBox> product_slice(const Recipe& r, const std::vector<int64_t>& lengths, const std::vector<int64_t>& at);

// The boxes of a recipe as a source for the streamed check (check_boxes_streamed), up to 9D: the
// first pass builds every box and keeps its corner along the first axis (2 bytes a box); a pass
// for a cell layer rebuilds only the boxes whose kept corner lies in it. The boxes are built on
// all threads in blocks of consecutive indices, and handed over block by block. The check reads
// the corners and sides handed over and nothing of the recipe.
class ProductBoxSource : public BoxSource {
 public:
  // Throws InputError past n^n = 2^32 boxes or a side of 65,535.
  ProductBoxSource(const Recipe& r, std::vector<int64_t> lengths);
  int dim() const override { return r_.dim(); }
  int64_t side() const override { return side_; }
  uint64_t size_hint() const override { return count_; }
  void boxes(int64_t from, int64_t to, const Take& take) override;

 private:
  const Recipe& r_;
  ProductPlacer placer_;
  int64_t side_ = 0;
  uint64_t count_ = 0;
  std::vector<uint16_t> corner_;  // [box]: its corner along the first axis, after the first pass
};

// How many packings the recipe's shape gives, choosing every leaf instance on its own (each
// outer packing per group, each inner packing per q-cube) and the split of each node's lengths
// into rows: F(leaf) = 2 or 1008; F(p x q) = (pq)! / (q!^p p!) * F(outer)^q * F(inner)^(p * p^(pq)).
// `exact` only when it has at most 65,536 bits (6D and 8D; the 9D count has about 590,000).
//
// Distinct, at least: with every node's split of its lengths into rows fixed, and lengths whose
// subset sums are all distinct, distinct leaf choices give distinct sets of boxes (a box's corner
// names the set of lengths below it, and so its outer box in each group and its inner box in each
// q-cube; docs/hoffman-dimensions.md gives the proof): F*(leaf) = F(leaf),
// F*(p x q) = F*(outer)^q * F*(inner)^(p * p^(pq)).
struct FamilySize {
  std::string formula;  // "10 * 2^3 * 1008^128"
  double log10 = 0;
  std::optional<BigNat> exact;
  std::string distinct_formula;  // F*: "2^3 * 1008^128"
  double distinct_log10 = 0;
};
FamilySize product_family_size(const Recipe& r);
// Whether no two sets of the lengths have the same sum, by a sufficient test (the lengths l[0] + e[i]
// with e[i] above e[0] + ... + e[i-1] and e[0] + ... + e[n-1] below l[0]: a set's size and its
// e's are read from its sum, as for the defaults) or, up to 20 lengths, by listing the sums.
bool distinct_subset_sums(const std::vector<int64_t>& lengths);

}  // namespace cw::hoffman
