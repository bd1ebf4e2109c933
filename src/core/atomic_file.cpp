#include "core/atomic_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/error.hpp"

namespace cw {
namespace {
[[noreturn]] void fail(const std::string& what, const std::string& path) {
  throw RunError(what + " '" + path + "': " + std::strerror(errno));
}

// The folder a file of this path goes into ("." for a bare name).
std::string folder_of(const std::string& path) {
  const std::string dir = std::filesystem::path(path).parent_path().string();
  return dir.empty() ? std::string(".") : dir;
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
  const std::string dir = folder_of(path);
  int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
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

void require_writable_location(const std::string& path) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (path.empty()) throw InputError("an empty path names no file");
  if (fs::is_directory(path, ec)) throw InputError("'" + printable(path) + "' is a folder, not a file");
  const std::string dir = folder_of(path);
  if (!fs::is_directory(dir, ec))
    throw InputError("cannot write '" + printable(path) + "': no folder '" + printable(dir) + "'");
  // The atomic write creates a temporary file beside the target and renames it.
  if (::access(dir.c_str(), W_OK | X_OK) != 0)
    throw InputError("cannot write '" + printable(path) + "': folder '" + printable(dir) + "': " +
                     std::strerror(errno));
}

void make_directories(const std::string& path) {
  std::error_code ec;
  std::filesystem::create_directories(path, ec);
  if (ec) throw RunError("cannot create folder '" + path + "': " + ec.message());
}

}  // namespace cw
