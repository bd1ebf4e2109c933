#include "core/interrupt.hpp"

#include <atomic>
#include <csignal>

namespace cw {
namespace {
std::atomic<bool> g_interrupted{false};
extern "C" void on_signal(int) { g_interrupted.store(true, std::memory_order_relaxed); }
}  // namespace

void install_interrupt_handler() {
  std::signal(SIGINT, on_signal);
  std::signal(SIGTERM, on_signal);
}
bool interrupted() { return g_interrupted.load(std::memory_order_relaxed); }
void set_interrupted(bool value) { g_interrupted.store(value, std::memory_order_relaxed); }

}  // namespace cw
