// Fuzz target: the text options of `hoffman search`: --shard i/N and --invariant PERM:FLIPS
// (dimensions 2..4). What parses prints back to itself and lies in range / in the symmetry group.
#include <cstdint>
#include <string>

#include "core/error.hpp"
#include "hoffman/count.hpp"
#include "hoffman/first.hpp"
#include "hoffman/symmetry.hpp"
#include "properties.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace cw::hoffman;
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const auto [i, n] = parse_shard(text);
    FUZZ_REQUIRE(0 <= i && i < n);
    FUZZ_REQUIRE(parse_shard(std::to_string(i) + "/" + std::to_string(n)) == std::make_pair(i, n));
  } catch (const cw::InputError& e) {
    FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
  }
  for (int dim = kMinDim; dim <= kMaxDim; ++dim) {
    try {
      const Symmetry y = parse_symmetry(text, dim);
      FUZZ_REQUIRE(y.n == dim);
      std::string back = ":";
      for (int d = 0; d < dim; ++d) {
        back.insert(d, 1, static_cast<char>('0' + y.perm[d]));
        back += y.flip[d] ? '1' : '0';
      }
      FUZZ_REQUIRE(back == text);
      bool member = false;  // one of the group's 2^n n! elements
      for (int s = 0; s < symmetry_group(dim).size(); ++s) member = member || symmetry_group(dim)[s] == y;
      FUZZ_REQUIRE(member);
    } catch (const cw::InputError& e) {
      FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
    }
  }
  return 0;
}
