// The decision by a clause-learning SAT solver (CaDiCaL, where the build has it): the same model
// as the graph method (stack/column.hpp) as clauses. Variable y(i, p, s): pair p of cube i shows
// on sides s (0: front-back, 1: left-right). Each cube gives each s exactly one pair, no pair
// serves both; for each colour and each s the pairs holding it (a loop counting twice) give it
// degree at most 2: every pair of them weighing 3 or more and every triple of single faces is a
// clause; with as many colours as cubes also at least 2 (the degree sum is 2n, so no colour can be
// short): some contributor holds, and a single face never holds alone.
//
// The three-class encoding (stack/refute.hpp) names the hidden pair too: x(i, p, s) for the classes
// front-back, left-right and hidden, each pair exactly one class and each class exactly one pair of
// every cube, and each (colour, class) degree within its bounds, written as clauses over the
// minimal sets that break them (the hidden class's bound as "shown at least f - 4 ... at most 4").
// Symmetry: the first cube's classes are fixed when the classes are alike (every colour on 6 faces),
// else its front-back pair comes before its left-right pair. Both keep one stack of every orbit.
#pragma once
#include <cstdint>
#include <vector>

#include "stack/column.hpp"
#include "stack/graph.hpp"

namespace cw::stack {

enum class SatEncoding : uint8_t { Graph, ThreeClass };

bool sat_available();
// decided is false when `conflicts` ran out (or the build has no SAT solver); nodes is not counted.
// `domains` (three-class only; bit s of domains[3 * cube + pair]): classes already ruled out by
// propagation, given as unit clauses.
Decision decide_sat(const Column& column, uint64_t conflicts, SatEncoding encoding = SatEncoding::Graph,
                    const std::vector<uint8_t>* domains = nullptr);

}  // namespace cw::stack
