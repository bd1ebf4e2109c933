// The independent checker of a list of boxes in any dimension: every box has positive sides and
// lies inside the cube [0, side]^n, and no two overlap (a common part of positive volume). It
// knows nothing of how the boxes were made: it reads corners and sides, in integers.
//
// Cells. Let w be the least side of any box along any axis, and a box's cell along axis d its
// lowest corner divided by w (rounded down). Two boxes in the same cell along d both contain the
// point (cell + 1) * w - 1/2 on that axis (a corner below (cell + 1) * w, a side of at least w),
// so their intervals along d meet. With the reach r the largest number of cells a box runs past
// its own (its top below (cell + r + 1) * w), boxes whose cells along d differ by more than r are
// disjoint along d; for cells c < c' at most r apart the intervals meet exactly when the upper
// box's corner lies below the lower box's top (the lower corner is the lower box's already).
// For Hoffman's boxes (side condition) w = a, r = 1 and the cells along every axis run 0..n-1.
//
// The sweep, axis after axis, never lists the pairs: `same` takes a set of boxes that meet along
// every axis before t, groups them by cell along t (same cell: on to t + 1; cells at most r apart:
// `cross`); `cross` takes a lower and an upper set and splits them at a threshold v of the
// coordinate along t (uppers' corners <= v against lowers' tops > v all meet along t; the rest
// recurse on halves of the value range); `both` takes two sets whose every pair meets along every
// axis before t. A set that reaches t = n with two boxes, or a pair of sets both non-empty, is an
// overlap. The work is the sum of the sets' sizes, near-linear for packings (docs/hoffman-dimensions.md gives
// the figures); tests check it against the pairwise check.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cw::hoffman {

// Boxes held per axis (structure of arrays, 32-bit coordinates: 8D's 16,777,216 boxes take 1.1 GB).
class BoxList {
 public:
  // Throws InputError when n < 1 or side is not in 1 .. 2^31 - 1.
  BoxList(int n, int64_t side);
  // The lowest corner and the sides along the n axes; throws InputError for a coordinate or a
  // top outside -2^31 .. 2^31 - 1 (the checker then refuses what it cannot hold).
  void add(const int64_t* lo, const int64_t* side);
  void reserve(size_t boxes);
  int dim() const { return n_; }
  int64_t side() const { return side_; }
  size_t size() const { return lo_.empty() ? 0 : lo_[0].size(); }
  int32_t lo(int axis, size_t box) const { return lo_[static_cast<size_t>(axis)][box]; }
  int32_t hi(int axis, size_t box) const { return hi_[static_cast<size_t>(axis)][box]; }

 private:
  int n_;
  int64_t side_;
  std::vector<std::vector<int32_t>> lo_, hi_;  // [axis][box]
};

struct BoxCheckResult {
  size_t boxes = 0;
  std::optional<size_t> bad_side;  // first box with a side below 1
  std::optional<size_t> outside;   // first box not inside the cube
  std::optional<std::pair<size_t, size_t>> overlap;  // a pair of overlapping boxes
  std::string cube_volume, boxes_volume, uncovered_volume;  // decimal; uncovered: when valid
  int64_t cell_width = 0;  // w
  int reach = 0;           // r
  bool valid() const { return !bad_side && !outside && !overlap; }
};

// A file of boxes, one a line: its lowest corner, then its sides (2n integers separated by spaces);
// the dimension from the first line. The cube's side: the sum of the first box's sides (Hoffman's
// cube), unless `side` is given. Throws InputError naming the line at fault.
struct BoxFile {
  BoxList boxes;
  std::vector<int64_t> lengths;        // the first box's sides, shortest first
  std::optional<size_t> other_sides;   // the first box whose sides are not those lengths in some order
};
BoxFile read_box_file(const std::string& path, int64_t side = 0);

// The cell sweep above.
BoxCheckResult check_boxes(const BoxList& boxes);

// Where the boxes come from for the streamed check, which never holds them all: it asks for them
// in passes, first all of them, then those of one cell layer of the first axis at a time.
class BoxSource {
 public:
  // A batch of `count` boxes, 2n numbers each (the lowest corner, then the sides); false stops
  // the pass (Ctrl-C). Calls never overlap.
  using Take = std::function<bool(const int64_t* rows, size_t count)>;
  virtual ~BoxSource() = default;
  virtual int dim() const = 0;
  virtual int64_t side() const = 0;
  // How many boxes there are, for the progress line only (0: unknown).
  virtual uint64_t size_hint() const { return 0; }
  // Hands `take` every box whose corner along the first axis lies in [from, to), in any order.
  virtual void boxes(int64_t from, int64_t to, const Take& take) = 0;
};

// The streamed cell sweep: one pass over every box finds the cell width w, checks every box's
// sides and place and counts the boxes of each corner along the first axis; then, for each cell
// layer c of the first axis, the boxes of that layer are asked for, checked again (their number
// against the first pass's, their place, their sides against w), swept among themselves from the
// second axis on, and swept against the layers held before it that reach it along the first axis
// (boxes of a layer whose tops all lie below (c + 1) * w meet no box of a later layer, so that
// layer is dropped). Hoffman's boxes reach one cell: two layers are held at once. Coordinates in
// 16 bits (the cube's side at most 65,535); the cells at most 256 along an axis. Ctrl-C: throws
// Interrupted.
struct StreamCheckResult {
  uint64_t boxes = 0;
  int64_t cell_width = 0;  // w
  int reach = 0;           // r
  int layers = 0;          // cell layers of the first axis
  uint64_t most_held = 0;  // the most boxes held at once
  std::string cube_volume, boxes_volume, uncovered_volume;  // decimal; uncovered: when valid
  std::string fault;  // empty when valid; else what fails, naming the boxes (corner; sides)
  bool valid() const { return fault.empty(); }
};
StreamCheckResult check_boxes_streamed(BoxSource& source, bool quiet = true);

// A BoxList as a source (for tests: the streamed check against the in-memory one).
class BoxListSource : public BoxSource {
 public:
  explicit BoxListSource(const BoxList& boxes) : b_(boxes) {}
  int dim() const override { return b_.dim(); }
  int64_t side() const override { return b_.side(); }
  uint64_t size_hint() const override { return b_.size(); }
  void boxes(int64_t from, int64_t to, const Take& take) override;

 private:
  const BoxList& b_;
};
// The reference: every pair (for tests and small lists).
std::optional<std::pair<size_t, size_t>> first_overlap_pairwise(const BoxList& boxes);

}  // namespace cw::hoffman
