// The `roll` verbs called directly, as the Python package and the browser call them: the JSON keys
// (a contract with users' scripts), errors naming the request field, and figures only when asked.
#include "report/roll.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "report/verbs.hpp"
#include "report_test_support.hpp"
#include "rolling/replay.hpp"

using namespace cw;
using namespace cw::report;
using namespace cw::report::testing;

namespace {
// A solve or hint request from start to goal, the other fields at their defaults.
template <class Request = RollSolveRequest>
Request from_to(std::string start, std::string goal) {
  Request r;
  r.start = std::move(start);
  r.goal = std::move(goal);
  return r;
}
RollSolveRequest solve_request(std::string start, std::string goal) { return from_to(std::move(start), std::move(goal)); }
RollHintRequest hint_request(std::string start, std::string goal) {
  return from_to<RollHintRequest>(std::move(start), std::move(goal));
}

RollAnalyzeRequest analyze_board(std::string board) {
  RollAnalyzeRequest r;
  r.board = std::move(board);
  return r;
}
}  // namespace

TEST(RollSolveReport, ClassicPuzzle) {
  const Document d = roll_solve(RollSolveRequest());
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
  r.method = rolling::SolveMethod::Ida;
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
  r.method = rolling::SolveMethod::Ida;
  EXPECT_EQ(subject_of([&] { roll_solve(r); }), "all");
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
  // Past its declared range: refused as every door reads the request, before the report.
  EXPECT_EQ(subject_of([] { read_request<RollAnalyzeRequest>(find_verb("roll.analyze"), {{"memory_limit", 0}}, kCli); }),
            "memory_limit");
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


TEST(RollMovesReport, ClassicStart) {
  const Document d = roll_moves({});
  EXPECT_EQ(keys(d.json), (std::vector<std::string>{"state", "board", "rows", "cols", "empty", "cells", "moves"}));
  EXPECT_EQ(d.json["board"], "3x3");
  EXPECT_EQ(d.json["empty"], 4);
  EXPECT_TRUE(d.json["cells"][4].is_null());
  EXPECT_EQ(d.json["cells"][0], 0);
  ASSERT_EQ(d.json["moves"].size(), 4u);
  const Json& up = d.json["moves"][3];  // letter order D L R U
  EXPECT_EQ(keys(up), (std::vector<std::string>{"move", "from_cell", "to_cell", "before", "after", "state"}));
  EXPECT_EQ(up["move"], "U");
  EXPECT_EQ(up["from_cell"], 7);  // the cube south of the hole travels north
  EXPECT_EQ(up["to_cell"], 4);
  EXPECT_EQ(up["before"], 0);
  EXPECT_EQ(up["after"], 2);  // black face up, rolled north: black faces north (docs/model.md)
  EXPECT_EQ(up["state"], "000/020/0.0");
  EXPECT_NE(d.text.find("moves  4\n"), std::string::npos);
}

TEST(RollMovesReport, ErrorsNameTheField) {
  RollMovesRequest r;
  r.state = "000/0.0/00";
  EXPECT_EQ(subject_of([&] { roll_moves(r); }), "state");
}

TEST(RollHintReport, ClassicPuzzleAndTheCache) {
  RollHintCache cache;
  const Document d = roll_hint({}, &cache);
  EXPECT_EQ(keys(d.json),
            (std::vector<std::string>{"start", "goal", "distance", "method", "best_moves", "all_best", "solution"}));
  EXPECT_EQ(d.json["distance"], 36);
  EXPECT_EQ(d.json["method"], "table");
  EXPECT_TRUE(d.json["solution"].is_null());  // the table gives distances, not a solution
  EXPECT_EQ(d.json["all_best"], true);
  EXPECT_NE(d.stats.find(" built in "), std::string::npos);
  // The classic puzzle's 16 optimal strings begin with more than one letter? Whatever they
  // begin with, each listed move must leave 35 moves to go.
  ASSERT_FALSE(d.json["best_moves"].empty());
  for (const Json& m : d.json["best_moves"]) {
    const Document next = roll_hint(hint_request(m["state"], "111/1.1/111"), &cache);
    EXPECT_EQ(next.json["distance"], 35);
    EXPECT_NE(next.stats.find(" reused"), std::string::npos);
  }
  const Document there = roll_hint(hint_request("111/1.1/111", "111/1.1/111"), &cache);
  EXPECT_EQ(there.json["distance"], 0);
  EXPECT_TRUE(there.json["best_moves"].empty());
  // Another goal replaces the table.
  const Document other = roll_hint(hint_request("000/0.0/000", "000/05./000"), &cache);
  EXPECT_EQ(other.json["distance"], 1);
  EXPECT_NE(other.stats.find(" built in "), std::string::npos);
}

TEST(RollHintReport, IdaAgreesWithTheTable) {
  // A small board made to take IDA* by a zero table budget: the same distance, one best move
  // among the table's.
  const RollHintRequest r = hint_request("000/0.0", "111/1.1");
  const Document table = roll_hint(r);
  RollHintRequest ida = r;
  ida.table_memory_mib = 0;
  const Document d = roll_hint(ida);
  EXPECT_EQ(d.json["method"], "ida*");
  EXPECT_EQ(d.json["all_best"], false);
  EXPECT_EQ(d.json["distance"], table.json["distance"]);
  EXPECT_EQ(d.json["distance"], roll_solve(solve_request("000/0.0", "111/1.1")).json["length"]);
  ASSERT_EQ(d.json["best_moves"].size(), 1u);
  bool among = false;
  for (const Json& m : table.json["best_moves"]) among = among || m == d.json["best_moves"][0];
  EXPECT_TRUE(among);
  EXPECT_EQ(d.stats.rfind("hint: ida* ", 0), 0u);
  // The solution IDA* found: as long as the distance, starting with the hinted move, and it
  // reaches the goal (roll solve's checker replays it from the start).
  const std::string solution = d.json["solution"];
  EXPECT_EQ(static_cast<int>(solution.size()), d.json["distance"].get<int>());
  EXPECT_EQ(solution.substr(0, 1), d.json["best_moves"][0]["move"].get<std::string>());
  const auto end = rolling::replay(rolling::parse_state("000/0.0"), solution);
  ASSERT_TRUE(end.has_value());
  EXPECT_EQ(rolling::format_state(*end), "111/1.1");
}

TEST(RollHintReport, BigBoardsUseIda) {
  const Document d = roll_hint(hint_request("0000/0.00/0000", "0000/05.0/0000"));
  EXPECT_EQ(d.json["method"], "ida*");
  EXPECT_EQ(d.json["distance"], 1);
  EXPECT_EQ(d.json["best_moves"][0]["move"], "L");
}

TEST(RollHintReport, UnreachableGoalHasNoDistance) {
  const Document d = roll_hint(hint_request("00/0.", "11/1."));
  EXPECT_TRUE(d.json["distance"].is_null());
  EXPECT_TRUE(d.json["best_moves"].empty());
  EXPECT_NE(d.text.find("unreachable"), std::string::npos);
}

TEST(RollHintReport, ErrorsNameTheField) {
  EXPECT_EQ(subject_of([] { roll_hint(hint_request("000/0.0/00", "111/1.1/111")); }), "start");
  EXPECT_EQ(subject_of([] { roll_hint(hint_request("000/0.0/000", "111/1.1")); }), "goal");
  EXPECT_EQ(subject_of([] { roll_hint(hint_request("000/0.0/000", "111/1.1/11x")); }), "goal");
}

TEST(RollMovesReport, WithAGoal) {
  RollMovesRequest r;
  r.goal = "000/0.0/000";
  const Document d = roll_moves(r);
  EXPECT_EQ(d.json["goal"], "000/0.0/000");
  EXPECT_EQ(d.json["at_goal"], true);
  r.goal = "111/1.1/111";
  EXPECT_EQ(roll_moves(r).json["at_goal"], false);
  r.goal = "11/1.";
  EXPECT_EQ(subject_of([&] { roll_moves(r); }), "goal");
  r.goal = "111/1.1/1x1";
  EXPECT_EQ(subject_of([&] { roll_moves(r); }), "goal");
}

// Other kinds and patterns: every cube's faces, the pattern's at_goal, and a hint whose distance
// is roll_solve's length and whose move leads one step closer.
TEST(RollMovesReport, KindsDrawTheirFacesAndMatchPatterns) {
  RollMovesRequest r;
  r.state = "000/0.0/000";
  r.kind = "eight";
  r.goal = "WWW/W.W/WWW";
  const Document d = roll_moves(r);
  EXPECT_EQ(d.json["kind"], "eight");
  EXPECT_EQ(d.json["faces"][0], "WWRBRB");  // white up and down, red north-south, blue east-west
  EXPECT_TRUE(d.json["faces"][4].is_null());
  EXPECT_EQ(d.json["at_goal"], true);
  ASSERT_EQ(d.json["moves"].size(), 4u);
  const Json& up = d.json["moves"][3];
  EXPECT_EQ(up["move"], "U");
  r.state = up["state"];
  const Document after = roll_moves(r);
  EXPECT_EQ(after.json["at_goal"], false);  // the rolled cube shows its south face, red, on top
  EXPECT_EQ(after.json["faces"][4].get<std::string>()[0], 'R');
  r.goal = "RRR/R.R";
  EXPECT_EQ(subject_of([&] { roll_moves(r); }), "goal");
  r.goal = "KKK/K.K/KKK";
  EXPECT_EQ(subject_of([&] { roll_moves(r); }), "goal");
  r.kind = "octahedron";
  EXPECT_EQ(subject_of([&] { roll_moves(r); }), "kind");
}

TEST(RollHintReport, KindsAgreeWithSolve) {
  RollHintRequest h;
  h.start = "000/0.0/000";
  h.goal = "RRR/R.R/RRR";
  h.kind = "eight";
  const Document d = roll_hint(h);
  RollSolveRequest s;
  s.start = h.start;
  s.goal = h.goal;
  s.kind = "eight";
  const Document solved = roll_solve(s);
  EXPECT_EQ(d.json["distance"], solved.json["length"]);
  EXPECT_EQ(d.json["method"], "bfs");
  ASSERT_EQ(d.json["best_moves"].size(), 1u);
  h.start = d.json["best_moves"][0]["state"];
  EXPECT_EQ(roll_hint(h).json["distance"], solved.json["length"].get<int>() - 1);
}
