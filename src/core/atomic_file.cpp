#include "core/atomic_file.hpp"

#include <fcntl.h>
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
[[noreturn]] void fail(const std::string& what, const std::string& path) {
  throw RunError(what + " '" + path + "': " + std::strerror(errno));
}
}  // namespace

void write_file_atomic(const std::string& path, std::string_view bytes) {
  const std::string tmp = path + ".tmp";
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) fail("cannot create", tmp);
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      ::close(fd);
      fail("cannot write", tmp);
    }
    done += static_cast<size_t>(n);
  }
  if (::fsync(fd) != 0) {
    ::close(fd);
    fail("cannot sync", tmp);
  }
  if (::close(fd) != 0) fail("cannot close", tmp);
  if (::rename(tmp.c_str(), path.c_str()) != 0) fail("cannot rename onto", path);
  // Make the rename itself durable.
  int dfd = ::open(folder_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
}

namespace {
// Writes all of `bytes` to fd; false on an error other than EINTR.
bool write_all(int fd, std::string_view bytes) {
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    done += static_cast<size_t>(n);
  }
  return true;
}
constexpr size_t kWriterBuffer = size_t{1} << 22;
}  // namespace

AtomicFileWriter::AtomicFileWriter(std::string path) : path_(std::move(path)), tmp_(path_ + ".tmp") {
  fd_ = ::open(tmp_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd_ < 0) fail("cannot create", tmp_);
  buffer_.reserve(kWriterBuffer);
}

AtomicFileWriter::~AtomicFileWriter() {
  if (fd_ < 0) return;
  ::close(fd_);
  ::unlink(tmp_.c_str());
}

void AtomicFileWriter::flush() {
  if (!write_all(fd_, buffer_)) fail("cannot write", tmp_);
  buffer_.clear();
}

void AtomicFileWriter::append(std::string_view bytes) {
  buffer_.append(bytes);
  if (buffer_.size() >= kWriterBuffer) flush();
}

void AtomicFileWriter::commit() {
  flush();
  if (::fsync(fd_) != 0) fail("cannot sync", tmp_);
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) fail("cannot close", tmp_);
  if (::rename(tmp_.c_str(), path_.c_str()) != 0) fail("cannot rename onto", path_);
  const int dfd = ::open(folder_of(path_).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
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
  if (ec) throw RunError("cannot create folder '" + path + "': " + ec.message());
}

std::string folder_of(const std::string& prefix) {
  const std::string dir = std::filesystem::path(prefix).parent_path().string();
  return dir.empty() ? std::string(".") : dir;
}

void require_writable_location(const std::string& prefix) {
  std::error_code ec;
  if (prefix.empty()) throw InputError("an empty path names no file");
  if (std::filesystem::is_directory(prefix, ec))
    throw InputError(fmt::format("cannot write '{}': it is a folder", printable(prefix)));
  const std::string dir = folder_of(prefix);
  if (!std::filesystem::exists(dir, ec))
    throw InputError(fmt::format("cannot write '{}': folder '{}' does not exist", printable(prefix),
                                 printable(dir)));
  if (!std::filesystem::is_directory(dir, ec))
    throw InputError(fmt::format("cannot write '{}': '{}' is not a folder", printable(prefix), printable(dir)));
  // The only sure test is to create a file there: permissions alone miss read-only mounts.
  const std::string probe = prefix + fmt::format(".probe{}", ::getpid());
  const int fd = ::open(probe.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0 && errno != EEXIST)
    throw InputError(fmt::format("cannot write '{}': {}", printable(prefix), std::strerror(errno)));
  if (fd >= 0) {
    ::close(fd);
    ::unlink(probe.c_str());
  }
}

}  // namespace cw
