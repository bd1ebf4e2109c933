#include "rolling/group_pdb.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <deque>
#include <map>
#include <random>

#include "rolling/bfs.hpp"
#include "rolling/heuristic.hpp"

#include "random_state.hpp"

using namespace cw::rolling;
using cw::rolling::testing::random_state;

TEST(GroupPdb, QuadrantsOn4x4) {
  const auto g = cube_groups(classic_start({4, 4}), 4);
  ASSERT_EQ(g.size(), 4u);
  EXPECT_EQ(g[0], 0b0000'0000'0000'0011u | 0b0000'0000'0001'0000u);  // (0,0) (0,1) (1,0); (1,1) is blank
  EXPECT_EQ(g[1], 0b0000'0000'1100'1100u);
  EXPECT_EQ(g[2], 0b0011'0011'0000'0000u);
  EXPECT_EQ(g[3], 0b1100'1100'0000'0000u);
}

// The progress of a build counts regions; every entry with the blank off the group's cells is
// set, and the table equals the plain 0-1 search's over every blank cell (build_by_blank), on
// boards with and without a centre, for the classic goals and random ones (on 3x3, four cubes
// on the edges' middles leave five regions).
TEST(GroupPdb, RegionSearchEqualsTheSearchOverEveryBlankCell) {
  std::mt19937_64 rng(5);
  for (const Board b : {Board{3, 3}, Board{2, 4}, Board{3, 4}})
    for (const State& goal : {classic_goal(b), random_state(b, rng)})
      for (int k : {1, 2, 3, 4}) {
        const GroupPdb pdb = GroupPdb::build(goal, k);
        EXPECT_EQ(pdb.reached(), GroupPdb::reachable_entries(b, k)) << format_state(goal) << " k=" << k;
        EXPECT_TRUE(pdb.same_table(GroupPdb::build_by_blank(goal, k))) << format_state(goal) << " k=" << k;
      }
}

// For every 3x3 state and several goals, with the cubes grouped from any start: the summed
// group bound never exceeds the exact distance, has its parity, and is at least the single-cube sum
// (the classic goal and a random one).
TEST(GroupPdb, AdmissibleOnEvery3x3StateForSeveralGoals) {
  std::mt19937_64 rng(11);
  const Layout layout({3, 3});
  for (const State& goal : {classic_goal(), random_state({3, 3}, rng)}) {
    const Distances D = bfs_distances(layout, goal);
    const CubeDistanceTable single(goal);
    for (int k : {4}) {
      const GroupPdb pdb = GroupPdb::build(goal, k);
      GroupTables t;
      t.by_size.assign(7, nullptr);
      t.by_size[k] = &pdb;
      std::vector<GroupPdb> small;
      small.reserve(4);
      for (int r = 1; r < k; ++r) {
        small.push_back(GroupPdb::build(goal, r));
        t.by_size[r] = &small.back();
      }
      // The groups depend on the blank's cell only.
      std::vector<std::vector<uint32_t>> groups_by_blank;
      for (int e = 0; e < goal.board.cells(); ++e) {
        State at = goal;
        at.empty = e;
        groups_by_blank.push_back(cube_groups(at, k));
      }
      uint64_t stronger = 0;
      for (uint64_t r = 0; r < layout.states(); ++r) {
        const State s = layout.unrank(r);
        const int h = group_lower_bound(t, s, groups_by_blank[s.empty], goal.empty);
        ASSERT_LE(h, D.dist[r]) << format_state(s) << " -> " << format_state(goal) << " k=" << k;
        ASSERT_EQ(h % 2, D.dist[r] % 2);
        const int h1 = single.lower_bound(s);
        ASSERT_GE(h, h1) << format_state(s);
        stronger += h > h1;
      }
      EXPECT_GT(stronger, 0u);
    }
  }
}

TEST(GroupPdb, BlockPartitionsOn4x4AreQuadrantsRowsAndColumns) {
  const auto p = block_partitions({4, 4}, 4);
  ASSERT_EQ(p.size(), 3u);
  EXPECT_EQ(p[0], (std::vector<uint32_t>{0x0033u, 0x00CCu, 0x3300u, 0xCC00u}));
  EXPECT_EQ(p[1], (std::vector<uint32_t>{0x000Fu, 0x00F0u, 0x0F00u, 0xF000u}));
  EXPECT_EQ(p[2], (std::vector<uint32_t>{0x1111u, 0x2222u, 0x4444u, 0x8888u}));
  for (const auto& blocks : p) {
    uint32_t all = 0;
    for (uint32_t m : blocks) {
      EXPECT_EQ(all & m, 0u);
      all |= m;
    }
    EXPECT_EQ(all, 0xFFFFu);
  }
}

// IDA* takes, at every node, the largest sum over these partitions of the cubes by the cells
// they stand on now: each must be admissible on its own, for every 3x3 state.
TEST(GroupPdb, EveryBlockPartitionIsAdmissibleOnEvery3x3State) {
  std::mt19937_64 rng(5);
  const Layout layout({3, 3});
  for (const State& goal : {classic_goal(), random_state({3, 3}, rng)}) {
    const Distances D = bfs_distances(layout, goal);
    GroupTables t;
    t.by_size.assign(7, nullptr);
    std::vector<GroupPdb> pdbs;
    pdbs.reserve(3);
    for (int r = 1; r <= 3; ++r) {
      pdbs.push_back(GroupPdb::build(goal, r));
      t.by_size[r] = &pdbs.back();
    }
    const auto partitions = block_partitions({3, 3}, 3);
    ASSERT_EQ(partitions.size(), 3u);
    std::vector<uint32_t> groups;
    for (uint64_t r = 0; r < layout.states(); ++r) {
      const State s = layout.unrank(r);
      for (const auto& blocks : partitions) {
        groups.clear();
        for (uint32_t m : blocks)
          if (const uint32_t cubes = m & ~(1u << s.empty)) groups.push_back(cubes);
        const int h = group_lower_bound(t, s, groups, goal.empty);
        ASSERT_LE(h, D.dist[r]) << format_state(s) << " -> " << format_state(goal);
        ASSERT_EQ(h % 2, D.dist[r] % 2);
      }
    }
  }
}

namespace {
// The group's abstract graph searched plainly: (blank, cell -> orientation of each group cube) in
// a map, 0-1 breadth-first from every abstract goal (the blank home, each group cube on another
// cell showing that cell's goal face). A wildcard cube rolling is free; a group cube costs one.
using GroupAbstract = std::pair<int, std::map<int, int>>;
std::map<GroupAbstract, int> plain_group_distances(const State& goal, int k) {
  const Board b = goal.board;
  std::map<GroupAbstract, int> dist;
  std::deque<GroupAbstract> queue;
  for (uint32_t m = 0; m < (1u << b.cells()); ++m) {
    if (std::popcount(m) != k || (m >> goal.empty & 1)) continue;
    GroupAbstract a{goal.empty, {}};
    for (int c = 0; c < b.cells(); ++c)
      if (m >> c & 1) a.second[c] = goal.cells[c];
    dist[a] = 0;
    queue.push_back(a);
  }
  while (!queue.empty()) {
    const GroupAbstract a = queue.front();
    queue.pop_front();
    const int d = dist[a];
    for (Direction dir : kDirections) {
      const int q = b.step(a.first, dir);  // its cube rolls the opposite way onto the blank
      if (q < 0) continue;
      GroupAbstract t{q, a.second};
      const auto it = a.second.find(q);
      const int cost = it == a.second.end() ? 0 : 1;
      if (cost) {
        t.second.erase(q);
        t.second[a.first] = roll(static_cast<Orientation>(it->second), opposite(dir));
      }
      const auto seen = dist.find(t);
      if (seen != dist.end() && seen->second <= d + cost) continue;
      dist[t] = d + cost;
      if (cost) queue.push_back(t);
      else queue.push_front(t);
    }
  }
  return dist;
}
}  // namespace

// The (parallel) build against the plain search on every abstract state of 2x3 and 3x2, k = 1..3
// (unreachable ones unset), and its four-bit excess against the table less the single-cube sum.
TEST(GroupPdb, EqualsAPlainSearchOfTheAbstractGraphAndItsExcessIsExact) {
  std::mt19937_64 rng(5);
  for (const Board board : {Board{2, 3}, Board{3, 2}}) {
    for (const State& goal : {classic_goal(board), random_state(board, rng)}) {
      const CubeDistanceTable single(goal);
      for (int k = 1; k <= 3; ++k) {
        const GroupPdb pdb = GroupPdb::build(goal, k);
        const auto plain = plain_group_distances(goal, k);
        uint64_t checked = 0;
        for (uint32_t mask = 0; mask < (1u << board.cells()); ++mask) {
          if (std::popcount(mask) != k) continue;
          std::vector<int> cells(board.cells(), 0);
          std::vector<int> on;
          for (int c = 0; c < board.cells(); ++c)
            if (mask >> c & 1) on.push_back(c);
          for (int code = 0; code < static_cast<int>(std::pow(6, k)); ++code) {
            GroupAbstract a{0, {}};
            int sum = 0;
            for (int i = 0, x = code; i < k; ++i, x /= 6) {
              cells[on[i]] = x % 6;
              a.second[on[i]] = x % 6;
              sum += single.delta(on[i], static_cast<Orientation>(x % 6));
            }
            for (int blank = 0; blank < board.cells(); ++blank) {
              if (mask >> blank & 1) continue;
              a.first = blank;
              const uint64_t index = pdb.index(blank, GroupPdb::part(mask, cells));
              const auto it = plain.find(a);
              ASSERT_EQ(pdb.lookup(index), it == plain.end() ? 255 : it->second)
                  << format_state(goal) << " k=" << k << " blank " << blank << " code " << code;
              if (it != plain.end()) {
                ASSERT_EQ(pdb.excess(index), std::min(15, it->second - sum));
              }
              checked += it != plain.end();
            }
          }
        }
        EXPECT_EQ(checked, plain.size());
      }
    }
  }
}
