// Fuzz target: checkpoint and database files. Arbitrary bytes must be refused with a one-line
// RunError (or, when they are a valid container, loaded); nothing may crash or be silently misread.
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include <fstream>

#include "core/checkpoint.hpp"
#include "core/error.hpp"
#include "rolling/perimeter.hpp"
#include "properties.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  static const std::string path = "/tmp/cubeworks-fuzz-checkpoint-" + std::to_string(getpid());
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  std::ofstream(path, std::ios::binary | std::ios::trunc).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  try {
    const std::string payload = cw::load_checkpoint(path, "fuzz", 1);
    cw::save_checkpoint(path, "fuzz", 1, payload);  // a valid file round-trips
    if (cw::load_checkpoint(path, "fuzz", 1) != payload) __builtin_trap();
  } catch (const cw::RunError& e) {
    FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
  }
  try {
    cw::rolling::Perimeter::load(path, cw::rolling::classic_goal({2, 3}), 1000);
  } catch (const cw::RunError& e) {
    FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
  }
  std::remove(path.c_str());
  return 0;
}
