// Fuzz target: board sizes "RxC". Accepted boards have 2 <= R, C and at most 64 cells.
#include <cstdint>
#include <string>

#include "core/error.hpp"
#include "properties.hpp"
#include "rolling/board.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const cw::rolling::Board b = cw::rolling::parse_board(text);
    if (b.rows < 2 || b.cols < 2 || b.cells() > 64) __builtin_trap();
    if (cw::rolling::parse_board(cw::rolling::format_board(b)) != b) __builtin_trap();
  } catch (const cw::InputError& e) {
    FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
  }
  return 0;
}
