#include "hoffman/cdcl.hpp"

#include "core/error.hpp"

#ifdef CUBEWORKS_HAVE_CDCL
#include <cadical.hpp>

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <tuple>

#include "core/error.hpp"
#include "hoffman/symmetry.hpp"

namespace cw::hoffman {
namespace {

// Clauses go straight into the solver; literals are CaDiCaL's (variable numbers, negated by sign).
class Cnf {
 public:
  explicit Cnf(CaDiCaL::Solver& solver) : s_(solver) {}
  int fresh() { return ++vars_; }
  void clause(std::initializer_list<int> lits) { add(lits.begin(), lits.end()); }
  void clause(const std::vector<int>& lits) { add(lits.begin(), lits.end()); }
  void exactly_one(const std::vector<int>& lits) {
    clause(lits);
    for (size_t i = 0; i < lits.size(); ++i)
      for (size_t j = i + 1; j < lits.size(); ++j) clause({-lits[i], -lits[j]});
  }
  int vars() const { return vars_; }
  uint64_t clauses() const { return clauses_; }

 private:
  template <class It>
  void add(It b, It e) {
    for (; b != e; ++b) s_.add(*b);
    s_.add(0);
    ++clauses_;
  }
  CaDiCaL::Solver& s_;
  int vars_ = 0;
  uint64_t clauses_ = 0;
};

// One line's prefix sets, order-encoded: in[t][k] = length k is among the first t on the line
// (t = 0 is empty, t = n is everything); ge[t][j] = the cut after t boxes lies at or beyond the
// j-th smallest t-subset sum. Cuts are what overlaps compare, so each comparison is one literal.
struct LineVars {
  std::array<std::array<int, kMaxDim>, kMaxDim + 1> in{};
  std::array<std::vector<int>, kMaxDim + 1> ge;  // ge[t][j] for j >= 1 (index 0 unused)
};

struct Encoding {
  int n = 0, cells = 0;
  std::vector<std::array<std::array<int, kMaxDim>, kMaxDim>> ln;  // [cell][axis][length]
};

int line_id(int n, int cells, int cell, int axis, const std::array<int, kMaxDim>& co) {
  int step = 1;
  for (int d = 0; d < axis; ++d) step *= n;
  return axis * cells + cell - co[axis] * step;
}

// Distinct subset sums of each size t, ascending: the values the cut after t boxes can take.
using CutValues = std::array<std::vector<int64_t>, kMaxDim + 1>;
CutValues cut_values(const Lengths& L) {
  CutValues values;
  for (int t = 1; t < L.n; ++t) {
    for (unsigned m = 0; m < (1u << L.n); ++m) {
      if (std::popcount(m) != t) continue;
      int64_t sum = 0;
      for (int k = 0; k < L.n; ++k)
        if (m >> k & 1) sum += L.l[k];
      values[t].push_back(sum);
    }
    std::sort(values[t].begin(), values[t].end());
    values[t].erase(std::unique(values[t].begin(), values[t].end()), values[t].end());
  }
  return values;
}

// The prefix set after t boxes of one line: exactly one t-subset of the lengths, each subset
// literal fixing all of in[t], and the cut literals ge[t] it implies.
void encode_prefix(const Lengths& L, const CutValues& values, int t, LineVars& lv, Cnf& f) {
  const int n = L.n;
  for (int k = 0; k < n; ++k) lv.in[t][k] = f.fresh();
  std::vector<int> subsets;
  std::vector<int64_t> sums;
  for (unsigned m = 0; m < (1u << n); ++m) {
    if (std::popcount(m) != t) continue;
    const int v = f.fresh();
    std::vector<int> back{v};
    int64_t sum = 0;
    for (int k = 0; k < n; ++k) {
      const int lit = (m >> k & 1) ? lv.in[t][k] : -lv.in[t][k];
      f.clause({-v, lit});
      back.push_back(-lit);
      if (m >> k & 1) sum += L.l[k];
    }
    f.clause(back);
    subsets.push_back(v);
    sums.push_back(sum);
  }
  f.exactly_one(subsets);
  if (t > 1)
    for (int k = 0; k < n; ++k) f.clause({-lv.in[t - 1][k], lv.in[t][k]});
  lv.ge[t].assign(values[t].size(), 0);
  for (size_t j = 1; j < values[t].size(); ++j) {
    const int g = f.fresh();
    lv.ge[t][j] = g;
    for (size_t i = 0; i < subsets.size(); ++i) f.clause({-subsets[i], sums[i] >= values[t][j] ? g : -g});
  }
  for (size_t j = 2; j < values[t].size(); ++j) f.clause({-lv.ge[t][j], lv.ge[t][j - 1]});
}

// Every line's prefix sets, indexed by line_id (entries of non-line ids stay empty).
std::vector<LineVars> encode_lines(const Lengths& L, int truth, Cnf& f) {
  const int n = L.n, cells = cell_count(n);
  const CutValues values = cut_values(L);
  std::vector<LineVars> lines(static_cast<size_t>(n) * cells);
  for (int a = 0; a < n; ++a)
    for (int c = 0; c < cells; ++c) {
      if (cell_coords(n, c)[a] != 0) continue;
      LineVars& lv = lines[a * cells + c];
      for (int k = 0; k < n; ++k) {
        lv.in[0][k] = -truth;
        lv.in[n][k] = truth;
      }
      for (int t = 1; t < n; ++t) encode_prefix(L, values, t, lv, f);
    }
  return lines;
}

// ln[cell][axis][k]: the box's length along the axis is the k-th, the one its line adds between
// cuts i and i+1; every box takes each length along exactly one axis.
void encode_box_lengths(const std::vector<LineVars>& lines, Encoding& e, Cnf& f) {
  const int n = e.n;
  e.ln.resize(e.cells);
  for (int c = 0; c < e.cells; ++c) {
    const auto co = cell_coords(n, c);
    for (int a = 0; a < n; ++a) {
      const LineVars& lv = lines[line_id(n, e.cells, c, a, co)];
      const int i = co[a];
      for (int k = 0; k < n; ++k) {
        const int v = f.fresh();
        e.ln[c][a][k] = v;
        f.clause({-v, lv.in[i + 1][k]});
        f.clause({-v, -lv.in[i][k]});
        f.clause({v, -lv.in[i + 1][k], lv.in[i][k]});
      }
    }
    for (int k = 0; k < n; ++k) {
      std::vector<int> axes;
      for (int a = 0; a < n; ++a) axes.push_back(e.ln[c][a][k]);
      f.exactly_one(axes);
    }
  }
}

// Overlaps. Under the side condition two boxes with equal index along an axis always overlap
// along it and boxes two apart never do, so only cells within distance 1 in every coordinate
// and differing in at least two can meet; they are disjoint iff along some differing axis the
// lower box ends no later than the upper one starts: cut(lower line) <= cut(upper line).
void encode_overlaps(const std::vector<LineVars>& lines, int n, int cells, Cnf& f) {
  std::map<std::tuple<int, int, int>, int> le;
  auto cut_le = [&](int lo, int hi, int t) {
    auto [it, fresh] = le.try_emplace({lo, hi, t}, 0);
    if (fresh) {
      it->second = f.fresh();
      for (size_t j = 1; j < lines[lo].ge[t].size(); ++j)
        f.clause({-it->second, -lines[lo].ge[t][j], lines[hi].ge[t][j]});
    }
    return it->second;
  };
  for (int c1 = 0; c1 < cells; ++c1) {
    const auto p = cell_coords(n, c1);
    for (int c2 = c1 + 1; c2 < cells; ++c2) {
      const auto q = cell_coords(n, c2);
      int differing = 0;
      bool near = true;
      for (int d = 0; d < n; ++d) {
        if (std::abs(p[d] - q[d]) > 1) near = false;
        differing += p[d] != q[d];
      }
      if (!near || differing < 2) continue;
      std::vector<int> separated;
      for (int a = 0; a < n; ++a) {
        if (p[a] == q[a]) continue;
        const bool first_lower = p[a] < q[a];
        const int lo = first_lower ? line_id(n, cells, c1, a, p) : line_id(n, cells, c2, a, q);
        const int hi = first_lower ? line_id(n, cells, c2, a, q) : line_id(n, cells, c1, a, p);
        separated.push_back(cut_le(lo, hi, std::max(p[a], q[a])));
      }
      f.clause(separated);
    }
  }
}

// The grid model as CNF: line prefix sets, box lengths read off them, and pairwise disjointness.
Encoding encode(const Lengths& L, Cnf& f) {
  const int truth = f.fresh();
  f.clause({truth});
  const std::vector<LineVars> lines = encode_lines(L, truth, f);
  Encoding e;
  e.n = L.n;
  e.cells = cell_count(L.n);
  encode_box_lengths(lines, e, f);
  encode_overlaps(lines, e.n, e.cells, f);
  return e;
}

void add_invariance(const Encoding& e, const std::vector<Symmetry>& invariant, Cnf& f) {
  // One implication per generator and cell suffices: the images form cycles, so the implications
  // around each cycle make every orbit's orientations equal.
  for (const Symmetry& g : invariant)
    for (int c = 0; c < e.cells; ++c) {
      const auto x = cell_coords(e.n, c);
      std::array<int, kMaxDim> y{};
      for (int d = 0; d < e.n; ++d) y[g.perm[d]] = g.flip[d] ? e.n - 1 - x[d] : x[d];
      const int image = cell_index(e.n, y);
      for (int a = 0; a < e.n; ++a)
        for (int k = 0; k < e.n; ++k) f.clause({-e.ln[c][a][k], e.ln[image][g.perm[a]][k]});
    }
}

void fix_cell0(const Encoding& e, Cnf& f) {
  for (int a = 0; a < e.n; ++a) f.clause({e.ln[0][a][orientations(e.n).perm[0][a]]});
}

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

// Some cell differs from the grid: one clause of its negated box-length literals.
void exclude_grid(const Encoding& e, const Grid& g, Cnf& f) {
  const auto& T = orientations(e.n);
  std::vector<int> block;
  for (int c = 0; c < e.cells; ++c)
    for (int a = 0; a < e.n; ++a) block.push_back(-e.ln[c][a][T.perm[g.cell[c]][a]]);
  f.clause(block);
}

void exclude_orbit(const Encoding& e, const Grid& g, Cnf& f) {
  for (const Grid& image : orbit_images(g)) exclude_grid(e, image, f);
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
  Cnf f(solver);
  const Encoding e = encode(lengths, f);
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
  int variables = 0;
  uint64_t clauses = 0;
};

CubeSolver::CubeSolver(const Lengths& lengths, const std::vector<Symmetry>& invariant)
    : formula_(std::make_unique<Formula>()) {
  formula_->lengths = lengths;
  configure(formula_->base, CdclOptions{});
  Cnf f(formula_->base);
  formula_->e = encode(lengths, f);
  if (invariant.empty()) fix_cell0(formula_->e, f);
  add_invariance(formula_->e, invariant, f);
  formula_->variables = f.vars();
  formula_->clauses = f.clauses();
}

CubeSolver::~CubeSolver() = default;
int CubeSolver::variables() const { return formula_->variables; }

void CubeSolver::fresh_copy() {
  formula_->batch = std::make_unique<CaDiCaL::Solver>();
  formula_->base.copy(*formula_->batch);
}
uint64_t CubeSolver::clauses() const { return formula_->clauses; }

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
  Cnf f(solver);
  const Encoding e = encode(lengths, f);
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
int CubeSolver::variables() const { return 0; }
uint64_t CubeSolver::clauses() const { return 0; }

}  // namespace cw::hoffman

#endif  // CUBEWORKS_HAVE_CDCL
