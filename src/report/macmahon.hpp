// The `macmahon` verbs as documents (see report/document.hpp). Bad values come out as
// ArgumentError whose subject is the request field that held them ("target", "cubes", "size",
// "family"); each field's type, range and choices are checked where the request is read
// (core/fields.hpp). Statistics lines (timings) are in Document::stats.
#pragma once
#include <optional>
#include <string>

#include "core/fields.hpp"
#include "macmahon/multiset.hpp"
#include "report/document.hpp"

namespace cw::report {

// Every field of every macmahon verb is declared once in these tables (core/fields.hpp): its
// name, type, default, range and help; verbs_macmahon.cpp turns them into the verbs every door
// offers. What only the engine can check (a cube's name, a collection's size) the report does.
#define CW_MACMAHON_TARGET_HELP "a name (Ab..Fe) or six digits (faces up, down, front, back, left, right)"
#define CW_MACMAHON_CUBES_HELP "comma separated (Python: also a list of items): names, six-digit colourings, row:X, col:y, mirror:Xy; -Xy drops Xy"

#define CW_MACMAHON_CUBES_FIELDS(X, E)                                                                        \
  X(int, family, 0,                                                                                           \
    .help = "list every cube of the n-coloured family (the cubes using exactly the colours 1..n, one canonical " \
            "colouring per rotation class) instead of the overview: each family's size and Conway's 30 named cubes", \
    .min = 2, .max = 6, .none = true, .positional = true)

struct MacMahonCubesRequest {
  CW_REQUEST_MEMBERS(CW_MACMAHON_CUBES_FIELDS)  // family 0: family sizes and the 30 named cubes
};
CW_REQUEST_TABLE(MacMahonCubesRequest, CW_MACMAHON_CUBES_FIELDS)
Document macmahon_cubes(const MacMahonCubesRequest& request);

// The solution number of one collection for one target and every arrangement, each re-checked
// by the independent block checker. draw: one figure, the first arrangement (RunError when there
// is none); draw_if_any: one figure when there is an arrangement, none (and no error) when the
// solution number is 0 (Python draws every result it can). size 3: the 3x3x3 puzzle
// (macmahon/large_target.hpp): at least 27 cubes, repeats allowed (Ab*3); decided, one
// arrangement, and the count.
#define CW_MACMAHON_SOLVE_FIELDS(X, E)                                                                        \
  X(std::string, target, "", .help = "the cube to build at twice the size: " CW_MACMAHON_TARGET_HELP,         \
    .positional = true, .required = true, .verbatim = true)                                                   \
  X(std::string, cubes, "", .help = "the 8 cubes, " CW_MACMAHON_CUBES_HELP, .positional = true, .required = true, \
    .verbatim = true)                                                                                         \
  X(bool, interior, false, .help = "also require touching inner faces to match", .positional = true)          \
  X(bool, draw, false, .help = "the first arrangement among the figures (an error when there is none)",       \
    .doors = cw::kWasm)                                                                                       \
  X(int, size, 2,                                                                                             \
    .help = "the block's edge in cubes: 2, or 3 to build the target as a 3x3x3 block from at least 27 cubes, " \
            "repeats allowed (Ab*3)",                                                                         \
    .min = 2, .max = 3)                                                                                       \
  X(std::string, svg, "", .help = "draw the first arrangement into this file", .path = true, .doors = cw::kCli, \
    .writes = cw::Writes::Figure)

struct MacMahonSolveRequest {
  CW_REQUEST_MEMBERS(CW_MACMAHON_SOLVE_FIELDS)
  bool draw_if_any = false;  // set by the doors, not by users (Python)
};
CW_REQUEST_TABLE(MacMahonSolveRequest, CW_MACMAHON_SOLVE_FIELDS)
Document macmahon_solve(const MacMahonSolveRequest& request);

// A choice read back before solving, for a page that shows it: the target with its mirror and
// Conway's collection (the row and column that build it with matching inner faces), and a typed
// cube list as the cubes it names. Unlike solve, any number of cubes is accepted.
#define CW_MACMAHON_COLLECTION_FIELDS(X, E)                                                                   \
  X(std::string, target, "", .help = "a MacMahon cube, " CW_MACMAHON_TARGET_HELP "; empty: no target part")   \
  X(std::string, cubes, "", .help = "a cube list as for solve, any number of cubes; empty: no cubes part")

struct MacMahonCollectionRequest {
  CW_REQUEST_MEMBERS(CW_MACMAHON_COLLECTION_FIELDS)
};
CW_REQUEST_TABLE(MacMahonCollectionRequest, CW_MACMAHON_COLLECTION_FIELDS)
Document macmahon_collection(const MacMahonCollectionRequest& request);

// Nonzero solution numbers over all C(30,8) collections for one target, by two independent
// methods, beside the published row with every disagreement listed.
#define CW_MACMAHON_CENSUS_FIELDS(X, E)                                                                       \
  X(std::string, target, "", .help = "the target, one of the 30 MacMahon cubes: " CW_MACMAHON_TARGET_HELP,    \
    .positional = true, .required = true, .verbatim = true)                                                   \
  X(bool, draw, false, .help = "the distribution beside the published row as a bar chart among the figures",  \
    .doors = cw::kWasm)                                                                                       \
  X(std::string, svg, "", .help = "draw the distribution beside the published row into this file", .path = true, \
    .nonempty = true, .doors = cw::kCli, .writes = cw::Writes::Figure)

struct MacMahonCensusRequest {
  CW_REQUEST_MEMBERS(CW_MACMAHON_CENSUS_FIELDS)
};
CW_REQUEST_TABLE(MacMahonCensusRequest, CW_MACMAHON_CENSUS_FIELDS)
Document macmahon_census(const MacMahonCensusRequest& request);

// Why a collection has its solution number: the components of its corner graph G_C (cycles,
// trees, sizes), the solution number Theorems 5 and 6 of Johnson & Roldán 2024 predict (which
// statement applies) and the one counted. With `all`: the theorems against the census for every
// target and every one of its C(30,8) collections, one row per case (then no target, cubes or draw).
#define CW_MACMAHON_EXPLAIN_FIELDS(X, E)                                                                      \
  X(std::string, target, "",                                                                                  \
    .help = "the target, one of the 30 MacMahon cubes: " CW_MACMAHON_TARGET_HELP " (required unless all)",    \
    .none = true, .positional = true, .verbatim = true)                                                       \
  X(std::string, cubes, "", .help = "the 8 cubes, all MacMahon cubes, " CW_MACMAHON_CUBES_HELP " (required unless all)", \
    .none = true, .positional = true, .verbatim = true)                                                       \
  X(bool, all, false,                                                                                         \
    .help = "compare the theorems with the census for every target and every collection instead (then no target " \
            "or cubes)",                                                                                      \
    .excludes = "target|cubes|svg")                                                                           \
  X(bool, draw, false, .help = "the corner graph drawn on a cube among the figures, the collection's edges bold", \
    .doors = cw::kWasm)                                                                                       \
  X(std::string, svg, "", .help = "draw the corner graph on a cube into this file", .path = true, .doors = cw::kCli, \
    .writes = cw::Writes::Figure)

struct MacMahonExplainRequest {
  CW_REQUEST_MEMBERS(CW_MACMAHON_EXPLAIN_FIELDS)
};
CW_REQUEST_TABLE(MacMahonExplainRequest, CW_MACMAHON_EXPLAIN_FIELDS)
Document macmahon_explain(const MacMahonExplainRequest& request);

// A user's own set of 8 to 30 different MacMahon cubes: the targets it builds; per target its
// cubes that fit no corner, the 8-subsets that build it and their solution numbers; and for each
// size j = 8..k the distribution of the number of targets built over all j-subsets (up to 24 cubes).
// draw: one figure, a histogram per j (ArgumentError "cubes" above 24 cubes); draw_if_small: the
// figure up to 24 cubes, none (and no error) above (Python draws what it can).
#define CW_MACMAHON_ANALYZE_FIELDS(X, E)                                                                      \
  X(std::string, cubes, "",                                                                                   \
    .help = "8 to 30 different MacMahon cubes, " CW_MACMAHON_CUBES_HELP "; universal:N names the N-th minimum " \
            "universal set (1..10)",                                                                          \
    .positional = true, .required = true)                                                                     \
  X(bool, draw, false, .help = "a histogram of targets built per subset size among the figures (sets of up to 24 cubes)", \
    .doors = cw::kWasm)                                                                                       \
  X(std::string, svg, "", .help = "draw the histogram of targets built for each subset size into this file",  \
    .path = true, .doors = cw::kCli, .writes = cw::Writes::Figure)

struct MacMahonAnalyzeRequest {
  CW_REQUEST_MEMBERS(CW_MACMAHON_ANALYZE_FIELDS)
  bool draw_if_small = false;  // set by the doors, not by users (Python)
};
CW_REQUEST_TABLE(MacMahonAnalyzeRequest, CW_MACMAHON_ANALYZE_FIELDS)
Document macmahon_analyze(const MacMahonAnalyzeRequest& request);

// For every collection of 8 cubes the number of targets it can build. db: ArgumentError "db"
// when it cannot be written, RunError without SQLite (macmahon/collection_db.hpp).
#define CW_MACMAHON_TARGETS_FIELDS(X, E)                                                                      \
  X(bool, list_max, false, .help = "list the collections reaching the maximum and their targets",             \
    .positional = true)                                                                                       \
  X(std::string, db, {},                                                                                      \
    .help = "also write every collection that builds a target, its targets and solution numbers, to this "    \
            "SQLite file (schema and example queries in docs/macmahon.md; about 250 MB)",                     \
    .none = true, .positional = true, .path = true, .doors = cw::kCli | cw::kPython, .writes = cw::Writes::File)\
  X(int, size, 2,                                                                                             \
    .help = "3: instead, for every target, how many of the 4060 sets of 27 different cubes build it as a "    \
            "3x3x3 block (then no list_max or db)",                                                           \
    .min = 2, .max = 3)

struct MacMahonTargetsRequest {
  CW_REQUEST_MEMBERS(CW_MACMAHON_TARGETS_FIELDS)
};
CW_REQUEST_TABLE(MacMahonTargetsRequest, CW_MACMAHON_TARGETS_FIELDS)
Document macmahon_targets(const MacMahonTargetsRequest& request);

// All universal sets (sets that build every one of the 30 targets) of one size.
#define CW_MACMAHON_UNIVERSAL_FIELDS(X, E)                                                                    \
  X(std::optional<int>, size, std::nullopt,                                                                   \
    .help = "the set size; not given: the minimum, found by searching upward from 8 (and the published "      \
            "conjecture that there are 10 such sets checked)",                                                \
    .min = 0, .max = 30, .positional = true)                                                                  \
  X(bool, facts, false,                                                                                       \
    .help = "instead of searching: check Haraguchi's published facts on each of the 10 minimum universal sets " \
            "(universal:1..10) and relate the sets by colour renamings and mirror images (then no size)")

struct MacMahonUniversalRequest {
  CW_REQUEST_MEMBERS(CW_MACMAHON_UNIVERSAL_FIELDS)
  bool quiet = true;  // no progress on stderr
};
CW_REQUEST_TABLE(MacMahonUniversalRequest, CW_MACMAHON_UNIVERSAL_FIELDS)
Document macmahon_universal(const MacMahonUniversalRequest& request);

// For every set size k = 0..30 the exact distribution of buildable targets over all C(30,k)
// sets. Under mpirun every rank must call it; the counts are summed on rank 0, whose document
// alone is complete.
#define CW_MACMAHON_SIZES_FIELDS(X, E)

struct MacMahonSizesRequest {
  CW_REQUEST_MEMBERS(CW_MACMAHON_SIZES_FIELDS)
  bool quiet = true;  // no progress on stderr
};
CW_REQUEST_TABLE(MacMahonSizesRequest, CW_MACMAHON_SIZES_FIELDS)
Document macmahon_sizes(const MacMahonSizesRequest& request);

// Repeated cubes (macmahon/multiset.hpp): which targets a multiset builds, each with an
// arrangement re-checked by the block checker; or with max_infeasible the proven largest
// multiset building no target, every maximum one re-checked (builds nothing, and one more copy
// of any cube builds something), listed up to colour renamings and mirror images.
#define CW_MACMAHON_MULTISET_FIELDS(X, E)                                                                     \
  X(std::string, cubes, "",                                                                                   \
    .help = "the cubes, MacMahon cubes only, repeats allowed: names or six-digit colourings, Ab*3 for three " \
            "copies, row:X, col:y, mirror:Xy, universal:N, comma separated (Python: also a list); -Xy drops Xy", \
    .positional = true)                                                                                       \
  X(bool, max_infeasible, false,                                                                              \
    .help = "search for the largest multiset from which no target can be built (proven, with every maximum "  \
            "one; then no cubes)",                                                                            \
    .excludes = "cubes")                                                                            \
  X(macmahon::TargetVariant, variant, macmahon::TargetVariant::kMacMahon,                                     \
    .help = "targets: the 30 MacMahon cubes; faces: every block colouring with one colour per face, adjacent " \
            "faces different",                                                                                \
    .choices = "targets|faces")

struct MacMahonMultisetRequest {
  CW_REQUEST_MEMBERS(CW_MACMAHON_MULTISET_FIELDS)
  bool quiet = true;  // no progress on stderr
};
CW_REQUEST_TABLE(MacMahonMultisetRequest, CW_MACMAHON_MULTISET_FIELDS)
Document macmahon_multiset(const MacMahonMultisetRequest& request);

}  // namespace cw::report
