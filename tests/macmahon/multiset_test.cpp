#include "macmahon/multiset.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <map>
#include <random>
#include <set>

#include "core/error.hpp"
#include "macmahon/corner_graph.hpp"
#include "macmahon/symmetry.hpp"
#include "macmahon/universal.hpp"

using namespace cw::macmahon;

namespace {

// Second method: give the corners copies one by one, trying every fitting cube with a copy left.
bool buildable_by_trying(const Multiset& m, const MultisetTarget& t) {
  Multiset left = m;
  auto place = [&](auto&& self, int corner) -> bool {
    if (corner == kCorners) return true;
    for (int i = 0; i < kMacMahonCubes; ++i)
      if (left.copies[i] && (t.fit[i] >> corner & 1)) {
        --left.copies[i];
        const bool ok = self(self, corner + 1);
        ++left.copies[i];
        if (ok) return true;
      }
    return false;
  };
  return place(place, 0);
}

bool builds_nothing_by_trying(const Multiset& m, TargetVariant v) {
  for (const MultisetTarget& t : multiset_targets(v))
    if (buildable_by_trying(m, t)) return false;
  return true;
}

Multiset random_multiset(std::mt19937& rng, int copies) {
  Multiset m;
  std::uniform_int_distribution<int> cube(0, kMacMahonCubes - 1);
  for (int k = 0; k < copies; ++k) ++m.copies[cube(rng)];
  return m;
}

}  // namespace

TEST(Multiset, TargetListsAndFits) {
  const auto& mac = multiset_targets(TargetVariant::kMacMahon);
  const auto& faces = multiset_targets(TargetVariant::kFaces);
  ASSERT_EQ(mac.size(), 30u);
  ASSERT_EQ(faces.size(), 230u);
  // The fits of a MacMahon target are its corner graph: the target everywhere, an edge cube at
  // its two cells, a disjoint cube nowhere.
  for (int t = 0; t < kMacMahonCubes; ++t) {
    const CornerGraph& g = corner_graph(t);
    EXPECT_EQ(faces[t].fit, mac[t].fit);
    for (int i = 0; i < kMacMahonCubes; ++i) {
      const int e = g.edge_of_cube[i];
      const int expected = i == t ? 0xff : e >= 0 ? (1 << g.edges[e].a) | (1 << g.edges[e].b) : 0;
      EXPECT_EQ(mac[t].fit[i], expected) << cube_name(t) << " " << cube_name(i);
    }
  }
  // Burnside the other way round: the proper colourings of the faces with 6 colours number
  // q(q-1)(q-2)(q^3-9q^2+29q-32) = 4080 (the octahedron's chromatic polynomial), and each class
  // holds 24 / |stabiliser| of them.
  int colourings = 0;
  for (const MultisetTarget& t : faces) {
    int fixed = 0;
    for (const Rotation& r : rotations()) fixed += rotate(t.colouring, r) == t.colouring;
    colourings += 24 / fixed;
    EXPECT_EQ(canonical(t.colouring), t.colouring);
  }
  EXPECT_EQ(colourings, 6 * 5 * 4 * (216 - 324 + 174 - 32));
}

TEST(Multiset, HallAgreesWithTryingEveryAssignment) {
  std::mt19937 rng(7);
  for (TargetVariant v : {TargetVariant::kMacMahon, TargetVariant::kFaces}) {
    const auto& targets = multiset_targets(v);
    int built = 0;
    for (int trial = 0; trial < 400; ++trial) {
      const Multiset m = random_multiset(rng, 6 + trial % 20);
      for (const MultisetTarget& t : targets) {
        const bool hall = buildable(m, t);
        ASSERT_EQ(hall, buildable_by_trying(m, t)) << multiset_text(m) << " " << colouring_text(t.colouring);
        const std::vector<int> a = building_assignment(m, t);
        ASSERT_EQ(a.empty(), !hall);
        if (!hall) continue;
        ++built;
        Multiset used;
        for (int p = 0; p < kCorners; ++p) {
          EXPECT_TRUE(t.fit[a[p]] >> p & 1);
          ++used.copies[a[p]];
        }
        for (int i = 0; i < kMacMahonCubes; ++i) EXPECT_LE(used.copies[i], m.copies[i]);
      }
    }
    EXPECT_GT(built, 100);  // both answers occur
  }
}

TEST(Multiset, SetsAgreeWithTheBuildableTables) {
  const BuildableTables tables;
  std::mt19937 rng(11);
  for (int trial = 0; trial < 3000; ++trial) {
    const CubeSet s = static_cast<CubeSet>(rng()) & ((1u << kMacMahonCubes) - 1) & static_cast<CubeSet>(rng());
    Multiset m;
    for (int i = 0; i < kMacMahonCubes; ++i) m.copies[i] = s >> i & 1;
    uint32_t mask = 0;
    for (int t : buildable_targets(m, TargetVariant::kMacMahon)) mask |= 1u << t;
    ASSERT_EQ(mask, tables.targets_of(s)) << set_names(s);
  }
}

TEST(Multiset, ParsesRepeats) {
  const Multiset m = parse_multiset("Ab*3,Cd,Cd,123456*2");
  EXPECT_EQ(m.size(), 7);
  EXPECT_EQ(m.copies[cube_index("Ab")], 3);
  EXPECT_EQ(m.copies[cube_index("Cd")], 2);
  EXPECT_EQ(multiset_text(parse_multiset(multiset_text(m))), multiset_text(m));
  EXPECT_EQ(parse_multiset("row:A,-Ab").size(), 4);
  EXPECT_THROW(parse_multiset("Ab*0"), cw::InputError);
  EXPECT_THROW(parse_multiset("Ab*65"), cw::InputError);
  EXPECT_THROW(parse_multiset("Ab*"), cw::InputError);
  EXPECT_THROW(parse_multiset("112233"), cw::InputError);  // not a MacMahon cube
}

// On small universes the search against every multiset, checked by trying assignments.
TEST(Multiset, SearchAgreesWithBruteForceOnSmallUniverses) {
  struct Case {
    const char* cubes;
    int max_copies;
    TargetVariant variant;
  };
  const Case cases[] = {{"row:F", 7, TargetVariant::kMacMahon},
                        {"Ab,Ba,Cd,Dc,Ef,Fe", 3, TargetVariant::kMacMahon},
                        {"Fa,Fb,Fc,Ea,Eb,Dc,Bf", 2, TargetVariant::kMacMahon},
                        {"row:F", 4, TargetVariant::kFaces},
                        {"Df,Ed,Ef,Fd,Fe,Ab", 3, TargetVariant::kFaces}};
  for (const Case& c : cases) {
    MultisetSearchOptions o;
    o.variant = c.variant;
    o.max_copies = c.max_copies;
    o.universe = 0;
    std::vector<int> cubes;
    for (const CubeSpec& s : parse_cubes(c.cubes)) {
      o.universe |= 1u << s.index;
      cubes.push_back(s.index);
    }
    const MaxInfeasibleResult r = max_infeasible(o);
    int best = 0;
    std::set<Multiset> maximum;
    const int base = c.max_copies + 1;
    int total = 1;
    for (size_t k = 0; k < cubes.size(); ++k) total *= base;
    for (int code = 0; code < total; ++code) {
      Multiset m;
      for (int k = 0, x = code; k < static_cast<int>(cubes.size()); ++k, x /= base)
        m.copies[cubes[k]] = static_cast<uint8_t>(x % base);
      if (m.size() < best || !builds_nothing_by_trying(m, c.variant)) continue;
      if (m.size() > best) maximum.clear();
      best = m.size();
      maximum.insert(m);
    }
    EXPECT_EQ(r.size, best) << c.cubes;
    EXPECT_EQ(std::set<Multiset>(r.maximum.begin(), r.maximum.end()), maximum) << c.cubes;
    EXPECT_TRUE(r.orbits.empty());  // no symmetry on a part of the cubes
  }
}

// The real question, variant targets: every maximum multiset re-checked, the orbits consistent.
TEST(Multiset, LargestMultisetBuildingNoMacMahonTarget) {
  const MaxInfeasibleResult r = max_infeasible({});
  EXPECT_EQ(r.size, 23);  // computed here; Haraguchi's published 23 is compared in the report
  ASSERT_FALSE(r.maximum.empty());
  for (const Multiset& m : r.maximum) {
    EXPECT_EQ(m.size(), r.size);
    EXPECT_TRUE(is_maximal_infeasible(m, TargetVariant::kMacMahon)) << multiset_text(m);
    EXPECT_TRUE(builds_nothing_by_trying(m, TargetVariant::kMacMahon)) << multiset_text(m);
  }
  // The maximum list is closed under all 1440 symmetries and is the union of the orbits.
  const std::set<Multiset> all(r.maximum.begin(), r.maximum.end());
  size_t from_orbits = 0;
  for (const Multiset& m : r.orbits) from_orbits += orbit_size(m, 720);
  EXPECT_EQ(from_orbits, all.size());
  size_t from_mirror_orbits = 0;
  for (const Multiset& m : r.mirror_orbits) from_mirror_orbits += orbit_size(m, 1440);
  EXPECT_EQ(from_mirror_orbits, all.size());
  for (const Multiset& m : r.mirror_orbits)
    for (int g = 0; g < 1440; ++g) EXPECT_TRUE(all.count(apply_symmetry(m, g)));
}

TEST(Multiset, RejectsBadLimits) {
  MultisetSearchOptions o;
  o.max_copies = 8;
  EXPECT_THROW(max_infeasible(o), cw::InputError);
}

// Ordinary sets (one copy each) against the census of all 2^30 sets (`macmahon sizes`): the
// largest set building nothing and how many there are, counted over all 9- and 10-subsets by
// the buildable tables. Slow (15 s): its own ctest, label slow.
TEST(MultisetExhaustive, OneCopyEachAgreesWithTheSetCensus) {
  MultisetSearchOptions o;
  o.max_copies = 1;
  const MaxInfeasibleResult r = max_infeasible(o);
  const BuildableTables tables;
  std::array<uint64_t, 2> building_nothing{};  // of 9 and of 10 cubes
  for (int k = 9; k <= 10; ++k) {
    uint32_t x = (1u << k) - 1;
    while (x < (1u << kMacMahonCubes)) {
      building_nothing[k - 9] += tables.targets_of(x) == 0;
      const uint32_t low = x & -x, ripple = x + low;
      x = ripple | (((x ^ ripple) >> 2) / low);
    }
  }
  EXPECT_EQ(building_nothing[1], 0u);
  EXPECT_EQ(r.size, 9);
  EXPECT_EQ(r.maximum.size(), building_nothing[0]);
}
