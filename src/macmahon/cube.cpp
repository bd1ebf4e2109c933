#include "macmahon/cube.hpp"

#include <algorithm>
#include <set>

namespace cw::macmahon {
namespace {

using Vec = std::array<int, 3>;
using Matrix = std::array<Vec, 3>;  // rows

constexpr std::array<Vec, kFaces> kNormal{{{0, 0, 1}, {0, 0, -1}, {0, -1, 0}, {0, 1, 0}, {-1, 0, 0}, {1, 0, 0}}};

Vec matrix_times(const Matrix& m, const Vec& v) {
  Vec r{};
  for (int i = 0; i < 3; ++i) r[i] = m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2];
  return r;
}
Matrix multiply(const Matrix& a, const Matrix& b) {
  Matrix r{};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      for (int k = 0; k < 3; ++k) r[i][j] += a[i][k] * b[k][j];
  return r;
}
int face_of(const Vec& n) {
  for (int f = 0; f < kFaces; ++f)
    if (kNormal[f] == n) return f;
  return -1;
}

std::array<Rotation, kRotations> generate() {
  const Matrix identity{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
  const Matrix quarter_z{{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}};
  const Matrix quarter_x{{{1, 0, 0}, {0, 0, -1}, {0, 1, 0}}};
  std::vector<Matrix> group{identity};
  for (size_t i = 0; i < group.size(); ++i)  // breadth-first closure under the generators
    for (const Matrix& g : {quarter_z, quarter_x}) {
      Matrix m = multiply(g, group[i]);
      if (std::find(group.begin(), group.end(), m) == group.end()) group.push_back(m);
    }
  std::array<Rotation, kRotations> out{};
  for (size_t i = 0; i < group.size() && i < kRotations; ++i)
    for (int f = 0; f < kFaces; ++f) out[i].to[f] = static_cast<uint8_t>(face_of(matrix_times(group[i], kNormal[f])));
  return out;
}

}  // namespace

const std::array<Rotation, kRotations>& rotations() {
  static const std::array<Rotation, kRotations> group = generate();
  return group;
}

Colouring rotate(const Colouring& c, const Rotation& r) {
  Colouring out{};
  for (int f = 0; f < kFaces; ++f) out[r.to[f]] = c[f];
  return out;
}

uint32_t rotations_showing(const Colouring& target, const Colouring& cube, std::span<const Face> faces) {
  uint32_t mask = 0;
  for (int r = 0; r < kRotations; ++r) {
    const Colouring look = rotate(cube, rotations()[r]);
    bool ok = true;
    for (Face f : faces) ok = ok && look[f] == target[f];
    if (ok) mask |= 1u << r;
  }
  return mask;
}

std::array<Face, 3> corner_faces(int corner) {
  return {corner & 1 ? R : L, corner & 2 ? B : F, corner & 4 ? U : D};
}

int corner_number(const Colouring& c, int corner) {
  const auto [fx, fy, fz] = corner_faces(corner);
  // Seen from outside the (+,+,+) corner the x, y, z faces run counterclockwise (right-handed
  // axes), so clockwise is x, z, y; each negative sign is a reflection and reverses the order.
  const int negatives = !(corner & 1) + !(corner & 2) + !(corner & 4);
  std::array<int, 3> cw = negatives % 2 == 0 ? std::array<int, 3>{c[fx], c[fz], c[fy]}
                                             : std::array<int, 3>{c[fx], c[fy], c[fz]};
  int best = 1000;
  for (int s = 0; s < 3; ++s) best = std::min(best, cw[s] * 100 + cw[(s + 1) % 3] * 10 + cw[(s + 2) % 3]);
  return best;
}

std::array<int, kCorners> corner_numbers(const Colouring& c) {
  std::array<int, kCorners> out{};
  for (int i = 0; i < kCorners; ++i) out[i] = corner_number(c, i);
  return out;
}

Colouring canonical(const Colouring& c) {
  Colouring best = c;
  for (const Rotation& r : rotations()) best = std::min(best, rotate(c, r));
  return best;
}

std::string colouring_text(const Colouring& c) {
  std::string s;
  for (uint8_t v : c) s += static_cast<char>('0' + v);
  return s;
}

std::vector<Colouring> n_coloured_family(int n) {
  std::set<Colouring> cubes;
  Colouring c{};
  int total = 1;
  for (int f = 0; f < kFaces; ++f) total *= n;
  for (int code = 0; code < total; ++code) {
    int x = code, used = 0;
    for (int f = 0; f < kFaces; ++f) {
      c[f] = static_cast<uint8_t>(1 + x % n);
      used |= 1 << (x % n);
      x /= n;
    }
    if (used == (1 << n) - 1) cubes.insert(canonical(c));
  }
  return {cubes.begin(), cubes.end()};
}

}  // namespace cw::macmahon
