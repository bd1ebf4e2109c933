#include "rolling/reproduce.hpp"

#include <fmt/format.h>

#include "render/rolling_svg.hpp"
#include "rolling/analyze.hpp"
#include "rolling/replay.hpp"
#include "rolling/solve.hpp"

namespace cw::rolling {

ReproSection reproduce_section() {
  ReproSection s{"rolling", "Rolling cubes (SPEC Part R)", {}, {}, {}, 0};
  const Analysis a = analyze(classic_start());
  s.rows.push_back({"3x3 state space (9 x 6^8)", std::to_string(a.states), "15116544",
                    a.states == 15116544, ""});
  s.rows.push_back({"3x3 states reachable from 000/0.0/000", std::to_string(a.reachable), "", std::nullopt,
                    a.reachable == a.states ? "all: no invariant restricts the 3x3 puzzle" : ""});
  s.rows.push_back({"3x3 maximum distance from the start", std::to_string(a.max_distance), "", std::nullopt,
                    fmt::format("{} states at that distance", a.farthest_count)});

  const Solution sol = solve(classic_start(), classic_goal());
  std::string why;
  const bool valid = is_valid_solution(classic_start(), classic_goal(), sol.moves, &why);
  s.rows.push_back({"classic puzzle 000/0.0/000 -> 111/1.1/111: optimal length", std::to_string(sol.length),
                    "", std::nullopt, valid ? "solution replayed by the independent checker" : why});
  s.rows.push_back({"classic puzzle: number of optimal move strings", std::to_string(sol.optimal_count), "",
                    std::nullopt, "counted over the shortest-path DAG; the tests check it against a "
                                  "simple hash-map search"});
  s.rows.push_back({"classic puzzle: first optimal move string", sol.moves, "", std::nullopt, ""});

  for (const char* board : {"2x2", "2x3", "2x4"}) {
    const Analysis b = analyze(classic_start(parse_board(board)));
    s.rows.push_back({fmt::format("{} board: states / reachable / max distance", board),
                      fmt::format("{} / {} / {}", b.states, b.reachable, b.max_distance), "", std::nullopt,
                      b.invariants.empty() ? "connected" : b.invariants.back()});
  }
  s.figures.push_back({"rolling_classic.svg",
                       fmt::format("The classic puzzle solved in {} moves ({} optimal move strings exist)",
                                   sol.length, sol.optimal_count),
                       render::rolling_solution_svg(classic_start(), sol.moves)});
  s.notes.push_back("Distances come from a word-parallel breadth-first search over a perfect hash of "
                    "the states (docs/rolling.md); the test suite checks every distance against a "
                    "simple hash-map search on the 2x2, 2x3 and 3x3 boards.");
  return s;
}

}  // namespace cw::rolling
