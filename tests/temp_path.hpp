// A path under the system's temporary folder that only this test process uses: the process id is
// in its name, so two test runs on one machine (two work trees, or ctest -j running two processes
// of cubeworks_tests) never write the same file or folder.
#pragma once
#include <unistd.h>

#include <filesystem>
#include <string>

namespace cw::test {

inline std::filesystem::path temp_path(const std::string& name) {
  return std::filesystem::temp_directory_path() / ("cubeworks_" + std::to_string(::getpid()) + "_" + name);
}

}  // namespace cw::test
