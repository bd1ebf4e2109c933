#include "stack/analysis.hpp"

#include <algorithm>
#include <numeric>

#include "core/error.hpp"
#include "core/interrupt.hpp"

namespace cw::stack {

namespace {

std::vector<std::string> numbered_colours(int colours) {
  std::vector<std::string> names;
  for (int c = 1; c <= colours; ++c) names.push_back(std::to_string(c));
  return names;
}

Colour pick(std::mt19937_64& rng, int colours) { return static_cast<Colour>(rng() % static_cast<uint64_t>(colours)); }

}  // namespace

Explanation explain(const Column& column, SearchLimits limits) {
  Explanation e;
  const int n = column.size(), m = column.colours();
  e.faces_per_colour.assign(m, 0);
  for (const Cube& cube : column.cubes)
    for (Colour c : cube) ++e.faces_per_colour[c];
  if (m < n) {
    e.obstacle = Obstacle::TooFewColours;
    return e;
  }
  if (m == n)
    for (int c = 0; c < m; ++c)
      if (e.faces_per_colour[c] < 4) {
        e.obstacle = Obstacle::RareColour, e.colour = c, e.faces = e.faces_per_colour[c];
        return e;
      }
  GraphSearch halves(column, Fixed::None, true);
  e.halves_complete = halves.run([&](const std::vector<uint8_t>&) { return ++e.halves < 1000000; }, limits) &&
                      e.halves < 1000000;
  e.nodes = halves.nodes();
  if (e.halves == 0) {
    e.obstacle = e.halves_complete ? Obstacle::NoSubgraph : Obstacle::Unknown;
    return e;
  }
  const Decision d = decide(column, limits);
  e.nodes += d.nodes;
  if (!d.decided) e.obstacle = Obstacle::Unknown;
  else if (!d.solvable) e.obstacle = Obstacle::NoDisjointPair;
  return e;
}

namespace {

// A random cyclic order of the colours: the planted subgraph is one cycle through all of them,
// so its orientations are the two that a motion of the column relates (more components would
// give stacks of different classes from the same subgraphs).
std::vector<Edge> hamiltonian_cycle(int n, std::mt19937_64& rng) {
  std::vector<Colour> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);
  std::vector<Edge> edges;
  for (int i = 0; i < n; ++i) {
    const Colour x = order[i], y = order[(i + 1) % n];
    edges.push_back({std::min(x, y), std::max(x, y)});
  }
  std::shuffle(edges.begin(), edges.end(), rng);
  return edges;
}

// Cube i with g1[i] and g2[i] as two of its pairs and a random third, the pairs on random axes
// and each turned either way round (only the pairs matter to the puzzle).
Cube planted_cube(const Edge& g1, const Edge& g2, int colours, std::mt19937_64& rng) {
  const Cube c{pick(rng, colours), pick(rng, colours), g1.a, g1.b, g2.a, g2.b};
  std::array<int, kPairs> axis{0, 1, 2};
  std::shuffle(axis.begin(), axis.end(), rng);
  Cube t{};
  for (int p = 0; p < kPairs; ++p) {
    const bool flip = rng() & 1;
    t[2 * axis[p]] = c[2 * p + flip], t[2 * axis[p] + 1] = c[2 * p + 1 - flip];
  }
  return t;
}

// The edges {v, sigma(v)} of a random permutation of the colours, in random cube order: every
// colour of degree 2 (a fixed point is a loop).
std::vector<Edge> random_two_factor(int n, std::mt19937_64& rng) {
  std::vector<Colour> sigma(n);
  std::iota(sigma.begin(), sigma.end(), 0);
  std::shuffle(sigma.begin(), sigma.end(), rng);
  std::vector<Edge> edges;
  for (int v = 0; v < n; ++v)
    edges.push_back({std::min<Colour>(static_cast<Colour>(v), sigma[v]), std::max<Colour>(static_cast<Colour>(v), sigma[v])});
  std::shuffle(edges.begin(), edges.end(), rng);
  return edges;
}

uint64_t classes_or_many(const Column& column, SearchLimits limits, uint64_t& nodes) {
  const StackCount c = count_stacks(column, limits);
  nodes += c.nodes;
  return c.complete ? c.classes : UINT64_MAX;
}

}  // namespace

Column random_column(int n, int colours, Model model, std::mt19937_64& rng) {
  Column column{std::vector<Cube>(n), numbered_colours(colours)};
  if (model == Model::Planted) {
    const std::vector<Edge> g1 = random_two_factor(n, rng), g2 = random_two_factor(n, rng);
    for (int i = 0; i < n; ++i) column.cubes[i] = planted_cube(g1[i], g2[i], colours, rng);
    return column;
  }
  std::vector<Colour> deal(static_cast<size_t>(n) * kFaces);
  for (size_t i = 0; i < deal.size(); ++i)
    deal[i] = model == Model::Balanced ? static_cast<Colour>(i % colours) : pick(rng, colours);
  if (model == Model::Balanced) std::shuffle(deal.begin(), deal.end(), rng);
  for (int i = 0; i < n; ++i)
    for (int f = 0; f < kFaces; ++f) column.cubes[i][f] = deal[static_cast<size_t>(i) * kFaces + f];
  return column;
}

Design design_unique(int n, std::mt19937_64& rng, int max_restarts, SearchLimits limits) {
  Design d;
  d.column = Column{std::vector<Cube>(n), numbered_colours(n)};
  for (d.restarts = 0; d.restarts < max_restarts && !d.found; ++d.restarts) {
    if (interrupted()) throw Interrupted("interrupted");
    const std::vector<Edge> g1 = hamiltonian_cycle(n, rng), g2 = hamiltonian_cycle(n, rng);
    for (int i = 0; i < n; ++i) {
      d.column.cubes[i] = planted_cube(g1[i], g2[i], n, rng);
    }
    // Redraw hidden pairs: the planted pairs are found again by their colours each time.
    uint64_t best = classes_or_many(d.column, limits, d.nodes);
    for (int round = 0; round < 8 * n && best > 1; ++round, ++d.redraws) {
      const int i = static_cast<int>(rng() % n);
      Cube& c = d.column.cubes[i];
      int hidden = -1;
      for (int p = 0; p < kPairs && hidden < 0; ++p) {
        const Edge e = pair_edge(c, p);
        if (!(e == g1[i]) && !(e == g2[i])) hidden = p;
      }
      if (hidden < 0) continue;  // two pairs equal to the planted ones: nothing to redraw safely
      const Cube before = c;
      c[2 * hidden] = pick(rng, n), c[2 * hidden + 1] = pick(rng, n);
      const uint64_t now = classes_or_many(d.column, limits, d.nodes);
      if (now <= best) best = now;
      else c = before;
    }
    d.found = best == 1;
  }
  return d;
}

Design design_from_pool(const std::vector<Cube>& pool, int colours, int k, std::mt19937_64& rng, int max_tries) {
  Design d;
  d.column = Column{std::vector<Cube>(k), numbered_colours(colours)};
  std::vector<int> index(pool.size());
  std::iota(index.begin(), index.end(), 0);
  for (d.restarts = 0; d.restarts < max_tries && !d.found; ++d.restarts) {
    if (interrupted()) throw Interrupted("interrupted");
    std::shuffle(index.begin(), index.end(), rng);
    std::sort(index.begin(), index.begin() + k);
    for (int t = 0; t < k; ++t) d.column.cubes[t] = pool[index[t]];
    const StackCount c = count_stacks(d.column);
    d.nodes += c.nodes;
    d.found = c.classes == 1;
  }
  return d;
}

}  // namespace cw::stack
