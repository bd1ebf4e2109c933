// Error kinds shared by every engine: the CLI maps InputError to exit 2, RunError to exit 1.
#pragma once
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace cw {

// Bad usage or bad input (a malformed state, an unknown name, impossible dimensions).
struct InputError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// An InputError about one named input of a library call. The engines name no command-line
// options in their errors: `subject` is the parameter or options field that held the value
// (e.g. "goal", "max_all", "checkpoint"), so that a front end can say which of its own options
// carried it; what() is a full sentence without it.
struct ArgumentError : InputError {
  ArgumentError(std::string subject_name, const std::string& message)
      : InputError(message), subject(std::move(subject_name)) {}
  std::string subject;
};

// A failure while running (out of memory budget, I/O error, corrupted checkpoint).
struct RunError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A file the user named that cannot be written: the message names `path` as the user gave it
// (never a temporary file beside it); `error_number` is the system's reason (errno). Python
// raises OSError. While writing it is a run error (exit 1); refused before any work starts it is
// a PathArgumentError below.
struct FileError : RunError {
  FileError(std::string file, int error, const std::string& message)
      : RunError(message), path(std::move(file)), error_number(error) {}
  std::string path;
  int error_number;
};

// An output file refused before any work starts (no such folder, a folder, no permission): an
// error about the field that names it (exit 2), Python's OSError.
struct PathArgumentError : ArgumentError {
  PathArgumentError(std::string subject_name, std::string file, int error, const std::string& message)
      : ArgumentError(std::move(subject_name), message), path(std::move(file)), error_number(error) {}
  std::string path;
  int error_number;
};

// A long job stopped by Ctrl-C after saving its checkpoint.
struct Interrupted : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// User text quoted in a message: control characters as \xNN and text past `max` bytes cut to
// "...", so that every error stays one readable line whatever was typed or read.
std::string printable(std::string_view text, size_t max = 60);

}  // namespace cw
