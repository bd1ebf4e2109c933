// The `hoffman` verbs as documents (see report/document.hpp): one request of plain values per
// verb, with the command line's defaults (every field has one, so that a designated initializer
// may name only some), and one function that validates it, runs the engine (src/hoffman/) and
// returns the JSON, the readable text and, when asked, the pictures.
// A bad value throws ArgumentError whose subject is the request field that held it ("dim",
// "lengths", "grid", "variant", "pairing", "invariant", "method", "order", "shard", ...);
// combinations that mean nothing throw a plain InputError. Definitions: docs/model.md.
// Every field is declared once in the tables below (core/fields.hpp): its name, type, default,
// range, choices and help; verbs_hoffman.cpp turns them into the verbs every door offers. Each
// field's type, range and choices are checked where a door reads the request; the report
// functions check again what a direct caller might get wrong, and what only the engine can
// check (a grid's syntax, lengths, a dimension the verb handles).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "core/fields.hpp"
#include "hoffman/approx_count.hpp"
#include "hoffman/conquer.hpp"
#include "hoffman/search_modes.hpp"
#include "report/document.hpp"

namespace cw::report {

// The lengths field of every verb: "10,11,12"; empty (not given): the dimension's defaults.
#define CW_HOFFMAN_LENGTHS(X, defaults)                                                                       \
  X(std::string, lengths, "",                                                                                 \
    .help = "the box lengths a < b < ..., e.g. 10,11,12; not given: the defaults of the dimension (" defaults ")", \
    .none = true, .positional = true)
#define CW_HOFFMAN_DEFAULT_LENGTHS "10,11 / 10,11,12 / 1000,1001,1003,1007"
#define CW_HOFFMAN_SIDE_CONDITION_HELP                                                                        \
  "accept lengths with (n+1)*a <= a+b+...: the grid model outside the range where it covers every packing"
#define CW_HOFFMAN_GRID_HELP                                                                                  \
  "the grid: one orientation code per cell (0-9, A-N), x fastest, rows ',' layers '/' blocks '|'; its shape " \
  "gives the dimension"
#define CW_HOFFMAN_INVARIANT_HELP                                                                             \
  "only grids invariant under these symmetries PERM:FLIPS (axis d goes to PERM[d], reflected if FLIPS[d] = 1), " \
  "e.g. 2301:0011"

// Every packing and pseudo-solution in 2D or 3D, classified up to symmetry, rotation and duality.
#define CW_HOFFMAN_ENUMERATE_FIELDS(X, E)                                                                     \
  X(int, dim, 3, .help = "the dimension: 2 or 3 (4D is far too large: see search)", .positional = true)       \
  CW_HOFFMAN_LENGTHS(X, "10,11 / 10,11,12")                                                                   \
  X(bool, ignore_side_condition, false, .help = CW_HOFFMAN_SIDE_CONDITION_HELP)                               \
  X(bool, draw, false, .help = "one picture per class among the figures: R01.svg, ..., P01.svg, ...",         \
    .doors = cw::kWasm)                                                                                       \
  X(std::string, svg, "", .help = "write one SVG picture per class into this folder", .path = true,           \
    .nonempty = true, .doors = cw::kCli, .writes = cw::Writes::Figures)

struct HoffmanEnumerateRequest {
  CW_REQUEST_MEMBERS(CW_HOFFMAN_ENUMERATE_FIELDS)
};
CW_REQUEST_TABLE(HoffmanEnumerateRequest, CW_HOFFMAN_ENUMERATE_FIELDS)
Document hoffman_enumerate(const HoffmanEnumerateRequest& request);  // stats: the time taken

// The exact geometric checker on a grid given as text. A grid that is not a packing is a
// result (json "valid": false), not an error; a malformed one throws (subject "grid").
#define CW_HOFFMAN_CHECK_FIELDS(X, E)                                                                         \
  X(std::string, grid, "", .cli = "grid", .help = CW_HOFFMAN_GRID_HELP " (or a file of boxes)", .none = true,   \
    .positional = true, .verbatim = true)                                                                     \
  CW_HOFFMAN_LENGTHS(X, CW_HOFFMAN_DEFAULT_LENGTHS)                                                           \
  X(bool, ignore_side_condition, false, .help = CW_HOFFMAN_SIDE_CONDITION_HELP)                               \
  X(bool, draw, false, .help = "one figure: the grid's boxes (overlaps in red), as enumerate draws a class",  \
    .doors = cw::kWasm)                                                                                       \
  X(std::string, boxes, "",                                                                                   \
    .help = "check a file of boxes instead of a grid, any dimension: one box a line, its lowest corner then " \
            "its sides (2n integers, as construct writes them); the lengths are the first box's sides", \
    .none = true, .path = true, .nonempty = true, .doors = cw::kCli | cw::kPython, .excludes = "grid")

struct HoffmanCheckRequest {
  CW_REQUEST_MEMBERS(CW_HOFFMAN_CHECK_FIELDS)
};
CW_REQUEST_TABLE(HoffmanCheckRequest, CW_HOFFMAN_CHECK_FIELDS)
Document hoffman_check(const HoffmanCheckRequest& request);

// The boxes of a grid placed by the grid model, for 3D views: where each box lies, its colour,
// the common parts of overlapping boxes, and how much of the cube the boxes cover. Like check, a
// grid that is not a packing is a result; a malformed one throws (subject "grid").
#define CW_HOFFMAN_BOXES_FIELDS(X, E)                                                                         \
  X(std::string, grid, "", .help = CW_HOFFMAN_GRID_HELP)                                                      \
  CW_HOFFMAN_LENGTHS(X, CW_HOFFMAN_DEFAULT_LENGTHS)                                                           \
  X(bool, ignore_side_condition, false, .help = CW_HOFFMAN_SIDE_CONDITION_HELP)

struct HoffmanBoxesRequest {
  CW_REQUEST_MEMBERS(CW_HOFFMAN_BOXES_FIELDS)
};
CW_REQUEST_TABLE(HoffmanBoxesRequest, CW_HOFFMAN_BOXES_FIELDS)
Document hoffman_boxes(const HoffmanBoxesRequest& request);

// The product construction's lengths and recipe, as construct and slice read them.
#define CW_HOFFMAN_PRODUCT_LENGTHS(X)                                                                         \
  X(std::string, lengths, "",                                                                                 \
    .help = "the box lengths a < b < ..., e.g. 10,11, with (n+1)*a > a+b+...; not given: the defaults of the " \
            "dimension (10,11 / 10,11,12 / 1000,1001,1003,1007; from 6 on 2^n + 2^i)",                        \
    .none = true)
#define CW_HOFFMAN_PRODUCT_RECIPE(X)                                                                          \
  X(std::string, factors, "",                                                                                 \
    .help = "the product construction's factorisation, e.g. 2x3, 3x2, 2x2x2, 4x2: the first factor is the "  \
            "outer packing, the rest the inner one; not given: the dimension's 2s, then its 3s",              \
    .none = true)                                                                                             \
  X(std::string, packings, "",                                                                                \
    .help = "the product construction's leaf packings by index, one per factor of 2 or 3 in reading order "  \
            "(pinwheel 0-1, 3D 0-1007), e.g. 1,17; not given: all 0",                                        \
    .none = true)

// A packing built without search (2D pinwheel, 4D nested pinwheels), verified by the checker.
// variant: decimal 0..2^32-1 (2D: 0 or 1), empty the base construction 0; slabs: 17
// comma-separated indices 0..59 into hoffman::slab_tilings(), the arrangement's first, then
// super-boxes 0..15, empty none.
#define CW_HOFFMAN_CONSTRUCT_FIELDS(X, E)                                                                     \
  X(int, dim, 4,                                                                                              \
    .help = "the dimension: 2^i 3^j (2, 3, 4, 6, 8, 9, 12, ... 36); 2 and 4 without factors: the pinwheel "  \
            "and the nested pinwheels with their variants",                                                   \
    .positional = true)                                                                                       \
  CW_HOFFMAN_PRODUCT_LENGTHS(X)                                                                               \
  X(std::string, variant, "",                                                                                 \
    .help = "4D: mirror the inner pinwheels of the super-boxes given by the bits of this number (0 to "       \
            "2^32-1); 2D: 0 or 1 (the mirror pinwheel); not given: 0, the base construction",                 \
    .none = true, .positional = true)                                                                         \
  X(int, pairing, 0, .help = "4D: 0 pairs the lengths {a,b},{c,d}; 1 {a,c},{b,d}; 2 {a,d},{b,c}", .min = 0,   \
    .max = 2, .positional = true)                                                                             \
  X(bool, draw, false, .help = "one figure: the packing (4D: 4 rows of 3D layers)", .doors = cw::kWasm)       \
  X(std::string, slabs, "",                                                                                   \
    .help = "4D: a sliced construction instead of a variant: 17 slab tilings 0-59, the arrangement's and then " \
            "super-boxes 0-15 (docs/hoffman.md)",                                                             \
    .none = true)                                                                                             \
  X(std::string, svg, "", .help = "draw the packing (4D: 4 rows of 3D layers) into this file", .path = true,  \
    .nonempty = true, .doors = cw::kCli, .writes = cw::Writes::Figure)                                        \
  CW_HOFFMAN_PRODUCT_RECIPE(X)                                                                                \
  X(std::string, boxes, "",                                                                                   \
    .help = "write every box to this file, one line each: its lowest corner, then its sides (2n integers); " \
            "up to 8D",                                                                                       \
    .none = true, .path = true, .nonempty = true, .doors = cw::kCli | cw::kPython)                            \
  X(std::string, box, "",                                                                                     \
    .help = "only box K (0 to n^n - 1, decimal), and up to 18D a check of it against every box touching it", \
    .none = true)                                                                                             \
  X(int, sample, 0,                                                                                           \
    .help = "check this many boxes drawn at random (a fixed seed) against every box touching them (up to "    \
            "18D)",                                                                                           \
    .min = 0, .max = 100000)                                                                                  \
  X(std::string, slice, "",                                                                                   \
    .help = "the product construction's picture, a 3D slice: the cell layer (0 to n-1) that each axis from "  \
            "the fourth on is fixed in, comma-separated; not given: all 0",                                   \
    .none = true)

struct HoffmanConstructRequest {
  CW_REQUEST_MEMBERS(CW_HOFFMAN_CONSTRUCT_FIELDS)
  bool quiet = true;  // false: progress on stderr (the streamed 9D check)
};
CW_REQUEST_TABLE(HoffmanConstructRequest, CW_HOFFMAN_CONSTRUCT_FIELDS)
Document hoffman_construct(const HoffmanConstructRequest& request);

// The 3D slice of a packing of the product construction (hoffman/product.hpp:product_slice), for
// the page's 6D view: the boxes cut where every axis from the fourth on is fixed, their sections
// checked by the cell sweep, and the volume they cover.
#define CW_HOFFMAN_SLICE_FIELDS(X, E)                                                                         \
  X(int, dim, 6, .help = "the dimension: 4, 6 or 8 (those that compose, up to 8)", .min = 4, .max = 8,       \
    .positional = true)                                                                                       \
  CW_HOFFMAN_PRODUCT_LENGTHS(X)                                                                               \
  CW_HOFFMAN_PRODUCT_RECIPE(X)                                                                                \
  X(std::string, at, "",                                                                                      \
    .help = "where each axis from the fourth on is fixed, comma-separated: a whole number t from 0 to the "  \
            "side - 1 fixes the axis at t + 1/2; not given: all 0",                                          \
    .none = true)

struct HoffmanSliceRequest {
  CW_REQUEST_MEMBERS(CW_HOFFMAN_SLICE_FIELDS)
};
CW_REQUEST_TABLE(HoffmanSliceRequest, CW_HOFFMAN_SLICE_FIELDS)
Document hoffman_slice(const HoffmanSliceRequest& request);

// Rows and n x n layers of the layered search for the given lengths; length coincidences.
#define CW_HOFFMAN_LAYERS_FIELDS(X, E)                                                                        \
  X(int, dim, 4, .help = "the dimension: 2, 3 or 4", .positional = true)                                      \
  CW_HOFFMAN_LENGTHS(X, CW_HOFFMAN_DEFAULT_LENGTHS)

struct HoffmanLayersRequest {
  CW_REQUEST_MEMBERS(CW_HOFFMAN_LAYERS_FIELDS)
};
CW_REQUEST_TABLE(HoffmanLayersRequest, CW_HOFFMAN_LAYERS_FIELDS)
Document hoffman_layers(const HoffmanLayersRequest& request);  // stats: the time taken

// For every conjugacy class of symmetries: is some packing invariant under it (clause learning)?
// count_time > 0 also counts the packings invariant under each class with a packing (exact when
// the solver exhausts the class, else a lower bound; new key "count").
#define CW_HOFFMAN_SYMMETRIES_FIELDS(X, E)                                                                    \
  X(int, dim, 4, .help = "the dimension: 2, 3 or 4", .positional = true)                                      \
  CW_HOFFMAN_LENGTHS(X, CW_HOFFMAN_DEFAULT_LENGTHS)                                                           \
  X(double, time_limit, 30, .help = "seconds per class before answering 'unknown'", .min = 0, .above_min = true) \
  X(double, count_time, 0,                                                                                    \
    .help = "also count the packings invariant under each class with a packing, this many seconds per class " \
            "(exact when exhausted, else a lower bound); 0: no count",                                        \
    .min = 0)                                                                                                 \
  X(std::vector<std::string>, count_classes, {}, .cli = "--count-class",                                      \
    .help = "with count_time: count only these classes (their representatives PERM:FLIPS, as the rows name "  \
            "them); not given: every class",                                                                  \
    .none = true)

struct HoffmanSymmetriesRequest {
  CW_REQUEST_MEMBERS(CW_HOFFMAN_SYMMETRIES_FIELDS)
  bool quiet = true;  // false: a progress line on stderr
};
CW_REQUEST_TABLE(HoffmanSymmetriesRequest, CW_HOFFMAN_SYMMETRIES_FIELDS)
Document hoffman_symmetries(const HoffmanSymmetriesRequest& request);

// search in one of three modes (hoffman/search_modes.hpp): the first packing, Knuth's estimate of
// the search tree, or the full count (resumable, shardable; under mpirun every rank takes part).
// Empty texts take the engine's defaults. A count forecast to take more than a year is refused
// unless `force` (ArgumentError, subject "force"); one forecast to take more than a minute is
// announced on stderr unless quiet. Ctrl-C: the count saves its checkpoint and throws Interrupted;
// the first-packing search stops and reports what it found. invariant {"none"}: every grid.
#define CW_HOFFMAN_SEARCH_FIELDS(X, E)                                                                        \
  X(int, dim, 4, .help = "the dimension: 2, 3 or 4", .positional = true)                                      \
  CW_HOFFMAN_LENGTHS(X, CW_HOFFMAN_DEFAULT_LENGTHS)                                                           \
  E(hoffman::SearchMode, mode,                                                                                \
    .help = "first (the first packing found by search, verified), count (count all packings: resumable, "     \
            "shardable) or estimate (Knuth's random-probe estimate of the search tree)",                      \
    .choices = "first|count|estimate", .flags = true, .doors = cw::kCli,                                      \
    .choice_help = "stop at the first packing found by search (verified)|count all packings (resumable, "     \
                   "shardable; the default)|Knuth's random-probe estimate of the search tree")                \
  E(std::optional<hoffman::FirstMethod>, method,                                                              \
    .help = "first: cdcl (the clause-learning solver on the grid model as CNF) or dfs (the backtracking "     \
            "engine); not given: cdcl, or dfs when an order is given",                                        \
    .choices = "cdcl|dfs")                                                                                    \
  E(std::optional<hoffman::SearchOrder>, order,                                                               \
    .help = "the cell order: dynamic (fewest candidates first; the default of first), lex (x fastest; the "   \
            "default otherwise), wave (coordinate sum), shells (largest coordinate)",                         \
    .choices = "dynamic|lex|wave|shells")                                                                     \
  X(std::vector<std::string>, invariant, {},                                                                  \
    .help = "first: " CW_HOFFMAN_INVARIANT_HELP "; none: every grid; not given: the engine's default (cdcl "  \
            "in 4D: 0123:1100, the half-turn in the x-y plane; otherwise every grid)",                        \
    .none = true)                                                                                             \
  E(bool, symmetric,                                                                                          \
    .help = "first, dynamic order: only packings symmetric under the point reflection through the centre "    \
            "(boxes placed in mirror pairs)")                                                                 \
  E(uint64_t, restarts,                                                                                       \
    .help = "first, dynamic order: randomized restarts, the first limited to this many nodes (growing by "    \
            "half); 0: none")                                                                                 \
  X(double, time_limit, 60, .help = "first: seconds before giving up", .min = 0, .above_min = true)           \
  X(uint64_t, probes, 100000, .help = "estimate: the random probes", .doors = cw::kCli)                       \
  E(uint64_t, seed,                                                                                           \
    .help = "estimate: the random seed; first, cdcl, every 4D grid: which construction variant to start next " \
            "to, and the solver's variable order")                                                            \
  E(std::optional<hoffman::SearchStart>, start,                                                               \
    .help = "first, cdcl, every 4D grid: construction (start next to a variant of the nested construction, "  \
            "its orbit excluded; the default) or none (from scratch)",                                        \
    .choices = "construction|none")                                                                           \
  E(int, count_limit,                                                                                         \
    .help = "first, cdcl: find this many packings, each new up to the symmetries (its whole orbit is excluded)", \
    .min = 1)                                                                                                 \
  X(std::string, shard, "", .help = "count: run part i of N (i/N, 0 <= i < N); not given: the whole count",   \
    .none = true, .doors = cw::kCli)                                                                          \
  X(std::string, checkpoint, "", .help = "count: checkpoint file, resumed when present", .none = true,        \
    .path = true, .doors = cw::kCli, .writes = cw::Writes::File)                                              \
  X(int, threads, 1, .help = "count: threads, each running a sub-shard", .min = 1, .max = 256,                \
    .doors = cw::kCli)                                                                                        \
  X(double, interval, 30, .help = "count: seconds between checkpoints", .min = 0, .doors = cw::kCli)          \
  X(bool, force, false, .help = "count: start even when the forecast says it takes more than a year",         \
    .doors = cw::kCli)                                                                                        \
  X(int, tick_delay_ms, 0, .help = "testing aid: the count ticks every 64 nodes and pauses there", .min = 0,  \
    .hidden = true, .doors = cw::kCli)                                                                        \
  X(std::string, svg, "", .help = "first: draw the packing found into this file", .path = true,               \
    .nonempty = true, .doors = cw::kCli, .writes = cw::Writes::Figure)

// The engine's settings (hoffman/search_modes.hpp) are the E fields' storage.
struct HoffmanSearchRequest : hoffman::SearchSettings {
  CW_REQUEST_MEMBERS(CW_HOFFMAN_SEARCH_FIELDS)
  bool quiet = true;  // false: progress and the count forecast on stderr
  bool draw = false;  // first: a figure of the packing found (the doors set it: Python always, the CLI for svg)
};
CW_REQUEST_TABLE(HoffmanSearchRequest, CW_HOFFMAN_SEARCH_FIELDS)
Document hoffman_search(const HoffmanSearchRequest& request);  // stats (count): the time taken
// The same with mode "first", whatever the request says.
Document hoffman_search_first(const HoffmanSearchRequest& request);

// Cube-and-conquer over the whole space, cell 0 fixed (hoffman/conquer.hpp): the orientations of
// the `depth` cells next to cell 0 make (n!)^depth cubes, each one solver call with a conflict
// budget; refuted, a packing (verified), or open. Resumable from the checkpoint (per rank under
// mpirun); a larger budget retries the open cubes. Ctrl-C saves and throws Interrupted.
#define CW_HOFFMAN_CONQUER_FIELDS(X, E)                                                                       \
  X(int, dim, 4, .help = "the dimension: 2, 3, 4 or 5", .positional = true)                                   \
  CW_HOFFMAN_LENGTHS(X, CW_HOFFMAN_DEFAULT_LENGTHS " / 10000,10001,10002,10004,10008")                        \
  X(std::vector<std::string>, invariant, {},                                                                  \
    .help = CW_HOFFMAN_INVARIANT_HELP "; not given or none: every grid (cell 0 fixed)", .none = true)         \
  E(int, depth, .help = "cells next to cell 0 whose orientations make the cubes: (n!)^depth cubes", .min = 0) \
  E(uint64_t, cube_conflicts,                                                                                 \
    .help = "conflicts allowed per cube; a cube not settled within them stays open (a larger budget retries " \
            "it)",                                                                                            \
    .min = 1)                                                                                                 \
  E(uint64_t, batch,                                                                                          \
    .help = "cubes solved one after another on one copy of the formula, keeping what the solver learns (0: "  \
            "n!, the cubes differing in the first cell only); batches are what ranks share")                  \
  E(double, time_limit, .help = "stop this run after so many seconds (0: no limit)", .min = 0)                \
  E(std::string, checkpoint,                                                                                  \
    .help = "checkpoint file, resumed when present (FILE.rank<r>of<R> under mpirun); not given: none",        \
    .none = true, .path = true, .doors = cw::kCli | cw::kPython, .writes = cw::Writes::File)                  \
  E(double, interval, .help = "seconds between checkpoints", .min = 0, .doors = cw::kCli | cw::kPython)       \
  E(bool, count,                                                                                              \
    .help = "count every packing of each cube (and their orbits), not just the first: exact once every cube " \
            "is settled (dimension 4 at most)")                                                               \
  E(uint64_t, sample,                                                                                         \
    .help = "try only a uniform random sample of so many cubes; with count, estimate the space's count from " \
            "it (0: every cube)")                                                                             \
  E(uint64_t, seed, .help = "the random sample")

struct HoffmanConquerRequest : hoffman::ConquerSettings {
  CW_REQUEST_MEMBERS(CW_HOFFMAN_CONQUER_FIELDS)
  bool quiet = true;  // false: progress on stderr
};
CW_REQUEST_TABLE(HoffmanConquerRequest, CW_HOFFMAN_CONQUER_FIELDS)
Document hoffman_conquer(const HoffmanConquerRequest& request);

// How many packings a space holds, estimated by hashing with CryptoMiniSat (hoffman/approx_count.hpp):
// every grid (counted with cell 0 fixed, then times n!) or those invariant under some symmetries;
// exact when the space holds fewer packings than the threshold. A time limit or Ctrl-C stops it
// with the hashes done (a weaker delta, reported). delta must also be below 1 (checked by the
// report: a declared range has no exclusive maximum).
#define CW_HOFFMAN_APPROX_COUNT_FIELDS(X, E)                                                                  \
  X(int, dim, 3, .help = "the dimension: 2, 3 or 4", .positional = true)                                      \
  CW_HOFFMAN_LENGTHS(X, CW_HOFFMAN_DEFAULT_LENGTHS)                                                           \
  X(std::vector<std::string>, invariant, {},                                                                  \
    .help = CW_HOFFMAN_INVARIANT_HELP "; not given or none: every grid", .none = true)                        \
  E(double, epsilon, .help = "the tolerance: the estimate is within a factor 1 + epsilon", .min = 0,          \
    .max = 100, .above_min = true)                                                                            \
  E(double, delta,                                                                                            \
    .help = "the failure probability, below 1: the estimate holds with probability at least 1 - delta",       \
    .min = 0, .above_min = true)                                                                              \
  E(uint64_t, seed, .help = "the random seed of the hashes")                                                  \
  X(double, time_limit, 0,                                                                                    \
    .help = "stop after so many seconds with the hashes done, a weaker guarantee (0: none)", .min = 0)        \
  X(std::string, checkpoint, "",                                                                              \
    .help = "checkpoint file of the hashes done, resumed when present; not given: none", .none = true,        \
    .path = true, .doors = cw::kCli | cw::kPython, .writes = cw::Writes::File)                                \
  X(double, interval, 30, .help = "seconds between checkpoints", .min = 0, .doors = cw::kCli | cw::kPython)

struct HoffmanApproxCountRequest : hoffman::ApproxCountOptions {
  CW_REQUEST_MEMBERS(CW_HOFFMAN_APPROX_COUNT_FIELDS)
  bool quiet = true;  // false: progress on stderr
};
CW_REQUEST_TABLE(HoffmanApproxCountRequest, CW_HOFFMAN_APPROX_COUNT_FIELDS)
Document hoffman_approx_count(const HoffmanApproxCountRequest& request);

// Adds up the shard results of a count (the JSON documents of hoffman_search, mode "count").
// A text that is not JSON throws ArgumentError with subject "documents[i]" (i from 0). The CLI
// reads the documents from the files named on its command line.
#define CW_HOFFMAN_MERGE_FIELDS(X, E)                                                                         \
  X(std::vector<std::string>, documents, {}, .cli = "files",                                                  \
    .help = "the shard results of a count (its JSON documents), one per shard; on the command line the "      \
            "files that hold them",                                                                           \
    .doors = cw::kCli, .required = true)

struct HoffmanMergeRequest {
  CW_REQUEST_MEMBERS(CW_HOFFMAN_MERGE_FIELDS)
};
CW_REQUEST_TABLE(HoffmanMergeRequest, CW_HOFFMAN_MERGE_FIELDS)
Document hoffman_merge(const HoffmanMergeRequest& request);

}  // namespace cw::report
