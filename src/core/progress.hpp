// Progress on stderr: a redrawn bar (count, rate, ETA) on a terminal, a plain line every few
// seconds otherwise, nothing when quiet. Thread-safe to call update() from one thread at a time.
#pragma once
#include <cstdint>
#include <string>

#include "core/timer.hpp"

namespace cw {

class Progress {
 public:
  // total = 0 means unknown (no ETA, no bar).
  Progress(std::string label, uint64_t total, bool quiet);
  ~Progress();
  // Sets the amount done; redraws at most a few times per second.
  void update(uint64_t done);
  // An optional note shown after the figures (e.g. "layer 17").
  void note(std::string text) { note_ = std::move(text); }
  // For work whose cost is not proportional to `done` (a BFS layer costs the same whatever it
  // finds): the fraction done and the elapsed time, but no rate and no ETA, which would be
  // extrapolated from the wrong measure.
  void without_eta() { eta_ = false; }
  void finish();

  static std::string format_eta(double seconds);

 private:
  void draw(bool final);
  std::string label_;
  uint64_t total_, done_ = 0;
  bool quiet_, tty_, finished_ = false, eta_ = true;
  double last_draw_ = 0;
  bool drawn_ = false;
  std::string note_;
  Stopwatch clock_;
};

// Global default for --quiet, set once by the CLI.
void set_quiet(bool quiet);
bool quiet();

}  // namespace cw
