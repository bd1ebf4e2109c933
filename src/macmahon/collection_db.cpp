#include "macmahon/collection_db.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#include <fmt/format.h>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "core/interrupt.hpp"
#include "macmahon/census.hpp"
#include "macmahon/set_analysis.hpp"

#ifdef CUBEWORKS_HAVE_SQLITE
#include <sqlite3.h>
#endif

namespace cw::macmahon {

#ifndef CUBEWORKS_HAVE_SQLITE

bool collection_db_available() { return false; }

void require_collection_db(const std::string&) {
  throw RunError("this build has no SQLite: install libsqlite3-dev and rebuild to write collection databases");
}

CollectionDbStats write_collection_db(const std::string& path, CubeSet) {
  require_collection_db(path);
  return {};
}

#else

namespace {

const char* const kSchema = R"sql(
PRAGMA journal_mode = OFF;
PRAGMA synchronous = OFF;
CREATE TABLE cubes (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, colouring TEXT NOT NULL);
CREATE TABLE collections (id INTEGER PRIMARY KEY, cubes TEXT NOT NULL, mask INTEGER NOT NULL,
                          target_count INTEGER NOT NULL);
CREATE TABLE builds (collection INTEGER NOT NULL REFERENCES collections(id),
                     target INTEGER NOT NULL REFERENCES cubes(id),
                     solution_number INTEGER NOT NULL, PRIMARY KEY (target, collection)) WITHOUT ROWID;
)sql";
const char* const kIndexes = R"sql(
CREATE INDEX builds_by_collection ON builds (collection, target);
CREATE INDEX collections_by_target_count ON collections (target_count);
)sql";

// The database handle and its statements, closed on every path out.
class Db {
 public:
  // file: where it is written; shown: the name errors give (the final path, not the temporary one).
  Db(const std::string& file, const std::string& shown) {
    if (sqlite3_open(file.c_str(), &db_) != SQLITE_OK)
      throw InputError(fmt::format("cannot create the database '{}': {}", shown, sqlite3_errmsg(db_)));
  }
  ~Db() {
    for (sqlite3_stmt* s : statements_) sqlite3_finalize(s);
    sqlite3_close(db_);
  }
  Db(const Db&) = delete;
  Db& operator=(const Db&) = delete;
  void exec(const char* sql) {
    char* message = nullptr;
    if (sqlite3_exec(db_, sql, nullptr, nullptr, &message) != SQLITE_OK) {
      const std::string m = message ? message : "unknown error";
      sqlite3_free(message);
      throw RunError("sqlite: " + m);
    }
  }
  sqlite3_stmt* prepare(const char* sql) {
    sqlite3_stmt* s = nullptr;
    if (sqlite3_prepare_v2(db_, sql, -1, &s, nullptr) != SQLITE_OK) throw RunError(std::string("sqlite: ") + sqlite3_errmsg(db_));
    statements_.push_back(s);
    return s;
  }
  void step(sqlite3_stmt* s) {
    if (sqlite3_step(s) != SQLITE_DONE) throw RunError(std::string("sqlite: ") + sqlite3_errmsg(db_));
    sqlite3_reset(s);
  }

 private:
  sqlite3* db_ = nullptr;
  std::vector<sqlite3_stmt*> statements_;
};

// Ctrl-C while the rows are written (seconds): checked every 4,096 rows, the flag being cheap.
void stop_if_interrupted(uint64_t row) {
  if (row % 4096 == 0 && interrupted()) throw Interrupted("interrupted: the database was not written");
}

}  // namespace

bool collection_db_available() { return true; }

void require_collection_db(const std::string& path) { require_writable_location(path); }

CollectionDbStats write_collection_db(const std::string& path, CubeSet within) {
  require_collection_db(path);
  const SetAnalysis a = analyze_set(within);
  // targets[rank]: the targets of each collection, by its rank among all C(30,8).
  std::vector<uint32_t> targets(kCollections, 0);
  for (const TargetInSet& t : a.per_target)
    for (const SetCollection& c : t.collections) targets[collection_rank(c.cubes)] |= 1u << t.target;
  const std::string tmp = path + ".tmp";
  std::remove(tmp.c_str());
  CollectionDbStats stats;
  try {  // a failure part way (a full disk) leaves no temporary file behind
    Db db(tmp, path);
    db.exec(kSchema);
    db.exec("BEGIN");
    sqlite3_stmt* cube = db.prepare("INSERT INTO cubes VALUES (?, ?, ?)");
    for (int i = 0; i < kMacMahonCubes; ++i) {
      const std::string name = cube_name(i), colouring = colouring_text(macmahon_cubes()[i]);
      sqlite3_bind_int(cube, 1, i);
      sqlite3_bind_text(cube, 2, name.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_text(cube, 3, colouring.c_str(), -1, SQLITE_TRANSIENT);
      db.step(cube);
    }
    sqlite3_stmt* collection = db.prepare("INSERT INTO collections VALUES (?, ?, ?, ?)");
    for (uint32_t r = 0; r < kCollections; ++r) {
      stop_if_interrupted(r);
      if (!targets[r]) continue;
      const CubeSet s = collection_at(r);
      const std::string names = set_names(s);
      sqlite3_bind_int64(collection, 1, r);
      sqlite3_bind_text(collection, 2, names.c_str(), -1, SQLITE_TRANSIENT);
      sqlite3_bind_int64(collection, 3, s);
      sqlite3_bind_int(collection, 4, __builtin_popcount(targets[r]));
      db.step(collection);
      ++stats.collections;
    }
    sqlite3_stmt* build = db.prepare("INSERT INTO builds VALUES (?, ?, ?)");
    for (const TargetInSet& t : a.per_target)
      for (const SetCollection& c : t.collections) {
        stop_if_interrupted(stats.builds);
        sqlite3_bind_int64(build, 1, collection_rank(c.cubes));
        sqlite3_bind_int(build, 2, t.target);
        sqlite3_bind_int(build, 3, static_cast<int>(c.solution_number));
        db.step(build);
        ++stats.builds;
      }
    stop_if_interrupted(0);
    db.exec(kIndexes);
    db.exec("COMMIT");
  } catch (const Interrupted&) {
    std::remove(tmp.c_str());
    throw;
  } catch (const std::exception& e) {
    const int error = errno != 0 ? errno : EIO;
    std::remove(tmp.c_str());
    throw FileError(path, error, fmt::format("cannot write '{}': {}", printable(path, 4096), e.what()));
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    const int error = errno;
    std::remove(tmp.c_str());
    throw FileError(path, error, fmt::format("cannot write '{}': {}", printable(path, 4096), std::strerror(error)));
  }
  return stats;
}

#endif

}  // namespace cw::macmahon
