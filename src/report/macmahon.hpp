// The `macmahon` verbs as documents (see report/document.hpp). Bad values come out as
// ArgumentError whose subject is the request field that held them ("target", "cubes", "size",
// "family"); statistics lines (timings) are in Document::stats.
#pragma once
#include <optional>
#include <string>

#include "report/document.hpp"

namespace cw::report {

struct MacMahonCubesRequest {
  int family = 0;  // 2..6: every cube of the n-coloured family; 0: family sizes and the 30 named cubes
};
Document macmahon_cubes(const MacMahonCubesRequest& request);

// The solution number of one collection for one target and every arrangement, each re-checked
// by the independent block checker.
struct MacMahonSolveRequest {
  std::string target;     // a cube: a name (Ab..Fe) or six digits (up down front back left right)
  std::string cubes;      // the 8 cubes, comma separated: names, six-digit colourings, row:X, col:y,
                          // mirror:Xy; -Xy drops Xy
  bool interior = false;  // also require touching inner faces to match
  bool draw = false;      // one figure: the first arrangement (RunError when there is none)
  bool draw_if_any = false;  // one figure when there is an arrangement, none (and no error) when the
                             // solution number is 0: Python draws every result it can
  int size = 2;              // 3: the 3x3x3 puzzle (macmahon/large_target.hpp): at least 27 cubes,
                             // repeats allowed (Ab*3); decided, one arrangement, and the count
};
Document macmahon_solve(const MacMahonSolveRequest& request);

// A choice read back before solving, for a page that shows it: the target with its mirror and
// Conway's collection (the row and column that build it with matching inner faces), and a typed
// cube list as the cubes it names. Unlike solve, any number of cubes is accepted.
struct MacMahonCollectionRequest {
  std::string target;  // a MacMahon cube (name or six digits); empty: no target part
  std::string cubes;   // a cube list as for solve; empty: no cubes part
};
Document macmahon_collection(const MacMahonCollectionRequest& request);

// Nonzero solution numbers over all C(30,8) collections for one target, by two independent
// methods, beside the published row with every disagreement listed.
struct MacMahonCensusRequest {
  std::string target;  // a MacMahon cube: a name or six digits
};
Document macmahon_census(const MacMahonCensusRequest& request);

// Why a collection has its solution number: the components of its corner graph G_C (cycles,
// trees, sizes), the solution number Theorems 5 and 6 of Johnson & Roldán 2024 predict (which
// statement applies) and the one counted. With `all`: the theorems against the census for every
// target and every one of its C(30,8) collections, one row per case.
struct MacMahonExplainRequest {
  std::string target;  // a MacMahon cube: a name or six digits (required unless all)
  std::string cubes;   // the 8 cubes, as in MacMahonSolveRequest, all MacMahon cubes (required unless all)
  bool all = false;    // every target and collection instead of one (then no target, cubes or draw)
  bool draw = false;   // one figure: the corner graph drawn on a cube, the collection's edges bold
};
Document macmahon_explain(const MacMahonExplainRequest& request);

// A user's own set of 8 to 30 different MacMahon cubes: the targets it builds; per target its
// cubes that fit no corner, the 8-subsets that build it and their solution numbers; and for each
// size j = 8..k the distribution of the number of targets built over all j-subsets (up to 24 cubes).
struct MacMahonAnalyzeRequest {
  std::string cubes;  // a cube list as for solve (also universal:N), MacMahon cubes only, each once
  bool draw = false;  // one figure: a histogram per j (ArgumentError "cubes" above 24 cubes)
  bool draw_if_small = false;  // the figure up to 24 cubes, none (and no error) above: Python draws what it can
};
Document macmahon_analyze(const MacMahonAnalyzeRequest& request);

// For every collection of 8 cubes the number of targets it can build.
struct MacMahonTargetsRequest {
  bool list_max = false;  // list the collections reaching the maximum and their targets
  std::string db = {};    // also write every collection that builds a target, with its targets and
                          // solution numbers, to this SQLite file (macmahon/collection_db.hpp);
                          // ArgumentError "db" when it cannot be written, RunError without SQLite
  int size = 2;           // 3: per target, how many of the 4060 sets of 27 different cubes build it
                          // at size 3x3x3 (then no list_max or db)
};
Document macmahon_targets(const MacMahonTargetsRequest& request);

// All universal sets (sets that build every one of the 30 targets) of one size.
struct MacMahonUniversalRequest {
  std::optional<int> size;  // 0..30 (ArgumentError otherwise); none: the minimum, found by searching upward from 8
  bool quiet = true;        // no progress on stderr
  bool facts = false;       // instead of searching: Haraguchi's published facts checked on each of the
                            // 10 minimum universal sets (universal:1..10) and how colour renamings and
                            // mirror images permute them (ArgumentError "facts" together with a size)
};
Document macmahon_universal(const MacMahonUniversalRequest& request);

// For every set size k = 0..30 the exact distribution of buildable targets over all C(30,k)
// sets. Under mpirun every rank must call it; the counts are summed on rank 0, whose document
// alone is complete.
struct MacMahonSizesRequest {
  bool quiet = true;  // no progress on stderr
};
Document macmahon_sizes(const MacMahonSizesRequest& request);

// Repeated cubes (macmahon/multiset.hpp): which targets a multiset builds, each with an
// arrangement re-checked by the block checker; or with max_infeasible the proven largest
// multiset building no target, every maximum one re-checked (builds nothing, and one more copy
// of any cube builds something), listed up to colour renamings and mirror images.
struct MacMahonMultisetRequest {
  std::string cubes;            // a cube list with repeats ("Ab*3,Cd"), MacMahon cubes only
  bool max_infeasible = false;  // the search instead (then no cubes; ArgumentError "cubes" otherwise)
  std::string variant = "targets";  // "targets": the 30 MacMahon cubes; "faces": every block colouring
                                    // with one colour per face, adjacent faces different (ArgumentError "variant")
  bool quiet = true;            // no progress on stderr
};
Document macmahon_multiset(const MacMahonMultisetRequest& request);

}  // namespace cw::report
