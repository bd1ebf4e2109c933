#include "core/atomic_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

#include <fmt/format.h>

#include "core/error.hpp"

namespace cw {
namespace {
constexpr size_t kPathMax = 4096;  // paths are quoted whole (PATH_MAX), control characters escaped

[[noreturn]] void fail(const std::string& path, int error) {
  throw FileError(path, error, fmt::format("cannot write '{}': {}", printable(path, kPathMax), std::strerror(error)));
}

// Writes all of `bytes` to fd; the errno of the failure, or 0.
int write_all(int fd, std::string_view bytes) {
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return errno;
    done += static_cast<size_t>(n);
  }
  return 0;
}

// A device or a pipe: written as it is (no temporary file can stand in for it).
bool is_special_file(const std::string& path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
}

void write_in_place(const std::string& path, std::string_view bytes) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) fail(path, errno);
  int error = write_all(fd, bytes);
  if (::close(fd) != 0 && error == 0) error = errno;
  if (error != 0) fail(path, error);
}

// The temporary file's contents, synced and closed; the errno of the failure, or 0.
int write_temporary(const std::string& tmp, std::string_view bytes) {
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return errno;
  int error = write_all(fd, bytes);
  if (error == 0 && ::fsync(fd) != 0) error = errno;
  if (::close(fd) != 0 && error == 0) error = errno;
  return error;
}

// Makes a rename into path's folder durable (best effort: a folder that cannot be opened is left).
void sync_folder_of(const std::string& path) {
  const int dfd = ::open(folder_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
}

std::optional<PathProblem> problem(int error, std::string message) { return PathProblem{error, std::move(message)}; }

// Whether a file can be created in `dir`: an unnamed file where the system has them (nothing
// to clean up if the process dies here), else a named probe removed at once.
std::optional<PathProblem> probe_folder(const std::string& dir, const std::string& shown) {
#ifdef O_TMPFILE
  int fd = ::open(dir.c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
#else
  int fd = -1;
  errno = EOPNOTSUPP;
#endif
  if (fd < 0 && (errno == EOPNOTSUPP || errno == EISDIR || errno == EINVAL)) {
    const std::string probe = (std::filesystem::path(dir) / fmt::format(".cubeworks-probe{}", ::getpid())).string();
    fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd >= 0) ::unlink(probe.c_str());
  }
  if (fd < 0) return problem(errno, fmt::format("cannot write '{}': {}", printable(shown, kPathMax), std::strerror(errno)));
  ::close(fd);
  return std::nullopt;
}
}  // namespace

void write_file_atomic(const std::string& path, std::string_view bytes) {
  if (is_special_file(path)) return write_in_place(path, bytes);
  const std::string tmp = path + ".tmp";
  int error = write_temporary(tmp, bytes);
  if (error == 0 && ::rename(tmp.c_str(), path.c_str()) != 0) error = errno;
  if (error != 0) {
    ::unlink(tmp.c_str());
    fail(path, error);
  }
  sync_folder_of(path);
}

namespace {
constexpr size_t kWriterBuffer = size_t{1} << 22;
}  // namespace

// Failures name the path the user gave, and the temporary file goes (the destructor, or here
// once the descriptor is closed).
AtomicFileWriter::AtomicFileWriter(std::string path) : path_(std::move(path)), tmp_(path_ + ".tmp") {
  fd_ = ::open(tmp_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd_ < 0) fail(path_, errno);
  buffer_.reserve(kWriterBuffer);
}

AtomicFileWriter::~AtomicFileWriter() {
  if (fd_ < 0) return;
  ::close(fd_);
  ::unlink(tmp_.c_str());
}

void AtomicFileWriter::flush() {
  if (const int error = write_all(fd_, buffer_); error != 0) fail(path_, error);
  buffer_.clear();
}

void AtomicFileWriter::append(std::string_view bytes) {
  buffer_.append(bytes);
  if (buffer_.size() >= kWriterBuffer) flush();
}

void AtomicFileWriter::commit() {
  flush();
  if (::fsync(fd_) != 0) fail(path_, errno);
  const int fd = fd_;
  fd_ = -1;
  int error = ::close(fd) != 0 ? errno : 0;
  if (error == 0 && ::rename(tmp_.c_str(), path_.c_str()) != 0) error = errno;
  if (error != 0) {
    ::unlink(tmp_.c_str());
    fail(path_, error);
  }
  sync_folder_of(path_);
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError("cannot read '" + path + "': " + std::strerror(errno));
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void make_directories(const std::string& path) {
  std::error_code ec;
  std::filesystem::create_directories(path, ec);
  if (ec) throw FileError(path, ec.value(), fmt::format("cannot create folder '{}': {}", printable(path, kPathMax), ec.message()));
}

std::string folder_of(const std::string& prefix) {
  const std::string dir = std::filesystem::path(prefix).parent_path().string();
  return dir.empty() ? std::string(".") : dir;
}

std::optional<PathProblem> unwritable_location(const std::string& prefix) {
  std::error_code ec;
  if (prefix.empty()) return problem(EINVAL, "an empty path names no file");
  if (std::filesystem::is_directory(prefix, ec))
    return problem(EISDIR, fmt::format("cannot write '{}': it is a folder", printable(prefix, kPathMax)));
  const std::string dir = folder_of(prefix);
  if (!std::filesystem::exists(dir, ec))
    return problem(ENOENT, fmt::format("cannot write '{}': folder '{}' does not exist", printable(prefix, kPathMax), printable(dir, kPathMax)));
  if (!std::filesystem::is_directory(dir, ec))
    return problem(ENOTDIR, fmt::format("cannot write '{}': '{}' is not a folder", printable(prefix, kPathMax), printable(dir, kPathMax)));
  if (is_special_file(prefix)) {  // written in place
    if (::access(prefix.c_str(), W_OK) == 0) return std::nullopt;
    return problem(errno, fmt::format("cannot write '{}': {}", printable(prefix, kPathMax), std::strerror(errno)));
  }
  // The only sure test is to create a file there: permissions alone miss read-only mounts.
  return probe_folder(dir, prefix);
}

std::optional<PathProblem> unwritable_folder(const std::string& path) {
  std::error_code ec;
  if (path.empty()) return problem(EINVAL, "an empty path names no folder");
  if (std::filesystem::exists(path, ec) && !std::filesystem::is_directory(path, ec))
    return problem(ENOTDIR, fmt::format("cannot write into '{}': it is not a folder", printable(path, kPathMax)));
  // The nearest folder that exists is where the first new one is made.
  std::filesystem::path existing = path;
  while (!existing.empty() && !std::filesystem::exists(existing, ec)) existing = existing.parent_path();
  if (existing.empty()) existing = ".";
  if (!std::filesystem::is_directory(existing, ec))
    return problem(ENOTDIR, fmt::format("cannot write into '{}': '{}' is not a folder", printable(path, kPathMax),
                                        printable(existing.string(), kPathMax)));
  return probe_folder(existing.string(), path);
}

void require_writable_location(const std::string& prefix) {
  if (const auto p = unwritable_location(prefix)) throw InputError(p->message);
}

}  // namespace cw
