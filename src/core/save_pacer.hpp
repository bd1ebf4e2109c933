// How often a long job saves its checkpoint: by time, not by unit of work, so that saving
// costs a bounded share of the run however long one unit or one save takes. A save is due once
// `min_period` seconds have passed since the last one ended and, with a share s, once the time
// since is at least (1 - s) / s times what the last save took (s = 0.1: nine times), which
// keeps saving under s of the run when saves are large. Ctrl-C and the job's own end are not
// paced: the job saves (or finishes) then whatever the pacer says. One pacer for every job that
// checkpoints (JobCheckpoint, the layered BFS's files), so they all follow the same rule.
#pragma once

#include "core/timer.hpp"

namespace cw {

class SavePacer {
 public:
  // The share a job that checkpoints by default spends saving at most.
  static constexpr double kDefaultShare = 0.1;
  // min_period >= 0 seconds; share in [0, 1) (0: every min_period seconds, however long a save takes).
  explicit SavePacer(double min_period, double share = 0);

  // The least seconds between the end of one save and the start of the next, given the last
  // save took `last_save` seconds: max(min_period, last_save * (1 - share) / share).
  double period(double last_save) const;
  double period() const { return period(last_save_); }
  // Whether a save is due `since` seconds after the last one ended (or the pacer started).
  bool due_after(double since) const { return since >= period(); }
  bool due() const { return due_after(since_.seconds()); }
  // A save ended now, having taken `took` seconds: the next one is timed from here.
  void saved(double took);
  double last_save_seconds() const { return last_save_; }

 private:
  double min_period_, share_;
  double last_save_ = 0;
  Stopwatch since_;
};

}  // namespace cw
