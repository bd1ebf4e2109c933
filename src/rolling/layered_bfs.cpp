#include "rolling/layered_bfs.hpp"

#include <chrono>
#include <filesystem>
#include <string_view>
#include <thread>

#include <fmt/format.h>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/mpi.hpp"

namespace cw::rolling {
namespace {
// Version 2 (slices of regions); a manifest of version 1 held only the layer number.
constexpr std::string_view kManifestTag = "rolling-mpi-bfs v2 layer ";

// What the search knew after layer d-1, from what it knows after layer d.
LayerHeader layer_before(const LayerHeader& known) {
  LayerHeader h = known;
  --h.layer;
  h.histogram.pop_back();
  if (h.goal_distance > h.layer) h.goal_distance = -1;
  return h;
}
}  // namespace

void check_checkpoint_prefix(const std::string& prefix) {
  try {
    require_writable_location(prefix);
  } catch (const InputError& e) {
    throw ArgumentError("checkpoint", e.what());
  }
}

std::string bfs_job_kind(std::string_view engine, const Layout& layout, const State& start,
                         const std::optional<State>& goal, std::string_view terms) {
  return fmt::format("{} {} {}{}{}{}", engine, format_board(layout.board()), format_state(start),
                     goal ? " goal " + format_state(*goal) : "", terms.empty() ? "" : " ", terms);
}

bool pause_then_should_stop(int layer, const CompactBfsOptions& opt) {
  if (opt.layer_delay_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(opt.layer_delay_ms));
  return interrupted() || layer == opt.stop_after_layer;
}

Interrupted interrupted_after(int layer, const std::string& saved_in) {
  if (saved_in.empty()) return Interrupted(fmt::format("interrupted after distance {}", layer));
  return Interrupted(fmt::format(
      "interrupted after distance {}; run the same command to resume from the checkpoint {}", layer, saved_in));
}

CompactBfsResult result_of_search(const LayerHeader& known, int resumed_at, std::vector<uint64_t> farthest) {
  CompactBfsResult out;
  out.histogram = known.histogram;
  for (uint64_t h : known.histogram) out.reached += h;
  out.max_distance = known.layer;
  out.farthest = std::move(farthest);
  out.farthest_count = known.histogram.back();
  out.resumed_at = resumed_at;
  out.goal_distance = known.goal_distance;
  return out;
}

LayerProgress::LayerProgress(const Layout& layout, bool quiet)
    : bar_("bfs " + format_board(layout.board()), layout.states(), quiet) {
  bar_.without_eta();
}

void LayerProgress::layer_done(const LayerHeader& known) {
  uint64_t reached = 0;
  for (uint64_t h : known.histogram) reached += h;
  ++layers_;
  bar_.note(fmt::format("distance {}, {:.2f} s/layer", known.layer, clock_.seconds() / layers_));
  bar_.update(reached);
}

// ---- ParityFiles ----

ParityFiles::ParityFiles(std::string prefix, int start_parity, double min_period, Save save, Load load)
    : prefix_(std::move(prefix)),
      start_parity_(start_parity),
      pacer_(min_period, SavePacer::kDefaultShare),
      save_(std::move(save)),
      load_(std::move(load)) {}

ParityFiles::~ParityFiles() {
  if (writer_.joinable()) writer_.join();
}

std::optional<LayerHeader> ParityFiles::resume() {
  if (!enabled()) return std::nullopt;
  namespace fs = std::filesystem;
  // Layers p and 1-p hold a pair when they are consecutive and the newer one is of its parity.
  const auto pair_of = [&](const LayerHeader& even, const LayerHeader& odd) -> std::optional<LayerHeader> {
    const LayerHeader& newer = odd.layer > even.layer ? odd : even;
    const LayerHeader& older = odd.layer > even.layer ? even : odd;
    if (newer.layer == older.layer + 1 && parity_of(newer.layer) == (&newer == &odd ? 1 : 0)) return newer;
    return std::nullopt;
  };
  // A pair whose second half was written but whose first (in .next) a kill kept from its
  // place: completed now. A .next without its other half began a pair that never finished.
  for (int p = 0; p < 2; ++p) {
    if (!fs::exists(next_path(p))) continue;
    if (fs::exists(path(1 - p))) {
      LayerHeader half[2];
      half[p] = load_(next_path(p), p);
      half[1 - p] = load_(path(1 - p), 1 - p);
      if (const auto newer = pair_of(half[0], half[1])) {
        fs::rename(next_path(p), path(p));
        return newer;
      }
    }
    fs::remove(next_path(p));
  }
  if (!fs::exists(path(0)) || !fs::exists(path(1))) return std::nullopt;
  const LayerHeader half[2] = {load_(path(0), 0), load_(path(1), 1)};
  const auto newer = pair_of(half[0], half[1]);
  if (!newer)
    throw RunError(fmt::format("checkpoint files '{}' and '{}' hold layers {} and {}, which do not belong "
                               "together; delete them to start afresh",
                               path(0), path(1), half[0].layer, half[1].layer));
  return newer;
}

void ParityFiles::after_layer(const LayerHeader& known, bool stopping) {
  if (!enabled()) return;
  reap();
  const int d = known.layer;
  if (half_ >= 0) {  // layer d-1 waits in its .next file: layer d completes the pair
    write_async({{path(parity_of(d)), parity_of(d), known}}, parity_of(half_));
    half_ = -1;
  } else if (stopping) {  // both halves now, layer d-1 being still at hand in the other parity
    write_async({{next_path(parity_of(d)), parity_of(d), known},
                 {path(parity_of(d - 1)), parity_of(d - 1), layer_before(known)}},
                parity_of(d));
  } else if (pacer_.due()) {  // the first half; the next layer writes the second
    write_async({{next_path(parity_of(d)), parity_of(d), known}}, -1);
    half_ = d;
  }
}

void ParityFiles::write_async(std::vector<Write> writes, int commit) {
  wait();
  writer_parities_ = 0;
  for (const Write& w : writes) writer_parities_ |= 1u << w.parity;
  writer_ends_pair_ = commit >= 0;
  writer_done_ = false;
  writer_ = std::thread([this, writes = std::move(writes), commit] {
    try {
      const Stopwatch took;
      for (const Write& w : writes) save_(w.path, w.parity, w.header);
      if (commit >= 0) std::filesystem::rename(next_path(commit), path(commit));
      writer_seconds_ = took.seconds();
    } catch (...) {
      writer_error_ = std::current_exception();
    }
    writer_done_ = true;
  });
}

void ParityFiles::reap() {
  if (writer_.joinable() && writer_done_) wait();
}

void ParityFiles::before_overwrite(int parity) {
  if (writer_parities_ >> parity & 1) wait();  // its error is read only once it has stopped
}

void ParityFiles::wait() {
  if (writer_.joinable()) {
    writer_.join();
    if (!writer_error_) {  // the pacer times the whole pair, both halves
      half_seconds_ += writer_seconds_;
      if (writer_ends_pair_) {
        pacer_.saved(half_seconds_);
        half_seconds_ = 0;
      }
    }
  }
  writer_parities_ = 0;
  writer_ends_pair_ = false;
  if (writer_error_) std::rethrow_exception(writer_error_);
}

void ParityFiles::remove() {
  wait();
  if (enabled())
    for (int parity = 0; parity < 2; ++parity)  // with the temporary files a kill left mid-write
      for (const std::string& f : {path(parity), next_path(parity)})
        for (const std::string& g : {f, f + ".tmp"}) std::filesystem::remove(g);
}

// ---- LayerFiles ----

LayerFiles::LayerFiles(std::string prefix, int rank, int ranks, double min_period, Save save, Load load)
    : prefix_(std::move(prefix)),
      manifest_(fmt::format("{}.of{}.manifest", prefix_, ranks)),
      rank_(rank),
      ranks_(ranks),
      pacer_(min_period, SavePacer::kDefaultShare),
      save_(std::move(save)),
      load_(std::move(load)) {}

std::string LayerFiles::path(int layer) const { return fmt::format("{}.r{}of{}.L{}", prefix_, rank_, ranks_, layer); }

int LayerFiles::manifest_layer() const {
  if (!enabled() || !std::filesystem::exists(manifest_)) return -1;
  const std::string text = read_file(manifest_);
  if (text.rfind(kManifestTag, 0) != 0)
    throw RunError(fmt::format("checkpoint manifest '{}' was not written by this version of cubeworks "
                               "(expected '{}N'); delete {}.* to start afresh",
                               manifest_, kManifestTag, prefix_));
  try {
    return std::stoi(text.substr(kManifestTag.size()));
  } catch (...) {
    throw RunError("checkpoint manifest '" + manifest_ + "' is corrupted");
  }
}

std::optional<LayerHeader> LayerFiles::resume() {
  const int committed = manifest_layer();
  if (committed < 1) return std::nullopt;
  const LayerHeader newer = load_(path(committed), committed);
  const LayerHeader older = load_(path(committed - 1), committed - 1);
  if (newer.layer != committed || older.layer != committed - 1)
    throw RunError(fmt::format("checkpoint files of rank {} do not hold layers {} and {}", rank_, committed - 1,
                               committed));
  // A run killed between its manifest and its removal of the pair before left those files behind.
  for (int d = 0; d < committed - 1; ++d) std::filesystem::remove(path(d));
  committed_ = committed;
  return newer;
}

void LayerFiles::after_layer(const LayerHeader& known, bool stopping) {
  if (!enabled()) return;
  // Every rank decides as the root does: the saves below synchronise them.
  uint64_t due = mpi::root() && (stopping || pacer_.due());
  mpi::allreduce_sum(&due, 1);
  if (!due) return;
  const Stopwatch took;
  const int d = known.layer;
  if (committed_ != d - 1) save_(path(d - 1), layer_before(known));
  save_(path(d), known);
  mpi::barrier();  // every rank has the pair on disk before the manifest says so
  if (mpi::root()) write_file_atomic(manifest_, std::string(kManifestTag) + std::to_string(d) + "\n");
  mpi::barrier();
  for (int old : {committed_ - 1, committed_})
    if (old >= 0 && old < d - 1) std::filesystem::remove(path(old));
  committed_ = d;
  pacer_.saved(took.seconds());
}

void LayerFiles::remove(int last_layer) {
  if (!enabled()) return;
  mpi::barrier();
  // Layers of a pair a kill interrupted before its manifest may lie anywhere up to the last.
  for (int d = 0; d <= last_layer; ++d) std::filesystem::remove(path(d));
  if (mpi::root()) std::filesystem::remove(manifest_);
}

}  // namespace cw::rolling
