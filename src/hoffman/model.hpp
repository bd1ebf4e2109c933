// Hoffman packing model (docs/model.md): lengths, orientations, grids, box placement and the exact
// geometric checker. Cell index = sum_d coord[d] * n^d (x fastest); orientation = permutation
// perm[axis] = index of the length lying along that axis, numbered in lexicographic order.
#pragma once
#include <array>
#include <compare>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cw::hoffman {

constexpr int kMinDim = 2;
// The model (lengths, grids, the exact checker, the CNF) goes to n = 5; the search engines, the
// symmetry tables and the verbs built on them stop at n = 4, and size their tables by that.
constexpr int kMaxDim = 5;
constexpr int kMaxCells = 3125;        // 5^5
constexpr int kMaxOrientations = 120;  // 5!
constexpr int kMaxSearchDim = 4;
constexpr int kMaxSearchCells = 256;        // 4^4
constexpr int kMaxSearchOrientations = 24;  // 4!
constexpr int64_t kMaxLength = 1'000'000'000'000;  // keeps every sum of lengths far from overflow

// Box side lengths l[0] < ... < l[n-1] (called a, b, c, d in messages).
struct Lengths {
  int n = 3;
  std::array<int64_t, kMaxDim> l{};
  int64_t side() const;  // l[0] + ... + l[n-1], the side of the cube
  std::string str() const;  // "10,11,12"
  bool operator==(const Lengths&) const = default;
};

// Parses "10,11,12"; throws InputError for malformed numbers or a count other than dim.
Lengths parse_lengths(std::string_view text, int dim);
// Throws InputError unless 2 <= dim <= max_dim ("unsupported dimension ..."): 4 for the search
// engines, kMaxDim for the model itself.
void validate_dimension(int dim, int max_dim = kMaxSearchDim);
// Throws InputError when lengths are not positive, not strictly increasing, or violate the side
// condition (n+1)*l[0] > l[0]+...+l[n-1] (naming the failing inequality). With
// allow_side_violation the side condition is not enforced (only for experiments).
void validate_lengths(const Lengths& lengths, bool allow_side_violation = false);
// The side condition's check alone: empty when it holds, else the failing inequality in words.
std::string side_condition_failure(const Lengths& lengths);
// 10,11,12 in 3D; 1000,1001,1003,1007 in 4D; 10000,10001,10002,10004,10008 in 5D (in 4D and 5D
// no two sets of lengths have equal sums); 10,11 in 2D.
Lengths default_lengths(int dim);
// Equalities between sums of two disjoint sets of lengths, e.g. "a+d = b+c"; empty if none.
std::vector<std::string> length_coincidences(const Lengths& lengths);
// 'a', 'b', 'c', 'd' for length index 0..3.
char length_name(int index);

// The n! orientations of dimension n; perm[o][axis] = length index along that axis.
struct OrientationTable {
  int n = 0, count = 0;
  std::array<std::array<uint8_t, kMaxDim>, kMaxOrientations> perm{};
  int index_of(const std::array<uint8_t, kMaxDim>& p) const;  // -1 when p is not a permutation
  std::string name(int o) const;  // lengths along x, y, z, w in order, e.g. "bac"
};
const OrientationTable& orientations(int n);

// One orientation code per cell.
struct Grid {
  int n = 3;
  std::array<uint8_t, kMaxCells> cell{};
  int cells() const;
  // Lexicographic on the cells (unused cells are always 0, so only cells() bytes are compared).
  std::strong_ordering operator<=>(const Grid& o) const;
  bool operator==(const Grid& o) const { return (*this <=> o) == 0; }
};

int cell_count(int n);                                          // n^n
std::array<int, kMaxDim> cell_coords(int n, int cell);          // inverse of the cell index
int cell_index(int n, const std::array<int, kMaxDim>& coords);

// A box in the cube: half-open interval [lo, hi) per axis.
struct Box {
  std::array<int64_t, kMaxDim> lo{}, hi{};
};
// Places every box by prefix sums along its lines (the grid model, docs/model.md).
std::vector<Box> place_boxes(const Grid& grid, const Lengths& lengths);
// Positive-volume overlap of two boxes (integer comparisons only).
bool boxes_overlap(const Box& a, const Box& b, int n);

// What the exact checker found.
struct CheckResult {
  bool lines_ok = true;                     // every line holds each length exactly once
  std::string line_problem;                 // first offending line, in words
  bool contained = true;                    // every box inside [0, side]^n
  std::optional<std::pair<int, int>> overlap;  // first overlapping pair (cell indices), if any
  int overlapping_pairs = 0;
  bool local_ok = true;   // no overlap between cells differing in at most two coordinates
  bool valid() const { return lines_ok && contained && !overlap; }
  bool pseudo() const { return lines_ok && contained && overlap && local_ok; }
};
// Independent of every search: places the boxes and tests all pairs.
CheckResult check_grid(const Grid& grid, const Lengths& lengths);
bool is_valid_packing(const Grid& grid, const Lengths& lengths);

// Dual grid: reverses the order of the lengths in every orientation (a <-> c in 3D).
Grid dual(const Grid& grid);

// Canonical text: one code per cell (0-9 then A-N), x fastest; rows separated by ',', layers by
// '/', 3D blocks by '|'. E.g. 2D "01,10". In 5D (120 orientations) each code is two characters,
// 24 * first + second, and 4D blocks are separated by '#'.
std::string grid_text(const Grid& grid);
// Parses grid_text's form (spaces ignored); the dimension follows from the number of codes.
// Throws InputError ("malformed grid: ...").
Grid parse_grid(std::string_view text);
// "(x,y,z)" for a cell.
std::string cell_name(int n, int cell);

}  // namespace cw::hoffman
