#include "core/error.hpp"

#include <cstdio>

namespace cw {

std::string printable(std::string_view text, size_t max) {
  std::string out;
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char ch = static_cast<unsigned char>(text[i]);
    // Cut at `max`, but not inside a UTF-8 character (at most 3 continuation bytes follow a lead).
    if (i >= max && ((ch & 0xc0) != 0x80 || i >= max + 3)) return out + "...";
    if (ch < 0x20 || ch == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", ch);
      out += hex;
    } else {
      out += static_cast<char>(ch);
    }
  }
  return out;
}

}  // namespace cw
