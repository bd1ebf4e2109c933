// A long job's resumable state as one JSON document, stored as CBOR (large arrays as byte strings:
// json.hpp, bytes_json), in a checkpoint file (checkpoint.hpp:
// versioned, checksummed, written atomically), tagged with the job's identity so that a file
// written by another job is refused rather than resumed, and saved when due (save_pacer.hpp:
// `interval` seconds since the last save, and with a share, that share of the time at most).
// One mechanism for every search that stops and resumes: the search says what its state
// is, this says where it lives and whether it may be used.
#pragma once
#include <cstdint>
#include <functional>
#include <string>

#include "core/json.hpp"
#include "core/save_pacer.hpp"

namespace cw {

// What a job stopped by Ctrl-C says: where its progress is, or that it had no checkpoint.
std::string interrupted_message(const std::string& checkpoint_path);

class JobCheckpoint {
 public:
  // An empty path: no checkpoint (load finds nothing, save does nothing). kind names the state
  // in the file's header; its words ("hoffman-count": "hoffman count") name it in errors.
  JobCheckpoint(std::string path, std::string kind, uint32_t version, Json identity, double interval);
  bool enabled() const { return !path_.empty(); }
  const std::string& path() const { return path_; }
  // Calls read(state) with the state saved last and returns true; false when there is no file.
  // Throws InputError when the file belongs to another job, RunError when it is damaged or holds
  // a state that read cannot take (any JSON error inside read).
  bool load(const std::function<void(const Json& state)>& read) const;
  // True once `interval` seconds have passed since the last save (or the start) and, with a
  // largest share of time to spend saving (set_save_share), (1 - share) / share times the last
  // save's time (SavePacer).
  bool due() const { return pacer_.due(); }
  // For a job whose state is large (hundreds of MB, seconds to save): saves only as often
  // as keeps their time under `share` of the job's (0: every `interval` seconds, however long).
  void set_save_share(double share) { pacer_ = SavePacer(interval_, share); }
  // Writes {"job": identity, ...state's fields}; a no-op without a path.
  void save(Json state);

 private:
  std::string path_, kind_;
  uint32_t version_;
  Json identity_;
  double interval_;
  SavePacer pacer_;
};

}  // namespace cw
