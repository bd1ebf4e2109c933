#include "hoffman/count.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <functional>
#include <set>

#include "core/checkpoint.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "hoffman/construct.hpp"
#include "hoffman/layers.hpp"
#include "hoffman/search.hpp"
#include "hoffman/symmetry.hpp"

using namespace cw::hoffman;

namespace {
// Counts with cell 0 fixed, stopping at the k-th tick and resuming from the saved path as many
// times as it takes: the total must not depend on where the job was cut.
uint64_t count_with_cuts(const Lengths& L, uint64_t tick_every, int shard, int shards) {
  uint64_t leaves = 0;
  std::vector<int> resume;
  uint64_t frontier = 0;
  for (int round = 0; round < 100000; ++round) {
    Engine e(L, Pruning::Full);
    Engine::Hooks h;
    h.first_fixed = 0;
    h.split_depth = 3;
    h.shard = shard;
    h.shards = shards;
    h.resume = resume;
    h.frontier_start = frontier;
    h.tick_every = tick_every;
    bool first_tick = true;
    h.on_leaf = [&](const Grid&) {
      ++leaves;
      return true;
    };
    h.on_tick = [&](uint64_t, int depth) {
      if (first_tick) {  // the tick at the resumed node itself: go on
        first_tick = false;
        return true;
      }
      resume = e.path(depth);
      frontier = e.frontier_count();
      return false;
    };
    e.run(h);
    if (!e.stopped()) return leaves;
  }
  return leaves;
}
}  // namespace

TEST(HoffmanCount, ResumingFromAnyCutGivesTheSameCount) {
  const Lengths L = default_lengths(3);
  const uint64_t whole = fast_search(L, Pruning::Full).size() / 6;
  EXPECT_EQ(whole, 168u);
  for (uint64_t every : {50u, 333u, 1000u}) EXPECT_EQ(count_with_cuts(L, every, 0, 1), whole) << every;
  uint64_t sum = 0;
  for (int s = 0; s < 4; ++s) sum += count_with_cuts(L, 97, s, 4);
  EXPECT_EQ(sum, whole);
}

TEST(HoffmanCount, CheckpointFileSurvivesAnInterruption) {
  const std::string path = ::testing::TempDir() + "hoffman_count_test.ckpt";
  std::filesystem::remove(path);
  CountJob job;
  job.lengths = default_lengths(3);
  job.checkpoint = path;
  job.estimate_probes = 0;
  cw::set_interrupted(true);  // stops at the first tick, after saving
  EXPECT_THROW(run_count(job), cw::Interrupted);
  cw::set_interrupted(false);
  EXPECT_TRUE(std::filesystem::exists(path));
  const CountResult r = run_count(job);
  EXPECT_TRUE(r.complete);
  EXPECT_EQ(r.raw(), 1008u);
  // A different job refuses the file.
  CountJob other = job;
  other.shards = 2;
  EXPECT_THROW(run_count(other), cw::InputError);
  std::filesystem::remove(path);
}

TEST(HoffmanCount, ShardsMergeIntoTheTotal) {
  std::vector<cw::Json> parts;
  for (int s = 0; s < 3; ++s) {
    CountJob job;
    job.lengths = default_lengths(3);
    job.shard = s;
    job.shards = 3;
    job.estimate_probes = 0;
    parts.push_back(count_json(run_count(job)));
  }
  EXPECT_EQ(merge_counts(parts).raw(), 1008u);
  parts.pop_back();
  EXPECT_THROW(merge_counts(parts), cw::InputError);
}

// Hand-edited or foreign files: a one-line InputError, never a JSON exception or a crash (before,
// a missing field or "dim": 100 read past the end of the lengths; found while writing the fuzz target).
TEST(HoffmanCount, MergeRefusesMalformedResults) {
  CountJob job;
  job.lengths = default_lengths(3);
  job.estimate_probes = 0;
  const cw::Json good = count_json(run_count(job));
  EXPECT_EQ(merge_counts({good}).raw(), 1008u);
  auto refused = [&](const std::function<void(cw::Json&)>& edit) {
    cw::Json j = good;
    edit(j);
    try {
      merge_counts({j});
    } catch (const cw::InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(refused([](cw::Json& j) { j.erase("dim"); }).find("no integer 'dim'"), std::string::npos);
  EXPECT_NE(refused([](cw::Json& j) { j["dim"] = 100; }).find("'dim' = 100 is out of range"), std::string::npos);
  EXPECT_NE(refused([](cw::Json& j) { j["shards"] = "x"; }).find("no integer 'shards'"), std::string::npos);
  EXPECT_NE(refused([](cw::Json& j) { j["shards"] = 2000000000; }).find("shard 1/2000000000 is missing"),
            std::string::npos);
  EXPECT_NE(refused([](cw::Json& j) { j["lengths"] = {10, 11}; }).find("2 lengths for dimension 3"), std::string::npos);
  EXPECT_NE(refused([](cw::Json& j) { j["lengths"] = {12, 11, 10}; }).find("strictly increasing"), std::string::npos);
  EXPECT_NE(refused([](cw::Json& j) { j["order"] = "spiral"; }).find("unknown cell order"), std::string::npos);
  EXPECT_NE(refused([](cw::Json& j) { j["complete"] = "yes"; }).find("no boolean 'complete'"), std::string::npos);
  EXPECT_NE(refused([](cw::Json& j) { j["corner_fixed"] = -1; }).find("no count 'corner_fixed'"), std::string::npos);
  EXPECT_NE(refused([](cw::Json& j) { j["raw"] = 1009; }).find("'raw' is not 3! x 'corner_fixed'"), std::string::npos);
  EXPECT_NE(refused([](cw::Json& j) {
              j["corner_fixed"] = UINT64_MAX / 2;
              j.erase("raw");
            }).find("more than 64 bits"),
            std::string::npos);
  EXPECT_EQ(refused([](cw::Json& j) { j = cw::Json::array(); }), "merge: not the JSON result of a count");
}

TEST(HoffmanCount, RefusesACheckpointThatHoldsNoCountState) {
  const std::string path = ::testing::TempDir() + "hoffman_count_foreign.ckpt";
  cw::save_checkpoint(path, "hoffman-count", 1, "{\"job\": 1");  // valid container, no state
  CountJob job;
  job.lengths = default_lengths(3);
  job.checkpoint = path;
  job.estimate_probes = 0;
  EXPECT_THROW(run_count(job), cw::RunError);
  cw::save_checkpoint(path, "hoffman-count", 1, "{}");
  EXPECT_THROW(run_count(job), cw::RunError);
  std::filesystem::remove(path);
}

TEST(HoffmanConstruct, NestedPinwheelsPassTheChecker) {
  EXPECT_TRUE(is_valid_packing(pinwheel(), default_lengths(2)));
  EXPECT_TRUE(is_valid_packing(pinwheel(true), default_lengths(2)));
  for (const char* t : {"1000,1001,1003,1007", "99,100,101,102", "20,21,23,27"}) {
    const Lengths L = parse_lengths(t, 4);
    validate_lengths(L);
    const Grid g = nested_construction_4d();
    EXPECT_TRUE(is_valid_packing(g, L)) << t;
    // Its images under the 384 symmetries are packings too.
    const auto& G = symmetry_group(4);
    for (int s = 0; s < G.size(); s += 37) EXPECT_TRUE(is_valid_packing(G.apply(s, g), L));
  }
}

// Mirroring any super-box's inner pinwheels keeps a packing and changes the grid: sampled variants
// (single bits, all bits, pseudo-random words) all pass the checker and are pairwise distinct.
TEST(HoffmanConstruct, ChiralityVariantsAreDistinctPackings) {
  const Lengths L = default_lengths(4);
  std::vector<uint32_t> words{0, 0xFFFFFFFFu};
  for (int b = 0; b < 32; ++b) words.push_back(1u << b);
  uint32_t x = 12345;
  for (int i = 0; i < 40; ++i) words.push_back(x = x * 1664525u + 1013904223u);
  std::set<Grid> seen;
  for (int pairing = 0; pairing < 3; ++pairing)
    for (uint32_t w : words) {
      const Grid g = nested_construction_4d(w, pairing);
      EXPECT_TRUE(is_valid_packing(g, L)) << w;
      seen.insert(g);
      // The variant is recognised, also through a symmetry.
      EXPECT_EQ(construction_variant(g), std::make_pair(pairing, w));
    }
  EXPECT_EQ(seen.size(), 3 * words.size());
  const auto& G = symmetry_group(4);
  EXPECT_TRUE(in_construction_family(G.apply(101, nested_construction_4d(0xDEADBEEF, 2))));
  // A grid outside the family: one super-box's cells rotated away from every variant.
  Grid other = nested_construction_4d();
  std::swap(other.cell[0], other.cell[1]);
  EXPECT_FALSE(construction_variant(other).has_value());
}

// The distance from the family: 0 for every variant and its images, and the number of cells
// changed for a grid a few cells away from one (the swap changes 2 cells, a single change 1).
TEST(HoffmanConstruct, DistanceFromTheFamily) {
  const auto& G = symmetry_group(4);
  EXPECT_EQ(construction_distance(G.apply(200, nested_construction_4d(0x0F0F1234u, 1))), 0);
  Grid one = nested_construction_4d(0xCAFEu, 2);
  one.cell[77] = static_cast<uint8_t>((one.cell[77] + 1) % 24);
  EXPECT_EQ(construction_distance(one), 1);
  Grid two = nested_construction_4d();
  std::swap(two.cell[0], two.cell[1]);
  EXPECT_EQ(construction_distance(two), 2);
  EXPECT_FALSE(in_construction_family(two));
}

TEST(HoffmanLayers, RowAndLayerCounts) {
  const auto c4 = count_layers(default_lengths(4));
  EXPECT_EQ(c4.rows, 1944u);  // 4! * 3^4 (Spiridonov 2003)
  EXPECT_TRUE(c4.footprints_forced);
  EXPECT_GT(c4.layers, 0u);
  // Every x-y layer of the constructed packing is one of the counted layers: spot-check that
  // the layer search agrees with a brute force in 3D.
  const auto c3 = count_layers(default_lengths(3));
  EXPECT_EQ(c3.rows, 48u);
  EXPECT_EQ(c3.layers, count_layers_brute_force(default_lengths(3)));
}

TEST(HoffmanEstimate, KnuthEstimateIsExactOnAverageIn3D) {
  // The estimator is unbiased: averaged over many probes it approaches the real tree size and
  // packing count (168 with cell 0 fixed).
  const auto e = estimate_tree(default_lengths(3), 200000, 7, true);
  EXPECT_NEAR(e.leaves, 168, 5 * e.leaves_error + 1);
}

#include "hoffman/first.hpp"

// The dynamic-order search (used by --first) visits the same packings as the static engine.
TEST(HoffmanFirst, DynamicOrderCountsTheSamePackings) {
  EXPECT_EQ(count_by_dynamic_order(default_lengths(2)), 1u);
  EXPECT_EQ(count_by_dynamic_order(default_lengths(3)), fast_search(default_lengths(3), Pruning::Full).size() / 6);
  auto r = find_first_packing(default_lengths(3), [](uint64_t, int) { return true; });
  ASSERT_TRUE(r.grid.has_value());
  EXPECT_TRUE(is_valid_packing(*r.grid, default_lengths(3)));
  EXPECT_EQ(r.grid->cell[0], 0);
  auto rr = find_first_packing(default_lengths(3), [](uint64_t, int) { return true; }, 50);
  ASSERT_TRUE(rr.grid.has_value());
}

TEST(HoffmanFirst, FourDimensionalSearchStopsWhenAsked) {
  auto r = find_first_packing(default_lengths(4), [](uint64_t nodes, int) { return nodes < 200000; });
  EXPECT_GE(r.nodes, 200000u);
  EXPECT_FALSE(r.exhausted);
  if (r.grid) {
    EXPECT_TRUE(is_valid_packing(*r.grid, default_lengths(4)));
  }
}

// Mirror-pair placement finds exactly the centrally symmetric packings (filter of the full set).
TEST(HoffmanFirst, SymmetricSearchMatchesAFilterOfAllPackings) {
  for (int n : {2, 3}) {
    uint64_t expected = 0;
    for (const Grid& g : fast_search(default_lengths(n), Pruning::Full)) {
      bool sym = g.cell[0] == 0;
      for (int c = 0; c < g.cells(); ++c) sym = sym && g.cell[c] == g.cell[g.cells() - 1 - c];
      expected += sym;
    }
    EXPECT_EQ(count_by_dynamic_order(default_lengths(n), {central_symmetry(n)}), expected) << n;
  }
  // The nested 4D construction is centrally symmetric, so the symmetric space is not empty.
  const Grid g = nested_construction_4d();
  for (int c = 0; c < 256; ++c) EXPECT_EQ(g.cell[c], g.cell[255 - c]);
}

// Placement of whole orbits under a non-central subgroup: counts match a filter of all packings.
TEST(HoffmanFirst, InvariantSearchMatchesAFilterOfAllPackings) {
  const Lengths L = default_lengths(3);
  const auto all = fast_search(L, Pruning::Full);
  const auto& G = symmetry_group(3);
  for (const char* t : {"102:000", "102:110", "120:000", "021:011", "012:100", "012:111"}) {
    const Symmetry y = parse_symmetry(t, 3);
    int idx = -1;
    for (int s = 0; s < G.size(); ++s)
      if (G[s] == y) idx = s;
    ASSERT_GE(idx, 0);
    uint64_t expected = 0;
    for (const Grid& g : all) expected += G.apply(idx, g) == g;
    const uint64_t got = count_by_dynamic_order(L, {y});
    // With the central reflection cell 0 is fixed (one grid in 6); otherwise all are counted.
    EXPECT_EQ(t == std::string("012:111") ? got * 6 : got, expected) << t;
  }
  // 3D classes all have trivial stabilizers (orbit 48), so the 3D cases above expect 0; in 2D
  // both pinwheels are invariant under the quarter turn and neither under a diagonal mirror.
  const auto& G2 = symmetry_group(2);
  const auto all2 = fast_search(default_lengths(2), Pruning::Full);
  for (const char* t : {"10:01", "10:10", "01:11", "10:00", "10:11"}) {
    const Symmetry y = parse_symmetry(t, 2);
    uint64_t expected = 0;
    for (int s = 0; s < G2.size(); ++s)
      if (G2[s] == y)
        for (const Grid& g : all2) expected += G2.apply(s, g) == g;
    const uint64_t got = count_by_dynamic_order(default_lengths(2), {y});
    EXPECT_EQ(t == std::string("01:11") ? got * 2 : got, expected) << t;
  }
  EXPECT_EQ(count_by_dynamic_order(default_lengths(2), {parse_symmetry("10:01", 2)}), 2u);
  EXPECT_THROW(parse_symmetry("0123:1111", 3), cw::InputError);
  EXPECT_THROW(parse_symmetry("001:000", 3), cw::InputError);
}

TEST(HoffmanCount, ThreadsSplitIntoSubShards) {
  CountJob job;
  job.lengths = default_lengths(3);
  job.estimate_probes = 0;
  job.threads = 3;
  EXPECT_EQ(run_count(job).raw(), 1008u);
  job.shards = 2;
  uint64_t sum = 0;
  for (int s = 0; s < 2; ++s) {
    job.shard = s;
    sum += run_count(job).raw();
  }
  EXPECT_EQ(sum, 1008u);
}
