#include "hoffman/approx_count.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <tuple>

#include "hoffman/cdcl.hpp"
#include "hoffman/symmetry.hpp"

using namespace cw::hoffman;

namespace {
ApproxCount count_of(int n, const std::vector<Symmetry>& invariant, bool fix_cell0, ApproxCountOptions o = {}) {
  return approx_count(grid_cnf(default_lengths(n), invariant, fix_cell0), o, {});
}
}  // namespace

// ApproxMC2's constants: a cell threshold of 72 and 67 hashes for the defaults.
TEST(HoffmanApproxCount, Constants) {
  EXPECT_EQ(approx_count_threshold(0.8), 72);
  EXPECT_EQ(approx_count_iterations(0.2), 67);
  EXPECT_LT(approx_count_delta(67), 0.2);
  EXPECT_GT(approx_count_delta(66), 0.2);
}

// A space with fewer packings than the threshold is counted exactly: 2D (2 raw, 1 with cell 0
// fixed); 3D packings invariant under a symmetry (none: every such class is empty).
TEST(HoffmanApproxCount, SmallSpacesAreCountedExactly) {
  if (!approx_count_available()) GTEST_SKIP() << kApproxCountUnavailable;
  auto c = count_of(2, {}, true);
  EXPECT_TRUE(c.exact);
  EXPECT_EQ(c.estimate, 1);
  c = count_of(2, {}, false);
  EXPECT_TRUE(c.exact);
  EXPECT_EQ(c.estimate, 2);
  c = count_of(3, {central_symmetry(3)}, false);
  EXPECT_TRUE(c.exact);
  EXPECT_EQ(c.estimate, 0);
}

// Where hashing is needed the estimate lies within the factor 1 + epsilon of the truth, which the
// enumeration knows: 3D, 168 packings with cell 0 fixed and 1008 raw (several seeds).
TEST(HoffmanApproxCount, EstimatesOf3DAreWithinTheTolerance) {
  if (!approx_count_available()) GTEST_SKIP() << kApproxCountUnavailable;
  for (const int seed : {1, 2}) {
    ApproxCountOptions o;
    o.seed = static_cast<uint64_t>(seed);
    o.delta = 0.5;  // fewer hashes: the test stays short
    const auto c = count_of(3, {}, true, o);
    EXPECT_FALSE(c.exact);
    EXPECT_TRUE(c.complete());
    EXPECT_EQ(c.iterations, approx_count_iterations(0.5));
    EXPECT_GE(c.estimate, 168.0 / 1.8) << seed;
    EXPECT_LE(c.estimate, 168.0 * 1.8) << seed;
  }
  // Every packing, cell 0 free: each hash of this larger space costs about eight times as much, so
  // the median of the first nine hashes is checked (no guarantee is claimed for it, but one far
  // off would show a counting error).
  std::atomic<int> hashes = 0;  // keep_going is also asked from the counter's watch thread
  ApproxCountOptions o;
  o.delta = 0.5;
  const ApproxCount raw = approx_count(grid_cnf(default_lengths(3), {}, false), o, [&] { return hashes < 9; }, {},
                                       [&](const ApproxCount&) { ++hashes; });
  EXPECT_FALSE(raw.exact);
  EXPECT_GE(raw.iterations, 9);
  EXPECT_GE(raw.estimate, 1008.0 / 1.8);
  EXPECT_LE(raw.estimate, 1008.0 * 1.8);
}

// The sampling set names grids: counted exactly (a threshold above the count), the projection
// gives the number of packings, not of models of the auxiliary variables.
TEST(HoffmanApproxCount, SamplingSetCountsGridsNotModels) {
  if (!approx_count_available()) GTEST_SKIP() << kApproxCountUnavailable;
  ApproxCountOptions o;
  o.epsilon = 0.05;  // threshold about 4300 > 1008
  const auto c = count_of(3, {}, false, o);
  EXPECT_TRUE(c.exact);
  EXPECT_EQ(c.estimate, 1008);
  EXPECT_EQ(grid_cnf(default_lengths(3), {}, false).sampling.size(), 27u * 4u);
  // Invariance: only one cell per orbit samples (the central reflection pairs 26 cells, fixes 1).
  EXPECT_EQ(grid_cnf(default_lengths(3), {central_symmetry(3)}, false).sampling.size(), 14u * 4u);
}

// A run stopped after some hashes and resumed from them ends where one run ends.
TEST(HoffmanApproxCount, ResumingGivesTheSameEstimate) {
  if (!approx_count_available()) GTEST_SKIP() << kApproxCountUnavailable;
  const GridCnf cnf = grid_cnf(default_lengths(3), {}, true);
  ApproxCountOptions o;
  o.delta = 0.6;
  const ApproxCount whole = approx_count(cnf, o, {});
  std::atomic<int> hashes = 0;  // keep_going is also asked from the counter's watch thread
  ApproxCount part = approx_count(cnf, o, [&] { return hashes < 5; }, {}, [&](const ApproxCount&) { ++hashes; });
  EXPECT_FALSE(part.complete());
  EXPECT_GE(part.iterations, 5);
  const ApproxCount resumed = approx_count(cnf, o, {}, part);
  EXPECT_EQ(resumed.estimates, whole.estimates);
  EXPECT_EQ(resumed.xors, whole.xors);
  EXPECT_EQ(resumed.estimate, whole.estimate);
}

// Stopped at once: no estimate, not complete.
TEST(HoffmanApproxCount, StoppingEarlyGivesNoGuarantee) {
  if (!approx_count_available()) GTEST_SKIP() << kApproxCountUnavailable;
  const auto c = approx_count(grid_cnf(default_lengths(3), {}, true), {}, [] { return false; });
  EXPECT_FALSE(c.complete());
}
