// `search` in three modes over one problem: the first packing (by the clause-learning solver, or
// by the backtracking engine in a fixed or dynamic cell order), Knuth's estimate of the search
// tree, and the full count (count.hpp). plan_search() fills in the defaults and refuses the
// combinations that mean nothing, so that every front end searches the same way.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "hoffman/model.hpp"
#include "hoffman/search.hpp"
#include "hoffman/symmetry.hpp"

namespace cw::hoffman {

// The enumerators are in the order of the `hoffman search` choices (report/hoffman.hpp), whose
// request derives from SearchSettings.
enum class SearchMode { First, Count, Estimate };
enum class FirstMethod { Cdcl, Dfs };
enum class SearchOrder { Dynamic, Lex, Wave, Shells };
// The whole 4D space: next to a variant of the nested construction, or from scratch.
enum class SearchStart { Construction, None };

// A cell order by name: dynamic (fewest candidates first; first packing only) or a fixed one.
struct OrderChoice {
  bool dynamic = false;
  CellOrder cells = CellOrder::Lex;
};

// The request as given: what is unset takes its default.
struct SearchSettings {
  SearchMode mode = SearchMode::Count;
  std::optional<FirstMethod> method;  // default: cdcl, or dfs when an order is given
  std::optional<SearchOrder> order;   // default: dynamic (dfs first packing), else lex
  bool symmetric = false;             // also invariant under the central reflection
  uint64_t restarts = 0;              // dynamic order: randomized restarts, the first of so many nodes
  std::optional<SearchStart> start;   // cdcl, whole 4D space (default: next to a construction variant)
  uint64_t seed = 1;                  // cdcl, whole space: the variant and the solver's variable order
  int count_limit = 1;                // cdcl: this many packings, new up to the symmetries
};

// The request resolved: what runs, and the names its report gives.
struct SearchPlan {
  SearchMode mode = SearchMode::Count;
  FirstMethod method = FirstMethod::Cdcl;  // meaningful for the first packing only
  OrderChoice order;
  std::string order_name;          // "none" (cdcl), "dynamic", "lex", "wave" or "shells"
  std::vector<Symmetry> invariant;  // as given, or the 4D default of cdcl (central reflection apart)
  bool symmetric = false;
  uint64_t restart_nodes = 0;
  bool from_construction = false;  // the whole 4D space: start next to construction_start(seed)
  uint64_t seed = 1;
  int count_limit = 1;
  bool cdcl() const { return mode == SearchMode::First && method == FirstMethod::Cdcl; }
  // The symmetries every grid searched is invariant under: invariant plus the central reflection.
  std::vector<Symmetry> restriction(int n) const;
};
// Throws InputError for combinations that mean nothing (a cell order for cdcl, restarts or a
// symmetry restriction outside the first-packing search that supports them).
// `invariant`: empty, every grid; unset, the default of the method.
SearchPlan plan_search(const SearchSettings& settings, const std::optional<std::vector<Symmetry>>& invariant, int n);

// The construction variant the whole 4D space's search starts next to: the pairing seed mod 3 and
// chirality bits mixed from the seed (construct --dim 4 --variant W --pairing P draws it).
struct ConstructionVariant {
  uint32_t chirality = 0;
  int pairing = 0;
};
ConstructionVariant construction_start(uint64_t seed);

struct EstimateRun {
  TreeEstimate tree;
  double seconds = 0;
};
// Knuth's estimate of the Full engine's tree in the plan's cell order, cell 0 fixed.
EstimateRun estimate_search(const Lengths& lengths, const SearchPlan& plan, uint64_t probes, uint64_t seed);

// One packing found by the solver (verified by the exact checker) and what it is.
struct FoundPacking {
  Grid grid;
  double seconds = 0;      // since the search began
  uint64_t conflicts = 0;  // so far
  Grid canonical;          // its least image
  int stabilizer = 0;      // the order of its symmetry group
  bool constructed = false;  // 4D: an image of a variant of the nested construction
  int construction_distance = -1;  // 4D: cells in which it differs from the nearest such image
  bool sliced = false;       // 4D: an image of a sliced construction (construct.hpp)
  bool dual_valid = false;   // its dual (lengths reversed in every box) is a packing too
  bool self_dual = false;    // ... in its own orbit
};

struct FirstRun {
  std::vector<FoundPacking> packings;  // cdcl: each new up to the symmetries, in order found
  std::optional<ConstructionVariant> start;  // cdcl, whole 4D space: the variant started from
  std::optional<Grid> grid;  // verified by the exact checker
  bool exhausted = false;    // the space searched holds no packing (cdcl, dynamic order)
  double seconds = 0;
  uint64_t conflicts = 0, clauses = 0;  // cdcl: the formula and the solver's work
  int variables = 0;
  uint64_t nodes = 0, restarts = 0;  // dfs: the engine's work
  int deepest = 0;                   // dfs: most cells placed at once
  // cdcl, when found: its least image, the order of its symmetry group, and whether it is an
  // image of a variant of the nested construction (4D).
  Grid canonical;
  int stabilizer = 0;
  bool constructed = false;
  bool sliced = false;  // 4D: an image of a sliced construction
};
// Called every few thousand steps: conflicts so far (cdcl; depth and deepest -1) or nodes, the
// current depth and the deepest so far (dfs). For progress displays only.
using FirstProgress = std::function<void(uint64_t work, int depth, int deepest)>;
// Runs until a packing is found, the space is exhausted, time_limit seconds pass or Ctrl-C.
FirstRun find_first(const Lengths& lengths, const SearchPlan& plan, double time_limit,
                    const FirstProgress& on_progress);

}  // namespace cw::hoffman
