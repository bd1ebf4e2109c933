#include <fmt/format.h>

#include <numeric>

#include "core/timer.hpp"
#include "macmahon/published.hpp"
#include "macmahon/universal.hpp"
#include "report/macmahon.hpp"
#include "report/macmahon_common.hpp"

namespace cw::report {
namespace {
using namespace macmahon;

// For the minimum size, whether the exhaustive count settles the published conjecture; "" otherwise.
std::string conjecture_verdict(const UniversalResult& r) {
  if (r.size != published::kMinimumUniversalSize || !r.minimum) return "";
  return static_cast<long>(r.sets.size()) == published::kMinimumUniversalSets
             ? "holds: exactly the 10 sets (1 known + 9 found by Johnson and Roldan) exist"
             : "fails: the exhaustive count differs from the 10 conjectured";
}
}  // namespace

Document macmahon_universal(const MacMahonUniversalRequest& request) {
  Stopwatch sw;
  const UniversalResult r = about_field("size", [&] {
    return universal_sets(request.size, request.quiet);
  });
  Document d;
  d.stats = fmt::format("universal: {:.2f} s\n", sw.seconds());
  if (r.minimum)
    d.text += fmt::format("minimum size of a universal set: {} (none of size 8..{}; searched {} sets)\n", r.size,
                          r.size - 1, std::accumulate(r.checked.begin(), r.checked.end(), uint64_t{0}));
  d.text += fmt::format("universal sets of size {}: {}\n", r.size, r.sets.size());
  Json sets = Json::array();
  for (CubeSet s : r.sets) {
    sets.push_back(detail::cube_names_json(s));
    d.text += "  " + set_names(s) + "\n";
  }
  const std::string conjecture = conjecture_verdict(r);
  if (!conjecture.empty()) d.text += "published conjecture (10 minimum universal sets): " + conjecture + "\n";
  d.json = {{"size", r.size}, {"count", r.sets.size()}, {"sets", sets}, {"minimum", r.minimum}};
  if (!conjecture.empty()) d.json["conjecture"] = conjecture;
  return d;
}

}  // namespace cw::report
