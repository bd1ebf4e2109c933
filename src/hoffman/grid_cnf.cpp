#include "hoffman/grid_cnf.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <map>
#include <tuple>

#include "hoffman/symmetry.hpp"

namespace cw::hoffman {
namespace {

// One line's prefix sets, order-encoded: in[t][k] = length k is among the first t on the line
// (t = 0 is empty, t = n is everything); ge[t][j] = the cut after t boxes lies at or beyond the
// j-th smallest t-subset sum. Cuts are what overlaps compare, so each comparison is one literal.
struct LineVars {
  std::array<std::array<int, kMaxDim>, kMaxDim + 1> in{};
  std::array<std::vector<int>, kMaxDim + 1> ge;  // ge[t][j] for j >= 1 (index 0 unused)
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

class ListSink : public ClauseSink {
 public:
  explicit ListSink(std::vector<int>& out) : out_(out) {}
  void add(const int* lits, size_t count) override {
    out_.insert(out_.end(), lits, lits + count);
    out_.push_back(0);
  }

 private:
  std::vector<int>& out_;
};

}  // namespace

// The grid model as CNF: line prefix sets, box lengths read off them, and pairwise disjointness.
Encoding encode_grid_model(const Lengths& L, Cnf& f) {
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

// Union-find over the symmetries' cell maps.
std::vector<int> orbit_representatives(int n, const std::vector<Symmetry>& invariant) {
  const int cells = cell_count(n);
  std::vector<int> parent(cells);
  for (int c = 0; c < cells; ++c) parent[c] = c;
  const auto root = [&](int c) {
    while (parent[c] != c) c = parent[c] = parent[parent[c]];
    return c;
  };
  for (const Symmetry& g : invariant)
    for (int c = 0; c < cells; ++c) {
      const auto x = cell_coords(n, c);
      std::array<int, kMaxDim> y{};
      for (int d = 0; d < n; ++d) y[g.perm[d]] = g.flip[d] ? n - 1 - x[d] : x[d];
      const int a = root(c), b = root(cell_index(n, y));
      parent[std::max(a, b)] = std::min(a, b);
    }
  std::vector<int> reps;
  for (int c = 0; c < cells; ++c)
    if (root(c) == c) reps.push_back(c);
  return reps;
}

void exclude_grid_on(const Encoding& e, const Grid& g, const std::vector<int>& cells, Cnf& f) {
  const auto& T = orientations(e.n);
  std::vector<int> block;
  for (int c : cells)
    for (int a = 0; a + 1 < e.n; ++a) block.push_back(-e.ln[c][a][T.perm[g.cell[c]][a]]);
  f.clause(block);
}

GridCnf grid_cnf(const Lengths& lengths, const std::vector<Symmetry>& invariant, bool fix_cell0_orientation) {
  GridCnf out;
  ListSink sink(out.clauses);
  Cnf f(sink);
  const Encoding e = encode_grid_model(lengths, f);
  if (fix_cell0_orientation && invariant.empty()) fix_cell0(e, f);
  add_invariance(e, invariant, f);
  for (int c : orbit_representatives(e.n, invariant))
    for (int a = 0; a + 1 < e.n; ++a)
      for (int k = 0; k + 1 < e.n; ++k) out.sampling.push_back(e.ln[c][a][k]);
  out.variables = f.vars();
  out.clause_count = f.clauses();
  return out;
}

}  // namespace cw::hoffman
