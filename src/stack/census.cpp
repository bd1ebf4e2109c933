// The census (analysis.hpp): every k-set of a pool of cubes counted by the graph method. Three
// ways by how k compares with the pool's colours: more cubes than colours, no set stacks; as many
// (MacMahon's 6-sets, Haraguchi's 4-sets), the halves of each set read off buckets (ExactCensus);
// fewer, assignments searched over the sets at once (TreeCounter, or set by set when there are
// more than 2^22 sets: SetCounter). census_reference.hpp in tests/stack is the plain per-set count
// all three are checked and timed against.
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


// The census when the sets have as many cubes as the pool has colours (MacMahon's 6-sets,
// Haraguchi's 4-sets): every colour then has degree exactly 2 in each half (one colour pair per
// cube), since k cubes give 2k degrees to k colours that take at most 2 each. Halves, not
// assignments, are listed: a depth-first search over the sets in lexicographic order keeps the
// halves of the set's first d cubes ("partials", level[d]), each extended once for every set
// that shares those cubes, and a prefix without partials settles all its sets as 0 at once.
//
// A partial over k-1 cubes lacks exactly 2 degrees: one colour short by 2 (it completes only with
// that colour's loop) or two short by 1 (only with that colour pair). So the partials are sorted
// by the pair they lack, and a set's halves are the buckets of its last cube's colour pairs: no
// search at the last cube. The missing pair is a loop on a colour no edge touches, or closes the
// one path the partial has (its two ends are the only colours of degree 1) into a cycle: either
// way a half has its partial's components, computed once per partial and only when needed.
//
// A set's assignments are the ordered pairs of its halves that take different face pairs of every
// cube; their Burnside weights are those of census_reference.hpp's comment (graph.hpp, Fixed).
struct ExactCube {
  int count = 0;                               // distinct colour pairs (at most 3)
  std::array<Edge, kPairs> edge{};
  std::array<uint16_t, kPairs> block{}, add{};  // degrees, 2 bits a colour: pair j fits when (deg & block[j]) == 0
  std::array<uint8_t, kPairs> code{};           // a * 8 + b: the bucket of partials that lack pair j
  uint8_t single = 0, loops = 0;                // bit j: pair j lies on one face pair only; pair j is a loop
};

ExactCube exact_cube(const Cube& cube) {
  ExactCube x;
  for (int p = 0; p < kPairs; ++p) {
    const Edge e = pair_edge(cube, p);
    int j = 0;
    while (j < x.count && !(x.edge[j] == e)) ++j;
    if (j < x.count) {
      x.single &= static_cast<uint8_t>(~(1u << j));  // a second face pair with the same colours
      continue;
    }
    x.edge[j] = e, ++x.count;
    x.single |= static_cast<uint8_t>(1u << j);
    if (e.loop()) x.loops |= static_cast<uint8_t>(1u << j);
    // A loop needs degree 0 (block both bits); an edge needs degree below 2 at each end.
    x.block[j] = static_cast<uint16_t>(e.loop() ? 3u << 2 * e.a : 2u << 2 * e.a | 2u << 2 * e.b);
    x.add[j] = static_cast<uint16_t>((1u << 2 * e.a) + (1u << 2 * e.b));
    x.code[j] = static_cast<uint8_t>(e.a * 8 + e.b);
  }
  return x;
}

// Bit 3i + j of `used`: the set's cube i takes its colour pair j; of `single`: and that pair lies
// on one face pair only. Two halves x, y can be G1 and G2 exactly when (x.used & y.single) == 0:
// where both take the same pair of a cube, it must lie on two face pairs.
struct Partial {
  uint32_t used = 0, single = 0;
  uint16_t deg = 0;   // colour c's degree in bits 2c, 2c + 1
  uint8_t loops = 1;  // every edge so far a loop
};

struct ExactCensus {
  const std::vector<ExactCube>& cubes;
  const std::vector<std::array<uint64_t, 9>>& binomial;
  int n = 0, k = 0;
  std::array<std::vector<Partial>, 8> level{};
  std::array<int, 8> index{};
  std::vector<Partial> sorted{};          // level[k - 1] by the pair each lacks
  std::array<uint16_t, 65> start{};       // sorted[start[code] .. start[code + 1]): lacking pair `code`
  std::vector<int8_t> components{};       // of sorted[s], -1 until needed
  std::vector<Partial> halves{};          // the current set's
  std::vector<uint16_t> half_of{};        // halves[h] completes sorted[half_of[h]]
  Census found{};                         // sets with assignments, and the others counted in `zero`
  uint64_t zero = 0;

  ExactCensus(const std::vector<ExactCube>& c, const std::vector<std::array<uint64_t, 9>>& b, int k_)
      : cubes(c), binomial(b), n(static_cast<int>(c.size())), k(k_) {
    size_t most = 1;
    for (int d = 0; d < k; ++d, most *= 3) level[d].reserve(most);
    level[0].push_back({});
    most /= 3;
    sorted.resize(most), components.resize(most), halves.resize(most), half_of.resize(most);
  }

  void extend(int d, int c) {
    const ExactCube& x = cubes[c];
    std::vector<Partial>& out = level[d + 1];
    out.clear();
    for (const Partial& p : level[d])
      for (int j = 0; j < x.count; ++j)
        if (!(p.deg & x.block[j]))
          out.push_back({p.used | 1u << (3 * d + j), p.single | (x.single >> j & 1u) << (3 * d + j),
                         static_cast<uint16_t>(p.deg + x.add[j]), static_cast<uint8_t>(p.loops & x.loops >> j)});
  }

  // Sets whose first cubes are index[0 .. d-1], the rest from `next` on.
  void search(int d, int next) {
    if (d == k - 1) return last(next);
    for (int c = next; c <= n - (k - d); ++c) {
      extend(d, c);
      if (level[d + 1].empty()) {
        zero += binomial[n - 1 - c][k - d - 1];
        continue;
      }
      index[d] = c;
      search(d + 1, c + 1);
    }
  }

  uint8_t lacking(const Partial& p) const {
    const uint32_t missing = (0xAAAAu >> (16 - 2 * k)) - p.deg;  // 2 - degree, colour by colour
    const int a = __builtin_ctz(missing) >> 1;
    const uint32_t rest = missing & ~(3u << 2 * a);
    return static_cast<uint8_t>(a * 8 + (rest ? __builtin_ctz(rest) >> 1 : a));
  }

  int components_of(int s) {
    if (components[s] >= 0) return components[s];
    std::array<uint8_t, 8> parent{0, 1, 2, 3, 4, 5, 6, 7};
    const auto root = [&](int v) {
      while (parent[v] != v) v = parent[v];
      return v;
    };
    uint32_t touched = 0;
    int merges = 0;
    for (int i = 0; i < k - 1; ++i) {
      const Edge e = cubes[index[i]].edge[__builtin_ctz(sorted[s].used >> 3 * i & 7u)];
      if (e.loop()) continue;
      touched |= 1u << e.a | 1u << e.b;
      const int x = root(e.a), y = root(e.b);
      if (x != y) parent[x] = static_cast<uint8_t>(y), ++merges;
    }
    return components[s] = static_cast<int8_t>(__builtin_popcount(touched) - merges);
  }

  void last(int next) {
    const std::vector<Partial>& parts = level[k - 1];
    start.fill(0);
    for (const Partial& p : parts) ++start[lacking(p) + 1];
    for (int code = 0; code < 64; ++code) start[code + 1] += start[code];
    std::array<uint16_t, 64> at{};
    std::copy(start.begin(), start.begin() + 64, at.begin());
    for (const Partial& p : parts) sorted[at[lacking(p)]++] = p;
    std::fill(components.begin(), components.begin() + static_cast<long>(parts.size()), int8_t{-1});
    for (int c = next; c < n; ++c) count_set(c);
  }

  void count_set(int c) {
    const ExactCube& x = cubes[c];
    const int at = 3 * (k - 1);
    int h = 0;
    for (int j = 0; j < x.count; ++j)
      for (int s = start[x.code[j]]; s < start[x.code[j] + 1]; ++s, ++h) {
        const Partial& p = sorted[s];
        halves[h] = {p.used | 1u << (at + j), p.single | (x.single >> j & 1u) << (at + j), 0,
                     static_cast<uint8_t>(p.loops & x.loops >> j)};
        half_of[h] = static_cast<uint16_t>(s);
      }
    uint64_t assignments = 0, symmetric = 0, burnside = 0;
    for (int a = 0; a < h; ++a)
      for (int b = 0; b < h; ++b) {
        if (halves[a].used & halves[b].single) continue;
        // Distinct halves differ in `used`, so G1 = G2 exactly when a = b.
        const int ca = components_of(half_of[a]), cb = components_of(half_of[b]);
        const bool same = a == b, la = halves[a].loops, lb = halves[b].loops;
        ++assignments, symmetric += same;
        burnside += (uint64_t{1} << (ca + cb)) + 2 * (same && la) + (la && lb) + (la ? uint64_t{1} << cb : 0) +
                    (lb ? uint64_t{1} << ca : 0) + (same ? uint64_t{2} << ca : 0);
      }
    if (assignments == 0) return void(++zero);
    const uint64_t classes = burnside / 8, pairs = (assignments + symmetric) / 2;
    ++found.sets, ++found.solvable;
    found.unique += classes == 1;
    ++found.by_classes[classes];
    ++found.by_pairs[pairs];
  }
};

Census exact_census(const std::vector<Cube>& pool, int k, const std::vector<std::array<uint64_t, 9>>& binomial) {
  std::vector<ExactCube> cubes;
  for (const Cube& c : pool) cubes.push_back(exact_cube(c));
  const int n = static_cast<int>(pool.size());
  Census total;
  uint64_t zero = 0;
#pragma omp parallel
  {
    ExactCensus mine(cubes, binomial, k);
#pragma omp for schedule(dynamic, 1)
    for (int first = 0; first <= n - k; ++first) {
      if (interrupted()) continue;
      mine.extend(0, first);
      if (mine.level[1].empty()) {
        mine.zero += binomial[n - 1 - first][k - 1];
        continue;
      }
      mine.index[0] = first;
      mine.search(1, first + 1);
    }
#pragma omp critical
    {
      total.sets += mine.found.sets, total.solvable += mine.found.solvable, total.unique += mine.found.unique;
      for (auto [key, count] : mine.found.by_classes) total.by_classes[key] += count;
      for (auto [key, count] : mine.found.by_pairs) total.by_pairs[key] += count;
      zero += mine.zero;
    }
  }
  if (interrupted()) throw Interrupted("interrupted");
  if (zero > 0) total.sets += zero, total.by_classes[0] += zero, total.by_pairs[0] += zero;
  return total;
}

}  // namespace

Census census(const std::vector<Cube>& pool, int colours, int k) {
  const int size = static_cast<int>(pool.size());
  if (k < 2 || k > 8) throw InputError("a census takes sets of 2 to 8 cubes");
  Census total;
  if (k > size) return total;
  std::vector<std::array<uint64_t, 9>> binomial(size + 1);
  for (int n = 0; n <= size; ++n)
    for (int r = 0; r <= 8; ++r) binomial[n][r] = r == 0 ? 1 : n == 0 ? 0 : binomial[n - 1][r - 1] + binomial[n - 1][r];
  const uint64_t sets = binomial[size][k];
  // More cubes than colours: a half would give 2k degrees to colours that take 2 each.
  if (k > colours) {
    total.sets = sets, total.by_classes[0] = sets, total.by_pairs[0] = sets;
    return total;
  }
  if (k == colours) return exact_census(pool, k, binomial);
  std::vector<PoolOptions> options(pool.size());
  for (size_t i = 0; i < pool.size(); ++i) {
    const auto list = cube_options(pool[i]);
    options[i].count = static_cast<int>(list.size());
    for (size_t o = 0; o < list.size(); ++o) {
      options[i].option[o] = list[o];
      for (int f = 0; f < 6; ++f) options[i].admits[o] |= static_cast<uint8_t>(admitted(list[o], kMotionClasses[f]) << f);
    }
  }
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
