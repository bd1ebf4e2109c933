#include "hoffman/product.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "core/error.hpp"
#include "hoffman/box_check.hpp"
#include "hoffman/construct.hpp"
#include "hoffman/model.hpp"

using namespace cw::hoffman;

namespace {
// The default 4D product packing, with (when `move`) one box and about one in 64 others moved
// up to 10 units along every axis, most often into an overlap.
BoxList random_4d_list(std::mt19937_64& rng, const Recipe& r, const std::vector<int64_t>& L, bool move) {
  BoxList b(4, 1000 + 1001 + 1003 + 1007);
  std::vector<int64_t> lo(4), len(4);
  const uint64_t moved = rng() % 256;
  for (uint64_t k = 0; k < 256; ++k) {
    product_box(r, L, k, lo.data(), len.data());
    if (move && (k == moved || rng() % 64 == 0))
      for (auto& x : lo) x = std::clamp<int64_t>(x + static_cast<int64_t>(rng() % 21) - 10, 0, 4011 - 1007);
    b.add(lo.data(), len.data());
  }
  return b;
}

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
    const BoxList b = random_4d_list(rng, r, L, trial % 2 == 1);
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

// The tabulated placer gives every box as product_box does.
TEST(Product, PlacerAgreesWithProductBox) {
  for (const auto& [n, f, packings] : std::vector<std::tuple<int, std::string, std::vector<int>>>{
           {6, "3x2", {5, 1}}, {6, "2x3", {1, 700}}, {8, "4x2", {1, 0, 1}}, {9, "3x3", {3, 1000}}, {12, "2x2x3", {1, 0, 9}}}) {
    const Recipe r = make_recipe(n, f, packings);
    const auto L = product_default_lengths(n);
    const ProductPlacer placer(r, L);
    std::vector<int64_t> lo(static_cast<size_t>(n)), len(static_cast<size_t>(n)), lo2(lo), len2(len);
    std::mt19937_64 rng(9);
    for (int s = 0; s < 20000; ++s) {
      const uint64_t k = n <= 6 ? static_cast<uint64_t>(s) % 46656 : rng() % *product_box_count(std::min(n, 9)).to_u64();
      product_box(r, L, k, lo.data(), len.data());
      placer.box(k, lo2.data(), len2.data());
      ASSERT_EQ(lo, lo2) << f << " " << k;
      ASSERT_EQ(len, len2) << f << " " << k;
    }
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

namespace {
// A corner moved by one unit, staying at or above 0: up from 0, down from anywhere else.
void move_one_unit(int64_t& corner) { corner += corner == 0 ? 1 : -1; }

// A list's boxes with box `moved` shifted by one unit toward the cube's middle along axis `axis`.
BoxList moved_list(const Recipe& r, const std::vector<int64_t>& L, uint64_t moved, int axis) {
  const int n = r.dim();
  int64_t side = 0;
  for (int64_t l : L) side += l;
  BoxList b(n, side);
  const uint64_t count = *product_box_count(n).to_u64();
  std::vector<int64_t> lo(static_cast<size_t>(n)), len(static_cast<size_t>(n));
  for (uint64_t k = 0; k < count; ++k) {
    product_box(r, L, k, lo.data(), len.data());
    if (k == moved) move_one_unit(lo[static_cast<size_t>(axis)]);
    b.add(lo.data(), len.data());
  }
  return b;
}

void expect_same_verdict(const BoxList& b, const std::string& what) {
  const BoxCheckResult in_memory = check_boxes(b);
  BoxListSource source(b);
  const StreamCheckResult streamed = check_boxes_streamed(source);
  ASSERT_EQ(streamed.valid(), in_memory.valid()) << what << ": " << streamed.fault;
  EXPECT_EQ(streamed.boxes, in_memory.boxes) << what;
  if (in_memory.valid()) {
    EXPECT_EQ(streamed.cell_width, in_memory.cell_width) << what;
    EXPECT_EQ(streamed.reach, in_memory.reach) << what;
    EXPECT_EQ(streamed.cube_volume, in_memory.cube_volume) << what;
    EXPECT_EQ(streamed.boxes_volume, in_memory.boxes_volume) << what;
    EXPECT_EQ(streamed.uncovered_volume, in_memory.uncovered_volume) << what;
  }
}
}  // namespace

// The streamed sweep (a cell layer of the first axis at a time) agrees with the in-memory one:
// on the packings of 4D and 6D, fed from a list and from the recipe, on 4D lists with random
// boxes moved by random amounts, and on a box moved by one unit along each axis in turn.
TEST(Product, StreamedCheckerAgreesWithTheInMemoryOne) {
  for (const auto& [n, f] : std::vector<std::pair<int, std::string>>{{2, "2"}, {3, "3"}, {4, "2x2"}, {6, "2x3"}, {6, "3x2"}}) {
    const Recipe r = make_recipe(n, f, {});
    const auto L = product_default_lengths(n);
    const BoxList b = product_boxes(r, L);
    expect_same_verdict(b, f);
    ProductBoxSource source(r, L);
    const StreamCheckResult s = check_boxes_streamed(source);
    EXPECT_TRUE(s.valid()) << f << ": " << s.fault;
    EXPECT_EQ(s.boxes, b.size());
    EXPECT_EQ(s.layers, n);
    EXPECT_EQ(s.reach, 1);
    EXPECT_EQ(s.boxes_volume, check_boxes(b).boxes_volume);
    // Two layers at most: n^(n-1) boxes each.
    EXPECT_LE(s.most_held, 2 * b.size() / static_cast<uint64_t>(n)) << f;
    const uint64_t count = b.size();
    for (uint64_t moved : {uint64_t{0}, count / 3, count - 1})
      for (int axis = 0; axis < n; ++axis) {
        const BoxList m = moved_list(r, L, moved, axis);
        BoxListSource ms(m);
        EXPECT_FALSE(check_boxes_streamed(ms).valid()) << f << " box " << moved << " axis " << axis;
        if (n <= 4) expect_same_verdict(m, f + " moved");
      }
  }
  std::mt19937_64 rng(48);
  const auto L = product_default_lengths(4);
  const Recipe r = make_recipe(4, "", {});
  int overlapping = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const BoxList b = random_4d_list(rng, r, L, trial % 2 == 1);
    expect_same_verdict(b, "trial " + std::to_string(trial));
    overlapping += !check_boxes(b).valid();
  }
  EXPECT_GT(overlapping, 100);
}

// What the streamed check refuses: a box outside, a side below 1, a source that hands a layer
// other boxes than the first pass, sides past 16 bits.
TEST(Product, StreamedCheckerRefuses) {
  BoxList b(2, 21);
  const int64_t lo1[] = {0, 0}, s1[] = {10, 11}, lo2[] = {10, 0}, s2[] = {11, 10}, lo3[] = {11, 11}, s3[] = {10, 11};
  b.add(lo1, s1);
  b.add(lo2, s2);
  b.add(lo3, s3);
  BoxListSource source(b);
  const StreamCheckResult r = check_boxes_streamed(source);
  EXPECT_FALSE(r.valid());  // lo3 runs past the top along the second axis
  EXPECT_NE(r.fault.find("not inside"), std::string::npos) << r.fault;

  // A source whose layer passes forget a box.
  struct Forgetful : BoxListSource {
    using BoxListSource::BoxListSource;
    int passes = 0;
    void boxes(int64_t from, int64_t to, const Take& take) override {
      if (passes++ == 0) return BoxListSource::boxes(from, to, take);
      BoxListSource::boxes(from, to, [&](const int64_t* rows, size_t count) { return count == 0 || take(rows, count - (passes == 2)); });
    }
  };
  const BoxList good = product_boxes(make_recipe(2, "", {}), product_default_lengths(2));
  Forgetful forgetful(good);
  const StreamCheckResult f = check_boxes_streamed(forgetful);
  EXPECT_FALSE(f.valid());
  EXPECT_NE(f.fault.find("not the"), std::string::npos) << f.fault;
  BoxList wide(2, 70000);
  BoxListSource ws(wide);
  EXPECT_THROW(check_boxes_streamed(ws), cw::InputError);
}

// 8D: the streamed sweep fed by the recipe agrees with the in-memory sweep of the list, and
// rejects a box moved by one unit (slow: 16,777,216 boxes, three times).
namespace {
// The recipe's boxes as a stream, with box `moved` shifted by one unit toward the middle along
// `axis` (not the first: the sweep asks for boxes by their corner along it): the fault of
// moved_list without holding 8D's 2^24 boxes (2 GB) in a list.
class MovedBoxSource : public BoxSource {
 public:
  MovedBoxSource(const Recipe& r, const std::vector<int64_t>& L, uint64_t moved, int axis)
      : inner_(r, L), n_(static_cast<size_t>(r.dim())), axis_(static_cast<size_t>(axis)), lo_(n_), len_(n_) {
    product_box(r, L, moved, lo_.data(), len_.data());
  }
  int dim() const override { return inner_.dim(); }
  int64_t side() const override { return inner_.side(); }
  void boxes(int64_t from, int64_t to, const Take& take) override {
    inner_.boxes(from, to, [&](const int64_t* rows, size_t count) {
      batch_.assign(rows, rows + 2 * n_ * count);
      for (size_t i = 0; i < count; ++i) {
        int64_t* row = batch_.data() + 2 * n_ * i;
        if (std::equal(lo_.begin(), lo_.end(), row) && std::equal(len_.begin(), len_.end(), row + n_))
          move_one_unit(row[axis_]);
      }
      return take(batch_.data(), count);
    });
  }

 private:
  ProductBoxSource inner_;
  size_t n_, axis_;
  std::vector<int64_t> lo_, len_, batch_;
};
}  // namespace

// The 8D packing streamed (2^24 boxes, never held at once): valid, with the figures a Hoffman
// packing must have whatever the checker says: n^n boxes, each of volume a*b*...*h (its sides are
// the lengths in some order), the cube side^n; the in-memory sweep agrees with the streamed one on
// 2D to 6D above. A box moved by one unit is caught.
TEST(Product, StreamedChecker8D) {
  const Recipe r = make_recipe(8, "", {});
  const auto L = product_default_lengths(8);
  ProductBoxSource source(r, L);
  const StreamCheckResult s = check_boxes_streamed(source);
  EXPECT_TRUE(s.valid()) << s.fault;
  const uint64_t count = uint64_t{1} << 24;
  EXPECT_EQ(s.boxes, count);
  cw::BigNat box_volume = 1, side = 0;
  for (int64_t l : L) {
    box_volume = box_volume * cw::BigNat(static_cast<uint64_t>(l));
    side += cw::BigNat(static_cast<uint64_t>(l));
  }
  const cw::BigNat cube = side.pow(8), boxes = box_volume * cw::BigNat(count);
  EXPECT_EQ(s.cube_volume, cube.str());
  EXPECT_EQ(s.boxes_volume, boxes.str());
  EXPECT_EQ(s.uncovered_volume, (cube - boxes).str());
  EXPECT_EQ(s.most_held, 2 * count / 8);
  MovedBoxSource moved(r, L, 5'000'000, 3);
  const StreamCheckResult bad = check_boxes_streamed(moved);
  EXPECT_FALSE(bad.valid());
  EXPECT_NE(bad.fault.find("overlap"), std::string::npos) << bad.fault;
}

// The argument that distinct leaf choices give distinct sets of boxes (docs/hoffman-dimensions.md,
// "Distinct packings"), run on 6D: with lengths whose subset sums are distinct (64 + 2^i: a sum
// of k of them is 64k plus the bits of the set), each box's corner along an axis names the set of
// lengths below it; its side names the row i; the rows wholly in the set are the outer corner's,
// the rest of row i the inner corner's. So the boxes name every group's outer boxes and every
// q-cube's inner boxes, which must be the leaf packings' boxes: the box set gives the recipe back.
TEST(Product, BoxesNameTheirOuterAndInnerBoxes) {
  const auto L = product_default_lengths(6);
  ASSERT_TRUE(distinct_subset_sums(L));
  EXPECT_FALSE(distinct_subset_sums({10, 11, 12, 13}));  // 10 + 13 = 11 + 12
  EXPECT_TRUE(distinct_subset_sums(product_default_lengths(4)));
  EXPECT_TRUE(distinct_subset_sums(product_default_lengths(36)));
  for (const auto& [f, p, q, packings] : std::vector<std::tuple<std::string, int, int, std::vector<int>>>{
           {"2x3", 2, 3, {0, 0}}, {"2x3", 2, 3, {1, 700}}, {"3x2", 3, 2, {0, 0}}, {"3x2", 3, 2, {1007, 1}}}) {
    std::vector<int64_t> b(static_cast<size_t>(p), 0);
    for (int i = 0; i < p; ++i)
      for (int j = 0; j < q; ++j) b[static_cast<size_t>(i)] += L[static_cast<size_t>(i * q + j)];
    const auto row_mask = [&](int i) { return ((1 << q) - 1) << (i * q); };
    const BoxList boxes = product_boxes(make_recipe(6, f, packings), L);
    std::vector<std::set<std::vector<int64_t>>> outer(static_cast<size_t>(q));  // [group]: outer boxes named
    std::map<std::pair<std::vector<int64_t>, int>, std::set<std::vector<int64_t>>> inner;  // (product box, row): inner boxes
    for (size_t k = 0; k < boxes.size(); ++k) {
      std::vector<int64_t> product;                                            // the outer boxes, group after group
      std::vector<std::vector<int64_t>> in_row(static_cast<size_t>(p), std::vector<int64_t>(2 * static_cast<size_t>(q)));
      for (int d = 0; d < 6; ++d) {
        const int64_t corner = boxes.lo(d, k), side = boxes.hi(d, k) - corner;
        const int j = static_cast<int>(std::find(L.begin(), L.end(), side) - L.begin()), i = j / q;
        const int set = static_cast<int>(corner & 63);
        ASSERT_EQ(__builtin_popcount(static_cast<unsigned>(set)), corner >> 6) << f << " box " << k;
        ASSERT_FALSE(set >> j & 1);
        int64_t outer_corner = 0;
        int rows = 0;
        for (int r = 0; r < p; ++r)
          if (r != i && (set & row_mask(r)) == row_mask(r)) outer_corner += b[static_cast<size_t>(r)], rows |= row_mask(r);
        ASSERT_EQ(set & ~rows & ~row_mask(i), 0) << "a length of another row below, its row not whole";
        int64_t inner_corner = 0;
        for (int t = 0; t < 6; ++t) inner_corner += (set & ~rows) >> t & 1 ? L[static_cast<size_t>(t)] : 0;
        product.push_back(outer_corner), product.push_back(outer_corner + b[static_cast<size_t>(i)]);
        const auto g = static_cast<size_t>(d / p);
        in_row[static_cast<size_t>(i)][2 * g] = inner_corner, in_row[static_cast<size_t>(i)][2 * g + 1] = inner_corner + side;
      }
      for (int g = 0; g < q; ++g)
        outer[static_cast<size_t>(g)].insert(std::vector<int64_t>(product.begin() + 2 * g * p, product.begin() + 2 * (g + 1) * p));
      for (int i = 0; i < p; ++i) inner[{product, i}].insert(in_row[static_cast<size_t>(i)]);
    }
    const auto outer_leaf = box_set(product_boxes(make_recipe(p, "", {packings[0]}), b));
    for (int g = 0; g < q; ++g)
      EXPECT_EQ(std::vector<std::vector<int64_t>>(outer[static_cast<size_t>(g)].begin(), outer[static_cast<size_t>(g)].end()), outer_leaf) << f;
    EXPECT_EQ(inner.size(), static_cast<size_t>(p) * static_cast<size_t>(std::pow(p, p * q)));
    for (const auto& [key, named] : inner) {
      const auto i = static_cast<size_t>(key.second);
      const std::vector<int64_t> row(L.begin() + static_cast<std::ptrdiff_t>(i) * q, L.begin() + static_cast<std::ptrdiff_t>(i + 1) * q);
      ASSERT_EQ(std::vector<std::vector<int64_t>>(named.begin(), named.end()), box_set(product_boxes(make_recipe(q, "", {packings[1]}), row))) << f;
    }
  }
  // The leaves themselves: distinct packings, distinct box sets (the 2 pinwheels, 3D samples).
  std::set<std::vector<std::vector<int64_t>>> leaves;
  for (int k : {0, 1}) leaves.insert(box_set(product_boxes(make_recipe(2, "", {k}), {10, 11})));
  for (int k = 0; k < 1008; ++k) leaves.insert(box_set(product_boxes(make_recipe(3, "", {k}), {10, 11, 12})));
  EXPECT_EQ(leaves.size(), 1010u);
}

// A 4D slice at x4 = t + 1/2 for every t: each box is cut at exactly its side along x4 of the
// points, so the sections' volumes over all points add up to the boxes' volume (Fubini).
TEST(Product, SlicesAddUpToTheBoxes) {
  const Recipe r = make_recipe(4, "2x2", {1, 0});
  const std::vector<int64_t> L = {10, 11, 12, 13};
  std::map<uint64_t, int64_t> cuts;  // box -> the points that cut it
  int64_t sections = 0;
  for (int64_t t = 0; t < 46; ++t)
    for (const SliceBox& b : product_slice(r, L, {t})) {
      ++cuts[b.index];
      sections += b.side[0] * b.side[1] * b.side[2];
      ASSERT_EQ(b.full_side.size(), 4u);
    }
  ASSERT_EQ(cuts.size(), 256u);
  std::vector<int64_t> lo(4), len(4);
  for (const auto& [k, points] : cuts) {
    product_box(r, L, k, lo.data(), len.data());
    EXPECT_EQ(points, len[3]) << "box " << k;
  }
  EXPECT_EQ(sections, 256 * 10 * 11 * 12 * 13);
}

// The 6D slice against the recipe's own search for the boxes meeting a query box (the slice as
// a box of width 1 along x4..x6): the same boxes; their sections disjoint; at the cell points
// (c + 1) * a - 1/2 it cuts n^3 boxes, one per cell.
TEST(Product, SliceAgreesWithTheBoxesMeetingIt) {
  const Recipe r = make_recipe(6, "3x2", {5, 1});
  const auto L = product_default_lengths(6);
  const int64_t side = 447, a = L[0];
  std::mt19937_64 rng(48);
  for (int s = 0; s < 8; ++s) {
    const std::vector<int64_t> at = s == 0 ? std::vector<int64_t>{a - 1, 3 * a - 1, 6 * a - 1}
                                           : std::vector<int64_t>{static_cast<int64_t>(rng() % side), static_cast<int64_t>(rng() % side),
                                                                  static_cast<int64_t>(rng() % side)};
    const auto cut = product_slice(r, L, at);
    if (s == 0) {
      EXPECT_EQ(cut.size(), 216u);
    }
    PlacedBox query{{0, 0, 0, at[0], at[1], at[2]}, {side, side, side, 1, 1, 1}};
    std::set<uint64_t> expected, got;
    for (const cw::BigNat& k : product_neighbours(r, L, query)) expected.insert(*k.to_u64());
    BoxList boxes(3, side);
    for (const SliceBox& b : cut) {
      got.insert(b.index);
      boxes.add(b.lo.data(), b.side.data());
    }
    EXPECT_EQ(got, expected) << at[0] << "," << at[1] << "," << at[2];
    EXPECT_TRUE(check_boxes(boxes).valid());
  }
}

TEST(Product, SliceRefuses) {
  const auto L6 = product_default_lengths(6);
  EXPECT_THROW(product_slice(make_recipe(6, "", {}), L6, {0, 0}), cw::InputError);
  EXPECT_THROW(product_slice(make_recipe(6, "", {}), L6, {0, 0, 447}), cw::InputError);
  EXPECT_THROW(product_slice(make_recipe(6, "", {}), L6, {0, -1, 0}), cw::InputError);
  EXPECT_THROW(product_slice(make_recipe(9, "", {}), product_default_lengths(9), std::vector<int64_t>(6, 0)), cw::InputError);
}
