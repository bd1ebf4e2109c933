// Crash-safe file writes: temp file in the same folder, fsync, rename over the target.
// A reader sees either the old complete file or the new complete file, never a torn one; a write
// that fails leaves the old file (or none) and no temporary file behind.
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace cw {

// Throws FileError naming `path` (never the temporary file) and the system's reason on any
// failure, after removing the temporary file. A path that names a device or a pipe
// (/dev/stdout, /dev/full) is written in place, since renaming over it would replace it.
void write_file_atomic(const std::string& path, std::string_view bytes);
// The same for a file written piece by piece (too large to hold as one string): appends go to the
// temp file through a buffer; commit() syncs and renames it over the target; destroyed without
// commit() (an error, Ctrl-C), the temp file is removed and the target left as it was.
class AtomicFileWriter {
 public:
  explicit AtomicFileWriter(std::string path);  // throws FileError (naming path) when the temp file cannot be made
  ~AtomicFileWriter();
  AtomicFileWriter(const AtomicFileWriter&) = delete;
  AtomicFileWriter& operator=(const AtomicFileWriter&) = delete;
  void append(std::string_view bytes);
  void commit();

 private:
  std::string path_, tmp_, buffer_;
  int fd_ = -1;
  void flush();
};
// Throws InputError when the file cannot be read.
std::string read_file(const std::string& path);
// Creates the folder and its parents; throws FileError on failure.
void make_directories(const std::string& path);
// The folder files named PREFIX... go to ("." for a bare name).
std::string folder_of(const std::string& prefix);

// Why a file cannot be written where the user named it: the system's reason (errno) and one
// sentence naming the path as given.
struct PathProblem {
  int error_number;
  std::string message;
};
// Why no file `path` (or PATH..., for a prefix) can be created: an empty path, a folder, no such
// folder, no write permission, a read-only file system; nullopt when one can. Leaves nothing
// behind: the folder is probed with an unnamed file (O_TMPFILE) where the system has them.
std::optional<PathProblem> unwritable_location(const std::string& path);
// The same for a folder that will be created (with its parents) and filled with files.
std::optional<PathProblem> unwritable_folder(const std::string& path);
// Long jobs call this before any work, so that a checkpoint that could never be saved is
// refused at once rather than after the first hour: throws InputError with unwritable_location's
// sentence.
void require_writable_location(const std::string& path);

}  // namespace cw
