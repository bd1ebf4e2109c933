#include "macmahon/large_target.hpp"

#include <bit>
#include <vector>

#include <fmt/format.h>

#include "core/error.hpp"
#include "macmahon/names.hpp"

namespace cw::macmahon {
namespace {

std::array<int, 3> coords(int cell) { return {cell % 3, cell / 3 % 3, cell / 9}; }

// Which cells each cube fits (bit i of mask = constrained cell i) for one target.
struct Fits {
  std::array<uint32_t, kMacMahonCubes> mask{};
};
Fits fits_for(int target) {
  const Colouring& t = macmahon_cubes()[target];
  Fits f;
  for (int c = 0; c < kMacMahonCubes; ++c)
    for (int i = 0; i < kLargeConstrained; ++i)
      if (fitting_rotations(t, macmahon_cubes()[c], constrained_cells()[i]) > 0) f.mask[c] |= 1u << i;
  return f;
}

// Kuhn's augmenting paths: cell -> copy slot; copies of one kind are interchangeable, so a slot
// is (kind, copy) and a kind's copies are tried in turn.
class CellMatching {
 public:
  CellMatching(const Fits& fits, const Multiset& cubes) : fits_(fits), cubes_(cubes) {}
  bool complete() {
    for (int i = 0; i < kLargeConstrained; ++i) {
      seen_ = 0;
      if (!augment(i)) return false;
    }
    return true;
  }
  int kind_of_cell(int i) const { return kind_[i]; }

 private:
  bool augment(int cell) {
    for (int c = 0; c < kMacMahonCubes; ++c) {
      if (!(fits_.mask[c] >> cell & 1) || cubes_.copies[c] == 0 || (seen_ >> c & 1)) continue;
      seen_ |= 1u << c;
      if (used_[c] < cubes_.copies[c]) {
        ++used_[c];
        kind_[cell] = c;
        return true;
      }
      for (int other = 0; other < kLargeConstrained; ++other)
        if (kind_[other] == c && augment_from(other)) {
          ++used_[c];  // `other` left its copy of c for another kind: the copy is cell's now
          kind_[cell] = c;
          return true;
        }
    }
    return false;
  }
  // Moves the copy of `cell` elsewhere, freeing it.
  bool augment_from(int cell) {
    const int c = kind_[cell];
    kind_[cell] = -1;
    --used_[c];
    if (augment(cell)) return true;
    kind_[cell] = c;
    ++used_[c];
    return false;
  }
  const Fits& fits_;
  const Multiset& cubes_;
  std::array<int, kMacMahonCubes> used_{};
  std::array<int, kLargeConstrained> kind_ = [] {
    std::array<int, kLargeConstrained> k{};
    k.fill(-1);
    return k;
  }();
  uint32_t seen_ = 0;
};

int first_fitting_rotation(const Colouring& target, const Colouring& cube, int cell) {
  const uint32_t mask = rotations_showing(target, cube, outward_faces(cell));
  return mask ? std::countr_zero(mask) : -1;
}

}  // namespace

std::vector<Face> outward_faces(int cell) {
  const auto p = coords(cell);
  std::vector<Face> out;
  if (p[0] != 1) out.push_back(p[0] == 0 ? L : R);
  if (p[1] != 1) out.push_back(p[1] == 0 ? F : B);
  if (p[2] != 1) out.push_back(p[2] == 0 ? D : U);
  return out;
}

int fitting_rotations(const Colouring& target, const Colouring& cube, int cell) {
  return std::popcount(rotations_showing(target, cube, outward_faces(cell)));
}

const std::array<int, kLargeConstrained>& constrained_cells() {
  static const std::array<int, kLargeConstrained> cells = [] {
    std::array<int, kLargeConstrained> out{};
    int n = 0;
    for (int c = 0; c < kLargeCells; ++c)
      if (outward_faces(c).size() >= 2) out[n++] = c;
    return out;
  }();
  return cells;
}

std::optional<LargeArrangement> large_arrangement(int target, const Multiset& cubes) {
  if (cubes.size() < kLargeCells) return std::nullopt;
  const Fits fits = fits_for(target);
  CellMatching m(fits, cubes);
  if (!m.complete()) return std::nullopt;
  const Colouring& t = macmahon_cubes()[target];
  LargeArrangement a;
  Multiset left = cubes;
  std::array<bool, kLargeCells> filled{};
  for (int i = 0; i < kLargeConstrained; ++i) {
    const int cell = constrained_cells()[i], c = m.kind_of_cell(i);
    a.cube[cell] = c;
    a.rotation[cell] = first_fitting_rotation(t, macmahon_cubes()[c], cell);
    --left.copies[c];
    filled[cell] = true;
  }
  int c = 0;
  for (int cell = 0; cell < kLargeCells; ++cell) {
    if (filled[cell]) continue;
    while (left.copies[c] == 0) ++c;
    --left.copies[c];
    a.cube[cell] = c;
    a.rotation[cell] = first_fitting_rotation(t, macmahon_cubes()[c], cell);
  }
  return a;
}

Count128 count_large_arrangements(int target, const Multiset& cubes) {
  using u128 = Count128;
  if (cubes.size() != kLargeCells) throw InputError(fmt::format("counting needs exactly 27 cubes, not {}", cubes.size()));
  const Fits fits = fits_for(target);
  // Copies are counted as labelled, one copy at a time: each takes one open cell it fits, or waits
  // for a free cell (the 7! below); a kind's m copies then fill j chosen cells in m!/(m-j)! ways,
  // and identical copies, told apart by nothing, are divided out by each m! at the end. One copy
  // at a time costs 20 additions per mask; a whole kind at once cost a sum over the open cells'
  // subsets, 3^20 for a kind of many copies that fits everywhere.
  constexpr uint32_t kFull = (1u << kLargeConstrained) - 1;
  std::vector<u128> ways(kFull + 1, 0);
  ways[0] = 1;
  int left = kLargeCells;  // copies not yet placed
  for (int c = 0; c < kMacMahonCubes; ++c) {
    for (int copy = 0; copy < cubes.copies[c]; ++copy) {
      --left;
      // Descending masks: a copy only adds a bit, so the masks it adds to are already done.
      for (uint32_t mask = kFull + 1; mask-- > 0;) {
        const u128 w = ways[mask];
        if (w == 0) continue;
        const int filled = std::popcount(mask);
        if (filled + 1 + left < kLargeConstrained) {  // too few copies left for the empty cells
          ways[mask] = 0;
          continue;
        }
        for (uint32_t open = fits.mask[c] & ~mask; open; open &= open - 1) ways[mask | (open & (0u - open))] += w;
        if (filled + left < kLargeConstrained) ways[mask] = 0;  // this copy had to take a cell
      }
    }
  }
  u128 total = ways[kFull];
  for (int k = 2; k <= kLargeCells - kLargeConstrained; ++k) total *= static_cast<u128>(k);  // 7! for the free cells
  for (int c = 0; c < kMacMahonCubes; ++c)
    for (int k = 2; k <= cubes.copies[c]; ++k) total /= static_cast<u128>(k);
  // Each face centre takes its cube in 4 ways (the colour outward, a quarter turn about it), the
  // centre in 24; corner and edge cells in exactly one (the fit forces the rotation).
  return total * 4 * 4 * 4 * 4 * 4 * 4 * 24;
}

std::string count_text(Count128 v) {
  if (v == 0) return "0";
  std::string s;
  while (v) {
    s.insert(s.begin(), static_cast<char>('0' + static_cast<int>(v % 10)));
    v /= 10;
  }
  return s;
}

bool is_valid_large_arrangement(int target, const Multiset& cubes, const LargeArrangement& a, std::string* why) {
  auto fail = [&](std::string w) {
    if (why) *why = std::move(w);
    return false;
  };
  Multiset used;
  for (int cell = 0; cell < kLargeCells; ++cell) {
    if (a.cube[cell] < 0 || a.cube[cell] >= kMacMahonCubes || a.rotation[cell] < 0 || a.rotation[cell] >= kRotations)
      return fail(fmt::format("cell {} holds no cube", cell));
    ++used.copies[a.cube[cell]];
  }
  for (int c = 0; c < kMacMahonCubes; ++c)
    if (used.copies[c] > cubes.copies[c])
      return fail(fmt::format("{} is used {} times, the set holds {}", cube_name(c), used.copies[c], cubes.copies[c]));
  // The six outer faces of the block, nine facelets each: face U is z = 2, and so on.
  const Colouring& t = macmahon_cubes()[target];
  struct Side {
    Face face;
    int axis, at;
  };
  static constexpr Side sides[6] = {{U, 2, 2}, {D, 2, 0}, {F, 1, 0}, {B, 1, 2}, {L, 0, 0}, {R, 0, 2}};
  for (const Side& side : sides)
    for (int cell = 0; cell < kLargeCells; ++cell) {
      if (coords(cell)[side.axis] != side.at) continue;
      const Colouring look = rotate(macmahon_cubes()[a.cube[cell]], rotations()[a.rotation[cell]]);
      if (look[side.face] != t[side.face])
        return fail(fmt::format("face {} of the block shows colour {} at cell {}, not {}", "UDFBLR"[side.face],
                                look[side.face], cell, t[side.face]));
    }
  return true;
}

LargeTable large_target_table() {
  LargeTable table;
  std::array<Fits, kMacMahonCubes> fits;
  for (int t = 0; t < kMacMahonCubes; ++t) fits[t] = fits_for(t);
  for (int a = 0; a < kMacMahonCubes; ++a)
    for (int b = a + 1; b < kMacMahonCubes; ++b)
      for (int c = b + 1; c < kMacMahonCubes; ++c) {
        Multiset set;
        set.copies.fill(1);
        set.copies[a] = set.copies[b] = set.copies[c] = 0;
        uint32_t built = 0;
        for (int t = 0; t < kMacMahonCubes; ++t)
          if (CellMatching(fits[t], set).complete()) {
            built |= 1u << t;
            ++table.sets_building[t];
          }
        table.missing.push_back({a, b, c});
        table.builds.push_back(built);
      }
  return table;
}

}  // namespace cw::macmahon
