// The `roll` verbs called directly, as the Python package and the browser call them: the JSON keys
// (a contract with users' scripts), errors naming the request field, and figures only when asked.
#include "report/rolling.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "report_test_support.hpp"

using namespace cw;
using namespace cw::report;
using namespace cw::report::testing;

namespace {
RollSolveRequest solve_request(std::string start, std::string goal) {
  RollSolveRequest r;
  r.start = std::move(start);
  r.goal = std::move(goal);
  return r;
}

RollAnalyzeRequest analyze_board(std::string board) {
  RollAnalyzeRequest r;
  r.board = std::move(board);
  return r;
}
}  // namespace

TEST(RollSolveReport, ClassicPuzzle) {
  const Document d = roll_solve({});
  EXPECT_EQ(keys(d.json), (std::vector<std::string>{"from", "to", "moves", "length", "optimal_count", "method",
                                                     "proven_optimal"}));
  EXPECT_EQ(d.json["length"], 36);
  EXPECT_EQ(d.json["optimal_count"], 16);
  EXPECT_EQ(d.json["method"], "bfs");
  EXPECT_NE(d.text.find("length         36\n"), std::string::npos);
  EXPECT_EQ(d.stats.rfind("bfs: searched ", 0), 0u);
  EXPECT_TRUE(d.figures.empty());
}

TEST(RollSolveReport, AllOptimalStrings) {
  RollSolveRequest r;
  r.all = true;
  const Document d = roll_solve(r);
  ASSERT_TRUE(d.json.contains("all"));
  EXPECT_EQ(d.json["all"].size(), 16u);
  EXPECT_NE(d.text.find("all optimal move strings:\n"), std::string::npos);
}

TEST(RollSolveReport, IdaReportsNodes) {
  RollSolveRequest r = solve_request("0000/0.00", "1111/1.11");
  r.method = "ida";
  const Document d = roll_solve(r);
  EXPECT_EQ(d.json["method"], "ida*");
  EXPECT_TRUE(d.json.contains("nodes"));
  EXPECT_TRUE(d.json["optimal_count"].is_null());
  EXPECT_EQ(d.stats.rfind("ida*: ", 0), 0u);
}

TEST(RollSolveReport, FigureOnlyWhenAsked) {
  RollSolveRequest r = solve_request("0.0/000", "000/0.0");
  EXPECT_TRUE(roll_solve(r).figures.empty());
  r.draw = true;
  const Document d = roll_solve(r);
  ASSERT_EQ(d.figures.size(), 1u);
  EXPECT_NE(d.figures[0].svg.find("<svg"), std::string::npos);
  EXPECT_EQ(d.figures[0].caption.rfind("0.0/000 -> 000/0.0: ", 0), 0u);
}

TEST(RollSolveReport, ErrorsNameTheField) {
  EXPECT_EQ(subject_of([] { roll_solve(solve_request("000/0x0/000", "111/1.1/111")); }), "start");
  EXPECT_EQ(subject_of([] { roll_solve(solve_request("000/0.0/000", "0.0/0.0/000")); }), "goal");
  EXPECT_EQ(subject_of([] { roll_solve(solve_request("00/0.", "111/1.1/111")); }), "goal");  // other board
  RollSolveRequest r;
  r.all = true;
  r.max_all = 5;
  EXPECT_EQ(subject_of([&] { roll_solve(r); }), "max_all");
  r.method = "ida";
  EXPECT_EQ(subject_of([&] { roll_solve(r); }), "all");
  r.method = "dfs";
  EXPECT_EQ(subject_of([&] { roll_solve(r); }), "method");
}

TEST(RollSolveReport, NoSolutionCarriesTheStatistics) {
  try {
    roll_solve(solve_request("00/0.", "11/1."));
    FAIL() << "expected no solution";
  } catch (const RollNoSolution& e) {
    EXPECT_EQ(std::string(e.what()).rfind("no solution: 11/1. cannot be reached from 00/0.", 0), 0u);
    EXPECT_EQ(e.stats.rfind("bfs: searched ", 0), 0u);
  }
}

TEST(RollAnalyzeReport, Board2x3) {
  const Document d = roll_analyze(analyze_board("2x3"));
  EXPECT_EQ(keys(d.json), (std::vector<std::string>{"board", "start", "states", "reachable", "max_distance",
                                                     "histogram", "farthest_count", "farthest", "invariants"}));
  EXPECT_EQ(d.json["board"], "2x3");
  EXPECT_EQ(d.text.rfind("board          2x3\n", 0), 0u);
  EXPECT_EQ(d.stats.rfind("analyzed ", 0), 0u);
  EXPECT_TRUE(d.figures.empty());
}

TEST(RollAnalyzeReport, StartStateInsteadOfBoard) {
  RollAnalyzeRequest r;
  r.start = "5.4/321";
  EXPECT_EQ(roll_analyze(r).json["start"], "5.4/321");
}

TEST(RollAnalyzeReport, ErrorsNameTheField) {
  EXPECT_EQ(subject_of([] { roll_analyze(analyze_board("3by3")); }), "board");
  EXPECT_EQ(subject_of([] { roll_analyze(analyze_board("1x5")); }), "board");
  RollAnalyzeRequest r;
  r.start = "00/0x";
  EXPECT_EQ(subject_of([&] { roll_analyze(r); }), "start");
  r.board = "2x2";
  EXPECT_EQ(subject_of([&] { roll_analyze(r); }), "board");  // both
  r = analyze_board("2x2");
  r.memory_gib = 0;
  EXPECT_EQ(subject_of([&] { roll_analyze(r); }), "memory_gib");
  r = analyze_board("2x2");
  r.checkpoint = "/nonexistent/dir/x";
  EXPECT_EQ(subject_of([&] { roll_analyze(r); }), "checkpoint");
  EXPECT_EQ(subject_of([&] { roll_analyze_plan(r); }), "checkpoint");
  r.no_checkpoint = true;
  EXPECT_EQ(subject_of([&] { roll_analyze(r); }), "checkpoint");  // both
}

TEST(RollAnalyzeReport, TooBigForMemoryIsARunError) {
  EXPECT_THROW(roll_analyze(analyze_board("4x4")), RunError);
  EXPECT_THROW(roll_analyze_plan(analyze_board("4x4")), RunError);
}

TEST(RollAnalyzeReport, PlanSpeaksOnlyForBigJobs) {
  const RollAnalyzePlan small = roll_analyze_plan(analyze_board("3x3"));
  EXPECT_FALSE(small.big);
  EXPECT_EQ(small.announcement, "");
  RollAnalyzeRequest r = analyze_board("2x5");  // 100,776,960 states: just over the 10^8 line
  r.no_checkpoint = true;
  const RollAnalyzePlan big = roll_analyze_plan(r);
  EXPECT_TRUE(big.big);
  EXPECT_EQ(big.announcement.rfind("board 2x5: 100776960 states; needs ", 0), 0u);
  EXPECT_NE(big.cache_path.find("roll-analyze-2x5-"), std::string::npos);
}
