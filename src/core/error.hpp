// Error kinds shared by every engine: the CLI maps InputError to exit 2, RunError to exit 1.
#pragma once
#include <stdexcept>
#include <string>

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

}  // namespace cw
