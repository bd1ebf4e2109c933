#include "stack/sat.hpp"

#ifdef CUBEWORKS_HAVE_CDCL
#include <cadical.hpp>
#endif

#include <climits>
#include <vector>

namespace cw::stack {

#ifdef CUBEWORKS_HAVE_CDCL

namespace {

int var(int cube, int pair, int side) { return 1 + (cube * kPairs + pair) * 2 + side; }

struct Contributor {
  int lit, weight;
};

void clause(CaDiCaL::Solver& s, std::initializer_list<int> lits) {
  for (int l : lits) s.add(l);
  s.add(0);
}

void encode(const Column& column, CaDiCaL::Solver& s) {
  const int n = column.size();
  for (int i = 0; i < n; ++i) {
    for (int side = 0; side < 2; ++side) {
      clause(s, {var(i, 0, side), var(i, 1, side), var(i, 2, side)});
      for (int p = 0; p < kPairs; ++p)
        for (int q = p + 1; q < kPairs; ++q) clause(s, {-var(i, p, side), -var(i, q, side)});
    }
    for (int p = 0; p < kPairs; ++p) clause(s, {-var(i, p, 0), -var(i, p, 1)});
  }
  const bool exact = column.colours() == n;
  for (int v = 0; v < column.colours(); ++v)
    for (int side = 0; side < 2; ++side) {
      std::vector<Contributor> c;
      for (int i = 0; i < n; ++i)
        for (int p = 0; p < kPairs; ++p) {
          const int w = (column.cubes[i][2 * p] == v) + (column.cubes[i][2 * p + 1] == v);
          if (w) c.push_back({var(i, p, side), w});
        }
      const size_t k = c.size();
      for (size_t a = 0; a < k; ++a)
        for (size_t b = a + 1; b < k; ++b) {
          if (c[a].weight + c[b].weight >= 3) clause(s, {-c[a].lit, -c[b].lit});
          if (c[a].weight + c[b].weight == 2)
            for (size_t d = b + 1; d < k; ++d)
              if (c[d].weight == 1) clause(s, {-c[a].lit, -c[b].lit, -c[d].lit});
        }
      if (!exact) continue;
      for (const Contributor& x : c) s.add(x.lit);
      s.add(0);
      for (size_t a = 0; a < k; ++a) {
        if (c[a].weight != 1) continue;
        s.add(-c[a].lit);
        for (size_t b = 0; b < k; ++b)
          if (b != a) s.add(c[b].lit);
        s.add(0);
      }
    }
}

}  // namespace

bool sat_available() { return true; }

Decision decide_sat(const Column& column, uint64_t conflicts) {
  Decision d;
  CaDiCaL::Solver s;
  s.set("quiet", 1);
  encode(column, s);
  s.limit("conflicts", conflicts > INT_MAX ? INT_MAX : static_cast<int>(conflicts));
  const int result = s.solve();
  d.decided = result != 0;
  d.solvable = result == 10;
  if (d.solvable) {
    std::vector<Option> chosen;
    for (int i = 0; i < column.size(); ++i) {
      Option o{};
      for (int p = 0; p < kPairs; ++p) {
        if (s.val(var(i, p, 0)) > 0) o.fb = pair_edge(column.cubes[i], p);
        if (s.val(var(i, p, 1)) > 0) o.lr = pair_edge(column.cubes[i], p);
      }
      chosen.push_back(o);
    }
    d.solution = orient(column, chosen);
  }
  return d;
}

#else

bool sat_available() { return false; }

Decision decide_sat(const Column&, uint64_t) {
  Decision d;
  d.decided = false;
  return d;
}

#endif

}  // namespace cw::stack
