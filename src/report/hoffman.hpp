// The `hoffman` verbs as documents (see report/document.hpp): one request of plain values per
// verb, with the command line's defaults (every field has one, so that a designated initializer
// may name only some), and one function that validates it, runs the engine (src/hoffman/) and
// returns the JSON, the readable text and, when asked, the pictures.
// A bad value throws ArgumentError whose subject is the request field that held it ("dim",
// "lengths", "grid", "variant", "pairing", "invariant", "method", "order", "shard", ...);
// combinations that mean nothing throw a plain InputError. Definitions: docs/model.md.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "report/document.hpp"

namespace cw::report {

// Every packing and pseudo-solution in 2D or 3D, classified up to symmetry, rotation and duality.
struct HoffmanEnumerateRequest {
  int dim = 3;                         // 2 or 3
  std::string lengths = {};            // "10,11,12"; empty: the default lengths of the dimension
  bool ignore_side_condition = false;  // accept (n+1)*a <= a+b+...: the grid model outside its range
  bool draw = false;                   // one figure per class: R01.svg, ..., P01.svg, ...
};
Document hoffman_enumerate(const HoffmanEnumerateRequest& request);  // stats: the time taken

// The exact geometric checker on a grid given as text. A grid that is not a packing is a
// result (json "valid": false), not an error; a malformed one throws (subject "grid").
struct HoffmanCheckRequest {
  std::string grid = {};               // one orientation code per cell, x fastest, rows ',' layers '/' blocks '|'
  std::string lengths = {};            // empty: the default lengths of the grid's dimension
  bool ignore_side_condition = false;
  bool draw = false;                   // one figure: the grid's boxes (overlaps in red), as enumerate draws a class
};
Document hoffman_check(const HoffmanCheckRequest& request);

// The boxes of a grid placed by the grid model, for 3D views: where each box lies, its colour,
// the common parts of overlapping boxes, and how much of the cube the boxes cover. Like check, a
// grid that is not a packing is a result; a malformed one throws (subject "grid").
struct HoffmanBoxesRequest {
  std::string grid = {};               // as for check
  std::string lengths = {};            // empty: the default lengths of the grid's dimension
  bool ignore_side_condition = false;
};
Document hoffman_boxes(const HoffmanBoxesRequest& request);

// A packing built without search (2D pinwheel, 4D nested pinwheels), verified by the checker.
struct HoffmanConstructRequest {
  int dim = 4;                         // 2 or 4
  std::string lengths = {};            // empty: the default lengths of the dimension
  std::string variant = {};            // decimal 0..2^32-1 (2D: 0 or 1, the mirror pinwheel); empty: the base construction, 0
  int pairing = 0;                     // 4D: 0 pairs {a,b},{c,d}; 1 {a,c},{b,d}; 2 {a,d},{b,c}
  bool draw = false;                   // one figure: the packing (4D: 4 rows of 3D layers)
  // 4D: a sliced construction instead of a variant: 17 comma-separated indices 0..59 into
  // hoffman::slab_tilings(), the arrangement's first, then super-boxes 0..15; empty: none.
  std::string slabs = {};
};
Document hoffman_construct(const HoffmanConstructRequest& request);

// Rows and n x n layers of the layered search for the given lengths; length coincidences.
struct HoffmanLayersRequest {
  int dim = 4;                         // 2, 3 or 4
  std::string lengths = {};            // empty: the default lengths of the dimension
};
Document hoffman_layers(const HoffmanLayersRequest& request);  // stats: the time taken

// For every conjugacy class of symmetries: is some packing invariant under it (clause learning)?
struct HoffmanSymmetriesRequest {
  int dim = 4;                         // 2, 3 or 4
  std::string lengths = {};            // empty: the default lengths of the dimension
  double time_limit = 30;              // seconds per class before answering "unknown"; > 0
  double count_time = 0;               // > 0: also count the packings invariant under each class
                                       // with a packing, this many seconds per class (exact when the
                                       // solver exhausts the class, else a lower bound); new key "count"
  std::vector<std::string> count_classes = {};  // with count_time: count only these classes (their
                                       // representatives PERM:FLIPS, as the rows name them); empty: all
  bool quiet = true;                   // false: a progress line on stderr
};
Document hoffman_symmetries(const HoffmanSymmetriesRequest& request);

// search in one of three modes (hoffman/search_modes.hpp): the first packing, Knuth's estimate of
// the search tree, or the full count (resumable, shardable; under mpirun every rank takes part).
// Empty texts take the engine's defaults. A count forecast to take more than a year is refused
// unless `force` (ArgumentError, subject "force"); one forecast to take more than a minute is
// announced on stderr unless quiet. Ctrl-C: the count saves its checkpoint and throws Interrupted;
// the first-packing search stops and reports what it found.
struct HoffmanSearchRequest {
  int dim = 4;                         // 2, 3 or 4
  std::string lengths = {};            // empty: the default lengths of the dimension
  std::string mode = "count";          // "first", "count" or "estimate"
  std::string method = {};             // first: "cdcl" or "dfs"; empty: cdcl, or dfs when an order is given
  std::string order = {};              // "dynamic", "lex", "wave", "shells"; empty: dynamic (dfs first), else lex
  std::vector<std::string> invariant = {};  // first: symmetries PERM:FLIPS; {"none"}: every grid; empty: the default (cdcl in 4D: 0123:1100)
  bool symmetric = false;              // first, dynamic order: only packings symmetric under the central reflection
  uint64_t restarts = 0;               // first, dynamic order: randomized restarts, the first after this many nodes
  double time_limit = 60;              // first: seconds before giving up
  uint64_t probes = 100000;            // estimate: random probes
  uint64_t seed = 1;                   // estimate: random seed; first, whole 4D space: the variant started from and the solver's order
  std::string start = {};              // first, cdcl, whole 4D space: "construction" (the default) or "none" (from scratch)
  int count_limit = 1;                 // first, cdcl: this many packings, each new up to the symmetries
  std::string shard = {};              // count: "i/N", part i of N; empty: the whole count
  std::string checkpoint = {};         // count: checkpoint file, resumed when present; empty: none
  int threads = 1;                     // count: 1..256, each runs a sub-shard
  double interval = 30;                // count: seconds between checkpoints
  bool force = false;                  // count: start even when forecast to take more than a year
  int tick_delay_ms = 0;               // count, tests: tick every 64 nodes and pause there
  bool quiet = true;                   // false: progress and the count forecast on stderr
  bool draw = false;                   // first: a figure of the packing found
};
Document hoffman_search(const HoffmanSearchRequest& request);  // stats (count): the time taken
// The same with mode "first", whatever the request says.
Document hoffman_search_first(const HoffmanSearchRequest& request);

// Cube-and-conquer over the whole space, cell 0 fixed (hoffman/conquer.hpp): the orientations of
// the `depth` cells next to cell 0 make (n!)^depth cubes, each one solver call with a conflict
// budget; refuted, a packing (verified), or open. Resumable from the checkpoint (per rank under
// mpirun); a larger budget retries the open cubes. Ctrl-C saves and throws Interrupted.
struct HoffmanConquerRequest {
  int dim = 4;                         // 2, 3, 4 or 5
  std::string lengths = {};            // empty: the default lengths of the dimension
  std::vector<std::string> invariant = {};  // symmetries PERM:FLIPS; empty or {"none"}: every grid (cell 0 fixed)
  int depth = 2;                       // cells whose orientations make the cubes
  uint64_t cube_conflicts = 10000;     // budget per cube and call; > 0
  uint64_t batch = 0;                  // cubes per copy of the formula; 0: n!
  double time_limit = 0;               // seconds for this run; 0: no limit
  std::string checkpoint = {};         // empty: none
  double interval = 30;                // seconds between checkpoints
  bool count = false;                  // count every packing of each cube (dim <= 4)
  uint64_t sample = 0;                 // try only a random sample of so many cubes; 0: every cube
  uint64_t seed = 1;                   // the sample
  bool quiet = true;                   // false: progress on stderr
};
Document hoffman_conquer(const HoffmanConquerRequest& request);

// How many packings a space holds, estimated by hashing with CryptoMiniSat (hoffman/approx_count.hpp):
// every grid (counted with cell 0 fixed, then times n!) or those invariant under some symmetries;
// exact when the space holds fewer packings than the threshold. A time limit or Ctrl-C stops it
// with the hashes done (a weaker delta, reported).
struct HoffmanApproxCountRequest {
  int dim = 3;                         // 2, 3 or 4
  std::string lengths = {};            // empty: the default lengths of the dimension
  std::vector<std::string> invariant = {};  // symmetries PERM:FLIPS; empty or {"none"}: every grid
  double epsilon = 0.8;                // tolerance, > 0
  double delta = 0.2;                  // failure probability, 0 < delta < 1
  uint64_t seed = 1;                   // the hashes
  double time_limit = 0;               // seconds; 0: none
  std::string checkpoint = {};         // the hashes done, resumed when present; empty: none
  double interval = 30;                // seconds between checkpoints
  bool quiet = true;                   // false: progress on stderr
};
Document hoffman_approx_count(const HoffmanApproxCountRequest& request);

// Adds up the shard results of a count (the JSON documents of hoffman_search, mode "count").
// A text that is not JSON throws ArgumentError with subject "documents[i]" (i from 0).
struct HoffmanMergeRequest {
  std::vector<std::string> documents = {};  // the shard results' JSON texts
};
Document hoffman_merge(const HoffmanMergeRequest& request);

}  // namespace cw::report
