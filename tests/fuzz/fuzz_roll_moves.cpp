// Fuzz target: move strings replayed by the checker from the classic start; the checker and
// apply_move must agree on legal strings and reject the rest with a reason.
#include <cstdint>
#include <string>

#include "properties.hpp"
#include "rolling/replay.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string moves(reinterpret_cast<const char*>(data), size);
  const auto start = cw::rolling::classic_start();
  std::string why;
  const auto end = cw::rolling::replay(start, moves, &why);
  cw::rolling::State s = start;
  bool legal = true;
  for (char c : moves) {
    auto d = cw::rolling::parse_direction(c);
    if (!d || !cw::rolling::apply_move(s, *d)) {
      legal = false;
      break;
    }
  }
  if (legal != end.has_value()) __builtin_trap();
  if (legal && !(*end == s)) __builtin_trap();
  if (!legal && !cw::fuzz::one_line(why)) __builtin_trap();
  return 0;
}
