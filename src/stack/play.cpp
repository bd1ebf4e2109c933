#include "stack/play.hpp"

#include <algorithm>
#include <fmt/format.h>

#include "core/error.hpp"

namespace cw::stack {

namespace {

using namespace face;

constexpr std::string_view kLetters = "xyzXYZ";

Rotation inverse(const Rotation& r) {
  Rotation inv{};
  for (int f = 0; f < kFaces; ++f) inv[r[f]] = static_cast<uint8_t>(f);
  return inv;
}

// a, then b.
Rotation then(const Rotation& a, const Rotation& b) {
  Rotation r{};
  for (int f = 0; f < kFaces; ++f) r[f] = b[a[f]];
  return r;
}

Rotation generator(int k) {
  static const Rotation quarter[3] = {
      {F, B, D, U, L, R},  // x: up to front, front to down
      {U, D, R, L, F, B},  // y: front to right, right to back
      {L, R, F, B, D, U},  // z: right to up, up to left
  };
  return k < 3 ? quarter[k] : inverse(quarter[k - 3]);
}

// The 24 rotations, each with a shortest word: breadth first from the identity, letters in the
// order x y z X Y Z, so that the word chosen is always the same.
struct Named {
  Rotation rotation;
  std::string word;
};
const std::vector<Named>& named_rotations() {
  static const std::vector<Named> all = [] {
    std::vector<Named> g{{kIdentity, ""}};
    for (size_t i = 0; i < g.size(); ++i)
      for (int k = 0; k < 6; ++k) {
        const Rotation r = then(g[i].rotation, generator(k));
        if (std::none_of(g.begin(), g.end(), [&](const Named& n) { return n.rotation == r; }))
          g.push_back({r, g[i].word + kLetters[k]});
      }
    return g;
  }();
  return all;
}

// Union-find over colours: the components of one subgraph's edges that are not loops, numbered
// 0.., and each cube's component (-1 for a loop, whose two orientations show the same).
std::vector<int> components(const std::vector<Edge>& edges, int colours, int& count) {
  std::vector<int> parent(colours);
  for (int c = 0; c < colours; ++c) parent[c] = c;
  const auto root = [&](int c) {
    while (parent[c] != c) c = parent[c] = parent[parent[c]];
    return c;
  };
  for (const Edge& e : edges)
    if (!e.loop()) parent[root(e.a)] = root(e.b);
  std::vector<int> number(colours, -1), of_cube;
  count = 0;
  for (const Edge& e : edges) {
    if (e.loop()) {
      of_cube.push_back(-1);
      continue;
    }
    int& n = number[root(e.a)];
    if (n < 0) n = count++;
    of_cube.push_back(n);
  }
  return of_cube;
}

}  // namespace

Rotation rotation_of(std::string_view word) {
  Rotation r = kIdentity;
  for (char ch : word) {
    const size_t k = kLetters.find(ch);
    if (k == std::string_view::npos)
      throw InputError(fmt::format("turn '{}': '{}' is not a quarter turn (x, y, z, or X, Y, Z the other way)", word, ch));
    r = then(r, generator(static_cast<int>(k)));
  }
  return r;
}

std::string rotation_word(const Rotation& r) {
  for (const Named& n : named_rotations())
    if (n.rotation == r) return n.word;
  throw RunError("not a rotation of the cube");
}

Cube rotate(const Cube& cube, const Rotation& r) {
  Cube c{};
  for (int f = 0; f < kFaces; ++f) c[r[f]] = cube[f];
  return c;
}

Sides shown_sides(const Cube& turned) { return {turned[F], turned[R], turned[B], turned[L]}; }

std::string turn_word(const Cube& from, const Cube& to) {
  for (const Named& n : named_rotations())  // shortest first
    if (rotate(from, n.rotation) == to) return n.word;
  throw RunError("the cube shown is no rotation of the cube given");
}

std::array<SideState, 4> side_states(const std::vector<Cube>& turned_cubes) {
  std::array<SideState, 4> sides;
  const int faces[4] = {F, R, B, L};
  for (int s = 0; s < 4; ++s) {
    ColourSet seen, twice;
    for (const Cube& c : turned_cubes) {
      const Colour colour = c[faces[s]];
      sides[s].colours.push_back(colour);
      if (seen.has(colour)) twice.add(colour);
      seen.add(colour);
    }
    for (int colour = 0; colour < kMaxColours; ++colour)
      if (twice.has(static_cast<Colour>(colour))) sides[s].repeated.push_back(static_cast<Colour>(colour));
    sides[s].complete = sides[s].repeated.empty();
  }
  return sides;
}

Nearest nearest_stack(const Column& column, const std::vector<Sides>& shown, SearchLimits limits, uint64_t stack_limit) {
  Nearest best;
  best.differing = column.size() + 1;
  GraphSearch search(column);
  const bool finished = search.run(
      [&](const std::vector<uint8_t>& choice) {
        std::vector<Option> options;
        std::vector<Edge> g1, g2;
        for (int i = 0; i < column.size(); ++i) {
          options.push_back(search.options()[i][choice[i]]);
          g1.push_back(options.back().fb), g2.push_back(options.back().lr);
        }
        const Solution oriented = orient(column, options);
        int c1 = 0, c2 = 0;
        const std::vector<int> of1 = components(g1, column.colours(), c1), of2 = components(g2, column.colours(), c2);
        // Each component of either subgraph in its two orientations: reversing one swaps front and
        // back (left and right) of exactly its cubes. Beyond 2^62 the stack limit stops it anyway.
        const uint64_t orientations = c1 + c2 >= 62 ? UINT64_MAX : uint64_t{1} << (c1 + c2);
        for (uint64_t mask = 0; mask < orientations; ++mask) {
          if (best.stacks_seen == stack_limit) return best.complete = false;
          ++best.stacks_seen;
          std::vector<Sides> sides = oriented.sides;
          int differing = 0;
          for (int i = 0; i < column.size(); ++i) {
            Sides& s = sides[i];
            if (of1[i] >= 0 && ((mask >> of1[i]) & 1)) std::swap(s.front, s.back);
            if (of2[i] >= 0 && ((mask >> (c1 + of2[i])) & 1)) std::swap(s.left, s.right);
            differing += !(s == shown[i]);
          }
          if (differing < best.differing) best.differing = differing, best.sides = sides, best.found = true;
          if (differing == 0) return false;
        }
        return true;
      },
      limits);
  if (!finished) best.complete = false;
  if (!best.found) best.differing = 0;
  return best;
}

}  // namespace cw::stack
