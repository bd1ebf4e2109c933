#include "rolling/layered_bfs.hpp"

#include <chrono>
#include <filesystem>
#include <thread>

#include <fmt/format.h>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "core/mpi.hpp"

namespace cw::rolling {
namespace {
// Version 2 (slices of regions); a manifest of version 1 held only the layer number.
const std::string kManifestTag = "rolling-mpi-bfs v2 layer ";
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

ParityFiles::ParityFiles(std::string prefix, int start_parity, Save save, Load load)
    : prefix_(std::move(prefix)), start_parity_(start_parity), save_(std::move(save)), load_(std::move(load)) {}

ParityFiles::~ParityFiles() {
  if (writer_.joinable()) writer_.join();
}

std::optional<LayerHeader> ParityFiles::resume() {
  if (!enabled() || !std::filesystem::exists(path(0)) || !std::filesystem::exists(path(1))) return std::nullopt;
  LayerHeader half[2] = {load_(path(0), 0), load_(path(1), 1)};
  const int newer = half[1].layer > half[0].layer ? 1 : 0;
  // The newer half is complete only together with the layer before it in the other half.
  const bool paired = half[newer].layer == half[1 - newer].layer + 1 &&
                      (start_parity_ ^ (half[newer].layer & 1)) == newer;
  if (!paired)
    throw RunError(fmt::format("checkpoint files '{}' and '{}' hold layers {} and {}, which do not belong "
                               "together; delete them to start afresh",
                               path(0), path(1), half[0].layer, half[1].layer));
  return half[newer];
}

void ParityFiles::save_now(const LayerHeader& known) {
  if (enabled()) save_(path(start_parity_ ^ (known.layer & 1)), start_parity_ ^ (known.layer & 1), known);
}

void ParityFiles::save_async(const LayerHeader& known) {
  if (!enabled()) return;
  wait();
  writer_parity_ = start_parity_ ^ (known.layer & 1);
  writer_ = std::thread([this, parity = writer_parity_, known] {
    try {
      save_(path(parity), parity, known);
    } catch (...) {
      writer_error_ = std::current_exception();
    }
  });
}

void ParityFiles::before_overwrite(int parity) {
  if (writer_parity_ == parity) wait();  // its error is read only once it has stopped
}

void ParityFiles::wait() {
  if (writer_.joinable()) writer_.join();
  writer_parity_ = -1;
  if (writer_error_) std::rethrow_exception(writer_error_);
}

void ParityFiles::remove() {
  wait();
  if (enabled())
    for (int parity = 0; parity < 2; ++parity) std::filesystem::remove(path(parity));
}

// ---- LayerFiles ----

LayerFiles::LayerFiles(std::string prefix, int rank, int ranks, Save save, Load load)
    : prefix_(std::move(prefix)),
      manifest_(fmt::format("{}.of{}.manifest", prefix_, ranks)),
      rank_(rank),
      ranks_(ranks),
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
  // A run killed between its manifest and its removal of layer d-2 left that file behind.
  for (int d = 0; d < committed - 1; ++d) std::filesystem::remove(path(d));
  return newer;
}

void LayerFiles::save_now(const LayerHeader& known) {
  if (enabled()) save_(path(known.layer), known);
}

void LayerFiles::commit(const LayerHeader& known) {
  if (!enabled()) return;
  save_(path(known.layer), known);
  mpi::barrier();  // every rank has the layer on disk before the manifest says so
  if (mpi::root()) write_file_atomic(manifest_, kManifestTag + std::to_string(known.layer) + "\n");
  mpi::barrier();
  std::filesystem::remove(path(known.layer - 2));
}

void LayerFiles::remove(int last_layer) {
  if (!enabled()) return;
  mpi::barrier();
  for (int d : {last_layer - 1, last_layer}) std::filesystem::remove(path(d));
  if (mpi::root()) std::filesystem::remove(manifest_);
}

}  // namespace cw::rolling
