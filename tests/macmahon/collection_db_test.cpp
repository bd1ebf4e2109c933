#include "macmahon/collection_db.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "core/error.hpp"

#include "macmahon/census.hpp"
#include "macmahon/set_analysis.hpp"
#include "macmahon/universal.hpp"

#if __has_include(<sqlite3.h>)
#include <sqlite3.h>
#include "temp_path.hpp"
#define CUBEWORKS_TEST_SQLITE 1
#endif

using namespace cw::macmahon;

#ifdef CUBEWORKS_TEST_SQLITE
namespace {
// The single integer a query returns.
int64_t query(sqlite3* db, const std::string& sql) {
  sqlite3_stmt* s = nullptr;
  EXPECT_EQ(sqlite3_prepare_v2(db, sql.c_str(), -1, &s, nullptr), SQLITE_OK) << sql;
  EXPECT_EQ(sqlite3_step(s), SQLITE_ROW) << sql;
  const int64_t v = sqlite3_column_int64(s, 0);
  sqlite3_finalize(s);
  return v;
}
}  // namespace

TEST(CollectionDb, ASetsDatabaseAnswersLikeItsAnalysis) {
  if (!collection_db_available()) GTEST_SKIP() << "built without SQLite";
  const CubeSet set = minimum_universal_sets()[0];
  const auto path = cw::test::temp_path("collection_db_test.db");
  const CollectionDbStats stats = write_collection_db(path.string(), set);
  EXPECT_FALSE(std::filesystem::exists(path.string() + ".tmp"));
  const SetAnalysis a = analyze_set(set);
  EXPECT_EQ(stats.collections, a.building_collections);
  EXPECT_EQ(stats.builds, 12u * 9 + 18);  // 9 collections per target in the set, 1 per target outside
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open(path.string().c_str(), &db), SQLITE_OK);
  EXPECT_EQ(query(db, "SELECT count(*) FROM collections"), static_cast<int64_t>(a.building_collections));
  EXPECT_EQ(query(db, "SELECT count(*) FROM cubes"), 30);
  // Per target and solution number, the same counts as the analysis.
  for (const TargetInSet& t : a.per_target)
    for (const auto& [n, count] : t.by_solution_number)
      EXPECT_EQ(query(db, "SELECT count(*) FROM builds WHERE target = " + std::to_string(t.target) +
                              " AND solution_number = " + std::to_string(n)),
                static_cast<int64_t>(count));
  // The documented query shape: collections that build both Ab and Af, and each row's mask and rank agree.
  int64_t both = 0;
  for (const SetCollection& c : a.per_target[cube_index("Ab")].collections)
    for (const SetCollection& d : a.per_target[cube_index("Af")].collections) both += c.cubes == d.cubes;
  EXPECT_EQ(query(db, "SELECT count(*) FROM builds a JOIN builds b USING (collection) "
                      "WHERE a.target = (SELECT id FROM cubes WHERE name = 'Ab') "
                      "AND b.target = (SELECT id FROM cubes WHERE name = 'Af')"),
            both);
  sqlite3_stmt* s = nullptr;
  ASSERT_EQ(sqlite3_prepare_v2(db, "SELECT id, mask, target_count FROM collections", -1, &s, nullptr), SQLITE_OK);
  while (sqlite3_step(s) == SQLITE_ROW) {
    const CubeSet mask = static_cast<CubeSet>(sqlite3_column_int64(s, 1));
    EXPECT_EQ(collection_rank(mask), static_cast<uint32_t>(sqlite3_column_int64(s, 0)));
    EXPECT_EQ(mask & ~set, 0u);
  }
  sqlite3_finalize(s);
  sqlite3_close(db);
  std::filesystem::remove(path);
}
#endif

TEST(CollectionDb, UnwritablePathIsAnInputError) {
  if (!collection_db_available()) GTEST_SKIP() << "built without SQLite";
  EXPECT_THROW(write_collection_db("/nonexistent-dir/x.db", minimum_universal_sets()[0]), cw::InputError);
}
