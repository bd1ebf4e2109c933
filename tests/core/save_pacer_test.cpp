#include "core/save_pacer.hpp"

#include <chrono>
#include <thread>

#include <gtest/gtest.h>

// Without a share, saves are due every min_period seconds however long they take.
TEST(SavePacer, WithoutAShareSavesEveryMinimumPeriod) {
  cw::SavePacer p(30);
  EXPECT_DOUBLE_EQ(p.period(), 30);
  EXPECT_FALSE(p.due_after(29.9));
  EXPECT_TRUE(p.due_after(30));
  p.saved(100);  // a save far longer than the period does not space the next one
  EXPECT_DOUBLE_EQ(p.period(), 30);
  EXPECT_TRUE(p.due_after(30));
}

// With a share of a tenth, the next save waits nine times what the last one took, so that
// saving (t) over the whole (t + 9t) stays at a tenth; the minimum period still holds for quick saves.
TEST(SavePacer, AShareSpacesSavesByWhatTheLastOneTook) {
  cw::SavePacer p(30, cw::SavePacer::kDefaultShare);
  EXPECT_DOUBLE_EQ(p.period(), 30);  // nothing saved yet: the minimum period from the start
  p.saved(1);
  EXPECT_DOUBLE_EQ(p.period(), 30);  // 9 s < 30 s
  p.saved(10);
  EXPECT_NEAR(p.period(), 90, 1e-9);
  EXPECT_FALSE(p.due_after(89.9));
  EXPECT_TRUE(p.due_after(90));
  EXPECT_NEAR(p.last_save_seconds(), 10, 1e-12);
  p.saved(2);  // a quicker save brings the period back down
  EXPECT_DOUBLE_EQ(p.period(), 30);
  for (double took : {0.5, 3.0, 7.0, 40.0}) {  // the share of time spent saving stays under a tenth
    const double period = p.period(took);
    EXPECT_LE(took / (took + period), 0.1 + 1e-12) << took;
  }
}

// A minimum period of 0 with a share: as often as keeps saving under the share (tests use it
// to save after nearly every step); without either, after every step.
TEST(SavePacer, ZeroMinimumPeriod) {
  cw::SavePacer shared(0, 0.1);
  EXPECT_TRUE(shared.due());  // nothing saved yet
  shared.saved(0.002);
  EXPECT_NEAR(shared.period(), 0.018, 1e-12);
  EXPECT_FALSE(shared.due_after(0.017));
  EXPECT_TRUE(shared.due_after(0.0181));
  cw::SavePacer every(0);
  every.saved(5);
  EXPECT_TRUE(every.due());
}

// due() reads the clock from the end of the last save.
TEST(SavePacer, DueCountsFromTheEndOfTheLastSave) {
  cw::SavePacer p(0.05);
  EXPECT_FALSE(p.due());
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  EXPECT_TRUE(p.due());
  p.saved(0.001);
  EXPECT_FALSE(p.due());
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  EXPECT_TRUE(p.due());
}

// Out-of-range arguments are clamped, never a period that is negative or infinite.
TEST(SavePacer, ClampsItsArguments) {
  cw::SavePacer p(-5, 1.5);
  p.saved(-1);
  EXPECT_GE(p.period(), 0);
  EXPECT_LT(p.period(1), 1);  // share clamped below 1: the next save after a small fraction of the last's time
}
