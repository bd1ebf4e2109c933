#include "hoffman/geometry.hpp"

#include <algorithm>
#include <string>

namespace cw::hoffman {

namespace {
__extension__ typedef unsigned __int128 U128;  // GCC's 128-bit integer, not ISO C++: a limb times a limb
}  // namespace

std::vector<Overlap> overlap_regions(const std::vector<Box>& boxes, int n) {
  std::vector<Overlap> out;
  const int N = static_cast<int>(boxes.size());
  for (int i = 0; i < N; ++i)
    for (int j = i + 1; j < N; ++j) {
      if (!boxes_overlap(boxes[i], boxes[j], n)) continue;
      Overlap o{i, j, {}};
      for (int d = 0; d < n; ++d) {
        o.region.lo[d] = std::max(boxes[i].lo[d], boxes[j].lo[d]);
        o.region.hi[d] = std::min(boxes[i].hi[d], boxes[j].hi[d]);
      }
      out.push_back(o);
    }
  return out;
}

Volume Volume::product(const std::array<int64_t, kMaxDim>& sides, int n) {
  Volume v(1);
  for (int d = 0; d < n; ++d) {
    U128 carry = 0;
    for (auto& l : v.limb_) {
      const U128 t = static_cast<U128>(l) * static_cast<uint64_t>(sides[d]) + carry;
      l = static_cast<uint64_t>(t);
      carry = t >> 64;
    }
  }
  return v;
}

Volume& Volume::operator+=(const Volume& o) {
  U128 carry = 0;
  for (size_t i = 0; i < limb_.size(); ++i) {
    const U128 t = static_cast<U128>(limb_[i]) + o.limb_[i] + carry;
    limb_[i] = static_cast<uint64_t>(t);
    carry = t >> 64;
  }
  return *this;
}

Volume Volume::operator-(const Volume& o) const {
  Volume r;
  uint64_t borrow = 0;
  for (size_t i = 0; i < limb_.size(); ++i) {
    const uint64_t a = limb_[i], b = o.limb_[i];
    r.limb_[i] = a - b - borrow;
    borrow = (a < b || (a == b && borrow)) ? 1 : 0;
  }
  return r;
}

bool Volume::operator>(const Volume& o) const {
  for (size_t i = limb_.size(); i-- > 0;)
    if (limb_[i] != o.limb_[i]) return limb_[i] > o.limb_[i];
  return false;
}

std::string Volume::str() const {
  // Repeated division by 10^19 (the largest power of ten in 64 bits), most significant limb first.
  constexpr uint64_t kChunk = 10'000'000'000'000'000'000ULL;
  std::array<uint64_t, 4> rest = limb_;
  std::vector<uint64_t> chunks;  // base 10^19, least significant first
  auto zero = [&] { return rest == std::array<uint64_t, 4>{}; };
  do {
    U128 r = 0;
    for (size_t i = rest.size(); i-- > 0;) {
      const U128 t = (r << 64) | rest[i];
      rest[i] = static_cast<uint64_t>(t / kChunk);
      r = t % kChunk;
    }
    chunks.push_back(static_cast<uint64_t>(r));
  } while (!zero());
  std::string s = std::to_string(chunks.back());
  for (size_t i = chunks.size() - 1; i-- > 0;) {
    const std::string c = std::to_string(chunks[i]);
    s += std::string(19 - c.size(), '0') + c;
  }
  return s;
}

double Volume::ratio(const Volume& whole) const {
  double a = 0, b = 0;
  for (size_t i = limb_.size(); i-- > 0;) {
    a = a * 0x1p64 + static_cast<double>(limb_[i]);
    b = b * 0x1p64 + static_cast<double>(whole.limb_[i]);
  }
  return a / b;
}

Coverage coverage(const std::vector<Box>& boxes, int n, int64_t side) {
  Coverage c;
  std::array<int64_t, kMaxDim> sides{};
  sides.fill(side);
  c.cube = Volume::product(sides, n);
  for (const Box& b : boxes) {
    for (int d = 0; d < n; ++d) sides[d] = b.hi[d] - b.lo[d];
    c.boxes += Volume::product(sides, n);
  }
  // Cut points per axis, clipped to the cube, then every elementary cell tested by its corner.
  std::array<std::vector<int64_t>, kMaxDim> cuts;
  for (int d = 0; d < n; ++d) {
    cuts[d] = {0, side};
    for (const Box& b : boxes)
      for (int64_t x : {b.lo[d], b.hi[d]}) cuts[d].push_back(std::clamp<int64_t>(x, 0, side));
    std::sort(cuts[d].begin(), cuts[d].end());
    cuts[d].erase(std::unique(cuts[d].begin(), cuts[d].end()), cuts[d].end());
  }
  std::array<size_t, kMaxDim> at{};  // odometer over the elementary cells
  while (true) {
    bool inside = false;
    for (const Box& b : boxes) {
      bool in = true;
      for (int d = 0; d < n && in; ++d) in = b.lo[d] <= cuts[d][at[d]] && cuts[d][at[d]] < b.hi[d];
      if (in) {
        inside = true;
        break;
      }
    }
    if (inside) {
      for (int d = 0; d < n; ++d) sides[d] = cuts[d][at[d] + 1] - cuts[d][at[d]];
      c.covered += Volume::product(sides, n);
    }
    int d = 0;
    while (d < n && ++at[d] + 1 == cuts[d].size()) at[d++] = 0;
    if (d == n) break;
  }
  return c;
}

}  // namespace cw::hoffman
