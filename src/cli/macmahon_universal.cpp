// `cubeworks macmahon universal`: all universal sets of a size (default: the minimum, searched).
#include <fmt/format.h>

#include "cli/command.hpp"
#include "cli/macmahon.hpp"
#include "core/timer.hpp"
#include "macmahon/published.hpp"
#include "macmahon/universal.hpp"

namespace cw::cli {

void register_macmahon_universal(CLI::App& family) {
  auto common = std::make_shared<CommonOptions>();
  auto size = std::make_shared<int>(-1);
  auto* cmd = family.add_subcommand("universal", "sets from which every one of the 30 targets can be built");
  add_common_options(cmd, *common);
  cmd->add_option("--size", *size, "set size (default: the minimum, found by searching upward from 8)");
  cmd->callback([common, size] {
    using namespace macmahon;
    Stopwatch sw;
    const auto r = for_option("--size", [&] {
      return universal_sets(*size >= 0 ? std::optional<int>(*size) : std::nullopt, common->quiet);
    });
    if (!common->quiet) fmt::print(stderr, "universal: {:.2f} s\n", sw.seconds());
    Json sets = Json::array();
    std::string t;
    if (r.minimum) {
      t += fmt::format("minimum size of a universal set: {} (none of size 8..{}; searched {} sets)\n", r.size,
                       r.size - 1, [&] {
                         uint64_t n = 0;
                         for (uint64_t c : r.checked) n += c;
                         return n;
                       }());
    }
    t += fmt::format("universal sets of size {}: {}\n", r.size, r.sets.size());
    for (CubeSet s : r.sets) {
      sets.push_back(names_json(s));
      t += "  " + set_names(s) + "\n";
    }
    std::string conjecture;
    if (r.size == published::kMinimumUniversalSize && r.minimum)
      conjecture = static_cast<long>(r.sets.size()) == published::kMinimumUniversalSets
                       ? "holds: exactly the 10 sets (1 known + 9 found by Johnson and Roldan) exist"
                       : "fails: the exhaustive count differs from the 10 conjectured";
    if (!conjecture.empty()) t += "published conjecture (10 minimum universal sets): " + conjecture + "\n";
    Json j = {{"size", r.size}, {"count", r.sets.size()}, {"sets", sets}, {"minimum", r.minimum}};
    if (!conjecture.empty()) j["conjecture"] = conjecture;
    emit(*common, j, t);
  });
}

}  // namespace cw::cli
