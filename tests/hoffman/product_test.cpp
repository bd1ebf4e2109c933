#include "hoffman/product.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <set>
#include <vector>

#include "core/error.hpp"
#include "hoffman/box_check.hpp"
#include "hoffman/construct.hpp"
#include "hoffman/model.hpp"

using namespace cw::hoffman;

namespace {
BoxList product_boxes(const Recipe& r, const std::vector<int64_t>& L) {
  const int n = r.dim();
  int64_t side = 0;
  for (int64_t l : L) side += l;
  BoxList boxes(n, side);
  const uint64_t count = *product_box_count(n).to_u64();
  std::vector<int64_t> lo(static_cast<size_t>(n)), len(static_cast<size_t>(n));
  for (uint64_t k = 0; k < count; ++k) {
    product_box(r, L, k, lo.data(), len.data());
    boxes.add(lo.data(), len.data());
  }
  return boxes;
}

// The set of boxes, as sorted rows of corners and sides.
std::vector<std::vector<int64_t>> box_set(const BoxList& b) {
  std::vector<std::vector<int64_t>> rows;
  for (size_t i = 0; i < b.size(); ++i) {
    std::vector<int64_t> row;
    for (int d = 0; d < b.dim(); ++d) row.push_back(b.lo(d, i)), row.push_back(b.hi(d, i));
    rows.push_back(row);
  }
  std::sort(rows.begin(), rows.end());
  return rows;
}
}  // namespace

TEST(Product, DimensionsThatCompose) {
  std::vector<int> dims;
  for (int n = 1; n <= kMaxProductDim; ++n)
    if (composes(n)) dims.push_back(n);
  EXPECT_EQ(dims, (std::vector<int>{2, 3, 4, 6, 8, 9, 12, 16, 18, 24, 27, 32, 36}));
  EXPECT_EQ(nearest_composing(5), std::make_pair(4, 6));
  EXPECT_EQ(nearest_composing(7), std::make_pair(6, 8));
  EXPECT_EQ(nearest_composing(1), std::make_pair(0, 2));
  EXPECT_THROW(make_recipe(5, "", {}), cw::InputError);
  EXPECT_THROW(make_recipe(10, "", {}), cw::InputError);
  EXPECT_THROW(make_recipe(6, "2x2", {}), cw::InputError);
  EXPECT_THROW(make_recipe(6, "2x", {}), cw::InputError);
  EXPECT_THROW(make_recipe(6, "5x1", {}), cw::InputError);
  EXPECT_THROW(make_recipe(6, "2x3", {0, 1008}), cw::InputError);
  EXPECT_THROW(make_recipe(6, "2x3", {0}), cw::InputError);
}

TEST(Product, RecipesReadTheirFactors) {
  EXPECT_EQ(make_recipe(6, "", {}).factors(), "2x3");
  EXPECT_EQ(make_recipe(8, "", {}).factors(), "2x2x2");
  EXPECT_EQ(make_recipe(8, "2x4", {}).factors(), "2x2x2");
  EXPECT_EQ(make_recipe(8, "4x2", {}).factors(), "(2x2)x2");
  EXPECT_EQ(make_recipe(12, "3x4", {}).factors(), "3x2x2");
  EXPECT_EQ(make_recipe(12, "6x2", {}).factors(), "(2x3)x2");
  EXPECT_EQ(make_recipe(6, "3x2", {7, 1}).packings(), (std::vector<int>{7, 1}));
}

// Each of the 1,008 3D packings is a packing for every a < b < c <= a+b: whether two boxes
// overlap depends only on comparisons of sums of lengths, fixed by a < b < c < a+b (and c = a+b
// only makes faces meet). The product gives its leaves such lengths: under the side condition
// every length is below twice the least, and so is every sum of q of them against another.
TEST(Product, LeavesAreValidForAllLengths) {
  EXPECT_EQ(leaf_packing_count(2), 2);
  ASSERT_EQ(leaf_packing_count(3), 1008);
  const std::vector<std::array<int64_t, 3>> triples = {{10, 11, 12}, {2, 3, 4}, {10, 11, 20}, {1, 2, 3}};
  for (int k = 0; k < 1008; ++k) {
    const Recipe r = make_recipe(3, "", {k});
    for (auto t : triples) {
      const BoxList b = product_boxes(r, {t[0], t[1], t[2]});
      ASSERT_FALSE(first_overlap_pairwise(b)) << k;
      ASSERT_TRUE(check_boxes(b).valid()) << k;
    }
  }
}

// The product of two pinwheels is the nested 4D construction's base variant.
TEST(Product, TwoByTwoIsTheNestedConstruction) {
  const auto L = product_default_lengths(4);
  const BoxList b = product_boxes(make_recipe(4, "", {}), L);
  EXPECT_TRUE(check_boxes(b).valid());
  Lengths lengths = default_lengths(4);
  std::vector<std::vector<int64_t>> grid_rows;
  for (const Box& box : place_boxes(nested_construction_4d(0, 0), lengths)) {
    std::vector<int64_t> row;
    for (int d = 0; d < 4; ++d) row.push_back(box.lo[static_cast<size_t>(d)]), row.push_back(box.hi[static_cast<size_t>(d)]);
    grid_rows.push_back(row);
  }
  std::sort(grid_rows.begin(), grid_rows.end());
  EXPECT_EQ(box_set(b), grid_rows);
}

// The cell sweep agrees with the pairwise check: on the packings of 4D and 6D (6D pairwise, 1.1e9
// pairs, in the slow test below), and on 4D lists with random boxes moved by random amounts.
TEST(Product, CheckerAgreesWithPairwise) {
  for (const auto& [n, f] : std::vector<std::pair<int, std::string>>{{4, "2x2"}, {6, "2x3"}, {6, "3x2"}}) {
    const BoxList b = product_boxes(make_recipe(n, f, {}), product_default_lengths(n));
    const BoxCheckResult c = check_boxes(b);
    EXPECT_TRUE(c.valid()) << f;
    EXPECT_EQ(c.reach, 1);
    if (n == 4) {
      EXPECT_FALSE(first_overlap_pairwise(b));
    }
  }
  std::mt19937_64 rng(47);
  const auto L = product_default_lengths(4);
  const Recipe r = make_recipe(4, "", {});
  int overlapping = 0;
  for (int trial = 0; trial < 300; ++trial) {
    BoxList b(4, 1000 + 1001 + 1003 + 1007);
    std::vector<int64_t> lo(4), len(4);
    const uint64_t moved = rng() % 256;
    for (uint64_t k = 0; k < 256; ++k) {
      product_box(r, L, k, lo.data(), len.data());
      if (trial % 2 == 1 && (k == moved || rng() % 64 == 0))
        for (auto& x : lo) x = std::clamp<int64_t>(x + static_cast<int64_t>(rng() % 21) - 10, 0, 4011 - 1007);
      b.add(lo.data(), len.data());
    }
    const BoxCheckResult c = check_boxes(b);
    const auto pairwise = first_overlap_pairwise(b);
    ASSERT_EQ(c.overlap.has_value(), pairwise.has_value()) << trial;
    overlapping += pairwise.has_value();
  }
  EXPECT_GT(overlapping, 100);
  EXPECT_LE(overlapping, 150);
}

TEST(Product, CheckerAgreesWithPairwise6D) {
  const BoxList b = product_boxes(make_recipe(6, "2x3", {}), product_default_lengths(6));
  EXPECT_FALSE(first_overlap_pairwise(b));
  EXPECT_TRUE(check_boxes(b).valid());
}

TEST(Product, MovedBoxIsRejected) {
  for (const auto& [n, f] : std::vector<std::pair<int, std::string>>{{2, "2"}, {3, "3"}, {4, "2x2"}, {6, "2x3"}, {6, "3x2"}}) {
    const Recipe r = make_recipe(n, f, {});
    const auto L = product_default_lengths(n);
    int64_t side = 0;
    for (int64_t l : L) side += l;
    const uint64_t count = *product_box_count(n).to_u64();
    for (uint64_t moved : {uint64_t{0}, count / 3, count - 1}) {
      // Box `moved` shifted by one unit toward the cube's middle along its first axis that can.
      BoxList b(n, side);
      std::vector<int64_t> lo(static_cast<size_t>(n)), len(static_cast<size_t>(n));
      for (uint64_t k = 0; k < count; ++k) {
        product_box(r, L, k, lo.data(), len.data());
        if (k == moved) lo[0] += lo[0] == 0 ? 1 : -1;
        b.add(lo.data(), len.data());
      }
      const BoxCheckResult c = check_boxes(b);
      EXPECT_FALSE(c.valid()) << f << " " << moved;
      if (n <= 4) {
        EXPECT_EQ(first_overlap_pairwise(b).has_value(), c.overlap.has_value());
      }
    }
  }
}

TEST(Product, BoxByIndexAgreesWithTheList) {
  const Recipe r = make_recipe(6, "3x2", {5, 1});
  const auto L = product_default_lengths(6);
  std::vector<int64_t> lo(6), len(6);
  for (uint64_t k : {uint64_t{0}, uint64_t{12345}, uint64_t{46655}}) {
    product_box(r, L, k, lo.data(), len.data());
    const PlacedBox box = product_box(r, L, cw::BigNat(k));
    EXPECT_EQ(box.lo, lo);
    EXPECT_EQ(box.side, len);
  }
}

// The family counts, and on small cases that distinct recipes give distinct sets of boxes.
TEST(Product, FamilySizes) {
  EXPECT_EQ(product_family_size(make_recipe(2, "", {})).exact->str(), "2");
  EXPECT_EQ(product_family_size(make_recipe(4, "", {})).exact->str(), (cw::BigNat(3) * cw::BigNat(2).pow(34)).str());
  EXPECT_EQ(product_family_size(make_recipe(6, "2x3", {})).formula, "10 * 2^3 * 1008^128");
  EXPECT_EQ(product_family_size(make_recipe(6, "3x2", {})).formula, "15 * 1008^2 * 2^2187");
  EXPECT_EQ(product_family_size(make_recipe(8, "", {})).formula, "35 * 2^4 * (3 * 2^2 * 2^32)^512");
  EXPECT_FALSE(product_family_size(make_recipe(9, "", {})).exact);
  // Uniform choices of the leaves: 2 x 2 in 4D and 2 x 1008 (a sample) in 6D, all distinct.
  std::set<std::vector<std::vector<int64_t>>> seen;
  for (int a = 0; a < 2; ++a)
    for (int b = 0; b < 2; ++b) seen.insert(box_set(product_boxes(make_recipe(4, "", {a, b}), product_default_lengths(4))));
  EXPECT_EQ(seen.size(), 4u);
  seen.clear();
  for (int a = 0; a < 2; ++a)
    for (int b : {0, 1, 500, 1007}) seen.insert(box_set(product_boxes(make_recipe(6, "2x3", {a, b}), product_default_lengths(6))));
  for (int a : {0, 1, 500, 1007})
    for (int b = 0; b < 2; ++b) seen.insert(box_set(product_boxes(make_recipe(6, "3x2", {a, b}), product_default_lengths(6))));
  EXPECT_EQ(seen.size(), 16u);
}
