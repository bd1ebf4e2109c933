#include "macmahon/names.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>

#include <fmt/format.h>

#include "core/error.hpp"
#include "macmahon/universal.hpp"

namespace cw::macmahon {
namespace {

std::array<Colouring, kMacMahonCubes> match_names() {
  std::map<std::array<int, kCorners>, int> by_corners;
  for (int i = 0; i < kMacMahonCubes; ++i) {
    auto c = conway_table()[i].corners;
    std::sort(c.begin(), c.end());
    by_corners[c] = i;
  }
  std::array<Colouring, kMacMahonCubes> out{};
  std::array<bool, kMacMahonCubes> taken{};
  const auto family = n_coloured_family(6);
  if (family.size() != kMacMahonCubes) throw RunError("the 6-coloured family does not have 30 cubes");
  for (const Colouring& c : family) {
    auto cn = corner_numbers(c);
    std::sort(cn.begin(), cn.end());
    auto it = by_corners.find(cn);
    if (it == by_corners.end() || taken[it->second])
      throw RunError("a generated MacMahon cube matches no name in the corner table");
    taken[it->second] = true;
    out[it->second] = c;
  }
  return out;
}

}  // namespace

const std::array<Colouring, kMacMahonCubes>& macmahon_cubes() {
  static const std::array<Colouring, kMacMahonCubes> cubes = match_names();
  return cubes;
}

int row_of(int index) { return index / 5; }
int column_of(int index) {
  const int row = index / 5, k = index % 5;
  return k < row ? k : k + 1;
}
std::string cube_name(int index) {
  return {static_cast<char>('A' + row_of(index)), static_cast<char>('a' + column_of(index))};
}
int cube_index(std::string_view name) {
  if (name.size() != 2 || name[0] < 'A' || name[0] > 'F' || name[1] < 'a' || name[1] > 'f') return -1;
  const int row = name[0] - 'A', col = name[1] - 'a';
  if (row == col) return -1;
  return 5 * row + (col < row ? col : col - 1);
}
int mirror(int index) {
  const std::string n = cube_name(index);
  return cube_index(std::string{static_cast<char>(n[1] - 'a' + 'A'), static_cast<char>(n[0] - 'A' + 'a')});
}
CubeSet row_set(int row) {
  CubeSet s = 0;
  for (int i = 0; i < kMacMahonCubes; ++i)
    if (row_of(i) == row) s |= 1u << i;
  return s;
}
CubeSet column_set(int column) {
  CubeSet s = 0;
  for (int i = 0; i < kMacMahonCubes; ++i)
    if (column_of(i) == column) s |= 1u << i;
  return s;
}

int family_of(const Colouring& c) {
  int used = 0;
  for (uint8_t v : c) used |= 1 << v;
  return __builtin_popcount(used);
}

std::string family_cube_name(int n, int k) { return fmt::format("f{}:{}", n, k + 1); }

namespace {
// "fN:K": the K-th cube of the N-coloured family; nullopt when the item is not such a name.
std::optional<Colouring> family_cube(std::string_view item) {
  if (item.size() < 4 || item[0] != 'f' || item[2] != ':' || item[1] < '2' || item[1] > '6') return std::nullopt;
  const auto family = n_coloured_family(item[1] - '0');
  int k = 0;
  const auto [end, ec] = std::from_chars(item.data() + 3, item.data() + item.size(), k);
  if (ec != std::errc() || end != item.data() + item.size() || k < 1 || k > static_cast<int>(family.size()))
    throw InputError(fmt::format("cube '{}': the {}-coloured family has cubes 1 to {}", printable(item), item[1],
                                 family.size()));
  return family[k - 1];
}

int macmahon_index(const Colouring& canon) {
  for (int i = 0; i < kMacMahonCubes; ++i)
    if (macmahon_cubes()[i] == canon) return i;
  return -1;
}
}  // namespace

FamilyTableau family_tableau(int n) {
  const std::vector<Colouring> family = n_coloured_family(n);
  FamilyTableau t;
  std::vector<std::string> sorted;
  for (const Colouring& c : family) {
    std::string s = colouring_text(c);
    std::sort(s.begin(), s.end());
    sorted.push_back(s);
    t.row_labels.push_back(s);
  }
  std::sort(t.row_labels.begin(), t.row_labels.end());
  t.row_labels.erase(std::unique(t.row_labels.begin(), t.row_labels.end()), t.row_labels.end());
  std::vector<int> filled(t.row_labels.size(), 0);
  for (size_t k = 0; k < family.size(); ++k) {
    FamilyCell cell{family[k], 0, 0, 0};
    cell.row = static_cast<int>(std::lower_bound(t.row_labels.begin(), t.row_labels.end(), sorted[k]) - t.row_labels.begin());
    cell.column = filled[cell.row]++;
    t.columns = std::max(t.columns, cell.column + 1);
    Colouring reflected = family[k];
    std::swap(reflected[L], reflected[R]);
    cell.mirror = static_cast<int>(std::lower_bound(family.begin(), family.end(), canonical(reflected)) - family.begin());
    t.cubes.push_back(cell);
  }
  return t;
}

CubeSpec parse_cube(std::string_view item) {
  if (int i = cube_index(item); i >= 0) return {macmahon_cubes()[i], i, std::string(item)};
  if (const auto c = family_cube(item)) return {*c, macmahon_index(*c), std::string(item)};
  if (item.size() == 6 && std::all_of(item.begin(), item.end(), [](char ch) { return ch >= '1' && ch <= '6'; })) {
    Colouring c{};
    for (int f = 0; f < kFaces; ++f) c[f] = static_cast<uint8_t>(item[f] - '0');
    const Colouring canon = canonical(c);
    return {canon, macmahon_index(canon), std::string(item)};
  }
  if (item.size() == 2 && item[0] >= 'A' && item[0] <= 'F' && item[1] == item[0] - 'A' + 'a')
    throw InputError(fmt::format("'{}' is not a cube: the diagonal of Conway's tableau is empty", printable(item)));
  throw InputError(fmt::format("'{}' is neither a cube name (Ab..Fe) nor a colouring of six digits 1-6 "
                               "in face order up, down, front, back, left, right",
                               printable(item)));
}

namespace {
// "row:X" / "col:y" (tableau lines), "mirror:Xy"; nullopt when the item is not such a shorthand.
std::optional<std::vector<CubeSpec>> parse_shorthand(std::string_view item) {
  auto cubes_of = [&](CubeSet set) {
    std::vector<CubeSpec> v;
    for (int i = 0; i < kMacMahonCubes; ++i)
      if (set >> i & 1) v.push_back({macmahon_cubes()[i], i, cube_name(i)});
    return v;
  };
  if (item.starts_with("row:")) {
    if (item.size() != 5 || item[4] < 'A' || item[4] > 'F')
      throw InputError(
          fmt::format("'{}': a row is named by an upper-case letter A..F (e.g. row:B)", printable(item)));
    return cubes_of(row_set(item[4] - 'A'));
  }
  if (item.starts_with("col:")) {
    if (item.size() != 5 || item[4] < 'a' || item[4] > 'f')
      throw InputError(
          fmt::format("'{}': a column is named by a lower-case letter a..f (e.g. col:a)", printable(item)));
    return cubes_of(column_set(item[4] - 'a'));
  }
  if (item.starts_with("universal:")) {
    const std::string_view n = item.substr(10);
    int number = 0;
    for (char ch : n) number = ch >= '0' && ch <= '9' && number < 100 ? number * 10 + (ch - '0') : -1;
    if (n.empty() || number < 1 || number > kMinimumUniversalCount)
      throw InputError(fmt::format("'{}': the minimum universal sets are universal:1 to universal:{}", printable(item),
                                   kMinimumUniversalCount));
    return cubes_of(minimum_universal_sets()[number - 1]);
  }
  if (item.starts_with("mirror:")) {
    const CubeSpec c = parse_cube(item.substr(7));
    if (c.index < 0) throw InputError(fmt::format("'{}': only MacMahon cubes have named mirrors", printable(item)));
    return cubes_of(1u << mirror(c.index));
  }
  return std::nullopt;
}
}  // namespace

std::vector<CubeSpec> parse_cubes(std::string_view list) {
  std::vector<CubeSpec> out;
  std::vector<int> removed;  // MacMahon indices named as "-Xy"
  size_t start = 0;
  for (size_t i = 0; i <= list.size(); ++i)
    if (i == list.size() || list[i] == ',') {
      std::string_view item = list.substr(start, i - start);
      while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
      while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
      if (item.empty()) throw InputError(fmt::format("empty item in the cube list '{}'", printable(list)));
      if (item.front() == '-') {
        const CubeSpec c = parse_cube(item.substr(1));
        if (c.index < 0)
          throw InputError(fmt::format("'{}': only MacMahon cubes can be removed by name", printable(item)));
        removed.push_back(c.index);
      } else if (const size_t star = item.find('*'); star != std::string_view::npos) {
        const std::string_view count = item.substr(star + 1);
        int n = 0;
        for (char ch : count) n = ch >= '0' && ch <= '9' && n <= 64 ? n * 10 + (ch - '0') : 1000;
        if (count.empty() || n < 1 || n > 64)
          throw InputError(fmt::format("'{}': a repeat count is 1 to 64 (e.g. Ab*3)", printable(item)));
        const CubeSpec c = parse_cube(item.substr(0, star));
        out.insert(out.end(), static_cast<size_t>(n), c);
      } else if (auto many = parse_shorthand(item)) {
        out.insert(out.end(), many->begin(), many->end());
      } else {
        out.push_back(parse_cube(item));
      }
      start = i + 1;
    }
  // "-Xy" removes every occurrence, so row:A,col:b,-Ab is Conway's collection for Ba.
  std::erase_if(out, [&](const CubeSpec& c) { return std::find(removed.begin(), removed.end(), c.index) != removed.end() && c.index >= 0; });
  return out;
}

int parse_target(std::string_view text) {
  const CubeSpec spec = parse_cube(text);
  if (spec.index < 0)
    throw InputError(fmt::format("target '{}' is not a MacMahon cube (it uses {} colours, not 6)", printable(text),
                                 family_of(spec.colouring)));
  return spec.index;
}

std::string set_names(CubeSet s) {
  std::string out;
  for (int i = 0; i < kMacMahonCubes; ++i)
    if (s >> i & 1) {
      if (!out.empty()) out += ',';
      out += cube_name(i);
    }
  return out;
}

CubeSet conway_collection(int target) {
  return (row_set(column_of(target)) | column_set(row_of(target))) & ~(1u << mirror(target));
}

std::string conway_collection_text(int target) {
  const std::string mirror_name = cube_name(mirror(target));
  return fmt::format("row:{},col:{},-{}", mirror_name[0], mirror_name[1], mirror_name);
}

}  // namespace cw::macmahon
