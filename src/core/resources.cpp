#include "core/resources.hpp"

#include <sys/statvfs.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

namespace cw {

uint64_t available_memory_bytes() {
  std::ifstream in("/proc/meminfo");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind("MemAvailable:", 0) == 0) {
      std::istringstream ss(line.substr(13));
      uint64_t kb = 0;
      ss >> kb;
      return kb * 1024;
    }
  return 0;
}

uint64_t free_disk_bytes(const std::string& path) {
  std::filesystem::path p = std::filesystem::absolute(path.empty() ? "." : path);
  while (!p.empty() && !std::filesystem::exists(p)) p = p.parent_path();
  struct statvfs s {};
  if (statvfs(p.c_str(), &s) != 0) return 0;
  return static_cast<uint64_t>(s.f_bavail) * s.f_frsize;
}

std::string cache_directory() {
  if (const char* c = std::getenv("CUBEWORKS_CACHE"); c && *c) return c;
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x) return std::string(x) + "/cubeworks";
  if (const char* h = std::getenv("HOME"); h && *h) return std::string(h) + "/.cache/cubeworks";
  return ".cubeworks-cache";
}

std::string format_bytes(uint64_t b) {
  if (b >= (1ull << 30)) return fmt::format("{:.2f} GiB", b / 1073741824.0);
  if (b >= (1ull << 20)) return fmt::format("{:.1f} MiB", b / 1048576.0);
  return fmt::format("{} bytes", b);
}

}  // namespace cw
