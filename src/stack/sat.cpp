#include "stack/sat.hpp"

#ifdef CUBEWORKS_HAVE_CDCL
#include <cadical.hpp>
#endif

#include <climits>

#include "core/interrupt.hpp"
#include <functional>
#include <vector>

#include "stack/refute.hpp"

namespace cw::stack {

#ifdef CUBEWORKS_HAVE_CDCL

namespace {

// Ctrl-C stops the solver: the column is then undecided.
struct StopOnInterrupt : CaDiCaL::Terminator {
  bool terminate() override { return interrupted(); }
};

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

int var3(int cube, int pair, int cls) { return 1 + (cube * kPairs + pair) * kClasses + cls; }

// lo <= sum of weight(x) over true literals x <= hi, as clauses on the minimal sets that break it:
// every set of weight above hi has a false literal (only sets whose every proper subset fits), and
// the literals outside every maximal set of weight below lo have a true one.
void weighted_bounds(CaDiCaL::Solver& s, const std::vector<Contributor>& c, int lo, int hi) {
  const int k = static_cast<int>(c.size());
  std::vector<int> chosen;
  std::function<void(int, int)> over = [&](int from, int weight) {
    for (int j = from; j < k; ++j) {
      chosen.push_back(j);
      const int w = weight + c[j].weight;
      if (w > hi) {
        bool minimal = true;
        for (int t : chosen) minimal = minimal && w - c[t].weight <= hi;
        if (minimal) {
          for (int t : chosen) s.add(-c[t].lit);
          s.add(0);
        }
      } else {
        over(j + 1, w);
      }
      chosen.pop_back();
    }
  };
  over(0, 0);
  if (lo <= 0) return;
  std::vector<char> in(k, 0);
  std::function<void(int, int)> under = [&](int from, int weight) {
    bool maximal = true;
    for (int j = 0; j < k && maximal; ++j) maximal = in[j] || weight + c[j].weight >= lo;
    if (maximal) {
      for (int j = 0; j < k; ++j)
        if (!in[j]) s.add(c[j].lit);
      s.add(0);
    }
    for (int j = from; j < k; ++j)
      if (weight + c[j].weight < lo) {
        in[j] = 1;
        under(j + 1, weight + c[j].weight);
        in[j] = 0;
      }
  };
  under(0, 0);
}

void encode_three_class(const Column& column, CaDiCaL::Solver& s, const std::vector<uint8_t>* domains) {
  const int n = column.size();
  for (int i = 0; i < n; ++i) {
    for (int p = 0; p < kPairs; ++p) {
      clause(s, {var3(i, p, 0), var3(i, p, 1), var3(i, p, 2)});
      for (int a = 0; a < kClasses; ++a)
        for (int b = a + 1; b < kClasses; ++b) clause(s, {-var3(i, p, a), -var3(i, p, b)});
    }
    for (int c = 0; c < kClasses; ++c) {
      clause(s, {var3(i, 0, c), var3(i, 1, c), var3(i, 2, c)});
      for (int p = 0; p < kPairs; ++p)
        for (int q = p + 1; q < kPairs; ++q) clause(s, {-var3(i, p, c), -var3(i, q, c)});
    }
  }
  const std::vector<int> faces = faces_per_colour(column);
  for (int v = 0; v < column.colours(); ++v) {
    std::vector<Contributor> holders;
    for (int i = 0; i < n; ++i)
      for (int p = 0; p < kPairs; ++p) {
        const int w = (column.cubes[i][2 * p] == v) + (column.cubes[i][2 * p + 1] == v);
        if (w) holders.push_back({var3(i, p, 0), w});
      }
    for (int c = 0; c < 2; ++c) {
      std::vector<Contributor> lits = holders;
      for (Contributor& h : lits) h.lit += c;
      const Need need = class_need(column, faces, v, c);
      weighted_bounds(s, lits, need.lo, need.hi);
    }
    // Hidden between lo and hi: shown (not hidden) between f - hi and f - lo, bounds of 4 or less.
    std::vector<Contributor> shown = holders;
    for (Contributor& h : shown) h.lit = -(h.lit + 2);
    const Need hidden = class_need(column, faces, v, 2);
    weighted_bounds(s, shown, faces[v] - hidden.hi, faces[v] - hidden.lo);
  }
  if (n > 0 && classes_alike(column)) {
    for (int p = 0; p < kPairs; ++p) clause(s, {var3(0, p, p)});
  } else if (n > 0) {
    for (int p = 0; p < kPairs; ++p)
      for (int q = 0; q < p; ++q) clause(s, {-var3(0, p, 0), -var3(0, q, 1)});
  }
  if (domains)
    for (int i = 0; i < n; ++i)
      for (int p = 0; p < kPairs; ++p)
        for (int c = 0; c < kClasses; ++c)
          if (!(((*domains)[3 * i + p] >> c) & 1)) clause(s, {-var3(i, p, c)});
}

}  // namespace

bool sat_available() { return true; }

Decision decide_sat(const Column& column, uint64_t conflicts, SatEncoding encoding, const std::vector<uint8_t>* domains) {
  Decision d;
  CaDiCaL::Solver s;
  s.set("quiet", 1);
  const bool three = encoding == SatEncoding::ThreeClass;
  if (three) encode_three_class(column, s, domains);
  else encode(column, s);
  s.limit("conflicts", conflicts > INT_MAX ? INT_MAX : static_cast<int>(conflicts));
  StopOnInterrupt stop;
  s.connect_terminator(&stop);
  const int result = s.solve();
  s.disconnect_terminator();
  d.decided = result != 0;
  d.solvable = result == 10;
  if (d.solvable) {
    std::vector<Option> chosen;
    for (int i = 0; i < column.size(); ++i) {
      Option o{};
      for (int p = 0; p < kPairs; ++p) {
        if (s.val(three ? var3(i, p, 0) : var(i, p, 0)) > 0) o.fb = pair_edge(column.cubes[i], p);
        if (s.val(three ? var3(i, p, 1) : var(i, p, 1)) > 0) o.lr = pair_edge(column.cubes[i], p);
      }
      chosen.push_back(o);
    }
    d.solution = orient(column, chosen);
  }
  return d;
}

#else

bool sat_available() { return false; }

Decision decide_sat(const Column&, uint64_t, SatEncoding, const std::vector<uint8_t>*) {
  Decision d;
  d.decided = false;
  return d;
}

#endif

}  // namespace cw::stack
