#include "macmahon/large_target.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <random>
#include <vector>

#include "macmahon/names.hpp"

using namespace cw::macmahon;

namespace {
int index_of(const char* name) {
  for (int i = 0; i < kMacMahonCubes; ++i)
    if (cube_name(i) == name) return i;
  return -1;
}

// Distinct fillings of all 27 cells, cell by cell, copies of one kind not told apart: the
// simplest count, memoised on (cell, copies left); shares only fitting_rotations with the engine
// (asked once per kind and cell: it tries every rotation, and the recursion asks 10^5 times).
struct CellByCell {
  std::vector<std::array<int, kLargeCells>> ways;  // per kind, per cell
  std::map<std::pair<int, std::vector<int>>, Count128> memo;

  CellByCell(int target, const std::vector<int>& kinds) : ways(kinds.size()) {
    for (size_t k = 0; k < kinds.size(); ++k)
      for (int cell = 0; cell < kLargeCells; ++cell)
        ways[k][cell] = fitting_rotations(macmahon_cubes()[target], macmahon_cubes()[kinds[k]], cell);
  }

  Count128 count(std::vector<int>& left, int cell) {
    if (cell == kLargeCells) return 1;
    auto key = std::make_pair(cell, left);
    if (auto it = memo.find(key); it != memo.end()) return it->second;
    Count128 total = 0;
    for (size_t k = 0; k < ways.size(); ++k) {
      if (left[k] == 0 || ways[k][cell] == 0) continue;
      --left[k];
      total += static_cast<Count128>(ways[k][cell]) * count(left, cell + 1);
      ++left[k];
    }
    memo.emplace(std::move(key), total);
    return total;
  }
};

// Hall's condition over every set of constrained cells: the independent decision.
bool hall(int target, const Multiset& m) {
  std::array<uint32_t, kMacMahonCubes> fit{};
  for (int c = 0; c < kMacMahonCubes; ++c)
    for (int i = 0; i < kLargeConstrained; ++i)
      if (fitting_rotations(macmahon_cubes()[target], macmahon_cubes()[c], constrained_cells()[i]))
        fit[c] |= 1u << i;
  for (uint32_t s = 1; s < (1u << kLargeConstrained); ++s) {
    int touching = 0;
    for (int c = 0; c < kMacMahonCubes; ++c)
      if (fit[c] & s) touching += m.copies[c];
    if (touching < std::popcount(s)) return false;
  }
  return true;
}
}  // namespace

TEST(LargeTarget, CellsAndTheirFits) {
  int corners = 0, edges = 0, centres = 0;
  for (int cell = 0; cell < kLargeCells; ++cell) {
    const size_t n = outward_faces(cell).size();
    corners += n == 3, edges += n == 2, centres += n == 1;
  }
  EXPECT_EQ(corners, 8);
  EXPECT_EQ(edges, 12);
  EXPECT_EQ(centres, 6);
  // A corner takes exactly the cubes with the target's corner number there (in one way), an edge
  // the cubes whose two colours there are adjacent (one way), a face centre any cube in 4 ways,
  // the centre any in 24.
  for (int t = 0; t < kMacMahonCubes; t += 7)
    for (int c = 0; c < kMacMahonCubes; ++c)
      for (int cell = 0; cell < kLargeCells; ++cell) {
        const auto faces = outward_faces(cell);
        const int ways = fitting_rotations(macmahon_cubes()[t], macmahon_cubes()[c], cell);
        const int expected_most = faces.size() == 0 ? 24 : faces.size() == 1 ? 4 : 1;
        if (faces.size() <= 1) {
          EXPECT_EQ(ways, expected_most);
        } else {
          EXPECT_LE(ways, expected_most);
        }
      }
  const int ab = index_of("Ab"), ba = index_of("Ba");
  for (int cell : constrained_cells()) {
    EXPECT_EQ(fitting_rotations(macmahon_cubes()[ab], macmahon_cubes()[ab], cell), 1);
    if (outward_faces(cell).size() == 3) {
      EXPECT_EQ(fitting_rotations(macmahon_cubes()[ab], macmahon_cubes()[ba], cell), 0);
    }
  }
}

TEST(LargeTarget, CountsByHand) {
  const int ab = index_of("Ab"), ba = index_of("Ba");
  Multiset m;
  m.copies[ab] = 27;
  EXPECT_EQ(count_text(count_large_arrangements(ab, m)), "98304");  // 4^6 * 24: only the free cells turn
  m.copies[ab] = 26;
  // The mirror fits no corner, but it has the same opposite pairs, so it fits every edge in one
  // way: it takes one of 12 edges or 7 free cells.
  m.copies[ba] = 1;
  EXPECT_EQ(count_text(count_large_arrangements(ab, m)), std::to_string(19 * 98304));
  m.copies[ab] = 0;
  m.copies[ba] = 27;
  EXPECT_FALSE(large_arrangement(ab, m).has_value());
}

TEST(LargeTarget, DynamicProgrammeAgreesWithCellByCellCounting) {
  std::mt19937 rng(3);
  int buildable = 0;
  for (int trial = 0; trial < 12; ++trial) {
    const int target = static_cast<int>(rng() % kMacMahonCubes);
    std::vector<int> kinds;
    while (kinds.size() < 4) {
      const int k = static_cast<int>(rng() % kMacMahonCubes);
      if (std::find(kinds.begin(), kinds.end(), k) == kinds.end()) kinds.push_back(k);
    }
    if (trial % 2 == 0) kinds[0] = target;  // often buildable
    std::vector<int> left(kinds.size(), 0);
    Multiset m;
    for (int i = 0; i < kLargeCells; ++i) ++left[rng() % kinds.size()];
    for (size_t k = 0; k < kinds.size(); ++k) m.copies[kinds[k]] = static_cast<uint8_t>(left[k]);
    const Count128 simple = CellByCell(target, kinds).count(left, 0);
    EXPECT_EQ(count_text(count_large_arrangements(target, m)), count_text(simple)) << multiset_text(m);
    EXPECT_EQ(large_arrangement(target, m).has_value(), simple > 0);
    EXPECT_EQ(hall(target, m), simple > 0);
    buildable += simple > 0;
  }
  EXPECT_GT(buildable, 0);
}

TEST(LargeTarget, ArrangementsPassTheFaceCheckerAndCorruptOnesFail) {
  Multiset all;
  all.copies.fill(1);
  for (int t = 0; t < kMacMahonCubes; ++t) {
    const auto a = large_arrangement(t, all);
    ASSERT_TRUE(a.has_value());
    std::string why;
    EXPECT_TRUE(is_valid_large_arrangement(t, all, *a, &why)) << why;
    LargeArrangement bad = *a;
    std::swap(bad.cube[0], bad.cube[26]);  // a corner cube into the other far corner, unturned
    std::swap(bad.rotation[0], bad.rotation[26]);
    EXPECT_FALSE(is_valid_large_arrangement(t, all, bad, &why));
  }
}

TEST(LargeTarget, EverySetOf27BuildsEveryTarget) {
  const LargeTable table = large_target_table();
  ASSERT_EQ(table.builds.size(), 4060u);
  for (int t = 0; t < kMacMahonCubes; ++t) EXPECT_EQ(table.sets_building[t], 4060);
  // Hall's condition, checked independently on a few of the sets (all three missing cubes from
  // the target's own row or its corner graph are the hardest).
  for (size_t i = 0; i < table.builds.size(); i += 401) {
    Multiset m;
    m.copies.fill(1);
    for (int c : table.missing[i]) m.copies[c] = 0;
    for (int t = 0; t < kMacMahonCubes; t += 5) EXPECT_EQ(hall(t, m), (table.builds[i] >> t & 1) == 1);
  }
}
