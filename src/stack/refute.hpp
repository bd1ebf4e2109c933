// Deciding large columns: cheap proofs that a column does not stack, tried before the SAT solver,
// and the order in which `decide_staged` tries them (docs/stack.md, "Deciding large columns").
//
// The three classes. Once stacked, each opposite pair of a cube is in exactly one class: front-back
// (0), left-right (1) or hidden (2, the cube's top and bottom), and each cube has one pair in each.
// A colour v on f_v faces shows at most twice in classes 0 and 1 (exactly twice with as many colours
// as cubes), so it is hidden between f_v - 4 and f_v times (exactly f_v - 4). These bounds on every
// (colour, class) and the permutation per cube are the whole model: a column stacks iff some choice
// meets them (the graph model of stack/column.hpp with the hidden pairs named too).
//
// With every colour on exactly 6 faces (the balanced random columns) the three classes are alike
// (each colour twice in each), so any permutation of the classes maps stacks to stacks; the SAT
// encoding fixes the first cube's classes. In general only swapping front-back with left-right does.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "stack/column.hpp"
#include "stack/graph.hpp"

namespace cw::stack {

constexpr int kClasses = 3;

// What a (colour, class) needs: its weighted degree (a loop counting 2) in [lo, hi].
struct Need {
  int lo, hi;
};
Need class_need(const Column& column, const std::vector<int>& faces, int colour, int cls);
std::vector<int> faces_per_colour(const Column& column);
// Whether every colour is on exactly 6 faces, as many colours as cubes: the classes are alike.
bool classes_alike(const Column& column);

// Which classes each pair of each cube may still take: bit s of domain[3 * cube + pair].
using Domains = std::vector<uint8_t>;

enum class Proof : uint8_t {
  None,
  TooFewColours,  // fewer colours than cubes: a long side repeats one
  RareColour,     // n colours: a colour on fewer than 4 faces (each side shows it once)
  NoHiddenPair,   // n colours: a cube every pair of which holds a colour that must show all its faces
  Propagation,    // the bounds and the permutations, propagated, leave a pair no class
  Probing,        // every class of some pair fails by propagation (failed-literal probing)
  Parity,         // the model's equations mod 2 have no solution (Gaussian elimination)
};
const char* proof_name(Proof p);

struct Refutation {
  Proof proof = Proof::None;
  int cube = -1, colour = -1;  // where the proof names one (RareColour, NoHiddenPair, Probing)
  Domains domains;             // after propagation (empty when it did not run)
  bool refuted() const { return proof != Proof::None; }
};

// Counting: TooFewColours, RareColour, NoHiddenPair. Linear time.
Refutation refute_counting(const Column& column);
// Bounds propagation to a fixpoint (each (colour, class) bound against the pairs whose class is
// fixed and those that may still take it; each cube's pairs a permutation of the classes), then,
// when `probe`, each remaining (pair, class) tried alone and removed when propagation fails; a pair
// whose every class fails is the proof. Polynomial: O(n) probes per round, rounds until nothing
// changes.
Refutation refute_propagation(const Column& column, bool probe);
// With as many colours as cubes: over GF(2), x(i,p,s) = 1 when pair p of cube i is in class s;
// each pair one class, each class one pair per cube, and each (colour v, class s) sums its non-loop
// pairs to need mod 2 (a loop adds 2). Classes a domain excludes are 0. Refuted when elimination
// derives 0 = 1 (for one class alone that needs a cut that every cube's three pairs cross or none
// does, an odd number crossing).
Refutation refute_parity(const Column& column, const Domains& domains);

// Which stage decided a column.
enum class Stage : uint8_t { Counting, Propagation, Probing, Parity, Sat, Undecided };
const char* stage_name(Stage s);
constexpr int kStages = 6;

struct StagedDecision {
  Decision decision;
  Stage stage = Stage::Undecided;
  Proof proof = Proof::None;
};
// Counting, propagation, probing, parity, then CaDiCaL on the three-class encoding with the
// symmetry fixed (stack/sat.hpp), within `conflicts`. Only the SAT stage finds stacks; without
// CaDiCaL a column the proofs do not refute is undecided.
StagedDecision decide_staged(const Column& column, uint64_t conflicts);

}  // namespace cw::stack
