#include "hoffman/cdcl.hpp"

#include "core/error.hpp"

#ifdef CUBEWORKS_HAVE_CDCL
#include <cadical.hpp>

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>

#include "hoffman/grid_cnf.hpp"
#include "hoffman/symmetry.hpp"

namespace cw::hoffman {
namespace {

// Clauses go straight into the solver; literals are CaDiCaL's (variable numbers, negated by sign).
class SolverSink : public ClauseSink {
 public:
  explicit SolverSink(CaDiCaL::Solver& solver) : s_(solver) {}
  void add(const int* lits, size_t count) override {
    for (size_t i = 0; i < count; ++i) s_.add(lits[i]);
    s_.add(0);
  }

 private:
  CaDiCaL::Solver& s_;
};

// Options must be set before the first clause.
void configure(CaDiCaL::Solver& solver, const CdclOptions& o) {
  solver.set("quiet", 1);  // CaDiCaL otherwise reports some root-level conflicts ("c found ...") on stdout
  if (o.seed) {
    solver.set("seed", static_cast<int>(o.seed % 2147483647));
    solver.set("shuffle", 1);
    solver.set("shufflerandom", 1);
  }
}

void freeze_lengths(const Encoding& e, CaDiCaL::Solver& solver) {
  for (const auto& cell : e.ln)
    for (int a = 0; a < e.n; ++a)
      for (int k = 0; k < e.n; ++k) solver.freeze(cell[a][k]);
}

// The grid's images that may lie in the space searched (cell 0 fixed when no invariant is given).
std::vector<Grid> orbit_in_space(const Grid& g, const std::vector<Symmetry>& invariant, const Encoding& e) {
  const SymmetryGroup& G = symmetry_group(e.n);
  std::vector<Grid> images;
  for (int s = 0; s < G.size(); ++s) {
    Grid image = G.apply(s, g);
    if (invariant.empty() && image.cell[0] != 0) continue;
    images.push_back(image);
  }
  return images;
}

void assume_grid(const Encoding& e, const Grid& g, CaDiCaL::Solver& solver) {
  const auto& T = orientations(e.n);
  for (int c = 0; c < e.cells; ++c)
    for (int a = 0; a < e.n; ++a) solver.assume(e.ln[c][a][T.perm[g.cell[c]][a]]);
}

Grid decode(const Encoding& e, CaDiCaL::Solver& s) {
  Grid g;
  g.n = e.n;
  for (int c = 0; c < e.cells; ++c) {
    std::array<uint8_t, kMaxDim> p{};
    for (int a = 0; a < e.n; ++a)
      for (int k = 0; k < e.n; ++k)
        if (s.val(e.ln[c][a][k]) > 0) p[a] = static_cast<uint8_t>(k);
    g.cell[c] = static_cast<uint8_t>(orientations(e.n).index_of(p));
  }
  return g;
}

// Polls the caller between solver steps and counts learned clauses (one per conflict).
class Monitor : public CaDiCaL::Terminator, public CaDiCaL::Learner {
 public:
  explicit Monitor(const std::function<bool(uint64_t)>& keep_going) : keep_going_(keep_going) {}
  bool terminate() override {
    if (!stop_ && keep_going_ && (++polls_ & 255) == 0) stop_ = !keep_going_(conflicts_);
    return stop_;
  }
  bool learning(int) override {
    ++conflicts_;
    return false;
  }
  void learn(int) override {}
  uint64_t conflicts() const { return conflicts_; }

 private:
  const std::function<bool(uint64_t)>& keep_going_;
  uint64_t conflicts_ = 0, polls_ = 0;
  bool stop_ = false;
};

}  // namespace

bool cdcl_available() { return true; }

CdclResult find_packing_cdcl(const Lengths& lengths, const std::vector<Symmetry>& invariant,
                             const std::function<bool(uint64_t)>& keep_going) {
  return find_packing_cdcl(lengths, invariant, CdclOptions{}, keep_going);
}

CdclResult find_packing_cdcl(const Lengths& lengths, const std::vector<Symmetry>& invariant,
                             const CdclOptions& options, const std::function<bool(uint64_t)>& keep_going) {
  return find_packings_cdcl(lengths, invariant, options, [](const Grid&, uint64_t) { return false; }, keep_going);
}

CdclResult find_packings_cdcl(const Lengths& lengths, const std::vector<Symmetry>& invariant,
                              const CdclOptions& options,
                              const std::function<bool(const Grid&, uint64_t)>& on_packing,
                              const std::function<bool(uint64_t)>& keep_going) {
  CaDiCaL::Solver solver;
  configure(solver, options);
  SolverSink sink(solver);
  Cnf f(sink);
  const Encoding e = encode_grid_model(lengths, f);
  if (invariant.empty()) fix_cell0(e, f);
  add_invariance(e, invariant, f);
  freeze_lengths(e, solver);  // orbit clauses come between solves
  Monitor monitor(keep_going);
  solver.connect_terminator(&monitor);
  solver.connect_learner(&monitor);
  CdclResult r;
  if (options.start) {
    // Solving under its box lengths as assumptions only propagates (the grid fixes every cut),
    // and leaves the solver's saved phases at its values: the next search starts from it.
    for (const Grid& image : orbit_in_space(*options.start, invariant, e)) {
      assume_grid(e, image, solver);
      if (solver.solve() == 10) break;
    }
    exclude_orbit(e, *options.start, f);
  }
  for (bool more = true; more;) {
    const int status = solver.solve();
    r.exhausted = status == 20;
    if (status != 10) break;
    Grid g = decode(e, solver);
    if (!is_valid_packing(g, lengths)) throw RunError("internal: the solver's grid fails the exact checker");
    r.grid = g;
    more = on_packing(g, monitor.conflicts());
    if (more) exclude_orbit(e, g, f);
  }
  solver.disconnect_terminator();
  solver.disconnect_learner();
  r.conflicts = monitor.conflicts();
  r.variables = f.vars();
  r.clauses = f.clauses();
  return r;
}

struct CubeSolver::Formula {
  Lengths lengths;
  CaDiCaL::Solver base;  // never solved: copy() wants it untouched by search
  std::unique_ptr<CaDiCaL::Solver> batch;  // the copy solving the current batch
  Encoding e;
  std::vector<int> representatives;  // cells fixing an invariant grid: a packing's blocking clause
  bool frozen = false;               // the batch's box lengths kept from elimination (enumerate)
  int variables = 0;
  uint64_t clauses = 0;
};

CubeSolver::CubeSolver(const Lengths& lengths, const std::vector<Symmetry>& invariant)
    : formula_(std::make_unique<Formula>()) {
  formula_->lengths = lengths;
  configure(formula_->base, CdclOptions{});
  SolverSink sink(formula_->base);
  Cnf f(sink);
  formula_->e = encode_grid_model(lengths, f);
  if (invariant.empty()) fix_cell0(formula_->e, f);
  add_invariance(formula_->e, invariant, f);
  formula_->representatives = orbit_representatives(lengths.n, invariant);
  formula_->variables = f.vars();
  formula_->clauses = f.clauses();
}

CubeSolver::~CubeSolver() = default;
int CubeSolver::variables() const { return formula_->variables; }

void CubeSolver::fresh_copy() {
  formula_->batch = std::make_unique<CaDiCaL::Solver>();
  formula_->base.copy(*formula_->batch);
  formula_->frozen = false;
}
uint64_t CubeSolver::clauses() const { return formula_->clauses; }

CdclResult CubeSolver::enumerate(const std::vector<CellOrientation>& cube, uint64_t conflict_limit,
                                 const std::function<bool(uint64_t)>& keep_going,
                                 const std::function<std::vector<Grid>(const Grid&)>& on_packing) {
  if (!formula_->batch) fresh_copy();
  if (!formula_->frozen) {  // blocking clauses come between solves
    freeze_lengths(formula_->e, *formula_->batch);
    formula_->frozen = true;
  }
  SolverSink sink(*formula_->batch);
  Cnf f(sink);
  CdclResult r;
  for (;;) {
    const uint64_t left = conflict_limit - std::min(conflict_limit, r.conflicts);
    const CdclResult one = left > 0 ? solve(cube, left, keep_going) : CdclResult{};
    r.conflicts += one.conflicts;
    r.exhausted = one.exhausted;
    if (!one.grid) break;
    if (!r.grid) r.grid = one.grid;
    for (const Grid& g : on_packing(*one.grid)) exclude_grid_on(formula_->e, g, formula_->representatives, f);
  }
  r.variables = formula_->variables;
  r.clauses = formula_->clauses;
  return r;
}

CdclResult CubeSolver::solve(const std::vector<CellOrientation>& cube, uint64_t conflict_limit,
                             const std::function<bool(uint64_t)>& keep_going) {
  const Encoding& e = formula_->e;
  const auto& T = orientations(e.n);
  if (!formula_->batch) fresh_copy();
  CaDiCaL::Solver& solver = *formula_->batch;
  Monitor monitor(keep_going);
  solver.connect_terminator(&monitor);
  solver.connect_learner(&monitor);
  for (const CellOrientation& fix : cube)
    for (int a = 0; a < e.n; ++a) solver.assume(e.ln[fix.cell][a][T.perm[fix.orientation][a]]);
  solver.limit("conflicts", static_cast<int>(std::min<uint64_t>(conflict_limit, INT32_MAX)));
  const int status = solver.solve();
  CdclResult r;
  r.exhausted = status == 20;
  if (status == 10) {
    Grid g = decode(e, solver);
    if (!is_valid_packing(g, formula_->lengths)) throw RunError("internal: the solver's grid fails the exact checker");
    r.grid = g;
  }
  solver.disconnect_terminator();
  solver.disconnect_learner();
  r.conflicts = monitor.conflicts();
  r.variables = formula_->variables;
  r.clauses = formula_->clauses;
  return r;
}

std::vector<Grid> all_packings_cdcl(const Lengths& lengths, const std::vector<Symmetry>& invariant,
                                    bool fix_cell0_orientation) {
  CaDiCaL::Solver solver;
  configure(solver, CdclOptions{});
  SolverSink sink(solver);
  Cnf f(sink);
  const Encoding e = encode_grid_model(lengths, f);
  if (fix_cell0_orientation && invariant.empty()) fix_cell0(e, f);
  add_invariance(e, invariant, f);
  freeze_lengths(e, solver);  // blocking clauses come between solves
  std::vector<Grid> found;
  while (solver.solve() == 10) {
    found.push_back(decode(e, solver));
    exclude_grid(e, found.back(), f);
  }
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace cw::hoffman

#else  // built without CaDiCaL (CUBEWORKS_CDCL off)

namespace cw::hoffman {

bool cdcl_available() { return false; }

CdclResult find_packing_cdcl(const Lengths&, const std::vector<Symmetry>&, const std::function<bool(uint64_t)>&) {
  throw RunError(kCdclUnavailable);
}

CdclResult find_packing_cdcl(const Lengths&, const std::vector<Symmetry>&, const CdclOptions&,
                             const std::function<bool(uint64_t)>&) {
  throw RunError(kCdclUnavailable);
}

CdclResult find_packings_cdcl(const Lengths&, const std::vector<Symmetry>&, const CdclOptions&,
                              const std::function<bool(const Grid&, uint64_t)>&,
                              const std::function<bool(uint64_t)>&) {
  throw RunError(kCdclUnavailable);
}

std::vector<Grid> all_packings_cdcl(const Lengths&, const std::vector<Symmetry>&, bool) {
  throw RunError(kCdclUnavailable);
}

struct CubeSolver::Formula {};
CubeSolver::CubeSolver(const Lengths&, const std::vector<Symmetry>&) { throw RunError(kCdclUnavailable); }
CubeSolver::~CubeSolver() = default;
void CubeSolver::fresh_copy() {}
CdclResult CubeSolver::solve(const std::vector<CellOrientation>&, uint64_t, const std::function<bool(uint64_t)>&) {
  throw RunError(kCdclUnavailable);
}
CdclResult CubeSolver::enumerate(const std::vector<CellOrientation>&, uint64_t, const std::function<bool(uint64_t)>&,
                                 const std::function<std::vector<Grid>(const Grid&)>&) {
  throw RunError(kCdclUnavailable);
}
int CubeSolver::variables() const { return 0; }
uint64_t CubeSolver::clauses() const { return 0; }

}  // namespace cw::hoffman

#endif  // CUBEWORKS_HAVE_CDCL
