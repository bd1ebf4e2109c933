#include "stack/column.hpp"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

#include "core/error.hpp"

namespace cw::stack {

namespace {

using namespace face;

bool is_number(const std::string& s) {
  return !s.empty() && s.size() <= 9 && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::vector<std::string> split_faces(const std::string& item) {
  std::vector<std::string> faces;
  if (item.find('.') != std::string::npos) {
    size_t start = 0;
    for (;;) {
      const size_t dot = item.find('.', start);
      faces.push_back(item.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
      if (dot == std::string::npos) break;
      start = dot + 1;
    }
  } else {
    for (char c : item) faces.emplace_back(1, c);
  }
  for (const std::string& f : faces)
    if (f.empty() || !std::all_of(f.begin(), f.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)); }))
      throw InputError(fmt::format("cube '{}': a colour is one letter or digit, or names separated by '.'", printable(item)));
  if (faces.size() != kFaces)
    throw InputError(fmt::format("cube '{}': six colours, faces U D F B L R, not {}", printable(item), faces.size()));
  return faces;
}

// The 24 rotations as face permutations (face f moves to to[f]), the closure of a quarter turn
// about the vertical axis and one about the left-right axis.
using Perm = std::array<uint8_t, kFaces>;
const std::vector<Perm>& rotation_group() {
  static const std::vector<Perm> group = [] {
    const Perm about_z{U, D, R, L, F, B};  // front to right, right to back, back to left
    const Perm about_x{F, B, D, U, L, R};  // up to front, front to down
    std::vector<Perm> g{Perm{U, D, F, B, L, R}};
    for (size_t i = 0; i < g.size(); ++i)
      for (const Perm& s : {about_z, about_x}) {
        Perm p{};
        for (int f = 0; f < kFaces; ++f) p[f] = s[g[i][f]];
        if (std::find(g.begin(), g.end(), p) == g.end()) g.push_back(p);
      }
    return g;
  }();
  return group;
}

}  // namespace

Column column_from_items(const std::vector<std::string>& items) {
  if (items.empty()) throw InputError("no cubes given");
  if (items.size() > kMaxCubes) throw InputError(fmt::format("at most {} cubes, not {}", kMaxCubes, items.size()));
  std::vector<std::vector<std::string>> faces;
  std::vector<std::string> names;
  for (const std::string& item : items) {
    faces.push_back(split_faces(item));
    for (const std::string& f : faces.back()) names.push_back(f);
  }
  const bool numeric = std::all_of(names.begin(), names.end(), is_number);
  std::sort(names.begin(), names.end(), [numeric](const std::string& a, const std::string& b) {
    return numeric ? std::stol(a) < std::stol(b) : a < b;
  });
  names.erase(std::unique(names.begin(), names.end()), names.end());
  if (names.size() > kMaxColours) throw InputError(fmt::format("at most {} colours, not {}", kMaxColours, names.size()));
  Column column{{}, names};
  for (const auto& cube : faces) {
    Cube c{};
    for (int f = 0; f < kFaces; ++f)
      c[f] = static_cast<Colour>(std::lower_bound(names.begin(), names.end(), cube[f], [numeric](const std::string& a, const std::string& b) {
                                   return numeric ? std::stol(a) < std::stol(b) : a < b;
                                 }) - names.begin());
    column.cubes.push_back(c);
  }
  return column;
}

std::string cube_text(const Column& column, const Cube& cube) {
  bool single = true;
  for (Colour c : cube) single = single && column.colour_names[c].size() == 1;
  std::string text;
  for (int f = 0; f < kFaces; ++f) text += (single || f == 0 ? "" : ".") + column.colour_names[cube[f]];
  return text;
}

Edge pair_edge(const Cube& cube, int pair) {
  const Colour x = cube[2 * pair], y = cube[2 * pair + 1];
  return {std::min(x, y), std::max(x, y)};
}

std::vector<Option> cube_options(const Cube& cube) {
  std::vector<Option> options;
  for (int p = 0; p < kPairs; ++p)
    for (int q = 0; q < kPairs; ++q) {
      if (p == q) continue;
      const Option o{pair_edge(cube, p), pair_edge(cube, q)};
      if (std::find(options.begin(), options.end(), o) == options.end()) options.push_back(o);
    }
  return options;
}

std::vector<Sides> cube_sides(const Cube& cube) {
  std::vector<Sides> sides;
  for (int p = 0; p < kPairs; ++p)
    for (int q = 0; q < kPairs; ++q) {
      if (p == q) continue;
      for (int front = 0; front < 2; ++front)
        for (int left = 0; left < 2; ++left) {
          const Sides t{cube[2 * p + front], cube[2 * q + 1 - left], cube[2 * p + 1 - front], cube[2 * q + left]};
          if (std::find(sides.begin(), sides.end(), t) == sides.end()) sides.push_back(t);
        }
    }
  return sides;
}

Cube turned(const Cube& cube, const Sides& sides) {
  for (const Perm& p : rotation_group()) {
    Cube c{};
    for (int f = 0; f < kFaces; ++f) c[p[f]] = cube[f];
    if (c[F] == sides.front && c[R] == sides.right && c[B] == sides.back && c[L] == sides.left) return c;
  }
  throw RunError("no rotation of the cube shows these sides");
}

}  // namespace cw::stack
