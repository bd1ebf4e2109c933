// Error kinds shared by every engine: the CLI maps InputError to exit 2, RunError to exit 1.
#pragma once
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cw {

// Bad usage or bad input (a malformed state, an unknown name, impossible dimensions).
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A failure while running (out of memory budget, I/O error, corrupted checkpoint).
struct RunError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A long job stopped by Ctrl-C after saving its checkpoint.
struct Interrupted : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// User text quoted in a message: control characters as \xNN and text past `max` bytes cut to
// "...", so that every error stays one readable line whatever was typed or read.
std::string printable(std::string_view text, size_t max = 60);

}  // namespace cw
