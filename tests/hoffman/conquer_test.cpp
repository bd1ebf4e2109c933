#include "hoffman/conquer.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>

#include "core/error.hpp"
#include "hoffman/construct.hpp"
#include "hoffman/search.hpp"
#include "temp_path.hpp"

using namespace cw::hoffman;

namespace {
bool in_cube(const Grid& g, const std::vector<CellOrientation>& cube) {
  for (const CellOrientation& fix : cube)
    if (g.cell[fix.cell] != fix.orientation) return false;
  return true;
}

// Every cube's status from a run, by index (untried: CubeStatus::Untried).
std::vector<CubeStatus> statuses(const ConquerResult& r) {
  std::vector<CubeStatus> s(r.cubes, CubeStatus::Untried);
  for (const CubeRecord& c : r.records) s[c.index] = c.status;
  return s;
}

// The packings (cell 0 fixed when no invariant is given) by the backtracking engine, filtered.
std::vector<Grid> packings_of_space(const Lengths& L, const std::vector<Symmetry>& invariant) {
  const auto& G = symmetry_group(L.n);
  std::vector<Grid> out;
  for (const Grid& g : fast_search(L, Pruning::Full)) {
    bool keep = !invariant.empty() || g.cell[0] == 0;
    for (const Symmetry& y : invariant)
      for (int s = 0; s < G.size(); ++s)
        if (G[s] == y && G.apply(s, g) != g) keep = false;
    if (keep) out.push_back(g);
  }
  return out;
}

ConquerJob job_for(int n, int depth, std::vector<Symmetry> invariant = {}) {
  ConquerJob job;
  job.lengths = default_lengths(n);
  job.depth = depth;
  job.invariant = std::move(invariant);
  job.cube_conflicts = 1000000;
  return job;
}
}  // namespace

TEST(HoffmanConquer, CubeCellsStartNextToCellZero) {
  EXPECT_EQ(cube_cells(3, 3), (std::vector<int>{1, 3, 9}));
  EXPECT_EQ(cube_cells(4, 4), (std::vector<int>{1, 4, 16, 64}));
  EXPECT_EQ(cube_cells(3, 2, false), (std::vector<int>{0, 1}));
  EXPECT_EQ(cube_count(4, 3), 13824u);
  EXPECT_THROW(cube_cells(2, 4), cw::InputError);
  EXPECT_EQ(cube_cells(2, 4, false).size(), 4u);
}

// The mixed-radix numbering is a bijection between indices and assignments.
TEST(HoffmanConquer, CubeIndicesAreEveryAssignmentOnce) {
  const auto cells = cube_cells(3, 3);
  std::set<std::vector<int>> seen;
  for (uint64_t i = 0; i < cube_count(3, 3); ++i) {
    std::vector<int> key;
    for (const CellOrientation& f : cube_assignment(3, cells, i)) key.push_back(f.orientation);
    EXPECT_TRUE(seen.insert(key).second);
  }
  EXPECT_EQ(seen.size(), 216u);
}

// A cube holds a packing exactly when some packing of the enumeration agrees with it, and the
// packing reported lies in its cube; in 2D and 3D, for the whole space and invariant ones.
TEST(HoffmanConquer, SettledCubesAgreeWithTheEnumeration) {
  struct Case {
    int n, depth;
    std::vector<Symmetry> invariant;
  };
  const std::vector<Case> cases = {{2, 2, {}},
                                   {3, 2, {}},
                                   {3, 3, {}},
                                   {2, 2, {parse_symmetry("10:01", 2)}},
                                   {3, 2, {parse_symmetry("012:111", 3)}}};
  for (const Case& c : cases) {
    const ConquerResult r = run_conquer(job_for(c.n, c.depth, c.invariant));
    ASSERT_TRUE(r.settled());
    const auto all = packings_of_space(default_lengths(c.n), c.invariant);
    const auto status = statuses(r);
    std::map<uint64_t, Grid> found(r.packings.begin(), r.packings.end());
    for (uint64_t i = 0; i < r.cubes; ++i) {
      const auto cube = cube_assignment(c.n, r.cells, i);
      bool any = false;
      for (const Grid& g : all) any = any || in_cube(g, cube);
      EXPECT_EQ(status[i], any ? CubeStatus::Packing : CubeStatus::Refuted) << c.n << " cube " << i;
      if (any) {
        ASSERT_TRUE(found.count(i));
        EXPECT_TRUE(in_cube(found[i], cube));
        EXPECT_TRUE(is_valid_packing(found[i], default_lengths(c.n)));
      }
    }
    EXPECT_EQ(r.refuted + r.with_packing, r.cubes);
  }
}

// A budget too small leaves cubes open; a later run with a larger budget, from the checkpoint,
// retries only those and ends where one run with the larger budget ends.
TEST(HoffmanConquer, LargerBudgetResumesTheOpenCubes) {
  const auto dir = cw::test::temp_path("conquer");
  std::filesystem::create_directories(dir);
  const std::string ck = (dir / "job.ck").string();
  std::filesystem::remove(ck);
  ConquerJob job = job_for(3, 3);
  job.checkpoint = ck;
  job.cube_conflicts = 1;
  const ConquerResult small = run_conquer(job);
  EXPECT_GT(small.open, 0u);
  job.cube_conflicts = 1000000;
  const ConquerResult resumed = run_conquer(job);
  const ConquerResult direct = run_conquer(job_for(3, 3));
  EXPECT_EQ(statuses(resumed), statuses(direct));
  EXPECT_EQ(resumed.packings.size(), direct.packings.size());
  EXPECT_EQ(resumed.refuted, direct.refuted);
  // A finished job keeps its checkpoint as the record: a third run does nothing new.
  const ConquerResult again = run_conquer(job);
  EXPECT_EQ(statuses(again), statuses(direct));
  EXPECT_EQ(again.conflicts, resumed.conflicts);
  // Another job's checkpoint is refused.
  job.depth = 2;
  EXPECT_THROW(run_conquer(job), cw::InputError);
  std::filesystem::remove_all(dir);
}

// A time limit stops the run with cubes untried; they are tried on the next run.
TEST(HoffmanConquer, TimeLimitLeavesCubesUntried) {
  ConquerJob job = job_for(4, 1);
  job.cube_conflicts = 200;
  job.time_limit = 1e-9;
  const ConquerResult r = run_conquer(job);
  EXPECT_TRUE(r.stopped);
  EXPECT_GT(r.untried, 0u);
  EXPECT_EQ(r.refuted + r.with_packing + r.open + r.untried, r.cubes);
}

// The formula and the exact checker agree on whole grids: a cube fixing every cell holds a packing
// exactly when the grid is one (a 4D construction variant; a 5D grid with every line right that overlaps).
TEST(HoffmanConquer, AWholeGridCubeIsAPackingExactlyWhenTheCheckerSaysSo) {
  for (int n : {4, 5}) {
    const Lengths L = default_lengths(n);
    Grid g;
    g.n = n;
    if (n == 4) {
      g = nested_construction_4d(77, 1);
      const auto& G = symmetry_group(4);
      for (int s = 0; s < G.size() && g.cell[0] != 0; ++s)
        if (G.apply(s, nested_construction_4d(77, 1)).cell[0] == 0) g = G.apply(s, nested_construction_4d(77, 1));
    } else {
      for (int c = 0; c < g.cells(); ++c) {
        const auto x = cell_coords(n, c);
        std::array<uint8_t, kMaxDim> p{};
        for (int d = 0; d < n; ++d) p[d] = static_cast<uint8_t>((d + x[0] + x[1] + x[2] + x[3] + x[4]) % n);
        g.cell[c] = static_cast<uint8_t>(orientations(n).index_of(p));
      }
    }
    ASSERT_EQ(g.cell[0], 0);
    std::vector<CellOrientation> cube;
    for (int c = 0; c < g.cells(); ++c) cube.push_back({c, g.cell[c]});
    CubeSolver solver(L, {});
    const CdclResult r = solver.solve(cube, 100000, {});
    EXPECT_EQ(r.grid.has_value(), is_valid_packing(g, L)) << n;
    EXPECT_EQ(r.exhausted, !is_valid_packing(g, L)) << n;
    if (r.grid) {
      EXPECT_EQ(*r.grid, g);
    }
  }
}

// Counting: each cube's count is the number of enumerated packings in it, the sum is the whole
// space's, and the orbits counted are the distinct classes of those packings under the group; in
// 2D and 3D, for the whole space (1008 = 168 * 3! packings, 21 classes in 3D) and invariant ones.
TEST(HoffmanConquer, CountsAgreeWithTheEnumeration) {
  struct Case {
    int n, depth;
    std::vector<Symmetry> invariant;
  };
  const std::vector<Case> cases = {{2, 1, {}},
                                   {2, 2, {parse_symmetry("10:01", 2)}},
                                   {3, 1, {}},
                                   {3, 2, {}},
                                   {3, 3, {}},
                                   {3, 2, {parse_symmetry("012:111", 3)}},
                                   {3, 0, {}}};
  for (const Case& c : cases) {
    ConquerJob job = job_for(c.n, c.depth, c.invariant);
    job.count = true;
    const ConquerResult r = run_conquer(job);
    ASSERT_TRUE(r.settled());
    const auto all = packings_of_space(default_lengths(c.n), c.invariant);
    std::set<Grid> classes;
    for (const Grid& g : all) classes.insert(canonical_form(g));
    EXPECT_EQ(r.packing_count, all.size()) << c.n << " depth " << c.depth;
    EXPECT_EQ(r.orbit_count, classes.size()) << c.n << " depth " << c.depth;
    double weights = 0;
    for (const CubeRecord& rec : r.records) weights += rec.orbit_weight;
    EXPECT_NEAR(weights, static_cast<double>(classes.size()), 1e-9) << c.n << " depth " << c.depth;
    for (const CubeRecord& rec : r.records) {
      const auto cube = cube_assignment(c.n, r.cells, rec.index);
      uint64_t inside = 0;
      for (const Grid& g : all) inside += in_cube(g, cube);
      EXPECT_EQ(rec.packing_count, inside) << c.n << " cube " << rec.index;
      EXPECT_EQ(rec.status, inside ? CubeStatus::Packing : CubeStatus::Refuted);
    }
  }
  const ConquerResult whole3 = [] {
    ConquerJob job = job_for(3, 2);
    job.count = true;
    return run_conquer(job);
  }();
  EXPECT_EQ(whole3.packing_count * 6, 1008u);
  EXPECT_EQ(whole3.orbit_count, 21u);
}

// A count stopped by its budget is a lower bound; resumed with a larger budget it ends where one
// run ends; a counting job does not resume a plain one's checkpoint, and 5D is refused.
TEST(HoffmanConquer, ACountResumesToTheSameFigures) {
  const auto dir = cw::test::temp_path("conquer_count");
  std::filesystem::create_directories(dir);
  const std::string ck = (dir / "job.ck").string();
  std::filesystem::remove(ck);
  ConquerJob job = job_for(3, 2);
  job.checkpoint = ck;
  job.count = true;
  job.cube_conflicts = 3;
  const ConquerResult small = run_conquer(job);
  EXPECT_GT(small.open, 0u);
  EXPECT_LT(small.packing_count, 168u);
  job.cube_conflicts = 1000000;
  const ConquerResult resumed = run_conquer(job);
  EXPECT_TRUE(resumed.settled());
  EXPECT_EQ(resumed.packing_count, 168u);
  EXPECT_EQ(resumed.orbit_count, 21u);
  job.count = false;
  EXPECT_THROW(run_conquer(job), cw::InputError);
  std::filesystem::remove_all(dir);
  ConquerJob five = job_for(5, 1);
  five.count = true;
  EXPECT_THROW(run_conquer(five), cw::InputError);
}

// The sample is k distinct sorted cubes, fixed by the seed, and uniform: over many seeds every
// cube is chosen about k/N of the time.
TEST(HoffmanConquer, SampledCubesAreDistinctFixedAndUniform) {
  const auto a = sample_cubes(216, 50, 9);
  EXPECT_EQ(a, sample_cubes(216, 50, 9));
  EXPECT_NE(a, sample_cubes(216, 50, 10));
  EXPECT_EQ(a.size(), 50u);
  EXPECT_TRUE(std::is_sorted(a.begin(), a.end()));
  EXPECT_EQ(std::set<uint64_t>(a.begin(), a.end()).size(), 50u);
  EXPECT_LT(a.back(), 216u);
  std::vector<int> chosen(20, 0);
  for (uint64_t seed = 1; seed <= 4000; ++seed)
    for (uint64_t i : sample_cubes(20, 5, seed)) ++chosen[i];
  for (int c : chosen) EXPECT_NEAR(c, 1000, 120);  // 4000 * 5/20; sd about 27
  EXPECT_EQ(sample_cubes(7, 7, 3), (std::vector<uint64_t>{0, 1, 2, 3, 4, 5, 6}));
  EXPECT_THROW(sample_cubes(7, 8, 3), cw::InputError);
}

// A counting job over a sample estimates the space's count by the sample mean: exact with no
// error when the sample is every cube, and over many samples the estimates average out near the
// truth (168 packings, 21 orbits: unbiased) although single ones scatter.
TEST(HoffmanConquer, ASampleEstimatesTheCount) {
  ConquerJob job = job_for(3, 3);
  job.count = true;
  job.sample = 216;
  const SampleEstimate all = estimate_from_sample(run_conquer(job));
  EXPECT_DOUBLE_EQ(all.packings, 168);
  EXPECT_NEAR(all.orbits, 21, 1e-9);
  EXPECT_DOUBLE_EQ(all.packings_stderr, 0);
  job.sample = 60;
  double packings = 0, orbits = 0;
  const int runs = 40;
  for (int seed = 1; seed <= runs; ++seed) {
    job.seed = static_cast<uint64_t>(seed);
    const ConquerResult r = run_conquer(job);
    ASSERT_EQ(r.records.size(), 60u);
    const SampleEstimate e = estimate_from_sample(r);
    EXPECT_GT(e.packings_stderr, 0);
    packings += e.packings / runs;
    orbits += e.orbits / runs;
  }
  EXPECT_NEAR(packings, 168, 20);
  EXPECT_NEAR(orbits, 21, 5);
}
