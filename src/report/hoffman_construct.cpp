// `hoffman construct` as a document: a packing built without search (2D pinwheel, 4D nested
// pinwheels), verified by the exact checker; every other dimension, and any request of the
// product's own options, goes to the product construction (hoffman_product.cpp).
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

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

// "A,B0,...,B15": the arrangement's slab tiling, then each super-box's, as indices into slab_tilings().
struct Slabs {
  std::vector<int> index;
  hoffman::SlabTiling arrangement;
  std::array<hoffman::SlabTiling, 16> boxes;
};
Slabs parse_slabs(const std::string& text) {
  const auto& all = hoffman::slab_tilings();
  const std::string usage = fmt::format("17 numbers from 0 to {} (the arrangement's slab tiling, then super-boxes 0 "
                                        "to 15), separated by commas",
                                        all.size() - 1);
  Slabs s;
  size_t start = 0;
  while (start <= text.size()) {
    const size_t comma = std::min(text.find(',', start), text.size());
    const std::string item = text.substr(start, comma - start);
    const bool digits = !item.empty() && item.size() <= 3 &&
                        std::all_of(item.begin(), item.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!digits || std::stoul(item) >= all.size())
      throw ArgumentError("slabs", fmt::format("'{}' is not a slab tiling: {}", printable(item), usage));
    s.index.push_back(std::stoi(item));
    start = comma + 1;
  }
  if (s.index.size() != 17)
    throw ArgumentError("slabs", fmt::format("{} numbers given; {}", s.index.size(), usage));
  s.arrangement = all[static_cast<size_t>(s.index[0])];
  for (size_t b = 0; b < 16; ++b) s.boxes[b] = all[static_cast<size_t>(s.index[b + 1])];
  return s;
}

// The masks of a slab tiling, as the report shows them: first/second in hex.
std::string masks_text(hoffman::SlabTiling t) { return fmt::format("{:x}/{:x}", t.first, t.second); }

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
  // The pinwheel and the nested pinwheels keep their variants; everything else is a product.
  const bool product = !request.factors.empty() || !request.packings.empty() || !request.boxes.empty() ||
                       !request.box.empty() || !request.slice.empty() || (request.dim != 2 && request.dim != 4);
  if (product) {
    if (!request.variant.empty() || !request.slabs.empty() || request.pairing != 0)
      throw InputError("variant, pairing and slabs are the 2D and 4D nested constructions' own; the product "
                       "construction takes factors, packings, boxes, box and slice");
    return hoffman_product_construct(request);
  }
  const auto L = hoffman_lengths(request.dim, request.lengths);
  if (L.n != 2 && L.n != 4)
    throw ArgumentError("dim", fmt::format("no construction for dimension {}: the pinwheel is 2D and the nested "
                                           "pinwheels 4D; 3D packings come from the enumeration", L.n));
  const uint32_t variant = parse_variant(request.variant);
  if (L.n == 2 && variant > 1) throw ArgumentError("variant", "in 2D the variant is 0 or 1 (the mirror pinwheel)");
  std::optional<Slabs> slabs;
  if (!request.slabs.empty()) {
    if (L.n != 4) throw ArgumentError("slabs", "sliced constructions are 4D");
    if (variant != 0) throw ArgumentError("slabs", "give a variant or slab tilings, not both");
    slabs = parse_slabs(request.slabs);
  }
  const hoffman::Grid g = L.n == 2 ? hoffman::pinwheel(variant == 1)
                          : slabs  ? hoffman::sliced_construction_4d(slabs->arrangement, slabs->boxes, request.pairing)
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
    if (slabs) {
      std::string boxes;
      for (const auto& b : slabs->boxes) boxes += ' ' + masks_text(b);
      const auto as_variant = hoffman::construction_variant(g);
      t += fmt::format("sliced construction: the arrangement's slab tiling {}, the super-boxes'{} (masks in hex, "
                       "first/second); {}\n",
                       masks_text(slabs->arrangement), boxes,
                       as_variant ? fmt::format("it is variant {} of the nested construction", as_variant->second)
                                  : "not a variant of the nested construction");
    } else {
      t += fmt::format("variant {} of 2^32 for this pairing: each of the 16 super-boxes mirrors its two inner "
                       "pinwheels independently, so with the 3 pairings at least 3 * 2^32 = 12884901888 distinct "
                       "4D packings exist (at least 33554432 up to the 384 symmetries)\n",
                       variant);
    }
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
            {"variant", slabs ? Json() : Json(variant)}, {"pairing", request.pairing}};
  if (L.n == 4) j["family"] = family, j["slabs"] = slabs ? Json(slabs->index) : Json();
  Document d{j, t, {}};
  if (request.draw) {
    const std::string caption = fmt::format("{}D construction", L.n);
    d.figures.push_back({fmt::format("hoffman_{}d_construction.svg", L.n), caption, render::hoffman_svg(g, L, caption)});
  }
  return d;
}

}  // namespace cw::report
