#include "stack/check.hpp"

#include <algorithm>
#include <fmt/format.h>

namespace cw::stack {

namespace {
using Vec = std::array<int, 3>;
// Outward normals of the faces U D F B L R (front is -y, as in macmahon/cube.hpp).
constexpr std::array<Vec, kFaces> kNormal{{{0, 0, 1}, {0, 0, -1}, {0, -1, 0}, {0, 1, 0}, {-1, 0, 0}, {1, 0, 0}}};

int face_of(const Vec& v) {
  for (int f = 0; f < kFaces; ++f)
    if (kNormal[f] == v) return f;
  return -1;
}
}  // namespace

const std::vector<std::array<uint8_t, kFaces>>& checker_rotations() {
  static const std::vector<std::array<uint8_t, kFaces>> rotations = [] {
    std::vector<std::array<uint8_t, kFaces>> out;
    std::array<int, 3> axis{0, 1, 2};
    do {
      for (int signs = 0; signs < 8; ++signs) {
        int m[3][3] = {};
        for (int r = 0; r < 3; ++r) m[r][axis[r]] = (signs >> r) & 1 ? -1 : 1;
        const int det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
                        m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
                        m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
        if (det != 1) continue;
        std::array<uint8_t, kFaces> to{};
        for (int f = 0; f < kFaces; ++f) {
          Vec w{};
          for (int r = 0; r < 3; ++r) w[r] = m[r][0] * kNormal[f][0] + m[r][1] * kNormal[f][1] + m[r][2] * kNormal[f][2];
          to[f] = static_cast<uint8_t>(face_of(w));
        }
        out.push_back(to);
      }
    } while (std::next_permutation(axis.begin(), axis.end()));
    return out;
  }();
  return rotations;
}

std::string check_stack(const Column& column, const std::vector<Cube>& turned_cubes) {
  if (turned_cubes.size() != column.cubes.size())
    return fmt::format("{} cubes reported for a column of {}", turned_cubes.size(), column.cubes.size());
  for (size_t i = 0; i < turned_cubes.size(); ++i) {
    bool rotation = false;
    for (const auto& to : checker_rotations()) {
      Cube c{};
      for (int f = 0; f < kFaces; ++f) c[to[f]] = column.cubes[i][f];
      rotation = rotation || c == turned_cubes[i];
    }
    if (!rotation) return fmt::format("cube {} is not turned, it is recoloured", i + 1);
  }
  constexpr std::array<int, 4> kSide{2, 5, 3, 4};  // F R B L
  constexpr std::array<const char*, 4> kSideName{"front", "right", "back", "left"};
  for (int s = 0; s < 4; ++s) {
    std::vector<int> seen;
    for (const Cube& c : turned_cubes) seen.push_back(c[kSide[s]]);
    std::sort(seen.begin(), seen.end());
    if (std::adjacent_find(seen.begin(), seen.end()) != seen.end())
      return fmt::format("the {} side shows colour {} twice", kSideName[s],
                         column.colour_names[*std::adjacent_find(seen.begin(), seen.end())]);
  }
  return "";
}

}  // namespace cw::stack
