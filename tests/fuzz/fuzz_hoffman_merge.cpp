// Fuzz target: `hoffman merge` inputs, one JSON shard result per line. Anything but a complete,
// consistent set of shards is refused with a one-line InputError; a merge counts every shard once.
#include <cstdint>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "core/json.hpp"
#include "hoffman/count.hpp"
#include "properties.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace cw::hoffman;
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::vector<cw::Json> parts;
  size_t start = 0;
  for (size_t i = 0; i <= text.size(); ++i)
    if (i == text.size() || text[i] == '\n') {
      if (i == start) {  // blank line
        start = i + 1;
        continue;
      }
      try {
        parts.push_back(cw::Json::parse(text.substr(start, i - start)));
      } catch (const cw::Json::exception&) {  // the CLI refuses such a file before merging
        return 0;
      }
      start = i + 1;
    }
  try {
    const CountResult r = merge_counts(parts);
    FUZZ_REQUIRE(r.complete && r.shard == -1 && r.shards == static_cast<int>(parts.size()));
    FUZZ_REQUIRE(r.lengths.n >= kMinDim && r.lengths.n <= kMaxDim);
    uint64_t leaves = 0;
    for (const auto& p : parts) leaves += p["corner_fixed"].get<uint64_t>();
    uint64_t factorial = 1;
    for (int k = 2; k <= r.lengths.n; ++k) factorial *= k;
    FUZZ_REQUIRE(r.leaves == leaves && (r.leaves == 0 || r.raw() / r.leaves == factorial));
    const std::vector<cw::Json> reversed(parts.rbegin(), parts.rend());
    const CountResult q = merge_counts(reversed);
    FUZZ_REQUIRE(q.leaves == r.leaves && q.nodes == r.nodes && q.shards == r.shards);
    FUZZ_REQUIRE(!count_text(r).empty() && count_json(r)["raw"].get<uint64_t>() == r.raw());
  } catch (const cw::InputError& e) {
    FUZZ_REQUIRE(cw::fuzz::one_line(e.what()));
  }
  return 0;
}
