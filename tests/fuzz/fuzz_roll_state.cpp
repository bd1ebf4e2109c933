// Fuzz target: rolling state strings. A string parse_state accepts must print back unchanged
// and rank/unrank to itself; anything else must raise InputError, nothing may crash.
#include <cstdint>
#include <string>

#include "core/error.hpp"
#include "properties.hpp"
#include "rolling/board.hpp"
#include "rolling/layout.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const cw::rolling::State s = cw::rolling::parse_state(text);
    if (cw::rolling::format_state(s) != text) __builtin_trap();
    if (s.board.cells() <= cw::rolling::kMaxCells) {
      const cw::rolling::Layout L(s.board);
      if (!(L.unrank(L.rank(s)) == s)) __builtin_trap();
    }
  } catch (const cw::InputError& e) {
    FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
  }
  return 0;
}
