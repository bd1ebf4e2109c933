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

// The sweep of the header over index spans of one array, partitioned in place.
class CellSweep {
 public:
  CellSweep(const BoxList& b, int64_t w, int reach) : b_(b), n_(b.dim()), reach_(reach) {
    const size_t N = b.size();
    cell_.resize(static_cast<size_t>(n_));
    cells_.assign(static_cast<size_t>(n_), 0);
    for (int d = 0; d < n_; ++d) {
      auto& c = cell_[static_cast<size_t>(d)];
      c.resize(N);
      for (size_t i = 0; i < N; ++i) {
        c[i] = static_cast<uint8_t>(b.lo(d, i) / w);
        cells_[static_cast<size_t>(d)] = std::max(cells_[static_cast<size_t>(d)], c[i] + 1);
      }
    }
    index_.resize(N);
    for (size_t i = 0; i < N; ++i) index_[i] = static_cast<uint32_t>(i);
    scratch_.resize(N);
  }

  // The first level by hand, its cells on the threads: each cell's own sweep, then the crosses
  // of neighbouring cells, those sharing no cell at the same time (a cross sorts both cells).
  std::optional<std::pair<size_t, size_t>> run() {
    const auto N = static_cast<uint32_t>(index_.size());
    if (N <= kDirect || n_ == 1) {
      same(0, N, 0);
      return found_;
    }
    Offsets off;
    group(0, N, 0, off);
    const int G = cells_[0];
#pragma omp parallel for schedule(dynamic, 1)
    for (int g = 0; g < G; ++g) same(off[static_cast<size_t>(g)], off[static_cast<size_t>(g) + 1], 1);
    for (int step = 1; step <= reach_; ++step)
      for (int first = 0; first < 2 * step; ++first) {
        // Pairs (g, g + step) with g = first, first + 2 step, ...: no cell in two of them.
#pragma omp parallel for schedule(dynamic, 1)
        for (int g = first; g < G - step; g += 2 * step)
          cross(off[static_cast<size_t>(g)], off[static_cast<size_t>(g) + 1], off[static_cast<size_t>(g + step)],
                off[static_cast<size_t>(g + step) + 1], 0);
      }
    return found_;
  }

 private:
  using Offsets = std::array<uint32_t, kMaxSweepCells + 1>;
  const BoxList& b_;
  int n_, reach_;
  std::vector<std::vector<uint8_t>> cell_;  // [axis][box]
  std::vector<int> cells_;                  // cells along each axis
  std::vector<uint32_t> index_, scratch_;
  std::optional<std::pair<size_t, size_t>> found_;
  std::atomic<bool> stop_{false};

  // Sorts index_[begin, end) by cell along t (counting sort through scratch_ at the same places,
  // so that spans being sorted elsewhere in the recursion are untouched); off[c] .. off[c + 1] is
  // cell c.
  void group(uint32_t begin, uint32_t end, int t, Offsets& off) {
    const auto& c = cell_[static_cast<size_t>(t)];
    const int G = cells_[static_cast<size_t>(t)];
    std::fill(off.begin(), off.begin() + G + 1, 0);
    for (uint32_t i = begin; i < end; ++i) ++off[c[index_[i]] + 1u];
    off[0] = begin;
    for (int g = 0; g < G; ++g) off[static_cast<size_t>(g) + 1] += off[static_cast<size_t>(g)];
    Offsets next = off;
    for (uint32_t i = begin; i < end; ++i) scratch_[next[c[index_[i]]]++] = index_[i];
    std::copy(scratch_.begin() + begin, scratch_.begin() + end, index_.begin() + begin);
  }

  // Moves the boxes of [begin, end) whose `value` is <= v to the front; returns where they end.
  template <class Value>
  uint32_t split(uint32_t begin, uint32_t end, int32_t v, Value value) {
    return static_cast<uint32_t>(std::partition(index_.begin() + begin, index_.begin() + end,
                                                [&](uint32_t i) { return value(i) <= v; }) - index_.begin());
  }

  // Whether boxes i and j meet along the axes from t on.
  bool meet_from(uint32_t i, uint32_t j, int t) const {
    for (int d = t; d < n_; ++d)
      if (b_.lo(d, j) >= b_.hi(d, i) || b_.lo(d, i) >= b_.hi(d, j)) return false;
    return true;
  }
  void found(uint32_t i, uint32_t j) {
#pragma omp critical(cw_cell_sweep_found)
    if (!found_) found_ = std::make_pair<size_t, size_t>(i, j);
    stop_.store(true, std::memory_order_relaxed);
  }
  bool stopped() const { return stop_.load(std::memory_order_relaxed); }

  // Every pair of [begin, end) meets along the axes before t.
  void same(uint32_t begin, uint32_t end, int t) {
    if (stopped() || end - begin < 2) return;
    if (end - begin <= kDirect) {  // few pairs: each tested along the remaining axes
      for (uint32_t a = begin; a < end; ++a)
        for (uint32_t b = a + 1; b < end; ++b)
          if (meet_from(index_[a], index_[b], t)) return found(index_[a], index_[b]);
      return;
    }
    if (t == n_) {
      return found(index_[begin], index_[begin + 1]);
    }
    Offsets off;
    group(begin, end, t, off);
    const int G = cells_[static_cast<size_t>(t)];
    for (int g = 0; g < G; ++g) same(off[static_cast<size_t>(g)], off[static_cast<size_t>(g) + 1], t + 1);
    for (int g = 0; g < G; ++g)
      for (int h = g + 1; h <= std::min(G - 1, g + reach_); ++h)
        cross(off[static_cast<size_t>(g)], off[static_cast<size_t>(g) + 1], off[static_cast<size_t>(h)],
              off[static_cast<size_t>(h) + 1], t);
  }

  // Every pair of [a0, a1) x [b0, b1) meets along the axes before t.
  void both(uint32_t a0, uint32_t a1, uint32_t b0, uint32_t b1, int t) {
    if (stopped() || a0 == a1 || b0 == b1) return;
    if ((a1 - a0) * uint64_t{b1 - b0} <= kDirect * kDirect / 2) {
      for (uint32_t a = a0; a < a1; ++a)
        for (uint32_t b = b0; b < b1; ++b)
          if (meet_from(index_[a], index_[b], t)) return found(index_[a], index_[b]);
      return;
    }
    if (t == n_) {
      return found(index_[a0], index_[b0]);
    }
    Offsets A, B;
    group(a0, a1, t, A);
    group(b0, b1, t, B);
    const int G = cells_[static_cast<size_t>(t)];
    for (int g = 0; g < G; ++g) both(A[static_cast<size_t>(g)], A[static_cast<size_t>(g) + 1], B[static_cast<size_t>(g)], B[static_cast<size_t>(g) + 1], t + 1);
    for (int g = 0; g < G; ++g)
      for (int h = g + 1; h <= std::min(G - 1, g + reach_); ++h) {
        cross(A[static_cast<size_t>(g)], A[static_cast<size_t>(g) + 1], B[static_cast<size_t>(h)], B[static_cast<size_t>(h) + 1], t);
        cross(B[static_cast<size_t>(g)], B[static_cast<size_t>(g) + 1], A[static_cast<size_t>(h)], A[static_cast<size_t>(h) + 1], t);
      }
  }

  // Lower boxes [l0, l1) and upper boxes [u0, u1) (a higher cell along t) meeting along the axes
  // before t: a pair meets along t when the upper corner is below the lower top.
  void cross(uint32_t l0, uint32_t l1, uint32_t u0, uint32_t u1, int t) {
    if (stopped() || l0 == l1 || u0 == u1) return;
    if ((l1 - l0) * uint64_t{u1 - u0} <= kDirect * kDirect / 2) return both(l0, l1, u0, u1, t);  // tested from t on
    const auto top = [&](uint32_t i) { return b_.hi(t, i); };
    const auto corner = [&](uint32_t i) { return b_.lo(t, i); };
    int32_t top_min = std::numeric_limits<int32_t>::max(), top_max = std::numeric_limits<int32_t>::min();
    int32_t corner_min = top_min, corner_max = top_max;
    for (uint32_t k = l0; k < l1; ++k) top_min = std::min(top_min, top(index_[k])), top_max = std::max(top_max, top(index_[k]));
    for (uint32_t k = u0; k < u1; ++k)
      corner_min = std::min(corner_min, corner(index_[k])), corner_max = std::max(corner_max, corner(index_[k]));
    if (corner_max < top_min) return both(l0, l1, u0, u1, t + 1);  // every pair meets along t
    if (corner_min >= top_max) return;                             // none does
    // corner_min < top_max: v lies in [corner_min, top_max), and each half's range shrinks.
    const int32_t v = static_cast<int32_t>(corner_min + (int64_t{top_max} - corner_min) / 2);
    const uint32_t lm = split(l0, l1, v, top), um = split(u0, u1, v, corner);
    both(lm, l1, u0, um, t + 1);  // tops > v > = corners: they meet along t
    cross(l0, lm, u0, um, t);
    cross(lm, l1, um, u1, t);
  }
};

__extension__ typedef unsigned __int128 Volume128;  // GCC's 128-bit integer, not ISO C++

BigNat big_of(Volume128 v) {
  return BigNat(static_cast<uint64_t>(v >> 64)) * BigNat(uint64_t{1} << 32) * BigNat(uint64_t{1} << 32) +
         BigNat(static_cast<uint64_t>(v));
}

// The volumes as decimal text, in 128 bits where they fit and exactly in any case.
void add_volumes(const BoxList& b, BoxCheckResult& r) {
  const BigNat cube = BigNat(static_cast<uint64_t>(b.side())).pow(static_cast<uint64_t>(b.dim()));
  BigNat total;
  Volume128 sum = 0;
  bool wide = false;  // the 128-bit sum overflowed: add the rest exactly
  for (size_t i = 0; i < b.size(); ++i) {
    Volume128 v = 1;
    bool over = false;
    for (int d = 0; d < b.dim(); ++d) over |= __builtin_mul_overflow(v, static_cast<uint64_t>(b.hi(d, i) - b.lo(d, i)), &v);
    if (!over && !wide && !__builtin_add_overflow(sum, v, &sum)) continue;
    if (!wide) total = big_of(sum), wide = true;
    BigNat exact(1);
    for (int d = 0; d < b.dim(); ++d) exact = exact * BigNat(static_cast<uint64_t>(b.hi(d, i) - b.lo(d, i)));
    total += exact;
  }
  if (!wide) total = big_of(sum);
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
    r.overlap = CellSweep(b, w, r.reach).run();
  }
  if (r.overlap && r.overlap->first > r.overlap->second) std::swap(r.overlap->first, r.overlap->second);
  add_volumes(b, r);
  return r;
}

}  // namespace cw::hoffman
