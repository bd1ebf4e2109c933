#include "hoffman/construct.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "hoffman/symmetry.hpp"

namespace cw::hoffman {

Grid pinwheel(bool mirror) {
  const auto& T = orientations(2);
  Grid g;
  g.n = 2;
  for (int c = 0; c < 4; ++c) {
    auto x = cell_coords(2, c);
    const bool even = ((x[0] + x[1]) % 2 == 0) != mirror;
    std::array<uint8_t, kMaxDim> p{};
    p[0] = even ? 0 : 1;
    p[1] = even ? 1 : 0;
    g.cell[c] = static_cast<uint8_t>(T.index_of(p));
  }
  return g;
}

namespace {
// Index of the 2x2x2x2 super-box holding a 4D cell.
int super_box(const std::array<int, kMaxDim>& x) { return x[0] / 2 + 2 * (x[1] / 2) + 4 * (x[2] / 2) + 8 * (x[3] / 2); }

// A super-box's 16 cells in index order, as one key.
using SuperBoxCells = std::array<uint8_t, 16>;

// The cells of each super-box, in index order.
const std::array<std::array<int, 16>, 16>& super_box_cells() {
  static const auto cells = [] {
    std::array<std::array<int, 16>, 16> r{};
    std::array<int, 16> filled{};
    for (int c = 0; c < cell_count(4); ++c) {
      const int s = super_box(cell_coords(4, c));
      r[static_cast<size_t>(s)][static_cast<size_t>(filled[static_cast<size_t>(s)]++)] = c;
    }
    return r;
  }();
  return cells;
}

SuperBoxCells cells_of(const Grid& g, int box) {
  SuperBoxCells k{};
  for (size_t i = 0; i < 16; ++i) k[i] = g.cell[static_cast<size_t>(super_box_cells()[static_cast<size_t>(box)][i])];
  return k;
}
}  // namespace

const std::vector<SlabTiling>& slab_tilings() {
  static const auto all = [] {
    std::vector<SlabTiling> r;
    for (uint8_t first = 0; first < 16; ++first)
      for (uint8_t second = 0; second < 16; ++second)
        if (is_slab_tiling({first, second})) r.push_back({first, second});
    return r;
  }();
  return all;
}

bool is_slab_tiling(SlabTiling t) {
  const auto uniform = [](uint8_t m) { return m == 0 || m == 15; };
  return t.first < 16 && t.second < 16 && (uniform(t.first) || uniform(t.second));
}

Grid sliced_construction_4d(SlabTiling arrangement, const std::array<SlabTiling, 16>& boxes, int pairing) {
  // Length indices of the P pair and the Q pair.
  static constexpr int kPairs[3][4] = {{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}};
  const int* pq = kPairs[pairing];
  const auto& T = orientations(4);
  Grid g;
  g.n = 4;
  for (int c = 0; c < cell_count(4); ++c) {
    auto x = cell_coords(4, c);
    int u[4], v[4];
    for (int d = 0; d < 4; ++d) {
      u[d] = x[d] / 2;  // which super-box along d
      v[d] = x[d] % 2;  // which box inside it
    }
    // Super level: pinwheels in the planes (0,1) and (2,3), each mirrored as the arrangement says
    // for the slab it lies in; true = the axis gets P = a+b.
    const int xy = u[0] + 2 * u[1], zw = u[2] + 2 * u[3];
    bool isP[4];
    isP[0] = ((u[0] + u[1]) % 2 == 0) != ((arrangement.first >> zw & 1) != 0);
    isP[1] = !isP[0];
    isP[2] = ((u[2] + u[3]) % 2 == 0) != ((arrangement.second >> xy & 1) != 0);
    isP[3] = !isP[2];
    int pa[2], qa[2], np = 0, nq = 0;
    for (int d = 0; d < 4; ++d) (isP[d] ? pa[np++] : qa[nq++]) = d;
    // Inner level: pinwheel of a,b on the P axes and of c,d on the Q axes, each mirrored as the
    // super-box's tiling says for the slab this box lies in.
    std::array<uint8_t, kMaxDim> p{};
    const SlabTiling t = boxes[static_cast<size_t>(super_box(x))];
    const int p_cell = v[pa[0]] + 2 * v[pa[1]], q_cell = v[qa[0]] + 2 * v[qa[1]];
    const bool ep = ((v[pa[0]] + v[pa[1]]) % 2 == 0) != ((t.first >> q_cell & 1) != 0);
    const bool eq = ((v[qa[0]] + v[qa[1]]) % 2 == 0) != ((t.second >> p_cell & 1) != 0);
    p[pa[0]] = static_cast<uint8_t>(ep ? pq[0] : pq[1]);
    p[pa[1]] = static_cast<uint8_t>(ep ? pq[1] : pq[0]);
    p[qa[0]] = static_cast<uint8_t>(eq ? pq[2] : pq[3]);
    p[qa[1]] = static_cast<uint8_t>(eq ? pq[3] : pq[2]);
    g.cell[c] = static_cast<uint8_t>(T.index_of(p));
  }
  return g;
}

Grid nested_construction_4d(uint32_t chirality, int pairing) {
  std::array<SlabTiling, 16> boxes;
  for (int s = 0; s < 16; ++s)
    boxes[static_cast<size_t>(s)] = {static_cast<uint8_t>((chirality >> (2 * s) & 1) ? 15 : 0),
                                     static_cast<uint8_t>((chirality >> (2 * s + 1) & 1) ? 15 : 0)};
  return sliced_construction_4d({}, boxes, pairing);
}

namespace {
// replicated_variants()[p][b]: pairing p with the same two chirality bits b in every super-box.
const std::array<std::array<Grid, 4>, 3>& replicated_variants() {
  static const auto r = [] {
    std::array<std::array<Grid, 4>, 3> r;
    for (int p = 0; p < 3; ++p)
      for (uint32_t b = 0; b < 4; ++b) r[p][b] = nested_construction_4d(b * 0x55555555u, p);
    return r;
  }();
  return r;
}

// Cells in which the grid differs from the nearest variant of one pairing: the super-boxes are
// independent, so each takes the best of its four bit choices.
int distance_to_pairing(const Grid& g, int pairing) {
  std::array<std::array<int, 4>, 16> mismatches{};
  for (int c = 0; c < cell_count(4); ++c) {
    const int s = super_box(cell_coords(4, c));
    for (int b = 0; b < 4; ++b) mismatches[s][b] += g.cell[c] != replicated_variants()[pairing][b].cell[c];
  }
  int total = 0;
  for (const auto& m : mismatches) total += *std::min_element(m.begin(), m.end());
  return total;
}
}  // namespace

int construction_distance(const Grid& g) {
  const auto& G = symmetry_group(4);
  int best = cell_count(4);
  for (int s = 0; s < G.size(); ++s) {
    const Grid image = G.apply(s, g);
    for (int p = 0; p < 3; ++p) best = std::min(best, distance_to_pairing(image, p));
  }
  return best;
}

std::optional<std::pair<int, uint32_t>> construction_variant(const Grid& g) {
  if (g.n != 4) return std::nullopt;
  // Super-boxes are independent: match each one against the four choices of its two bits.
  const auto& replicated = replicated_variants();
  for (int pairing = 0; pairing < 3; ++pairing) {
    uint32_t chirality = 0;
    bool all = true;
    for (int s = 0; s < 16 && all; ++s) {
      const SuperBoxCells cells = cells_of(g, s);
      bool matched = false;
      for (uint32_t b = 0; b < 4 && !matched; ++b) {
        matched = cells == cells_of(replicated[pairing][b], s);
        if (matched) chirality |= b << (2 * s);
      }
      all = matched;
    }
    if (all) return std::make_pair(pairing, chirality);
  }
  return std::nullopt;
}

bool in_construction_family(const Grid& g) {
  const auto& G = symmetry_group(4);
  for (int s = 0; s < G.size(); ++s)
    if (construction_variant(G.apply(s, g))) return true;
  return false;
}

namespace {
// slab_patterns()[3 * a + p]: for arrangement slab_tilings()[a] and pairing p, each super-box's
// 60 slab tilings, sorted for lookup. A super-box's tiling does not depend on the others', so
// membership is tested box by box.
const std::vector<std::array<std::vector<SuperBoxCells>, 16>>& slab_patterns() {
  static const auto patterns = [] {
    std::vector<std::array<std::vector<SuperBoxCells>, 16>> r;
    for (const SlabTiling arrangement : slab_tilings())
      for (int pairing = 0; pairing < 3; ++pairing) {
        auto& by_box = r.emplace_back();
        for (const SlabTiling t : slab_tilings()) {
          std::array<SlabTiling, 16> boxes;
          boxes.fill(t);
          const Grid g = sliced_construction_4d(arrangement, boxes, pairing);
          for (int s = 0; s < 16; ++s) by_box[static_cast<size_t>(s)].push_back(cells_of(g, s));
        }
        for (auto& v : by_box) std::sort(v.begin(), v.end());
      }
    return r;
  }();
  return patterns;
}

bool is_sliced_variant(const Grid& g) {
  std::array<SuperBoxCells, 16> cells;
  for (int s = 0; s < 16; ++s) cells[static_cast<size_t>(s)] = cells_of(g, s);
  for (const auto& by_box : slab_patterns()) {
    bool all = true;
    for (size_t s = 0; s < 16 && all; ++s) all = std::binary_search(by_box[s].begin(), by_box[s].end(), cells[s]);
    if (all) return true;
  }
  return false;
}

// Decimal strings (most significant digit first): n * m, n + 1 and n / m, for small m.
std::string times(const std::string& n, unsigned m) {
  std::string out;
  unsigned carry = 0;
  for (auto it = n.rbegin(); it != n.rend(); ++it) {
    const unsigned v = static_cast<unsigned>(*it - '0') * m + carry;
    out += static_cast<char>('0' + v % 10);
    carry = v / 10;
  }
  for (; carry > 0; carry /= 10) out += static_cast<char>('0' + carry % 10);
  return std::string(out.rbegin(), out.rend());
}

std::string plus_one(std::string n) {
  size_t i = n.size();
  while (i > 0 && n[i - 1] == '9') n[--i] = '0';
  if (i == 0) n.insert(n.begin(), '1');
  else ++n[i - 1];
  return n;
}

std::string divided(const std::string& n, unsigned m, unsigned* remainder) {
  std::string out;
  unsigned r = 0;
  for (char ch : n) {
    r = r * 10 + static_cast<unsigned>(ch - '0');
    if (!out.empty() || r / m > 0) out += static_cast<char>('0' + r / m);
    r %= m;
  }
  *remainder = r;
  return out.empty() ? "0" : out;
}
}  // namespace

SlicedFamilySize sliced_family_size() {
  SlicedFamilySize s;
  s.slab_tilings = static_cast<int>(slab_tilings().size());
  std::string grids(1, '3');  // the pairings
  for (int level = 0; level < 17; ++level) grids = times(grids, static_cast<unsigned>(s.slab_tilings));
  s.grids = grids;
  // An orbit has at most 384 members, so there are at least grids / 384 classes, rounded up.
  unsigned remainder = 0;
  s.classes_at_least = divided(s.grids, static_cast<unsigned>(symmetry_group(4).size()), &remainder);
  if (remainder > 0) s.classes_at_least = plus_one(s.classes_at_least);
  return s;
}

bool in_sliced_family(const Grid& g) {
  if (g.n != 4) return false;
  const auto& G = symmetry_group(4);
  for (int s = 0; s < G.size(); ++s)
    if (is_sliced_variant(G.apply(s, g))) return true;
  return false;
}

}  // namespace cw::hoffman
