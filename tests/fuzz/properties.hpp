// Checks shared by the fuzz targets: a failed property traps (libFuzzer and the standalone
// driver both report it); an error message for bad input must be one printable line.
#pragma once
#include <string_view>

#define FUZZ_REQUIRE(cond) \
  do {                     \
    if (!(cond)) __builtin_trap(); \
  } while (0)

namespace cw::fuzz {

// Non-empty, no control characters (so no second line), at most a few hundred bytes.
inline bool one_line(std::string_view message) {
  if (message.empty() || message.size() > 400) return false;
  for (unsigned char ch : message)
    if (ch < 0x20 || ch == 0x7f) return false;
  return true;
}

}  // namespace cw::fuzz
