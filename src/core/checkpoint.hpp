// Checkpoint container: magic, kind, format version, payload size, FNV-1a-64 checksum, payload.
// Layout (little endian): "CWCK" | u32 version | u32 kind-length | kind | u64 size | u64 fnv | payload.
// Loading verifies every field so that a truncated or corrupted file is refused, never used.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>

namespace cw {

uint64_t fnv1a64(std::string_view bytes, uint64_t seed = 1469598103934665603ull);

// Writes atomically (see atomic_file.hpp).
void save_checkpoint(const std::string& path, std::string_view kind, uint32_t version,
                     std::string_view payload);
// Returns the payload; throws RunError naming the path and what is wrong with it.
std::string load_checkpoint(const std::string& path, std::string_view kind, uint32_t version);

}  // namespace cw
