#include "core/progress.hpp"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <mutex>

#include <fmt/format.h>

namespace cw {
namespace {
bool g_quiet = false;
std::mutex g_sink_mutex;

// Made on first use: a namespace-scope one would be destroyed at every program's exit (a page of
// code touched for nothing by commands that report no progress: bench/startup.py).
std::shared_ptr<const ProgressSink>& sink_slot() {  // guarded by g_sink_mutex
  static std::shared_ptr<const ProgressSink> sink;
  return sink;
}

std::shared_ptr<const ProgressSink> current_sink() {
  std::lock_guard lock(g_sink_mutex);
  return sink_slot();
}
}  // namespace

ProgressSink set_progress_sink(ProgressSink sink) {
  auto next = sink ? std::make_shared<const ProgressSink>(std::move(sink)) : nullptr;
  std::lock_guard lock(g_sink_mutex);
  std::swap(sink_slot(), next);
  return next ? *next : ProgressSink{};
}

bool has_progress_sink() { return current_sink() != nullptr; }

void set_quiet(bool q) { g_quiet = q; }
bool quiet() { return g_quiet; }

Progress::Progress(std::string label, uint64_t total, bool quiet_flag)
    : sink_(current_sink()), label_(std::move(label)), total_(total), quiet_(quiet_flag),
      tty_(sink_ != nullptr || ::isatty(2) == 1) {}

Progress::~Progress() { finish(); }

std::string Progress::format_eta(double s) {
  if (!(s >= 0) || s > 1e8) return "?";
  auto t = static_cast<long long>(s + 0.5);
  if (t >= 3600) return fmt::format("{}h{:02}m", t / 3600, (t / 60) % 60);
  if (t >= 60) return fmt::format("{}m{:02}s", t / 60, t % 60);
  return fmt::format("{}s", t);
}

double Progress::recent_rate(std::deque<Sample>& samples, double now, uint64_t done, double overall) {
  const double window = std::max(60.0, now / 5);
  while (samples.size() > 1 && samples[1].t <= now - window) samples.pop_front();
  if (samples.empty() || now - samples.front().t < 30 || done < samples.front().done) return overall;
  return static_cast<double>(done - samples.front().done) / (now - samples.front().t);
}

RemainingRange remaining_range(const std::vector<OpenCount>& steps, size_t window) {
  RemainingRange r;
  if (steps.size() < 2 || window < 1) return r;
  const OpenCount& now = steps.back();
  const OpenCount& then = steps[steps.size() - 1 - std::min(window, steps.size() - 1)];
  const double n = static_cast<double>(std::min(window, steps.size() - 1));
  if (now.open == 0) return {true, 0, 0};
  if (now.open >= then.open || now.seconds <= then.seconds) return r;
  const double step_seconds = (now.seconds - then.seconds) / n;
  const double per_step = static_cast<double>(then.open - now.open) / n;
  // The fraction kept a step, r^n = now/then; the count falls below one after ln(now) / -ln(r).
  const double kept = std::pow(static_cast<double>(now.open) / static_cast<double>(then.open), 1 / n);
  r.known = true;
  r.early_seconds = static_cast<double>(now.open) / per_step * step_seconds;
  r.late_seconds = std::max(r.early_seconds, (std::log(static_cast<double>(now.open)) / -std::log(kept) + 1) * step_seconds);
  return r;
}

void Progress::update(uint64_t done) {
  done_ = done;
  if (quiet_) return;
  const double now = clock_.seconds();
  if (samples_.empty() || now - samples_.back().t >= 1) samples_.push_back({now, done});
  // Jobs shorter than a second stay silent; then a redraw every 0.2 s (terminal, sink) or 5 s.
  if (now < 1.0 || (drawn_ && now - last_draw_ < (tty_ ? 0.2 : 5.0))) return;
  last_draw_ = now;
  drawn_ = true;
  draw(false);
}

void Progress::draw(bool final) {
  double t = clock_.seconds();
  if (sink_) {
    (*sink_)(ProgressUpdate{.label = label_,
                            .done = done_,
                            .resumed = std::min(resumed_, done_),
                            .total = total_,
                            .elapsed = t,
                            .note = note_,
                            .finished = final});
    return;
  }
  const double rate = t > 0 ? static_cast<double>(done_ - std::min(resumed_, done_)) / t : 0;
  std::string line;
  if (total_ > 0) {
    double frac = static_cast<double>(done_) / static_cast<double>(total_);
    if (frac > 1) frac = 1;
    const double pace = recent_rate(samples_, t, done_, rate);
    const double eta = pace > 0 ? (static_cast<double>(total_ - std::min(done_, total_)) / pace) : -1;
    const std::string timing = !eta_ ? fmt::format("elapsed {}", format_eta(t))
                                     : fmt::format("{:.3g}/s ETA {}", pace, final ? "0s" : format_eta(eta));
    if (tty_) {
      int width = 24, fill = static_cast<int>(frac * width);
      line = fmt::format("{} [{}{}] {:5.1f}% {}/{} {}", label_, std::string(fill, '#'),
                         std::string(width - fill, '.'), 100 * frac, done_, total_, timing);
    } else {
      line = fmt::format("{}: {:.1f}% {}/{} {}", label_, 100 * frac, done_, total_, timing);
    }
  } else {
    line = fmt::format("{}: {} {:.3g}/s elapsed {}", label_, done_, rate, format_eta(t));
  }
  if (!note_.empty()) line += "  " + note_;
  if (tty_)
    std::fprintf(stderr, "\r\033[K%s%s", line.c_str(), final ? "\n" : "");
  else
    std::fprintf(stderr, "%s\n", line.c_str());
  std::fflush(stderr);
}

void Progress::finish() {
  if (finished_) return;
  finished_ = true;
  // Only close a bar that was drawn: short jobs stay silent.
  if (!quiet_ && tty_ && drawn_) draw(true);
}

void status_line(const std::string& label, const std::string& line, bool quiet_flag) {
  if (quiet_flag) return;
  if (const auto sink = current_sink()) {
    (*sink)(ProgressUpdate{.label = label, .note = line, .finished = true});
    return;
  }
  std::fprintf(stderr, "%s\n", line.c_str());
}

}  // namespace cw
