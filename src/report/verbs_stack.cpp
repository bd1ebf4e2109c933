// The `stack` verbs as every door offers them (report/verbs.hpp); the fields are the tables of
// report/stack.hpp. The command line draws where --svg asks, Python draws whatever it can (svg()
// needs no asking), the page asks with `draw`.
#include "report/stack.hpp"
#include "report/verbs.hpp"

namespace cw::report {

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
      "stack", "solve", "every stack of a column of coloured cubes (Instant Insanity), counted and checked", stack_solve,
      stack_draw<StackSolveRequest>));
  v.push_back(declare_verb<StackExplainRequest>(
      "stack", "explain", "the colour graph of a column and why it does or does not stack", stack_explain,
      stack_draw<StackExplainRequest>));
  v.push_back(declare_verb<StackCheckRequest>(
      "stack", "check", "a column with each cube turned by hand: which long sides are complete, and a hint", stack_check));
  v.push_back(declare_verb<StackCensusRequest>(
      "stack", "census", "every k-set of MacMahon's 30 or Haraguchi's 68 cubes: how many stack, how many one way",
      stack_census));
  v.push_back(declare_verb<StackRandomRequest>(
      "stack", "random", "random columns of n cubes and n colours: solvable fraction, graph method against brute force",
      stack_random, [](StackRandomRequest& r, const DoorContext& door) {
        if (door.door == kCli) r.draw = !r.svg.empty();
      }));
  v.push_back(declare_verb<StackDesignRequest>(
      "stack", "design", "a column of n cubes that stacks in exactly one way", stack_design,
      stack_draw<StackDesignRequest>));
  return v;
}

}  // namespace cw::report
