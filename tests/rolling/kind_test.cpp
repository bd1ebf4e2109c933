// Cube kinds, patterns and the pattern solver against a plain hash-map search written here:
// states kept as their text, moves applied by KindState's own apply_move, no packing.
#include <gtest/gtest.h>

#include <deque>
#include <random>
#include <unordered_map>
#include <utility>

#include "core/error.hpp"
#include "rolling/cube_kind.hpp"
#include "rolling/kind_solve.hpp"
#include "rolling/pattern.hpp"
#include "rolling/solve.hpp"

using namespace cw::rolling;

namespace {

std::vector<Rotation> all_rotations() {
  std::vector<Rotation> all{Rotation{}};
  for (size_t i = 0; i < all.size(); ++i)
    for (Direction d : kDirections) {
      const Rotation t = tip(all[i], d);
      if (std::find(all.begin(), all.end(), t) == all.end()) all.push_back(t);
    }
  return all;
}

struct Reached {
  int dist;
  uint64_t paths;  // shortest move strings from the start
  KindState state;
};
// The text with each cube's kind letter after it (mixed kinds share characters).
std::string text_key(const KindState& s) {
  std::string t = format_kind_state(s);
  for (int c = 0; c < s.board.cells(); ++c) t += c == s.empty ? '.' : kind_letter(kind_of_code(s.cells[c]));
  return t;
}
// Breadth first by text, counting shortest paths; depth-limited.
std::unordered_map<std::string, Reached> reference_bfs(const KindState& start, int max_depth = 1000) {
  std::unordered_map<std::string, Reached> seen{{text_key(start), {0, 1, start}}};
  std::deque<KindState> queue{start};
  while (!queue.empty()) {
    const KindState s = queue.front();
    queue.pop_front();
    const Reached r = seen.at(text_key(s));
    if (r.dist == max_depth) continue;
    for (Direction d : kDirections) {
      KindState t = s;
      if (!apply_move(t, d)) continue;
      auto [it, fresh] = seen.emplace(text_key(t), Reached{r.dist + 1, 0, t});
      if (fresh) queue.push_back(t);
      if (it->second.dist == r.dist + 1) it->second.paths += r.paths;
    }
  }
  return seen;
}

KindState parse(const std::string& text, const std::string& kind) {
  return parse_kind_state(text, parse_kind_spec(kind));
}

}  // namespace

TEST(CubeKind, OrientationCountsComeFromTheColourings) {
  for (Kind k : kKinds) {
    std::set<int> seen;
    for (const Rotation& r : all_rotations()) seen.insert(orientation_of_rotation(k, r));
    EXPECT_EQ(static_cast<int>(seen.size()), orientation_count(k)) << kind_name(k);
  }
  EXPECT_EQ(all_rotations().size(), 24u);
}

TEST(CubeKind, RollTablesAgreeWithEveryRotation) {
  for (Kind k : kKinds)
    for (const Rotation& r : all_rotations())
      for (Direction d : kDirections)
        EXPECT_EQ(orientation_of_rotation(k, tip(r, d)), kind_roll(k, orientation_of_rotation(k, r), d));
}

TEST(CubeKind, ClassicKindIsTheClassicRule) {
  for (Direction d : kDirections)
    for (int o = 0; o < 6; ++o) EXPECT_EQ(kind_roll(Kind::Classic, o, d), roll(static_cast<Orientation>(o), d));
}

TEST(CubeKind, NotationOfTheFirstOrientations) {
  // Eight: 0 white up, red north-south; dice: a = 1 up, 2 north.
  EXPECT_EQ(top_colour(Kind::Eight, 0), 'W');
  EXPECT_EQ(top_colour(Kind::Eight, 5), 'B');
  EXPECT_EQ(top_colour(Kind::Dice, 0), '1');
  EXPECT_EQ(top_colour(Kind::Dice, 23), '6');
  EXPECT_EQ(orientation_of_rotation(Kind::Eight, Rotation{}), 0);
  EXPECT_EQ(orientation_of_rotation(Kind::Dice, Rotation{}), 0);
  // Rolling a die north once puts the south face (5) on top.
  EXPECT_EQ(top_colour(Kind::Dice, kind_roll(Kind::Dice, 0, Direction::Up)), '5');
  for (Kind k : kKinds)
    for (int o = 0; o < orientation_count(k); ++o) EXPECT_EQ(orientation_of_char(k, orientation_char(k, o)), o);
}

TEST(CubeKind, NorthColourIsWhatARollNorthPutsOnTop) {
  // Rolling north tips the top face onto the north side: after the roll it faces north.
  for (Kind k : kKinds)
    for (int o = 0; o < orientation_count(k); ++o)
      EXPECT_EQ(north_colour(k, kind_roll(k, o, Direction::Up)), top_colour(k, o)) << kind_name(k) << " " << o;
  EXPECT_EQ(north_colour(Kind::Classic, 2), 'K');  // grey up, black pointing north
  EXPECT_EQ(north_colour(Kind::Classic, 4), 'C');
  EXPECT_EQ(north_colour(Kind::Dice, 0), '2');     // a: 1 up, 2 north
  EXPECT_EQ(north_colour(Kind::Eight, 0), 'R');    // white up, red north-south
  for (Kind k : kKinds)
    for (int o = 0; o < orientation_count(k); ++o) {
      const auto f = face_colours(k, o);
      EXPECT_EQ(f[0], top_colour(k, o));
      // Each roll brings one side face on top: north's after rolling south, and so on.
      EXPECT_EQ(f[2], top_colour(k, kind_roll(k, o, Direction::Down)));
      EXPECT_EQ(f[3], top_colour(k, kind_roll(k, o, Direction::Left)));
      EXPECT_EQ(f[4], top_colour(k, kind_roll(k, o, Direction::Up)));
      EXPECT_EQ(f[5], top_colour(k, kind_roll(k, o, Direction::Right)));
      if (k == Kind::Dice) {
        for (auto [a, b] : {std::pair{0, 1}, {2, 4}, {3, 5}}) EXPECT_EQ(f[a] - '0' + f[b] - '0', 7);  // opposites
      }
    }
}

TEST(CubeKind, QuarterTurnsAreOddAndEightAndDiceShowTheSign) {
  for (Direction d : kDirections) EXPECT_EQ(diagonal_sign(tip(Rotation{}, d)), -1);
  for (int o = 0; o < 6; ++o) EXPECT_EQ(kind_parity(Kind::Classic, o), 0);
  for (int o = 0; o < 6; ++o) EXPECT_NE(kind_parity(Kind::Eight, o), 0);
  for (int o = 0; o < 24; ++o) EXPECT_NE(kind_parity(Kind::Dice, o), 0);
}

TEST(KindState, ParsesFormatsAndPacks) {
  const KindState s = parse("ab/c./de", "dice");
  EXPECT_EQ(format_kind_state(s), "ab/c./de");
  const KindPacking pk(s);
  EXPECT_EQ(pk.state(pk.key(s)), s);
  for (Direction d : kDirections) {
    KindState t = s;
    const bool legal = apply_move(t, d);
    auto k = pk.move(pk.key(s), d);
    ASSERT_EQ(legal, k.has_value());
    if (legal) {
      EXPECT_EQ(pk.state(*k), t);
    }
  }
  const KindState mixed = parse("01/a./2b", "ce/d./ed");
  EXPECT_EQ(format_kind_state(mixed), "01/a./2b");
  EXPECT_EQ(kind_of_code(mixed.cells[1]), Kind::Eight);
  EXPECT_THROW(parse("0x/0./00", "classic"), cw::InputError);
  EXPECT_THROW(parse("0a/0./00", "classic"), cw::InputError);
  EXPECT_THROW(parse_kind_spec("cubes"), cw::InputError);
  EXPECT_THROW(parse_kind_spec("cq/cc"), cw::InputError);
}

TEST(KindState, StateCounts) {
  EXPECT_EQ(kind_state_count(parse("000/0.0/000", "classic")), 15116544u);
  EXPECT_EQ(kind_state_count(parse("aaa/a.a/aaa", "dice")), 9ull * 110075314176ull);  // 9 x 24^8
  // 2x2 with two dice and one eight cube: 4 places x 3 arrangements x 24^2 x 6.
  EXPECT_EQ(kind_state_count(parse("aa/0.", "dd/e.")), 4u * 3u * 576u * 6u);
}

TEST(Pattern, CharactersMeanTheirKindsContents) {
  const Pattern p = parse_pattern("W?/*.", 1u << static_cast<int>(Kind::Eight));
  EXPECT_EQ(p.allowed[0], 0b11ull << 6);  // white up: eight orientations 0 and 1
  EXPECT_FALSE(p.exact());
  EXPECT_TRUE(parse_pattern("11/1.", 1).exact());
  EXPECT_THROW(parse_pattern("K?/*.", 1u << static_cast<int>(Kind::Eight)), cw::InputError);
  EXPECT_THROW(parse_pattern("../??", 1), cw::InputError);
}

// The whole reachable space of small boards against the reference search.
TEST(KindSolve, AnalysisMatchesTheReferenceOnSmallBoards) {
  for (auto [state, kind] : std::vector<std::pair<std::string, std::string>>{
           {"000/0.0", "eight"}, {"aa/a.", "dice"}, {"0a/0.", "ed/e."}, {"000/0.0", "classic"}}) {
    const KindState s = parse(state, kind);
    const auto ref = reference_bfs(s);
    const KindAnalysis a = kind_analyze(s, 1ull << 30, 10, true);
    EXPECT_EQ(a.reachable, ref.size()) << state << " " << kind;
    std::vector<uint64_t> hist;
    for (const auto& [t, r] : ref) {
      if (hist.size() <= static_cast<size_t>(r.dist)) hist.resize(r.dist + 1);
      ++hist[r.dist];
    }
    EXPECT_EQ(a.histogram, hist) << state << " " << kind;
    // Parity allows at most half the states of eight and dice; on these boards fewer are reached.
    if (kind != "classic" && kind != "ed/e.") {
      EXPECT_LE(a.reachable * 2, a.states) << state << " " << kind;
    }
  }
}

// Random pattern goals on 2x3 and 3x3: optimal length and count against the reference search,
// the string replayed.
TEST(KindSolve, RandomPatternsAgreeWithTheReference) {
  std::mt19937 rng(13);
  for (auto [state, kind, depth] : std::vector<std::tuple<std::string, std::string, int>>{
           {"000/0.0", "eight", 40}, {"aaa/a.a", "dice", 12}, {"000/0.0/000", "eight", 9},
           {"aaa/a.a/aaa", "dice", 8}, {"0a0/0.a/000", "cdc/e.d/ccc", 8}}) {
    const KindState start = parse(state, kind);
    const auto ref = reference_bfs(start, depth);
    for (int trial = 0; trial < 12; ++trial) {
      // A random walk's end, some cells widened to top colours, wildcards or '*'.
      KindState end = start;
      for (int i = 0; i < depth; ++i) apply_move(end, kDirections[rng() % 4]);
      std::string text = format_kind_state(end);
      for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '/') continue;
        const int cell = static_cast<int>(i) - static_cast<int>(i) / (start.board.cols + 1);
        const int r = static_cast<int>(rng() % 4);
        if (r == 0) text[i] = '?';
        else if (r == 1 && cell != end.empty) text[i] = '*';
        else if (r == 2 && cell != end.empty)
          text[i] = top_colour(kind_of_code(end.cells[cell]), orientation_of_code(end.cells[cell]));
      }
      const Pattern goal = parse_pattern(text, kinds_present(start));
      int best = 1000;
      uint64_t count = 0;
      for (const auto& [t, r] : ref)
        if (goal.matches(r.state)) {
          if (r.dist < best) best = r.dist, count = 0;
          if (r.dist == best) count += r.paths;
        }
      KindSolveOptions o;
      o.max_moves = depth;
      const KindSolution sol = kind_solve(start, goal, o);
      ASSERT_TRUE(sol.found) << text;
      EXPECT_EQ(sol.length, best) << state << " -> " << text;
      EXPECT_EQ(sol.optimal_count, count) << state << " -> " << text;
      EXPECT_TRUE(goal.matches(*kind_replay(start, sol.moves))) << sol.moves;
    }
  }
}

TEST(KindSolve, MaxMovesAnswersNotWithin) {
  const KindState start = parse("000/0.0/000", "eight");
  const Pattern goal = parse_pattern("RRR/R.R/RRR", 2);
  KindSolveOptions o;
  o.max_moves = 3;
  const KindSolution sol = kind_solve(start, goal, o);
  EXPECT_FALSE(sol.found);
  EXPECT_FALSE(sol.exhausted);
  EXPECT_EQ(sol.depth_searched, 3);
}

// The classic puzzle through the pattern solver: 36 moves, 16 optimal strings, as the classic path.
TEST(KindSolve, ClassicResultUnchanged) {
  const KindState start = parse("000/0.0/000", "classic");
  const KindSolution sol = kind_solve(start, parse_pattern("111/1.1/111", 1));
  const Solution classic = solve(parse_state("000/0.0/000"), parse_state("111/1.1/111"));
  EXPECT_EQ(sol.length, classic.length);
  EXPECT_EQ(sol.optimal_count, classic.optimal_count);
  EXPECT_EQ(sol.moves, classic.moves);
  EXPECT_EQ(sol.length, 36);
  EXPECT_EQ(sol.optimal_count, 16u);
}

// Each cube's rotation sign times its cell's colour is kept; on 2x3 nothing else restricts.
TEST(KindSolve, SignInvariantIsTheOnlyOneOn2x3) {
  const KindAnalysis a = kind_analyze(parse("000/0.0", "eight"), 1ull << 30, 1, true);
  ASSERT_EQ(a.invariants.size(), 2u);
  EXPECT_EQ(a.reachable, 46656u / 32u * 10u);
  EXPECT_EQ(a.invariants[1].rfind("no other", 0), 0u);
}
