#include "hoffman/geometry.hpp"

#include <gtest/gtest.h>

#include "hoffman/construct.hpp"
#include "hoffman/enumerate.hpp"

using namespace cw::hoffman;

namespace {
Box box3(int64_t x0, int64_t y0, int64_t z0, int64_t x1, int64_t y1, int64_t z1) {
  Box b;
  b.lo = {x0, y0, z0, 0};
  b.hi = {x1, y1, z1, 0};
  return b;
}

// Independent of coverage(): counts the unit cubes of [0, side)^3 that some box contains.
double unit_cells_covered(const std::vector<Box>& boxes, int64_t side) {
  double count = 0;
  for (int64_t x = 0; x < side; ++x)
    for (int64_t y = 0; y < side; ++y)
      for (int64_t z = 0; z < side; ++z)
        for (const Box& b : boxes)
          if (b.lo[0] <= x && x < b.hi[0] && b.lo[1] <= y && y < b.hi[1] && b.lo[2] <= z && z < b.hi[2]) {
            ++count;
            break;
          }
  return count;
}

double volume(const Box& b, int n) {
  double v = 1;
  for (int d = 0; d < n; ++d) v *= static_cast<double>(b.hi[d] - b.lo[d]);
  return v;
}
}  // namespace

TEST(HoffmanGeometry, SmallCasesByHand) {
  // Two 2x2x2 boxes sharing a 1x2x2 slab, and one far away touching neither.
  const std::vector<Box> boxes = {box3(0, 0, 0, 2, 2, 2), box3(1, 0, 0, 3, 2, 2), box3(3, 3, 3, 4, 4, 4)};
  const auto o = overlap_regions(boxes, 3);
  ASSERT_EQ(o.size(), 1u);
  EXPECT_EQ(o[0].a, 0);
  EXPECT_EQ(o[0].b, 1);
  EXPECT_EQ(o[0].region.lo, (std::array<int64_t, kMaxDim>{1, 0, 0, 0, 0}));
  EXPECT_EQ(o[0].region.hi, (std::array<int64_t, kMaxDim>{2, 2, 2, 0, 0}));
  const Coverage c = coverage(boxes, 3, 4);
  EXPECT_EQ(c.cube, 64);
  EXPECT_EQ(c.boxes, 17);
  EXPECT_EQ(c.covered, 13);
  EXPECT_EQ(c.overlaps(), 4);
  EXPECT_EQ(c.gaps(), 51);
  EXPECT_EQ(c.covered, Volume(static_cast<uint64_t>(unit_cells_covered(boxes, 4))));
  // Touching faces are no overlap.
  EXPECT_TRUE(overlap_regions({box3(0, 0, 0, 1, 1, 1), box3(1, 0, 0, 2, 1, 1)}, 3).empty());
}

// Every class of the enumeration: packings are disjoint and leave exactly s^3 - 27abc uncovered;
// pseudo-solutions overlap, and the overlap volume is what the overlapping pairs share.
TEST(HoffmanGeometry, ClassesCoverTheCubeAsTheModelSays) {
  const Lengths L = default_lengths(3);
  const Enumeration e = enumerate_packings(L);
  const Volume cube(33 * 33 * 33), boxes(27 * 10 * 11 * 12);
  ASSERT_EQ(e.real.classes.size(), 21u);
  for (const auto& k : e.real.classes) {
    const auto placed = place_boxes(k.canonical, L);
    EXPECT_TRUE(overlap_regions(placed, 3).empty()) << grid_text(k.canonical);
    const Coverage c = coverage(placed, 3, L.side());
    EXPECT_EQ(c.cube, cube);
    EXPECT_EQ(c.boxes, boxes);
    EXPECT_EQ(c.covered, boxes);  // disjoint: the union is the sum
    EXPECT_EQ(c.gaps(), cube - boxes);
    EXPECT_EQ(c.covered, Volume(static_cast<uint64_t>(unit_cells_covered(placed, L.side()))));
  }
  ASSERT_EQ(e.pseudo.classes.size(), 5u);
  for (const auto& k : e.pseudo.classes) {
    const auto placed = place_boxes(k.canonical, L);
    const auto o = overlap_regions(placed, 3);
    ASSERT_FALSE(o.empty());
    EXPECT_EQ(static_cast<int>(o.size()), check_grid(k.canonical, L).overlapping_pairs);
    EXPECT_EQ(o[0].a, k.overlap->first);
    EXPECT_EQ(o[0].b, k.overlap->second);
    const Coverage c = coverage(placed, 3, L.side());
    EXPECT_GT(c.overlaps(), Volume(0));
    EXPECT_GT(c.gaps(), cube - boxes);  // overlapping boxes leave more of the cube empty
    EXPECT_EQ(c.covered, Volume(static_cast<uint64_t>(unit_cells_covered(placed, L.side()))));
    Volume shared;
    for (const auto& p : o) shared += Volume(static_cast<uint64_t>(volume(p.region, 3)));
    EXPECT_FALSE(c.overlaps() > shared);  // equal unless three boxes share a point
  }
}

TEST(HoffmanGeometry, The4DConstructionIsDisjoint) {
  const Lengths L = default_lengths(4);
  const auto placed = place_boxes(nested_construction_4d(), L);
  ASSERT_EQ(placed.size(), 256u);
  EXPECT_TRUE(overlap_regions(placed, 4).empty());
  const Coverage c = coverage(placed, 4, L.side());
  EXPECT_EQ(c.cube.str(), "258827637310641");  // 4011^4
  EXPECT_EQ(c.boxes.str(), "258823941376000");  // 256 * 1000 * 1001 * 1003 * 1007
  EXPECT_EQ(c.covered, c.boxes);
  EXPECT_GT(c.gaps(), Volume(0));
  EXPECT_EQ(c.overlaps(), Volume(0));
}

// Past 2^53 and 2^128: the volumes stay exact (a double would round the gap of a 3D packing with
// sides of a million to 27017216; it is 27 s^3 ... = 27000027).
TEST(HoffmanGeometry, VolumesAreExactForLongSides) {
  const auto grid = parse_grid("024,135,251/152,240,513/315,521,402");
  const Coverage c = coverage(place_boxes(grid, parse_lengths("1000000,1000001,1000002", 3)), 3, 3000003);
  EXPECT_EQ(c.cube.str(), "27000081000081000027");
  EXPECT_EQ(c.gaps().str(), "27000027");
  EXPECT_EQ(c.overlaps().str(), "0");
  std::array<int64_t, kMaxDim> s{};
  s.fill(4'000'000'000'006);
  EXPECT_EQ(Volume::product(s, 4).str(), "256000000001536000000003456000000003456000000001296");
  EXPECT_EQ((Volume::product(s, 4) - Volume::product(s, 4)).str(), "0");
  EXPECT_DOUBLE_EQ(Volume(1).ratio(Volume(4)), 0.25);
}
