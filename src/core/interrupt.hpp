// Cooperative Ctrl-C: long loops poll interrupted() and stop at a safe point.
#pragma once

namespace cw {

// Installs SIGINT/SIGTERM handlers that only set a flag (idempotent).
void install_interrupt_handler();
bool interrupted();
// For tests: set or clear the flag by hand.
void set_interrupted(bool value);

}  // namespace cw
