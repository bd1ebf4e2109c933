// The grid model as CNF (docs/hoffman.md, "Algorithms"): a box's position is the prefix set of
// its lines and every overlap is a comparison of two line cuts. One encoder for every solver: the
// clauses go to a sink (CaDiCaL in cdcl.cpp, a plain list for grid_cnf and the model counter).
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "hoffman/model.hpp"

namespace cw::hoffman {

struct Symmetry;  // symmetry.hpp

// The grid model as plain CNF for any solver: DIMACS literals, each clause ended by 0, and a
// sampling set, variables whose values fix the grid (every other variable is either fixed by
// them or free only where nothing depends on it, so models projected on them are the grids):
// for each cell that is least in its orbit under the invariance, the box-length variables of
// the first n-1 axes and lengths (the last row and column of a permutation matrix follow).
struct GridCnf {
  int variables = 0;
  uint64_t clause_count = 0;
  std::vector<int> clauses;
  std::vector<int> sampling;
};
// invariant: only grids invariant under the group the symmetries generate; fix_cell0 (used only
// without an invariant): cell 0 takes the identity orientation.
GridCnf grid_cnf(const Lengths& lengths, const std::vector<Symmetry>& invariant, bool fix_cell0);

// For the solvers' own files (cdcl.cpp, approx_count.cpp):

class ClauseSink {
 public:
  virtual ~ClauseSink() = default;
  virtual void add(const int* lits, size_t count) = 0;
};

// Fresh variables and clauses, in DIMACS numbering (variables from 1, negated by sign).
class Cnf {
 public:
  explicit Cnf(ClauseSink& sink) : sink_(sink) {}
  int fresh() { return ++vars_; }
  void clause(std::initializer_list<int> lits) { add(lits.begin(), lits.size()); }
  void clause(const std::vector<int>& lits) { add(lits.data(), lits.size()); }
  void exactly_one(const std::vector<int>& lits) {
    clause(lits);
    for (size_t i = 0; i < lits.size(); ++i)
      for (size_t j = i + 1; j < lits.size(); ++j) clause({-lits[i], -lits[j]});
  }
  int vars() const { return vars_; }
  uint64_t clauses() const { return clauses_; }

 private:
  void add(const int* lits, size_t count) {
    sink_.add(lits, count);
    ++clauses_;
  }
  ClauseSink& sink_;
  int vars_ = 0;
  uint64_t clauses_ = 0;
};

// The variables of the encoding that name the grid: ln[cell][axis][k] is true when the box in
// the cell has the k-th length along the axis.
struct Encoding {
  int n = 0, cells = 0;
  std::vector<std::array<std::array<int, kMaxDim>, kMaxDim>> ln;  // [cell][axis][length]
};

// Line prefix sets, box lengths read off them, and pairwise disjointness.
Encoding encode_grid_model(const Lengths& lengths, Cnf& f);
// The box in each cell and in its image under each symmetry agree (one implication per
// generator and cell: around each cycle of images they make the whole orbit agree).
void add_invariance(const Encoding& e, const std::vector<Symmetry>& invariant, Cnf& f);
// Cell 0 takes the identity orientation.
void fix_cell0(const Encoding& e, Cnf& f);
// Some cell differs from the grid (one clause); from every image of it under the 2^n n! symmetries.
void exclude_grid(const Encoding& e, const Grid& g, Cnf& f);
void exclude_orbit(const Encoding& e, const Grid& g, Cnf& f);
// The least cell of each orbit of cells under the group the symmetries generate: in a grid
// invariant under them these cells fix the others.
std::vector<int> orbit_representatives(int n, const std::vector<Symmetry>& invariant);
// Some of these cells differs from the grid (one clause, over the first n-1 axes of each: a box's
// last length follows from the others). With the orbit representatives as `cells`, it excludes
// just the grid from a space of grids invariant under their symmetries: a clause a quarter the
// length of exclude_grid's in 4D, or less.
void exclude_grid_on(const Encoding& e, const Grid& g, const std::vector<int>& cells, Cnf& f);

}  // namespace cw::hoffman
