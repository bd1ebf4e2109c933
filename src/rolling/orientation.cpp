#include "rolling/orientation.hpp"

#include <cstdlib>

namespace cw::rolling {
namespace {
constexpr Vec3 kUp{0, 0, 1};
constexpr Vec3 unit(Direction d) {
  switch (d) {
    case Direction::Up: return {0, 1, 0};
    case Direction::Down: return {0, -1, 0};
    case Direction::Left: return {-1, 0, 0};
    case Direction::Right: return {1, 0, 0};
  }
  std::abort();
}
constexpr int dot(Vec3 a, Vec3 b) { return a.x * b.x + a.y * b.y + a.z * b.z; }

constexpr std::array<Vec3, kOrientations> kNormals{{{0, 0, 1}, {0, 0, -1}, {0, 1, 0}, {1, 0, 0}, {0, -1, 0}, {-1, 0, 0}}};

constexpr Vec3 tipped(Vec3 v, Direction d) {
  // Rotation by 90 degrees in the plane spanned by up and d; the rest of v is untouched.
  const Vec3 u = unit(d);
  const int vz = dot(v, kUp), vd = dot(v, u);
  const Vec3 rest{v.x - vz * kUp.x - vd * u.x, v.y - vz * kUp.y - vd * u.y, v.z - vz * kUp.z - vd * u.z};
  return {rest.x + vz * u.x - vd * kUp.x, rest.y + vz * u.y - vd * kUp.y, rest.z + vz * u.z - vd * kUp.z};
}

constexpr Orientation orientation_with_normal(Vec3 n) {
  for (int o = 0; o < kOrientations; ++o)
    if (kNormals[o] == n) return static_cast<Orientation>(o);
  std::abort();  // only unit axis vectors reach here: tipped() preserves them
}

// Computed by the compiler, so that no start-up code builds it.
using RollTable = std::array<std::array<Orientation, kOrientations>, 4>;
constexpr RollTable kRolls = [] {
  RollTable next{};
  for (Direction d : kDirections)
    for (int o = 0; o < kOrientations; ++o)
      next[static_cast<int>(d)][o] = orientation_with_normal(tipped(kNormals[o], d));
  return next;
}();
}  // namespace

char direction_letter(Direction d) { return "UDLR"[static_cast<int>(d)]; }

std::optional<Direction> parse_direction(char c) {
  switch (c) {
    case 'U': return Direction::Up;
    case 'D': return Direction::Down;
    case 'L': return Direction::Left;
    case 'R': return Direction::Right;
    default: return std::nullopt;
  }
}

Direction opposite(Direction d) { return static_cast<Direction>(static_cast<int>(d) ^ 1); }
int row_step(Direction d) { return d == Direction::Up ? -1 : d == Direction::Down ? 1 : 0; }
int column_step(Direction d) { return d == Direction::Left ? -1 : d == Direction::Right ? 1 : 0; }

Vec3 black_face_normal(Orientation o) { return kNormals[o]; }
Orientation orientation_from_normal(Vec3 n) { return orientation_with_normal(n); }
Vec3 tip(Vec3 v, Direction d) { return tipped(v, d); }
Orientation roll(Orientation o, Direction d) { return kRolls[static_cast<int>(d)][o]; }

}  // namespace cw::rolling
