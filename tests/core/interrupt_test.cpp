#include "core/interrupt.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

namespace {
std::atomic<int> g_polls{0};
std::atomic<bool> g_answer{false};
bool test_poll() {
  ++g_polls;
  return g_answer.load();
}
}  // namespace

TEST(Interrupt, PollIsAskedAtMostEvery50MillisecondsPerThread) {
  g_polls = 0;
  g_answer = false;
  cw::set_interrupt_poll(test_poll);
  const auto start = std::chrono::steady_clock::now();
  int checks = 0;
  while (std::chrono::steady_clock::now() - start < std::chrono::milliseconds(220)) {
    EXPECT_FALSE(cw::interrupted());
    ++checks;
  }
  cw::set_interrupt_poll(nullptr);
  EXPECT_GT(checks, 1000);
  EXPECT_GE(g_polls.load(), 2);
  EXPECT_LE(g_polls.load(), 6);
}

TEST(Interrupt, PollAnsweringTrueSetsTheFlagUntilCleared) {
  g_answer = true;
  cw::set_interrupt_poll(test_poll);
  std::this_thread::sleep_for(std::chrono::milliseconds(60));  // past this thread's last poll
  EXPECT_TRUE(cw::interrupted());
  cw::set_interrupt_poll(nullptr);
  EXPECT_TRUE(cw::interrupted());  // the flag stays set for every thread
  cw::set_interrupted(false);
  EXPECT_FALSE(cw::interrupted());
  g_answer = false;
}
