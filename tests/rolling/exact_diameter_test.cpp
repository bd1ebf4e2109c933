#include "rolling/exact_diameter.hpp"

#include <fmt/format.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <numeric>
#include <tuple>
#include <cstdio>
#include <filesystem>
#include <random>
#include <map>
#include <set>

#include "core/checkpoint.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/json.hpp"
#include "rolling/bfs.hpp"
#include "rolling/kind_solve.hpp"
#include "rolling/layout.hpp"
#include "rolling/replay.hpp"

#include "random_state.hpp"

using namespace cw::rolling;
using cw::rolling::testing::bfs_distance;

namespace {

// The plain method: a search from every state, 64 at a time, one bit per search in a word per
// state, over neighbours found by apply_move and the Layout's ranks (no engine of src/rolling/).
struct AllPairs {
  std::vector<uint64_t> eccentricities;
  int diameter = 0, radius = 255;
  uint64_t ordered_antipodal = 0;
};

AllPairs all_pairs(Board board) {
  const Layout layout(board);
  const uint64_t n = layout.states();
  std::vector<std::array<uint32_t, 4>> next(n);
  for (uint64_t r = 0; r < n; ++r)
    for (Direction d : kDirections) {
      State t = layout.unrank(r);
      next[r][static_cast<size_t>(d)] = apply_move(t, d) ? static_cast<uint32_t>(layout.rank(t)) : static_cast<uint32_t>(r);
    }
  AllPairs p;
  std::vector<std::pair<int, uint64_t>> per_state(n);
  std::vector<uint64_t> seen(n), frontier(n), grown(n);
  for (uint64_t first = 0; first < n; first += 64) {
    const int count = static_cast<int>(std::min<uint64_t>(64, n - first));
    std::fill(seen.begin(), seen.end(), 0);
    std::fill(frontier.begin(), frontier.end(), 0);
    for (int j = 0; j < count; ++j) seen[first + j] = frontier[first + j] = 1ull << j;
    uint64_t live = count == 64 ? ~0ull : (1ull << count) - 1;
    for (int layer = 0; live; ++layer) {
      uint64_t reached = 0;
      for (uint64_t v = 0; v < n; ++v) {
        uint64_t x = 0;
        for (uint32_t w : next[v]) x |= frontier[w];
        grown[v] = x & ~seen[v];
        reached |= grown[v];
      }
      // Searches that reached nothing new end at this layer: their farthest states are its frontier.
      for (uint64_t ended = live & ~reached; ended; ended &= ended - 1) {
        const int j = std::countr_zero(ended);
        uint64_t far = 0;
        for (uint64_t v = 0; v < n; ++v) far += frontier[v] >> j & 1;
        per_state[first + static_cast<uint64_t>(j)] = {layer, far};
      }
      live &= reached;
      for (uint64_t v = 0; v < n; ++v) seen[v] |= grown[v];
      frontier.swap(grown);
    }
  }
  for (const auto& [e, far] : per_state) {
    p.diameter = std::max(p.diameter, e);
    p.radius = std::min(p.radius, e);
  }
  p.eccentricities.assign(static_cast<size_t>(p.diameter) + 1, 0);
  for (const auto& [e, far] : per_state) {
    ++p.eccentricities[static_cast<size_t>(e)];
    if (e == p.diameter) p.ordered_antipodal += far;
  }
  return p;
}

State random_ranked_state(Board b, std::mt19937_64& rng) {
  const Layout layout(b);
  return layout.unrank(rng() % layout.states());
}

bool adjacent(const State& a, const State& b) {
  for (Direction d : kDirections) {
    State t = a;
    if (apply_move(t, d) && t == b) return true;
  }
  return false;
}

// The plain method for any kind: the start's component by a queue over KindStates and a map,
// then one queue search from every member over that adjacency.
AllPairs kind_all_pairs(const KindState& start) {
  std::map<std::string, uint32_t> id;
  std::vector<KindState> members{start};
  auto key = [](const KindState& s) { return format_kind_state(s); };
  id[key(start)] = 0;
  std::vector<std::vector<uint32_t>> adj;
  for (size_t i = 0; i < members.size(); ++i) {
    adj.emplace_back();
    for (Direction d : kDirections) {
      KindState t = members[i];
      if (!apply_move(t, d)) continue;
      const auto [at, fresh] = id.emplace(key(t), static_cast<uint32_t>(members.size()));
      if (fresh) members.push_back(t);
      adj[i].push_back(at->second);
    }
  }
  AllPairs p;
  std::vector<std::pair<int, uint64_t>> per_state;
  for (size_t s = 0; s < members.size(); ++s) {
    std::vector<int> dist(members.size(), -1);
    std::vector<uint32_t> queue{static_cast<uint32_t>(s)};
    dist[s] = 0;
    for (size_t i = 0; i < queue.size(); ++i)
      for (uint32_t w : adj[queue[i]])
        if (dist[w] < 0) dist[w] = dist[queue[i]] + 1, queue.push_back(w);
    const int e = *std::max_element(dist.begin(), dist.end());
    per_state.emplace_back(e, std::count(dist.begin(), dist.end(), e));
    p.diameter = std::max(p.diameter, e);
    p.radius = std::min(p.radius, e);
  }
  p.eccentricities.assign(static_cast<size_t>(p.diameter) + 1, 0);
  for (const auto& [e, far] : per_state) {
    ++p.eccentricities[static_cast<size_t>(e)];
    if (e == p.diameter) p.ordered_antipodal += far;
  }
  return p;
}

KindState uniform_kind_start(const char* board, Kind kind) {
  const Board b = parse_board(board);
  const State s = uniform_state(b, 0);
  KindState k{b, s.empty, std::vector<CubeCode>(static_cast<size_t>(b.cells()), cube_code(kind, 0))};
  k.cells[static_cast<size_t>(k.empty)] = 0;
  return k;
}

KindState random_kind_state(Board b, Kind kind, std::mt19937_64& rng) {
  KindState s{b, static_cast<int>(rng() % static_cast<uint64_t>(b.cells())), std::vector<CubeCode>(static_cast<size_t>(b.cells()), 0)};
  for (int c = 0; c < b.cells(); ++c)
    if (c != s.empty) s.cells[static_cast<size_t>(c)] = cube_code(kind, static_cast<int>(rng() % static_cast<uint64_t>(orientation_count(kind))));
  return s;
}

bool kind_adjacent(const KindState& a, const KindState& b) {
  for (Direction d : kDirections) {
    KindState t = a;
    if (apply_move(t, d) && t == b) return true;
  }
  return false;
}

}  // namespace

TEST(ExactDiameter, EverySymmetryMapsMovesToMovesAndTheGroupHasTheExpectedSize) {
  std::mt19937_64 rng(29);
  for (const auto& [board, order] : {std::pair{"2x3", 8}, {"3x2", 8}, {"2x4", 8}, {"3x3", 16}}) {
    const Board b = parse_board(board);
    const auto maps = board_symmetries(b);
    EXPECT_EQ(static_cast<int>(maps.size()), order) << board;
    std::set<std::vector<int>> images;
    for (int i = 0; i < 200; ++i) {
      const State s = random_ranked_state(b, rng);
      for (const BoardSymmetry& m : maps) {
        const State image = apply_symmetry(m, s);
        for (Direction d : kDirections) {
          State t = s;
          if (!apply_move(t, d)) continue;
          EXPECT_TRUE(adjacent(image, apply_symmetry(m, t))) << board << " " << format_state(s);
        }
      }
    }
    // The maps are distinct on states: their images of one asymmetric state differ.
    std::set<std::string> distinct;
    const State s = parse_state(std::string(board) == "3x3" ? "012/3.4/521" : b.rows == 2 ? (b.cols == 3 ? "012/.34" : "0123/.452") : "01/2./34");
    for (const BoardSymmetry& m : maps) distinct.insert(format_state(apply_symmetry(m, s)));
    EXPECT_EQ(static_cast<int>(distinct.size()), order) << board;
  }
}

TEST(ExactDiameter, AgreesWithAPlainSearchOfAllPairsOn2x3WithAndWithoutSymmetry) {
  const Board b = parse_board("2x3");
  const AllPairs plain = all_pairs(b);
  EXPECT_EQ(plain.diameter, 60);  // the figure docs/rolling.md has held since the first sweeps
  // The last run takes its candidates in the order of the largest bounds alone, not from both ends.
  for (const auto& [symmetry, bounds, ordered] : {std::tuple{true, true, true}, {true, false, true}, {false, true, true}, {true, true, false}}) {
    ExactDiameterOptions o;
    o.symmetry = symmetry;
    o.bounds = bounds;
    o.from_both_ends = ordered;
    SCOPED_TRACE(fmt::format("symmetry {} bounds {} ordered {}", symmetry, bounds, ordered));
    const ExactDiameter e = exact_diameter(b, o);
    EXPECT_EQ(e.diameter, plain.diameter);
    EXPECT_EQ(e.radius, plain.radius);
    EXPECT_EQ(e.eccentricities, plain.eccentricities);
    EXPECT_EQ(e.antipodal_pairs, plain.ordered_antipodal / 2);
    EXPECT_EQ(e.central_states, plain.eccentricities[static_cast<size_t>(plain.radius)]);
    EXPECT_EQ(e.peripheral_states, plain.eccentricities[static_cast<size_t>(plain.diameter)]);
    EXPECT_EQ(e.classes, symmetry ? 5886u : 46656u);
    if (bounds) EXPECT_LT(e.searches, e.classes);  // the bounds retire some classes unsearched
    else EXPECT_EQ(e.searches, e.classes);
    EXPECT_EQ(bfs_distance(parse_state(format_kind_state(e.a)), parse_state(format_kind_state(e.b))), e.diameter);
    EXPECT_TRUE(is_valid_solution(parse_state(format_kind_state(e.a)), parse_state(format_kind_state(e.b)), e.moves));
  }
  // Either order of the candidates (from_both_ends takes half the batch from the tail of the
  // order on 2x3's first batch) gives the same figures.
  for (const auto& [partners, both_ends] : {std::pair{true, true}, {false, true}, {true, false}}) {
    ExactDiameterOptions extremes;
    extremes.extremes_only = true;
    extremes.partners = partners;
    extremes.from_both_ends = both_ends;
    const ExactDiameter x = exact_diameter(b, extremes);
    SCOPED_TRACE(fmt::format("partners {} from_both_ends {}", partners, both_ends));
    EXPECT_EQ(x.diameter, plain.diameter);
    EXPECT_EQ(x.radius, plain.radius);
    EXPECT_EQ(x.central_states, plain.eccentricities[static_cast<size_t>(plain.radius)]);
    EXPECT_EQ(x.peripheral_states, plain.eccentricities[static_cast<size_t>(plain.diameter)]);
    EXPECT_EQ(x.antipodal_pairs, plain.ordered_antipodal / 2);
    EXPECT_GT(x.unresolved_states, 0u);
    EXPECT_GT(x.unresolved_low, plain.radius);
    EXPECT_LT(x.unresolved_high, plain.diameter);
  }
}

TEST(ExactDiameter, TheBatchSearchGivesTheByteEnginesEccentricitiesOn2x4) {
  const Board b = parse_board("2x4");
  const Layout layout(b);
  std::mt19937_64 rng(4);
  std::vector<State> from;
  for (int i = 0; i < 40; ++i) from.push_back(random_ranked_state(b, rng));  // both colours, partial batches
  const std::vector<Eccentricity> got = eccentricities_of(from);
  ASSERT_EQ(got.size(), from.size());
  BfsOptions one;
  one.threads = 1;
  for (size_t i = 0; i < from.size(); ++i) {
    const Distances d = bfs_distances(layout, from[i], one);
    EXPECT_EQ(got[i].eccentricity, d.max_distance) << format_state(from[i]);
    EXPECT_EQ(got[i].farthest, d.histogram[static_cast<size_t>(d.max_distance)]) << format_state(from[i]);
  }
}

TEST(ExactDiameter, AnInterruptedRunResumesFromItsCheckpointWithTheSameFigures) {
  const Board b = parse_board("2x3");
  const std::string path = ::testing::TempDir() + "exact-diameter-2x3.ckpt";
  std::remove(path.c_str());
  ExactDiameterOptions o;
  o.checkpoint = path;
  o.stop_after_batches = 5;
  EXPECT_THROW(exact_diameter(b, o), cw::Interrupted);
  o.stop_after_batches = -1;
  const ExactDiameter resumed = exact_diameter(b, o);
  EXPECT_EQ(resumed.resumed_at, 5);
  const ExactDiameter fresh = exact_diameter(b);
  EXPECT_EQ(fresh.resumed_at, -1);
  EXPECT_EQ(resumed.eccentricities, fresh.eccentricities);
  EXPECT_EQ(resumed.antipodal_pairs, fresh.antipodal_pairs);
  EXPECT_FALSE(std::filesystem::exists(path)) << "removed once complete";

  // A checkpoint written before the bounds were byte strings (JSON text, arrays of numbers) resumes
  // to the same figures.
  o.stop_after_batches = 5;
  EXPECT_THROW(exact_diameter(b, o), cw::Interrupted);
  cw::Json saved = cw::Json::from_cbor(cw::load_checkpoint(path, "rolling-exact-diameter", 1));
  for (auto& [key, value] : saved.at("bounds").items()) {
    if (key == "far") {
      std::vector<uint64_t> words;
      cw::read_words(value, words);
      value = words;
    } else {
      std::vector<uint8_t> bytes;
      cw::read_bytes(value, bytes);
      value = bytes;
    }
  }
  cw::save_checkpoint(path, "rolling-exact-diameter", 1, saved.dump());
  o.stop_after_batches = -1;
  const ExactDiameter from_text = exact_diameter(b, o);
  EXPECT_EQ(from_text.resumed_at, 5);
  EXPECT_EQ(from_text.eccentricities, fresh.eccentricities);
  EXPECT_EQ(from_text.antipodal_pairs, fresh.antipodal_pairs);
}

TEST(ExactDiameter, RefusesBoardsItCannotAnswer) {
  EXPECT_THROW(exact_diameter(parse_board("2x2")), cw::InputError);
  EXPECT_THROW(exact_diameter(parse_board("3x4")), cw::RunError);
  ExactDiameterOptions small;
  small.memory_limit_bytes = 1 << 20;
  EXPECT_THROW(exact_diameter(parse_board("2x4"), small), cw::RunError);
}

// The kinds' maps are derived from the rolls alone; classic's must come out as the geometric
// maps above, eight's as the board maps times the 6 permutations of its colour pairs, a die's
// as the board maps times its 24 re-numberings (rotations, or mirror images with a reflection).
TEST(ExactDiameter, TheKindsSymmetriesMapMovesToMovesAndClassicsAreTheGeometricOnes) {
  for (const char* board : {"2x3", "3x3"}) {
    const Board b = parse_board(board);
    std::set<std::pair<std::vector<int>, std::vector<int>>> geometric, derived;
    for (const BoardSymmetry& m : board_symmetries(b))
      geometric.insert({m.cell, std::vector<int>(m.orientation.begin(), m.orientation.end())});
    for (const KindSymmetry& m : kind_symmetries(b, Kind::Classic))
      derived.insert({m.cell, std::vector<int>(m.orientation.begin(), m.orientation.begin() + 6)});
    EXPECT_EQ(derived, geometric) << board;
  }
  std::mt19937_64 rng(291);
  for (const auto& [board, kind, order] : {std::tuple{"2x3", Kind::Eight, 24}, {"3x3", Kind::Eight, 48},
                                           {"2x3", Kind::Dice, 96}, {"3x3", Kind::Dice, 192}, {"2x4", Kind::Dice, 96}}) {
    const Board b = parse_board(board);
    const auto maps = kind_symmetries(b, kind);
    EXPECT_EQ(static_cast<int>(maps.size()), order) << board << " " << kind_name(kind);
    std::set<std::string> images;
    const KindState probe = random_kind_state(b, kind, rng);
    for (const KindSymmetry& m : maps) images.insert(format_kind_state(apply_symmetry(m, probe)));
    EXPECT_EQ(static_cast<int>(images.size()), order) << "distinct maps";
    for (int i = 0; i < 100; ++i) {
      const KindState s = random_kind_state(b, kind, rng);
      for (const KindSymmetry& m : maps) {
        const KindState image = apply_symmetry(m, s);
        for (Direction d : kDirections) {
          KindState t = s;
          if (!apply_move(t, d)) continue;
          EXPECT_TRUE(kind_adjacent(image, apply_symmetry(m, t))) << board << " " << format_kind_state(s);
        }
      }
    }
  }
}

// Eight cubes on 2x3 and 2x2, dice on 2x2, and classic cubes through the kind path on 2x3: every
// figure against the plain search of all pairs, with and without symmetry and bounds.
TEST(ExactDiameter, TheKindsAgreeWithAPlainSearchOfAllPairs) {
  for (const auto& [board, kind] : {std::pair{"2x3", Kind::Eight}, {"2x2", Kind::Eight}, {"2x2", Kind::Dice}}) {
    const KindState start = uniform_kind_start(board, kind);
    const AllPairs plain = kind_all_pairs(start);
    for (const auto& [symmetry, bounds, extremes, partners] :
         {std::tuple{true, true, false, true}, {true, false, false, true}, {false, true, false, true},
          {true, true, true, true}, {true, true, true, false}, {false, true, true, true}}) {
      ExactDiameterOptions o;
      o.symmetry = symmetry;
      o.bounds = bounds;
      o.extremes_only = extremes;
      o.partners = partners;
      const ExactDiameter e = exact_diameter(start, o);
      const std::string what = fmt::format("{} {} symmetry {} bounds {} extremes {} partners {}", board, kind_name(kind),
                                           symmetry, bounds, extremes, partners);
      EXPECT_EQ(e.kind, kind) << what;
      EXPECT_EQ(e.reachable, std::accumulate(plain.eccentricities.begin(), plain.eccentricities.end(), uint64_t{0})) << what;
      EXPECT_EQ(e.diameter, plain.diameter) << what;
      EXPECT_EQ(e.radius, plain.radius) << what;
      if (!extremes) {
        EXPECT_EQ(e.eccentricities, plain.eccentricities) << what;
      }
      EXPECT_EQ(e.antipodal_pairs, plain.ordered_antipodal / 2) << what;
      EXPECT_EQ(e.central_states, plain.eccentricities[static_cast<size_t>(plain.radius)]) << what;
      EXPECT_EQ(e.peripheral_states, plain.eccentricities[static_cast<size_t>(plain.diameter)]) << what;
      EXPECT_EQ(static_cast<int>(e.moves.size()), e.diameter) << what;
      EXPECT_EQ(kind_replay(e.a, e.moves), e.b) << what;
    }
  }
  // The classic path and the kind path agree on classic cubes.
  const ExactDiameter classic = exact_diameter(parse_board("2x3"));
  const ExactDiameter through_kinds = exact_diameter(uniform_kind_start("2x3", Kind::Classic));
  EXPECT_EQ(through_kinds.eccentricities, classic.eccentricities);
  EXPECT_EQ(through_kinds.classes, classic.classes);
  EXPECT_EQ(through_kinds.antipodal_pairs, classic.antipodal_pairs);
}

// Each component of eight cubes on 2x3 (the invariant: how many cubes' rotation sign times cell
// colour is +1) is its own graph: a start in another component gives that component's figures.
TEST(ExactDiameter, AStartPicksItsComponent) {
  const KindState start = uniform_kind_start("2x3", Kind::Eight);
  KindState other = start;
  other.cells[0] = cube_code(Kind::Eight, 1);  // a quarter-turned cube: another component
  const ExactDiameter a = exact_diameter(start), b = exact_diameter(other);
  const AllPairs plain = kind_all_pairs(other);
  EXPECT_NE(a.reachable, b.reachable);
  EXPECT_EQ(b.diameter, plain.diameter);
  EXPECT_EQ(b.eccentricities, plain.eccentricities);
  EXPECT_THROW(exact_diameter(parse_kind_state("0a/.1", parse_kind_spec("cd/.c"))), cw::InputError);
}

// Ctrl-C is heard within a layer of a batch and within the set-up (seconds on 2x5), not only
// between batches: the batch search stops (its figures incomplete, so nothing is returned), and a
// run stopped before its first batch leaves no checkpoint and starts afresh.
TEST(ExactDiameter, CtrlCIsHeardInsideABatchAndTheSetUp) {
  const Board b = parse_board("2x3");
  const std::string path = ::testing::TempDir() + "exact-diameter-ctrl-c.ckpt";
  std::remove(path.c_str());
  ExactDiameterOptions o;
  o.checkpoint = path;
  cw::set_interrupted(true);
  EXPECT_THROW(eccentricities_of({parse_state("111/1.1")}), cw::Interrupted);
  EXPECT_THROW(exact_diameter(b, o), cw::Interrupted);
  cw::set_interrupted(false);
  EXPECT_FALSE(std::filesystem::exists(path));
  const ExactDiameter again = exact_diameter(b, o);
  EXPECT_EQ(again.resumed_at, -1);
  EXPECT_EQ(again.diameter, 60);
  EXPECT_EQ(eccentricities_of({parse_state("111/1.1")}).front().eccentricity, 48);
}
