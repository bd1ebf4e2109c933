// Fuzz target: Hoffman grid strings ("[LENGTHS;]GRID"). A grid that parses prints back by
// grid_text to itself; check_grid never crashes, is consistent, symmetric, and agrees with search.
#include <cstdint>
#include <set>
#include <string>

#include "core/error.hpp"
#include "hoffman/model.hpp"
#include "hoffman/search.hpp"
#include "hoffman/symmetry.hpp"
#include "properties.hpp"

namespace {
using namespace cw::hoffman;

// Canonical forms of every real packing (Full) and of every real-or-pseudo grid (Local) of the
// default lengths, by the search engine: an independent verdict for 2D and 3D grids.
struct Known {
  std::set<Grid> real, local;
};
const Known& known(int n) {
  static const auto tables = [] {
    std::array<Known, kMaxDim + 1> t;
    for (int k = 2; k <= 3; ++k) {
      for (const Grid& g : fast_search(default_lengths(k), Pruning::Full)) t[k].real.insert(canonical_form(g));
      for (const Grid& g : fast_search(default_lengths(k), Pruning::Local)) t[k].local.insert(canonical_form(g));
    }
    return t;
  }();
  return tables[n];
}

void check_consistent(const Grid& g, const Lengths& L, const CheckResult& r) {
  FUZZ_REQUIRE(r.valid() == (r.lines_ok && r.contained && !r.overlap));
  FUZZ_REQUIRE(!(r.valid() && r.pseudo()));
  FUZZ_REQUIRE(r.overlap.has_value() == (r.overlapping_pairs > 0));
  if (r.overlap) FUZZ_REQUIRE(r.overlap->first < r.overlap->second && r.overlap->second < g.cells());
  if (r.lines_ok) FUZZ_REQUIRE(r.contained && r.line_problem.empty());  // every line sums to the side
  if (!r.lines_ok) FUZZ_REQUIRE(!r.line_problem.empty());
  FUZZ_REQUIRE(is_valid_packing(g, L) == r.valid());
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size), lengths;
  if (const auto semi = text.find(';'); semi != std::string::npos) {
    lengths = text.substr(0, semi);
    text = text.substr(semi + 1);
  }
  Grid g;
  try {
    g = parse_grid(text);
  } catch (const cw::InputError& e) {
    FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
    return 0;
  }
  const int n = g.n;
  FUZZ_REQUIRE(n >= kMinDim && n <= kMaxDim);
  for (int c = 0; c < g.cells(); ++c) FUZZ_REQUIRE(g.cell[c] < orientations(n).count);
  const std::string printed = grid_text(g);
  FUZZ_REQUIRE(parse_grid(printed) == g && grid_text(parse_grid(printed)) == printed);
  FUZZ_REQUIRE(dual(dual(g)) == g);

  const Lengths D = default_lengths(n);
  const CheckResult r = check_grid(g, D);
  check_consistent(g, D, r);
  // Symmetries map packings to packings and pseudo-solutions to pseudo-solutions.
  const SymmetryGroup& G = symmetry_group(n);
  for (int k = 0; k < 3; ++k) {
    const int s = static_cast<int>((size * 7919 + k * 104729) % G.size());
    const CheckResult q = check_grid(G.apply(s, g), D);
    FUZZ_REQUIRE(q.valid() == r.valid() && q.pseudo() == r.pseudo() && q.lines_ok == r.lines_ok);
  }
  if (n <= 3) {  // the exact checker and the search engine agree
    const Grid c = canonical_form(g);
    FUZZ_REQUIRE(r.valid() == (known(n).real.count(c) > 0));
    FUZZ_REQUIRE((r.valid() || r.pseudo()) == (known(n).local.count(c) > 0));
    // Valid grids do not depend on the lengths chosen within the side condition (docs/model.md).
    const Lengths other = parse_lengths(n == 2 ? "100,173" : "100,101,198", n);
    FUZZ_REQUIRE(check_grid(g, other).valid() == r.valid());
  }
  if (!lengths.empty()) {  // any lengths the model accepts, side condition or not: no crash
    try {
      const Lengths L = parse_lengths(lengths, n);
      validate_lengths(L, true);
      check_consistent(g, L, check_grid(g, L));
    } catch (const cw::InputError& e) {
      FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
    }
  }
  return 0;
}
