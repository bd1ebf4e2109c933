#include "macmahon/symmetry.hpp"

#include <algorithm>
#include <bit>
#include <map>

#include <fmt/format.h>

namespace cw::macmahon {
namespace {

int index_of(const Colouring& c) {
  static const std::map<Colouring, int> index = [] {
    std::map<Colouring, int> m;
    for (int i = 0; i < kMacMahonCubes; ++i) m[macmahon_cubes()[i]] = i;
    return m;
  }();
  return index.at(canonical(c));  // a renaming or reflection of a MacMahon cube is one
}

Colouring reflect(Colouring c) {
  std::swap(c[L], c[R]);
  return c;
}

// The code-th permutation of 1..6 in lexicographic order (code = Lehmer code in factorial base).
std::array<uint8_t, kFaces> nth_permutation(int code) {
  std::array<uint8_t, kFaces> out{};
  uint8_t left[kFaces] = {1, 2, 3, 4, 5, 6};
  int n = kFaces, f = 120;
  for (int i = 0; i < kFaces; ++i, --n) {
    const int pick = code / f;
    code %= f;
    out[i] = left[pick];
    for (int j = pick; j + 1 < n; ++j) left[j] = left[j + 1];
    if (n > 1) f /= n - 1;
  }
  return out;
}

}  // namespace

CubeSet CubeSymmetry::apply(CubeSet s) const {
  CubeSet out = 0;
  for (; s; s &= s - 1) out |= 1u << image[std::countr_zero(s)];
  return out;
}

std::string CubeSymmetry::text() const {
  std::string to;
  for (uint8_t c : colour) to += static_cast<char>('0' + c);
  return fmt::format("colours 123456->{}{}", to, mirrored ? ", mirrored" : "");
}

int reflected_cube(int index) { return index_of(reflect(macmahon_cubes()[index])); }

const std::vector<CubeSymmetry>& cube_symmetries() {
  static const std::vector<CubeSymmetry> all = [] {
    std::vector<CubeSymmetry> v;
    for (bool mirrored : {false, true})
      for (int code = 0; code < 720; ++code) {
        CubeSymmetry g{nth_permutation(code), mirrored, {}};
        for (int i = 0; i < kMacMahonCubes; ++i) {
          Colouring c = macmahon_cubes()[i];
          for (uint8_t& x : c) x = g.colour[x - 1];
          g.image[i] = static_cast<uint8_t>(index_of(mirrored ? reflect(c) : c));
        }
        v.push_back(g);
      }
    return v;
  }();
  return all;
}

std::vector<std::string> preserved_colour_splits(CubeSet s) {
  // A triple as a 6-bit mask of colours (bit c-1); its complement is the other half of the split.
  std::vector<std::string> out;
  for (uint32_t half = 0; half < 64; ++half) {
    if (std::popcount(half) != 3 || !(half & 1)) continue;
    bool kept = true;
    for (size_t e = 0; e < cube_symmetries().size() / 2 && kept; ++e) {
      const CubeSymmetry& g = cube_symmetries()[e];
      if (g.apply(s) != s) continue;
      uint32_t image = 0;
      for (int c = 0; c < kFaces; ++c)
        if (half >> c & 1) image |= 1u << (g.colour[c] - 1);
      kept = image == half || image == (63u ^ half);
    }
    if (!kept) continue;
    std::string text;
    for (int c = 0; c < kFaces; ++c)
      if (half >> c & 1) text += static_cast<char>('1' + c);
    out.push_back(text);
  }
  std::sort(out.begin(), out.end());
  return out;
}

SetOrbits set_orbits(const std::vector<CubeSet>& sets, bool with_mirrors) {
  const int n = static_cast<int>(sets.size());
  SetOrbits o;
  o.orbit_of.assign(n, -1);
  o.stabilizer.assign(n, 0);
  o.to_first.assign(n, -1);
  o.mirror_of.assign(n, -1);
  auto find = [&](CubeSet s) {
    const auto it = std::find(sets.begin(), sets.end(), s);
    return it == sets.end() ? -1 : static_cast<int>(it - sets.begin());
  };
  const auto& g = cube_symmetries();
  for (int i = 0; i < n; ++i) {
    // The symmetries form a group, so the images of a set not yet reached are its whole orbit.
    const bool first = o.orbit_of[i] < 0;
    if (first) o.orbits.push_back({});
    const int number = static_cast<int>(o.orbits.size()) - 1;
    for (size_t e = 0; e < (with_mirrors ? g.size() : g.size() / 2); ++e) {
      const int j = find(g[e].apply(sets[i]));
      if (j < 0) {
        o.closed = false;
        continue;
      }
      o.stabilizer[i] += j == i;
      if (e == g.size() / 2) o.mirror_of[i] = j;  // identity renaming, reflected
      if (first && o.orbit_of[j] < 0) {
        o.orbit_of[j] = number;
        o.to_first[j] = static_cast<int>(e);
        o.orbits.back().push_back(j);
      }
    }
    if (first) std::sort(o.orbits.back().begin(), o.orbits.back().end());
  }
  return o;
}

}  // namespace cw::macmahon
