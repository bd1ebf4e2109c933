// `macmahon sizes` stops at Ctrl-C, rather than running to the end, when the signal arrives through
// a front end's poll (core/interrupt.hpp), as in Python, where the engine's threads cannot see the signal.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>

#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "macmahon/universal.hpp"

namespace {
using Clock = std::chrono::steady_clock;
std::atomic<Clock::rep> g_signal_at{0};
bool signalled() { return Clock::now().time_since_epoch().count() >= g_signal_at.load(); }
}  // namespace

TEST(Interrupt, SizesStopsAtAPolledSignal) {
  const auto signal_at = Clock::now() + std::chrono::milliseconds(300);
  g_signal_at = signal_at.time_since_epoch().count();
  cw::set_interrupt_poll(signalled);
  bool stopped = false;
  try {
    cw::macmahon::size_statistics(true, 2);
  } catch (const cw::Interrupted&) {
    stopped = true;
  }
  const double late = std::chrono::duration<double>(Clock::now() - signal_at).count();
  cw::set_interrupt_poll(nullptr);
  cw::set_interrupted(false);
  if (!stopped && late < 0) GTEST_SKIP() << "finished before the signal (a fast machine)";
  EXPECT_TRUE(stopped);  // how soon is a speed, which tests do not assert (the Python tests show it)
}
