// The cheap refutations and the staged decider against brute force (which knows nothing of the
// graph or the classes), and the three-class SAT encoding against the graph method.
#include <gtest/gtest.h>

#include <random>

#include "stack/analysis.hpp"
#include "stack/brute.hpp"
#include "stack/check.hpp"
#include "stack/column.hpp"
#include "stack/graph.hpp"
#include "stack/published.hpp"
#include "stack/refute.hpp"
#include "stack/sat.hpp"

namespace cw::stack {
namespace {

std::vector<Cube> turned_refute(const Column& column, const Solution& s) {
  std::vector<Cube> out;
  for (int i = 0; i < column.size(); ++i) out.push_back(turned(column.cubes[i], s.sides[i]));
  return out;
}

// Small columns from all three models, n colours, and some with one colour more.
Column small_refute_column(std::mt19937_64& rng, int trial) {
  const int n = 2 + trial % 6;
  const Model model = trial % 3 == 0 ? Model::Balanced : trial % 3 == 1 ? Model::Uniform : Model::Planted;
  const int colours = model != Model::Planted && trial % 7 == 0 ? n + 1 : n;
  return random_column(n, colours, model, rng);
}

TEST(StackRefute, EveryRefutationIsSoundAgainstBruteForce) {
  std::mt19937_64 rng(31);
  int refuted[4] = {0, 0, 0, 0}, solvable = 0;
  for (int trial = 0; trial < 600; ++trial) {
    const Column c = small_refute_column(rng, trial);
    const BruteDecision b = brute_decide(c, UINT64_MAX);
    ASSERT_TRUE(b.decided);
    solvable += b.solvable;
    const Refutation counted = refute_counting(c), propagated = refute_propagation(c, false),
                     probed = refute_propagation(c, true);
    const Refutation parity = probed.refuted() ? Refutation{} : refute_parity(c, probed.domains);
    const Refutation* all[4] = {&counted, &propagated, &probed, &parity};
    for (int k = 0; k < 4; ++k)
      if (all[k]->refuted()) {
        ++refuted[k];
        EXPECT_FALSE(b.solvable) << "trial " << trial << ": " << proof_name(all[k]->proof);
      }
  }
  EXPECT_GT(solvable, 100);
  EXPECT_GT(refuted[0], 50);  // each proof fires on some of these columns
  EXPECT_GT(refuted[1], 5);
  EXPECT_GE(refuted[2], refuted[1]);  // probing runs propagation first
}

TEST(StackRefute, ProbingKeepsEveryStack) {
  // Every assignment the graph method finds is some permutation of each cube's pairs over the
  // classes (front-back, left-right, hidden) that the probed domains still allow.
  std::mt19937_64 rng(32);
  constexpr int kPerm[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (int trial = 0; trial < 150; ++trial) {
    const int n = 3 + trial % 4;
    const Column c = random_column(n, n, Model::Planted, rng);
    const Refutation probed = refute_propagation(c, true);
    ASSERT_FALSE(probed.refuted()) << trial;
    GraphSearch search(c);
    search.run([&](const std::vector<uint8_t>& choice) {
      for (int i = 0; i < n; ++i) {
        const Option& o = search.options()[i][choice[i]];
        bool allowed = false;
        for (const auto& perm : kPerm) {
          bool fits = true;
          for (int p = 0; p < kPairs; ++p) {
            const Edge e = pair_edge(c.cubes[i], p);
            fits = fits && ((probed.domains[3 * i + p] >> perm[p]) & 1) && (perm[p] != 0 || e == o.fb) &&
                   (perm[p] != 1 || e == o.lr);
          }
          allowed = allowed || fits;
        }
        EXPECT_TRUE(allowed) << "trial " << trial << " cube " << i;
      }
      return true;
    });
  }
}

TEST(StackRefute, ParityRefutesAnOddCut) {
  // Colours {0,1} against {2,3,4}: every pair crosses the cut, so each class would cross it 5
  // times, but a set of cycles crosses any cut an even number of times.
  const Column c = column_from_items({"020304", "020314", "021314", "121314", "121304"});
  EXPECT_FALSE(refute_counting(c).refuted());
  const Refutation probed = refute_propagation(c, false);
  ASSERT_FALSE(probed.refuted());
  EXPECT_EQ(refute_parity(c, probed.domains).proof, Proof::Parity);
  EXPECT_FALSE(brute_decide(c, UINT64_MAX).solvable);
  // The classic puzzle stacks: nothing refutes it.
  const Column classic = column_from_items(instant_insanity_items());
  EXPECT_FALSE(refute_counting(classic).refuted());
  const Refutation p2 = refute_propagation(classic, true);
  ASSERT_FALSE(p2.refuted());
  EXPECT_FALSE(refute_parity(classic, p2.domains).refuted());
}

TEST(StackRefute, CountingNamesItsReason) {
  EXPECT_EQ(refute_counting(column_from_items({"111111", "111111", "123123"})).proof, Proof::RareColour);
  EXPECT_EQ(refute_counting(column_from_items({"111111", "111111"})).proof, Proof::TooFewColours);
  // Colours 1 and 2 on exactly 4 faces each: none of them may hide, and cube 0's pairs all hold one.
  const Refutation r = refute_counting(column_from_items({"121213", "132323", "333333"}));
  EXPECT_EQ(r.proof, Proof::NoHiddenPair);
  EXPECT_EQ(r.cube, 0);
}

TEST(StackRefute, StagedDecidesLikeBruteForce) {
  std::mt19937_64 rng(33);
  for (int trial = 0; trial < 400; ++trial) {
    const Column c = small_refute_column(rng, trial);
    const StagedDecision s = decide_staged(c, 1000000);
    if (!sat_available() && !s.decision.decided) continue;
    ASSERT_TRUE(s.decision.decided) << trial;
    EXPECT_EQ(s.decision.solvable, brute_decide(c, UINT64_MAX).solvable) << trial << " " << stage_name(s.stage);
    if (s.decision.solvable) {
      EXPECT_EQ(s.stage, Stage::Sat);
      EXPECT_EQ(check_stack(c, turned_refute(c, s.decision.solution)), "");
    }
  }
}

TEST(StackRefute, ThreeClassEncodingDecidesLikeTheGraphMethod) {
  if (!sat_available()) GTEST_SKIP() << "built without CaDiCaL";
  std::mt19937_64 rng(34);
  int solvable = 0, alike = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int n = 3 + trial % 8;
    const Model model = trial % 2 ? Model::Balanced : Model::Uniform;
    const Column c = random_column(n, n + static_cast<int>(trial % 5 == 0), model, rng);
    alike += classes_alike(c);
    const Decision g = decide(c), s = decide_sat(c, 1000000, SatEncoding::ThreeClass);
    ASSERT_TRUE(g.decided && s.decided);
    EXPECT_EQ(s.solvable, g.solvable) << trial;
    if (s.solvable) {
      ++solvable;
      EXPECT_EQ(check_stack(c, turned_refute(c, s.solution)), "");
    }
  }
  EXPECT_GT(solvable, 30);
  EXPECT_GT(alike, 100);  // the symmetry-fixed case is exercised
}

}  // namespace
}  // namespace cw::stack
