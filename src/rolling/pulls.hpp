// One BFS step as bit-vector algebra: the states of target region q reached by one move from
// the states (bits) of a neighbouring source region p. Shared by the in-memory and compact BFS.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "rolling/layout.hpp"

namespace cw::rolling {

// Kinds of pull into target region q (empty q) from source region p: the cube on q rolled to
// p, so the target digit y at p is roll(x) of the source digit x at q. "High" cells are word
// index digits; cells 0, 1, 2 may be word cells depending on the region (see layout.hpp).
enum class PullKind {
  HighToHigh,   // p, q >= 2: one digit moves past the digits between p and q
  WordToWord,   // p, q in {0, 1}: same word index, bits permuted
  OutSame,      // q = 2, p in {0, 1}: same word index
  OutShift,     // q >= 3, p in {0, 1}: target digit 0 (cell 2) comes from a source bit
  InSame,       // q in {0, 1}, p = 2: same word index
  InShift,      // q in {0, 1}, p >= 3: a target bit (cell 2) comes from source digit 0
};

// Strided loops: t = lo + ty*y + tm*mid + th*hi, s = lo + sx*x + sm*mid + sh*hi.
struct Pull {
  int q, p;
  PullKind kind;
  uint64_t nlo = 1, nmid = 1, nhi = 1;
  uint64_t ty = 0, tm = 0, th = 0, sx = 0, sm = 0, sh = 0;
  std::array<uint8_t, 6> x_of_y{};  // inverse roll
};

// pulls[q] = every move into region q, one per neighbour p of q.
std::vector<std::vector<Pull>> make_pulls(const Layout& layout);
// T |= the image of S (region p's words) in region q's words.
void apply_pull(uint64_t* __restrict T, const uint64_t* __restrict S, const Pull& pull);
// R = T & ~R over nw words (the states of T not in the layer R held), and how many there are.
uint64_t keep_fresh(uint64_t* __restrict R, const uint64_t* __restrict T, uint64_t nw);

// The outermost loop of a pull (hi, or lo for the same-word kinds) advances target and source
// by the same stride, so its index range can be cut into parts: part [a, a + n) is
// with_outer_count(pull, n) applied at offset a * outer_stride(pull) on both sides.
uint64_t outer_count(const Pull& pull);
uint64_t outer_stride(const Pull& pull);
Pull with_outer_count(const Pull& pull, uint64_t n);

}  // namespace cw::rolling
