#include "hoffman/box_check.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <limits>
#include <memory>

#include "core/bignum.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/progress.hpp"

namespace cw::hoffman {

BoxList::BoxList(int n, int64_t side) : n_(n), side_(side) {
  if (n < 1) throw InputError(fmt::format("dimension {} is not at least 1", n));
  if (side < 1 || side > std::numeric_limits<int32_t>::max())
    throw InputError(fmt::format("the cube's side {} is not in 1 .. 2147483647", side));
  lo_.resize(static_cast<size_t>(n));
  hi_.resize(static_cast<size_t>(n));
}

void BoxList::reserve(size_t boxes) {
  for (int d = 0; d < n_; ++d) lo_[static_cast<size_t>(d)].reserve(boxes), hi_[static_cast<size_t>(d)].reserve(boxes);
}

void BoxList::add(const int64_t* lo, const int64_t* side) {
  constexpr int64_t kLow = std::numeric_limits<int32_t>::min(), kHigh = std::numeric_limits<int32_t>::max();
  for (int d = 0; d < n_; ++d)
    if (lo[d] < kLow || lo[d] > kHigh || side[d] < kLow || side[d] > kHigh || lo[d] + side[d] < kLow || lo[d] + side[d] > kHigh)
      throw InputError(fmt::format("box {}: a coordinate outside -2147483648 .. 2147483647", size() + 1));
  for (int d = 0; d < n_; ++d) {
    lo_[static_cast<size_t>(d)].push_back(static_cast<int32_t>(lo[d]));
    hi_[static_cast<size_t>(d)].push_back(static_cast<int32_t>(lo[d] + side[d]));
  }
}

void BoxListSource::boxes(int64_t from, int64_t to, const Take& take) {
  const int n = b_.dim();
  std::vector<int64_t> row(2 * static_cast<size_t>(n));
  for (size_t i = 0; i < b_.size(); ++i) {
    if (b_.lo(0, i) < from || b_.lo(0, i) >= to) continue;
    for (int d = 0; d < n; ++d) row[static_cast<size_t>(d)] = b_.lo(d, i), row[static_cast<size_t>(n + d)] = b_.hi(d, i) - b_.lo(d, i);
    if (!take(row.data(), 1)) return;
  }
}

namespace {
// Whole numbers of a text file, line by line, read in large blocks.
class NumberReader {
 public:
  explicit NumberReader(const std::string& path) : path_(path), file_(std::fopen(path.c_str(), "rb"), &std::fclose) {
    if (!file_) throw InputError(fmt::format("cannot read '{}': {}", path, std::strerror(errno)));
  }
  // The next line's numbers into `out`; false at the end of the file.
  bool line(std::vector<int64_t>& out) {
    out.clear();
    int c = next();
    if (c == EOF) return false;
    ++line_;
    for (; c != '\n' && c != EOF; c = next()) {
      if (c == ' ' || c == '\t' || c == '\r') continue;
      const bool negative = c == '-';
      if (negative) c = next();
      if (c < '0' || c > '9') throw InputError(fmt::format("{} line {}: not a whole number", path_, line_));
      int64_t v = 0;
      for (; c >= '0' && c <= '9'; c = next()) {
        if (v > (std::numeric_limits<int64_t>::max() - 9) / 10) throw InputError(fmt::format("{} line {}: a number too large", path_, line_));
        v = v * 10 + (c - '0');
      }
      out.push_back(negative ? -v : v);
      if (c == '\n' || c == EOF) break;
      if (c != ' ' && c != '\t' && c != '\r') throw InputError(fmt::format("{} line {}: not a whole number", path_, line_));
    }
    return true;
  }
  size_t line_number() const { return line_; }

 private:
  std::string path_;
  std::unique_ptr<FILE, int (*)(FILE*)> file_;
  std::vector<char> block_ = std::vector<char>(size_t{1} << 20);
  size_t at_ = 0, size_ = 0, line_ = 0;
  int next() {
    if (at_ == size_) {
      size_ = std::fread(block_.data(), 1, block_.size(), file_.get());
      at_ = 0;
      if (size_ == 0) return EOF;
    }
    return static_cast<unsigned char>(block_[at_++]);
  }
};
}  // namespace

BoxFile read_box_file(const std::string& path, int64_t side) {
  NumberReader in(path);
  std::vector<int64_t> row;
  while (in.line(row) && row.empty()) {
  }
  if (row.empty()) throw InputError(fmt::format("{}: no boxes", path));
  if (row.size() % 2 != 0) throw InputError(fmt::format("{} line {}: {} numbers, not 2n", path, in.line_number(), row.size()));
  const int n = static_cast<int>(row.size() / 2);
  std::vector<int64_t> lengths(row.begin() + n, row.end());
  std::sort(lengths.begin(), lengths.end());
  if (side == 0)
    for (int64_t l : lengths) side = l > 0 && side <= std::numeric_limits<int32_t>::max() ? side + l : -1;
  BoxFile f{BoxList(n, side), lengths, std::nullopt};
  std::vector<int64_t> sorted(static_cast<size_t>(n));
  do {
    if (row.empty()) continue;
    if (row.size() != static_cast<size_t>(2 * n))
      throw InputError(fmt::format("{} line {}: {} numbers, not {} like the first line", path, in.line_number(), row.size(), 2 * n));
    f.boxes.add(row.data(), row.data() + n);
    std::copy(row.begin() + n, row.end(), sorted.begin());
    std::sort(sorted.begin(), sorted.end());
    if (!f.other_sides && sorted != lengths) f.other_sides = f.boxes.size() - 1;
  } while (in.line(row));
  return f;
}

std::optional<std::pair<size_t, size_t>> first_overlap_pairwise(const BoxList& b) {
  for (size_t i = 0; i < b.size(); ++i)
    for (size_t j = i + 1; j < b.size(); ++j) {
      bool meet = true;
      for (int d = 0; d < b.dim() && meet; ++d) meet = b.lo(d, j) < b.hi(d, i) && b.lo(d, i) < b.hi(d, j);
      if (meet) return std::make_pair(i, j);
    }
  return std::nullopt;
}

namespace {

constexpr int kMaxSweepCells = 256;  // cells along an axis the sweep takes (a byte each)
constexpr uint32_t kDirect = 8;      // sets this small are tested pair by pair
constexpr uint32_t kTaskBoxes = 4096;  // sets this large hand their parts to other threads

using Offsets = std::array<uint32_t, kMaxSweepCells + 1>;

// How the sweep reaches boxes by position and reorders positions. IndexedBoxes: a BoxList in
// place, the positions an array of box numbers (the list's own order is kept for its line numbers),
// the cells a byte per box and axis.
class IndexedBoxes {
 public:
  IndexedBoxes(const BoxList& b, int64_t w)
      : b_(b), cell_(static_cast<size_t>(b.dim())), count_(static_cast<size_t>(b.dim()), 0), index_(b.size()), scratch_(b.size()) {
    for (int d = 0; d < b.dim(); ++d) {
      auto& c = cell_[static_cast<size_t>(d)];
      c.resize(b.size());
      for (size_t i = 0; i < b.size(); ++i) {
        c[i] = static_cast<uint8_t>(b.lo(d, i) / w);
        count_[static_cast<size_t>(d)] = std::max(count_[static_cast<size_t>(d)], c[i] + 1);
      }
    }
    for (size_t i = 0; i < b.size(); ++i) index_[i] = static_cast<uint32_t>(i);
  }
  int dim() const { return b_.dim(); }
  uint32_t size() const { return static_cast<uint32_t>(index_.size()); }
  int cells(int d) const { return count_[static_cast<size_t>(d)]; }
  int32_t lo(int d, uint32_t k) const { return b_.lo(d, index_[k]); }
  int32_t hi(int d, uint32_t k) const { return b_.hi(d, index_[k]); }
  size_t id(uint32_t k) const { return index_[k]; }

  // Sorts positions [begin, end) by cell along t (counting sort through scratch_ at the same
  // places, so that spans being sorted elsewhere are untouched); off[c] .. off[c + 1] is cell c.
  void group(uint32_t begin, uint32_t end, int t, Offsets& off) {
    const auto& c = cell_[static_cast<size_t>(t)];
    const int G = cells(t);
    std::fill(off.begin(), off.begin() + G + 1, 0);
    for (uint32_t i = begin; i < end; ++i) ++off[c[index_[i]] + 1u];
    off[0] = begin;
    for (int g = 0; g < G; ++g) off[static_cast<size_t>(g) + 1] += off[static_cast<size_t>(g)];
    Offsets next;
    std::copy(off.begin(), off.begin() + G + 1, next.begin());
    for (uint32_t i = begin; i < end; ++i) scratch_[next[c[index_[i]]]++] = index_[i];
    std::copy(scratch_.begin() + begin, scratch_.begin() + end, index_.begin() + begin);
  }
  // Moves the positions of [begin, end) whose top (corner) along t is <= v to the front; returns
  // where they end.
  uint32_t split(uint32_t begin, uint32_t end, int t, int32_t v, bool top) {
    return static_cast<uint32_t>(std::partition(index_.begin() + begin, index_.begin() + end, [&](uint32_t i) {
                                   return (top ? b_.hi(t, i) : b_.lo(t, i)) <= v;
                                 }) - index_.begin());
  }

 private:
  const BoxList& b_;
  std::vector<std::vector<uint8_t>> cell_;  // [axis][box]
  std::vector<int> count_;                  // cells along each axis
  std::vector<uint32_t> index_, scratch_;
};

// The streamed check's boxes: records of 2n 16-bit numbers (corners, then tops), moved
// themselves, so that the sweep reads memory in order (a permuted index into hundreds of
// megabytes costs a cache miss a box and axis); cells from a table of corner / w (64 KiB).
class BoxRecords {
 public:
  BoxRecords(int n, int64_t side) : n_(n), stride_(2 * static_cast<size_t>(n)), side_(side) {
    if (side < 1 || side > std::numeric_limits<uint16_t>::max())
      throw InputError(fmt::format("the cube's side {} is not in 1 .. 65535 (the streamed check holds 16-bit coordinates)", side));
  }
  void set_cell_width(int64_t w) {
    cell_of_.resize(static_cast<size_t>(side_) + 1);
    for (size_t v = 0; v < cell_of_.size(); ++v) cell_of_[v] = static_cast<uint8_t>(std::min<int64_t>(static_cast<int64_t>(v) / w, kMaxSweepCells - 1));
    count_ = static_cast<int>((side_ - 1) / w + 1);
  }
  void reserve(size_t boxes) { data_.reserve(boxes * stride_); }
  // A box already known to lie inside the cube: its corner and sides.
  void add(const int64_t* lo, const int64_t* side) {
    for (int d = 0; d < n_; ++d) data_.push_back(static_cast<uint16_t>(lo[d]));
    for (int d = 0; d < n_; ++d) data_.push_back(static_cast<uint16_t>(lo[d] + side[d]));
  }
  void drop_front(uint32_t boxes) { data_.erase(data_.begin(), data_.begin() + static_cast<std::ptrdiff_t>(boxes * stride_)); }
  // Box k as a row: corner, then sides.
  std::vector<int64_t> row(uint32_t k) const {
    std::vector<int64_t> r(stride_);
    for (int d = 0; d < n_; ++d) r[static_cast<size_t>(d)] = lo(d, k), r[static_cast<size_t>(n_ + d)] = hi(d, k) - lo(d, k);
    return r;
  }

  // The cell of a coordinate 0 .. side (after set_cell_width).
  int cell_of(int64_t v) const { return cell_of_[static_cast<size_t>(v)]; }
  int dim() const { return n_; }
  uint32_t size() const { return static_cast<uint32_t>(data_.size() / stride_); }
  int cells(int) const { return count_; }
  int32_t lo(int d, uint32_t k) const { return data_[k * stride_ + static_cast<size_t>(d)]; }
  int32_t hi(int d, uint32_t k) const { return data_[k * stride_ + static_cast<size_t>(n_ + d)]; }
  size_t id(uint32_t k) const { return k; }

  // In-place counting sort by cell along t (American flag sort: each swap puts one record in
  // its cell for good); off[c] .. off[c + 1] is cell c.
  void group(uint32_t begin, uint32_t end, int t, Offsets& off) {
    const int G = count_;
    std::fill(off.begin(), off.begin() + G + 1, 0);
    for (uint32_t k = begin; k < end; ++k) ++off[cell(t, k) + 1u];
    off[0] = begin;
    for (int g = 0; g < G; ++g) off[static_cast<size_t>(g) + 1] += off[static_cast<size_t>(g)];
    Offsets next;
    std::copy(off.begin(), off.begin() + G + 1, next.begin());
    for (int g = 0; g < G; ++g)
      while (next[static_cast<size_t>(g)] < off[static_cast<size_t>(g) + 1]) {
        const uint32_t k = next[static_cast<size_t>(g)];
        const int c = cell(t, k);
        if (c == g) ++next[static_cast<size_t>(g)];
        else swap(k, next[static_cast<size_t>(c)]++);
      }
  }
  uint32_t split(uint32_t begin, uint32_t end, int t, int32_t v, bool top) {
    const auto low = [&](uint32_t k) { return (top ? hi(t, k) : lo(t, k)) <= v; };
    while (true) {
      while (begin < end && low(begin)) ++begin;
      while (begin < end && !low(end - 1)) --end;
      if (begin >= end) return begin;
      swap(begin++, --end);
    }
  }

 private:
  int n_;
  size_t stride_;
  int64_t side_;
  int count_ = 0;
  std::vector<uint16_t> data_;    // [box * 2n + d]: corner along d; [box * 2n + n + d]: top
  std::vector<uint8_t> cell_of_;  // [coordinate]: its cell
  uint8_t cell(int t, uint32_t k) const { return cell_of_[data_[k * stride_ + static_cast<size_t>(t)]]; }
  void swap(uint32_t a, uint32_t b) {
    std::swap_ranges(data_.begin() + static_cast<std::ptrdiff_t>(a * stride_), data_.begin() + static_cast<std::ptrdiff_t>((a + 1) * stride_),
                     data_.begin() + static_cast<std::ptrdiff_t>(b * stride_));
  }
};

// The sweep of the header over spans of positions, reordered in place. Parts of a large set go
// to other threads as OpenMP tasks, only parts on disjoint spans at the same time: a set's cells
// first, then the crosses of neighbouring cells in rounds that share no cell.
template <class Boxes>
class CellSweep {
 public:
  CellSweep(Boxes& b, int reach) : b_(b), n_(b.dim()), reach_(reach) {}

  // Every box against every other.
  std::optional<std::pair<size_t, size_t>> run() {
    parallel([&] { same(0, b_.size(), 0); });
    return found_;
  }
  // The boxes [begin, end), all in one cell along the first axis, against each other (from the
  // second axis on) and against each of the earlier spans `lower` (their cells lower along it).
  std::optional<std::pair<size_t, size_t>> layer(uint32_t begin, uint32_t end, const std::vector<std::pair<uint32_t, uint32_t>>& lower) {
    parallel([&] {
      same(begin, end, std::min(1, n_));
      for (const auto& [l0, l1] : lower) cross(l0, l1, begin, end, 0);
    });
    return found_;
  }
  // The pair found, as the positions' boxes were when it was found (for moving records).
  const std::vector<std::vector<int64_t>>& found_rows() const { return rows_; }

 private:
  Boxes& b_;
  int n_, reach_;
  std::optional<std::pair<size_t, size_t>> found_;
  std::vector<std::vector<int64_t>> rows_;
  std::atomic<bool> stop_{false};

  template <class F>
  void parallel(F f) {
#pragma omp parallel
#pragma omp single
    f();
  }
  // f on another thread when `task` (a large set), else here: an undeferred task costs as much
  // as a small set's work.
  template <class F>
  static void spawn(bool task, F f) {
    if (!task) return f();
#pragma omp task firstprivate(f)
    f();
  }
  static void wait(bool tasks) {
    if (!tasks) return;
#pragma omp taskwait
  }

  // Whether the boxes at positions i and j meet along the axes from t on.
  bool meet_from(uint32_t i, uint32_t j, int t) const {
    for (int d = t; d < n_; ++d)
      if (b_.lo(d, j) >= b_.hi(d, i) || b_.lo(d, i) >= b_.hi(d, j)) return false;
    return true;
  }
  void found(uint32_t i, uint32_t j) {
#pragma omp critical(cw_cell_sweep_found)
    if (!found_) {
      found_ = std::make_pair(b_.id(i), b_.id(j));
      if constexpr (requires { b_.row(i); }) rows_ = {b_.row(i), b_.row(j)};
    }
    stop_.store(true, std::memory_order_relaxed);
  }
  // Stopped by an overlap found, or (polled on large sets only) by Ctrl-C.
  bool stopped(uint64_t size) {
    if (size >= kTaskBoxes && interrupted()) stop_.store(true, std::memory_order_relaxed);
    return stop_.load(std::memory_order_relaxed);
  }

  // Every pair of [begin, end) meets along the axes before t.
  void same(uint32_t begin, uint32_t end, int t) {
    if (stopped(end - begin) || end - begin < 2) return;
    if (end - begin <= kDirect) {  // few pairs: each tested along the remaining axes
      for (uint32_t a = begin; a < end; ++a)
        for (uint32_t b = a + 1; b < end; ++b)
          if (meet_from(a, b, t)) return found(a, b);
      return;
    }
    if (t == n_) return found(begin, begin + 1);
    Offsets off;
    b_.group(begin, end, t, off);
    const bool tasks = end - begin >= kTaskBoxes;
    const int G = b_.cells(t);
    for (int g = 0; g < G; ++g) {
      const uint32_t c0 = off[static_cast<size_t>(g)], c1 = off[static_cast<size_t>(g) + 1];
      spawn(tasks, [=, this] { same(c0, c1, t + 1); });
    }
    wait(tasks);
    // Cells g and g + step, for g = first, first + 2 step, ...: no cell in two crosses of a round.
    for (int step = 1; step <= reach_; ++step)
      for (int first = 0; first < 2 * step; ++first) {
        for (int g = first; g + step < G; g += 2 * step) {
          const uint32_t l0 = off[static_cast<size_t>(g)], l1 = off[static_cast<size_t>(g) + 1];
          const uint32_t u0 = off[static_cast<size_t>(g + step)], u1 = off[static_cast<size_t>(g + step) + 1];
          spawn(tasks, [=, this] { cross(l0, l1, u0, u1, t); });
        }
        wait(tasks);
      }
  }

  // Every pair of [a0, a1) x [b0, b1) meets along the axes before t.
  void both(uint32_t a0, uint32_t a1, uint32_t b0, uint32_t b1, int t) {
    if (stopped(uint64_t{a1 - a0} + (b1 - b0)) || a0 == a1 || b0 == b1) return;
    if ((a1 - a0) * uint64_t{b1 - b0} <= kDirect * kDirect / 2) {
      for (uint32_t a = a0; a < a1; ++a)
        for (uint32_t b = b0; b < b1; ++b)
          if (meet_from(a, b, t)) return found(a, b);
      return;
    }
    if (t == n_) return found(a0, b0);
    Offsets A, B;
    b_.group(a0, a1, t, A);
    b_.group(b0, b1, t, B);
    const bool tasks = uint64_t{a1 - a0} + (b1 - b0) >= kTaskBoxes;
    const int G = b_.cells(t);
    for (int g = 0; g < G; ++g) {
      const uint32_t x0 = A[static_cast<size_t>(g)], x1 = A[static_cast<size_t>(g) + 1];
      const uint32_t y0 = B[static_cast<size_t>(g)], y1 = B[static_cast<size_t>(g) + 1];
      spawn(tasks, [=, this] { both(x0, x1, y0, y1, t + 1); });
    }
    wait(tasks);
    // A's cell g against B's g + step in one round, B's g against A's g + step in the next: within
    // a round no cell of A or B is in two crosses.
    for (int step = 1; step <= reach_; ++step)
      for (int round = 0; round < 2; ++round) {
        const Offsets& L = round == 0 ? A : B;
        const Offsets& U = round == 0 ? B : A;
        for (int g = 0; g + step < G; ++g) {
          const uint32_t l0 = L[static_cast<size_t>(g)], l1 = L[static_cast<size_t>(g) + 1];
          const uint32_t u0 = U[static_cast<size_t>(g + step)], u1 = U[static_cast<size_t>(g + step) + 1];
          spawn(tasks, [=, this] { cross(l0, l1, u0, u1, t); });
        }
        wait(tasks);
      }
  }

  // Lower boxes [l0, l1) and upper boxes [u0, u1) (a higher cell along t) meeting along the axes
  // before t: a pair meets along t when the upper corner is below the lower top.
  void cross(uint32_t l0, uint32_t l1, uint32_t u0, uint32_t u1, int t) {
    if (stopped(uint64_t{l1 - l0} + (u1 - u0)) || l0 == l1 || u0 == u1) return;
    if ((l1 - l0) * uint64_t{u1 - u0} <= kDirect * kDirect / 2) return both(l0, l1, u0, u1, t);  // tested from t on
    int32_t top_min = std::numeric_limits<int32_t>::max(), top_max = std::numeric_limits<int32_t>::min();
    int32_t corner_min = top_min, corner_max = top_max;
    for (uint32_t k = l0; k < l1; ++k) top_min = std::min(top_min, b_.hi(t, k)), top_max = std::max(top_max, b_.hi(t, k));
    for (uint32_t k = u0; k < u1; ++k) corner_min = std::min(corner_min, b_.lo(t, k)), corner_max = std::max(corner_max, b_.lo(t, k));
    if (corner_max < top_min) return both(l0, l1, u0, u1, t + 1);  // every pair meets along t
    if (corner_min >= top_max) return;                             // none does
    // corner_min < top_max: v lies in [corner_min, top_max), and each half's range shrinks.
    const int32_t v = static_cast<int32_t>(corner_min + (int64_t{top_max} - corner_min) / 2);
    const uint32_t lm = b_.split(l0, l1, t, v, true), um = b_.split(u0, u1, t, v, false);
    both(lm, l1, u0, um, t + 1);  // tops > v >= corners: they meet along t
    // The two halves share no span (both, which shares one with each, is done).
    const bool tasks = uint64_t{l1 - l0} + (u1 - u0) >= kTaskBoxes;
    spawn(tasks, [=, this] { cross(l0, lm, u0, um, t); });
    spawn(tasks, [=, this] { cross(lm, l1, um, u1, t); });
    wait(tasks);
  }
};

__extension__ typedef unsigned __int128 Volume128;  // GCC's 128-bit integer, not ISO C++

BigNat big_of(Volume128 v) {
  return BigNat(static_cast<uint64_t>(v >> 64)) * BigNat(uint64_t{1} << 32) * BigNat(uint64_t{1} << 32) +
         BigNat(static_cast<uint64_t>(v));
}

// The sum of boxes' volumes, in 128 bits while it fits and exactly in any case.
class VolumeSum {
 public:
  void add(int n, const int64_t* side) {
    Volume128 v = 1;
    bool over = false;
    for (int d = 0; d < n; ++d) over |= __builtin_mul_overflow(v, static_cast<uint64_t>(side[d]), &v);
    if (!over && !wide_ && !__builtin_add_overflow(sum_, v, &sum_)) return;
    if (!wide_) total_ = big_of(sum_), wide_ = true;
    BigNat exact(1);
    for (int d = 0; d < n; ++d) exact = exact * BigNat(static_cast<uint64_t>(side[d]));
    total_ += exact;
  }
  BigNat total() const { return wide_ ? total_ : big_of(sum_); }

 private:
  Volume128 sum_ = 0;
  bool wide_ = false;  // the 128-bit sum overflowed: the rest added exactly
  BigNat total_;
};

// The volumes as decimal text.
void add_volumes(const BoxList& b, BoxCheckResult& r) {
  VolumeSum sum;
  std::vector<int64_t> side(static_cast<size_t>(b.dim()));
  for (size_t i = 0; i < b.size(); ++i) {
    for (int d = 0; d < b.dim(); ++d) side[static_cast<size_t>(d)] = b.hi(d, i) - b.lo(d, i);
    sum.add(b.dim(), side.data());
  }
  const BigNat cube = BigNat(static_cast<uint64_t>(b.side())).pow(static_cast<uint64_t>(b.dim()));
  const BigNat total = sum.total();
  r.cube_volume = cube.str();
  r.boxes_volume = total.str();
  if (r.valid() && total <= cube) r.uncovered_volume = (cube - total).str();
}

}  // namespace

BoxCheckResult check_boxes(const BoxList& b) {
  BoxCheckResult r;
  r.boxes = b.size();
  int64_t w = b.side();
  for (size_t i = 0; i < b.size() && !r.bad_side && !r.outside; ++i)
    for (int d = 0; d < b.dim(); ++d) {
      if (b.hi(d, i) - b.lo(d, i) < 1) r.bad_side = i;
      else if (b.lo(d, i) < 0 || b.hi(d, i) > b.side()) r.outside = i;
      w = std::min<int64_t>(w, b.hi(d, i) - b.lo(d, i));
    }
  if (r.bad_side || r.outside) return r;
  r.cell_width = w;
  for (size_t i = 0; i < b.size(); ++i)
    for (int d = 0; d < b.dim(); ++d) r.reach = std::max(r.reach, static_cast<int>((b.hi(d, i) - 1) / w - b.lo(d, i) / w));
  if ((b.side() - 1) / w >= kMaxSweepCells) {
    // Boxes small against the cube: more than 256 cells along an axis. Pairwise, where that is cheap.
    if (b.size() > 20000)
      throw InputError(fmt::format("the boxes are too small against the cube for the cell check (side {}, least box "
                                   "side {}: more than {} cells along an axis) and too many to check pairwise",
                                   b.side(), w, kMaxSweepCells));
    r.overlap = first_overlap_pairwise(b);
  } else {
    IndexedBoxes boxes(b, w);
    r.overlap = CellSweep<IndexedBoxes>(boxes, r.reach).run();
  }
  if (interrupted()) throw Interrupted("interrupted");  // the sweep stopped short
  if (r.overlap && r.overlap->first > r.overlap->second) std::swap(r.overlap->first, r.overlap->second);
  add_volumes(b, r);
  return r;
}

}  // namespace cw::hoffman

namespace cw::hoffman {
namespace {

std::string box_text(int n, const int64_t* row) {
  return fmt::format("corner {}; sides {}", fmt::join(row, row + n, ","), fmt::join(row + n, row + 2 * n, ","));
}

// The first pass: every box's sides and place, the least side w, the boxes of each corner along
// the first axis.
struct FirstPass {
  uint64_t boxes = 0;
  int64_t w = 0;
  std::vector<uint64_t> per_corner;  // [corner along the first axis]
  std::string fault;
};

// Why the box `row` is not a box with sides of at least `least` inside [0, side]^n; empty if it is.
std::string box_fault(int n, int64_t side, int64_t least, const int64_t* row) {
  for (int d = 0; d < n; ++d) {
    if (row[n + d] < least)
      return fmt::format("a box with a side below {} ({})", least, box_text(n, row));
    if (row[d] < 0 || row[d] + row[n + d] > side) return fmt::format("a box not inside the cube ({})", box_text(n, row));
  }
  return {};
}

FirstPass first_pass(BoxSource& source, Progress& progress) {
  const int n = source.dim();
  const int64_t side = source.side();
  FirstPass f{0, side, std::vector<uint64_t>(static_cast<size_t>(side) + 1, 0), {}};
  source.boxes(std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max(), [&](const int64_t* rows, size_t count) {
    for (size_t k = 0; k < count && f.fault.empty(); ++k) {
      const int64_t* row = rows + 2 * static_cast<size_t>(n) * k;
      f.fault = box_fault(n, side, 1, row);
      if (!f.fault.empty()) break;
      for (int d = 0; d < n; ++d) f.w = std::min(f.w, row[n + d]);
      ++f.per_corner[static_cast<size_t>(row[0])];
    }
    f.boxes += count;
    progress.update(f.boxes);
    return f.fault.empty() && !interrupted();
  });
  return f;
}

}  // namespace

StreamCheckResult check_boxes_streamed(BoxSource& source, bool quiet) {
  const int n = source.dim();
  const int64_t side = source.side();
  BoxRecords held(n, side);  // refuses sides past 16 bits before any pass
  StreamCheckResult r;
  const uint64_t hint = source.size_hint();
  // Two progress lines: the first pass (boxes read), then the layers (boxes swept, counted as each
  // layer's sweep ends), so that each ETA comes from its own kind of work: a layer costs tens of
  // times what reading its boxes does.
  FirstPass f;
  {
    Progress reading("boxes read", hint, quiet);
    f = first_pass(source, reading);
    reading.finish();
  }
  if (interrupted()) throw Interrupted("interrupted");
  r.boxes = f.boxes;
  if (!f.fault.empty()) {
    r.fault = f.fault;
    return r;
  }
  if (f.boxes == 0) {
    r.fault = "no boxes";
    return r;
  }
  const int64_t w = r.cell_width = f.w;
  if ((side - 1) / w + 1 > kMaxSweepCells)
    throw InputError(fmt::format("the boxes are too small against the cube for the cell check (side {}, least box side {}: "
                                 "more than {} cells along an axis)",
                                 side, w, kMaxSweepCells));
  // The layers up to the highest corner along the first axis.
  size_t highest = f.per_corner.size() - 1;
  while (f.per_corner[highest] == 0) --highest;
  const int G = r.layers = static_cast<int>(static_cast<int64_t>(highest) / w + 1);
  // The boxes of each layer, as the first pass counted them; room for the two largest neighbours.
  std::vector<uint64_t> in_layer(static_cast<size_t>(G), 0);
  for (size_t v = 0; v < f.per_corner.size(); ++v) in_layer[std::min<size_t>(v / static_cast<size_t>(w), static_cast<size_t>(G) - 1)] += f.per_corner[v];
  uint64_t room = in_layer[0];
  for (int c = 1; c < G; ++c) room = std::max(room, in_layer[static_cast<size_t>(c) - 1] + in_layer[static_cast<size_t>(c)]);
  held.reserve(room);
  held.set_cell_width(w);
  struct Layer {
    uint32_t begin, end;
    int top_cell;  // the highest cell along the first axis that a box of the layer reaches
  };
  std::vector<Layer> layers;
  VolumeSum volume;
  Progress progress("boxes swept", f.boxes, quiet);
  uint64_t done = 0;
  for (int c = 0; c < G; ++c) {
    const uint32_t begin = held.size();
    uint64_t got = 0;
    int top_cell = c;
    source.boxes(c * w, (c + 1) * w, [&](const int64_t* rows, size_t count) {
      for (size_t k = 0; k < count && r.fault.empty(); ++k) {
        const int64_t* row = rows + 2 * static_cast<size_t>(n) * k;
        r.fault = box_fault(n, side, w, row);
        if (r.fault.empty() && (row[0] < c * w || row[0] >= (c + 1) * w))
          r.fault = fmt::format("the source gave a box outside cell layer {} ({})", c, box_text(n, row));
        if (!r.fault.empty()) break;
        for (int d = 0; d < n; ++d) r.reach = std::max(r.reach, held.cell_of(row[d] + row[n + d] - 1) - held.cell_of(row[d]));
        top_cell = std::max(top_cell, held.cell_of(row[0] + row[n] - 1));
        volume.add(n, row + n);
        held.add(row, row + n);
      }
      got += count;
      return r.fault.empty() && !interrupted() && uint64_t{begin} + got < std::numeric_limits<uint32_t>::max();
    });
    if (interrupted()) throw Interrupted("interrupted");
    if (!r.fault.empty()) return r;
    if (uint64_t{begin} + got >= std::numeric_limits<uint32_t>::max())
      throw InputError(fmt::format("more than {} boxes in two cell layers: too many for the streamed check", std::numeric_limits<uint32_t>::max()));
    if (got != in_layer[static_cast<size_t>(c)]) {
      r.fault = fmt::format("cell layer {} has {} boxes, not the {} of the first pass", c, got, in_layer[static_cast<size_t>(c)]);
      return r;
    }
    r.most_held = std::max<uint64_t>(r.most_held, held.size());
    progress.note(fmt::format("layer {} of {} being swept, {} boxes held", c + 1, G, held.size()));
    progress.update(done);
    std::vector<std::pair<uint32_t, uint32_t>> lower;
    for (const Layer& l : layers) lower.emplace_back(l.begin, l.end);
    CellSweep<BoxRecords> sweep(held, r.reach);
    const auto overlap = sweep.layer(begin, held.size(), lower);
    if (interrupted()) throw Interrupted("interrupted");
    if (overlap) {
      const auto& rows = sweep.found_rows();
      r.fault = fmt::format("two boxes overlap ({} and {})", box_text(n, rows[0].data()), box_text(n, rows[1].data()));
      return r;
    }
    done += got;
    progress.update(done);
    // Layers that reach no later cell go; the rest move to the front.
    layers.push_back({begin, held.size(), top_cell});
    size_t gone = 0;
    while (gone < layers.size() && layers[gone].top_cell <= c) ++gone;
    if (gone > 0) {
      const uint32_t shift = gone < layers.size() ? layers[gone].begin : held.size();
      held.drop_front(shift);
      layers.erase(layers.begin(), layers.begin() + static_cast<std::ptrdiff_t>(gone));
      for (Layer& l : layers) l.begin -= shift, l.end -= shift;
    }
  }
  progress.finish();
  const BigNat cube = BigNat(static_cast<uint64_t>(side)).pow(static_cast<uint64_t>(n));
  const BigNat total = volume.total();
  r.cube_volume = cube.str();
  r.boxes_volume = total.str();
  if (total <= cube) r.uncovered_volume = (cube - total).str();
  else r.fault = "the boxes' volume exceeds the cube's";
  return r;
}

}  // namespace cw::hoffman
