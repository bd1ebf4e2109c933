// The decision by a clause-learning SAT solver (CaDiCaL, where the build has it): the same model
// as the graph method (stack/column.hpp) as clauses. Variable y(i, p, s): pair p of cube i shows
// on sides s (0: front-back, 1: left-right). Each cube gives each s exactly one pair, no pair
// serves both; for each colour and each s the pairs holding it (a loop counting twice) give it
// degree at most 2: every pair of them weighing 3 or more and every triple of single faces is a
// clause; with as many colours as cubes also at least 2 (the degree sum is 2n, so no colour can be
// short): some contributor holds, and a single face never holds alone.
#pragma once
#include <cstdint>

#include "stack/column.hpp"
#include "stack/graph.hpp"

namespace cw::stack {

bool sat_available();
// decided is false when `conflicts` ran out (or the build has no SAT solver); nodes is not counted.
Decision decide_sat(const Column& column, uint64_t conflicts);

}  // namespace cw::stack
