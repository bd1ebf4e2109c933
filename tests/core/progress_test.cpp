#include "core/progress.hpp"

#include <gtest/gtest.h>

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
