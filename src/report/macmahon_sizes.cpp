#include <fmt/format.h>

#include "core/timer.hpp"
#include "macmahon/universal.hpp"
#include "report/macmahon.hpp"

namespace cw::report {

Document macmahon_sizes(const MacMahonSizesRequest& request) {
  using namespace macmahon;
  Stopwatch sw;
  const auto sizes = size_statistics(request.quiet);
  Document d;
  d.stats = fmt::format("sizes: all 2^30 sets in {:.2f} s\n", sw.seconds());
  Json arr = Json::array();
  d.text = " k        sets  min  max     mean       sd  distribution (targets:sets)\n";
  int first29 = -1;
  for (const SizeStats& s : sizes) {
    Json dist = Json::object();
    std::string line;
    for (int v = 0; v <= kMacMahonCubes; ++v)
      if (s.distribution[v]) {
        dist[std::to_string(v)] = s.distribution[v];
        line += fmt::format(" {}:{}", v, s.distribution[v]);
      }
    if (first29 < 0 && s.distribution[29]) first29 = s.k;
    arr.push_back({{"k", s.k}, {"sets", s.sets}, {"min", s.min}, {"max", s.max}, {"mean", s.mean}, {"sd", s.sd},
                   {"distribution", dist}});
    d.text += fmt::format("{:2} {:>11} {:4} {:4} {:8.4f} {:8.4f} {}\n", s.k, s.sets, s.min, s.max, s.mean, s.sd, line);
  }
  d.text += fmt::format("smallest k with a set building exactly 29 targets: {}\n", first29);
  d.json = {{"sizes", arr}, {"smallest_k_exactly_29", first29}};
  return d;
}

}  // namespace cw::report
