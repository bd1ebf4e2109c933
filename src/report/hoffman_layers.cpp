// `hoffman layers` as a document: counts of the layered search's building blocks for the lengths.
#include <fmt/format.h>

#include "core/timer.hpp"
#include "hoffman/layers.hpp"
#include "report/hoffman.hpp"
#include "report/hoffman_common.hpp"

namespace cw::report {

Document hoffman_layers(const HoffmanLayersRequest& request) {
  const auto L = hoffman_lengths(request.dim, request.lengths);
  Stopwatch sw;
  const auto c = hoffman::count_layers(L);
  const int n = L.n;
  Json j = {{"dim", n}, {"lengths", hoffman_lengths_json(L)}, {"rows", c.rows},
            {"rows_all_orientations", c.rows_all_orientations}, {"layers", c.layers},
            {"layers_all_orientations", c.layers_all_orientations},
            {"footprints_forced", c.footprints_forced}, {"coincidences", c.coincidences},
            {"layer_nodes", c.layer_nodes}};
  std::string t = fmt::format("building blocks for dimension {}, lengths {}\n", n, L.str());
  t += fmt::format("rows with x and y lengths known:       {} (= {}! * {}^{})\n", c.rows, n, n - 1, n);
  t += fmt::format("rows with full orientations:           {}\n", c.rows_all_orientations);
  t += fmt::format("{}x{} layers (x-y footprints disjoint): {}\n", n, n, c.layers);
  t += fmt::format("{}x{} layers with full orientations:    {} (the remaining lengths are free within "
                   "a layer)\n", n, n, c.layers_all_orientations);
  t += c.footprints_forced ? "every x-y layer of a packing must have disjoint footprints (the lengths are "
                             "close enough)\n"
                           : "lengths far apart: only the first layer's footprints must be disjoint\n";
  t += c.coincidences.empty() ? "length coincidences: none\n"
                              : "length coincidences (valid grids may differ from coincidence-free lengths):\n";
  for (const auto& s : c.coincidences) t += "  " + s + "\n";
  return {j, t, {}, fmt::format("counted in {:.2f} s\n", sw.seconds())};
}

}  // namespace cw::report
