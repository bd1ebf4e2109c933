// A whole-board pattern database over the axes of the cubes' black faces. A cube's black face
// points along one of three axes (vertical: black or colour up; north-south; east-west), and
// the axis after a roll depends only on the axis before it and the direction: a north-south
// roll swaps the vertical and north-south axes and leaves east-west alone, and likewise east-west.
// So mapping a state to (blank, the axis on every cell) is a homomorphism of the move graph, and
// the exact distance in that abstract graph is an admissible, consistent lower bound. It is
// the only non-trivial quotient of the six orientations that the rolls respect (the antipodal
// pairs are the only blocks of the rotation group acting on the faces).
//
// Unlike the single-cube sum and the group databases, which let the blank pass the other cubes
// for free, this one charges every move: it sees the blank's detours across the whole board
// (the hardest 4x4 states have a dozen cubes lying on their sides). It has cells · 3^(cells-1)
// entries (16 · 3^15 = 229,582,512 bytes on 4x4), so it serves boards of up to 16 cells.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/huge_pages.hpp"
#include "rolling/board.hpp"

namespace cw::rolling {

class AxisPdb {
 public:
  static constexpr int kMaxCells = 16;
  static constexpr uint32_t kFormatVersion = 1;

  // 0 vertical (black or colour up), 1 north-south, 2 east-west.
  static int axis(Orientation o) { return o <= 1 ? 0 : (o & 1) ? 2 : 1; }
  // The axes of every cell, two bits per cell (cell c at bits 2c, 2c+1); the blank's are 0.
  static uint32_t axes(const State& s);
  // axes() after the cube on `from` rolls onto the blank at `to`, arriving as `no`.
  static uint32_t moved(uint32_t axes, int to, int from, Orientation no) {
    return (axes & ~(3u << 2 * from)) | static_cast<uint32_t>(axis(no)) << 2 * to;
  }

  // Breadth-first search from the abstract goal over every (blank, axes) pair, on `threads`
  // threads (0: the OpenMP default).
  static AxisPdb build(const State& goal, int threads = 0);
  // Loads <dir>/roll-axis-<board>-<pattern>.bin when valid, else builds it and (with save) saves
  // it. The table sees of the goal only its blank and axes, so the file is named by
  // axis_pattern(goal) and goals with the same axes share it: the all-black-up and all-colour-up
  // goals of a board, or a search's start and goal when every cube stands upright in both.
  static AxisPdb cached(const State& goal, const std::string& dir, std::string* note, int threads = 0,
                        bool save = true);
  static std::string cache_path(const State& goal, const std::string& dir);
  // The goal with every cube at the first orientation along its axis (black up, north, east).
  static State axis_pattern(const State& goal);
  static uint64_t table_bytes(Board b);

  int distance(int blank, uint32_t axes) const { return table_[index(blank, axes)]; }
  int distance(const State& s) const { return distance(s.empty, axes(s)); }
  void prefetch(int blank, uint32_t axes) const { __builtin_prefetch(&table_[index(blank, axes)]); }
  int radius() const;  // the largest distance in the table
  uint64_t count_at(int distance) const;  // abstract states (blank and axes) at that distance
  // States at `distance` (radius(): the farthest), the first `limit` in index order, their cubes
  // black up, north or east along their axes (any orientations along the same axes are as far).
  std::vector<State> states_at(int distance, size_t limit) const;

 private:
  // blank · 3^(cells-1) + the other cells' axes as base-3 digits in cell order: the blank's two
  // bits are squeezed out, then each byte (four cells) is read as a base-3 number.
  uint32_t index(int blank, uint32_t axes) const {
    const uint32_t below = (1u << 2 * blank) - 1;
    const uint32_t rest = (axes & below) | ((axes >> 2) & ~below);
    return blank * per_blank_ + kByteRank[rest & 255] + 81 * kByteRank[rest >> 8 & 255] +
           6561 * kByteRank[rest >> 16 & 255] + 531441 * kByteRank[rest >> 24];
  }
  static const std::array<uint16_t, 256> kByteRank;  // four 2-bit digits (each < 3) as base 3
  static std::string kind(const State& goal);
  Board board_{};
  int cells_ = 0;
  uint32_t per_blank_ = 0;  // 3^(cells-1)
  TableVector<uint8_t> table_;
  void init(Board b);
};

}  // namespace cw::rolling
