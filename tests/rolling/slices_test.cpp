#include "rolling/slices.hpp"

#include <gtest/gtest.h>

#include <random>

#include "rolling/compact_bfs.hpp"

using namespace cw::rolling;

namespace {
Board board(const char* s) { return parse_board(s); }
}  // namespace

// Every target slice rebuilt from its pieces (read in place, or packed as a remote rank sends
// them) equals the whole-region pull, for every number of slice digits the board allows.
TEST(Slices, PiecesRebuildEveryPull) {
  std::mt19937_64 rng(7);
  uint64_t packed = 0, in_pieces = 0;  // both paths must have run
  for (const char* name : {"2x3", "3x2", "2x4", "4x2", "3x3", "2x5"}) {
    const Layout layout(board(name));
    const auto pulls = make_pulls(layout);
    const uint64_t W = layout.words(0);
    std::vector<std::vector<uint64_t>> src(layout.cells(), std::vector<uint64_t>(W));
    for (auto& r : src)
      for (auto& w : r) w = rng() & ((1ull << 36) - 1) & rng();  // about a quarter of the bits
    for (int j = 0; j <= SlicedPulls::max_digits(layout); ++j) {
      const SlicedPulls sp(layout, j);
      const uint64_t sw = sp.slicing().words;
      std::vector<uint64_t> buf(sw);
      std::vector<Piece> pieces;
      for (int q = 0; q < layout.cells(); ++q) {
        std::vector<uint64_t> want(W, 0), got(W, 0);
        for (const Pull& pl : pulls[q]) apply_pull(want.data(), src[pl.p].data(), pl);
        for (uint64_t v = 0; v < sp.slicing().count; ++v) {
          pieces.clear();
          sp.pieces(q, v, pieces);
          std::vector<uint64_t> words_per_pull(pulls[q].size(), 0);
          for (const Piece& pc : pieces) {
            const uint64_t* S = src[pulls[q][pc.k].p].data() + pc.u * sw;
            words_per_pull[pc.k] += pc.words;
            in_pieces += !pc.clean;
            if ((v + pc.u) % 2 == 0) {
              sp.apply(pc, got.data() + v * sw, S, false, 1);
            } else if (sp.whole(pc)) {
              sp.apply(pc, got.data() + v * sw, S, true, 2);
            } else {
              ++packed;
              sp.pack(pc, S, buf.data(), 2);
              sp.apply(pc, got.data() + v * sw, buf.data(), true, 1);
            }
          }
          for (uint64_t w : words_per_pull) EXPECT_EQ(w, sw) << name << " j=" << j << " q=" << q << " v=" << v;
        }
        EXPECT_EQ(got, want) << name << " j=" << j << " q=" << q;
      }
    }
  }
  EXPECT_GT(packed, 0u);
  EXPECT_GT(in_pieces, packed);
}

TEST(Slices, DigitsGrowWithTheRanks) {
  const Layout L44(board("4x4")), L33(board("3x3"));
  EXPECT_EQ(SlicedPulls::choose_digits(L44, 1), 0);
  EXPECT_EQ(SlicedPulls::choose_digits(L44, 2), 1);   // 8 regions per parity x 6 >= 16
  EXPECT_EQ(SlicedPulls::choose_digits(L44, 256), 4);  // 8 x 6^4 >= 2048 > 8 x 6^3
  EXPECT_EQ(SlicedPulls::choose_digits(L33, 3), 1);
  const Layout L22(board("2x2"));
  EXPECT_LE(SlicedPulls::choose_digits(L22, 64), SlicedPulls::max_digits(L22));
}

// A rank stores about 1/R of the bits plus two slices of buffers, and the ranks together
// store every slice exactly once.
TEST(Slices, MemoryPerRankFallsAsOneOverR) {
  const Layout layout(board("4x4"));
  const uint64_t all = layout.total_words() * 8;
  for (int ranks : {2, 4, 8, 16, 64, 256}) {
    const SlicedPulls sp(layout, SlicedPulls::choose_digits(layout, ranks));
    const uint64_t buffers = 2 * sp.slicing().words * 8;
    uint64_t sum = 0, most = 0;
    for (int r = 0; r < ranks; ++r) {
      const uint64_t m = distributed_memory_per_rank(layout, ranks, r);
      sum += m - buffers;
      most = std::max(most, m);
    }
    EXPECT_EQ(sum, all) << ranks;
    EXPECT_LE(most, all / ranks * 1.2 + buffers) << ranks;
  }
}
