// What the two layered BFS engines share, the single-process one (compact_bfs.cpp) and the MPI
// one (distributed_bfs.cpp): checkpoint and resume, stopping, progress, the result.
//
// Checkpoints: every move flips the parity of the
// empty cell, so each parity half of the space holds only its latest layer: a search resumes
// from its last complete layer d together with layer d-1 (the other half). Both file schemes
// keep exactly that pair on disk, in region_file.hpp's format, under a job kind
// (bfs_job_kind) that refuses the files of any other job:
//  - ParityFiles (one process): PREFIX.even and PREFIX.odd, each overwritten by the newest layer
//    of its parity, written in the background while the next layer is computed.
//  - LayerFiles (MPI ranks): PREFIX.r<rank>of<size>.L<layer> per rank, plus
//    PREFIX.of<size>.manifest naming the last layer every rank has saved; each rank keeps that
//    layer and the one before, so a rank lost at any moment costs at most the layer in flight.
#pragma once
#include <cstdint>
#include <exception>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "core/error.hpp"
#include "core/progress.hpp"
#include "core/timer.hpp"
#include "rolling/compact_bfs.hpp"
#include "rolling/region_file.hpp"

namespace cw::rolling {

// Refuses, before any work, a checkpoint prefix where no file can be written: ArgumentError
// with subject "checkpoint" (the options field).
void check_checkpoint_prefix(const std::string& prefix);

// "<engine> <board> <start>[ goal <goal>][ <terms>]": what the files of one job are stamped with.
std::string bfs_job_kind(std::string_view engine, const Layout& layout, const State& start,
                         const std::optional<State>& goal, std::string_view terms = "");

// Between layers: the kill-test pause, then whether Ctrl-C or stop_after_layer asks to stop.
bool pause_then_should_stop(int layer, const CompactBfsOptions& options);
// What a search stopped after `layer` throws; `saved_in` names the checkpoint files ("" none).
Interrupted interrupted_after(int layer, const std::string& saved_in);

// The result once layer known.layer + 1 came out empty.
CompactBfsResult result_of_search(const LayerHeader& known, int resumed_at, std::vector<uint64_t> farthest);

// Progress of a layered BFS: the states reached out of all states, the distance, the seconds
// per layer. No ETA: every layer sweeps the whole half of the space, so it costs the same
// whatever it finds, while the states found per layer rise and fall by orders of magnitude
// (3x4: 1 at distance 0, 10^8 in the middle); and the number of layers is not known until the
// last one comes out empty. An ETA from either would be wildly wrong early on.
class LayerProgress {
 public:
  LayerProgress(const Layout& layout, bool quiet);
  void layer_done(const LayerHeader& known);
  void finish() { bar_.finish(); }

 private:
  Progress bar_;
  Stopwatch clock_;
  int layers_ = 0;  // done in this run (not counting those resumed from a checkpoint)
};

// PREFIX.even and PREFIX.odd over one process's bit array. The background writer reads the
// regions of one parity, so the search must call before_overwrite(parity) before it writes them.
class ParityFiles {
 public:
  // `save`/`load` write and read the regions of one parity to and from a file.
  using Save = std::function<void(const std::string& path, int parity, const LayerHeader&)>;
  using Load = std::function<LayerHeader(const std::string& path, int parity)>;
  ParityFiles(std::string prefix, int start_parity, Save save, Load load);
  ~ParityFiles();  // waits for the writer; its error, if any, is lost (an exception is already on its way)
  ParityFiles(const ParityFiles&) = delete;
  ParityFiles& operator=(const ParityFiles&) = delete;

  bool enabled() const { return !prefix_.empty(); }
  std::string files() const { return enabled() ? prefix_ + ".{even,odd}" : ""; }
  // The last complete layer when both files exist (their regions loaded); RunError when the
  // two files do not hold consecutive layers.
  std::optional<LayerHeader> resume();
  void save_now(const LayerHeader& known);    // layer 0, so that a pair exists after layer 1
  void save_async(const LayerHeader& known);  // the layer just completed, in its parity's file
  void before_overwrite(int parity);
  void wait();                                // rethrows the writer's error
  void remove();                              // the job is done: its files would only mislead

 private:
  std::string path(int parity) const { return prefix_ + (parity ? ".odd" : ".even"); }
  std::string prefix_;
  int start_parity_;
  Save save_;
  Load load_;
  std::thread writer_;
  int writer_parity_ = -1;
  std::exception_ptr writer_error_;
};

// The per-rank layer files and the manifest of an MPI search. Every rank calls every member
// in the same order (they synchronise the ranks).
class LayerFiles {
 public:
  using Save = std::function<void(const std::string& path, const LayerHeader&)>;
  using Load = std::function<LayerHeader(const std::string& path, int layer)>;
  LayerFiles(std::string prefix, int rank, int ranks, Save save, Load load);

  bool enabled() const { return !prefix_.empty(); }
  // The layer the manifest names, with it and the layer before loaded; nullopt without one.
  std::optional<LayerHeader> resume();
  void save_now(const LayerHeader& known);  // layer 0: no manifest yet
  // Saves layer `known.layer` on every rank, then the manifest, then drops layer d-2.
  void commit(const LayerHeader& known);
  void remove(int last_layer);

 private:
  std::string path(int layer) const;
  int manifest_layer() const;  // -1 without a manifest
  std::string prefix_, manifest_;
  int rank_, ranks_;
  Save save_;
  Load load_;
};

}  // namespace cw::rolling
