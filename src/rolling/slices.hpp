// Regions cut into 6^j slices by their j most significant word digits, and the pieces of the
// neighbouring regions that one target slice pulls from: the data layout of the MPI search.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "rolling/layout.hpp"
#include "rolling/pulls.hpp"

namespace cw::rolling {

struct Slicing {
  int digits = 0;      // j: slice v of region q holds its words [v * words, (v + 1) * words)
  uint64_t count = 1;  // 6^j slices per region
  uint64_t words = 0;  // words per slice
};

// What target slice (q, v) reads from source slice (p, u) through pulls[q][k]. A clean piece is
// the pull's own loops cut to the slice (u = v); otherwise the target slice and the source
// slice each fix some cells, and the piece is the box of target words fixing both (tfix).
struct Piece {
  int q = 0, k = 0;
  uint64_t v = 0, u = 0;
  bool clean = false;
  uint64_t words = 0;                    // source words read, = target words written
  std::array<int8_t, kMaxCells> tfix{};  // target digit values, -1 where free
};

class SlicedPulls {
 public:
  // Throws std::logic_error when digits exceeds max_digits.
  SlicedPulls(const Layout& layout, int digits);
  // The fewest digits giving at least 8 slices per rank in each parity class (none for one
  // rank), at most max_digits.
  static int choose_digits(const Layout& layout, int ranks);
  // The most digits for which every pull that involves a word cell maps slice v onto slice v.
  static int max_digits(const Layout& layout);

  const Layout& layout() const { return layout_; }
  const Slicing& slicing() const { return s_; }
  const std::vector<std::vector<Pull>>& pulls() const { return pulls_; }
  // Appends the pieces target slice (q, v) needs: pull order, then source slice order.
  void pieces(int q, uint64_t v, std::vector<Piece>& out) const;
  // A piece that is all of its source slice is sent as it is; others are packed first.
  bool whole(const Piece& pc) const { return pc.words == s_.words; }
  // buffer[0, pc.words) = the piece's source words, in source order, from its source slice.
  void pack(const Piece& pc, const uint64_t* source_slice, uint64_t* buffer, int threads) const;
  // T (the target slice) |= the piece's image; S is the source slice, or pack()'s buffer when
  // packed (the same thing for a whole piece).
  void apply(const Piece& pc, uint64_t* T, const uint64_t* S, bool packed, int threads) const;

 private:
  struct Geometry {  // a move between two high cells: target digit i is source digit sigma[i]
    int kt = -1, ks = -1;
    std::array<int8_t, kMaxCells> sigma{}, sigma_inv{};
  };
  Layout layout_;
  Slicing s_;
  int D_;  // word digits per region
  std::vector<std::vector<Pull>> pulls_;
  std::vector<std::vector<Geometry>> geo_;
};

}  // namespace cw::rolling
