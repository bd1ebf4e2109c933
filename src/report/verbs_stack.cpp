// The `stack` verbs as every door offers them (report/verbs.hpp); the fields are the tables of
// report/stack.hpp. The command line draws where --svg asks, Python draws whatever it can (svg()
// needs no asking), the page asks with `draw`.
#include "report/stack.hpp"
#include "report/verbs.hpp"

namespace cw::report {

// The keys of each stack verb's document (core/results.hpp), in the order the document holds them.
namespace {

// A column's stacks counted three ways, as stack solve and stack design give them.
ResultRecord stack_count_record() {
  return {"Count", {
      {"stacks", "int", "stacks with the cubes in the given order (every order of them stacks too)"},
      {"classes", "int", "stacks up to the column's 8 motions (quarter turns about its axis, upside down)"},
      {"subgraph_pairs", "int", "unordered pairs {front-back, left-right} of subgraphs: the textbook's count"},
      {"complete", "bool", "false when max_nodes stopped the count: the counts are then lower bounds", {.when = "stack solve (design's recount is always complete)"}},
      {"nodes", "int", "the search nodes the count took", {.unit = "nodes", .when = "stack solve"}},
  }};
}

// One solution, each cube turned to show it and re-checked face by face.
ResultRecord stack_solution_record() {
  return {"Solution", {
      {"cubes", "TurnedCube[]", "each cube of the column, turned to show the solution"},
      {"checked", "bool", "always true: the independent checker passed the stack face by face"},
  }};
}

ResultRecord stack_turned_cube_record() {
  return {"TurnedCube", {
      {"cube", "int", "the cube's place in the column, from 1"},
      {"turned", "text", "its colouring once turned (faces up, down, front, back, left, right)"},
      {"turn", "text", "a shortest turn word from the cube as given (x, y, z, X, Y, Z); '' for none"},
      {"front", "text", "the colour it shows on the front"},
      {"right", "text", "the colour it shows on the right"},
      {"back", "text", "the colour it shows on the back"},
      {"left", "text", "the colour it shows on the left"},
      {"front_back", "text[]", "the two colours of its pair in the front-back subgraph"},
      {"left_right", "text[]", "the two colours of its pair in the left-right subgraph"},
  }};
}

ResultDeclaration stack_solve_result() {
  return {{
      {"cubes", "Cube[]", "the cubes of the column, in the order given"},
      {"colours", "text[]", "the colour names, in colour order"},
      {"rule", "text", "what each long side must show"},
      {"symmetry", "text", "the motions that make two stacks one class"},
      {"count", "Count", "the column's stacks counted three ways", {.summary = true}},
      {"solutions", "Solution[]", "the first limit solutions (one per pair of subgraphs), each checked face by face"},
  }, {
      {"Cube", {
          {"item", "text", "the cube as given: a colouring, a name, or classic"},
          {"colouring", "text", "its colouring (faces up, down, front, back, left, right)"},
      }},
      stack_count_record(),
      stack_solution_record(),
      stack_turned_cube_record(),
  }};
}

ResultDeclaration stack_explain_result() {
  return {{
      {"colours", "text[]", "the colour names, in colour order"},
      {"edges", "Edge[]", "the colour graph: one edge per pair of opposite faces of each cube"},
      {"faces_per_colour", "object", "the faces of each colour, keyed by colour name"},
      {"stacks", "bool", "whether the column stacks", {.summary = true}},
      {"obstacle", "text", "'none', 'too_few_colours', 'rare_colour', 'no_subgraph', 'no_disjoint_pair' or 'unknown' (max_nodes reached)", {.summary = true}},
      {"reason", "text", "why the column does or does not stack, in one sentence"},
      {"valid_subgraphs", "int", "the subgraphs with one pair per cube and every colour of degree 2 (at most 2 with more colours than cubes)"},
      {"valid_subgraphs_complete", "bool", "false when max_nodes stopped the count of valid subgraphs (a lower bound then)"},
      {"solution", "Solution?", "one solution's two subgraphs and the stack they give; null when the column does not stack"},
  }, {
      {"Edge", {
          {"cube", "int", "the cube, from 1"},
          {"faces", "text", "its pair of opposite faces: 'UD', 'FB' or 'LR'"},
          {"colours", "text[]", "the two colours of the pair"},
          {"loop", "bool", "whether both faces have the same colour"},
      }},
      stack_solution_record(),
      stack_turned_cube_record(),
  }};
}

ResultDeclaration stack_check_result() {
  return {{
      {"cubes", "StandingCube[]", "each cube as it stands, turned as turns asks"},
      {"colours", "text[]", "the colour names, in colour order"},
      {"fills", "text[]", "the fill each colour is painted with in the pictures, in colour order"},
      {"sides", "Side[]", "the four long sides front, right, back and left as they stand"},
      {"complete_sides", "int", "the long sides that show different colours", {.summary = true}},
      {"solved", "bool", "whether every long side shows different colours (checked face by face)", {.summary = true}},
      {"hint", "Hint?", "the turn of one cube towards the nearest stack; null unless hint was asked for"},
  }, {
      {"StandingCube", {
          {"cube", "int", "the cube's place in the column, from 1"},
          {"item", "text", "the cube as given: a colouring, a name, or classic"},
          {"colouring", "text", "its colouring as given (faces up, down, front, back, left, right)"},
          {"turn", "text", "its turn from turns, as a shortest word; '' for none"},
          {"turned", "text", "its colouring once turned"},
          {"front", "text", "the colour it shows on the front"},
          {"right", "text", "the colour it shows on the right"},
          {"back", "text", "the colour it shows on the back"},
          {"left", "text", "the colour it shows on the left"},
      }},
      {"Side", {
          {"side", "text", "'front', 'right', 'back' or 'left'"},
          {"colours", "text[]", "the colours it shows, top to bottom"},
          {"complete", "bool", "whether they are all different"},
          {"repeated", "text[]", "the colours it shows more than once, in colour order"},
      }},
      {"Hint", {
          {"stacks", "bool?", "whether the column has a stack; null when none was found within max_nodes"},
          {"complete", "bool", "whether every stack was looked at (false: the node or stack limit came first)"},
          {"differing", "int", "the cubes whose sides differ from the nearest stack's", {.when = "a stack was found"}},
          {"stacks_seen", "int", "the stacks looked at", {.when = "a stack was found"}},
          {"cube", "int", "the first cube the nearest stack turns differently, from 1", {.when = "the column is not yet that stack"}},
          {"turn", "text", "that cube's whole turn from the cube as given", {.when = "the column is not yet that stack"}},
          {"moves", "text", "a shortest turn of that cube from how it stands", {.when = "the column is not yet that stack"}},
          {"sides", "CubeSides", "the colours that cube shows in the nearest stack", {.when = "the column is not yet that stack"}},
      }},
      {"CubeSides", {
          {"front", "text", "the colour on the front"},
          {"right", "text", "the colour on the right"},
          {"back", "text", "the colour on the back"},
          {"left", "text", "the colour on the left"},
      }},
  }};
}

ResultDeclaration stack_census_result() {
  return {{
      {"pool", "text", "the pool: macmahon or haraguchi"},
      {"pool_size", "int", "the cubes of the pool"},
      {"colours", "int", "the pool's colours"},
      {"size", "int", "the cubes per set"},
      {"sets", "int", "the sets counted: C(pool_size, size)", {.summary = true}},
      {"solvable", "int", "the sets that stack", {.summary = true}},
      {"unique", "int", "the sets that stack in exactly one way up to the column's motions", {.summary = true}},
      {"by_classes", "ClassCount[]", "the sets by their number of stacks up to the column's motions (0 included)"},
      {"by_subgraph_pairs", "PairCount[]", "the sets by their number of pairs of subgraphs"},
  }, {
      {"ClassCount", {
          {"classes", "int", "stacks up to the column's 8 motions"},
          {"sets", "int", "the sets with that many"},
      }, /*pair=*/true},
      {"PairCount", {
          {"subgraph_pairs", "int", "unordered pairs {front-back, left-right} of subgraphs"},
          {"sets", "int", "the sets with that many"},
      }},
  }};
}

ResultDeclaration stack_random_result() {
  return {{
      {"model", "text", "how the columns were coloured: balanced, uniform or planted", {.summary = true}},
      {"trials", "int", "the random columns per height", {.summary = true}},
      {"seed", "int", "the random generator's seed"},
      {"max_nodes", "int", "the limit per column: search nodes, or SAT conflicts", {.unit = "nodes"}},
      {"method", "text", "always 'staged'", {.when = "method staged", .summary = true}},
      {"rows", "Row[]", "one row per height, in the order of sizes"},
  }, {
      {"Row", {
          {"n", "int", "the height: cubes, and colours"},
          {"trials", "int", "the columns of this height"},
          {"solvable", "int", "the columns that stack"},
          {"unsolvable", "int", "the columns proved not to stack", {.when = "method staged"}},
          {"undecided", "int", "the columns left undecided by the graph method (compare) or by every stage (staged)"},
          {"graph_median_ms", "number", "the graph method's median time per column", {.unit = "ms", .when = "method compare"}},
          {"graph_worst_ms", "number", "the graph method's worst time", {.unit = "ms", .when = "method compare"}},
          {"graph_worst_nodes", "int", "the graph method's most search nodes on one column", {.unit = "nodes", .when = "method compare"}},
          {"sat", "Timing", "CaDiCaL on the graph encoding", {.when = "method compare, in a build with CaDiCaL"}},
          {"brute", "Timing", "brute force", {.when = "method compare, n at most brute_max"}},
          {"by_stage", "StageCounts", "the columns each stage decided", {.when = "method staged"}},
          {"sat_stacks", "int", "the columns CaDiCaL found a stack for", {.when = "method staged"}},
          {"median_ms", "number", "the median CPU time per column, all stages", {.unit = "ms", .when = "method staged"}},
          {"worst_ms", "number", "the worst CPU time of a column", {.unit = "ms", .when = "method staged"}},
          {"cross_checked", "int", "the decided columns the graph method (n up to 12) or brute force confirmed", {.when = "method staged"}},
      }},
      {"Timing", {
          {"median_ms", "number", "the median time per column", {.unit = "ms"}},
          {"worst_ms", "number", "the worst time", {.unit = "ms"}},
          {"undecided", "int", "the columns it left undecided within max_nodes"},
      }},
      {"StageCounts", {
          {"counting", "int", "refuted by counting colours and faces"},
          {"propagation", "int", "refuted by bounds propagation"},
          {"probing", "int", "refuted by failed-literal probing"},
          {"parity", "int", "refuted by the equations mod 2"},
          {"sat", "int", "decided by CaDiCaL on the three-class encoding"},
          {"undecided", "int", "decided by no stage"},
      }},
  }};
}

ResultDeclaration stack_design_result() {
  return {{
      {"cubes", "text[]", "the designed cubes: colourings (pool new) or pool names", {.summary = true}},
      {"list", "text", "the cubes comma separated, as stack solve takes them", {.python = "cube_list"}},
      {"count", "Count", "the column's stacks, counted again from scratch (classes always 1)"},
      {"solution", "Solution", "its one solution, checked face by face"},
      {"attempts", "int", "the restarts (pool new) or random sets (a pool) it took, the last one included", {.summary = true}},
      {"redraws", "int", "the hidden pairs redrawn over all restarts (0 from a pool)"},
  }, {
      stack_count_record(),
      stack_solution_record(),
      stack_turned_cube_record(),
  }};
}

}  // namespace

namespace stack_verbs_detail {
template <class R>
void stack_draw(R& r, const DoorContext& door) {
  if (door.door == kCli) r.draw = !r.svg.empty();
  if (door.door == kPython) r.draw = true;
}
}  // namespace stack_verbs_detail
using stack_verbs_detail::stack_draw;

std::vector<Verb> stack_verbs() {
  std::vector<Verb> v;
  v.push_back(declare_verb<StackSolveRequest>(
      "stack", "solve", "every stack of a column of coloured cubes (Instant Insanity), counted and checked", stack_solve_result, stack_solve,
      stack_draw<StackSolveRequest>));
  v.push_back(declare_verb<StackExplainRequest>(
      "stack", "explain", "the colour graph of a column and why it does or does not stack", stack_explain_result, stack_explain,
      stack_draw<StackExplainRequest>));
  v.push_back(declare_verb<StackCheckRequest>(
      "stack", "check", "a column with each cube turned by hand: which long sides are complete, and a hint", stack_check_result, stack_check));
  v.push_back(declare_verb<StackCensusRequest>(
      "stack", "census", "every k-set of MacMahon's 30 or Haraguchi's 68 cubes: how many stack, how many one way", stack_census_result,
      stack_census, stack_draw<StackCensusRequest>));
  v.push_back(declare_verb<StackRandomRequest>(
      "stack", "random", "random columns of n cubes and n colours: solvable fraction, graph method against brute force", stack_random_result,
      stack_random, [](StackRandomRequest& r, const DoorContext& door) {
        if (door.door == kCli) r.draw = !r.svg.empty();
      }));
  v.push_back(declare_verb<StackDesignRequest>(
      "stack", "design", "a column of n cubes that stacks in exactly one way", stack_design_result, stack_design,
      stack_draw<StackDesignRequest>)
      .described("Its solution is counted again and checked face by face."));
  return v;
}

}  // namespace cw::report
