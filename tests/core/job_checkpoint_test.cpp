#include "core/job_checkpoint.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "core/checkpoint.hpp"
#include "core/error.hpp"
#include "temp_path.hpp"

namespace {
std::string job_checkpoint_path(const char* name) {
  return cw::test::temp_path(std::string("job_") + name).string();
}
}  // namespace

TEST(JobCheckpoint, SavesTheStateWithItsJobAndRefusesAnotherJobs) {
  const std::string path = job_checkpoint_path("roundtrip");
  std::filesystem::remove(path);
  const cw::Json job = {{"board", "2x3"}, {"seed", 7}};
  cw::JobCheckpoint ck(path, "test-job", 1, job, 30);
  EXPECT_FALSE(ck.load([](const cw::Json&) { FAIL() << "no file yet"; }));
  ck.save(cw::Json{{"done", {1, 2, 3}}, {"nodes", 42}});
  cw::Json read;
  EXPECT_TRUE(ck.load([&](const cw::Json& state) { read = state; }));
  EXPECT_EQ(read.at("job"), job);
  EXPECT_EQ(read.at("done"), cw::Json({1, 2, 3}));
  EXPECT_EQ(read.at("nodes"), 42);
  cw::JobCheckpoint other(path, "test-job", 1, cw::Json{{"board", "2x4"}, {"seed", 7}}, 30);
  EXPECT_THROW(other.load([](const cw::Json&) {}), cw::InputError);
  std::filesystem::remove(path);
}

// Saved as CBOR, large arrays as byte strings that read back as the same numbers; a file written
// as JSON text (arrays of numbers, as checkpoints were before) loads the same.
TEST(JobCheckpoint, ByteStringsAndTheJsonTextOfOlderFilesReadBackTheSame) {
  const std::string path = job_checkpoint_path("bytes");
  const cw::Json job = {{"board", "2x5"}};
  const std::vector<uint8_t> bytes = {0, 1, 71, 255};
  const std::vector<uint64_t> words = {0, 1, 0x0102030405060708ull, ~0ull};
  cw::JobCheckpoint ck(path, "test-job", 1, job, 30);
  ck.save(cw::Json{{"bytes", cw::bytes_json(bytes)}, {"words", cw::words_json(words)}});
  EXPECT_NE(cw::load_checkpoint(path, "test-job", 1).front(), '{') << "CBOR, not JSON text";
  for (int pass = 0; pass < 2; ++pass) {
    std::vector<uint8_t> b;
    std::vector<uint64_t> w;
    EXPECT_TRUE(ck.load([&](const cw::Json& state) {
      cw::read_bytes(state.at("bytes"), b);
      cw::read_words(state.at("words"), w);
    }));
    EXPECT_EQ(b, bytes) << pass;
    EXPECT_EQ(w, words) << pass;
    cw::save_checkpoint(path, "test-job", 1, cw::Json{{"job", job}, {"bytes", bytes}, {"words", words}}.dump());
  }
  std::vector<uint8_t> b;
  std::vector<uint64_t> w;
  EXPECT_THROW(cw::read_words(cw::Json::binary({1, 2, 3}), w), cw::RunError);
  EXPECT_THROW(cw::read_bytes(cw::Json("lo"), b), cw::Json::exception);
  // Read through the checkpoint, either failure names the file.
  for (const cw::Json& bad : {cw::Json::binary({1, 2, 3}), cw::Json("lo")}) {
    ck.save(cw::Json{{"words", bad}});
    try {
      ck.load([&](const cw::Json& state) { cw::read_words(state.at("words"), w); });
      ADD_FAILURE() << "loaded " << bad.dump();
    } catch (const cw::RunError& e) {
      EXPECT_NE(std::string(e.what()).find(path), std::string::npos) << e.what();
    }
  }
  std::filesystem::remove(path);
}

// With a share, the next save waits until the last one's time is that share of the whole:
// a save that took t seconds with a share of 1/20 is not due again before 19t have passed.
TEST(JobCheckpoint, ASaveShareSpacesSavesByWhatTheLastOneTook) {
  const std::string path = job_checkpoint_path("share");
  cw::JobCheckpoint plain(path, "test-job", 1, cw::Json{{"n", 1}}, 0);
  cw::JobCheckpoint shared(path, "test-job", 1, cw::Json{{"n", 1}}, 0);
  shared.set_save_share(0.05);
  cw::Json big = cw::Json::array();
  for (int i = 0; i < 400000; ++i) big.push_back(i);  // a save of some milliseconds
  const auto start = std::chrono::steady_clock::now();
  shared.save(cw::Json{{"values", big}});
  const auto took = std::chrono::steady_clock::now() - start;
  EXPECT_FALSE(shared.due());  // checked within far less than 19 times the save's time
  std::this_thread::sleep_for(20 * took + std::chrono::milliseconds(5));
  EXPECT_TRUE(shared.due());
  plain.save(cw::Json{{"values", big}});
  EXPECT_TRUE(plain.due());  // no share: every `interval` (0) seconds
  std::filesystem::remove(path);
}
