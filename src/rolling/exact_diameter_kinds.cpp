// The exact diameter's index of the other kinds' states (KindIndex, exact_diameter_internal.hpp):
// every arrangement of a board's cubes of one kind ranked densely, the component of a start found
// in it, and that component as the space the batches search (its members renumbered in rank
// order, in the classes of the symmetries that keep it).
#include <algorithm>
#include <bit>

#include <fmt/format.h>

#include "rolling/exact_diameter_internal.hpp"

namespace cw::rolling::exact {
namespace {

// The members' neighbours by index in the component (a missing move points back to the member).
std::vector<uint32_t> kind_neighbours(const KindIndex& index, const Component& comp, [[maybe_unused]] int threads) {
  const uint64_t n = comp.members.size();
  std::vector<uint32_t> next(n * 4);
#pragma omp parallel for schedule(static, 4096) num_threads(threads)
  for (uint64_t i = 0; i < n; ++i) {
    uint8_t o[64], t[64];
    const int e = index.decode(comp.members[i], o);
    for (Direction d : kDirections) {
      std::copy(o, o + 64, t);
      int f = e;
      next[i * 4 + static_cast<int>(d)] = index.move(f, t, d) ? comp.index(index.encode(f, t)) : static_cast<uint32_t>(i);
    }
  }
  return next;
}

}  // namespace

KindIndex::KindIndex(Board board, Kind kind)
    : board_(board), kind_(kind), q_(orientation_count(kind)), cells_(board.cells()) {
  for (int j = 0; j + 1 < cells_; ++j) {
    block_ *= static_cast<uint64_t>(q_);
    if (block_ * static_cast<uint64_t>(cells_) >= (uint64_t{1} << 32))
      throw RunError(fmt::format("{} cubes of kind {} on {} have more than 2^32 arrangements: their exact diameter "
                                 "is out of reach here", cells_ - 1, kind_name(kind), format_board(board)));
  }
  for (Direction d : kDirections)
    for (int o = 0; o < q_; ++o) roll_[static_cast<int>(d)][o] = static_cast<uint8_t>(kind_roll(kind, o, d));
}

int KindIndex::decode(uint64_t r, uint8_t* o) const {
  const int e = static_cast<int>(r / block_);
  uint64_t rest = r % block_;
  for (int c = 0; c < cells_; ++c)
    if (c != e) o[c] = static_cast<uint8_t>(rest % static_cast<uint64_t>(q_)), rest /= static_cast<uint64_t>(q_);
  return e;
}

uint64_t KindIndex::encode(int e, const uint8_t* o) const {
  uint64_t rest = 0;
  for (int c = cells_ - 1; c >= 0; --c)
    if (c != e) rest = rest * static_cast<uint64_t>(q_) + o[c];
  return static_cast<uint64_t>(e) * block_ + rest;
}

bool KindIndex::move(int& e, uint8_t* o, Direction d) const {
  const int from = board_.step(e, opposite(d));
  if (from < 0) return false;
  o[e] = roll_[static_cast<int>(d)][o[from]];
  e = from;
  return true;
}

uint64_t KindIndex::rank(const KindState& s) const {
  uint8_t o[64] = {};
  for (int c = 0; c < cells_; ++c) o[c] = static_cast<uint8_t>(orientation_of_code(s.cells[static_cast<size_t>(c)]));
  return encode(s.empty, o);
}

KindState KindIndex::state(uint64_t r) const {
  uint8_t o[64] = {};
  KindState s{board_, decode(r, o), std::vector<CubeCode>(static_cast<size_t>(cells_), 0)};
  for (int c = 0; c < cells_; ++c)
    if (c != s.empty) s.cells[static_cast<size_t>(c)] = cube_code(kind_, o[c]);
  return s;
}

Component component_of(const KindIndex& index, uint64_t start) {
  Component c;
  c.bits.assign((index.states() + 63) / 64, 0);
  c.members.push_back(static_cast<uint32_t>(start));
  c.bits[start >> 6] |= uint64_t{1} << (start & 63);
  uint8_t o[64], t[64];
  for (size_t i = 0; i < c.members.size(); ++i) {
    const int e = index.decode(c.members[i], o);
    for (Direction d : kDirections) {
      std::copy(o, o + 64, t);
      int f = e;
      if (!index.move(f, t, d)) continue;
      const uint64_t r = index.encode(f, t);
      if (!c.has(r)) {
        c.bits[r >> 6] |= uint64_t{1} << (r & 63);
        c.members.push_back(static_cast<uint32_t>(r));
      }
    }
  }
  std::sort(c.members.begin(), c.members.end());
  c.before.resize(c.bits.size());
  uint32_t sum = 0;
  for (size_t w = 0; w < c.bits.size(); ++w) c.before[w] = sum, sum += static_cast<uint32_t>(std::popcount(c.bits[w]));
  return c;
}

Space component_space(const KindIndex& index, const Component& comp, const std::vector<KindSymmetry>& maps, int threads) {
  const Board board = index.board();
  const uint64_t n = comp.members.size();
  Space space;
  space.n = n;
  space.classes = orbit_classes(
      n, maps.size(),
      [&](uint64_t i, uint64_t* out) {
        uint8_t o[64] = {}, t[64] = {};
        const int e = index.decode(comp.members[i], o);
        for (size_t m = 0; m < maps.size(); ++m) {
          for (int c = 0; c < board.cells(); ++c)
            if (c != e) t[maps[m].cell[static_cast<size_t>(c)]] = maps[m].orientation[o[c]];
          out[m] = comp.index(index.encode(maps[m].cell[static_cast<size_t>(e)], t));
        }
      },
      [&](uint64_t i) { return board.colour(index.empty_of(comp.members[i])); });
  space.next = kind_neighbours(index, comp, threads);
  for (int e = 0; e < board.cells(); ++e)
    space.runs[static_cast<size_t>(board.colour(e))].push_back(
        {comp.index(e * index.block()), e + 1 < board.cells() ? comp.index((e + 1) * index.block()) : n});
  space.class_next = class_neighbours(space);
  return space;
}

}  // namespace cw::rolling::exact
