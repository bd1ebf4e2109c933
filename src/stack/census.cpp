// The census (analysis.hpp): every k-set of a pool of cubes counted by the graph method.
#include <algorithm>
#include <map>

#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/parallel.hpp"
#include "stack/analysis.hpp"

namespace cw::stack {

namespace {

// The census's own count, for speed: the options of every pool cube precomputed once, the cubes
// of a set taken in their order (sets are small), degrees in fixed arrays, no allocation per set.
// Same model and the same Burnside sum as count_stacks (graph.hpp); the tests compare the two.
struct PoolOptions {
  std::array<Option, 6> option{};
  std::array<uint8_t, 6> admits{};  // bit f: admitted when counting the stacks Fixed(f) fixes
  int count = 0;
};

struct SetCounter {
  const std::vector<PoolOptions>& pool;
  int colours = 0, k = 0;
  std::array<int, 8> index{};
  std::array<Option, 8> chosen{};
  std::array<uint8_t, kMaxColours> deg1{}, deg2{};
  int fixed = 0;
  uint64_t stacks = 0, assignments = 0;

  static int components(const Option* chosen, int k, bool second, int colours) {
    std::array<uint8_t, kMaxColours> parent{}, touched{};
    for (int c = 0; c < colours; ++c) parent[c] = static_cast<uint8_t>(c);
    const auto root = [&](int v) {
      while (parent[v] != v) v = parent[v];
      return v;
    };
    int vertices = 0, merges = 0;
    for (int i = 0; i < k; ++i) {
      const Edge e = second ? chosen[i].lr : chosen[i].fb;
      if (e.loop()) continue;
      for (Colour c : {e.a, e.b})
        if (!touched[c]) touched[c] = 1, ++vertices;
      const int x = root(e.a), y = root(e.b);
      if (x != y) parent[x] = static_cast<uint8_t>(y), ++merges;
    }
    return vertices - merges;
  }

  void leaf() {
    ++assignments;
    const Fixed f = kMotionClasses[fixed];
    if (f == Fixed::Quarter || f == Fixed::Half) return void(++stacks);
    int exponent = 0;
    if (f == Fixed::None || f == Fixed::FlipLR || f == Fixed::Diagonal) exponent += components(chosen.data(), k, false, colours);
    if (f == Fixed::None || f == Fixed::FlipFB) exponent += components(chosen.data(), k, true, colours);
    stacks += uint64_t{1} << exponent;
  }

  static bool room(const std::array<uint8_t, kMaxColours>& deg, const Edge& e) {
    return e.loop() ? deg[e.a] == 0 : deg[e.a] < 2 && deg[e.b] < 2;
  }

  void search(int depth) {
    if (depth == k) return leaf();
    const PoolOptions& p = pool[index[depth]];
    for (int o = 0; o < p.count; ++o) {
      if (!((p.admits[o] >> fixed) & 1)) continue;
      const Option& x = p.option[o];
      if (!room(deg1, x.fb) || !room(deg2, x.lr)) continue;
      ++deg1[x.fb.a], ++deg1[x.fb.b], ++deg2[x.lr.a], ++deg2[x.lr.b];
      chosen[depth] = x;
      search(depth + 1);
      --deg1[x.fb.a], --deg1[x.fb.b], --deg2[x.lr.a], --deg2[x.lr.b];
    }
  }

  // (classes, subgraph pairs) of the set in `index`, as count_stacks defines them.
  std::pair<uint64_t, uint64_t> count() {
    uint64_t burnside = 0, all_assignments = 0, symmetric = 0;
    for (fixed = 0; fixed < 6; ++fixed) {
      stacks = assignments = 0;
      search(0);
      burnside += kMotions[fixed] * stacks;
      if (fixed == 0) {
        all_assignments = assignments;
        if (assignments == 0) return {0, 0};
      }
      if (fixed == 5) symmetric = assignments;
    }
    return {burnside / 8, (all_assignments + symmetric) / 2};
  }
};

// The same counts for every k-set at once: a depth-first search over (next cube, its option)
// pairs in increasing cube order, so that a partial assignment of a set's first cubes is made
// once for all the sets extending it. Each leaf adds to its set's tallies, indexed by the set's
// colex rank (the i-th smallest cube c adding C(c, i)).
struct TreeCounter {
  const std::vector<PoolOptions>& pool;
  const std::vector<std::array<uint64_t, 9>>& binomial;  // binomial[n][r], r <= 8
  int colours = 0, k = 0, size = 0, fixed = 0;
  std::vector<uint64_t> burnside = {};  // per set rank
  std::vector<uint32_t> assignments = {}, symmetric = {};
  std::array<Option, 8> chosen{};
  std::array<uint8_t, kMaxColours> deg1{}, deg2{};

  void leaf(uint64_t rank) {
    const Fixed f = kMotionClasses[fixed];
    uint64_t stacks = 1;
    if (f != Fixed::Quarter && f != Fixed::Half) {
      int exponent = 0;
      if (f == Fixed::None || f == Fixed::FlipLR || f == Fixed::Diagonal)
        exponent += SetCounter::components(chosen.data(), k, false, colours);
      if (f == Fixed::None || f == Fixed::FlipFB) exponent += SetCounter::components(chosen.data(), k, true, colours);
      stacks = uint64_t{1} << exponent;
    }
    burnside[rank] += kMotions[fixed] * stacks;
    if (fixed == 0) ++assignments[rank];
    if (fixed == 5) ++symmetric[rank];
  }

  void search(int depth, int next, uint64_t rank) {
    if (depth == k) return leaf(rank);
    for (int c = next; c <= size - (k - depth); ++c) {
      const PoolOptions& p = pool[c];
      const uint64_t r = rank + binomial[c][depth + 1];
      for (int o = 0; o < p.count; ++o) {
        if (!((p.admits[o] >> fixed) & 1)) continue;
        const Option& x = p.option[o];
        if (!SetCounter::room(deg1, x.fb) || !SetCounter::room(deg2, x.lr)) continue;
        ++deg1[x.fb.a], ++deg1[x.fb.b], ++deg2[x.lr.a], ++deg2[x.lr.b];
        chosen[depth] = x;
        search(depth + 1, c + 1, r);
        --deg1[x.fb.a], --deg1[x.fb.b], --deg2[x.lr.a], --deg2[x.lr.b];
      }
    }
  }
};

}  // namespace

Census census(const std::vector<Cube>& pool, int colours, int k) {
  const int size = static_cast<int>(pool.size());
  if (k < 2 || k > 8) throw InputError("a census takes sets of 2 to 8 cubes");
  Census total;
  if (k > size) return total;
  std::vector<PoolOptions> options(pool.size());
  for (size_t i = 0; i < pool.size(); ++i) {
    const auto list = cube_options(pool[i]);
    options[i].count = static_cast<int>(list.size());
    for (size_t o = 0; o < list.size(); ++o) {
      options[i].option[o] = list[o];
      for (int f = 0; f < 6; ++f) options[i].admits[o] |= static_cast<uint8_t>(admitted(list[o], kMotionClasses[f]) << f);
    }
  }
  std::vector<std::array<uint64_t, 9>> binomial(size + 1);
  for (int n = 0; n <= size; ++n)
    for (int r = 0; r <= 8; ++r) binomial[n][r] = r == 0 ? 1 : n == 0 ? 0 : binomial[n - 1][r - 1] + binomial[n - 1][r];
  const uint64_t sets = binomial[size][k];
  if (sets <= (uint64_t{1} << 22)) {
    std::vector<uint64_t> burnside(sets);
    std::vector<uint32_t> assignments(sets), symmetric(sets);
#pragma omp parallel
    {
      TreeCounter tree{options, binomial};
      tree.colours = colours, tree.k = k, tree.size = size;
      tree.burnside.assign(sets, 0), tree.assignments.assign(sets, 0), tree.symmetric.assign(sets, 0);
#pragma omp for schedule(dynamic, 1)
      for (int first = 0; first < size; ++first) {
        if (interrupted()) continue;
        const PoolOptions& p = options[first];
        for (tree.fixed = 0; tree.fixed < 6; ++tree.fixed)
          for (int o = 0; o < p.count; ++o) {
            if (!((p.admits[o] >> tree.fixed) & 1)) continue;
            const Option& x = p.option[o];
            if (!SetCounter::room(tree.deg1, x.fb) || !SetCounter::room(tree.deg2, x.lr)) continue;
            ++tree.deg1[x.fb.a], ++tree.deg1[x.fb.b], ++tree.deg2[x.lr.a], ++tree.deg2[x.lr.b];
            tree.chosen[0] = x;
            tree.search(1, first + 1, binomial[first][1]);
            --tree.deg1[x.fb.a], --tree.deg1[x.fb.b], --tree.deg2[x.lr.a], --tree.deg2[x.lr.b];
          }
      }
#pragma omp critical
      for (uint64_t r = 0; r < sets; ++r)
        burnside[r] += tree.burnside[r], assignments[r] += tree.assignments[r], symmetric[r] += tree.symmetric[r];
    }
    if (interrupted()) throw Interrupted("interrupted");
    for (uint64_t r = 0; r < sets; ++r) {
      const uint64_t classes = burnside[r] / 8, pairs = (uint64_t{assignments[r]} + symmetric[r]) / 2;
      ++total.sets;
      total.solvable += pairs > 0;
      total.unique += classes == 1;
      ++total.by_classes[classes];
      ++total.by_pairs[pairs];
    }
    return total;
  }
  // Work items: the first two cubes of the subset; the rest enumerated inside.
  std::vector<std::pair<int, int>> heads;
  for (int i = 0; i < size; ++i)
    for (int j = i + 1; j < size; ++j) heads.emplace_back(i, j);
#pragma omp parallel
  {
    Census mine;
    SetCounter counter{options};
    counter.colours = colours, counter.k = k;
    auto& index = counter.index;
#pragma omp for schedule(dynamic, 1)
    for (size_t h = 0; h < heads.size(); ++h) {
      if (interrupted()) continue;
      index[0] = heads[h].first, index[1] = heads[h].second;
      for (int t = 2; t < k; ++t) index[t] = index[t - 1] + 1;
      while (index[k - 1] < size) {
        const auto [classes, pairs] = counter.count();
        ++mine.sets;
        mine.solvable += pairs > 0;
        mine.unique += classes == 1;
        ++mine.by_classes[classes];
        ++mine.by_pairs[pairs];
        int t = k - 1;
        while (t >= 2 && index[t] == size - (k - t)) --t;
        if (t < 2) break;
        ++index[t];
        for (int u = t + 1; u < k; ++u) index[u] = index[u - 1] + 1;
      }
    }
#pragma omp critical
    {
      total.sets += mine.sets, total.solvable += mine.solvable, total.unique += mine.unique;
      for (auto [key, count] : mine.by_classes) total.by_classes[key] += count;
      for (auto [key, count] : mine.by_pairs) total.by_pairs[key] += count;
    }
  }
  if (interrupted()) throw Interrupted("interrupted");
  return total;
}

}  // namespace cw::stack
