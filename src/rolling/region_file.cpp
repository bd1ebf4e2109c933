#include "rolling/region_file.hpp"

#include <algorithm>
#include <cstring>

#include "core/checkpoint.hpp"
#include "core/error.hpp"

namespace cw::rolling {
namespace {
constexpr uint64_t kChunkWords = 1 << 14;
}

void save_blocks(const std::string& path, const std::string& kind, uint32_t version, const std::vector<uint64_t>& sizes,
                 const std::function<const uint64_t*(size_t)>& words, const LayerHeader& h) {
  CheckpointWriter w(path, kind, version);
  w.write_value<uint32_t>(h.layer);
  w.write_value<int32_t>(h.goal_distance);
  w.write_value<uint64_t>(h.histogram.size());
  w.write(h.histogram.data(), h.histogram.size() * 8);
  std::vector<uint64_t> nonzero;
  for (size_t i = 0; i < sizes.size(); ++i) {
    const uint64_t* R = words(i);
    const uint64_t n = sizes[i], chunks = (n + kChunkWords - 1) / kChunkWords;
    nonzero.clear();
    for (uint64_t c = 0; c < chunks; ++c) {
      const uint64_t end = std::min(n, (c + 1) * kChunkWords);
      if (std::any_of(R + c * kChunkWords, R + end, [](uint64_t x) { return x != 0; })) nonzero.push_back(c);
    }
    w.write_value<uint64_t>(nonzero.size());
    for (uint64_t c : nonzero) {
      w.write_value<uint64_t>(c);
      w.write(R + c * kChunkWords, std::min(kChunkWords, n - c * kChunkWords) * 8);
    }
  }
  w.commit();
}

void save_regions(const std::string& path, const std::string& kind, uint32_t version, const Layout& layout,
                  const std::vector<int>& regions, const std::function<const uint64_t*(int)>& words,
                  const LayerHeader& h) {
  std::vector<uint64_t> sizes;
  for (int q : regions) sizes.push_back(layout.words(q));
  save_blocks(path, kind, version, sizes, [&](size_t i) { return words(regions[i]); }, h);
}

LayerHeader load_blocks(const std::string& path, const std::string& kind, uint32_t version,
                        const std::vector<uint64_t>& sizes, const std::function<uint64_t*(size_t)>& words) {
  CheckpointReader r(path, kind, version);
  auto corrupted = [&] { return RunError("checkpoint '" + path + "' is corrupted"); };
  LayerHeader h;
  h.layer = static_cast<int>(r.read_value<uint32_t>());
  h.goal_distance = r.read_value<int32_t>();
  const uint64_t hsize = r.read_value<uint64_t>();
  if (hsize != static_cast<uint64_t>(h.layer) + 1 || hsize > 4096) throw corrupted();
  h.histogram.resize(hsize);
  r.read(h.histogram.data(), hsize * 8);
  for (size_t i = 0; i < sizes.size(); ++i) {
    uint64_t* R = words(i);
    const uint64_t n = sizes[i], chunks = (n + kChunkWords - 1) / kChunkWords;
    std::memset(R, 0, n * 8);
    const uint64_t stored = r.read_value<uint64_t>();
    if (stored > chunks) throw corrupted();
    for (uint64_t k = 0; k < stored; ++k) {
      const uint64_t c = r.read_value<uint64_t>();
      if (c >= chunks) throw corrupted();
      r.read(R + c * kChunkWords, std::min(kChunkWords, n - c * kChunkWords) * 8);
    }
  }
  r.verify_end();
  return h;
}

LayerHeader load_regions(const std::string& path, const std::string& kind, uint32_t version, const Layout& layout,
                         const std::vector<int>& regions, const std::function<uint64_t*(int)>& words) {
  std::vector<uint64_t> sizes;
  for (int q : regions) sizes.push_back(layout.words(q));
  return load_blocks(path, kind, version, sizes, [&](size_t i) { return words(regions[i]); });
}

}  // namespace cw::rolling
