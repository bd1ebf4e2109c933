// The `stack` verbs as documents (see report/document.hpp): Instant Insanity and stacking puzzles
// (stack/column.hpp, docs/stack.md). Bad values come out as ArgumentError whose subject is the
// request field that held them; each field's type, range and choices are checked where the
// request is read (core/fields.hpp), a cube list's items here.
#pragma once
#include <string>

#include "core/fields.hpp"
#include "report/document.hpp"

namespace cw::report {

#define CW_STACK_CUBES_HELP                                                                                   \
  "comma separated (Python: also a list of items): six colours per cube in face order up, down, front, back, " \
  "left, right (one letter or digit each, or names joined by '.'), MacMahon names (Ab..Fe), fK:N (cube N of "  \
  "the K-coloured family in the order macmahon cubes lists it), or classic (Parker Brothers' four cubes)"

// Every stack of a column, counted three ways and listed (each re-checked face by face).
#define CW_STACK_SOLVE_FIELDS(X, E)                                                                           \
  X(std::string, cubes, "classic", .help = "the cubes: " CW_STACK_CUBES_HELP, .positional = true)             \
  X(int, limit, 8, .help = "list at most this many solutions (pairs of subgraphs, each as one stack)", .min = 0) \
  X(uint64_t, max_nodes, 100000000, .help = "stop each search after this many nodes (counts are then lower bounds)", \
    .min = 1)                                                                                                 \
  X(bool, draw, false, .help = "the column of the first solution and the colour graph among the figures",     \
    .doors = cw::kWasm)                                                                                       \
  X(std::string, svg, "", .help = "draw the colour graph with each listed solution's two subgraphs into this file", \
    .path = true, .nonempty = true, .doors = cw::kCli, .writes = cw::Writes::Figure)

struct StackSolveRequest {
  CW_REQUEST_MEMBERS(CW_STACK_SOLVE_FIELDS)
};
CW_REQUEST_TABLE(StackSolveRequest, CW_STACK_SOLVE_FIELDS)
Document stack_solve(const StackSolveRequest& request);

// The colour multigraph and why a column does (not) stack.
#define CW_STACK_EXPLAIN_FIELDS(X, E)                                                                         \
  X(std::string, cubes, "classic", .help = "the cubes: " CW_STACK_CUBES_HELP, .positional = true)             \
  X(uint64_t, max_nodes, 100000000, .help = "stop each search after this many nodes", .min = 1)               \
  X(bool, draw, false, .help = "the colour graph among the figures", .doors = cw::kWasm)                      \
  X(std::string, svg, "", .help = "draw the colour graph (and a solution's two subgraphs) into this file",    \
    .path = true, .nonempty = true, .doors = cw::kCli, .writes = cw::Writes::Figure)

struct StackExplainRequest {
  CW_REQUEST_MEMBERS(CW_STACK_EXPLAIN_FIELDS)
};
CW_REQUEST_TABLE(StackExplainRequest, CW_STACK_EXPLAIN_FIELDS)
Document stack_explain(const StackExplainRequest& request);

// A column as it stands, each cube turned by hand: its four long sides, whether it is solved, and
// (on request) the turn of one cube towards the nearest stack (stack/play.hpp).
#define CW_STACK_CHECK_FIELDS(X, E)                                                                           \
  X(std::string, cubes, "classic", .help = "the cubes: " CW_STACK_CUBES_HELP, .positional = true)             \
  X(std::string, turns, "",                                                                                   \
    .help = "each cube's turn from the colouring given, comma separated in the column's order (missing: none): " \
            "quarter turns x (up to front), y (front to right), z (right to up), X Y Z the other way; '.' or "   \
            "nothing for none")                                                                               \
  X(bool, hint, false, .help = "find the stack nearest to the column and the turn of one cube towards it")    \
  X(uint64_t, max_nodes, 100000000, .help = "stop the search for the nearest stack after this many nodes", .min = 1)

struct StackCheckRequest {
  CW_REQUEST_MEMBERS(CW_STACK_CHECK_FIELDS)
};
CW_REQUEST_TABLE(StackCheckRequest, CW_STACK_CHECK_FIELDS)
Document stack_check(const StackCheckRequest& request);

// Every k-set of a pool of cubes: how many stack, how many in exactly one way.
#define CW_STACK_CENSUS_FIELDS(X, E)                                                                          \
  X(std::string, pool, "macmahon",                                                                            \
    .help = "macmahon (the 30 six-coloured cubes, sets of 6) or haraguchi (the 68 four-coloured cubes, sets of 4)", \
    .choices = "macmahon|haraguchi", .positional = true)                                                      \
  X(int, size, 0, .help = "cubes per set (not given: the pool's number of colours)", .min = 2, .max = 8,      \
    .none = true)                                                                                             \
  X(bool, draw, false, .help = "the sets by number of stacks as a bar chart among the figures", .doors = cw::kWasm) \
  X(std::string, svg, "", .help = "draw the sets by number of stacks into this file", .path = true,           \
    .nonempty = true, .doors = cw::kCli, .writes = cw::Writes::Figure)

struct StackCensusRequest {
  CW_REQUEST_MEMBERS(CW_STACK_CENSUS_FIELDS)
};
CW_REQUEST_TABLE(StackCensusRequest, CW_STACK_CENSUS_FIELDS)
Document stack_census(const StackCensusRequest& request);

// Random columns of n cubes and n colours: solvable fraction and decision times, graph method
// against brute force.
#define CW_STACK_RANDOM_FIELDS(X, E)                                                                          \
  X(std::string, sizes, "4,6,8,10,12,16,20,24", .help = "the column heights n, comma separated (1 to 256)",   \
    .positional = true)                                                                                       \
  X(int, trials, 50, .help = "random columns per height", .min = 1, .max = 100000)                            \
  X(std::string, model, "balanced",                                                                           \
    .help = "balanced (every colour on exactly 6 faces, dealt at random), uniform (each face any colour) or " \
            "planted (a stack planted: two random 2-regular subgraphs, the third pair of each cube random)",  \
    .choices = "balanced|uniform|planted")                                                                    \
  X(uint64_t, seed, 1, .help = "the random generator's seed")                                                 \
  X(uint64_t, max_nodes, 1000000, .help = "give up on a column after this many search nodes, or SAT conflicts (it counts as undecided)", \
    .min = 1)                                                                                                 \
  X(int, brute_max, 10, .help = "also run brute force on heights up to this", .min = 0, .max = 256)           \
  X(std::string, method, "compare",                                                                          \
    .help = "compare (the graph method, CaDiCaL on the graph encoding and brute force, each on every column) " \
            "or staged (cheap refutations first, then CaDiCaL on the three-class encoding; the column says "   \
            "which stage decided it, the graph method and brute force cross-check small heights)",           \
    .choices = "compare|staged")                                                                              \
  X(std::string, checkpoint, "", .help = "staged: checkpoint file, resumed when present", .none = true,        \
    .path = true, .doors = cw::kCli, .writes = cw::Writes::File)                                              \
  X(double, interval, 30, .help = "staged: seconds between checkpoints", .min = 0, .doors = cw::kCli)          \
  X(bool, draw, false, .help = "the solvable fraction and times as a plot among the figures", .doors = cw::kWasm) \
  X(std::string, svg, "", .help = "plot the solvable fraction and the median times into this file", .path = true, \
    .nonempty = true, .doors = cw::kCli, .writes = cw::Writes::Figure)

struct StackRandomRequest {
  CW_REQUEST_MEMBERS(CW_STACK_RANDOM_FIELDS)
  bool quiet = true;
};
CW_REQUEST_TABLE(StackRandomRequest, CW_STACK_RANDOM_FIELDS)
Document stack_random(const StackRandomRequest& request);
Document stack_random_staged(const StackRandomRequest& request);

// A column that stacks in exactly one way (up to the column's motions).
#define CW_STACK_DESIGN_FIELDS(X, E)                                                                          \
  X(int, n, 4, .help = "cubes (and colours)", .min = 1, .max = 64, .positional = true)                        \
  X(std::string, pool, "new", .help = "new (colour new cubes) or draw them from a pool: macmahon or haraguchi " \
                                      "(n: 2 to 8)",                                                          \
    .choices = "new|macmahon|haraguchi")                                                                      \
  X(uint64_t, seed, 1, .help = "the random generator's seed")                                                 \
  X(int, attempts, 1000, .help = "restarts (new cubes) or random sets (pool) at most", .min = 1)              \
  X(uint64_t, max_nodes, 10000000, .help = "a count that needs more search nodes counts as many solutions", .min = 1) \
  X(bool, draw, false, .help = "the designed column's solution and colour graph among the figures", .doors = cw::kWasm) \
  X(std::string, svg, "", .help = "draw the colour graph with the solution's subgraphs into this file", .path = true, \
    .nonempty = true, .doors = cw::kCli, .writes = cw::Writes::Figure)

struct StackDesignRequest {
  CW_REQUEST_MEMBERS(CW_STACK_DESIGN_FIELDS)
};
CW_REQUEST_TABLE(StackDesignRequest, CW_STACK_DESIGN_FIELDS)
Document stack_design(const StackDesignRequest& request);

}  // namespace cw::report
