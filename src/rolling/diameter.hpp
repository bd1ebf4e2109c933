// Lower bounds on the diameter of a board's state graph (the largest distance between two states)
// by repeated sweeps: a search from a state finds its eccentricity and a farthest state, a search
// from that state goes on, and so on while the eccentricity grows. Each eccentricity is the
// distance between two states, so the largest is a lower bound on the diameter (on a tree two
// sweeps give the diameter itself; here it is a bound, not the diameter).
//
// Two graphs can be swept. The puzzle's own (States): the compact whole-space search of
// analyze.hpp, on boards whose bit-per-state space fits in memory (up to 3x4 and 2x6). The axis
// graph (Axes, axis_pdb.hpp): mapping a state to the blank and the axis of every cube's black face
// is a homomorphism, so two states are at least as far apart as their images, and an eccentricity
// in the axis graph bounds the diameter from below too, on boards of up to 16 cells (4x4) where
// the whole space does not fit. The bound holds for the states of the sweep's pair with any
// orientations along their axes, all of which reach each other on every board but 2x2.
#pragma once
#include <cstdint>
#include <vector>

#include "rolling/board.hpp"

namespace cw::rolling {

enum class DiameterGraph { States, Axes };

struct DiameterOptions {
  DiameterGraph graph = DiameterGraph::States;
  // Rounds at most; they stop earlier when the eccentricity falls or every state to search from
  // next was searched before (a tie goes on: its farthest states may lead farther).
  int max_sweeps = 8;
  // Each round searches from up to this many states, the first farthest states of the round
  // before's best search, and goes on from the best of them (1: the classic repeated sweep).
  int width = 1;
  uint64_t memory_limit_bytes = 2ull << 30;
  bool quiet = true;
  // States: the first this many searches (at most kMaxLandmarks) also bound the diameter from
  // above by the distance profiles they give the states (DiameterBound::upper_bound); each but the
  // last keeps a byte per state.
  int landmarks = 0;
};
constexpr int kMaxLandmarks = 3;

struct Sweep {
  State from;
  int eccentricity = 0;          // the largest distance from `from` in the graph swept
  uint64_t farthest_count = 0;   // states (or axis patterns) at that distance
  std::vector<State> farthest;   // the first of them, up to the width (Axes: cubes black up, north or east)
  double seconds = 0;
  int round = 1;  // rounds of DiameterOptions::width searches each
};

struct DiameterBound {
  DiameterGraph graph = DiameterGraph::States;
  std::vector<Sweep> sweeps;  // every search, in order
  int lower_bound = 0;  // the largest eccentricity found
  State a, b;           // a pair at that distance (Axes: in the axis graph)
  // States: the diameter is at most this: twice the least eccentricity searched (the triangle
  // inequality through that state), or less by the landmarks' profiles. 0 for Axes (none).
  int upper_bound = 0;
  int landmarks = 0;           // the searches whose profiles gave upper_bound
  uint64_t profiles = 0;       // distinct profiles (d(l_1, s), ..., d(l_k, s)) over the states s
};

// Three of diameter_lower_bound's checks, for front ends that name the option at fault
// (InputError): at least one round, at least one search per round, 0 to kMaxLandmarks landmarks
// and only on the graph of states.
void check_rounds(const DiameterOptions& options);
void check_width(const DiameterOptions& options);
void check_landmarks(const DiameterOptions& options);

// Throws InputError for kinds of cube other than classic or a 2x2 board (not connected), and
// RunError when the graph does not fit: the whole space beyond memory_limit_bytes (States), more than
// 16 cells (Axes). Interrupted on Ctrl-C.
DiameterBound diameter_lower_bound(const State& start, const DiameterOptions& options = {});

}  // namespace cw::rolling
