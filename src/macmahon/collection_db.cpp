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

#include "core/shared_library.hpp"
#endif

namespace cw::macmahon {

// A build without SQLite (CUBEWORKS_SQLITE off) and a machine without its library say the same.
constexpr const char* kNoSqlite =
    "collection databases need SQLite, which this build does not have or cannot load (Debian: libsqlite3-dev)";

#ifndef CUBEWORKS_HAVE_SQLITE

bool collection_db_available() { return false; }

void require_collection_db(const std::string&) {
  throw RunError(kNoSqlite);
}

CollectionDbStats write_collection_db(const std::string& path, CubeSet) {
  require_collection_db(path);
  return {};
}

#else

namespace {

// SQLite's functions, from the library opened the first time a database is written.
struct Sqlite {
  decltype(&sqlite3_open) open = nullptr;
  decltype(&sqlite3_close) close = nullptr;
  decltype(&sqlite3_errmsg) errmsg = nullptr;
  decltype(&sqlite3_exec) exec = nullptr;
  decltype(&sqlite3_free) free = nullptr;
  decltype(&sqlite3_prepare_v2) prepare_v2 = nullptr;
  decltype(&sqlite3_step) step = nullptr;
  decltype(&sqlite3_reset) reset = nullptr;
  decltype(&sqlite3_finalize) finalize = nullptr;
  decltype(&sqlite3_bind_int) bind_int = nullptr;
  decltype(&sqlite3_bind_int64) bind_int64 = nullptr;
  decltype(&sqlite3_bind_text) bind_text = nullptr;
  bool loaded = false;

  Sqlite() {
    const SharedLibrary library(CUBEWORKS_SQLITE_LIBRARY);
    loaded = library.bind("sqlite3_open", open) && library.bind("sqlite3_close", close) &&
             library.bind("sqlite3_errmsg", errmsg) && library.bind("sqlite3_exec", exec) &&
             library.bind("sqlite3_free", free) && library.bind("sqlite3_prepare_v2", prepare_v2) &&
             library.bind("sqlite3_step", step) && library.bind("sqlite3_reset", reset) &&
             library.bind("sqlite3_finalize", finalize) && library.bind("sqlite3_bind_int", bind_int) &&
             library.bind("sqlite3_bind_int64", bind_int64) && library.bind("sqlite3_bind_text", bind_text);
  }
};

const Sqlite& sqlite() {
  static const Sqlite loaded;  // thread-safe, once
  return loaded;
}

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
    if (sqlite().open(file.c_str(), &db_) != SQLITE_OK)
      throw InputError(fmt::format("cannot create the database '{}': {}", shown, sqlite().errmsg(db_)));
  }
  ~Db() {
    for (sqlite3_stmt* s : statements_) sqlite().finalize(s);
    sqlite().close(db_);
  }
  Db(const Db&) = delete;
  Db& operator=(const Db&) = delete;
  void exec(const char* sql) {
    char* message = nullptr;
    if (sqlite().exec(db_, sql, nullptr, nullptr, &message) != SQLITE_OK) {
      const std::string m = message ? message : "unknown error";
      sqlite().free(message);
      throw RunError("sqlite: " + m);
    }
  }
  sqlite3_stmt* prepare(const char* sql) {
    sqlite3_stmt* s = nullptr;
    if (sqlite().prepare_v2(db_, sql, -1, &s, nullptr) != SQLITE_OK)
      throw RunError(std::string("sqlite: ") + sqlite().errmsg(db_));
    statements_.push_back(s);
    return s;
  }
  void step(sqlite3_stmt* s) {
    if (sqlite().step(s) != SQLITE_DONE) throw RunError(std::string("sqlite: ") + sqlite().errmsg(db_));
    sqlite().reset(s);
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

bool collection_db_available() { return sqlite().loaded; }

void require_collection_db(const std::string& path) {
  if (!collection_db_available()) throw RunError(kNoSqlite);
  require_writable_location(path);
}

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
      sqlite().bind_int(cube, 1, i);
      sqlite().bind_text(cube, 2, name.c_str(), -1, SQLITE_TRANSIENT);
      sqlite().bind_text(cube, 3, colouring.c_str(), -1, SQLITE_TRANSIENT);
      db.step(cube);
    }
    sqlite3_stmt* collection = db.prepare("INSERT INTO collections VALUES (?, ?, ?, ?)");
    for (uint32_t r = 0; r < kCollections; ++r) {
      stop_if_interrupted(r);
      if (!targets[r]) continue;
      const CubeSet s = collection_at(r);
      const std::string names = set_names(s);
      sqlite().bind_int64(collection, 1, r);
      sqlite().bind_text(collection, 2, names.c_str(), -1, SQLITE_TRANSIENT);
      sqlite().bind_int64(collection, 3, s);
      sqlite().bind_int(collection, 4, __builtin_popcount(targets[r]));
      db.step(collection);
      ++stats.collections;
    }
    sqlite3_stmt* build = db.prepare("INSERT INTO builds VALUES (?, ?, ?)");
    for (const TargetInSet& t : a.per_target)
      for (const SetCollection& c : t.collections) {
        stop_if_interrupted(stats.builds);
        sqlite().bind_int64(build, 1, collection_rank(c.cubes));
        sqlite().bind_int(build, 2, t.target);
        sqlite().bind_int(build, 3, static_cast<int>(c.solution_number));
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
