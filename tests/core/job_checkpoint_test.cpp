#include "core/job_checkpoint.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <thread>

#include "core/error.hpp"

namespace {
std::string job_checkpoint_path(const char* name) {
  return (std::filesystem::temp_directory_path() / (std::string("cubeworks_job_") + name)).string();
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

// With a share, the next save waits until the last one's time is that share of the time since:
// a save that took t seconds with a share of 1/20 is not due again before 20t have passed.
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
  EXPECT_FALSE(shared.due());  // checked within far less than 20 times the save's time
  std::this_thread::sleep_for(20 * took + std::chrono::milliseconds(5));
  EXPECT_TRUE(shared.due());
  plain.save(cw::Json{{"values", big}});
  EXPECT_TRUE(plain.due());  // no share: every `interval` (0) seconds
  std::filesystem::remove(path);
}
