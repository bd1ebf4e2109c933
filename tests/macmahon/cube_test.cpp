#include "macmahon/cube.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>

#include "macmahon/names.hpp"

using namespace cw::macmahon;

TEST(Rotations, FormAGroupOf24) {
  const auto& rots = rotations();
  std::set<std::array<uint8_t, 6>> distinct;
  for (const auto& r : rots) distinct.insert(r.to);
  EXPECT_EQ(distinct.size(), 24u);
  // Closed under composition, opposite faces stay opposite.
  for (const auto& a : rots)
    for (const auto& b : rots) {
      Rotation ab;
      for (int f = 0; f < 6; ++f) ab.to[f] = b.to[a.to[f]];
      EXPECT_TRUE(std::find(rots.begin(), rots.end(), ab) != rots.end());
    }
  for (const auto& r : rots)
    for (int f = 0; f < 6; f += 2) EXPECT_EQ(r.to[f] ^ 1, r.to[f ^ 1]);
}

TEST(Families, SizesOfTheNColouredFamilies) {
  EXPECT_EQ(n_coloured_family(6).size(), 30u);  // 720 colourings / 24 rotations
  EXPECT_EQ(n_coloured_family(4).size(), 68u);  // published
  // Burnside on the whole (any colours from 1..n) family checks the generator independently.
  for (int n = 2; n <= 6; ++n) {
    std::set<Colouring> all;
    for (int m = 1; m <= n; ++m)
      for (const auto& c : n_coloured_family(m)) all.insert(c);
    // Cubes with at most n colours, each subset of colours relabelled: count by brute force.
    std::set<Colouring> brute;
    Colouring c{};
    int total = 1;
    for (int f = 0; f < 6; ++f) total *= n;
    for (int code = 0; code < total; ++code) {
      int x = code;
      for (int f = 0; f < 6; ++f, x /= n) c[f] = static_cast<uint8_t>(1 + x % n);
      brute.insert(canonical(c));
    }
    // Burnside: (n^6 + 3n^4 + 12n^3 + 8n^2) / 24 colourings up to rotation.
    const long n2 = n * n, n3 = n2 * n, n4 = n3 * n, n6 = n3 * n3;
    EXPECT_EQ(static_cast<long>(brute.size()), (n6 + 3 * n4 + 12 * n3 + 8 * n2) / 24) << n;
  }
}

TEST(CornerNumbers, ClockwiseFromOutsideAndLeastRotation) {
  // U=1 D=2 F=3 B=4 L=5 R=6. Corner 7 = up-back-right: seen from outside, clockwise R, U, B.
  const Colouring c{1, 2, 3, 4, 5, 6};
  EXPECT_EQ(corner_number(c, 7), 146);  // 6-1-4 clockwise, written from its least rotation
  // Independently of the parity rule in the code: three outward normals a, b, c run clockwise
  // seen from outside the corner d exactly when (a x b) . d < 0. Check every corner.
  const int normal[6][3] = {{0, 0, 1}, {0, 0, -1}, {0, -1, 0}, {0, 1, 0}, {-1, 0, 0}, {1, 0, 0}};
  for (int corner = 0; corner < 8; ++corner) {
    const auto faces = corner_faces(corner);
    const int d[3] = {corner & 1 ? 1 : -1, corner & 2 ? 1 : -1, corner & 4 ? 1 : -1};
    // Find the clockwise order among the two cyclic orders of the faces.
    const auto& a = normal[faces[0]];
    int order[3] = {faces[0], faces[1], faces[2]};
    const auto& b = normal[faces[1]];
    const int cross[3] = {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    if (cross[0] * d[0] + cross[1] * d[1] + cross[2] * d[2] > 0) std::swap(order[1], order[2]);
    const int x = c[order[0]], y = c[order[1]], z = c[order[2]];
    const int expected = std::min({x * 100 + y * 10 + z, y * 100 + z * 10 + x, z * 100 + x * 10 + y});
    EXPECT_EQ(corner_number(c, corner), expected) << "corner " << corner;
  }
  // Every MacMahon cube has 8 distinct corner numbers, 40 possible in all.
  std::set<int> all;
  for (const auto& cube : macmahon_cubes()) {
    auto cn = corner_numbers(cube);
    std::set<int> mine(cn.begin(), cn.end());
    EXPECT_EQ(mine.size(), 8u);
    all.insert(mine.begin(), mine.end());
  }
  EXPECT_EQ(all.size(), 40u);
  // Corner numbers do not depend on how the cube is held.
  for (const auto& r : rotations()) {
    auto a = corner_numbers(c), b = corner_numbers(rotate(c, r));
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    EXPECT_EQ(a, b);
  }
}

TEST(Names, GeneratedCubesMatchTheDataFileOneToOne) {
  std::ifstream in(std::string(CUBEWORKS_DATA_DIR) + "/macmahon_corners.csv");
  ASSERT_TRUE(in) << "data/macmahon_corners.csv";
  std::string line;
  std::getline(in, line);
  int rows = 0;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    std::stringstream ss(line);
    std::string name, v;
    std::getline(ss, name, ',');
    std::set<int> file;
    while (std::getline(ss, v, ',')) file.insert(std::stoi(v));
    const int i = cube_index(name);
    ASSERT_GE(i, 0) << name;
    const auto cn = corner_numbers(macmahon_cubes()[i]);
    EXPECT_EQ(std::set<int>(cn.begin(), cn.end()), file) << name;
    auto embedded = conway_table()[i].corners;
    EXPECT_EQ(std::set<int>(embedded.begin(), embedded.end()), file) << name;
    ++rows;
  }
  EXPECT_EQ(rows, 30);
}

TEST(Names, TableauFacts) {
  // Every row and column holds each of the 40 corner numbers exactly once; mirrors share none.
  for (int line = 0; line < 6; ++line)
    for (CubeSet s : {row_set(line), column_set(line)}) {
      std::multiset<int> cn;
      for (int i = 0; i < 30; ++i)
        if (s >> i & 1)
          for (int x : corner_numbers(macmahon_cubes()[i])) cn.insert(x);
      EXPECT_EQ(cn.size(), 40u);
      EXPECT_EQ(std::set<int>(cn.begin(), cn.end()).size(), 40u);
    }
  for (int i = 0; i < 30; ++i) {
    const int m = mirror(i);
    EXPECT_EQ(mirror(m), i);
    auto a = corner_numbers(macmahon_cubes()[i]), b = corner_numbers(macmahon_cubes()[m]);
    for (int x : a) EXPECT_TRUE(std::find(b.begin(), b.end(), x) == b.end());
    // Geometrically: the mirror cube is the cube with top and bottom swapped.
    Colouring swapped = macmahon_cubes()[i];
    std::swap(swapped[U], swapped[D]);
    EXPECT_EQ(canonical(swapped), macmahon_cubes()[m]) << cube_name(i);
  }
  EXPECT_EQ(cube_name(cube_index("Fe")), "Fe");
  EXPECT_EQ(cube_index("Aa"), -1);
  EXPECT_EQ(cube_index("Gb"), -1);
}
