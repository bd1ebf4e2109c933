#include "stack/refute.hpp"

#include <algorithm>

#include "stack/sat.hpp"

namespace cw::stack {

namespace {

constexpr uint8_t kAll = 0b111;

// A pair holding a colour, with its weight there (2 for a loop).
struct Holder {
  int pair;  // 3 * cube + pair
  int weight;
};

struct ColourHolders {
  int n = 0, colours = 0;
  std::vector<int> faces;
  std::vector<std::vector<Holder>> holders;           // per colour
  std::vector<std::array<Need, kClasses>> need;       // per colour
  std::vector<std::array<int, 2>> colours_of;         // per pair: its colours (equal for a loop)
};

ColourHolders model_of(const Column& column) {
  ColourHolders m;
  m.n = column.size(), m.colours = column.colours();
  m.faces = faces_per_colour(column);
  m.holders.resize(m.colours);
  m.need.resize(m.colours);
  for (int v = 0; v < m.colours; ++v)
    for (int s = 0; s < kClasses; ++s) m.need[v][s] = class_need(column, m.faces, v, s);
  for (int i = 0; i < m.n; ++i)
    for (int p = 0; p < kPairs; ++p) {
      const Edge e = pair_edge(column.cubes[i], p);
      m.colours_of.push_back({e.a, e.b});
      if (e.loop()) {
        m.holders[e.a].push_back({3 * i + p, 2});
      } else {
        m.holders[e.a].push_back({3 * i + p, 1});
        m.holders[e.b].push_back({3 * i + p, 1});
      }
    }
  return m;
}

// The classes a permutation of a cube's three pairs gives them: kPerms[k][pair].
constexpr uint8_t kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

// One sweep over every constraint; false on a wipe-out. `changed` is set when a domain shrank.
bool sweep(const ColourHolders& m, Domains& d, bool& changed) {
  for (int i = 0; i < m.n; ++i) {
    uint8_t allowed[3] = {0, 0, 0};
    for (const auto& perm : kPerms) {
      bool fits = true;
      for (int p = 0; p < kPairs; ++p) fits = fits && ((d[3 * i + p] >> perm[p]) & 1);
      if (!fits) continue;
      for (int p = 0; p < kPairs; ++p) allowed[p] |= uint8_t(1u << perm[p]);
    }
    for (int p = 0; p < kPairs; ++p) {
      if (!allowed[p]) return false;
      if (allowed[p] != d[3 * i + p]) d[3 * i + p] = allowed[p], changed = true;
    }
  }
  for (int v = 0; v < m.colours; ++v)
    for (int s = 0; s < kClasses; ++s) {
      const uint8_t bit = uint8_t(1u << s);
      int lo = 0, hi = 0;
      for (const Holder& h : m.holders[v]) {
        if (d[h.pair] == bit) lo += h.weight;
        if (d[h.pair] & bit) hi += h.weight;
      }
      const Need need = m.need[v][s];
      if (lo > need.hi || hi < need.lo) return false;
      for (const Holder& h : m.holders[v]) {
        uint8_t& dom = d[h.pair];
        if (!(dom & bit) || dom == bit) continue;
        // Taking s would overshoot; not taking it would leave the rest short.
        if (lo + h.weight > need.hi) {
          dom &= uint8_t(~bit), changed = true, hi -= h.weight;
        } else if (hi - h.weight < need.lo) {
          dom = bit, changed = true, lo += h.weight;
        }
        if (!dom) return false;
      }
    }
  return true;
}

bool propagate(const ColourHolders& m, Domains& d) {
  for (bool changed = true; changed;) {
    changed = false;
    if (!sweep(m, d, changed)) return false;
  }
  return true;
}

// A bit row over GF(2) for Gaussian elimination: the variables, then the right-hand side.
using Row = std::vector<uint64_t>;

}  // namespace

std::vector<int> faces_per_colour(const Column& column) {
  std::vector<int> faces(column.colours(), 0);
  for (const Cube& c : column.cubes)
    for (Colour f : c) ++faces[f];
  return faces;
}

Need class_need(const Column& column, const std::vector<int>& faces, int colour, int cls) {
  const bool exact = column.colours() == column.size();
  const int f = faces[colour];
  if (cls < 2) return exact ? Need{2, 2} : Need{0, 2};
  return exact ? Need{f - 4, f - 4} : Need{std::max(0, f - 4), f};
}

bool classes_alike(const Column& column) {
  if (column.colours() != column.size()) return false;
  for (int f : faces_per_colour(column))
    if (f != 6) return false;
  return true;
}

const char* proof_name(Proof p) {
  switch (p) {
    case Proof::None: return "none";
    case Proof::TooFewColours: return "too_few_colours";
    case Proof::RareColour: return "rare_colour";
    case Proof::NoHiddenPair: return "no_hidden_pair";
    case Proof::Propagation: return "propagation";
    case Proof::Probing: return "probing";
    case Proof::Parity: return "parity";
  }
  return "?";
}

const char* stage_name(Stage s) {
  switch (s) {
    case Stage::Counting: return "counting";
    case Stage::Propagation: return "propagation";
    case Stage::Probing: return "probing";
    case Stage::Parity: return "parity";
    case Stage::Sat: return "sat";
    case Stage::Undecided: return "undecided";
  }
  return "?";
}

Refutation refute_counting(const Column& column) {
  Refutation r;
  const int n = column.size();
  if (column.colours() < n) {
    r.proof = Proof::TooFewColours;
    return r;
  }
  if (column.colours() != n) return r;
  const std::vector<int> faces = faces_per_colour(column);
  for (int v = 0; v < column.colours(); ++v)
    if (faces[v] < 4) {
      r.proof = Proof::RareColour, r.colour = v;
      return r;
    }
  for (int i = 0; i < n; ++i) {
    bool hideable = false;
    for (int p = 0; p < kPairs && !hideable; ++p) {
      const Edge e = pair_edge(column.cubes[i], p);
      hideable = e.loop() ? faces[e.a] - 4 >= 2 : faces[e.a] > 4 && faces[e.b] > 4;
    }
    if (!hideable) {
      r.proof = Proof::NoHiddenPair, r.cube = i;
      return r;
    }
  }
  return r;
}

Refutation refute_propagation(const Column& column, bool probe) {
  Refutation r;
  const ColourHolders m = model_of(column);
  Domains d(3 * static_cast<size_t>(m.n), kAll);
  if (!propagate(m, d)) {
    r.proof = Proof::Propagation;
    return r;
  }
  for (bool changed = probe; changed;) {
    changed = false;
    for (size_t x = 0; x < d.size(); ++x) {
      if (__builtin_popcount(d[x]) < 2) continue;
      for (int s = 0; s < kClasses; ++s) {
        if (!((d[x] >> s) & 1)) continue;
        Domains trial = d;
        trial[x] = uint8_t(1u << s);
        if (propagate(m, trial)) continue;
        d[x] &= uint8_t(~(1u << s));
        changed = true;
        if (!d[x] || !propagate(m, d)) {
          r.proof = Proof::Probing, r.cube = static_cast<int>(x / 3);
          return r;
        }
      }
    }
  }
  r.domains = std::move(d);
  return r;
}

Refutation refute_parity(const Column& column, const Domains& domains) {
  Refutation r;
  const int n = column.size();
  if (column.colours() != n) return r;
  const ColourHolders m = model_of(column);
  const int vars = 9 * n, words = vars / 64 + 1;
  const auto var = [](int pair, int s) { return 3 * pair + s; };
  std::vector<Row> rows;
  const auto add = [&](const std::vector<int>& xs, int rhs) {
    Row row(words, 0);
    for (int x : xs)
      if ((domains[x / 3] >> (x % 3)) & 1) row[x >> 6] ^= uint64_t{1} << (x & 63);
    if (rhs & 1) row[vars >> 6] ^= uint64_t{1} << (vars & 63);
    rows.push_back(std::move(row));
  };
  for (int x = 0; x < 3 * n; ++x) add({var(x, 0), var(x, 1), var(x, 2)}, 1);
  for (int i = 0; i < n; ++i)
    for (int s = 0; s < kClasses; ++s) add({var(3 * i, s), var(3 * i + 1, s), var(3 * i + 2, s)}, 1);
  for (int v = 0; v < m.colours; ++v)
    for (int s = 0; s < kClasses; ++s) {
      std::vector<int> xs;
      for (const Holder& h : m.holders[v])
        if (h.weight == 1) xs.push_back(var(h.pair, s));
      add(xs, m.need[v][s].lo);
    }
  // Elimination: a row left with only its right-hand side set reads 0 = 1.
  size_t rank = 0;
  for (int col = 0; col < vars && rank < rows.size(); ++col) {
    const uint64_t bit = uint64_t{1} << (col & 63);
    size_t pivot = rank;
    while (pivot < rows.size() && !(rows[pivot][col >> 6] & bit)) ++pivot;
    if (pivot == rows.size()) continue;
    std::swap(rows[rank], rows[pivot]);
    for (size_t k = 0; k < rows.size(); ++k)
      if (k != rank && (rows[k][col >> 6] & bit))
        for (int w = 0; w < words; ++w) rows[k][w] ^= rows[rank][w];
    ++rank;
  }
  const uint64_t rhs = uint64_t{1} << (vars & 63);
  for (size_t k = rank; k < rows.size(); ++k)
    if (rows[k][vars >> 6] & rhs) {
      r.proof = Proof::Parity;
      return r;
    }
  return r;
}

StagedDecision decide_staged(const Column& column, uint64_t conflicts) {
  StagedDecision out;
  const auto refuted = [&](Stage stage, Proof proof) {
    out.stage = stage, out.proof = proof;
    out.decision.decided = true, out.decision.solvable = false;
    return out;
  };
  const Refutation counted = refute_counting(column);
  if (counted.refuted()) return refuted(Stage::Counting, counted.proof);
  const Refutation propagated = refute_propagation(column, false);
  if (propagated.refuted()) return refuted(Stage::Propagation, propagated.proof);
  const Refutation probed = refute_propagation(column, true);
  if (probed.refuted()) return refuted(Stage::Probing, probed.proof);
  const Refutation parity = refute_parity(column, probed.domains);
  if (parity.refuted()) return refuted(Stage::Parity, parity.proof);
  out.decision = decide_sat(column, conflicts, SatEncoding::ThreeClass, &probed.domains);
  out.stage = out.decision.decided ? Stage::Sat : Stage::Undecided;
  return out;
}

}  // namespace cw::stack
