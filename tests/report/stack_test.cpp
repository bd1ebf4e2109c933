// The `stack` verbs called as a library (report/stack.hpp): the documents' keys (a contract with
// users' scripts and the other front ends), the field named by each bad value, and figures only
// on request, one colour-graph row per listed solution.
#include "report/stack.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "report_test_support.hpp"

using namespace cw;
using namespace cw::report;
using namespace cw::report::testing;

namespace {
size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}
}  // namespace

TEST(ReportStack, SolveDocument) {
  StackSolveRequest r;
  const Document d = stack_solve(r);
  EXPECT_EQ(keys(d.json), (std::vector<std::string>{"cubes", "colours", "rule", "symmetry", "count", "solutions"}));
  EXPECT_EQ(d.json["count"]["classes"], 1);
  EXPECT_TRUE(d.figures.empty());
  r.cubes = "Ab,Ac,Ad,Ae,Af,Ba";
  r.limit = 3;
  r.draw = true;
  const Document drawn = stack_solve(r);
  ASSERT_EQ(drawn.figures.size(), 2u);
  EXPECT_EQ(drawn.json["solutions"].size(), 3u);
  EXPECT_EQ(count(drawn.figures[0].svg, "colour graph"), 3u);  // one row per listed solution
  EXPECT_EQ(count(drawn.figures[1].svg, "<rect"), 6u * 4u);  // the column: four sides of six cubes
}

TEST(ReportStack, BadValuesNameTheirField) {
  StackSolveRequest r;
  r.cubes = "Zz";
  EXPECT_EQ(subject_of([&] { stack_solve(r); }), "cubes");
  StackRandomRequest random;
  random.sizes = "4,0";
  EXPECT_EQ(subject_of([&] { stack_random(random); }), "sizes");
  StackDesignRequest design;
  design.pool = "haraguchi";
  design.n = 5;
  EXPECT_EQ(subject_of([&] { stack_design(design); }), "n");
}

TEST(ReportStack, ExplainDocument) {
  StackExplainRequest r;
  r.cubes = "111111,111111,123123";
  const Document d = stack_explain(r);
  EXPECT_EQ(d.json["obstacle"], "rare_colour");
  EXPECT_EQ(d.json["stacks"], false);
  EXPECT_EQ(d.json["edges"].size(), 9u);
}

TEST(ReportStack, CheckDocument) {
  StackCheckRequest r;
  const Document given = stack_check(r);
  EXPECT_EQ(keys(given.json), (std::vector<std::string>{"cubes", "colours", "fills", "sides", "complete_sides", "solved", "hint"}));
  EXPECT_EQ(given.json["solved"], false);
  EXPECT_TRUE(given.json["hint"].is_null());
  // The turns of stack solve's first solution solve the column.
  StackSolveRequest s;
  const Document solved = stack_solve(s);
  std::string turns;
  for (const auto& c : solved.json["solutions"][0]["cubes"]) {
    if (!turns.empty()) turns += ',';
    turns += c["turn"].get<std::string>();
  }
  r.turns = turns;
  r.hint = true;
  const Document d = stack_check(r);
  EXPECT_EQ(d.json["solved"], true);
  EXPECT_EQ(d.json["complete_sides"], 4);
  EXPECT_EQ(d.json["hint"]["differing"], 0);
  // One cube turned a quarter away: the hint names it and turns it back.
  r.turns = "y" + turns;
  const Document off = stack_check(r);
  EXPECT_EQ(off.json["solved"], false);
  EXPECT_EQ(off.json["hint"]["differing"], 1);
  EXPECT_EQ(off.json["hint"]["cube"], 1);
  EXPECT_EQ(off.json["hint"]["moves"].get<std::string>().size(), 1u);
}

TEST(ReportStack, CheckBadValuesNameTheirField) {
  StackCheckRequest r;
  r.turns = "x,q";
  EXPECT_EQ(subject_of([&] { stack_check(r); }), "turns");
  r.turns = "x,x,x,x,x";
  EXPECT_EQ(subject_of([&] { stack_check(r); }), "turns");
  r.turns = "";
  r.cubes = "RGB";
  EXPECT_EQ(subject_of([&] { stack_check(r); }), "cubes");
}
