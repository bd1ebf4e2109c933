// Checkpoint payload of the layered BFS: the layer number, the goal's distance so far, the
// histogram, then for each listed block (a region or a slice of one) only its non-zero 16 Ki-word
// chunks (u64 count, then (u64 chunk index, words) each). Used by the single-process and the MPI search.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "rolling/layout.hpp"

namespace cw::rolling {

struct LayerHeader {
  int layer = 0;
  int goal_distance = -1;
  std::vector<uint64_t> histogram;  // size layer + 1
};

// Blocks of the given sizes in words; words(i) points at block i.
void save_blocks(const std::string& path, const std::string& kind, uint32_t version, const std::vector<uint64_t>& sizes,
                 const std::function<const uint64_t*(size_t)>& words, const LayerHeader& header);
// Fills the blocks (zeroing chunks not stored); throws RunError on any defect.
LayerHeader load_blocks(const std::string& path, const std::string& kind, uint32_t version,
                        const std::vector<uint64_t>& sizes, const std::function<uint64_t*(size_t)>& words);

void save_regions(const std::string& path, const std::string& kind, uint32_t version, const Layout& layout,
                  const std::vector<int>& regions, const std::function<const uint64_t*(int)>& words,
                  const LayerHeader& header);
LayerHeader load_regions(const std::string& path, const std::string& kind, uint32_t version, const Layout& layout,
                         const std::vector<int>& regions, const std::function<uint64_t*(int)>& words);

}  // namespace cw::rolling
