#include "rolling/compact_bfs.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>

#include "core/error.hpp"
#include "rolling/bfs.hpp"
#include "rolling/simple_bfs.hpp"
#include "temp_path.hpp"

using namespace cw::rolling;

namespace {
std::vector<uint64_t> simple_histogram(const State& start) {
  std::vector<uint64_t> h;
  simple_bfs(start).for_each([&](uint64_t, uint8_t d) {
    if (h.size() <= d) h.resize(d + 1);
    ++h[d];
  });
  return h;
}
std::string temp_prefix(const char* name) {
  return cw::test::temp_path(std::string("compact_bfs_") + name).string();
}
}  // namespace

TEST(CompactBfs, HistogramsMatchSimpleSearch) {
  for (const char* s : {"000/0.0", ".12/345", "15/3./24"}) {
    const State start = parse_state(s);
    const auto r = compact_bfs(Layout(start.board), start, {});
    EXPECT_EQ(r.histogram, simple_histogram(start)) << s;
  }
  // 3x3 from a start of mixed orientations: against the byte engine, which
  // Bfs.MatchesSimpleSearchOn3x3 checks state by state against the simple search (one simple
  // search of the 15 million states is enough for the suite).
  const State start = parse_state("123/4.5/012");
  const Layout layout(start.board);
  EXPECT_EQ(compact_bfs(layout, start, {}).histogram, bfs_distances(layout, start).histogram);
}

TEST(CompactBfs, FarthestStatesMatchTheByteSearch) {
  for (const char* s : {"000/0.0/000", "0000/0.00", "00/0."}) {
    const State start = parse_state(s);
    const Layout layout(start.board);
    const auto r = compact_bfs(layout, start, {});
    const Distances d = bfs_distances(layout, start);
    EXPECT_EQ(r.histogram, d.histogram);
    std::vector<uint64_t> far;
    for (uint64_t i = 0; i < layout.states(); ++i)
      if (d.dist[i] == d.max_distance) far.push_back(i);
    EXPECT_EQ(r.farthest, far) << s;
    EXPECT_EQ(r.farthest_count, far.size());
  }
}

// The distance of a goal asked for (options.goal) is the byte search's, the start itself 0, and
// a goal in another component none.
TEST(CompactBfs, ReportsTheGoalsDistance) {
  const Layout layout({3, 3});
  const State start = classic_start();
  const Distances d = bfs_distances(layout, start);
  for (const State& goal : {classic_goal(), start, parse_state("01./000/000")}) {
    CompactBfsOptions o;
    o.goal = goal;
    EXPECT_EQ(compact_bfs(layout, start, o).goal_distance, d.dist[layout.rank(goal)]) << format_state(goal);
  }
  EXPECT_EQ(d.dist[layout.rank(classic_goal())], 36);
  const Layout ring({2, 2});
  const State ring_start = parse_state("00/0."), elsewhere = parse_state("10/.0");
  ASSERT_EQ(bfs_distances(ring, ring_start).dist[ring.rank(elsewhere)], kUnreached);
  CompactBfsOptions o;
  o.goal = elsewhere;
  EXPECT_EQ(compact_bfs(ring, ring_start, o).goal_distance, -1);
}

TEST(CompactBfs, ResumesAfterInterruptionWithIdenticalResults) {
  const State start = classic_start({2, 4});
  const Layout layout(start.board);
  const auto whole = compact_bfs(layout, start, {});
  for (int stop : {0, 1, 7, 30, whole.max_distance - 1}) {
    const std::string prefix = temp_prefix("resume");
    CompactBfsOptions o;
    o.checkpoint = prefix;
    o.stop_after_layer = stop;
    if (stop == 0) {
      // Interrupted before any layer finished: nothing to resume, a fresh run follows.
      o.stop_after_layer = -1;
    } else {
      EXPECT_THROW(compact_bfs(layout, start, o), cw::Interrupted);
      EXPECT_TRUE(std::filesystem::exists(prefix + ".even"));
      EXPECT_TRUE(std::filesystem::exists(prefix + ".odd"));
      o.stop_after_layer = -1;
    }
    const auto resumed = compact_bfs(layout, start, o);
    EXPECT_EQ(resumed.resumed_at, stop == 0 ? -1 : stop);
    EXPECT_EQ(resumed.histogram, whole.histogram);
    EXPECT_EQ(resumed.farthest, whole.farthest);
    EXPECT_FALSE(std::filesystem::exists(prefix + ".even"));  // removed once the job is done
  }
}

TEST(CompactBfs, InterruptedTwiceStillResumesCorrectly) {
  const State start = classic_start({3, 3});
  const Layout layout(start.board);
  const auto whole = compact_bfs(layout, start, {});
  const std::string prefix = temp_prefix("twice");
  CompactBfsOptions o;
  o.checkpoint = prefix;
  o.stop_after_layer = 10;
  EXPECT_THROW(compact_bfs(layout, start, o), cw::Interrupted);
  o.stop_after_layer = 33;
  EXPECT_THROW(compact_bfs(layout, start, o), cw::Interrupted);
  o.stop_after_layer = -1;
  const auto r = compact_bfs(layout, start, o);
  EXPECT_EQ(r.resumed_at, 33);
  EXPECT_EQ(r.histogram, whole.histogram);
}

TEST(CompactBfs, RefusesCorruptedOrForeignCheckpoints) {
  const State start = classic_start({2, 4});
  const Layout layout(start.board);
  const std::string prefix = temp_prefix("corrupt");
  CompactBfsOptions o;
  o.checkpoint = prefix;
  o.stop_after_layer = 12;
  EXPECT_THROW(compact_bfs(layout, start, o), cw::Interrupted);
  o.stop_after_layer = -1;
  {  // flip one byte in the middle of a file
    std::fstream f(prefix + ".odd", std::ios::in | std::ios::out | std::ios::binary);
    f.seekp(100);
    f.put('\x5a');
  }
  EXPECT_THROW(compact_bfs(layout, start, o), cw::RunError);
  // A checkpoint of another start is refused by its kind, not silently used.
  const State other = parse_state("1111/1.11");
  EXPECT_THROW(compact_bfs(layout, other, o), cw::RunError);
  std::filesystem::remove(prefix + ".even");
  std::filesystem::remove(prefix + ".odd");
}

TEST(CompactBfs, RefusesAnUnwritableCheckpointBeforeAnyWork) {
  const State start = classic_start({2, 4});
  CompactBfsOptions o;
  o.checkpoint = "/nonexistent-dir/sub/x";
  try {
    compact_bfs(Layout(start.board), start, o);
    ADD_FAILURE() << "no error";
  } catch (const cw::ArgumentError& e) {
    EXPECT_EQ(e.subject, "checkpoint");
  }
}

// Pairs are saved by time, their first half in PREFIX.<parity>.next until the second is
// written, then renamed into place. A run killed between the two leaves either the new pair
// (.next and the other parity's file: resumed from, the rename completed) or a .next that pairs
// with nothing (dropped: the old pair resumed).
TEST(CompactBfs, ResumesWhereAKillBetweenAPairsHalvesLeftTheFiles) {
  namespace fs = std::filesystem;
  const State start = classic_start({2, 4});
  const Layout layout(start.board);
  const auto whole = compact_bfs(layout, start, {});
  const std::string prefix = temp_prefix("halves");
  const int start_parity = layout.board().colour(start.empty);
  const auto file_of = [&](int layer) { return prefix + ((start_parity ^ (layer & 1)) ? ".odd" : ".even"); };
  CompactBfsOptions o;
  o.checkpoint = prefix;
  // The files after stopping at 10, 11 and 13 (each run resuming the one before).
  std::map<int, std::string> saved;  // layer -> a copy of the file that held it
  for (int stop : {10, 11, 13}) {
    o.stop_after_layer = stop;
    EXPECT_THROW(compact_bfs(layout, start, o), cw::Interrupted);
    for (int layer : {stop - 1, stop}) {
      saved[layer] = prefix + ".copy" + std::to_string(layer);
      fs::copy_file(file_of(layer), saved[layer], fs::copy_options::overwrite_existing);
    }
  }
  const auto put = [&](int layer, const std::string& path) {
    fs::copy_file(saved[layer], path, fs::copy_options::overwrite_existing);
  };
  o.stop_after_layer = -1;
  // Killed before the rename: the pair (10, 11) with 11 still in .next, 9 in its file.
  put(9, file_of(9));
  put(10, file_of(10));
  put(11, file_of(11) + ".next");
  auto r = compact_bfs(layout, start, o);
  EXPECT_EQ(r.resumed_at, 11);
  EXPECT_EQ(r.histogram, whole.histogram);
  EXPECT_EQ(r.farthest, whole.farthest);
  // Killed after a first half (13 in .next; the pair (9, 10) in place): 13 pairs with nothing.
  put(9, file_of(9));
  put(10, file_of(10));
  put(13, file_of(13) + ".next");
  r = compact_bfs(layout, start, o);
  EXPECT_EQ(r.resumed_at, 10);
  EXPECT_EQ(r.histogram, whole.histogram);
  for (const char* tail : {".even", ".odd", ".even.next", ".odd.next"})
    EXPECT_FALSE(fs::exists(prefix + tail)) << tail;
  for (const auto& [layer, path] : saved) fs::remove(path);
}

// Saved as often as the pacer allows (interval 0: after nearly every layer on a board
// this small), a run stopped anywhere resumes from a pair no older than the stop.
TEST(CompactBfs, PacedPairsResumeToTheSameResult) {
  const State start = classic_start({2, 4});
  const Layout layout(start.board);
  const auto whole = compact_bfs(layout, start, {});
  const std::string prefix = temp_prefix("paced");
  CompactBfsOptions o;
  o.checkpoint = prefix;
  o.interval = 0;
  for (int stop : {3, 4, 17, 18}) {
    o.stop_after_layer = stop;
    EXPECT_THROW(compact_bfs(layout, start, o), cw::Interrupted);
  }
  o.stop_after_layer = -1;
  const auto r = compact_bfs(layout, start, o);
  EXPECT_EQ(r.resumed_at, 18);
  EXPECT_EQ(r.histogram, whole.histogram);
  EXPECT_EQ(r.farthest, whole.farthest);
  EXPECT_FALSE(std::filesystem::exists(prefix + ".even"));
}
