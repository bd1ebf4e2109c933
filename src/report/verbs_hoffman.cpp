// The `hoffman` verbs as every door offers them (report/verbs.hpp); the fields are the tables of
// report/hoffman.hpp. What the doors set that the user does not is in each verb's adapt lambda:
// Python draws every picture a verb has (svg() needs no second call), the CLI draws where --svg
// names a file or folder, the page asks with its `draw` field. The clause-learning solver
// (search, symmetries, conquer) and CryptoMiniSat (approx_count) are not in the WebAssembly build.
#include "report/hoffman.hpp"
#include "report/verbs.hpp"

namespace cw::report {

// The keys of each hoffman verb's document (core/results.hpp), in the order the document holds them.
namespace {

// A packing found in 2D, 3D or 4D, as search lists them (cdcl: every packing found).
ResultRecord hoffman_found_packing_record() {
  return {"FoundPacking", {
      {"grid", "text", "the packing, verified by the exact checker"},
      {"canonical", "text", "its canonical form: its least image under the symmetries"},
      {"stabilizer", "int", "the symmetries that fix it: the order of its symmetry group"},
      {"dual_valid", "bool", "whether its dual (every box's lengths reversed) is a packing too"},
      {"self_dual", "bool", "whether its dual lies in its own orbit"},
      {"seconds", "number", "when it was found, since the search began", {.unit = "s"}},
      {"conflicts", "int", "the solver's conflicts when it was found", {.unit = "conflicts"}},
      {"construction_class", "bool", "whether it is an image of a variant of the nested construction", {.when = "dim 4"}},
      {"construction_distance", "int", "the fewest cells in which an image of it differs from a variant of the nested construction", {.unit = "cells", .when = "dim 4"}},
      {"sliced_family", "bool", "whether it is an image of a sliced construction (3 * 60^17 grids, the variants among them)", {.when = "dim 4"}},
  }};
}

ResultDeclaration hoffman_enumerate_result() {
  return {{
      {"dim", "int", "the dimension n: n^n boxes in a cube of side a+b+...", {.summary = true}},
      {"lengths", "int[]", "the box lengths, shortest first", {.summary = true}},
      {"side", "int", "the side of the cube: the sum of the lengths"},
      {"side_condition", "bool", "whether (n+1)*a > a+b+... holds, so that the grid model covers every packing"},
      {"orientation_codes", "text", "what the orientation codes of a grid mean, e.g. 0=abc 1=acb ... (lengths along x, y, z)"},
      {"real", "RealPackings", "the real packings: raw, up to symmetry, up to rotation, and their classes", {.summary = true}},
      {"pseudo", "PseudoSolutions", "the pseudo-solutions (every line fits, yet two boxes overlap), counted and listed the same way", {.summary = true}},
      {"duality", "Duality", "the real classes by what their duals are (the grid with every box's lengths reversed)"},
      {"nodes", "int", "the nodes of the exhaustive search", {.unit = "nodes"}},
  }, {
      {"RealPackings", {
          {"raw", "int", "every real packing"},
          {"classes", "int", "their classes up to the 2^n n! symmetries of the cube"},
          {"rotation_classes", "int", "their classes up to the rotations only"},
          {"list", "RealClass[]", "each class, R1, R2, ... as the report numbers them", {.python = "members"}},
      }},
      {"RealClass", {
          {"grid", "text", "the class's canonical grid"},
          {"orbit", "int", "the grids in the class"},
          {"rotation_classes", "int", "the classes up to rotation it splits into (1 or 2)"},
          {"dual", "text", "self-dual, dual valid, dual a pseudo-solution or dual invalid"},
          {"dual_class", "int", "the real class its dual falls in (R<dual_class>; itself when self-dual)", {.when = "the dual is a packing"}},
          {"dual_pseudo_class", "int", "the pseudo-solution class its dual falls in (P<dual_pseudo_class>)", {.when = "the dual is a pseudo-solution"}},
      }},
      {"PseudoSolutions", {
          {"raw", "int", "every pseudo-solution"},
          {"classes", "int", "their classes up to the 2^n n! symmetries of the cube"},
          {"rotation_classes", "int", "their classes up to the rotations only"},
          {"list", "PseudoClass[]", "each class, P1, P2, ... as the report numbers them", {.python = "members"}},
      }},
      {"PseudoClass", {
          {"grid", "text", "the class's canonical grid"},
          {"orbit", "int", "the grids in the class"},
          {"rotation_classes", "int", "the classes up to rotation it splits into (1 or 2)"},
          {"dual_real_class", "int", "the real class its dual falls in (R<dual_real_class>)", {.when = "the dual is a packing"}},
          {"dual_pseudo_class", "int", "the pseudo-solution class its dual falls in (P<dual_pseudo_class>)", {.when = "the dual is a pseudo-solution"}},
          {"overlap", "text[]", "the first overlapping pair of cells"},
      }},
      {"Duality", {
          {"self_dual", "int", "real classes whose dual lies in the class itself"},
          {"dual_valid", "int", "real classes whose dual is another real class"},
          {"dual_pseudo", "int", "real classes whose dual is a pseudo-solution"},
          {"dual_invalid", "int", "real classes whose dual is neither a packing nor a pseudo-solution"},
          {"classes_up_to_duality", "int", "the real classes up to symmetry and duality"},
      }},
  }};
}

// The cell sweep's figures (report/hoffman_product.cpp:check_json), in check --boxes and in construct.
std::vector<ResultKey> hoffman_box_check_keys() {
  return {
      {"box_count", "int", "the boxes checked"},
      {"cell_width", "int", "the cells' width: the least side of any box", {.when = "every box has positive sides inside the cube"}},
      {"reach", "int", "the most cells a box runs past its own (1 for Hoffman's boxes)", {.when = "every box has positive sides inside the cube"}},
      {"cube_volume", "text", "side^n, in decimal", {.when = "every box has positive sides inside the cube"}},
      {"boxes_volume", "text", "the sum of the boxes' volumes, in decimal", {.when = "every box has positive sides inside the cube"}},
      {"uncovered_volume", "text?", "the cube's volume less the boxes' (they are disjoint); null when some overlap", {.when = "every box has positive sides inside the cube"}},
      {"overlap_boxes", "int[]", "two overlapping boxes, by their line numbers (numbers from 1)", {.when = "two boxes overlap"}},
      {"outside", "int", "the line number of a box not inside the cube", {.when = "a box sticks out"}},
      {"bad_side", "int", "the line number of a box with a side below 1", {.when = "a box has a side below 1"}},
  };
}

ResultDeclaration hoffman_check_result() {
  constexpr const char* kGrid = "a grid given";
  constexpr const char* kFile = "boxes given";
  std::vector<ResultKey> keys = {
      {"dim", "int", "the dimension n, from the grid's shape or the file's first line"},
      {"lengths", "int[]", "the box lengths, shortest first (with boxes: the first box's sides)"},
      {"grid", "text", "the grid checked, as text", {.when = kGrid, .summary = true}},
      {"verdict", "text", "valid packing, pseudo-solution (lines fit, boxes overlap) or not a packing", {.summary = true}},
      {"lines_ok", "bool", "whether every line of cells holds each length once", {.when = kGrid}},
      {"contained", "bool", "whether every box lies inside the cube", {.when = kGrid}},
      {"overlapping_pairs", "int", "how many pairs of boxes overlap", {.when = kGrid}},
      {"canonical", "text", "the grid's canonical form: its least image under the symmetries", {.when = "the lines fit, 4D at most"}},
      {"side", "int", "the cube's side: the sum of the first box's sides", {.when = kFile}},
      {"same_sides", "bool", "whether every box's sides are the first box's in some order", {.when = kFile}},
      {"all_boxes", "bool", "whether there are n^n boxes", {.when = kFile}},
      {"side_condition", "bool", "whether (n+1)*a > a+b+... holds for the lengths (no n+1 boxes fit along a line)", {.when = kFile}},
  };
  keys.push_back({"valid", "bool", "whether it is a packing: every line fits (grid) or n^n boxes with the first box's sides (file), every box inside, no two overlapping"});
  keys.push_back({"overlap", "text[]", "the first overlapping pair of cells", {.when = "a grid given, two boxes overlap"}});
  for (ResultKey k : hoffman_box_check_keys()) {
    if (!k.info.when) k.info.when = kFile;
    keys.push_back(k);
  }
  return {keys};
}

ResultDeclaration hoffman_boxes_result() {
  return {{
      {"dim", "int", "the dimension n, from the grid's shape"},
      {"lengths", "int[]", "the box lengths, shortest first"},
      {"side", "int", "the side of the cube: the sum of the lengths"},
      {"grid", "text", "the grid, as text", {.summary = true}},
      {"valid", "bool", "whether the grid is a packing: every line fits, every box inside, no two overlap"},
      {"pseudo", "bool", "whether it is a pseudo-solution: every line fits, every box inside, yet two overlap"},
      {"verdict", "text", "valid packing, pseudo-solution or not a packing", {.summary = true}},
      {"boxes", "Box[]", "every box, cell by cell (x fastest), where the grid model places it"},
      {"overlaps", "Overlap[]", "the common part of each pair of overlapping boxes"},
      {"legend", "LegendEntry[]", "every orientation code of the dimension with its symbol, orientation and colour"},
      {"volume", "Volume", "the volumes of the cube, of the boxes and of their union"},
  }, {
      {"Box", {
          {"cell", "int[]", "the cell's coordinates"},
          {"origin", "int[]", "the box's lowest corner"},
          {"size", "int[]", "its side along each axis"},
          {"code", "int", "its orientation code, 0-23"},
          {"symbol", "text", "the code as the grid writes it (0-9, A-N)"},
          {"orientation", "text", "the lengths along the axes, e.g. abc"},
          {"colour", "text", "its colour, #rrggbb"},
      }},
      {"Overlap", {
          {"cells", "int[][]", "the coordinates of the two cells whose boxes overlap"},
          {"origin", "int[]", "the common part's lowest corner"},
          {"size", "int[]", "its side along each axis"},
      }},
      {"LegendEntry", {
          {"code", "int", "the orientation code, 0-23"},
          {"symbol", "text", "the code as the grid writes it (0-9, A-N)"},
          {"orientation", "text", "the lengths along the axes, e.g. abc"},
          {"colour", "text", "its colour, #rrggbb"},
      }},
      {"Volume", {
          {"cube", "text", "the cube's volume, side^n, exactly, in decimal (it exceeds 2^53 for long sides)"},
          {"boxes", "text", "the boxes' volumes summed, overlaps counted twice, exactly, in decimal"},
          {"covered", "text", "the volume of the union of the boxes inside the cube, exactly, in decimal"},
          {"covered_share", "number", "covered / cube"},
          {"gaps", "text", "cube - covered: what no box fills, exactly, in decimal"},
          {"overlaps", "text", "boxes - covered, exactly, in decimal: above 0 when boxes overlap"},
      }},
  }};
}

ResultDeclaration hoffman_search_result() {
  return {{
      {"dim", "int", "the dimension n: n^n boxes in a cube of side a+b+...", {.summary = true}},
      {"lengths", "int[]", "the box lengths, shortest first"},
      {"order", "text", "the cell order: dynamic, lex, wave or shells; none for cdcl"},
      {"method", "text", "cdcl (the clause-learning solver) or dfs (backtracking)", {.when = "mode first", .summary = true}},
      {"symmetric", "bool", "whether only packings symmetric under the central reflection were searched", {.when = "mode first"}},
      {"invariant", "text[]", "the symmetries PERM:FLIPS the grids searched are invariant under (empty: every grid)", {.when = "mode first"}},
      {"mode", "text", "first, count or estimate"},
      {"shard", "int", "the shard counted (i of i/N, from 0)", {.when = "mode count"}},
      {"shards", "int", "the shards the count is split into (N of i/N)", {.when = "mode count"}},
      {"split_depth", "int", "the depth at which the search tree is split into shards", {.unit = "cells", .when = "mode count"}},
      {"complete", "bool", "whether the shard was counted to the end (merge adds complete shards only)", {.when = "mode count"}},
      {"corner_fixed", "int", "the packings of the shard with cell 0 fixed", {.when = "mode count"}},
      {"raw", "int", "the packings of the shard: n! x corner_fixed (the axis permutations act freely on cell 0)", {.when = "mode count"}},
      {"estimate", "TreeEstimate", "Knuth's random-probe estimate of the search tree, cell 0 fixed", {.when = "mode estimate"}},
      {"found", "bool", "whether a packing was found (within time_limit)", {.when = "mode first", .summary = true}},
      {"exhausted", "bool", "whether the search proved that its space holds no packing", {.when = "mode first: cdcl, or dfs in dynamic order"}},
      {"restarts", "int", "the randomized restarts done", {.when = "mode first, dfs in dynamic order"}},
      {"conflicts", "int", "the solver's conflicts", {.unit = "conflicts", .when = "mode first, method cdcl"}},
      {"variables", "int", "the variables of the CNF", {.when = "mode first, method cdcl"}},
      {"clauses", "int", "the clauses of the CNF", {.when = "mode first, method cdcl"}},
      {"nodes", "int", "the search nodes (of the shard, for a count)", {.unit = "nodes", .when = "mode first with method dfs, or mode count"}},
      {"seconds", "number", "the time the search took", {.unit = "s", .when = "mode first or estimate"}},
      {"nodes_per_second", "number", "the search's rate", {.unit = "nodes/s", .when = "mode first, method dfs"}},
      {"deepest", "int", "the most cells placed at once", {.unit = "cells", .when = "mode first, method dfs"}},
      {"count_limit", "int", "the packings asked for, each new up to the symmetries", {.when = "mode first, method cdcl"}},
      {"count", "int", "the packings found", {.when = "mode first, method cdcl"}},
      {"packings", "FoundPacking[]", "every packing found, each new up to the symmetries, in the order found", {.when = "mode first, method cdcl"}},
      {"start", "ConstructionStart?", "the construction variant the whole 4D space was searched next to (its orbit excluded); null when none", {.when = "mode first, method cdcl"}},
      {"grid", "text", "the packing found, verified by the exact checker", {.when = "mode first, a packing was found"}},
      {"valid", "bool", "always true: the packing passed the exact checker", {.when = "mode first, a packing was found"}},
      {"canonical", "text", "the packing's canonical form: its least image under the symmetries", {.when = "method cdcl, a packing was found"}},
      {"stabilizer", "int", "the symmetries that fix the packing: the order of its symmetry group", {.when = "method cdcl, a packing was found"}},
      {"construction_class", "bool", "whether the packing is an image of a variant of the nested construction", {.when = "method cdcl, dim 4, a packing was found"}},
      {"sliced_family", "bool", "whether the packing is an image of a sliced construction (3 * 60^17 grids, the variants among them)", {.when = "method cdcl, dim 4, a packing was found"}},
  }, {
      {"TreeEstimate", {
          {"probes", "int", "the random probes"},
          {"nodes", "number", "the estimated size of the search tree", {.unit = "nodes"}},
          {"nodes_error", "number", "its standard error", {.unit = "nodes"}},
          {"leaves", "number", "the estimated packings with cell 0 fixed"},
          {"leaves_error", "number", "its standard error"},
          {"mean_depth", "number", "the cells filled before a probe died, on average", {.unit = "cells"}},
          {"max_depth", "int", "the most cells a probe filled", {.unit = "cells"}},
      }},
      hoffman_found_packing_record(),
      {"ConstructionStart", {
          {"variant", "int", "the variant (as construct's variant) the search started next to"},
          {"pairing", "int", "its pairing of the lengths (as construct's pairing)"},
          {"seed", "int", "the seed that chose it"},
      }},
  }};
}

ResultDeclaration hoffman_construct_result() {
  constexpr const char* kNested = "dim 2 or 4 without factors, packings, boxes or box";
  constexpr const char* kProduct = "the product construction: any other dim, or factors, packings, boxes or box given";
  return {{
      {"dim", "int", "the dimension n", {.summary = true}},
      {"lengths", "int[]", "the box lengths, shortest first"},
      {"grid", "text", "the packing, as grid text", {.when = kNested}},
      {"valid", "bool", "always true: the construction passed the exact checker"},
      {"layers", "text[]", "4D: the grid's four 3D blocks w = 0..3; 2D: empty", {.when = kNested}},
      {"coincidences", "text[]", "sums of lengths that coincide for these lengths (none for the defaults)", {.when = kNested}},
      {"variant", "int?", "the variant built (4D: which of the 16 super-boxes mirror their pinwheels; 2D: 1 the mirror pinwheel); null for a sliced construction", {.when = kNested, .summary = true}},
      {"pairing", "int", "4D: how the lengths pair up: 0 {a,b},{c,d}; 1 {a,c},{b,d}; 2 {a,d},{b,c}", {.when = kNested, .summary = true}},
      {"family", "SlicedFamily", "how many packings the nested and sliced constructions give", {.when = "dim 4 without factors, packings, boxes or box"}},
      {"slabs", "int[]?", "the slab tilings of a sliced construction, as given; null for a variant", {.when = "dim 4 without factors, packings, boxes or box"}},
      {"factors", "text", "the factorisation built, outer factor first: 2x3, (2x2)x2, ...", {.when = kProduct, .summary = true}},
      {"packings", "int[]", "each leaf's packing (pinwheel 0-1, 3D 0-1007), in reading order", {.when = kProduct}},
      {"side", "int", "the side of the cube: the sum of the lengths", {.when = kProduct}},
      {"box_count", "text", "how many boxes: n^n, in decimal", {.when = kProduct}},
      {"product_family", "ProductFamily", "how many packings the product construction gives for these factors", {.when = kProduct}},
      {"check", "BoxCheck", "the cell sweep's check of every box (8D and 9D: streamed, a cell layer of the first axis at a time, unless the boxes are written or drawn)", {.when = "product construction up to 9D, box not given"}},
      {"box", "OneBox", "box K and its check against the boxes touching it", {.when = "box given"}},
      {"sample", "BoxSample", "boxes drawn at random, each checked against the boxes touching it", {.when = "sample above 0"}},
  }, {
      {"SlicedFamily", {
          {"variants", "int", "the variants of the nested construction: 3 pairings x 2^32"},
          {"slab_tilings", "int", "the slab tilings of a super-box, and of the arrangement"},
          {"packings_at_least", "text", "the distinct packings the sliced constructions make (3 * 60^17), in decimal: a lower bound on the 4D packings"},
          {"classes_at_least", "text", "those up to the symmetries, in decimal: a lower bound"},
      }},
      {"ProductFamily", {
          {"formula", "text", "the count as a product of powers: every leaf instance chosen on its own, and each node's split of its lengths into rows"},
          {"log10", "number", "its decimal logarithm"},
          {"packings", "text?", "the count in decimal; null past 65,536 bits (9D and up)"},
          {"distinct_formula", "text?", "distinct packings among them, at least: every split of the lengths into rows fixed (docs/hoffman-dimensions.md); null unless no two sets of the lengths have the same sum"},
          {"distinct_log10", "number?", "its decimal logarithm; null with it"},
      }},
      {"BoxCheck", [] {
         auto keys = hoffman_box_check_keys();
         keys.insert(keys.begin() + 1, {"valid", "bool", "always true: every box inside the cube, no two overlapping"});
         keys.push_back({"layers", "int", "the cell layers of the first axis, checked one after another", {.when = "8D and 9D without boxes or a picture (streamed)"}});
         keys.push_back({"most_held", "int", "the most boxes held in memory at once (two cell layers)", {.when = "8D and 9D without boxes or a picture (streamed)"}});
         return keys;
       }()},
      {"BoxSample", {
          {"boxes", "int", "the boxes drawn (seed 47: the same every run)"},
          {"touching", "int", "the boxes touching them, summed over the draws, none overlapping them"},
      }},
      {"OneBox", {
          {"index", "text", "K, in decimal"},
          {"lo", "int[]", "its lowest corner"},
          {"side", "int[]", "its sides along the axes"},
          {"neighbours", "int?", "the other boxes touching it (found through the recipe), none overlapping it; null past 18D (not checked)"},
      }},
  }};
}

ResultDeclaration hoffman_slice_result() {
  return {{
      {"dim", "int", "the dimension n", {.summary = true}},
      {"lengths", "int[]", "the box lengths, shortest first"},
      {"side", "int", "the side of the cube: the sum of the lengths"},
      {"factors", "text", "the factorisation built, outer factor first: 2x3, (2x2)x2, ..."},
      {"packings", "int[]", "each leaf's packing (pinwheel 0-1, 3D 0-1007), in reading order"},
      {"at", "int[]", "the points t of the axes from the fourth on: the slice fixes each at t + 1/2", {.summary = true}},
      {"count", "int", "the boxes the slice cuts", {.summary = true}},
      {"boxes", "SliceBox[]", "every box the slice cuts, by index, with its section along the first three axes"},
      {"volume", "SliceVolume", "the sections' volumes against the 3D cube's, exactly, in decimal"},
  }, {
      {"SliceBox", {
          {"index", "int", "the box's index K (as construct's box)"},
          {"origin", "int[]", "its section's lowest corner along x1, x2, x3"},
          {"size", "int[]", "its section's sides along x1, x2, x3"},
          {"sides", "int[]", "the box's sides along all n axes"},
          {"colour", "text", "its colour by its sides along x1 and x2 (as the SVG slices), #rrggbb"},
      }},
      {"SliceVolume", {
          {"cube", "text", "side^3"},
          {"covered", "text", "the sections' volumes summed: the slice's covered volume (the sections are disjoint, checked by the cell sweep)"},
          {"covered_share", "number", "covered / cube"},
          {"gaps", "text", "cube - covered: what no box fills"},
      }},
  }};
}

ResultDeclaration hoffman_layers_result() {
  return {{
      {"dim", "int", "the dimension n: n^n boxes in a cube of side a+b+...", {.summary = true}},
      {"lengths", "int[]", "the box lengths, shortest first"},
      {"rows", "int", "rows of n cells with their x and y lengths known", {.summary = true}},
      {"rows_all_orientations", "int", "rows with full orientations"},
      {"layers", "int", "n x n layers whose x-y footprints are disjoint", {.summary = true}},
      {"layers_all_orientations", "int", "n x n layers with full orientations"},
      {"footprints_forced", "bool", "whether every x-y layer of a packing must have disjoint footprints (the lengths are close)"},
      {"coincidences", "text[]", "sums of lengths that coincide for these lengths"},
      {"layer_nodes", "int", "the nodes of the search that counted the layers", {.unit = "nodes"}},
  }};
}

ResultDeclaration hoffman_merge_result() {
  return {{
      {"dim", "int", "the dimension n of the count", {.summary = true}},
      {"lengths", "int[]", "the box lengths, shortest first"},
      {"order", "text", "the cell order of the count: lex, wave or shells"},
      {"shard", "int", "always -1: every shard added up"},
      {"shards", "int", "the shards the count was split into", {.summary = true}},
      {"split_depth", "int", "the depth at which the search tree was split into shards", {.unit = "cells"}},
      {"complete", "bool", "always true: every shard was counted to the end"},
      {"corner_fixed", "int", "the packings with cell 0 fixed, every shard together"},
      {"raw", "int", "the packings of the space: n! x corner_fixed", {.summary = true}},
      {"nodes", "int", "the search nodes of every shard together", {.unit = "nodes"}},
      {"files", "int", "the shard results merged"},
  }};
}

ResultDeclaration hoffman_symmetries_result() {
  return {{
      {"dim", "int", "the dimension n: n^n boxes in a cube of side a+b+...", {.summary = true}},
      {"lengths", "int[]", "the box lengths, shortest first"},
      {"time_limit", "number", "the seconds allowed per class", {.unit = "s"}},
      {"classes", "SymmetryClass[]", "one row per conjugacy class of symmetries of the n-cube, as the report lists them"},
      {"found", "int", "classes with a packing", {.summary = true}},
      {"none", "int", "classes proved to have no packing", {.summary = true}},
      {"unknown", "int", "classes left undecided at the time limit", {.summary = true}},
  }, {
      {"SymmetryClass", {
          {"symmetry", "text", "the class's representative, PERM:FLIPS"},
          {"class_size", "int", "the symmetries in the class"},
          {"order", "int", "the order of each"},
          {"rotation", "bool", "whether it is a rotation (no reflection)"},
          {"result", "text", "found, none (proved) or unknown (out of time)"},
          {"seconds", "number", "the solver's time on the class", {.unit = "s"}},
          {"conflicts", "int", "the solver's conflicts", {.unit = "conflicts"}},
          {"grid", "text", "a packing invariant under the representative, verified", {.when = "result found"}},
          {"stabilizer", "int", "the order of that packing's symmetry group", {.when = "result found"}},
          {"witness", "text", "which known packing the grid is (an image of)", {.when = "the packing is not the solver's answer for the class itself"}},
          {"count", "InvariantCount", "the packings invariant under the representative", {.when = "count_time > 0, result found, the class among count_classes"}},
      }},
      {"InvariantCount", {
          {"packings", "int", "the packings invariant under the representative (a lower bound unless exact)"},
          {"orbits", "int", "their classes under the whole group (a lower bound unless exact)"},
          {"exact", "bool", "whether the solver exhausted the class: the counts are exact"},
          {"seconds", "number", "the time the count took", {.unit = "s"}},
      }},
  }};
}

ResultDeclaration hoffman_conquer_result() {
  return {{
      {"dim", "int", "the dimension n: n^n boxes in a cube of side a+b+...", {.summary = true}},
      {"lengths", "int[]", "the box lengths, shortest first"},
      {"invariant", "text[]", "the symmetries PERM:FLIPS the grids searched are invariant under (empty: every grid, cell 0 fixed)"},
      {"depth", "int", "the cells next to cell 0 whose orientations make the cubes", {.unit = "cells"}},
      {"cells", "text[]", "those cells, by name"},
      {"cubes", "int", "the cubes in all: (n!)^depth", {.summary = true}},
      {"cube_conflicts", "int", "the conflicts allowed per cube", {.unit = "conflicts"}},
      {"batch", "int", "the cubes solved one after another on one copy of the formula", {.unit = "cubes"}},
      {"refuted", "int", "cubes proved to hold no packing", {.summary = true}},
      {"with_packing", "int", "cubes in which a packing was found (one each)", {.summary = true}},
      {"open", "int", "cubes the conflict budget did not settle (a larger one retries them)", {.summary = true}},
      {"untried", "int", "cubes not yet tried (a time limit ended the run)", {.summary = true}},
      {"settled", "bool", "whether every cube is refuted or holds a packing"},
      {"open_cubes", "int[]", "the open cubes' indices"},
      {"packings", "CubePacking[]", "one packing per cube that holds one, by cube, each verified by the exact checker"},
      {"distinct_packings", "int", "the distinct packings among them up to the symmetries"},
      {"conflicts", "int", "the solver's conflicts over every cube and run", {.unit = "conflicts"}},
      {"core_seconds", "number", "the solver's time over every cube and run, summed over the ranks", {.unit = "s"}},
      {"seconds", "number", "this run's wall time (the slowest rank)", {.unit = "s"}},
      {"ranks", "int", "the MPI ranks that shared the cubes"},
      {"variables", "int", "the variables of the CNF"},
      {"clauses", "int", "the clauses of the CNF"},
      {"refuted_per_core_hour", "number", "cubes refuted per core-hour of solver time", {.unit = "cubes/core-hour"}},
      {"untried_core_hours", "number", "what the untried cubes would take at the mean solver time per cube so far", {.unit = "core-hours"}},
      {"sample", "int", "the cubes tried: a uniform random sample of them", {.unit = "cubes", .when = "sample was given"}},
      {"seed", "int", "the random seed of the sample", {.when = "sample was given"}},
      {"estimate", "SampleEstimate", "the space's count estimated from the sample", {.when = "count and sample, once the sample is settled"}},
      {"packing_count", "int", "the packings in the cubes tried (exact when settled, else a lower bound)", {.when = "count", .summary = true}},
      {"orbit_count", "int", "their classes under the 2^n n! symmetries (exact when settled, else a lower bound)", {.when = "count", .summary = true}},
      {"count_exact", "bool", "whether the counts are the space's exact count: every cube settled, no sample", {.when = "count"}},
      {"packing_count_cell0_free", "int", "the packings with cell 0 free: packing_count x n!", {.when = "count, no invariant"}},
  }, {
      {"CubePacking", {
          {"cube", "int", "the cube's index"},
          {"grid", "text", "the packing found in it, verified by the exact checker"},
          {"canonical", "text", "its canonical form: its least image under the symmetries (itself in 5D)"},
      }},
      {"SampleEstimate", {
          {"packings", "number", "the estimated packings of the space: the sample mean times the cubes"},
          {"packings_stderr", "number", "its standard error"},
          {"orbits", "number", "the estimated orbits under the symmetries"},
          {"orbits_stderr", "number", "its standard error"},
          {"cubes_with_packings", "int", "the sampled cubes that hold packings"},
          {"packings_cell0_free", "number", "the estimated packings with cell 0 free: packings x n!", {.when = "no invariant"}},
      }},
  }};
}

ResultDeclaration hoffman_approx_count_result() {
  return {{
      {"dim", "int", "the dimension n: n^n boxes in a cube of side a+b+...", {.summary = true}},
      {"lengths", "int[]", "the box lengths, shortest first"},
      {"invariant", "text[]", "the symmetries PERM:FLIPS the grids counted are invariant under (empty: every grid)"},
      {"estimate", "number", "the packings of the space (raw): exact when exact, else the median of the hashes' estimates", {.summary = true}},
      {"estimate_cell0_fixed", "number?", "the estimate with cell 0 fixed (estimate / n!); null when invariant is given"},
      {"exact", "bool", "whether the space holds fewer packings than the threshold: counted one by one", {.summary = true}},
      {"epsilon", "number", "the tolerance asked for: the estimate within a factor 1 + epsilon"},
      {"delta", "number", "the failure probability asked for"},
      {"delta_achieved", "number", "the failure probability the hashes done guarantee (0 when exact, 1 for none)"},
      {"complete", "bool", "whether every planned hash ran, so that the (epsilon, delta) guarantee holds", {.summary = true}},
      {"interval", "number[]", "[estimate / (1 + epsilon), estimate * (1 + epsilon)]; [estimate, estimate] when exact"},
      {"threshold", "int", "the cell size below which the packings are counted one by one"},
      {"iterations", "int", "the hashes done"},
      {"iterations_planned", "int", "the hashes delta asks for"},
      {"estimates", "number[]", "each hash's estimate: its cell's count x 2^m (cell 0 fixed when invariant is not given)"},
      {"xors", "int[]", "each hash's m: the XOR constraints it added"},
      {"solver_calls", "int", "the calls to CryptoMiniSat"},
      {"sampling_variables", "int", "the variables the hashes range over"},
      {"variables", "int", "the variables of the CNF"},
      {"clauses", "int", "the clauses of the CNF"},
      {"seed", "int", "the random seed of the hashes"},
      {"seconds", "number", "the time this run took", {.unit = "s"}},
  }};
}

}  // namespace

namespace {
// CLI: draw when --svg names a target; Python: always; the page: as its request says.
template <class R>
void draw_for_door(R& r, const DoorContext& door) {
  if (door.door == kCli) r.draw = !r.svg.empty();
  if (door.door == kPython) r.draw = true;
}
}  // namespace

std::vector<Verb> hoffman_verbs() {
  std::vector<Verb> v;
  {
    using R = HoffmanEnumerateRequest;
    v.push_back(declare_verb<R>("hoffman", "enumerate",
                                "all packings and pseudo-solutions (2D, 3D): raw, up to symmetry, up to rotation; "
                                "duality classes", hoffman_enumerate_result,
                                hoffman_enumerate, draw_for_door<R>)
        .described("Each class comes with its canonical grid and its picture, each real class with its dual."));
  }
  {
    using R = HoffmanCheckRequest;
    v.push_back(declare_verb<R>(
        "hoffman", "check", "check a grid (text form, e.g. 01,10) with the exact geometric checker", hoffman_check_result,
        hoffman_check, [](R& r, const DoorContext& door) {
          // The CLI draws no picture of a checked grid; Python always does.
          if (door.door == kPython) r.draw = true;
        })
        .described("A grid that is not a packing is a result (`valid` false), not an error."));
  }
  {
    using R = HoffmanBoxesRequest;
    v.push_back(declare_verb<R>("hoffman", "boxes", "the boxes of a grid placed by the grid model, for 3D views", hoffman_boxes_result,
                                hoffman_boxes, nullptr, kWasm));
  }
  {
    using R = HoffmanSearchRequest;
    v.push_back(declare_verb<R>(
        "hoffman", "search",
        "search in dimension 2, 3 or 4: the first packing (clause learning or backtracking), a tree-size estimate "
        "or a full count", hoffman_search_result,
        hoffman_search,
        [](R& r, const DoorContext& door) {
          // Python offers the first-packing search only (cubeworks.hoffman.search_first), drawn.
          if (door.door == kPython) r.mode = hoffman::SearchMode::First;
          draw_for_door(r, door);
        },
        kCli | kPython));
  }
  {
    using R = HoffmanConstructRequest;
    v.push_back(declare_verb<R>("hoffman", "construct",
                                "build a packing without search and verify it: the 2D pinwheel, the 4D nested "
                                "pinwheels, or the product construction in any dimension 2^i 3^j", hoffman_construct_result,
                                hoffman_construct, draw_for_door<R>));
  }
  {
    using R = HoffmanSliceRequest;
    v.push_back(declare_verb<R>("hoffman", "slice",
                                "a 3D slice of a product-construction packing (4D to 8D): the boxes cut where the "
                                "axes from the fourth on are fixed, their sections checked, the volume they cover",
                                hoffman_slice_result, hoffman_slice));
  }
  {
    using R = HoffmanLayersRequest;
    v.push_back(declare_verb<R>("hoffman", "layers",
                                "rows (two axes distinguished) and n x n layers for the given lengths; length "
                                "coincidences", hoffman_layers_result,
                                hoffman_layers)
        .described("4D takes some seconds, and the count does not stop at Ctrl-C."));
  }
  {
    using R = HoffmanMergeRequest;
    v.push_back(declare_verb<R>("hoffman", "merge", "add up the shard results (the JSON documents of a sharded count)", hoffman_merge_result,
                                hoffman_merge, nullptr, kCli));
  }
  {
    using R = HoffmanSymmetriesRequest;
    v.push_back(declare_verb<R>("hoffman", "symmetries",
                                "for every conjugacy class of symmetries: is there a packing invariant under it? "
                                "(clause-learning solver)", hoffman_symmetries_result,
                                hoffman_symmetries, nullptr,
                                kCli | kPython)
        .described("Each class is one run of the clause-learning solver: a verified witness, a proof that none "
                   "exists, or `unknown` after {time_limit} seconds. 4D takes minutes."));
  }
  {
    using R = HoffmanConquerRequest;
    v.push_back(declare_verb<R>("hoffman", "conquer",
                                "cube-and-conquer over every grid (cell 0 fixed): the orientations of the first cells "
                                "make cubes, each one solver call with a conflict budget; resumable; under mpirun the "
                                "ranks share the cubes", hoffman_conquer_result,
                                hoffman_conquer, nullptr, kCli | kPython)
        .described("The orientations of the first {depth} cells after cell 0 make (n!)^depth cubes; each is one "
                   "solver call under assumptions with {cube_conflicts} conflicts: refuted, a packing "
                   "(verified), or open. The same call with a larger budget and the same {checkpoint} retries "
                   "the open cubes. Dimension 5 is allowed here. With {count} every packing of each cube is "
                   "enumerated, so the sums are the space's exact count once every cube is settled (dimension 4 "
                   "at most)."));
  }
  {
    // The CLI spells the command approx-count (cli/hoffman_approx_count.cpp).
    using R = HoffmanApproxCountRequest;
    v.push_back(declare_verb<R>("hoffman", "approx_count",
                                "estimate how many packings a space holds (hashing-based approximate model counting "
                                "with CryptoMiniSat; exact when few)", hoffman_approx_count_result,
                                hoffman_approx_count, nullptr,
                                kCli | kPython)
        .described("Within a factor 1 + {epsilon} of the truth with probability at least 1 - {delta}; exact when "
                   "the space holds fewer packings than the threshold (72 for epsilon 0.8)."));
  }
  return v;
}

}  // namespace cw::report
