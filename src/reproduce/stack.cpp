// The Instant Insanity section of `cubeworks reproduce`: the classic column's one solution beside
// the textbook's statement, and the census of MacMahon's and Haraguchi's cubes (this project's
// figures: no publication gives them), every row read from the declared verbs' documents.
#include <fmt/format.h>

#include "render/distribution_svg.hpp"
#include "reproduce/sections.hpp"

namespace cw::reproduce {

ReproSection stack_section() {
  ReproSection s{"stack", "Instant Insanity", {}, {}, {}, 0};
  const Json classic = verb_document("stack.solve", Json::object());
  const Json& count = classic.at("count");
  s.rows.push_back({"classic Instant Insanity: stacks up to the column's 8 motions",
                    std::to_string(count.at("classes").get<uint64_t>()), "1", count.at("classes") == 1,
                    fmt::format("{} stacks with the cubes in a fixed order; every one checked face by face",
                                count.at("stacks").get<uint64_t>())});
  s.rows.push_back({"classic Instant Insanity: pairs of subgraphs (the graph method)",
                    std::to_string(count.at("subgraph_pairs").get<uint64_t>()), "1", count.at("subgraph_pairs") == 1,
                    "the textbook's \"essentially one solution\""});
  for (const char* pool : {"macmahon", "haraguchi"}) {
    const Json c = verb_document("stack.census", {{"pool", pool}});
    const std::string name = c.at("pool") == "macmahon" ? "MacMahon's 30 cubes" : "Haraguchi's 68 cubes";
    std::vector<render::Bar> bars;
    for (const Json& b : c.at("by_classes"))
      bars.push_back({std::to_string(b.at("classes").get<int>()), b.at("sets").get<uint64_t>(), std::nullopt});
    const std::string caption = fmt::format("{}, sets of {}: sets by number of stacks up to the column's motions",
                                            name, c.at("size").get<int>());
    s.figures.push_back({fmt::format("stack_census_{}.svg", pool), caption,
                         render::distribution_svg({caption, "stacks up to the column's motions (0: does not stack)",
                                                   "sets", "", true}, bars)});
    s.rows.push_back({fmt::format("{}, sets of {}: stack / in exactly one way", name, c.at("size").get<int>()),
                      fmt::format("{} / {} of {}", c.at("solvable").get<uint64_t>(), c.at("unique").get<uint64_t>(),
                                  c.at("sets").get<uint64_t>()),
                      "", std::nullopt, "new; checked against a plain per-set count in the tests"});
  }
  s.notes.push_back("Stacks are counted by the graph method over the column's colour graph, each solution checked "
                    "face by face; the census lists the halves of each set's graph (docs/stack.md).");
  return s;
}

}  // namespace cw::reproduce
