// `cubeworks hoffman search`: the options of report::HoffmanSearchRequest (report/hoffman_search.cpp:
// a first packing, Knuth's estimate of the search tree or the count), and where the picture goes.
#include "cli/hoffman.hpp"
#include "report/hoffman.hpp"

namespace cw::cli {
namespace {
struct SearchOptions {
  CommonOptions common;
  report::HoffmanSearchRequest request;
  bool first = false, count = false, estimate = false;  // the mode: count unless --first or --estimate
  std::string svg;
};

void run_search(SearchOptions& opt) {
  opt.request.mode = opt.first ? "first" : opt.estimate ? "estimate" : "count";
  opt.request.quiet = opt.common.quiet;
  opt.request.draw = !opt.svg.empty();
  const auto document = naming_options(
      {{"dim", "--dim"}, {"lengths", "--lengths"}, {"method", "--method"}, {"order", "--order"},
       {"invariant", "--invariant"}, {"shard", "--shard"}, {"checkpoint", "--checkpoint"},
       {"threads", "--threads"}, {"start", "--start"}, {"count_limit", "--count-limit"}},
      [&] {
        return rephrasing(
            "force", [](const ArgumentError& e) { return std::string(e.what()) + "; --force starts it anyway"; },
            [&] { return report::hoffman_search(opt.request); });
      });
  hoffman_emit(opt.common, document, opt.svg);
}
}  // namespace

void register_hoffman_search(CLI::App& hoffman) {
  auto opt = std::make_shared<SearchOptions>();
  auto& request = opt->request;
  auto* cmd = hoffman.add_subcommand("search", "search in dimension 2, 3 or 4: the first packing (clause "
                                               "learning or backtracking), a tree-size estimate or a full count");
  add_common_options(cmd, opt->common);
  cmd->add_option("--dim", request.dim, "dimension (2, 3 or 4)")->capture_default_str();
  cmd->add_option("--lengths", request.lengths, "box lengths (default 10,11 / 10,11,12 / 1000,1001,1003,1007)");
  auto* first = cmd->add_flag("--first", opt->first, "stop at the first packing found by search (verified)");
  auto* count = cmd->add_flag("--count", opt->count, "count all packings (resumable, shardable)");
  auto* est = cmd->add_flag("--estimate", opt->estimate, "Knuth's random-probe estimate of the search tree");
  first->excludes(count)->excludes(est);
  count->excludes(est);
  cmd->add_option("--time-limit", request.time_limit, "--first: give up after this many seconds")->capture_default_str();
  cmd->add_option("--probes", request.probes, "--estimate: number of random probes")->capture_default_str();
  cmd->add_option("--seed", request.seed, "--estimate: random seed; --first --invariant none (4D): which "
                                          "construction variant to start next to, and the solver's variable order")
      ->capture_default_str();
  cmd->add_option("--start", request.start, "--first --invariant none (4D): construction (default: start next to "
                                            "a variant of the nested construction, its orbit excluded) or none "
                                            "(from scratch)");
  cmd->add_option("--count-limit", request.count_limit, "--first (cdcl): find this many packings, each new up to "
                                                        "the symmetries (its whole orbit is excluded)")
      ->capture_default_str();
  cmd->add_option("--method", request.method, "--first: cdcl (clause-learning solver on the grid model as CNF; "
                                              "default) or dfs (the backtracking engine; implied by --order)");
  cmd->add_option("--order", request.order, "cell order: dynamic (fewest candidates first; default of "
                                            "--first), lex (x fastest; default otherwise), wave (coordinate "
                                            "sum), shells (largest coordinate)");
  cmd->add_option("--restarts", request.restarts, "--first --order dynamic: randomized restarts, the "
                                                  "first limited to this many nodes (growing by half)");
  cmd->add_flag("--symmetric", request.symmetric, "--first --order dynamic: only packings symmetric under the "
                                                  "point reflection through the centre (boxes placed in mirror pairs)");
  cmd->add_option("--invariant", request.invariant, "--first: only packings invariant under these symmetries "
                                                    "PERM:FLIPS (axis d -> PERM[d], reflected if FLIPS[d] = 1), "
                                                    "e.g. 2301:0011; 'none' searches every grid (cdcl in 4D "
                                                    "defaults to 0123:1100, the half-turn in the x-y plane)");
  cmd->add_option("--svg", opt->svg, "--first: draw the packing found into this file");
  cmd->add_option("--shard", request.shard, "--count: run part i of N (i/N, 0 <= i < N)");
  cmd->add_option("--checkpoint", request.checkpoint, "--count: checkpoint file (resumed when present)");
  cmd->add_option("--threads", request.threads, "--count: threads (each runs a sub-shard)")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  cmd->add_option("--interval", request.interval, "--count: seconds between checkpoints")->capture_default_str();
  cmd->add_flag("--force", request.force, "--count: start even when the forecast says it takes more than a year");
  cmd->add_option("--tick-delay-ms", request.tick_delay_ms, "testing aid: --count ticks every 64 nodes and pauses there")
      ->group("");  // hidden: used by tests/reliability/kill_resume.sh
  cmd->callback([opt] { run_search(*opt); });
}

}  // namespace cw::cli
