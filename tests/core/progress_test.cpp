#include "core/progress.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <deque>
#include <thread>
#include <vector>

TEST(Progress, EtaFormatting) {
  EXPECT_EQ(cw::Progress::format_eta(0), "0s");
  EXPECT_EQ(cw::Progress::format_eta(59.4), "59s");
  EXPECT_EQ(cw::Progress::format_eta(61), "1m01s");
  EXPECT_EQ(cw::Progress::format_eta(3 * 3600 + 5 * 60), "3h05m");
  EXPECT_EQ(cw::Progress::format_eta(-1), "?");
}

TEST(Progress, QuietProgressPrintsNothing) {
  testing::internal::CaptureStderr();
  {
    cw::Progress p("job", 100, true);
    for (int i = 0; i <= 100; ++i) p.update(i);
  }
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
}

TEST(Progress, SinkReceivesTheFiguresInsteadOfStderr) {
  std::vector<cw::ProgressUpdate> seen;
  const cw::ProgressSink before = cw::set_progress_sink([&](const cw::ProgressUpdate& u) { seen.push_back(u); });
  EXPECT_FALSE(before);
  testing::internal::CaptureStderr();
  {
    cw::Progress p("job", 100, false);
    p.note("layer 3");
    // Silent during the first second, then at most every 0.2 s: wait past the first second.
    std::this_thread::sleep_for(std::chrono::milliseconds(1050));
    p.update(40);
  }
  EXPECT_EQ(testing::internal::GetCapturedStderr(), "");
  EXPECT_TRUE(cw::set_progress_sink({}));  // back to stderr; the previous sink is returned
  ASSERT_EQ(seen.size(), 2u);
  EXPECT_EQ(seen[0].label, "job");
  EXPECT_EQ(seen[0].done, 40u);
  EXPECT_EQ(seen[0].total, 100u);
  EXPECT_EQ(seen[0].note, "layer 3");
  EXPECT_GE(seen[0].elapsed, 1.0);
  EXPECT_FALSE(seen[0].finished);
  EXPECT_TRUE(seen[1].finished);
}

TEST(Progress, QuietWorkReachesNoSink) {
  int calls = 0;
  cw::set_progress_sink([&](const cw::ProgressUpdate&) { ++calls; });
  {
    cw::Progress p("job", 100, true);
    std::this_thread::sleep_for(std::chrono::milliseconds(1050));
    p.update(40);
  }
  cw::set_progress_sink({});
  EXPECT_EQ(calls, 0);
}

// A resumed job's rate and ETA count this run's units only: 5 units in a second, not 95.
TEST(Progress, AResumedJobsRateCountsThisRunOnly) {
  std::vector<cw::ProgressUpdate> seen;
  cw::set_progress_sink([&](const cw::ProgressUpdate& u) { seen.push_back(u); });
  testing::internal::CaptureStderr();
  {
    cw::Progress quiet_sink("job", 100, false);
    quiet_sink.resumed_from(90);
    std::this_thread::sleep_for(std::chrono::milliseconds(1050));
    quiet_sink.update(95);
  }
  cw::set_progress_sink({});
  {
    cw::Progress printed("job", 100, false);
    printed.resumed_from(90);
    std::this_thread::sleep_for(std::chrono::milliseconds(1050));
    printed.update(95);
  }
  const std::string line = testing::internal::GetCapturedStderr();
  ASSERT_FALSE(seen.empty());
  EXPECT_EQ(seen[0].resumed, 90u);
  EXPECT_EQ(seen[0].done, 95u);
  const size_t at = line.find("95/100 ");
  ASSERT_NE(at, std::string::npos) << line;
  const double rate = std::stod(line.substr(at + 7));
  EXPECT_GT(rate, 1.0) << line;
  EXPECT_LT(rate, 5.0) << line;  // 5 units in at least 1.05 s
  EXPECT_EQ(line.find("ETA 0s"), std::string::npos) << line;
}

// The ETA's rate is the recent one: a job that did 1,000 units a second for ten minutes and 100
// a second for the next two gets the rate of its last 144 s (a fifth of the run), 256 a second,
// not 851; and the whole run's rate before samples span 30 s.
TEST(Progress, TheRateForTheEtaIsTheLastWindows) {
  std::deque<cw::Progress::Sample> samples;
  uint64_t done = 0;
  for (int t = 0; t <= 600; ++t) samples.push_back({double(t), done}), done += 1000;
  for (int t = 601; t <= 720; ++t) samples.push_back({double(t), done}), done += 100;
  const uint64_t now_done = samples.back().done;
  EXPECT_NEAR(cw::Progress::recent_rate(samples, 720, now_done, 5.0), (25 * 1000 + 119 * 100) / 144.0, 1e-9);
  EXPECT_DOUBLE_EQ(samples.front().t, 576);  // the window is a fifth of 720 s: older samples dropped
  std::deque<cw::Progress::Sample> young = {{0, 0}, {10, 50}};
  EXPECT_DOUBLE_EQ(cw::Progress::recent_rate(young, 20, 100, 5.0), 5.0);
}

// The early end keeps the window's items a step, the late end its fraction a step; a count that
// did not fall, or a single step, gives no range, and a count at zero none left.
TEST(Progress, RemainingRangeSpansTheLinearAndTheGeometricPace) {
  using cw::OpenCount;
  EXPECT_FALSE(cw::remaining_range({}).known);
  EXPECT_FALSE(cw::remaining_range({{1, 100}}).known);
  EXPECT_FALSE(cw::remaining_range({{1, 100}, {2, 100}}).known);
  const cw::RemainingRange none = cw::remaining_range({{1, 100}, {2, 0}});
  EXPECT_TRUE(none.known);
  EXPECT_EQ(none.late_seconds, 0);
  // Halving each 10 s step from 1600: the last step 100 items (early: 100 / 100 * 10 = 10 s),
  // half kept a step (late: (log2(100) + 1) steps, about 76 s).
  std::vector<OpenCount> steps{{0, 1600}, {10, 800}, {20, 400}, {30, 200}, {40, 100}};
  const cw::RemainingRange r = cw::remaining_range(steps, 1);
  EXPECT_TRUE(r.known);
  EXPECT_NEAR(r.early_seconds, 10, 1e-9);
  EXPECT_NEAR(r.late_seconds, (std::log2(100.0) + 1) * 10, 1e-9);
  // Over the whole window: 1500 items in 4 steps (375 a step), the same fraction kept.
  const cw::RemainingRange w = cw::remaining_range(steps);
  EXPECT_NEAR(w.early_seconds, 100.0 / 375 * 10, 1e-9);
  EXPECT_NEAR(w.late_seconds, r.late_seconds, 1e-9);
  // The 2x4 exact diameter's classes open at its end after batches 2 to 10 (old order, 0.55 s a
  // batch): it took 21 batches more, between the two ends.
  std::vector<OpenCount> run;
  const uint64_t open[] = {218431, 189879, 164251, 147934, 134665, 125584, 116562, 108196, 99322};
  for (int i = 0; i < 9; ++i) run.push_back({0.55 * i, open[i]});
  const cw::RemainingRange x = cw::remaining_range(run);
  EXPECT_LT(x.early_seconds, 21 * 0.55);
  EXPECT_GT(x.late_seconds, 21 * 0.55);
}
