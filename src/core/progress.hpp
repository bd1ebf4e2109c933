// Progress on stderr: a redrawn bar (count, rate, ETA) on a terminal, a plain line every few
// seconds otherwise, nothing when quiet. Thread-safe to call update() from one thread at a time.
// A front end that shows progress its own way (Python's callbacks) sets a process-wide sink:
// each Progress then hands its figures to the sink, at a terminal's rate, instead of printing.
#pragma once
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "core/timer.hpp"

namespace cw {

// The figures of one redraw, as a sink receives them.
struct ProgressUpdate {
  std::string label;     // what is being done, e.g. "sizes"
  uint64_t done = 0;     // units done so far
  uint64_t resumed = 0;  // of those, the units done before this run (a checkpoint's): the rate is
                         // (done - resumed) / elapsed
  uint64_t total = 0;    // units in all; 0 when unknown
  double elapsed = 0;    // seconds since the work began
  std::string note;      // e.g. "layer 17"; may be empty
  bool finished = false; // the last update of this piece of work
};
using ProgressSink = std::function<void(const ProgressUpdate&)>;

// Sets the process-wide sink (an empty function: print on stderr again) and returns the
// previous one. A Progress uses the sink that was set when it was constructed. The sink is
// called from the thread that calls update() or finish() and must not throw (it may run inside
// an OpenMP loop); quiet work (the quiet flag) reaches neither stderr nor the sink.
ProgressSink set_progress_sink(ProgressSink sink);
// Whether a sink is set: work that also prints its own lines on stderr (IDA*'s iterations)
// prints them only without a sink, and reports through a Progress with one.
bool has_progress_sink();

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
  // For work resumed from a checkpoint: `done` units were done before this run, so that the rate
  // and the ETA count this run's work only.
  void resumed_from(uint64_t done) { resumed_ = done; }
  // For work whose size was predicted: a new total (0: unknown) once the prediction fails.
  void set_total(uint64_t total) { total_ = total; }
  void finish();

  static std::string format_eta(double seconds);

  // (seconds since the start, units done) at most once a second.
  struct Sample {
    double t;
    uint64_t done;
  };
  // The rate the ETA divides by: the units of the last window (a fifth of the elapsed time, at
  // least a minute; samples older than that are dropped), so that work whose pace changes (an
  // exact diameter settles fewer classes a batch as it goes) gets its ETA from its present pace;
  // `overall` until samples span half a minute.
  static double recent_rate(std::deque<Sample>& samples, double now, uint64_t done, double overall);

 private:
  void draw(bool final);
  std::shared_ptr<const ProgressSink> sink_;  // null: print on stderr
  std::string label_;
  uint64_t total_, done_ = 0, resumed_ = 0;
  bool quiet_, tty_, finished_ = false, eta_ = true;  // tty_: redrawn in place (a terminal or a sink)
  double last_draw_ = 0;
  bool drawn_ = false;
  std::string note_;
  std::deque<Sample> samples_;
  Stopwatch clock_;
};

// For work that ends when a count of open items reaches zero at a pace that slows as it goes
// (an exact diameter's classes that may still lie at an end: the last settle slowest), where an
// ETA from the present rate alone would promise too early an end. From the count after each
// step and the time it ended, the last `window` steps give the time left two ways: the count
// falling by as many items a step as over the window (the early end) and by the same fraction a
// step (the late end; observed runs ended between the two). known is false until the window
// holds two steps, or while the count did not fall over it.
struct RemainingRange {
  bool known = false;
  double early_seconds = 0, late_seconds = 0;
};
struct OpenCount {
  double seconds;  // when the step ended
  uint64_t open;   // items still open after it
};
RemainingRange remaining_range(const std::vector<OpenCount>& steps, size_t window = 8);

// A one-line account of a finished step (e.g. one IDA* bound: its nodes and time), so that
// engines never print: on stderr, or to the sink as a finished update whose note is `line`.
// Nothing when quiet.
void status_line(const std::string& label, const std::string& line, bool quiet);

// Global default for --quiet, set once by the CLI.
void set_quiet(bool quiet);
bool quiet();

}  // namespace cw
