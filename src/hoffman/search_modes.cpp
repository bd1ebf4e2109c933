#include "hoffman/search_modes.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/timer.hpp"
#include "hoffman/cdcl.hpp"
#include "hoffman/construct.hpp"
#include "hoffman/first.hpp"

namespace cw::hoffman {

namespace {
OrderChoice order_choice(SearchOrder order) {
  switch (order) {
    case SearchOrder::Dynamic: return {true, CellOrder::Lex};
    case SearchOrder::Lex: return {false, CellOrder::Lex};
    case SearchOrder::Wave: return {false, CellOrder::Wave};
    case SearchOrder::Shells: return {false, CellOrder::Shells};
  }
  return {};
}
}  // namespace

std::vector<Symmetry> SearchPlan::restriction(int n) const {
  std::vector<Symmetry> all;
  if (symmetric) all.push_back(central_symmetry(n));
  all.insert(all.end(), invariant.begin(), invariant.end());
  return all;
}

namespace {
// The method and order that run when the request leaves them open.
void resolve_method_and_order(const SearchSettings& s, SearchPlan& p) {
  p.method = s.method.value_or(s.order ? FirstMethod::Dfs : FirstMethod::Cdcl);
  if (p.cdcl() && s.order) throw InputError("a cell order is for the dfs method, not cdcl");
  p.order = s.order ? order_choice(*s.order) : OrderChoice{p.mode == SearchMode::First, CellOrder::Lex};
  if (p.order.dynamic && p.mode != SearchMode::First)
    throw InputError("the dynamic cell order is only for finding a first packing");
  p.order_name = p.cdcl() ? "none" : p.order.dynamic ? "dynamic" : order_name(p.order.cells);
}

void resolve_restriction(const SearchSettings& s, const std::optional<std::vector<Symmetry>>& invariant, int n,
                         SearchPlan& p) {
  p.symmetric = s.symmetric;
  p.restart_nodes = s.restarts;
  if (invariant) p.invariant = *invariant;
  // The half-turn in the x-y plane is the smallest restriction under which the solver finds a
  // 4D packing in seconds; the whole space takes it longer than any time limit tried (docs/hoffman.md).
  else if (p.cdcl() && n == 4 && !s.symmetric) p.invariant = {parse_symmetry("0123:1100", 4)};
  const bool restricted = !p.invariant.empty() || p.symmetric;
  if ((restricted || p.restart_nodes) && !p.order.dynamic && !p.cdcl())
    throw InputError("symmetry restrictions and restarts are only for a first packing in the dynamic order");
  if (p.cdcl() && p.restart_nodes) throw InputError("restarts are for the dfs method, not cdcl");
}

// The whole 4D space is searched next to a construction variant unless told otherwise: from
// scratch the solver finds nothing in 10 minutes (docs/hoffman.md, "The whole 4D space").
void resolve_start(const SearchSettings& s, int n, SearchPlan& p) {
  const bool whole_4d = p.cdcl() && n == 4 && p.invariant.empty() && !p.symmetric;
  if (s.start == SearchStart::Construction && !whole_4d)
    throw InputError("starting from the construction is for the whole 4D space (cdcl, no invariant)");
  p.from_construction = whole_4d && s.start != SearchStart::None;
  p.seed = s.seed;
  if (s.count_limit < 1) throw InputError("the count limit must be at least 1, not " + std::to_string(s.count_limit));
  if (s.count_limit > 1 && !p.cdcl()) throw InputError("several packings (a count limit) are for the cdcl method");
  p.count_limit = s.count_limit;
}
}  // namespace

SearchPlan plan_search(const SearchSettings& settings, const std::optional<std::vector<Symmetry>>& invariant, int n) {
  SearchPlan p;
  p.mode = settings.mode;
  resolve_method_and_order(settings, p);
  resolve_restriction(settings, invariant, n, p);
  resolve_start(settings, n, p);
  return p;
}

ConstructionVariant construction_start(uint64_t seed) {
  // splitmix64's finalizer: neighbouring seeds give unrelated chirality bits.
  uint64_t z = seed + 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return {static_cast<uint32_t>(z), static_cast<int>(seed % 3)};
}

EstimateRun estimate_search(const Lengths& L, const SearchPlan& plan, uint64_t probes, uint64_t seed) {
  Stopwatch sw;
  EstimateRun r;
  r.tree = estimate_tree(L, probes, seed, true, plan.order.cells);
  r.seconds = sw.seconds();
  return r;
}

namespace {
// The time limit and Ctrl-C stop every method at its next poll.
bool in_time(const Stopwatch& sw, double limit) { return !interrupted() && sw.seconds() < limit; }

FoundPacking describe(const Lengths& L, const Grid& g, double seconds, uint64_t conflicts) {
  FoundPacking f;
  f.grid = g;
  f.seconds = seconds;
  f.conflicts = conflicts;
  f.canonical = canonical_form(g);
  f.stabilizer = symmetry_group(g.n).size() / orbit_size(g);
  f.constructed = g.n == 4 && in_construction_family(g);
  if (g.n == 4) f.construction_distance = construction_distance(g);
  f.sliced = g.n == 4 && in_sliced_family(g);
  const Grid d = dual(g);
  f.dual_valid = is_valid_packing(d, L);
  f.self_dual = canonical_form(d) == f.canonical;
  return f;
}

FirstRun first_by_cdcl(const Lengths& L, const SearchPlan& plan, double limit, const FirstProgress& on_progress) {
  Stopwatch sw;
  const auto keep_going = [&](uint64_t conflicts) {
    if (on_progress) on_progress(conflicts, -1, -1);
    return in_time(sw, limit);
  };
  FirstRun r;
  CdclOptions options;
  if (plan.from_construction) {
    r.start = construction_start(plan.seed);
    options.start = nested_construction_4d(r.start->chirality, r.start->pairing);
    options.seed = plan.seed;
  }
  const auto on_packing = [&](const Grid& g, uint64_t conflicts) {
    r.packings.push_back(describe(L, g, sw.seconds(), conflicts));  // g passed check_grid in the solver
    return static_cast<int>(r.packings.size()) < plan.count_limit;
  };
  const CdclResult c = find_packings_cdcl(L, plan.restriction(L.n), options, on_packing, keep_going);
  r.seconds = sw.seconds();
  r.exhausted = c.exhausted;
  r.conflicts = c.conflicts;
  r.variables = c.variables;
  r.clauses = c.clauses;
  if (!r.packings.empty()) {  // the first one, as the single-packing report gives it
    const FoundPacking& first = r.packings.front();
    r.grid = first.grid;
    r.canonical = first.canonical;
    r.stabilizer = first.stabilizer;
    r.constructed = first.constructed;
    r.sliced = first.sliced;
  }
  return r;
}

FirstRun first_by_dynamic_order(const Lengths& L, const SearchPlan& plan, double limit,
                                const FirstProgress& on_progress) {
  Stopwatch sw;
  int deepest = 0;
  const auto tick = [&](uint64_t nodes, int depth) {
    deepest = std::max(deepest, depth);
    if (on_progress) on_progress(nodes, depth, deepest);
    return in_time(sw, limit);
  };
  const FirstResult f = find_first_packing(L, tick, plan.restart_nodes, plan.restriction(L.n));
  FirstRun r;
  r.seconds = sw.seconds();
  r.grid = f.grid;
  r.nodes = f.nodes;
  r.deepest = std::max(deepest, f.deepest);
  r.exhausted = f.exhausted;
  r.restarts = f.restarts;
  return r;
}

FirstRun first_by_fixed_order(const Lengths& L, const SearchPlan& plan, double limit,
                              const FirstProgress& on_progress) {
  Stopwatch sw;
  FirstRun r;
  Engine engine(L, Pruning::Full, plan.order.cells);
  Engine::Hooks h;
  h.first_fixed = 0;
  h.on_leaf = [&](const Grid& g) {
    r.grid = g;
    return false;
  };
  h.on_tick = [&](uint64_t nodes, int depth) {
    r.deepest = std::max(r.deepest, engine.deepest());
    if (on_progress) on_progress(nodes, depth, r.deepest);
    return in_time(sw, limit);
  };
  r.nodes = engine.run(h);
  r.seconds = sw.seconds();
  r.deepest = std::max(r.deepest, engine.deepest());
  if (r.grid && !check_grid(*r.grid, L).valid())
    throw RunError("internal check failed: the packing found fails the exact checker");
  return r;
}
}  // namespace

FirstRun find_first(const Lengths& L, const SearchPlan& plan, double time_limit, const FirstProgress& on_progress) {
  if (plan.cdcl()) return first_by_cdcl(L, plan, time_limit, on_progress);
  if (plan.order.dynamic) return first_by_dynamic_order(L, plan, time_limit, on_progress);
  return first_by_fixed_order(L, plan, time_limit, on_progress);
}

}  // namespace cw::hoffman
