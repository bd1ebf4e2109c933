// What the machine offers: available memory, free disk, and the per-user cache folder.
#pragma once
#include <cstdint>
#include <string>

namespace cw {

// MemAvailable from /proc/meminfo in bytes (0 when unknown).
uint64_t available_memory_bytes();
// Free bytes on the file system holding `path` (or its nearest existing parent).
uint64_t free_disk_bytes(const std::string& path);
// $CUBEWORKS_CACHE, else $XDG_CACHE_HOME/cubeworks, else ~/.cache/cubeworks (not created).
std::string cache_directory();
std::string format_bytes(uint64_t bytes);

}  // namespace cw
