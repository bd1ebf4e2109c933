// The `roll` verbs as every door offers them (report/verbs.hpp); the fields are the tables of
// report/rolling.hpp.
#include "core/resources.hpp"
#include "report/rolling.hpp"
#include "report/verbs.hpp"

namespace cw::report {

std::vector<Verb> roll_verbs() {
  std::vector<Verb> v;
  {
    using R = RollSolveRequest;
    v.push_back(declare_verb<R>(
        "roll", "solve", "optimal solution(s) from one state to another", roll_solve, [](R& r, const DoorContext& door) {
          // Python draws every solution (svg() needs no asking) and shares the CLI's cache folder;
          // the page caches nothing.
          if (door.door == kCli) r.draw = !r.svg.empty();
          if (door.door == kPython) r.draw = true;
          if (door.door != kWasm && !r.no_cache) r.cache_dir = cache_directory();
        }));
  }
  {
    using R = RollAnalyzeRequest;
    v.push_back(declare_verb<R>(
        "roll", "analyze", "distance histogram, farthest states and invariants of a board",
        roll_analyze, [](R& r, const DoorContext& door) {
          // The CLI's default checkpoint for big boards would litter a notebook's folder: Python
          // checkpoints only where asked, the page never.
          if (door.door != kCli && r.checkpoint.empty()) r.no_checkpoint = true;
        }));
  }
  {
    using R = RollDiameterRequest;
    v.push_back(declare_verb<R>("roll", "diameter",
                                "the largest distance between two states of a board: bounds by sweeps and landmarks, or exact",
                                roll_diameter));
  }
  {
    using R = RollGenerateRequest;
    v.push_back(declare_verb<R>(
        "roll", "generate", "puzzles of a chosen difficulty: states exactly N moves from a goal, drawn uniformly",
        roll_generate, [](R& r, const DoorContext& door) {
          if (door.door != kWasm) r.cache_dir = cache_directory();  // IDA*'s tables, as roll solve's
        }));
  }
  {
    using R = RollMovesRequest;
    v.push_back(declare_verb<R>("roll", "moves", "the legal moves of a state, for a front end to animate",
                                roll_moves, nullptr, kWasm));
  }
  {
    using R = RollHintRequest;
    v.push_back(declare_verb<R>(
        "roll", "hint", "the optimal next moves toward a goal", [](const R& r) {
          // The page's worker lives as long as the page: the last goal's table serves the next hints.
          static RollHintCache cache;
          return roll_hint(r, &cache);
        },
        nullptr, kWasm));
  }
  return v;
}

}  // namespace cw::report
