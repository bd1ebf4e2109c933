// Runs a fuzz target without libFuzzer (for g++ builds and CI smoke runs): every corpus file,
// then a fixed number of deterministic mutations of them (flips, inserts, cuts, splices).
// Usage: fuzz_X CORPUS_DIR_OR_FILE... [--mutations N]
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);

int main(int argc, char** argv) {
  std::vector<std::string> inputs;
  long mutations = 10000;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--mutations") == 0 && i + 1 < argc) {
      mutations = std::atol(argv[++i]);
      continue;
    }
    std::vector<std::filesystem::path> files;
    if (std::filesystem::is_directory(argv[i])) {
      for (const auto& e : std::filesystem::directory_iterator(argv[i])) files.push_back(e.path());
    } else {
      files.emplace_back(argv[i]);
    }
    std::sort(files.begin(), files.end());
    for (const auto& f : files) {
      std::ifstream in(f, std::ios::binary);
      std::stringstream ss;
      ss << in.rdbuf();
      inputs.push_back(ss.str());
    }
  }
  if (inputs.empty()) inputs.push_back("");
  for (const auto& s : inputs) LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(s.data()), s.size());
  std::mt19937_64 rng(12345);
  const char alphabet[] = "012345./xUDLR\n\0-9 ";
  for (long m = 0; m < mutations; ++m) {
    std::string s = inputs[rng() % inputs.size()];
    const int edits = 1 + static_cast<int>(rng() % 4);
    for (int e = 0; e < edits; ++e) {
      const size_t pos = s.empty() ? 0 : rng() % (s.size() + 1);
      switch (rng() % 5) {
        case 0: if (!s.empty() && pos < s.size()) s[pos] ^= static_cast<char>(1 << (rng() % 8)); break;
        case 1: s.insert(pos, 1, alphabet[rng() % (sizeof alphabet - 1)]); break;
        case 2: if (pos < s.size()) s.erase(pos, 1 + rng() % 4); break;
        case 3: s = s.substr(0, pos); break;
        case 4: s.insert(pos, inputs[rng() % inputs.size()].substr(0, 16)); break;
      }
    }
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t*>(s.data()), s.size());
  }
  std::printf("%zu corpus inputs and %ld mutations ran cleanly\n", inputs.size(), mutations);
  return 0;
}
