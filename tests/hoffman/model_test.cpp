#include "hoffman/model.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/error.hpp"
#include "hoffman/symmetry.hpp"

using namespace cw::hoffman;

namespace {
std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const cw::InputError& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST(HoffmanLengths, ValidationNamesTheProblem) {
  auto bad = [](const char* text, int dim) {
    return error_of([&] { validate_lengths(parse_lengths(text, dim)); });
  };
  EXPECT_EQ(bad("10,11,12", 3), "");
  EXPECT_NE(bad("10,12,11", 3).find("strictly increasing: b = 12 is not < c = 11"), std::string::npos);
  EXPECT_NE(bad("0,11,12", 3).find("positive"), std::string::npos);
  EXPECT_NE(bad("-3,11,12", 3).find("positive"), std::string::npos);
  EXPECT_NE(bad("10,11,30", 3).find("side condition 4*a > a+b+c fails: 4*10 = 40 is not > 10+11+30 = 51"), std::string::npos);
  EXPECT_NE(bad("10,11", 3).find("2 values given, dimension 3 needs 3"), std::string::npos);
  EXPECT_NE(bad("10,x,12", 3).find("'x' is not an integer"), std::string::npos);
  // A number too large for 64 bits is said to be too large, and the example has the dimension's count.
  EXPECT_NE(bad("100000000000000000000,11,12", 3).find("is too large"), std::string::npos);
  EXPECT_NE(bad("1000,x", 4).find("expected 4 lengths, e.g. 1000,1001,1003,1007"), std::string::npos);
  EXPECT_NE(bad("10,11,12,13,14,15", 6).find("unsupported dimension 6"), std::string::npos);
  EXPECT_NE(bad("10,11,12,13,14", 5).find("side condition 6*a"), std::string::npos);  // the model goes to 5D
  EXPECT_EQ(bad("10000,10001,10002,10004,10008", 5), "");
  EXPECT_NE(error_of([] { validate_dimension(5); }).find("unsupported dimension 5"), std::string::npos);  // the engines stop at 4
  EXPECT_TRUE(length_coincidences(default_lengths(5)).empty());
  EXPECT_EQ(bad("1000,1001,1003,1007", 4), "");
}

TEST(HoffmanLengths, ErrorsAreOneLine) {  // found by fuzzing
  const std::string e = error_of([] { parse_lengths("10,1\n1,12", 3); });
  EXPECT_NE(e.find("'1\\x0a1' is not an integer"), std::string::npos) << e;
  EXPECT_LT(error_of([] { parse_lengths(std::string(3000, '\x88'), 3); }).size(), 200u);
  EXPECT_NE(error_of([] { parse_grid("01,1\x01"); }).find("'\\x01' is not an orientation code"), std::string::npos);
}

TEST(HoffmanLengths, CoincidencesAreDetected) {
  EXPECT_TRUE(length_coincidences(default_lengths(4)).empty());
  EXPECT_TRUE(length_coincidences(default_lengths(3)).empty());
  auto c = length_coincidences(parse_lengths("99,100,101,102", 4));
  ASSERT_EQ(c.size(), 1u);
  EXPECT_EQ(c[0], "a+d = b+c (201)");
}

TEST(HoffmanGrid, TextRoundTripAndMalformedInput) {
  Grid g = parse_grid("01,10");
  EXPECT_EQ(g.n, 2);
  EXPECT_EQ(grid_text(g), "01,10");
  Grid h = parse_grid("012,345,012/345,012,345/012,345,012");
  EXPECT_EQ(h.n, 3);
  EXPECT_EQ(grid_text(h), "012,345,012/345,012,345/012,345,012");
  EXPECT_EQ(parse_grid("012345012 345012345 012345012"), h);
  EXPECT_NE(error_of([] { parse_grid("012,345"); }).find("6 orientation codes"), std::string::npos);
  EXPECT_NE(error_of([] { parse_grid("01,1X"); }).find("malformed grid"), std::string::npos);
  EXPECT_NE(error_of([] { parse_grid("01,1?"); }).find("'?'"), std::string::npos);
  EXPECT_NE(error_of([] { parse_grid("02,10"); }).find("not one of the 2 orientations"), std::string::npos);
  EXPECT_NE(error_of([] { parse_grid("0,110"); }).find("separators misplaced"), std::string::npos);
}

TEST(HoffmanChecker, BoxOverlapIsPositiveVolumeOnly) {
  Box a{{0, 0, 0}, {10, 11, 12}};
  Box touching{{10, 0, 0}, {20, 11, 12}};
  Box edge{{10, 11, 0}, {20, 20, 12}};
  Box inside{{9, 10, 11}, {20, 20, 20}};
  EXPECT_FALSE(boxes_overlap(a, touching, 3));
  EXPECT_FALSE(boxes_overlap(a, edge, 3));
  EXPECT_TRUE(boxes_overlap(a, inside, 3));
  EXPECT_TRUE(boxes_overlap(inside, a, 3));
}

TEST(HoffmanChecker, HandMadeGrids) {
  const Lengths L2 = default_lengths(2);
  // The pinwheel: (0,0) has a along x, (1,0) b along x; holes in the middle, no overlap.
  EXPECT_TRUE(is_valid_packing(parse_grid("01,10"), L2));
  auto boxes = place_boxes(parse_grid("01,10"), L2);
  EXPECT_EQ(boxes[3].lo[0], 11);  // (1,1) starts after b along x
  EXPECT_EQ(boxes[3].lo[1], 10);  // and after a along y
  // All cells alike: every line holds one length twice.
  auto r = check_grid(parse_grid("00,00"), L2);
  EXPECT_FALSE(r.lines_ok);
  EXPECT_FALSE(r.valid());
  EXPECT_FALSE(r.contained);  // along y: b + b = 22 > side 21
  // 3D "diagonal" Latin grid: cell (i,j,k) with s = i+j+k has lengths s, s+1, s+2 (mod 3) along
  // x, y, z. Lines are fine, but (1,0,0) = [10,21)x[0,12)x[0,10) and (0,1,0) = [0,11)x[11,23)x[0,10)
  // share [10,11)x[11,12)x[0,10), computed by hand.
  const Lengths L3 = default_lengths(3);
  Grid g = parse_grid("034,340,403/340,403,034/403,034,340");
  auto r3 = check_grid(g, L3);
  EXPECT_TRUE(r3.lines_ok);
  EXPECT_TRUE(r3.contained);
  ASSERT_TRUE(r3.overlap.has_value());
  EXPECT_EQ(cell_name(3, r3.overlap->first), "(1,0,0)");
  EXPECT_EQ(cell_name(3, r3.overlap->second), "(0,1,0)");
  EXPECT_FALSE(r3.local_ok);
  // Grids with a line that is not a permutation are rejected even if they fit.
  EXPECT_FALSE(check_grid(parse_grid("000,000,000/000,000,000/000,000,000"), L3).lines_ok);
}

TEST(HoffmanSymmetry, GroupIsTheHyperoctahedralGroup) {
  for (int n = 2; n <= 4; ++n) {
    const auto& G = symmetry_group(n);
    int expected = 1 << n;
    for (int k = 2; k <= n; ++k) expected *= k;
    EXPECT_EQ(G.size(), expected);
    int rotations = 0;
    for (int s = 0; s < G.size(); ++s) {
      rotations += G.is_rotation(s);
      // Closed under composition.
      EXPECT_TRUE(std::binary_search(&G[0], &G[0] + G.size(), G[s].compose(G[(s * 7 + 3) % G.size()])));
    }
    EXPECT_EQ(rotations, expected / 2);
  }
}

TEST(HoffmanSymmetry, SymmetriesPreserveValidityAndDualIsAnInvolution) {
  const Lengths L2 = default_lengths(2);
  Grid p = parse_grid("01,10");
  const auto& G = symmetry_group(2);
  for (int s = 0; s < G.size(); ++s) EXPECT_TRUE(is_valid_packing(G.apply(s, p), L2));
  EXPECT_EQ(orbit_size(p), 2);
  EXPECT_EQ(orbit_size(p, true), 1);
  EXPECT_EQ(dual(dual(p)), p);
}

// 5D grids: two characters per code, '#' between 4D blocks; the text round-trips and the checker
// runs (a grid with every line right still overlaps somewhere).
TEST(HoffmanGrid5D, TextRoundTripsAndTheCheckerRuns) {
  const auto& T = orientations(5);
  EXPECT_EQ(T.count, 120);
  Grid g;
  g.n = 5;
  for (int c = 0; c < g.cells(); ++c) {
    const auto x = cell_coords(5, c);
    int sum = 0;
    for (int d = 0; d < 5; ++d) sum += x[d];
    std::array<uint8_t, kMaxDim> p{};
    for (int d = 0; d < 5; ++d) p[d] = static_cast<uint8_t>((d + sum) % 5);  // a cyclic shift: each line holds every length
    g.cell[c] = static_cast<uint8_t>(T.index_of(p));
  }
  const std::string text = grid_text(g);
  EXPECT_EQ(std::count(text.begin(), text.end(), '#'), 4);
  EXPECT_EQ(parse_grid(text), g);
  const CheckResult r = check_grid(g, default_lengths(5));
  EXPECT_TRUE(r.lines_ok);
  EXPECT_TRUE(r.contained);
  EXPECT_FALSE(r.valid());
  std::string bad = text;
  bad[0] = '5';  // 5 * 24 + ... >= 120
  EXPECT_NE(error_of([&] { parse_grid(bad); }).find("is not one of the 120 orientations of dimension 5 (00-4N)"),
            std::string::npos);
}
