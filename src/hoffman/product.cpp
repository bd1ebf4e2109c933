#include "hoffman/product.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <limits>
#include <set>
#include <utility>

#include "core/error.hpp"
#include "hoffman/construct.hpp"
#include "hoffman/enumerate.hpp"
#include "hoffman/model.hpp"
#include "hoffman/symmetry.hpp"

namespace cw::hoffman {

bool composes(int n) {
  if (n < 2 || n > kMaxProductDim) return false;
  while (n % 2 == 0) n /= 2;
  while (n % 3 == 0) n /= 3;
  return n == 1;
}

std::pair<int, int> nearest_composing(int n) {
  int below = std::min(n - 1, kMaxProductDim), above = std::max(n + 1, 2);
  while (below >= 2 && !composes(below)) --below;
  while (above <= kMaxProductDim && !composes(above)) ++above;
  return {below >= 2 ? below : 0, above <= kMaxProductDim ? above : 0};
}

namespace {

// A leaf packing in the grid model: per cell and axis, the length index along the axis and the
// set (bit mask) of lengths of the boxes before it on its line, whose sum is its lowest corner.
struct LeafPacking {
  std::vector<std::array<uint8_t, 3>> length, before;  // [cell][axis]
};

LeafPacking leaf_of(const Grid& g) {
  const int n = g.n, cells = cell_count(n);
  const auto& T = orientations(n);
  LeafPacking leaf;
  leaf.length.resize(static_cast<size_t>(cells));
  leaf.before.resize(static_cast<size_t>(cells));
  for (int c = 0; c < cells; ++c) {
    const auto x = cell_coords(n, c);
    for (int d = 0; d < n; ++d) {
      leaf.length[static_cast<size_t>(c)][static_cast<size_t>(d)] = T.perm[g.cell[static_cast<size_t>(c)]][static_cast<size_t>(d)];
      uint8_t mask = 0;
      auto y = x;
      for (y[static_cast<size_t>(d)] = 0; y[static_cast<size_t>(d)] < x[static_cast<size_t>(d)]; ++y[static_cast<size_t>(d)])
        mask = static_cast<uint8_t>(mask | 1u << T.perm[g.cell[static_cast<size_t>(cell_index(n, y))]][static_cast<size_t>(d)]);
      leaf.before[static_cast<size_t>(c)][static_cast<size_t>(d)] = mask;
    }
  }
  return leaf;
}

// Every 3D packing: the orbits of the enumeration's classes, sorted by grid.
std::vector<Grid> packings_3d() {
  std::set<Grid> all;
  const auto& G = symmetry_group(3);
  for (const auto& c : enumerate_packings(default_lengths(3)).real.classes)
    for (int s = 0; s < G.size(); ++s) all.insert(G.apply(s, c.canonical));
  return {all.begin(), all.end()};
}

const std::vector<LeafPacking>& leaves(int dim) {
  static const std::vector<LeafPacking> pinwheels = {leaf_of(pinwheel(false)), leaf_of(pinwheel(true))};
  if (dim == 2) return pinwheels;
  static const std::vector<LeafPacking> packings = [] {  // the enumeration runs once, when first asked
    std::vector<LeafPacking> t;
    for (const Grid& g : packings_3d()) t.push_back(leaf_of(g));
    return t;
  }();
  return packings;
}

int power_of(int base, int e) {
  int r = 1;
  while (e-- > 0) r *= base;
  return r;
}

// Appends the default recipe of n (its 2s then its 3s, right-nested) and returns its root.
int add_default(std::vector<ProductNode>& nodes, int n) {
  std::vector<int> f;
  for (; n % 2 == 0; n /= 2) f.push_back(2);
  for (; n % 3 == 0; n /= 3) f.push_back(3);
  int root = -1;
  for (size_t i = f.size(); i-- > 0;) {
    nodes.push_back({f[i], 0, -1, -1});
    const int leaf = static_cast<int>(nodes.size()) - 1;
    if (root < 0) {
      root = leaf;
      continue;
    }
    nodes.push_back({f[i] * nodes[static_cast<size_t>(root)].dim, 0, leaf, root});
    root = static_cast<int>(nodes.size()) - 1;
  }
  return root;
}

// The leaves under `node` in reading order (outer before inner).
void collect_leaves(const Recipe& r, int node, std::vector<int>& out) {
  const ProductNode& p = r.nodes[static_cast<size_t>(node)];
  if (p.outer < 0) {
    out.push_back(node);
    return;
  }
  collect_leaves(r, p.outer, out);
  collect_leaves(r, p.inner, out);
}

std::string factors_of(const Recipe& r, int node, bool nested) {
  const ProductNode& p = r.nodes[static_cast<size_t>(node)];
  if (p.outer < 0) return std::to_string(p.dim);
  const std::string s = factors_of(r, p.outer, true) + "x" + factors_of(r, p.inner, false);
  return nested ? "(" + s + ")" : s;
}

}  // namespace

int leaf_packing_count(int dim) { return static_cast<int>(leaves(dim).size()); }

std::string Recipe::factors() const { return factors_of(*this, root, false); }

std::vector<int> Recipe::packings() const {
  std::vector<int> leaf_nodes, out;
  collect_leaves(*this, root, leaf_nodes);
  for (int l : leaf_nodes) out.push_back(nodes[static_cast<size_t>(l)].packing);
  return out;
}

Recipe make_recipe(int dim, std::string_view factors, const std::vector<int>& packings) {
  if (!composes(dim)) {
    const auto [below, above] = nearest_composing(dim);
    throw InputError(fmt::format("no product construction for dimension {}: it is not 2^i 3^j (at most {}); the "
                                 "nearest that compose are {}",
                                 dim, kMaxProductDim,
                                 below && above ? fmt::format("{} and {}", below, above) : std::to_string(below ? below : above)));
  }
  Recipe r;
  std::vector<int> f;
  for (size_t start = 0; start < factors.size();) {
    const size_t x = std::min(factors.find('x', start), factors.size());
    const std::string_view t = factors.substr(start, x - start);
    const bool digits = !t.empty() && t.size() <= 2 && std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!digits || !composes(std::stoi(std::string(t))))
      throw InputError(fmt::format("'{}' is not a factor: each is a dimension 2^i 3^j, e.g. 2x3", std::string(t)));
    f.push_back(std::stoi(std::string(t)));
    start = x + 1;
    if (x + 1 == factors.size()) throw InputError("a factorisation does not end in 'x'");
  }
  if (f.empty()) f.push_back(dim);
  int product = 1;
  for (int v : f) product *= v;
  if (product != dim) throw InputError(fmt::format("the factors {} multiply to {}, not {}", std::string(factors), product, dim));
  int root = -1;
  for (size_t i = f.size(); i-- > 0;) {
    const int node = add_default(r.nodes, f[i]);
    if (root < 0) {
      root = node;
      continue;
    }
    r.nodes.push_back({f[i] * r.nodes[static_cast<size_t>(root)].dim, 0, node, root});
    root = static_cast<int>(r.nodes.size()) - 1;
  }
  r.root = root;
  std::vector<int> leaf_nodes;
  collect_leaves(r, r.root, leaf_nodes);
  if (!packings.empty() && packings.size() != leaf_nodes.size())
    throw InputError(fmt::format("{} packings given; the factorisation {} has {} leaves (one packing each)",
                                 packings.size(), r.factors(), leaf_nodes.size()));
  for (size_t i = 0; i < packings.size(); ++i) {
    ProductNode& leaf = r.nodes[static_cast<size_t>(leaf_nodes[i])];
    if (packings[i] < 0 || packings[i] >= leaf_packing_count(leaf.dim))
      throw InputError(fmt::format("packing {} of leaf {} ({}D) is not one of 0..{}", packings[i], i + 1, leaf.dim,
                                   leaf_packing_count(leaf.dim) - 1));
    leaf.packing = packings[i];
  }
  return r;
}

std::vector<int64_t> product_default_lengths(int n) {
  std::vector<int64_t> l;
  if (n <= kMaxDim) {
    const Lengths d = default_lengths(n);
    return {d.l.begin(), d.l.begin() + n};
  }
  for (int i = 0; i < n; ++i) l.push_back((int64_t{1} << n) + (int64_t{1} << i));
  return l;
}

std::vector<int64_t> parse_product_lengths(std::string_view text, int n) {
  std::vector<int64_t> l;
  for (size_t start = 0; start <= text.size();) {
    const size_t comma = std::min(text.find(',', start), text.size());
    const std::string t(text.substr(start, comma - start));
    const bool digits = !t.empty() && t.size() <= 13 && std::all_of(t.begin(), t.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!digits || std::stoll(t) < 1 || std::stoll(t) > kMaxLength)
      throw InputError(fmt::format("'{}' is not a length: a whole number from 1 to {}", t, kMaxLength));
    l.push_back(std::stoll(t));
    start = comma + 1;
  }
  if (static_cast<int>(l.size()) != n) throw InputError(fmt::format("{} lengths given for dimension {}", l.size(), n));
  int64_t sum = 0;
  for (size_t i = 0; i < l.size(); ++i) {
    if (i > 0 && l[i] <= l[i - 1]) throw InputError("the lengths must increase strictly");
    sum += l[i];
  }
  if ((n + 1) * l[0] <= sum)
    throw InputError(fmt::format("side condition {}*a > a+b+... fails: {}*{} = {} is not > {} ({} boxes fit along a line)",
                                 n + 1, n + 1, l[0], (n + 1) * l[0], sum, n + 1));
  return l;
}

BigNat product_box_count(int n) { return BigNat(static_cast<uint64_t>(n)).pow(static_cast<uint64_t>(n)); }

namespace {

constexpr int kMaxAxes = kMaxProductDim;

// Places the box whose leaf cells come next in `K` (node's axes, lengths `len`): `length[d]` the
// index into `len` of its side along axis d, `lo[d]` its lowest corner.
// A box named by its leaf cells (with their radices), read in order by place().
struct Digits {
  std::vector<std::pair<uint32_t, uint32_t>> digit;  // (cell, radix)
  size_t at = 0;
};

// Every prefix followed by every choice's digits: the combinations, prefix-major.
std::vector<Digits> every_extension(const std::vector<Digits>& prefixes, const std::vector<Digits>& choices) {
  std::vector<Digits> out;
  out.reserve(prefixes.size() * choices.size());
  for (const auto& prefix : prefixes)
    for (const auto& c : choices) {
      Digits d = prefix;
      d.digit.insert(d.digit.end(), c.digit.begin(), c.digit.end());
      out.push_back(std::move(d));
    }
  return out;
}

uint32_t next_cell(uint64_t& K, uint32_t radix) {
  const auto cell = static_cast<uint32_t>(K % radix);
  K /= radix;
  return cell;
}
uint32_t next_cell(BigNat& K, uint32_t radix) { return K.take(radix); }
uint32_t next_cell(Digits& K, uint32_t) { return K.digit[K.at++].first; }

template <class Index>
void place(const Recipe& r, int node, const int64_t* len, Index& K, uint8_t* length, int64_t* lo) {
  const ProductNode& p = r.nodes[static_cast<size_t>(node)];
  if (p.outer < 0) {
    const uint32_t radix = static_cast<uint32_t>(power_of(p.dim, p.dim));
    const uint32_t cell = next_cell(K, radix);
    const LeafPacking& leaf = leaves(p.dim)[static_cast<size_t>(p.packing)];
    for (int d = 0; d < p.dim; ++d) {
      length[d] = leaf.length[cell][static_cast<size_t>(d)];
      int64_t s = 0;
      for (unsigned m = leaf.before[cell][static_cast<size_t>(d)]; m; m &= m - 1) s += len[__builtin_ctz(m)];
      lo[d] = s;
    }
    return;
  }
  const int P = r.nodes[static_cast<size_t>(p.outer)].dim, Q = r.nodes[static_cast<size_t>(p.inner)].dim;
  std::array<int64_t, kMaxAxes> b{};  // b[i] = a[i][0] + ... + a[i][Q-1], a[i][j] = len[i*Q + j]
  for (int i = 0; i < P; ++i)
    for (int j = 0; j < Q; ++j) b[static_cast<size_t>(i)] += len[i * Q + j];
  std::array<uint8_t, kMaxAxes> outer_length{};
  std::array<int64_t, kMaxAxes> outer_lo{};
  for (int g = 0; g < Q; ++g) place(r, p.outer, b.data(), K, outer_length.data() + g * P, outer_lo.data() + g * P);
  std::array<uint8_t, kMaxAxes> axis{}, inner_length{};  // axis[g]: where b[i] lies in group g
  std::array<int64_t, kMaxAxes> inner_lo{};
  for (int i = 0; i < P; ++i) {
    for (int g = 0; g < Q; ++g)
      for (int k = 0; k < P; ++k)
        if (outer_length[static_cast<size_t>(g * P + k)] == i) axis[static_cast<size_t>(g)] = static_cast<uint8_t>(g * P + k);
    place(r, p.inner, len + i * Q, K, inner_length.data(), inner_lo.data());
    for (int g = 0; g < Q; ++g) {
      const size_t d = axis[static_cast<size_t>(g)];
      length[d] = static_cast<uint8_t>(i * Q + inner_length[static_cast<size_t>(g)]);
      lo[d] = outer_lo[d] + inner_lo[static_cast<size_t>(g)];
    }
  }
}

bool meets(int n, const int64_t* lo, const int64_t* side, const int64_t* qlo, const int64_t* qhi) {
  for (int d = 0; d < n; ++d)
    if (lo[d] >= qhi[d] || qlo[d] >= lo[d] + side[d]) return false;
  return true;
}

// The boxes of `node` (lengths len) that can meet [qlo, qhi), as digit strings.
std::vector<Digits> meeting(const Recipe& r, int node, const int64_t* len, const int64_t* qlo, const int64_t* qhi) {
  const ProductNode& p = r.nodes[static_cast<size_t>(node)];
  std::vector<Digits> out;
  std::array<uint8_t, kMaxAxes> length{};
  std::array<int64_t, kMaxAxes> lo{}, side{};
  if (p.outer < 0) {
    const auto radix = static_cast<uint32_t>(power_of(p.dim, p.dim));
    for (uint32_t cell = 0; cell < radix; ++cell) {
      Digits K{{{cell, radix}}, 0};
      place(r, node, len, K, length.data(), lo.data());
      for (int d = 0; d < p.dim; ++d) side[static_cast<size_t>(d)] = len[length[static_cast<size_t>(d)]];
      if (meets(p.dim, lo.data(), side.data(), qlo, qhi)) out.push_back({{{cell, radix}}, 0});
    }
    return out;
  }
  const int P = r.nodes[static_cast<size_t>(p.outer)].dim, Q = r.nodes[static_cast<size_t>(p.inner)].dim;
  std::array<int64_t, kMaxAxes> b{};
  for (int i = 0; i < P; ++i)
    for (int j = 0; j < Q; ++j) b[static_cast<size_t>(i)] += len[i * Q + j];
  // Per group, the outer boxes meeting the query there; then every combination of them.
  std::vector<std::vector<Digits>> groups;
  for (int g = 0; g < Q; ++g) groups.push_back(meeting(r, p.outer, b.data(), qlo + g * P, qhi + g * P));
  std::vector<Digits> outers(1);
  for (const auto& choices : groups) outers = every_extension(outers, choices);
  for (Digits& outer : outers) {
    std::array<uint8_t, kMaxAxes> outer_length{};
    std::array<int64_t, kMaxAxes> outer_lo{};
    outer.at = 0;
    for (int g = 0; g < Q; ++g) place(r, p.outer, b.data(), outer, outer_length.data() + g * P, outer_lo.data() + g * P);
    std::vector<Digits> combos(1, Digits{outer.digit, 0});
    for (int i = 0; i < P; ++i) {
      std::array<int64_t, kMaxAxes> cube_lo{}, cube_hi{};  // the query in the q-cube's frame
      for (int g = 0; g < Q; ++g)
        for (int k = 0; k < P; ++k)
          if (outer_length[static_cast<size_t>(g * P + k)] == i) {
            const size_t axis = static_cast<size_t>(g * P + k);
            cube_lo[static_cast<size_t>(g)] = qlo[axis] - outer_lo[axis];
            cube_hi[static_cast<size_t>(g)] = qhi[axis] - outer_lo[axis];
          }
      combos = every_extension(combos, meeting(r, p.inner, len + i * Q, cube_lo.data(), cube_hi.data()));
    }
    for (auto& d : combos) out.push_back(std::move(d));
  }
  return out;
}

}  // namespace

std::vector<BigNat> product_neighbours(const Recipe& r, const std::vector<int64_t>& lengths, const PlacedBox& box) {
  std::vector<int64_t> hi(box.lo.size());
  for (size_t d = 0; d < hi.size(); ++d) hi[d] = box.lo[d] + box.side[d];
  std::vector<BigNat> out;
  for (const Digits& d : meeting(r, r.root, lengths.data(), box.lo.data(), hi.data())) {
    BigNat K;
    for (size_t i = d.digit.size(); i-- > 0;) K = K * BigNat(d.digit[i].second) + BigNat(d.digit[i].first);
    out.push_back(std::move(K));
  }
  return out;
}

void product_box(const Recipe& r, const std::vector<int64_t>& lengths, uint64_t K, int64_t* lo, int64_t* side) {
  std::array<uint8_t, kMaxAxes> length{};
  place(r, r.root, lengths.data(), K, length.data(), lo);
  for (int d = 0; d < r.dim(); ++d) side[d] = lengths[length[static_cast<size_t>(d)]];
}

PlacedBox product_box(const Recipe& r, const std::vector<int64_t>& lengths, BigNat K) {
  std::array<uint8_t, kMaxAxes> length{};
  PlacedBox box;
  box.lo.resize(static_cast<size_t>(r.dim()));
  box.side.resize(static_cast<size_t>(r.dim()));
  place(r, r.root, lengths.data(), K, length.data(), box.lo.data());
  for (int d = 0; d < r.dim(); ++d) box.side[static_cast<size_t>(d)] = lengths[length[static_cast<size_t>(d)]];
  return box;
}

ProductPlacer::ProductPlacer(const Recipe& r, const std::vector<int64_t>& lengths) : lengths_(lengths), dim_(r.dim()) {
  root_ = compile(r, r.root, lengths_.data());
}

int ProductPlacer::compile(const Recipe& r, int node, const int64_t* len) {
  const ProductNode& p = r.nodes[static_cast<size_t>(node)];
  Call c;
  c.dim = p.dim;
  if (p.outer < 0) {
    c.radix = static_cast<uint32_t>(power_of(p.dim, p.dim));
    c.length.resize(c.radix * static_cast<size_t>(p.dim));
    c.lo.resize(c.radix * static_cast<size_t>(p.dim));
    for (uint64_t cell = 0; cell < c.radix; ++cell) {
      uint64_t K = cell;
      cw::hoffman::place(r, node, len, K, c.length.data() + cell * static_cast<size_t>(p.dim), c.lo.data() + cell * static_cast<size_t>(p.dim));
    }
  } else {
    c.P = r.nodes[static_cast<size_t>(p.outer)].dim;
    c.Q = r.nodes[static_cast<size_t>(p.inner)].dim;
    std::array<int64_t, kMaxAxes> b{};
    for (int i = 0; i < c.P; ++i)
      for (int j = 0; j < c.Q; ++j) b[static_cast<size_t>(i)] += len[i * c.Q + j];
    c.outer = compile(r, p.outer, b.data());
    for (int i = 0; i < c.P; ++i) c.inner.push_back(compile(r, p.inner, len + i * c.Q));
  }
  calls_.push_back(std::move(c));
  return static_cast<int>(calls_.size()) - 1;
}

// place() above, the leaves looked up.
void ProductPlacer::place(int call, uint64_t& K, uint8_t* length, int64_t* lo) const {
  const Call& c = calls_[static_cast<size_t>(call)];
  if (c.P == 0) {
    const auto cell = static_cast<size_t>(K % c.radix);
    K /= c.radix;
    for (int d = 0; d < c.dim; ++d) {
      length[d] = c.length[cell * static_cast<size_t>(c.dim) + static_cast<size_t>(d)];
      lo[d] = c.lo[cell * static_cast<size_t>(c.dim) + static_cast<size_t>(d)];
    }
    return;
  }
  const int P = c.P, Q = c.Q;
  std::array<uint8_t, kMaxAxes> outer_length{};
  std::array<int64_t, kMaxAxes> outer_lo{};
  for (int g = 0; g < Q; ++g) place(c.outer, K, outer_length.data() + g * P, outer_lo.data() + g * P);
  std::array<uint8_t, kMaxAxes> axis{}, inner_length{};  // axis[g]: where b[i] lies in group g
  for (int g = 0; g < Q; ++g)
    for (int k = 0; k < P; ++k) axis[static_cast<size_t>(outer_length[static_cast<size_t>(g * P + k)] * Q + g)] = static_cast<uint8_t>(g * P + k);
  std::array<int64_t, kMaxAxes> inner_lo{};
  for (int i = 0; i < P; ++i) {
    place(c.inner[static_cast<size_t>(i)], K, inner_length.data(), inner_lo.data());
    for (int g = 0; g < Q; ++g) {
      const size_t d = axis[static_cast<size_t>(i * Q + g)];
      length[d] = static_cast<uint8_t>(i * Q + inner_length[static_cast<size_t>(g)]);
      lo[d] = outer_lo[d] + inner_lo[static_cast<size_t>(g)];
    }
  }
}

void ProductPlacer::box(uint64_t K, int64_t* lo, int64_t* side) const {
  std::array<uint8_t, kMaxAxes> length{};
  place(root_, K, length.data(), lo);
  for (int d = 0; d < dim_; ++d) side[d] = lengths_[length[static_cast<size_t>(d)]];
}

std::vector<SliceBox> product_slice(const Recipe& r, const std::vector<int64_t>& lengths, const std::vector<int64_t>& at) {
  const int n = r.dim();
  if (n < 4 || n > kMaxSliceDim)
    throw InputError(fmt::format("3D slices are of dimensions 4 to {}, not {}", kMaxSliceDim, n));
  int64_t cube = 0;
  for (int64_t l : lengths) cube += l;
  if (at.size() != static_cast<size_t>(n - 3))
    throw InputError(fmt::format("{} points given; {}D fixes {} axes (the fourth on)", at.size(), n, n - 3));
  for (int64_t t : at)
    if (t < 0 || t >= cube) throw InputError(fmt::format("{} is not a point of the cube: 0 to {}", t, cube - 1));
  const ProductPlacer placer(r, lengths);
  const uint64_t count = *product_box_count(n).to_u64();
  std::array<int64_t, kMaxAxes> lo{}, side{};
  std::vector<SliceBox> out;
  for (uint64_t K = 0; K < count; ++K) {
    placer.box(K, lo.data(), side.data());
    bool cut = true;
    for (int d = 3; d < n && cut; ++d) {
      const int64_t t = at[static_cast<size_t>(d - 3)];
      cut = lo[static_cast<size_t>(d)] <= t && t < lo[static_cast<size_t>(d)] + side[static_cast<size_t>(d)];
    }
    if (!cut) continue;
    SliceBox b{K, {lo[0], lo[1], lo[2]}, {side[0], side[1], side[2]}, std::vector<int64_t>(side.begin(), side.begin() + n)};
    out.push_back(std::move(b));
  }
  return out;
}

ProductBoxSource::ProductBoxSource(const Recipe& r, std::vector<int64_t> lengths) : r_(r), placer_(r, lengths) {
  for (int64_t l : lengths) side_ += l;
  const auto count = product_box_count(r.dim()).to_u64();
  if (!count || *count > std::numeric_limits<uint32_t>::max())
    throw InputError(fmt::format("{}D has more boxes than the streamed check takes (2^32)", r.dim()));
  if (side_ > std::numeric_limits<uint16_t>::max())
    throw InputError(fmt::format("the cube's side {} is above 65535: the streamed check holds 16-bit coordinates", side_));
  count_ = *count;
}

void ProductBoxSource::boxes(int64_t from, int64_t to, const Take& take) {
  const bool first = corner_.empty();
  if (first) corner_.resize(count_);
  const auto n = static_cast<size_t>(r_.dim());
  constexpr uint64_t kBlock = uint64_t{1} << 16;
  const auto blocks = static_cast<int64_t>((count_ + kBlock - 1) / kBlock);
  std::atomic<bool> stop{false};
#pragma omp parallel
  {
    std::vector<int64_t> rows(2 * n * kBlock);  // this thread's block, reused
#pragma omp for schedule(dynamic, 1)
    for (int64_t block = 0; block < blocks; ++block) {
      if (stop.load(std::memory_order_relaxed)) continue;
      size_t m = 0;
      const uint64_t end = std::min(count_, static_cast<uint64_t>(block + 1) * kBlock);
      for (uint64_t k = static_cast<uint64_t>(block) * kBlock; k < end; ++k) {
        if (!first && (corner_[k] < from || corner_[k] >= to)) continue;
        int64_t* row = rows.data() + 2 * n * m;
        placer_.box(k, row, row + n);
        if (first) corner_[k] = static_cast<uint16_t>(row[0]);
        m += row[0] >= from && row[0] < to;
      }
#pragma omp critical(cw_product_box_source)
      if (m > 0 && !stop.load(std::memory_order_relaxed) && !take(rows.data(), m)) stop.store(true, std::memory_order_relaxed);
    }
  }
}

namespace {
double log10_of(const BigNat& v) {
  const std::string d = v.str();
  return static_cast<double>(d.size() - std::min<size_t>(d.size(), 15)) + std::log10(std::stod(d.substr(0, 15)));
}
}  // namespace

FamilySize product_family_size(const Recipe& r) {
  std::vector<FamilySize> size(r.nodes.size());
  // Children come before their parents in `nodes`.
  for (size_t i = 0; i < r.nodes.size(); ++i) {
    const ProductNode& p = r.nodes[i];
    FamilySize& s = size[i];
    if (p.outer < 0) {
      const int count = leaf_packing_count(p.dim);
      s = {std::to_string(count), std::log10(count), BigNat(static_cast<uint64_t>(count)), std::to_string(count), std::log10(count)};
      continue;
    }
    const FamilySize &outer = size[static_cast<size_t>(p.outer)], &inner = size[static_cast<size_t>(p.inner)];
    const uint64_t P = static_cast<uint64_t>(r.nodes[static_cast<size_t>(p.outer)].dim);
    const uint64_t Q = static_cast<uint64_t>(r.nodes[static_cast<size_t>(p.inner)].dim);
    // (PQ)! / (Q!^P P!): the splits of the lengths into P unordered rows of Q.
    BigNat splits(1);
    for (uint64_t k = 2; k <= P * Q; ++k) splits = splits * BigNat(k);
    uint32_t rest = 0;
    for (uint64_t k = 0; k < P; ++k)
      for (uint64_t j = 2; j <= Q; ++j) splits = splits.divided(static_cast<uint32_t>(j), &rest);
    for (uint64_t j = 2; j <= P; ++j) splits = splits.divided(static_cast<uint32_t>(j), &rest);
    // P q-cubes in each of the (P^P)^Q product boxes.
    uint64_t cubes = P;
    for (uint64_t k = 0; k < P * Q; ++k) cubes *= P;
    const auto term = [](const FamilySize& f, uint64_t e) {
      const bool simple = f.formula.find(' ') == std::string::npos;
      return (simple ? f.formula : "(" + f.formula + ")") + "^" + std::to_string(e);
    };
    s.formula = splits.str() + " * " + term(outer, Q) + " * " + term(inner, cubes);
    const auto distinct_term = [](const FamilySize& f, uint64_t e) {
      const bool simple = f.distinct_formula.find(' ') == std::string::npos;
      return (simple ? f.distinct_formula : "(" + f.distinct_formula + ")") + "^" + std::to_string(e);
    };
    s.distinct_formula = distinct_term(outer, Q) + " * " + distinct_term(inner, cubes);
    s.distinct_log10 = static_cast<double>(Q) * outer.distinct_log10 + static_cast<double>(cubes) * inner.distinct_log10;
    s.log10 = log10_of(splits) + static_cast<double>(Q) * outer.log10 +
              static_cast<double>(cubes) * inner.log10;
    if (outer.exact && inner.exact && s.log10 * 3.33 < 65536) s.exact = splits * outer.exact->pow(Q) * inner.exact->pow(cubes);
  }
  return size[static_cast<size_t>(r.root)];
}

bool distinct_subset_sums(const std::vector<int64_t>& lengths) {
  int64_t below = 0;  // e[0] + ... + e[i-1]
  bool superincreasing = true;
  for (size_t i = 1; i < lengths.size(); ++i) {
    const int64_t e = lengths[i] - lengths[0];
    superincreasing = superincreasing && e > below;
    below += e;
  }
  if (superincreasing && below < lengths[0]) return true;
  if (lengths.size() > 20) return false;
  std::vector<int64_t> sums(size_t{1} << lengths.size(), 0);
  for (size_t set = 1; set < sums.size(); ++set) {
    const auto low = static_cast<size_t>(__builtin_ctzll(set));
    sums[set] = sums[set & (set - 1)] + lengths[low];
  }
  std::sort(sums.begin(), sums.end());
  return std::adjacent_find(sums.begin(), sums.end()) == sums.end();
}

}  // namespace cw::hoffman
