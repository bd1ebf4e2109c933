#include "reproduce/sections.hpp"

#include <fmt/format.h>

#include <filesystem>

#include "core/atomic_file.hpp"
#include "core/json.hpp"
#include "render/rolling_svg.hpp"
#include "rolling/analyze.hpp"
#include "rolling/replay.hpp"
#include "rolling/solve.hpp"
#include "core/resources.hpp"
#include "report/verbs.hpp"

namespace cw::reproduce {
using namespace cw::rolling;

ReproSection rolling_section() {
  ReproSection s{"rolling", "Rolling cubes", {}, {}, {}, 0};
  const Json a = verb_document("roll.analyze", {{"board", "3x3"}, {"no_checkpoint", true}});
  s.rows.push_back({"3x3 state space (9 x 6^8)", std::to_string(a["states"].get<uint64_t>()), "15116544",
                    a["states"] == 15116544, ""});
  s.rows.push_back({"3x3 states reachable from 000/0.0/000", std::to_string(a["reachable"].get<uint64_t>()), "",
                    std::nullopt, a["reachable"] == a["states"] ? "all: no invariant restricts the 3x3 puzzle" : ""});
  s.rows.push_back({"3x3 maximum distance from the start", std::to_string(a["max_distance"].get<int>()), "",
                    std::nullopt, fmt::format("{} states at that distance", a["farthest_count"].get<uint64_t>())});

  const Json sol = verb_document("roll.solve", {{"method", "bfs"}});
  const std::string moves = sol["moves"].get<std::string>();
  std::string why;
  const bool valid = is_valid_solution(classic_start(), classic_goal(), moves, &why);
  s.rows.push_back({"classic puzzle 000/0.0/000 -> 111/1.1/111: optimal length", std::to_string(sol["length"].get<int>()),
                    "", std::nullopt, valid ? "solution replayed by the independent checker" : why});
  s.rows.push_back({"classic puzzle: number of optimal move strings", std::to_string(sol["optimal_count"].get<uint64_t>()),
                    "", std::nullopt, "counted over the shortest-path DAG; the tests check it against a "
                                      "simple hash-map search"});
  s.rows.push_back({"classic puzzle: first optimal move string", moves, "", std::nullopt, ""});

  for (const char* board : {"2x2", "2x3", "2x4"}) {
    const Json b = verb_document("roll.analyze", {{"board", board}, {"no_checkpoint", true}});
    s.rows.push_back({fmt::format("{} board: states / reachable / max distance", board),
                      fmt::format("{} / {} / {}", b["states"].get<uint64_t>(), b["reachable"].get<uint64_t>(),
                                  b["max_distance"].get<int>()),
                      "", std::nullopt, b["invariants"].empty() ? "connected" : b["invariants"].back().get<std::string>()});
  }
  // Exact diameters and radii (this project's figures; docs/results.md): the boards that take a
  // second here, the larger ones named by their commands.
  for (const auto& [board, kind] : {std::pair{"2x3", "classic"}, std::pair{"2x3", "eight"}}) {
    const Json d = verb_document("roll.diameter", {{"board", board}, {"kind", kind}, {"exact", true}});
    s.rows.push_back({fmt::format("{}{} board: exact diameter / radius", std::string(kind) == "classic" ? "" : std::string(kind) + " cubes, ", board),
                      fmt::format("{} / {}", d["diameter"].get<int>(), d["radius"].get<int>()), "", std::nullopt,
                      fmt::format("new; every eccentricity, {} searches; the far pair's moves replayed",
                                  d["searches"].get<uint64_t>())});
  }
  for (const char* board : {"2x4", "3x3"})
    s.rows.push_back({fmt::format("{} board: exact diameter / radius", board), "not run here", "", std::nullopt,
                      fmt::format("about a minute: `cubeworks roll diameter --board {} --exact --extremes`", board)});
  // 3x3 .. 3x4 by IDA*: cheap enough to recompute here (the perimeter database is cached).
  {
    const Json ida = verb_document("roll.solve", {{"start", "0000/0.00/0000"}, {"goal", "1111/1.11/1111"},
                                                  {"method", "ida"}, {"perimeter", 1 << 20}});
    s.rows.push_back({"3x4 classic 0000/0.00/0000 -> 1111/1.11/1111: optimal length (IDA*)",
                      std::to_string(ida["length"].get<int>()), "", std::nullopt,
                      "the exhaustive BFS gives 38 too (tests/rolling/ida_test.cpp)"});
  }
  // The big jobs are not rerun here: their last results are read from the cache.
  auto cached = [&](const std::string& path, const std::string& what, const std::string& command,
                    auto&& rows_from) {
    if (std::filesystem::exists(path)) {
      try {
        rows_from(Json::parse(read_file(path)));
        return;
      } catch (const std::exception&) {
      }
    }
    s.rows.push_back({what, "not computed yet", "", std::nullopt, "run `" + command + "`"});
  };
  const State start34 = classic_start({3, 4});
  cached(analysis_cache_path(start34), "3x4 whole space", "cubeworks roll analyze --board 3x4",
         [&](const Json& j) {
           s.rows.push_back({"3x4 states / reachable from 0000/0.00/0000",
                             fmt::format("{} / {}", j["states"].get<uint64_t>(), j["reachable"].get<uint64_t>()),
                             "4353564672", j["states"].get<uint64_t>() == 4353564672ull,
                             "from the cached result of `cubeworks roll analyze --board 3x4`"});
           s.rows.push_back({"3x4 maximum distance (farthest states)",
                             fmt::format("{} ({})", j["max_distance"].get<int>(), j["farthest_count"].get<uint64_t>()),
                             "", std::nullopt, "cached; recompute with `cubeworks roll analyze --board 3x4`"});
         });
  const State from44 = classic_start({4, 4}), to44 = classic_goal({4, 4});
  const std::string solve44 = "cubeworks roll solve --from " + format_state(from44) + " --to " + format_state(to44);
  cached(solve_cache_path(from44, to44), "4x4 classic optimal length", solve44, [&](const Json& j) {
    std::string why;
    const bool ok = is_valid_solution(from44, to44, j["moves"].get<std::string>(), &why);
    s.rows.push_back({"4x4 classic 0000/0.00/0000/0000 -> 1111/1.11/1111/1111: optimal length (IDA*)",
                      std::to_string(j["length"].get<int>()), "", std::nullopt,
                      ok ? fmt::format("cached; moves replay-checked now; {} nodes in {:.1f} s; recompute with `{}`",
                                       j["nodes"].get<uint64_t>(), j["seconds"].get<double>(), solve44)
                         : "cached moves FAIL the replay check: " + why});
  });
  s.figures.push_back({"rolling_classic.svg",
                       fmt::format("The classic puzzle solved in {} moves ({} optimal move strings exist)",
                                   sol["length"].get<int>(), sol["optimal_count"].get<uint64_t>()),
                       render::rolling_solution_svg(classic_start(), moves)});
  s.notes.push_back("Distances come from a word-parallel breadth-first search over a perfect hash of "
                    "the states (docs/rolling.md); the test suite checks every distance against a "
                    "simple hash-map search on the 2x2, 2x3 and 3x3 boards.");
  return s;
}

Json verb_document(const char* verb, const Json& request) {
  return report::find_verb(verb).run(request, {kCli, true}).json;
}

}  // namespace cw::reproduce
