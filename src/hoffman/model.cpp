#include "hoffman/model.hpp"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <limits>

#include <fmt/format.h>

#include "core/error.hpp"

namespace cw::hoffman {
namespace {
constexpr std::string_view kCodes = "0123456789ABCDEFGHIJKLMN";
// Characters per cell: one code up to 24 orientations, two (base 24) in 5D.
int code_width(int n) { return n >= 5 ? 2 : 1; }
std::string grid_text_code(int o, int width) {
  return width == 2 ? std::string{kCodes[static_cast<size_t>(o) / kCodes.size()], kCodes[static_cast<size_t>(o) % kCodes.size()]}
                    : std::string{kCodes[static_cast<size_t>(o)]};
}

std::string sum_name(unsigned mask) {
  std::string s;
  for (int i = 0; i < kMaxDim; ++i)
    if (mask >> i & 1) {
      if (!s.empty()) s += '+';
      s += length_name(i);
    }
  return s;
}
}  // namespace

char length_name(int index) { return static_cast<char>('a' + index); }

int64_t Lengths::side() const {
  int64_t s = 0;
  for (int i = 0; i < n; ++i) s += l[i];
  return s;
}

std::string Lengths::str() const {
  std::string s;
  for (int i = 0; i < n; ++i) s += fmt::format("{}{}", i ? "," : "", l[i]);
  return s;
}

void validate_dimension(int dim, int max_dim) {
  if (dim >= kMinDim && dim <= max_dim) return;
  if (max_dim == kMaxSearchDim)
    throw InputError(fmt::format("unsupported dimension {}: the engine handles dimensions 2, 3 and 4 "
                                 "(n = 5 has 3125 cells and 120 orientations; see docs/hoffman.md)",
                                 dim));
  throw InputError(fmt::format("unsupported dimension {}: dimensions 2 to {} only", dim, max_dim));
}

namespace {
// Lengths that satisfy the side condition, for the example in a message.
std::string example_lengths(int dim) {
  switch (dim) {
    case 2: return "10,11";
    case 3: return "10,11,12";
    case 4: return "1000,1001,1003,1007";
    default: break;
  }
  std::string out;
  for (int i = 0; i < dim; ++i) out += fmt::format("{}{}", i ? "," : "", 100 + i);
  return out;
}
}  // namespace

Lengths parse_lengths(std::string_view text, int dim) {
  validate_dimension(dim, kMaxDim);
  Lengths L;
  L.n = dim;
  int count = 0;
  size_t pos = 0;
  while (true) {
    size_t comma = text.find(',', pos);
    std::string_view item = text.substr(pos, comma == std::string_view::npos ? text.npos : comma - pos);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    int64_t v = 0;
    auto [p, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
    if (ec == std::errc::result_out_of_range && p == item.data() + item.size())
      throw InputError(fmt::format("'{}' is too large (at most {})", printable(item), std::numeric_limits<int64_t>::max()));
    if (item.empty() || ec != std::errc() || p != item.data() + item.size())
      throw InputError(fmt::format("'{}' is not an integer (expected {} lengths, e.g. {})", printable(item), dim,
                                   example_lengths(dim)));
    if (count < kMaxDim) L.l[count] = v;
    ++count;
    if (comma == std::string_view::npos) break;
    pos = comma + 1;
  }
  if (count != dim)
    throw InputError(fmt::format("{} {} given, dimension {} needs {} (e.g. {})", count, count == 1 ? "value" : "values",
                                 dim, dim, example_lengths(dim)));
  return L;
}

std::string side_condition_failure(const Lengths& L) {
  const int64_t s = L.side();
  if ((L.n + 1) * L.l[0] > s) return {};
  std::string rhs, names;
  for (int i = 0; i < L.n; ++i) {
    rhs += fmt::format("{}{}", i ? "+" : "", L.l[i]);
    names += fmt::format("{}{}", i ? "+" : "", length_name(i));
  }
  return fmt::format("side condition {}*a > {} fails: {}*{} = {} is not > {} = {}", L.n + 1, names, L.n + 1,
                     L.l[0], (L.n + 1) * L.l[0], rhs, s);
}

void validate_lengths(const Lengths& L, bool allow_side_violation) {
  validate_dimension(L.n, kMaxDim);
  for (int i = 0; i < L.n; ++i) {
    if (L.l[i] <= 0)
      throw InputError(fmt::format("lengths must be positive: {} = {}", length_name(i), L.l[i]));
    if (L.l[i] > kMaxLength)
      throw InputError(fmt::format("lengths must be at most {}: {} = {}", kMaxLength, length_name(i), L.l[i]));
  }
  for (int i = 0; i + 1 < L.n; ++i)
    if (L.l[i] >= L.l[i + 1])
      throw InputError(fmt::format("lengths must be strictly increasing: {} = {} is not < {} = {}",
                                   length_name(i), L.l[i], length_name(i + 1), L.l[i + 1]));
  if (!allow_side_violation) {
    std::string why = side_condition_failure(L);
    if (!why.empty())
      throw InputError(why + " (boxes could lie " + std::to_string(L.n + 1) +
                       " in a row, so the grid model does not apply)");
  }
}

Lengths default_lengths(int dim) {
  validate_dimension(dim, kMaxDim);
  Lengths L;
  L.n = dim;
  if (dim == 2) L.l = {10, 11};
  if (dim == 3) L.l = {10, 11, 12};
  if (dim == 4) L.l = {1000, 1001, 1003, 1007};
  // Offsets 0,1,2,4,8: a set's sum names its size (the ten-thousands) and its members (binary).
  if (dim == 5) L.l = {10000, 10001, 10002, 10004, 10008};
  return L;
}

std::vector<std::string> length_coincidences(const Lengths& L) {
  // Positions of box faces are sums of sets of lengths; equal sums of two different sets make
  // faces coincide and can change which grids overlap. Equal sums of two sets reduce to equal
  // sums of two disjoint sets (remove the common part), so only disjoint pairs are listed.
  std::vector<std::string> out;
  const unsigned full = (1u << L.n) - 1;
  for (unsigned A = 1; A <= full; ++A)
    for (unsigned B = A + 1; B <= full; ++B) {
      if (A & B) continue;
      int64_t sa = 0, sb = 0;
      for (int i = 0; i < L.n; ++i) {
        if (A >> i & 1) sa += L.l[i];
        if (B >> i & 1) sb += L.l[i];
      }
      if (sa != sb) continue;
      std::string x = sum_name(A), y = sum_name(B);
      if (y < x) std::swap(x, y);
      out.push_back(fmt::format("{} = {} ({})", x, y, sa));
    }
  return out;
}

int OrientationTable::index_of(const std::array<uint8_t, kMaxDim>& p) const {
  for (int o = 0; o < count; ++o)
    if (std::equal(p.begin(), p.begin() + n, perm[o].begin())) return o;
  return -1;
}

std::string OrientationTable::name(int o) const {
  std::string s;
  for (int d = 0; d < n; ++d) s += length_name(perm[o][d]);
  return s;
}

const OrientationTable& orientations(int n) {
  static const auto tables = [] {
    std::array<OrientationTable, kMaxDim + 1> t{};
    for (int k = 1; k <= kMaxDim; ++k) {
      t[k].n = k;
      std::array<uint8_t, kMaxDim> p{};
      for (int i = 0; i < k; ++i) p[i] = static_cast<uint8_t>(i);
      do t[k].perm[t[k].count++] = p;
      while (std::next_permutation(p.begin(), p.begin() + k));
    }
    return t;
  }();
  validate_dimension(n, kMaxDim);
  return tables[n];
}

int cell_count(int n) {
  int c = 1;
  for (int i = 0; i < n; ++i) c *= n;
  return c;
}
int Grid::cells() const { return cell_count(n); }

std::strong_ordering Grid::operator<=>(const Grid& o) const {
  if (n != o.n) return n <=> o.n;
  const int c = std::memcmp(cell.data(), o.cell.data(), static_cast<size_t>(cells()));
  return c < 0 ? std::strong_ordering::less : c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal;
}

std::array<int, kMaxDim> cell_coords(int n, int cell) {
  std::array<int, kMaxDim> c{};
  for (int d = 0; d < n; ++d, cell /= n) c[d] = cell % n;
  return c;
}

int cell_index(int n, const std::array<int, kMaxDim>& c) {
  int idx = 0;
  for (int d = n - 1; d >= 0; --d) idx = idx * n + c[d];
  return idx;
}

std::string cell_name(int n, int cell) {
  auto c = cell_coords(n, cell);
  std::string s = "(";
  for (int d = 0; d < n; ++d) s += fmt::format("{}{}", d ? "," : "", c[d]);
  return s + ")";
}

std::vector<Box> place_boxes(const Grid& g, const Lengths& L) {
  const auto& T = orientations(g.n);
  const int N = g.cells();
  std::vector<Box> boxes(N);
  int stride = 1;
  for (int d = 0; d < g.n; ++d, stride *= g.n)
    for (int c = 0; c < N; ++c) {
      // Start = sum of the lengths along d of the cells before c on its line.
      const int k = cell_coords(g.n, c)[d];
      int64_t start = 0;
      for (int j = 1; j <= k; ++j) start += L.l[T.perm[g.cell[c - j * stride]][d]];
      boxes[c].lo[d] = start;
      boxes[c].hi[d] = start + L.l[T.perm[g.cell[c]][d]];
    }
  return boxes;
}

bool boxes_overlap(const Box& a, const Box& b, int n) {
  for (int d = 0; d < n; ++d)
    if (!(a.lo[d] < b.hi[d] && b.lo[d] < a.hi[d])) return false;
  return true;
}

CheckResult check_grid(const Grid& g, const Lengths& L) {
  CheckResult r;
  const auto& T = orientations(g.n);
  const int N = g.cells();
  for (int c = 0; c < N; ++c)
    if (g.cell[c] >= T.count) {
      r.lines_ok = false;
      r.line_problem = fmt::format("cell {} has no valid orientation code", cell_name(g.n, c));
      return r;
    }
  int stride = 1;
  for (int d = 0; d < g.n && r.lines_ok; ++d, stride *= g.n)
    for (int c = 0; c < N && r.lines_ok; ++c) {
      if (cell_coords(g.n, c)[d] != 0) continue;
      std::vector<int> seen(g.n, 0);
      for (int j = 0; j < g.n; ++j) seen[T.perm[g.cell[c + j * stride]][d]]++;
      for (int i = 0; i < g.n; ++i)
        if (seen[i] != 1) {
          r.lines_ok = false;
          r.line_problem = fmt::format("the line along axis {} through {} holds length {} {} times",
                                       "xyzwv"[d], cell_name(g.n, c), length_name(i), seen[i]);
          break;
        }
    }
  const auto boxes = place_boxes(g, L);
  const int64_t s = L.side();
  for (int c = 0; c < N; ++c)
    for (int d = 0; d < g.n; ++d)
      if (boxes[c].lo[d] < 0 || boxes[c].hi[d] > s) r.contained = false;
  for (int i = 0; i < N; ++i)
    for (int j = i + 1; j < N; ++j)
      if (boxes_overlap(boxes[i], boxes[j], g.n)) {
        if (!r.overlap) r.overlap = std::make_pair(i, j);
        ++r.overlapping_pairs;
        auto ci = cell_coords(g.n, i), cj = cell_coords(g.n, j);
        int differ = 0;
        for (int d = 0; d < g.n; ++d) differ += ci[d] != cj[d];
        if (differ <= 2) r.local_ok = false;
      }
  return r;
}

bool is_valid_packing(const Grid& g, const Lengths& L) { return check_grid(g, L).valid(); }

Grid dual(const Grid& g) {
  const auto& T = orientations(g.n);
  Grid out = g;
  for (int c = 0; c < g.cells(); ++c) {
    std::array<uint8_t, kMaxDim> p{};
    // g.n <= kMaxDim always; the second bound tells GCC so (with -fPIC it saw a write past p).
    for (int d = 0; d < g.n && d < kMaxDim; ++d) p[d] = static_cast<uint8_t>(g.n - 1 - T.perm[g.cell[c]][d]);
    out.cell[c] = static_cast<uint8_t>(T.index_of(p));
  }
  return out;
}

std::string grid_text(const Grid& g) {
  std::string s;
  const int N = g.cells();
  const int w = code_width(g.n);
  for (int c = 0; c < N; ++c) {
    if (c > 0) {
      if (g.n >= 5 && c % (g.n * g.n * g.n * g.n) == 0) s += '#';
      else if (g.n >= 4 && c % (g.n * g.n * g.n) == 0) s += '|';
      else if (g.n >= 3 && c % (g.n * g.n) == 0) s += '/';
      else if (c % g.n == 0) s += ',';
    }
    s += grid_text_code(g.cell[c], w);
  }
  return s;
}

Grid parse_grid(std::string_view text) {
  std::string codes, seps;
  for (char ch : text) {
    if (ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r') continue;
    if (ch == ',' || ch == '/' || ch == '|' || ch == '#') {
      seps += ch;
      continue;
    }
    char up = (ch >= 'a' && ch <= 'z') ? static_cast<char>(ch - 'a' + 'A') : ch;
    if (kCodes.find(up) == std::string_view::npos)
      throw InputError(fmt::format("malformed grid: '{}' is not an orientation code (0-9, A-N) or a "
                                   "separator (, / | #)", printable(std::string_view(&ch, 1))));
    codes += up;
  }
  int n = 0;
  for (int k = kMinDim; k <= kMaxDim; ++k)
    if (static_cast<int>(codes.size()) == cell_count(k) * code_width(k)) n = k;
  if (n == 0)
    throw InputError(fmt::format("malformed grid: {} orientation codes; a grid has 4 (2D), 27 (3D), "
                                 "256 (4D) or 3125 two-character codes (5D)", codes.size()));
  Grid g;
  g.n = n;
  const auto& T = orientations(n);
  const int w = code_width(n);
  for (int c = 0; c < g.cells(); ++c) {
    int o = 0;
    for (int k = 0; k < w; ++k) o = o * static_cast<int>(kCodes.size()) + static_cast<int>(kCodes.find(codes[c * w + k]));
    if (o >= T.count)
      throw InputError(fmt::format("malformed grid: code '{}' at cell {} is not one of the {} "
                                   "orientations of dimension {} ({}-{})",
                                   codes.substr(static_cast<size_t>(c * w), static_cast<size_t>(w)), cell_name(n, c),
                                   T.count, n, std::string(static_cast<size_t>(w), '0'),
                                   grid_text_code(T.count - 1, w)));
    g.cell[c] = static_cast<uint8_t>(o);
  }
  // Separators are optional, but when given they must be exactly those grid_text writes.
  if (!seps.empty()) {
    // Compare positions too: rebuild the text without spaces and compare to grid_text.
    std::string compact;
    for (char ch : text)
      if (!(ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'))
        compact += (ch >= 'a' && ch <= 'z') ? static_cast<char>(ch - 'a' + 'A') : ch;
    if (compact != grid_text(g))
      throw InputError(fmt::format("malformed grid: separators misplaced; a {}D grid is written "
                                   "with {} codes per row separated by ','{}{}{}",
                                   n, n, n >= 3 ? ", layers by '/'" : "", n >= 4 ? ", blocks by '|'" : "",
                                   n >= 5 ? ", 4D blocks by '#'" : ""));
  }
  return g;
}

}  // namespace cw::hoffman
