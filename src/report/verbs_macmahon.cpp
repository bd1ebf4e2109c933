// The `macmahon` verbs as every door offers them (report/verbs.hpp); the fields are the tables
// of report/macmahon.hpp. What each door draws differs: the command line draws where --svg asks,
// Python draws whatever it can (svg() needs no asking), the page asks with `draw`.
#include "report/macmahon.hpp"
#include "report/verbs.hpp"

namespace cw::report {

// The keys of each macmahon verb's document (core/results.hpp), in the order the document holds them.
namespace {

ResultDeclaration macmahon_cubes_result() {
  return {{
      {"families", "tally", "n -> the number of n-coloured cubes up to rotation, n = 2..6", {.when = "family not given", .summary = true}},
      {"family", "int", "the n of the family listed", {.when = "family was given", .summary = true}},
      {"count", "int", "how many cubes the family has", {.when = "family was given", .summary = true}},
      {"cubes", "any[]", "the family's canonical colourings (six digits, faces up, down, front, back, left, right); in the overview the 30 named cubes as NamedCube records"},
      {"members", "FamilyCube[]", "each cube of the family with its name, mirror image and place in the family's tableau", {.when = "family was given"}},
      {"row_labels", "text[]", "the tableau's rows: the sorted colours of each row's cubes", {.when = "family was given"}},
      {"columns", "int", "the tableau's width: its longest row", {.when = "family was given"}},
  }, {
      {"NamedCube", {
          {"name", "text", "Conway's name, Ab .. Fe"},
          {"colouring", "text", "six digits, faces up, down, front, back, left, right"},
          {"mirror", "text", "the name of its mirror image"},
          {"corners", "int[]", "its 8 corner numbers, one per corner"},
          {"row", "int", "its row in Conway's tableau, 0..5 (the name's capital)"},
          {"column", "int", "its column in Conway's tableau, 0..5 (the name's small letter)"},
      }},
      {"FamilyCube", {
          {"name", "text", "its name fN:K, K from 1 in the order of the canonical colourings"},
          {"colouring", "text", "its canonical colouring: the least over the 24 rotations"},
          {"mirror", "text", "the name of its mirror image (itself when achiral)"},
          {"row", "int", "its tableau row, from 0: the row of its colours shown"},
          {"column", "int", "its place in the row, from 0"},
      }},
  }};
}

ResultDeclaration macmahon_solve_result() {
  return {{
      {"target", "text", "the target: its name, or its colouring when it is not one of the 30 cubes", {.summary = true}},
      {"cubes", "any", "size 2: the 8 cubes as given (names, or colourings for other cubes); size 3: the multiset as text (Ab*3,Cd,...)", {.summary = true}},
      {"interior", "bool", "whether touching inner faces had to match as well", {.when = "size 2", .summary = true}},
      {"solution_number", "int", "the number of different arrangements, each listed in arrangements", {.when = "size 2", .summary = true}},
      {"size", "int", "always 3: the 3x3x3 block", {.when = "size 3"}},
      {"buildable", "bool", "whether the cubes build the target as a 3x3x3 block", {.when = "size 3", .summary = true}},
      {"arrangement", "LargeCell[]?", "one arrangement, cell by cell from the down layer up, re-checked face by face; null when there is none", {.when = "size 3"}},
      {"arrangements", "any", "size 2: every arrangement (Arrangement records), each re-checked by the block checker; size 3: their number as decimal text, null when not counted (more than 27 cubes)"},
  }, {
      {"Arrangement", {
          {"cells", "Cell[]", "the 8 cells in order"},
      }},
      {"Cell", {
          {"cell", "int", "the cell, 0..7: bit 0 right, bit 1 back, bit 2 up"},
          {"position", "text", "the cell in words, e.g. down-front-left"},
          {"cube", "text", "the cube's name, or its text as given when it is not one of the 30"},
          {"rotation", "int", "the index 0..23 of the rotation applied to the cube"},
          {"up", "int", "the colour on top as placed"},
          {"front", "int", "the colour in front as placed"},
          {"colouring", "text", "the cube as placed: six digits, faces up, down, front, back, left, right"},
      }},
      {"LargeCell", {
          {"cell", "int", "the cell, 0..26: from the down layer up, front to back, left to right"},
          {"position", "text", "the cell in words, e.g. down-front-left"},
          {"kind", "text", "corner, edge, face centre or centre: by its outward faces"},
          {"cube", "text", "the cube's name"},
          {"rotation", "int", "the index 0..23 of the rotation applied to the cube"},
          {"colouring", "text", "the cube as placed: six digits, faces up, down, front, back, left, right"},
      }},
  }};
}

ResultDeclaration macmahon_collection_result() {
  return {{
      {"target", "text", "the target's name", {.when = "target was given", .summary = true}},
      {"colouring", "text", "the target's colouring: six digits, faces up, down, front, back, left, right", {.when = "target was given"}},
      {"mirror", "text", "the name of the target's mirror image", {.when = "target was given"}},
      {"conway_collection", "text", "Conway's collection for the target as a cube list (row:X,col:y,-Yx): the 8 cubes that build it with matching inner faces", {.when = "target was given", .summary = true}},
      {"conway_cubes", "text[]", "the cubes of Conway's collection, in Conway's order", {.when = "target was given"}},
      {"cubes", "text[]", "the cubes the cube list names, in the order given (names, or the text as given for other cubes)", {.when = "cubes were given", .summary = true}},
      {"cube_colourings", "text[]", "each of those cubes' canonical colouring", {.when = "cubes were given"}},
  }};
}

ResultDeclaration macmahon_census_result() {
  return {{
      {"target", "text", "the target's name", {.summary = true}},
      {"collections_with_solution", "int", "how many of the C(30,8) = 5,852,925 collections build the target at all", {.summary = true}},
      {"distribution", "tally", "solution number -> the number of collections with it (nonzero ones only)"},
      {"published", "tally", "the published row, as distribution"},
      {"disagreements", "Disagreement[]", "every solution number where the computed and the published counts differ", {.summary = true}},
      {"verified_by", "text[]", "the two independent methods that gave the same distribution"},
  }, {
      {"Disagreement", {
          {"solution_number", "int", "the solution number"},
          {"computed", "int", "the collections with it, as computed"},
          {"published", "int", "the collections with it, as published"},
      }},
  }};
}

ResultDeclaration macmahon_explain_result() {
  return {{
      {"target", "text", "the target's name", {.when = "not all", .summary = true}},
      {"cubes", "text[]", "the collection's 8 cubes, in the order given", {.when = "not all", .summary = true}},
      {"target_in_collection", "bool", "whether the target is one of the 8 cubes (it fits every corner)", {.when = "not all"}},
      {"unusable_cubes", "text[]", "the cubes with no corner number in common with the target", {.when = "not all"}},
      {"corners", "Corner[]", "the target's 8 corners with their corner numbers", {.when = "not all"}},
      {"edges", "Edge[]", "the 20 edges of the target's corner graph: each a cube that fits two of its corners", {.when = "not all"}},
      {"components", "Component[]", "the components of G_C on the target's 8 corners, by least corner", {.when = "not all"}},
      {"prediction", "Prediction", "the theorems' prediction for the collection", {.when = "not all"}},
      {"solution_number", "int", "the solution number counted (matchings of the cubes to the corners they fit)", {.when = "not all", .summary = true}},
      {"targets", "int", "the targets compared: 30", {.when = "all was asked for"}},
      {"collections_per_target", "int", "the collections compared per target: C(30,8)", {.when = "all was asked for"}},
      {"pairs", "int", "the (target, collection) pairs compared", {.when = "all was asked for"}},
      {"agree", "any", "one collection: whether the prediction equals the count (bool); all: the pairs where it does (int)", {.summary = true}},
      {"disagree", "int", "the pairs where a prediction differs from the count", {.when = "all was asked for", .summary = true}},
      {"no_prediction", "int", "the pairs the theorems say nothing about", {.when = "all was asked for"}},
      {"rows", "TheoremCase[]", "the comparison's cases, by rule, components, k and count", {.when = "all was asked for"}},
      {"disagreements", "TheoremCase[]", "the cases where a prediction differs from the count", {.when = "all was asked for"}},
  }, {
      {"Corner", {
          {"corner", "int", "the corner, 0..7: bit 0 right, bit 1 back, bit 2 up"},
          {"position", "text", "the corner in words, e.g. down-front-left"},
          {"corner_number", "int", "the target's corner number there"},
      }},
      {"Edge", {
          {"cube", "text", "the cube that is the edge"},
          {"corners", "int[]", "the two corners it joins"},
          {"corner_numbers", "int[]", "the target's corner numbers there"},
          {"diagonal", "bool", "whether it joins opposite corners, across a space diagonal (else along an edge of the block)"},
          {"in_collection", "bool", "whether the cube is in the collection (an edge of G_C)"},
      }},
      {"Component", {
          {"kind", "text", "tree (edges = corners - 1; a lone corner is a tree of 0 edges), cycle (edges = corners) or cycles"},
          {"corners", "int[]", "its corners 0..7"},
          {"corner_numbers", "int[]", "the target's corner numbers there"},
          {"cubes", "text[]", "its edges: the collection's cubes carrying two of those corner numbers"},
          {"vertex_count", "int", "its corners"},
          {"edge_count", "int", "its edges"},
      }},
      {"Prediction", {
          {"rule", "text", "the statement that applies: unusable_cube, theorem5_no_tree, theorem5_tree, theorem6_one_tree, theorem6_trees or none"},
          {"statement", "text", "that statement in words"},
          {"solution_number", "int?", "the solution number predicted; null when the theorems say nothing"},
          {"components", "int?", "the components c of G_C the statement counts; null when it counts none"},
          {"tree_edges", "int?", "k, the edges of the one tree component (theorem6_one_tree); null otherwise"},
      }},
      {"TheoremCase", {
          {"rule", "text", "the statement that applies, as in a prediction"},
          {"components", "int?", "the components of G_C; null for the rules unusable_cube and none"},
          {"tree_edges", "int?", "k, the edges of the one tree component; null when there is none"},
          {"predicted", "int?", "the solution number predicted; null when the theorems say nothing"},
          {"counted", "int", "the solution number counted by the census"},
          {"pairs", "int", "the (target, collection) pairs in this case"},
          {"agree", "bool", "whether the prediction equals the count"},
          {"example", "Example", "the first pair met (least target, then least rank)"},
      }},
      {"Example", {
          {"target", "text", "the target's name"},
          {"cubes", "text[]", "the collection's cubes, in Conway's order"},
      }},
  }};
}

ResultDeclaration macmahon_analyze_result() {
  return {{
      {"cubes", "text[]", "the set's cubes in Conway's order"},
      {"size", "int", "the set's number of cubes", {.summary = true}},
      {"targets", "text[]", "the targets the set builds"},
      {"target_count", "int", "how many targets the set builds", {.summary = true}},
      {"collections", "int", "the set's 8-subsets: C(k,8)"},
      {"building_collections", "int", "the 8-subsets that build at least one target"},
      {"per_target", "TargetCollections[]", "all 30 targets, in Conway's order"},
      {"sizes", "SubsetRow[]?", "for j = 8..k the targets built by the j-subsets; null above 24 cubes"},
  }, {
      {"TargetCollections", {
          {"target", "text", "the target's name"},
          {"in_set", "bool", "whether the target is one of the set's cubes"},
          {"built", "bool", "whether some 8-subset of the set builds it"},
          {"useless_cubes", "text[]", "cubes of the set with no corner number in common with the target"},
          {"collection_count", "int", "the 8-subsets of the set that build it"},
          {"solution_numbers", "SolutionNumberCount[]", "per solution number the 8-subsets with it, increasing"},
          {"collections", "SetCollection[]", "the 8-subsets that build it, the first 1000, in colex order"},
      }},
      {"SolutionNumberCount", {
          {"solution_number", "int", "a solution number"},
          {"collections", "int", "the 8-subsets with it"},
      }, /*pair=*/true},
      {"SetCollection", {
          {"cubes", "text[]", "the 8 cubes in Conway's order"},
          {"solution_number", "int", "their solution number for the target"},
      }},
      {"SubsetRow", {
          {"j", "int", "the subset size"},
          {"subsets", "int", "the j-subsets: C(k,j)"},
          {"min", "int", "the fewest targets a j-subset builds"},
          {"max", "int", "the most targets a j-subset builds"},
          {"mean", "number", "the mean number of targets built"},
          {"distribution", "SubsetCount[]", "per number of targets the j-subsets building exactly that many (nonzero ones only)"},
      }},
      {"SubsetCount", {
          {"targets", "int", "a number of targets"},
          {"subsets", "int", "the j-subsets building exactly that many"},
      }, /*pair=*/true},
  }};
}

ResultDeclaration macmahon_targets_result() {
  return {{
      {"distribution", "tally", "number of buildable targets -> the number of collections building that many", {.when = "size 2"}},
      {"max", "int", "the most targets a collection builds", {.when = "size 2", .summary = true}},
      {"max_count", "int", "how many collections build max targets", {.when = "size 2", .summary = true}},
      {"max_collections", "any", "with list_max: the collections reaching the maximum and their targets (MaxCollection records); else their number (int)", {.when = "size 2"}},
      {"db", "Database", "the SQLite file written", {.when = "db was given"}},
      {"size", "int", "always 3: the 3x3x3 block", {.when = "size 3"}},
      {"sets", "int", "the sets of 27 different cubes: C(30,27) = 4060", {.when = "size 3", .summary = true}},
      {"per_target", "TargetSets[]", "every target, in Conway's order, with how many of the sets build it", {.when = "size 3"}},
      {"sets_building_all", "int", "the sets that build all 30 targets", {.when = "size 3", .summary = true}},
  }, {
      {"MaxCollection", {
          {"collection", "text[]", "the collection's 8 cubes in Conway's order"},
          {"targets", "text[]", "the targets it builds"},
      }},
      {"Database", {
          {"path", "text", "the file, as given"},
          {"collections", "int", "rows of its table collections: the collections that build at least one target"},
          {"builds", "int", "rows of its table builds: (collection, target) pairs"},
      }},
      {"TargetSets", {
          {"target", "text", "the target's name"},
          {"sets", "int", "how many of the 4060 sets of 27 different cubes build it as a 3x3x3 block"},
      }, /*pair=*/true},
  }};
}

ResultDeclaration macmahon_universal_result() {
  return {{
      {"size", "int", "the set size: the one asked for, or the minimum found (12 with facts)", {.summary = true}},
      {"count", "int", "how many universal sets of that size there are", {.summary = true}},
      {"sets", "any[]", "the universal sets, each the names of its cubes in Conway's order; with facts, SetFacts records"},
      {"minimum", "bool", "whether size is the minimum (found by the search, or the 10 minimum sets with facts)", {.summary = true}},
      {"conjecture", "text", "the verdict on the published conjecture that there are 10 minimum universal sets", {.when = "size not given, no facts"}},
      {"orbits", "int[][]", "the orbits of the 10 sets (numbered 1..10) under the colour renamings and mirror images", {.when = "facts was asked for"}},
      {"symmetries", "int", "the colour renamings and mirror images: 1440", {.when = "facts was asked for"}},
      {"renaming_orbits", "int", "the orbits of the 10 sets under the 720 colour renamings alone", {.when = "facts was asked for"}},
      {"renaming_stabilizer", "int", "the colour renamings fixing the first set", {.when = "facts was asked for"}},
      {"own_mirror_image", "int", "the sets that are their own mirror image", {.when = "facts was asked for"}},
      {"holding", "int", "the sets for which all of Haraguchi's facts hold", {.when = "facts was asked for", .summary = true}},
      {"verdict", "text", "whether the facts single one set out", {.when = "facts was asked for", .summary = true}},
  }, {
      {"SetFacts", {
          {"set", "int", "the set's number N, as universal:N"},
          {"cubes", "text[]", "its cubes in Conway's order"},
          {"facts", "Facts", "which of Haraguchi's facts hold for it"},
          {"max_targets_8", "int", "the most targets one of its 8-subsets builds"},
          {"orbit", "int", "its orbit under colour renamings and mirror images, from 1"},
          {"stabilizer", "int", "the symmetries (of 1440) fixing it"},
          {"mirror", "int", "the set its mirror image is"},
          {"colour_split", "text", "the one split of the six colours into two triples its renamings keep, e.g. 146|235; - if not one"},
          {"from_orbit_first", "Symmetry", "a symmetry taking the first set of its orbit to it"},
      }},
      {"Facts", {
          {"in_set", "bool", "every target in the set has 3 useless cubes and 9 collections, 2 with solution number 8, 7 with 2"},
          {"outside", "bool", "every target outside the set has exactly one collection, with solution number 4"},
          {"eight", "bool", "the 8-subsets build at most 3 targets"},
          {"ten", "bool", "the 10-subsets build 3 to 9 targets, never 4, 5 or 7"},
          {"eleven", "bool", "every 11-subset builds exactly 18 targets"},
          {"all", "bool", "all five hold"},
      }},
      {"Symmetry", {
          {"colours", "text", "the symmetry in words: colours 123456->214365, with , mirrored when it reflects"},
          {"mirrored", "bool", "whether it reflects the block"},
      }},
  }};
}

ResultDeclaration macmahon_sizes_result() {
  return {{
      {"sizes", "SizeRow[]", "the 31 rows, k = 0..30", {.summary = true}},
      {"smallest_k_exactly_29", "int", "the smallest k with a set that builds exactly 29 of the 30 targets", {.summary = true}},
  }, {
      {"SizeRow", {
          {"k", "int", "the set size"},
          {"sets", "int", "the sets of k cubes: C(30,k)"},
          {"min", "int", "the fewest targets a k-set builds"},
          {"max", "int", "the most targets a k-set builds"},
          {"mean", "number", "the mean number of targets built"},
          {"sd", "number", "the standard deviation of the number of targets built"},
          {"distribution", "tally", "number of targets -> the k-sets building exactly that many (nonzero ones only)"},
      }},
  }};
}

ResultDeclaration macmahon_multiset_result() {
  return {{
      {"variant", "text", "the targets: targets (the 30 MacMahon cubes) or faces (every block colouring with one colour per face, adjacent faces different)"},
      {"target_count", "int", "how many targets the variant has"},
      {"cubes", "object", "cube name -> its copies in the multiset", {.when = "cubes were given"}},
      {"size", "int", "the multiset's number of cubes, or the largest size building no target (the search)", {.summary = true}},
      {"built_count", "int", "how many targets the multiset builds", {.when = "cubes were given", .summary = true}},
      {"built", "MultisetBuild[]", "the targets the multiset builds, each with one arrangement", {.when = "cubes were given"}},
      {"maximum_count", "int", "how many multisets of the largest size build no target", {.when = "max_infeasible", .summary = true}},
      {"orbits_renamings", "int", "the orbits of those multisets under the 720 colour renamings", {.when = "max_infeasible"}},
      {"orbits_with_mirrors", "int", "their orbits under the 1440 renamings and mirror images", {.when = "max_infeasible"}},
      {"representatives", "MaximumOrbit[]", "one maximum multiset per orbit under renamings and mirror images", {.when = "max_infeasible"}},
      {"renaming_representatives", "text[]", "the least member of each orbit under the renamings alone, as a cube list", {.when = "max_infeasible"}},
      {"verified", "int", "the maximum multisets re-checked: they build nothing, and one more copy of any cube builds a target", {.when = "max_infeasible"}},
      {"published", "int", "Haraguchi 2016's largest multiset building no MacMahon target: 23", {.when = "max_infeasible"}},
      {"agrees_with_published", "bool?", "whether size is the published value; null for variant faces", {.when = "max_infeasible"}},
      {"nodes", "int", "the nodes the branch and bound searched", {.unit = "nodes", .when = "max_infeasible"}},
      {"seconds", "number", "the search's time", {.unit = "s", .when = "max_infeasible"}},
  }, {
      {"MultisetBuild", {
          {"target", "text", "the target: its name, or its colouring when it is not one of the 30 cubes"},
          {"colouring", "text", "the target's colouring: six digits, faces up, down, front, back, left, right"},
          {"cubes_by_corner", "text[]", "the cube at each corner 0..7 of one arrangement"},
          {"checked", "bool", "always true: the arrangement passed the block checker"},
      }},
      {"MaximumOrbit", {
          {"cubes", "object", "cube name -> its copies in the orbit's least member"},
          {"text", "text", "that multiset as a cube list (Ab*7,Cd,...)"},
          {"orbit_size_renamings", "int", "the orbit's size under the 720 colour renamings"},
          {"orbit_size", "int", "the orbit's size under the 1440 renamings and mirror images"},
          {"renaming_orbits", "int", "the orbits under renamings alone it splits into: orbit_size / orbit_size_renamings"},
      }},
  }};
}

}  // namespace

std::vector<Verb> macmahon_verbs() {
  std::vector<Verb> v;
  {
    using R = MacMahonCubesRequest;
    v.push_back(declare_verb<R>("macmahon", "cubes", "the n-coloured families (n = 2..6) and the 30 named MacMahon cubes", macmahon_cubes_result,
                                macmahon_cubes)
        .described("Without {family} the overview: the size of each family and Conway's 30 named cubes with "
                   "their mirror images and corner numbers."));
  }
  {
    using R = MacMahonSolveRequest;
    v.push_back(declare_verb<R>(
        "macmahon", "solve", "solution number and every arrangement of 8 cubes for a target", macmahon_solve_result,
        macmahon_solve, [](R& r, const DoorContext& door) {
          if (door.door == kCli) r.draw = !r.svg.empty();
          // svg() shows the first arrangement; a solution number 0 draws nothing.
          if (door.door == kPython) r.draw_if_any = r.size == 2;
        }));
  }
  {
    using R = MacMahonCollectionRequest;
    v.push_back(declare_verb<R>("macmahon", "collection",
                                "a target and a cube list read back as the cubes they name, before solving", macmahon_collection_result,
                                macmahon_collection, nullptr, kWasm));
  }
  {
    using R = MacMahonCensusRequest;
    v.push_back(declare_verb<R>("macmahon", "census",
                                "distribution of solution numbers over all collections for a target", macmahon_census_result,
                                macmahon_census, [](R& r, const DoorContext& door) {
                                  if (door.door == kCli) r.draw = !r.svg.empty();
                                  if (door.door == kPython) r.draw = true;
                                })
        .described("Computed twice, by enumerating arrangements and by a permanent per collection, and set "
                   "beside the published row, every disagreement listed."));
  }
  {
    using R = MacMahonExplainRequest;
    v.push_back(declare_verb<R>(
        "macmahon", "explain", "the corner graph of a collection and the theorems' solution number", macmahon_explain_result,
        macmahon_explain, [](R& r, const DoorContext& door) {
          if (door.door == kCli) r.draw = !r.svg.empty();
          if (door.door == kPython) r.draw = !r.all;  // svg() draws the corner graph of the collection
        })
        .described("The components of the collection's corner graph, the solution number Theorems 5 and 6 of "
                   "Johnson & Roldán 2024 predict and the one counted; with {all} the theorems against the "
                   "census for every target and every one of its C(30,8) collections (a few seconds)."));
  }
  {
    using R = MacMahonAnalyzeRequest;
    v.push_back(declare_verb<R>(
        "macmahon", "analyze", "the targets a set of cubes builds, by which 8-subsets, and by its subsets", macmahon_analyze_result,
        macmahon_analyze, [](R& r, const DoorContext& door) {
          if (door.door == kCli) r.draw = !r.svg.empty();
          if (door.door == kPython) r.draw_if_small = true;  // svg() draws the histograms where the subsets are counted
        })
        .described("The targets the set builds; per target the set's cubes that fit no corner, the 8-subsets "
                   "that build it and their solution numbers; and for each size j = 8..k the distribution of the "
                   "number of targets built over all j-subsets."));
  }
  {
    using R = MacMahonTargetsRequest;
    v.push_back(declare_verb<R>("macmahon", "targets", "number of buildable targets over all 5,852,925 collections", macmahon_targets_result,
                                macmahon_targets)
        .described("With {list_max} the document's `max_collections` is the list of the collections reaching the "
                   "maximum instead of its length; writing {db} takes several seconds."));
  }
  {
    using R = MacMahonUniversalRequest;
    v.push_back(declare_verb<R>("macmahon", "universal", "sets from which every one of the 30 targets can be built", macmahon_universal_result,
                                macmahon_universal)
        .described("Universal sets are sets of MacMahon cubes from which every one of the 30 targets can be "
                   "built. Without a {size} the search goes upward from 8 to the minimum (12, about a second and "
                   "a half)."));
  }
  {
    using R = MacMahonSizesRequest;
    v.push_back(declare_verb<R>("macmahon", "sizes",
                                "exact distribution of buildable targets over all C(30,k) sets, k = 0..30", macmahon_sizes_result,
                                macmahon_sizes)
        .described("All 2^30 sets, a second or two."));
  }
  {
    using R = MacMahonMultisetRequest;
    v.push_back(declare_verb<R>("macmahon", "multiset",
                                "sets with repeated cubes: the targets they build, the largest building none", macmahon_multiset_result,
                                macmahon_multiset)
        .described("The targets a multiset builds, or, with {max_infeasible}, the proven largest multiset from "
                   "which no target can be built."));
  }
  return v;
}

}  // namespace cw::report
