// Crash-safe file writes: temp file in the same folder, fsync, rename over the target.
// A reader sees either the old complete file or the new complete file, never a torn one.
#pragma once
#include <string>
#include <string_view>

namespace cw {

// Throws RunError (with the path and the system's reason) on any failure.
void write_file_atomic(const std::string& path, std::string_view bytes);
// Throws InputError when the file cannot be read.
std::string read_file(const std::string& path);
// Throws InputError unless write_file_atomic (or a checkpoint) can create `path`: its folder
// exists and takes new files, and the path is no folder itself. Long jobs call it before any
// work, so a mistyped path fails at once rather than at the first save.
void require_writable_location(const std::string& path);
// Creates the folder and its parents; throws RunError on failure.
void make_directories(const std::string& path);

}  // namespace cw
