// Fuzz target: Hoffman lengths "a,b,c" for dimensions 2..4. What parses prints back to itself;
// validate_lengths agrees with the rules written out here; valid lengths admit the known packings.
#include <cstdint>
#include <string>

#include "core/error.hpp"
#include "hoffman/construct.hpp"
#include "hoffman/model.hpp"
#include "properties.hpp"

namespace {
using namespace cw::hoffman;

bool accepted(const Lengths& L, bool allow_side_violation) {
  try {
    validate_lengths(L, allow_side_violation);
    return true;
  } catch (const cw::InputError& e) {
    FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
    return false;
  }
}

// A 3D packing for 10,11,12 (search --first): valid for every triple meeting the side condition.
const Grid& packing_3d() {
  static const Grid g = parse_grid("024,135,251/152,240,513/315,521,402");
  return g;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (int dim = kMinDim; dim <= kMaxDim; ++dim) {
    Lengths L;
    try {
      L = parse_lengths(text, dim);
    } catch (const cw::InputError& e) {
      FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
      continue;
    }
    FUZZ_REQUIRE(L.n == dim);
    FUZZ_REQUIRE(parse_lengths(L.str(), dim) == L);
    // The rules, independently: positive, at most kMaxLength, increasing; (n+1)a > sum.
    bool rules = true;
    __extension__ typedef __int128 Wide;  // GCC's 128-bit integer: sums cannot overflow
    Wide sum = 0;
    for (int i = 0; i < dim; ++i) {
      rules = rules && L.l[i] > 0 && L.l[i] <= kMaxLength && (i == 0 || L.l[i - 1] < L.l[i]);
      sum += L.l[i];
    }
    const bool side = static_cast<Wide>(dim + 1) * L.l[0] > sum;
    const bool loose = accepted(L, true), strict = accepted(L, false);
    FUZZ_REQUIRE(loose == rules);
    FUZZ_REQUIRE(strict == (rules && side));
    if (!loose) continue;
    FUZZ_REQUIRE(side_condition_failure(L).empty() == side);
    FUZZ_REQUIRE(L.side() == static_cast<int64_t>(sum));
    const auto coincidences = length_coincidences(L);
    if (!strict) continue;
    // Under the side condition 2D and 3D lengths have no coincidences, and the known packings fit.
    if (dim < 4) FUZZ_REQUIRE(coincidences.empty());
    if (dim == 2) FUZZ_REQUIRE(check_grid(pinwheel(), L).valid() && check_grid(pinwheel(true), L).valid());
    if (dim == 3) FUZZ_REQUIRE(check_grid(packing_3d(), L).valid());
    if (dim == 4) FUZZ_REQUIRE(check_grid(nested_construction_4d(), L).valid());
  }
  return 0;
}
