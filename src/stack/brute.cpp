#include "stack/brute.hpp"

#include <algorithm>
#include <set>
#include <vector>

#include "stack/check.hpp"

namespace cw::stack {

namespace {

// Each cube's distinct Sides over the checker's 24 rotations.
std::vector<std::vector<Sides>> placements(const Column& column) {
  std::vector<std::vector<Sides>> all;
  for (const Cube& cube : column.cubes) {
    std::vector<Sides> mine;
    for (const auto& to : checker_rotations()) {
      Cube c{};
      for (int f = 0; f < kFaces; ++f) c[to[f]] = cube[f];
      const Sides s{c[2], c[5], c[3], c[4]};
      if (std::find(mine.begin(), mine.end(), s) == mine.end()) mine.push_back(s);
    }
    all.push_back(mine);
  }
  return all;
}

struct Backtrack {
  const std::vector<std::vector<Sides>>& options;
  std::array<ColourSet, 4> shown{};
  std::vector<Sides> current;
  uint64_t nodes = 0, node_limit = UINT64_MAX;
  bool stop_at_first = false, found = false, limited = false;
  std::vector<std::vector<Sides>>* keep = nullptr;

  void run(size_t i) {
    if (found && stop_at_first) return;
    if (++nodes > node_limit) {
      limited = true;
      return;
    }
    if (i == options.size()) {
      found = true;
      if (keep) keep->push_back(current);
      return;
    }
    for (const Sides& s : options[i]) {
      const Colour side[4] = {s.front, s.right, s.back, s.left};
      bool free = true;
      for (int k = 0; k < 4; ++k) free = free && !shown[k].has(side[k]);
      if (!free) continue;
      for (int k = 0; k < 4; ++k) shown[k].add(side[k]);
      current.push_back(s);
      run(i + 1);
      current.pop_back();
      for (int k = 0; k < 4; ++k) shown[k].remove(side[k]);
      if (limited || (found && stop_at_first)) return;
    }
  }
};

}  // namespace

Sides move_sides(const Sides& s, int motion) {
  Sides t = s;
  // motions 0-3: quarter turns about the vertical axis; 4-7: the same after turning upside down
  // about the left-right axis (front and back swap).
  if (motion >= 4) t = {t.back, t.right, t.front, t.left};
  for (int q = 0; q < motion % 4; ++q) t = {t.left, t.front, t.right, t.back};
  return t;
}

BruteCount brute_count(const Column& column) {
  const auto options = placements(column);
  std::vector<std::vector<Sides>> stacks;
  Backtrack b{options, {}, {}};
  b.keep = &stacks;
  b.run(0);
  BruteCount count;
  count.stacks = stacks.size();
  const auto key = [](const std::vector<Sides>& v) {
    std::vector<int> k;
    for (const Sides& s : v) k.insert(k.end(), {s.front, s.right, s.back, s.left});
    return k;
  };
  std::set<std::vector<int>> orbits;
  for (const auto& stack : stacks) {
    std::vector<int> least;
    for (int m = 0; m < 8; ++m) {
      std::vector<Sides> image;
      for (const Sides& s : stack) image.push_back(move_sides(s, m));
      const auto k = key(image);
      if (m == 0 || k < least) least = k;
    }
    orbits.insert(least);
  }
  count.classes = orbits.size();
  return count;
}

BruteDecision brute_decide(const Column& column, uint64_t node_limit) {
  const auto options = placements(column);
  Backtrack b{options, {}, {}};
  b.stop_at_first = true;
  b.node_limit = node_limit;
  b.run(0);
  return {b.found || !b.limited, b.found, b.nodes};
}

}  // namespace cw::stack
