#include "rolling/generate.hpp"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <tuple>

#include "core/error.hpp"
#include "rolling/bfs.hpp"
#include "rolling/kind_solve.hpp"
#include "rolling/layout.hpp"
#include "rolling/pattern.hpp"

using namespace cw::rolling;

namespace {

KindState classic(const std::string& text) { return parse_kind_state(text, parse_kind_spec("classic")); }

// By the byte-per-state engine (bfs.hpp), from the goal: the graph is undirected.
Distances distances_from(const std::string& goal) {
  const State g = parse_state(goal);
  return bfs_distances(Layout(g.board), g);
}

}  // namespace

TEST(Generate, EveryStateIsExactlyThatFarAndThePopulationIsTheWholeLayer) {
  const std::string goal = "111/1.1";
  const Distances d = distances_from(goal);
  const Layout layout(parse_board("2x3"));
  for (int n : {0, 1, 7, 30, d.max_distance, -1}) {
    GenerateOptions o;
    o.distance = n;
    o.count = 20;
    const Generated g = generate_at_distance(classic(goal), o);
    const int want = n < 0 ? d.max_distance : n;
    EXPECT_EQ(g.distance, want);
    EXPECT_EQ(g.at_distance, d.histogram[static_cast<size_t>(want)]) << n;
    EXPECT_EQ(g.histogram, std::vector<uint64_t>(d.histogram.begin(), d.histogram.begin() + want + 1)) << n;
    EXPECT_EQ(g.states.size(), std::min<uint64_t>(20, g.at_distance));
    std::set<std::string> distinct;
    for (const KindState& s : g.states) {
      const std::string text = format_kind_state(s);
      distinct.insert(text);
      EXPECT_EQ(d.dist[layout.rank(parse_state(text))], want) << text;
    }
    EXPECT_EQ(distinct.size(), g.states.size());
  }
}

namespace {

// One state drawn with each of 4,000 seeds: every state of the layer comes, each within 30 % of
// its share.
void expect_a_uniform_draw(const KindState& goal, GenerateOptions o) {
  const uint64_t population = generate_at_distance(goal, o).at_distance;
  ASSERT_GE(population, 4u);
  std::map<std::string, int> seen;
  const int draws = 4000;
  for (int seed = 1; seed <= draws; ++seed) {
    o.seed = static_cast<uint64_t>(seed);
    ++seen[format_kind_state(generate_at_distance(goal, o).states.at(0))];
  }
  EXPECT_EQ(seen.size(), population);  // every state can be drawn
  const double expected = static_cast<double>(draws) / static_cast<double>(population);
  for (const auto& [state, n] : seen) {
    EXPECT_GT(n, 0.7 * expected) << state;
    EXPECT_LT(n, 1.3 * expected) << state;
  }
}

}  // namespace

TEST(Generate, TheDrawIsUniformAndTheSeedFixesIt) {
  const KindState goal = classic("111/1.1");
  GenerateOptions o;
  o.distance = 4;
  expect_a_uniform_draw(goal, o);
  o.seed = 7;
  o.count = 3;
  EXPECT_EQ(generate_at_distance(goal, o).states, generate_at_distance(goal, o).states);
}

TEST(Generate, OtherKindsAreSolvedBackInExactlyThatManyMoves) {
  const KindSpec eight = parse_kind_spec("eight");
  const KindState goal = parse_kind_state("000/0.0", eight);
  GenerateOptions o;
  o.count = 3;
  const Generated g = generate_at_distance(goal, o);
  EXPECT_EQ(g.distance, 33);  // the max distance docs/rolling.md gives for eight 2x3
  for (const KindState& s : g.states) {
    const KindSolution sol = kind_solve(s, parse_pattern("000/0.0", kinds_present(goal)));
    EXPECT_TRUE(sol.found);
    EXPECT_EQ(sol.length, g.distance) << format_kind_state(s);
  }
}

TEST(Generate, RefusesWhatItCannotAnswer) {
  GenerateOptions o;
  o.distance = 61;
  EXPECT_THROW(generate_at_distance(classic("111/1.1"), o), cw::ArgumentError);
  o.distance = 3;
  o.count = 0;
  EXPECT_THROW(generate_at_distance(classic("111/1.1"), o), cw::InputError);
  o.count = 1;
  o.memory_limit_bytes = 1 << 10;
  o.distance = 20;
  o.method = GenerateMethod::Layers;
  EXPECT_THROW(generate_at_distance(classic("111/1.1/111"), o), cw::RunError);
  o.method = GenerateMethod::Compact;  // 3x3 needs 3.4 MB
  EXPECT_THROW(generate_at_distance(classic("111/1.1/111"), o), cw::RunError);
  o.memory_limit_bytes = 2ull << 30;
  const KindState eight = parse_kind_state("000/0.0", parse_kind_spec("eight"));
  for (GenerateMethod m : {GenerateMethod::Compact, GenerateMethod::Ida}) {
    o.method = m;
    EXPECT_THROW(generate_at_distance(eight, o), cw::InputError);
    EXPECT_THROW(generate_at_distance(classic("11/.1"), o), cw::ArgumentError);  // 2x2: none that far
  }
  o.method = GenerateMethod::Auto;
  o.distance = -1;  // 4x4's farthest states: refused before any search
  EXPECT_THROW(generate_at_distance(classic("1111/1.11/1111/1111"), o), cw::ArgumentError);
  o.method = GenerateMethod::Ida;  // no farthest states without the whole search
  EXPECT_THROW(generate_at_distance(classic("111/1.1"), o), cw::ArgumentError);
  o.distance = 61;  // farther than 2x3's diameter: no draw can reach it
  o.draws = 3;
  try {
    generate_at_distance(classic("111/1.1"), o);
    ADD_FAILURE() << "no refusal";
  } catch (const cw::ArgumentError& e) {
    EXPECT_NE(std::string(e.what()).find("none of the 3 random walks"), std::string::npos) << e.what();
  }
}

// A layer that clearly will not fit is refused before it is built, one that fits is never refused:
// the whole 2x3 space (48 moves deep from this goal, its last layers shrinking) within a small
// limit; 4x4 layers (growing about threefold a move) refused a layer before the one that overflows.
TEST(Generate, RefusesALayerTooLargeBeforeBuildingIt) {
  GenerateOptions o;
  o.distance = -1;
  const int farthest = generate_at_distance(classic("111/1.1"), o).distance;
  o.memory_limit_bytes = 1 << 18;  // the largest 2x3 layer from this goal holds 3,410 states
  EXPECT_EQ(generate_at_distance(classic("111/1.1"), o).distance, farthest);
  o.distance = 60;
  o.memory_limit_bytes = 64 << 20;
  o.method = GenerateMethod::Layers;  // auto would go on by IDA*
  try {
    generate_at_distance(classic("1111/1.11/1111/1111"), o);
    ADD_FAILURE() << "no refusal";
  } catch (const cw::RunError& e) {
    EXPECT_NE(std::string(e.what()).find("would need about"), std::string::npos) << e.what();
  }
}

// From a pattern: layer 0 is every matching state, and each state drawn N moves away is solved
// back to the pattern in exactly N moves by the pattern solver's breadth-first search from it.
TEST(Generate, FromAPatternEveryStateIsThatFarFromTheNearestMatch) {
  for (const auto& [kind, pattern, matching] : {std::tuple{"eight", "RRR/R.R", 32u}, std::tuple{"dice", "666/6.6", 1024u},
                                                std::tuple{"classic", "1?1/1.1", 6u}}) {
    const KindSpec spec = parse_kind_spec(kind);
    const Pattern p = parse_pattern(pattern, 1u << static_cast<int>(*spec.uniform));
    const std::vector<KindState> goals = matching_states(p, spec, 1 << 20);
    EXPECT_EQ(goals.size(), matching) << pattern;
    for (const KindState& s : goals) EXPECT_TRUE(p.matches(s));
    for (int n : {0, 1, 4, 9}) {
      GenerateOptions o;
      o.distance = n;
      o.count = 12;
      const Generated g = generate_at_distance(goals, o);
      EXPECT_EQ(g.histogram.front(), matching);
      for (const KindState& s : g.states) {
        const KindSolution sol = kind_solve(s, p);
        EXPECT_TRUE(sol.found);
        EXPECT_EQ(sol.length, n) << kind << " " << format_kind_state(s);
      }
    }
  }
}

// '?' lets the empty cell stand anywhere: matching states of both checkerboard colours, whose
// neighbours can lie in the same layer.
TEST(Generate, APatternWithTheEmptyCellAnywhereCountsEachStateOnce) {
  const KindSpec spec = parse_kind_spec("classic");
  const Pattern p = parse_pattern("1??" "/???", 1);
  const std::vector<KindState> goals = matching_states(p, spec, 1 << 20);
  GenerateOptions o;
  const Generated g = generate_at_distance(goals, o);
  // A plain multi-source breadth-first search over state strings, by apply_move.
  std::map<std::string, int> dist;
  std::vector<KindState> frontier = goals;
  for (const KindState& s : goals) dist[format_kind_state(s)] = 0;
  std::vector<uint64_t> histogram{goals.size()};
  for (int d = 1; !frontier.empty(); ++d) {
    std::vector<KindState> next;
    for (const KindState& s : frontier)
      for (Direction dir : kDirections) {
        KindState t = s;
        if (apply_move(t, dir) && dist.emplace(format_kind_state(t), d).second) next.push_back(t);
      }
    if (!next.empty()) histogram.push_back(next.size());
    frontier = std::move(next);
  }
  EXPECT_EQ(g.histogram, histogram);
  for (const KindState& s : g.states) EXPECT_EQ(kind_solve(s, p).length, g.distance);
  EXPECT_THROW(matching_states(parse_pattern("???" "/?.?/???", 1), spec, 1000), cw::RunError);
}

// The compact method draws from the same layer as the layers method: the same population and
// histogram, every state exactly that far (checked by the byte-per-state engine), and the farthest
// states also when there are more than the search keeps (a second search draws at the last layer).
TEST(Generate, TheCompactMethodDrawsFromTheSameLayer) {
  for (const std::string goal : {"111/1.1", "111/1.1/111"}) {
    const Distances d = distances_from(goal);
    const Layout layout(parse_board(goal.size() == 7 ? "2x3" : "3x3"));
    for (int n : goal.size() == 7 ? std::vector<int>{0, 1, 9, 30, -1} : std::vector<int>{20}) {
      GenerateOptions o;
      o.distance = n;
      o.count = 12;
      o.seed = 5;
      o.method = GenerateMethod::Layers;
      const Generated by_layers = generate_at_distance(classic(goal), o);
      o.method = GenerateMethod::Compact;
      o.farthest_kept = n < 0 && goal.size() == 7 ? 1 : 1 << 20;
      const Generated g = generate_at_distance(classic(goal), o);
      EXPECT_EQ(g.method, GenerateMethod::Compact);
      EXPECT_TRUE(g.uniform());
      EXPECT_EQ(g.distance, by_layers.distance) << goal << " " << n;
      EXPECT_EQ(g.at_distance, by_layers.at_distance) << goal << " " << n;
      EXPECT_EQ(g.histogram, by_layers.histogram) << goal << " " << n;
      EXPECT_EQ(g.states.size(), by_layers.states.size());
      std::set<std::string> distinct;
      for (const KindState& s : g.states) {
        distinct.insert(format_kind_state(s));
        EXPECT_EQ(d.dist[layout.rank(classic_state_of(s))], g.distance) << format_kind_state(s);
      }
      EXPECT_EQ(distinct.size(), g.states.size());
    }
  }
}

TEST(Generate, TheCompactDrawIsUniform) {
  GenerateOptions o;
  o.distance = 4;
  o.method = GenerateMethod::Compact;
  expect_a_uniform_draw(classic("111/1.1"), o);
}

// IDA*: each state found is exactly N moves from the goal by the byte-per-state engine, distinct,
// and no more than asked; every walk's end solved is counted with its optimal length, which the
// whole-space search bounds. Auto takes this way when neither the layers nor the bits fit.
TEST(Generate, EveryStateIdaFindsIsExactlyThatFar) {
  const std::string goal = "111/1.1/111";
  const Distances d = distances_from(goal);
  const Layout layout(parse_board("3x3"));
  GenerateOptions o;
  o.distance = 24;
  o.count = 4;
  o.seed = 3;
  o.ida.threads = 1;
  o.ida.perimeter = 1 << 12;  // built for every draw here (no cache folder): small on 3x3
  for (GenerateMethod m : {GenerateMethod::Ida, GenerateMethod::Auto}) {
    o.method = m;
    o.memory_limit_bytes = m == GenerateMethod::Auto ? 1 << 20 : 2ull << 30;
    const Generated g = generate_at_distance(classic(goal), o);
    EXPECT_EQ(g.method, GenerateMethod::Ida);
    EXPECT_FALSE(g.uniform());
    EXPECT_EQ(g.distance, 24);
    EXPECT_EQ(g.states.size(), 4u);
    EXPECT_GE(g.drawn_lengths.size(), 4u);
    EXPECT_LE(g.drawn_lengths.size(), 60u);
    for (int length : g.drawn_lengths) EXPECT_LE(length, d.max_distance);
    std::set<std::string> distinct;
    for (const KindState& s : g.states) {
      distinct.insert(format_kind_state(s));
      EXPECT_EQ(d.dist[layout.rank(classic_state_of(s))], 24) << format_kind_state(s);
    }
    EXPECT_EQ(distinct.size(), 4u);
  }
}
