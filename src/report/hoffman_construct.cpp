// `hoffman construct` as a document: a packing built without search (2D pinwheel, 4D nested
// pinwheels), verified by the exact checker.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>

#include "hoffman/construct.hpp"
#include "render/hoffman_svg.hpp"
#include "report/hoffman.hpp"
#include "report/hoffman_common.hpp"

namespace cw::report {
namespace {

// "" -> 0; otherwise decimal digits up to 2^32 - 1.
uint32_t parse_variant(const std::string& text) {
  if (text.empty()) return 0;
  const bool digits = text.size() <= 10 && std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
  const uint64_t v = digits ? std::stoull(text) : 0;
  if (!digits || v > UINT32_MAX)
    throw ArgumentError("variant", fmt::format("'{}' is not a variant: a number from 0 to 4294967295", printable(text)));
  return static_cast<uint32_t>(v);
}

// The 4D grid's four 3D blocks (w = 0..3) as text; the text report gets one line per block.
Json block_texts(const hoffman::Grid& g, std::string& t) {
  Json layers = Json::array();
  const std::string text = hoffman::grid_text(g);
  size_t start = 0;
  for (int w = 0; w < 4; ++w) {
    size_t bar = text.find('|', start);
    std::string layer = text.substr(start, bar == std::string::npos ? std::string::npos : bar - start);
    layers.push_back(layer);
    t += fmt::format("w={}: {}\n", w, layer);
    start = bar + 1;
  }
  return layers;
}

}  // namespace

Document hoffman_construct(const HoffmanConstructRequest& request) {
  const auto L = hoffman_lengths(request.dim, request.lengths);
  if (L.n != 2 && L.n != 4)
    throw ArgumentError("dim", fmt::format("no construction for dimension {}: the pinwheel is 2D and the nested "
                                           "pinwheels 4D; 3D packings come from the enumeration", L.n));
  const uint32_t variant = parse_variant(request.variant);
  if (L.n == 2 && variant > 1) throw ArgumentError("variant", "in 2D the variant is 0 or 1 (the mirror pinwheel)");
  if (request.pairing < 0 || request.pairing > 2)
    throw ArgumentError("pairing", fmt::format("pairing {} is not 0, 1 or 2", request.pairing));
  const hoffman::Grid g = L.n == 2 ? hoffman::pinwheel(variant == 1)
                                   : hoffman::nested_construction_4d(variant, request.pairing);
  const auto r = hoffman::check_grid(g, L);
  if (!r.valid()) throw RunError("the constructed grid fails the exact checker");
  Json layers = Json::array();
  static const char* kPairings[3] = {"{a,b} and {c,d}", "{a,c} and {b,d}", "{a,d} and {b,c}"};
  std::string t = fmt::format("{}D packing by construction ({}), lengths {} (side {}): verified by the "
                              "exact checker ({} boxes, no overlap)\n",
                              L.n, L.n == 2 ? "pinwheel" : std::string("pinwheel of pinwheels: ") + kPairings[request.pairing],
                              L.str(), L.side(), g.cells());
  t += "orientation codes: " + hoffman_code_legend(L.n) + "\n";
  Json family = nullptr;
  if (L.n == 4) {
    const hoffman::SlicedFamilySize sliced = hoffman::sliced_family_size();
    t += fmt::format("variant {} of 2^32 for this pairing: each of the 16 super-boxes mirrors its two inner "
                     "pinwheels independently, so with the 3 pairings at least 3 * 2^32 = 12884901888 distinct "
                     "4D packings exist (at least 33554432 up to the 384 symmetries)\n",
                     variant);
    t += fmt::format("sliced: cut into four slabs along one of its pairs of axes, a super-box may mirror the "
                     "pinwheel in each slab on its own, and so may the arrangement of the super-boxes: {} tilings "
                     "of each, so at least 3 * {}^17 = {} distinct 4D packings exist (at least {} up to the "
                     "symmetries)\n",
                     sliced.slab_tilings, sliced.slab_tilings, sliced.grids, sliced.classes_at_least);
    family = {{"variants", 3ull << 32}, {"slab_tilings", sliced.slab_tilings},
              {"packings_at_least", sliced.grids}, {"classes_at_least", sliced.classes_at_least}};
    layers = block_texts(g, t);
  } else {
    t += "grid: " + hoffman::grid_text(g) + "\n";
  }
  Json j = {{"dim", L.n}, {"lengths", hoffman_lengths_json(L)}, {"grid", hoffman::grid_text(g)},
            {"valid", true}, {"layers", layers}, {"coincidences", hoffman::length_coincidences(L)},
            {"variant", variant}, {"pairing", request.pairing}};
  if (L.n == 4) j["family"] = family;
  Document d{j, t, {}};
  if (request.draw) {
    const std::string caption = fmt::format("{}D construction", L.n);
    d.figures.push_back({fmt::format("hoffman_{}d_construction.svg", L.n), caption, render::hoffman_svg(g, L, caption)});
  }
  return d;
}

}  // namespace cw::report
