// How the goal's tables (group and axis databases) are kept in the cache folder: a valid file is
// loaded (its checksum verified before anything read is trusted); a missing, foreign or
// corrupted one is rebuilt and saved atomically; a folder that cannot be written leaves the
// table built but not saved. `note` says which of these happened.
#pragma once
#include <cstdint>
#include <filesystem>
#include <string>

#include "core/atomic_file.hpp"
#include "core/checkpoint.hpp"
#include "core/error.hpp"

namespace cw::rolling {

// load(CheckpointReader&) -> Table, throwing RunError on a bad file; build() -> Table;
// save(const Table&, CheckpointWriter&). An empty `dir` means no cache; with save_built false a
// valid file is loaded but a table built is not saved (a table wanted for one run only).
template <class Load, class Build, class Save>
auto cached_table(const std::string& dir, const std::string& path, const std::string& kind, uint32_t version,
                  std::string* note, Load load, Build build, Save save, bool save_built = true) -> decltype(build()) {
  if (!dir.empty() && std::filesystem::exists(path)) {
    try {
      CheckpointReader r(path, kind, version);
      auto table = load(r);
      r.verify_end();
      if (note) *note = "loaded from " + path;
      return table;
    } catch (const RunError& e) {
      if (note) *note = std::string(e.what()) + "; rebuilt";
    }
  }
  auto table = build();
  if (dir.empty() || !save_built) {
    if (note && note->empty()) *note = "built";
    return table;
  }
  try {
    make_directories(dir);
    CheckpointWriter w(path, kind, version);
    save(table, w);
    w.commit();
    if (note && note->empty()) *note = "built and saved to " + path;
  } catch (const RunError& e) {
    if (note) *note = std::string("built; not cached: ") + e.what();
  }
  return table;
}

}  // namespace cw::rolling
