// What the two layered BFS engines share, the single-process one (compact_bfs.cpp) and the MPI
// one (distributed_bfs.cpp): checkpoint and resume, stopping, progress, the result.
//
// Checkpoints: every move flips the parity of the
// empty cell, so each parity half of the space holds only its latest layer: a search resumes
// from a complete layer d together with layer d-1 (the other half). Both file schemes keep
// such a pair on disk, in region_file.hpp's format, under a job kind (bfs_job_kind) that
// refuses the files of any other job. A pair is saved when due by time (core/save_pacer.hpp:
// CompactBfsOptions::interval since the last pair, and at least nine times what that
// one took, so that saving stays under a tenth of the run), and always on Ctrl-C; a kill loses
// the layers since the last pair.
//  - ParityFiles (one process): PREFIX.even and PREFIX.odd, the pair's two halves. A pair is
//    written in the background while the next layers are computed: layer d, when due, into
//    PREFIX.<parity>.next; layer d+1 over the other parity's file; then .next renamed over
//    its parity's file. A run killed between the two finds the new pair in .next and the other
//    file (resume completes the rename) or the old pair (resume drops .next).
//  - LayerFiles (MPI ranks): PREFIX.r<rank>of<size>.L<layer> per rank, plus
//    PREFIX.of<size>.manifest naming the last layer every rank has saved; when due, each rank
//    saves layers d-1 and d, then the manifest names d, then the old pair goes: a rank lost at
//    any moment leaves the manifest's pair.
#pragma once
#include <atomic>
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
#include "core/save_pacer.hpp"
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
// regions of the parities it writes, so the search must call before_overwrite(parity) before
// it writes them.
class ParityFiles {
 public:
  // `save`/`load` write and read the regions of one parity to and from a file; a pair is due
  // `min_period` seconds after the last (SavePacer, with its default share).
  using Save = std::function<void(const std::string& path, int parity, const LayerHeader&)>;
  using Load = std::function<LayerHeader(const std::string& path, int parity)>;
  ParityFiles(std::string prefix, int start_parity, double min_period, Save save, Load load);
  ~ParityFiles();  // waits for the writer; its error, if any, is lost (an exception is already on its way)
  ParityFiles(const ParityFiles&) = delete;
  ParityFiles& operator=(const ParityFiles&) = delete;

  bool enabled() const { return !prefix_.empty(); }
  std::string files() const { return enabled() ? prefix_ + ".{even,odd}" : ""; }
  // The last complete pair's newer layer (both halves' regions loaded), completing a pair whose
  // rename a kill interrupted; nullopt without a pair; RunError when the two files do not hold
  // consecutive layers.
  std::optional<LayerHeader> resume();
  // After every layer d >= 1, with its regions and those of layer d-1 still at hand: completes a
  // pair begun after layer d-1, or begins one when due, or saves the pair (d-1, d) when
  // `stopping` (then wait() for it before exiting).
  void after_layer(const LayerHeader& known, bool stopping);
  void before_overwrite(int parity);
  void wait();                                // rethrows the writer's error
  void remove();                              // the job is done: its files would only mislead

 private:
  struct Write {
    std::string path;
    int parity;
    LayerHeader header;
  };
  std::string path(int parity) const { return prefix_ + (parity ? ".odd" : ".even"); }
  std::string next_path(int parity) const { return path(parity) + ".next"; }
  int parity_of(int layer) const { return start_parity_ ^ (layer & 1); }
  // Writes in order in the background, then renames next_path(commit) over path(commit) (-1: none).
  void write_async(std::vector<Write> writes, int commit);
  void reap();  // joins a writer that has finished, so that the pacer counts its time
  std::string prefix_;
  int start_parity_;
  SavePacer pacer_;
  Save save_;
  Load load_;
  std::thread writer_;
  std::atomic<bool> writer_done_{false};
  unsigned writer_parities_ = 0;  // bit p: the writer reads the regions of parity p
  bool writer_ends_pair_ = false;
  double writer_seconds_ = 0;     // what the writer took (read once it has stopped)
  double half_seconds_ = 0;       // what the first half of the pair under way took
  int half_ = -1;                 // the layer in a .next file, waiting for its pair's other half
  std::exception_ptr writer_error_;
};

// The per-rank layer files and the manifest of an MPI search. Every rank calls every member
// in the same order (they synchronise the ranks).
class LayerFiles {
 public:
  using Save = std::function<void(const std::string& path, const LayerHeader&)>;
  using Load = std::function<LayerHeader(const std::string& path, int layer)>;
  // A pair is due `min_period` seconds after the last (SavePacer, with its default share), as
  // the root rank's clock says.
  LayerFiles(std::string prefix, int rank, int ranks, double min_period, Save save, Load load);

  bool enabled() const { return !prefix_.empty(); }
  // The layer the manifest names, with it and the layer before loaded; nullopt without one.
  std::optional<LayerHeader> resume();
  // After every layer d >= 1, with layers d-1 and d at hand: when due or `stopping`, saves both
  // on every rank (d alone when d-1 is the manifest's), then the manifest, then drops the old pair.
  void after_layer(const LayerHeader& known, bool stopping);
  void remove(int last_layer);

 private:
  std::string path(int layer) const;
  int manifest_layer() const;  // -1 without a manifest
  std::string prefix_, manifest_;
  int rank_, ranks_;
  SavePacer pacer_;
  Save save_;
  Load load_;
  int committed_ = -1;  // the layer the manifest names
};

}  // namespace cw::rolling
