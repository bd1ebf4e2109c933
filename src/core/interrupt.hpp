// Cooperative Ctrl-C: long loops poll interrupted() and stop at a safe point.
//
// The CLI installs a signal handler that sets the flag. A front end whose own signal handling
// must run on one thread instead sets a poll function: Python's SIGINT handler only records the
// signal, which PyErr_CheckSignals() turns into KeyboardInterrupt on the main thread with the
// GIL held, while the engines run with the GIL released. While a poll is set, interrupted()
// also asks it, at most every 50 ms per thread; a true answer sets the flag, so every thread of
// the engine sees it at its next check.
#pragma once

namespace cw {

// Installs SIGINT/SIGTERM handlers that only set a flag (idempotent).
void install_interrupt_handler();
bool interrupted();
// For tests, and for front ends after an interrupted call: set or clear the flag by hand.
void set_interrupted(bool value);

// Sets the poll function (nullptr: none). It may be called from any thread of an engine and
// must be cheap when it has nothing to report (it answers false on threads it does not watch).
using InterruptPoll = bool (*)();
void set_interrupt_poll(InterruptPoll poll);

}  // namespace cw
