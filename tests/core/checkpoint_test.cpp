#include "core/checkpoint.hpp"

#include <gtest/gtest.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <iterator>

#include "core/atomic_file.hpp"
#include "core/error.hpp"
#include "temp_path.hpp"

namespace {
std::string temp_path(const char* name) {
  return cw::test::temp_path(name).string();
}
std::string error_of(const std::string& path, const char* kind, uint32_t version) {
  try {
    cw::load_checkpoint(path, kind, version);
  } catch (const cw::RunError& e) {
    return e.what();
  }
  return "accepted";
}
}  // namespace

TEST(Checkpoint, RoundTrip) {
  const auto path = temp_path("ck_roundtrip");
  std::string payload("layer 17\0binary\xff", 16);
  cw::save_checkpoint(path, "rolling-bfs", 3, payload);
  EXPECT_EQ(cw::load_checkpoint(path, "rolling-bfs", 3), payload);
  EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));
  std::filesystem::remove(path);
}

TEST(Checkpoint, RefusesCorruptedTruncatedForeignAndOldFiles) {
  const auto path = temp_path("ck_bad");
  cw::save_checkpoint(path, "rolling-bfs", 3, std::string(1000, 'x'));
  const std::string good = cw::read_file(path);

  EXPECT_NE(error_of(path, "rolling-bfs", 4).find("format version 3"), std::string::npos);
  EXPECT_NE(error_of(path, "hoffman", 3).find("belongs to 'rolling-bfs'"), std::string::npos);
  // A flipped byte in the kind: still one line (the kind read from the file is shown escaped).
  std::string kind_flipped = good;
  kind_flipped[12] ^= 'r' ^ '\n';
  cw::write_file_atomic(path, kind_flipped);
  EXPECT_NE(error_of(path, "rolling-bfs", 3).find("belongs to '\\x0aolling-bfs'"), std::string::npos);

  std::string flipped = good;
  flipped[flipped.size() - 10] ^= 1;
  cw::write_file_atomic(path, flipped);
  EXPECT_NE(error_of(path, "rolling-bfs", 3).find("checksum"), std::string::npos);

  cw::write_file_atomic(path, good.substr(0, good.size() - 1));
  EXPECT_NE(error_of(path, "rolling-bfs", 3).find("truncated"), std::string::npos);
  for (size_t cut : {size_t{0}, size_t{3}, size_t{9}, size_t{20}}) {
    cw::write_file_atomic(path, good.substr(0, cut));
    EXPECT_NE(error_of(path, "rolling-bfs", 3), "accepted") << cut;
  }
  cw::write_file_atomic(path, "not a checkpoint at all");
  EXPECT_NE(error_of(path, "rolling-bfs", 3).find("not a cubeworks checkpoint"), std::string::npos);
  std::filesystem::remove(path);
  EXPECT_NE(error_of(path, "rolling-bfs", 3).find("does not exist"), std::string::npos);
}

TEST(AtomicFile, ReplacesWholeFileAndReportsFailures) {
  const auto path = temp_path("atomic");
  cw::write_file_atomic(path, "first version, longer");
  cw::write_file_atomic(path, "second");
  EXPECT_EQ(cw::read_file(path), "second");
  std::filesystem::remove(path);
  EXPECT_THROW(cw::write_file_atomic("/nonexistent-dir/x", "y"), cw::RunError);
  EXPECT_THROW(cw::read_file("/nonexistent-dir/x"), cw::InputError);
}

TEST(AtomicFile, WritablePrefixIsCheckedUpFront) {
  const auto prefix = temp_path("writable");
  cw::require_writable_location(prefix);
  cw::require_writable_location("bare-name-in-the-working-folder");
  for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::temp_directory_path()))
    EXPECT_EQ(entry.path().string().rfind(prefix + ".probe", 0), std::string::npos) << "probe file left behind";
  try {
    cw::require_writable_location("/nonexistent-dir/sub/x");
    ADD_FAILURE() << "no error";
  } catch (const cw::InputError& e) {
    EXPECT_EQ(std::string(e.what()), "cannot write '/nonexistent-dir/sub/x': folder '/nonexistent-dir/sub' does not exist");
  }
  EXPECT_THROW(cw::require_writable_location("/proc/version/x"), cw::InputError);  // not a folder
}

// A write that fails names the path given, not its temporary file, and leaves none behind; a
// device is written in place, never replaced by a renamed file.
TEST(AtomicFile, AFailedWriteNamesThePathAndLeavesNothing) {
  try {
    cw::write_file_atomic("/dev/full", "lost");
    ADD_FAILURE() << "no error";
  } catch (const cw::FileError& e) {
    EXPECT_EQ(std::string(e.what()), "cannot write '/dev/full': No space left on device");
    EXPECT_EQ(e.error_number, ENOSPC);
    EXPECT_EQ(e.path, "/dev/full");
  }
  EXPECT_TRUE(std::filesystem::is_character_file("/dev/full"));
  EXPECT_FALSE(std::filesystem::exists("/dev/full.tmp"));
  const auto missing = cw::unwritable_location("/nonexistent-dir/x.svg");
  ASSERT_TRUE(missing);
  EXPECT_EQ(missing->error_number, ENOENT);
  EXPECT_FALSE(cw::unwritable_location("/dev/full"));  // written in place
}

TEST(AtomicFile, AFolderOfPicturesIsCheckedWhereItWillBeMade) {
  const auto root = temp_path("figures");
  std::filesystem::remove_all(root);
  EXPECT_FALSE(cw::unwritable_folder(root + "/a/b"));  // made with its parents
  std::filesystem::create_directories(root);
  EXPECT_FALSE(cw::unwritable_folder(root));
  cw::write_file_atomic(root + "/file", "x");
  const auto file = cw::unwritable_folder(root + "/file");
  ASSERT_TRUE(file);
  EXPECT_EQ(file->message, "cannot write into '" + root + "/file': it is not a folder");
  EXPECT_TRUE(cw::unwritable_folder(root + "/file/below"));
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(root), {}), 1);  // no probe left
  std::filesystem::remove_all(root);
}

// Found by the checkpoint fuzz target: a refused file leaked its descriptor (the constructor
// threw before any destructor could close it), so a long fuzz run hit "Too many open files".
TEST(Checkpoint, RefusedFilesDoNotLeakDescriptors) {
  const auto path = temp_path("ck_leak");
  cw::write_file_atomic(path, "CWCK garbage");
  for (int i = 0; i < 5000; ++i) EXPECT_THROW(cw::load_checkpoint(path, "x", 1), cw::RunError);
  cw::save_checkpoint(path, "x", 1, "fine");
  EXPECT_EQ(cw::load_checkpoint(path, "x", 1), "fine");
  std::filesystem::remove(path);
}
