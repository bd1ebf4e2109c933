// Every collection that builds a target, with its targets and solution numbers, as an SQLite
// database for ad hoc queries (docs/macmahon.md lists examples). Built only with SQLite
// (CUBEWORKS_SQLITE; not in the WebAssembly build), whose library is opened on first use:
// elsewhere, or where it cannot be loaded, write_collection_db throws RunError.
//
// Schema (ids are Conway indices, Ab = 0 .. Fe = 29, and collection ranks, 0 .. C(30,8)-1):
//   cubes(id, name, colouring)
//   collections(id, cubes "Ab,Cd,...", mask: bit i = cube i, target_count)
//   builds(collection, target, solution_number)  one row per (collection, target it builds)
// with indexes on builds(target, collection), builds(collection) and collections(target_count).
#pragma once
#include <cstdint>
#include <string>

#include "macmahon/names.hpp"

namespace cw::macmahon {

struct CollectionDbStats {
  uint64_t collections = 0;  // rows of `collections` (those building at least one target)
  uint64_t builds = 0;       // rows of `builds`
};
bool collection_db_available();  // this build has SQLite, and its library can be loaded
// What write_collection_db checks before any work, for callers with work of their own before it:
// RunError without SQLite, InputError for a path that cannot be written.
void require_collection_db(const std::string& path);
// The collections of 8 cubes of `within` (default: all 30 cubes). Written to PATH.tmp, then
// renamed over PATH, so PATH is never a half-written database. InputError for a path that cannot
// be written; RunError without SQLite; Interrupted on Ctrl-C (PATH untouched, no PATH.tmp left).
CollectionDbStats write_collection_db(const std::string& path, CubeSet within = (1u << kMacMahonCubes) - 1);

}  // namespace cw::macmahon
