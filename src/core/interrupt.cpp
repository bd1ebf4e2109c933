#include "core/interrupt.hpp"

#include <atomic>
#include <chrono>
#include <csignal>

namespace cw {
namespace {
std::atomic<bool> g_interrupted{false};
std::atomic<InterruptPoll> g_poll{nullptr};
constexpr std::chrono::milliseconds kPollInterval{50};
extern "C" void on_signal(int) { g_interrupted.store(true, std::memory_order_relaxed); }

// The poll, at most once per kPollInterval on each thread (engines check the flag in hot loops).
bool poll_now(InterruptPoll poll) {
  thread_local std::chrono::steady_clock::time_point next_poll{};
  const auto now = std::chrono::steady_clock::now();
  if (now < next_poll) return false;
  next_poll = now + kPollInterval;
  return poll();
}
}  // namespace

void install_interrupt_handler() {
  std::signal(SIGINT, on_signal);
  std::signal(SIGTERM, on_signal);
}

bool interrupted() {
  if (g_interrupted.load(std::memory_order_relaxed)) return true;
  const InterruptPoll poll = g_poll.load(std::memory_order_acquire);
  if (poll == nullptr || !poll_now(poll)) return false;
  g_interrupted.store(true, std::memory_order_relaxed);
  return true;
}

void set_interrupted(bool value) { g_interrupted.store(value, std::memory_order_relaxed); }
void set_interrupt_poll(InterruptPoll poll) { g_poll.store(poll, std::memory_order_release); }

}  // namespace cw
