#include "rolling/cube_kind.hpp"

#include <cstdlib>
#include <vector>

namespace cw::rolling {
namespace {

int component(Vec3 v, int axis) { return axis == 0 ? v.x : axis == 1 ? v.y : v.z; }

// The cube's own axis (0 x, 1 y, 2 z) and its sign that the rotation turns onto world axis `axis`.
struct BodyFace {
  int axis, sign;
};
BodyFace body_face_toward(const Rotation& r, int axis) {
  const Vec3 images[3] = {r.x, r.y, r.z};
  for (int b = 0; b < 3; ++b) {
    const int c = component(images[b], axis);
    if (c != 0) return {b, c};
  }
  std::abort();  // a rotation maps some body axis onto every world axis
}

// Dice faces by body normal: +x 4, -x 3, +y 2, -y 5, +z 1, -z 6 (opposites sum to 7). Faces 1, 2,
// 3 (up, north, west) run counterclockwise round their corner seen from outside, as on Western dice.
int die_face(BodyFace f) {
  static constexpr int faces[3][2] = {{3, 4}, {5, 2}, {6, 1}};
  return faces[f.axis][f.sign > 0 ? 1 : 0];
}

// Eight's pairs by body axis: x blue, y red, z white; listed W, R, B (index 0, 1, 2).
int eight_pair(int body_axis) { return body_axis == 2 ? 0 : body_axis == 1 ? 1 : 2; }

int classic_orientation(const Rotation& r) { return orientation_from_normal(r.z); }

// (pair up, pair facing north) as 2 * up + (0 when the north pair is the first of the other two).
int eight_orientation(const Rotation& r) {
  const int up = eight_pair(body_face_toward(r, 2).axis), north = eight_pair(body_face_toward(r, 1).axis);
  const int first_other = up == 0 ? 1 : 0;
  return 2 * up + (north == first_other ? 0 : 1);
}

// (top face - 1) * 4 + the north face's rank among the four side faces in increasing order.
int dice_orientation(const Rotation& r) {
  const int top = die_face(body_face_toward(r, 2));
  const int north = die_face(body_face_toward(r, 1));
  int rank = 0;
  for (int f = 1; f < north; ++f)
    if (f != top && f != 7 - top) ++rank;
  return (top - 1) * 4 + rank;
}

struct KindTables {
  std::array<std::array<std::array<uint8_t, kMaxKindOrientations>, 4>, 3> roll{};
  std::array<std::array<Rotation, kMaxKindOrientations>, 3> representative{};
  std::array<std::array<int8_t, kMaxKindOrientations>, 3> parity{};
  KindTables() {
    // The 24 rotations, breadth first from the identity under the four tips.
    std::vector<Rotation> all{Rotation{}};
    for (size_t i = 0; i < all.size(); ++i)
      for (Direction d : kDirections) {
        const Rotation t = tip(all[i], d);
        bool seen = false;
        for (const auto& r : all) seen = seen || r == t;
        if (!seen) all.push_back(t);
      }
    for (Kind k : kKinds) {
      const int ki = static_cast<int>(k);
      std::array<bool, kMaxKindOrientations> have{};
      for (const Rotation& r : all) {
        const int o = orientation_of_rotation(k, r);
        const int8_t sign = static_cast<int8_t>(diagonal_sign(r));
        if (!have[o]) representative[ki][o] = r, parity[ki][o] = sign;
        else if (parity[ki][o] != sign) parity[ki][o] = 0;
        have[o] = true;
      }
      for (Direction d : kDirections)
        for (int o = 0; o < orientation_count(k); ++o)
          roll[ki][static_cast<int>(d)][o] =
              static_cast<uint8_t>(orientation_of_rotation(k, tip(representative[ki][o], d)));
    }
  }
};
const KindTables& tables() {
  static const KindTables t;
  return t;
}

}  // namespace

std::string_view kind_name(Kind k) {
  static constexpr std::string_view names[] = {"classic", "eight", "dice"};
  return names[static_cast<int>(k)];
}
std::optional<Kind> parse_kind_name(std::string_view name) {
  for (Kind k : kKinds)
    if (kind_name(k) == name) return k;
  return std::nullopt;
}
char kind_letter(Kind k) { return "ced"[static_cast<int>(k)]; }
std::optional<Kind> kind_of_letter(char c) {
  for (Kind k : kKinds)
    if (kind_letter(k) == c) return k;
  return std::nullopt;
}
int orientation_count(Kind k) { return k == Kind::Dice ? 24 : 6; }
int code_offset(Kind k) { return k == Kind::Classic ? 0 : k == Kind::Eight ? 6 : 12; }
CubeCode cube_code(Kind k, int orientation) { return static_cast<CubeCode>(code_offset(k) + orientation); }
Kind kind_of_code(CubeCode code) { return code < 6 ? Kind::Classic : code < 12 ? Kind::Eight : Kind::Dice; }
int orientation_of_code(CubeCode code) { return code - code_offset(kind_of_code(code)); }

int kind_roll(Kind k, int orientation, Direction d) {
  return tables().roll[static_cast<int>(k)][static_cast<int>(d)][orientation];
}

char top_colour(Kind k, int orientation) {
  switch (k) {
    case Kind::Classic: return orientation == 0 ? 'K' : orientation == 1 ? 'C' : 'G';
    case Kind::Eight: return "WRB"[orientation / 2];
    case Kind::Dice: return static_cast<char>('1' + orientation / 4);
  }
  std::abort();
}

namespace {
char colour_of(Kind k, BodyFace f) {
  switch (k) {
    case Kind::Classic: return f.axis != 2 ? 'G' : f.sign > 0 ? 'K' : 'C';
    case Kind::Eight: return "WRB"[eight_pair(f.axis)];
    case Kind::Dice: return static_cast<char>('0' + die_face(f));
  }
  std::abort();
}
}  // namespace

std::array<char, 6> face_colours(Kind k, int orientation) {
  // World axes and signs of up, down, north, east, south, west (x east, y north, z up).
  static constexpr int axis[6] = {2, 2, 1, 0, 1, 0}, sign[6] = {1, -1, 1, 1, -1, -1};
  const Rotation r = rotation_of(k, orientation);
  std::array<char, 6> out{};
  for (int i = 0; i < 6; ++i) {
    const BodyFace f = body_face_toward(r, axis[i]);
    out[i] = colour_of(k, {f.axis, f.sign * sign[i]});
  }
  return out;
}

char north_colour(Kind k, int orientation) { return face_colours(k, orientation)[2]; }

char orientation_char(Kind k, int orientation) {
  return static_cast<char>((k == Kind::Dice ? 'a' : '0') + orientation);
}

std::optional<int> orientation_of_char(Kind k, char c) {
  const int o = c - (k == Kind::Dice ? 'a' : '0');
  if (o < 0 || o >= orientation_count(k)) return std::nullopt;
  return o;
}

Rotation tip(const Rotation& r, Direction d) { return {tip(r.x, d), tip(r.y, d), tip(r.z, d)}; }

int orientation_of_rotation(Kind k, const Rotation& r) {
  switch (k) {
    case Kind::Classic: return classic_orientation(r);
    case Kind::Eight: return eight_orientation(r);
    case Kind::Dice: return dice_orientation(r);
  }
  std::abort();
}

Rotation rotation_of(Kind k, int orientation) { return tables().representative[static_cast<int>(k)][orientation]; }

int diagonal_sign(const Rotation& r) {
  // Diagonal (sx, sy, 1) is numbered by its signs; its image, turned to point up, by the same rule.
  auto number = [](Vec3 v) {
    if (v.z < 0) v = {-v.x, -v.y, -v.z};
    return (v.x > 0 ? 1 : 0) + (v.y > 0 ? 2 : 0);
  };
  int image[4];
  for (int i = 0; i < 4; ++i) {
    const int sx = i & 1 ? 1 : -1, sy = i & 2 ? 1 : -1;
    const Vec3 v{sx * r.x.x + sy * r.y.x + r.z.x, sx * r.x.y + sy * r.y.y + r.z.y,
                 sx * r.x.z + sy * r.y.z + r.z.z};
    image[i] = number(v);
  }
  int inversions = 0;
  for (int i = 0; i < 4; ++i)
    for (int j = i + 1; j < 4; ++j) inversions += image[i] > image[j];
  return inversions % 2 ? -1 : 1;
}

int kind_parity(Kind k, int orientation) { return tables().parity[static_cast<int>(k)][orientation]; }

}  // namespace cw::rolling
