// `hoffman construct` by the product construction (any dimension 2^i 3^j) and `hoffman check
// --boxes`: the boxes built, written and checked by the cell sweep (hoffman/box_check.hpp).
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iterator>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/atomic_file.hpp"
#include "core/bignum.hpp"
#include "hoffman/box_check.hpp"
#include "hoffman/product.hpp"
#include "render/hoffman_svg.hpp"
#include "report/hoffman.hpp"
#include "report/hoffman_common.hpp"

namespace cw::report {
namespace {

// Dimensions whose boxes are all built and checked in memory: 8^8 = 16,777,216 boxes, 1.3 GB.
constexpr int kMaxListedDim = 8;
// Dimensions whose boxes are built and checked by the streamed sweep, a cell layer at a time,
// unless they are written or drawn (from the list): 8D and 9D (9^9 = 387,420,489 boxes, two
// layers of 43,046,721 held at once).
constexpr int kMinStreamedDim = 7, kMaxStreamedDim = 9;
// Dimensions where one box is checked against the boxes touching it: about 2.3 million in 18D
// (40 s for 5 boxes), and past that more than memory holds.
constexpr int kMaxTouchingDim = 18;

// The items of a comma-separated list ("" has none), and whether one is a whole number of at most
// `digits` digits: the three lists below (packings, slice, at) differ only in their bounds and words.
std::vector<std::string> comma_items(const std::string& text) {
  std::vector<std::string> items;
  if (text.empty()) return items;
  for (size_t start = 0; start <= text.size();) {
    const size_t comma = std::min(text.find(',', start), text.size());
    items.push_back(text.substr(start, comma - start));
    start = comma + 1;
  }
  return items;
}
bool whole_number(const std::string& item, size_t digits) {
  return !item.empty() && item.size() <= digits &&
         std::all_of(item.begin(), item.end(), [](char c) { return c >= '0' && c <= '9'; });
}

std::vector<int> parse_indices(const std::string& text) {
  std::vector<int> out;
  for (const std::string& t : comma_items(text)) {
    if (!whole_number(t, 4)) throw ArgumentError("packings", fmt::format("'{}' is not a packing index", printable(t)));
    out.push_back(std::stoi(t));
  }
  return out;
}

// "k4,k5,...": a cell layer 0..n-1 for each axis from the fourth on; empty: all 0.
std::vector<int> parse_slice(const std::string& text, int n) {
  std::vector<int> fixed(static_cast<size_t>(std::max(0, n - 3)), 0);
  if (text.empty()) return fixed;
  std::vector<int> given;
  for (const std::string& item : comma_items(text)) {
    if (!whole_number(item, 2) || std::stoi(item) >= n)
      throw ArgumentError("slice", fmt::format("'{}' is not a cell layer: a number from 0 to {}", printable(item), n - 1));
    given.push_back(std::stoi(item));
  }
  if (given.size() != fixed.size())
    throw ArgumentError("slice", fmt::format("{} layers given; {}D fixes {} axes (the fourth on)", given.size(), n, fixed.size()));
  return given;
}

void require_composing(int n) {
  if (hoffman::composes(n)) return;
  const auto [below, above] = hoffman::nearest_composing(n);
  throw ArgumentError("dim", fmt::format("no construction for dimension {}: only 2^i 3^j up to {} compose; the "
                                         "nearest are {}",
                                         n, hoffman::kMaxProductDim,
                                         below && above ? fmt::format("{} and {}", below, above) : std::to_string(below ? below : above)));
}

// The recipe of a request's factors and packings (subjects "factors", "packings").
hoffman::Recipe recipe_of(int n, const std::string& factors, const std::string& packings) {
  about_field("factors", [&] { return hoffman::make_recipe(n, factors, {}); });
  const std::vector<int> chosen = parse_indices(packings);
  return about_field("packings", [&] { return hoffman::make_recipe(n, factors, chosen); });
}

// The request's lengths (subject "lengths"); empty: the dimension's defaults.
std::vector<int64_t> lengths_of(int n, const std::string& text) {
  return about_field("lengths", [&] {
    return text.empty() ? hoffman::product_default_lengths(n) : hoffman::parse_product_lengths(text, n);
  });
}

// "t4,t5,...": a point 0..side-1 for each axis from the fourth on; empty: all 0.
std::vector<int64_t> parse_points(const std::string& text, int n, int64_t side) {
  if (text.empty()) return std::vector<int64_t>(static_cast<size_t>(n - 3), 0);
  std::vector<int64_t> at;
  for (const std::string& item : comma_items(text)) {
    if (!whole_number(item, 9) || std::stoll(item) >= side)
      throw ArgumentError("at", fmt::format("'{}' is not a point of the cube: a whole number from 0 to {}", printable(item), side - 1));
    at.push_back(std::stoll(item));
  }
  if (at.size() != static_cast<size_t>(n - 3))
    throw ArgumentError("at", fmt::format("{} points given; {}D fixes {} axes (the fourth on)", at.size(), n, n - 3));
  return at;
}

// `distinct`: the lengths' subset sums are all distinct, so that F* is a lower bound.
Json family_json(const hoffman::FamilySize& f, bool distinct) {
  return {{"formula", f.formula},
          {"log10", f.log10},
          {"packings", f.exact ? Json(f.exact->str()) : Json()},
          {"distinct_formula", distinct ? Json(f.distinct_formula) : Json()},
          {"distinct_log10", distinct ? Json(f.distinct_log10) : Json()}};
}

std::string box_line(int n, const int64_t* lo, const int64_t* side) {
  std::string s;
  for (int d = 0; d < 2 * n; ++d) fmt::format_to(std::back_inserter(s), "{}{}", d ? " " : "", d < n ? lo[d] : side[d - n]);
  s += '\n';
  return s;
}

Json check_json(const hoffman::BoxCheckResult& c) {
  Json j = {{"box_count", c.boxes}, {"valid", c.valid()}};
  if (!c.bad_side && !c.outside) {
    j["cell_width"] = c.cell_width;
    j["reach"] = c.reach;
    j["cube_volume"] = c.cube_volume;
    j["boxes_volume"] = c.boxes_volume;
    j["uncovered_volume"] = c.uncovered_volume.empty() ? Json() : Json(c.uncovered_volume);
  }
  if (c.overlap) j["overlap_boxes"] = {c.overlap->first + 1, c.overlap->second + 1};  // line numbers
  if (c.outside) j["outside"] = *c.outside + 1;
  if (c.bad_side) j["bad_side"] = *c.bad_side + 1;
  return j;
}

std::string check_text(const hoffman::BoxCheckResult& c) {
  if (c.bad_side) return fmt::format("box {} has a side below 1\n", *c.bad_side + 1);
  if (c.outside) return fmt::format("box {} is not inside the cube\n", *c.outside + 1);
  if (c.overlap) return fmt::format("boxes {} and {} overlap\n", c.overlap->first + 1, c.overlap->second + 1);
  return fmt::format("no two overlap, every box inside the cube (cell sweep: cells of width {}, reach {}); volume: "
                     "cube {}, boxes {}, uncovered {}\n",
                     c.cell_width, c.reach, c.cube_volume, c.boxes_volume, c.uncovered_volume);
}

// Box K checked: inside the cube, and none of the boxes touching it (found through the recipe,
// `product_neighbours` on the box one unit wider each way) overlapping it. Returns those boxes'
// number; throws RunError naming what fails.
size_t check_one(const hoffman::Recipe& r, const std::vector<int64_t>& L, const BigNat& K, const hoffman::PlacedBox& box) {
  const auto n = static_cast<size_t>(r.dim());
  int64_t side = 0;
  for (int64_t l : L) side += l;
  bool inside = true;
  for (size_t d = 0; d < n; ++d) inside = inside && box.lo[d] >= 0 && box.lo[d] + box.side[d] <= side;
  hoffman::PlacedBox around = box;
  for (size_t d = 0; d < n; ++d) around.lo[d] -= 1, around.side[d] += 2;
  const auto neighbours = hoffman::product_neighbours(r, L, around);
  size_t overlapping = 0;
  bool self = false;
  for (const BigNat& other : neighbours) {
    if (other == K) {
      self = true;
      continue;
    }
    const hoffman::PlacedBox o = hoffman::product_box(r, L, other);
    bool meet = true;
    for (size_t d = 0; d < n && meet; ++d) meet = o.lo[d] < box.lo[d] + box.side[d] && box.lo[d] < o.lo[d] + o.side[d];
    overlapping += meet;
  }
  if (!inside || !self || overlapping > 0)
    throw RunError(fmt::format("box {} fails: inside {}, among its neighbours {}, overlapping {}", K.str(), inside, self, overlapping));
  return neighbours.size() - 1;
}

// Box K with its check.
Json single_box(const hoffman::Recipe& r, const std::vector<int64_t>& L, const std::string& text, std::string& t) {
  const BigNat count = hoffman::product_box_count(r.dim());
  const auto K = BigNat::parse(text);
  if (!K || !(*K < count))
    throw ArgumentError("box", fmt::format("'{}' is not a box: a whole number from 0 to {} - 1", printable(text), count.str()));
  const hoffman::PlacedBox box = hoffman::product_box(r, L, *K);
  t += fmt::format("box {} of {}: corner {}, sides {}\n", K->str(), count.str(), fmt::join(box.lo, ","), fmt::join(box.side, ","));
  Json j = {{"index", K->str()}, {"lo", box.lo}, {"side", box.side}, {"neighbours", nullptr}};
  if (r.dim() > kMaxTouchingDim) {
    t += fmt::format("not checked against the boxes touching it: past {}D they are too many\n", kMaxTouchingDim);
    return j;
  }
  const size_t touching = check_one(r, L, *K, box);
  t += fmt::format("inside the cube; none of the {} other boxes that touch it (found through the recipe's structure) "
                   "overlaps it\n",
                   touching);
  j["neighbours"] = touching;
  return j;
}

// `samples` boxes drawn at random (seed 47: the same boxes every run), each checked as one box is.
Json sampled_boxes(const hoffman::Recipe& r, const std::vector<int64_t>& L, int samples, std::string& t) {
  std::mt19937_64 rng(47);
  size_t touching = 0;
  for (int s = 0; s < samples; ++s) {
    // K uniform below n^n: n digits of base n, each uniform (bias below 2^-58).
    BigNat K;
    for (int i = 0; i < r.dim(); ++i) K = K * BigNat(static_cast<uint64_t>(r.dim())) + BigNat(rng() % static_cast<uint64_t>(r.dim()));
    touching += check_one(r, L, K, hoffman::product_box(r, L, K));
  }
  t += fmt::format("{} boxes drawn at random: each inside the cube, none overlapping any of the {} boxes touching "
                   "them (found through the recipe's structure)\n",
                   samples, touching);
  return {{"boxes", samples}, {"touching", touching}};
}

}  // namespace

Document hoffman_product_construct(const HoffmanConstructRequest& request) {
  const int n = request.dim;
  require_composing(n);
  const hoffman::Recipe r = recipe_of(n, request.factors, request.packings);
  const std::vector<int64_t> L = lengths_of(n, request.lengths);
  int64_t side = 0;
  for (int64_t l : L) side += l;
  const BigNat count = hoffman::product_box_count(n);
  const std::vector<int> fixed = parse_slice(request.slice, n);
  std::vector<Figure> figures;
  // A single box has no picture (a door's `draw` is ignored there): the slice comes from the list.
  if (!request.box.empty() && !request.slice.empty())
    throw InputError("a single box has no picture: the slice is drawn from the whole list");
  if (!request.slice.empty() && n > kMaxListedDim)
    throw ArgumentError("slice", fmt::format("slices are drawn up to {}D", kMaxListedDim));
  if (!request.boxes.empty()) {
    if (n > kMaxListedDim)
      throw ArgumentError("boxes", fmt::format("{}D has {} boxes: they are listed up to {}D, and asked for one at a time beyond", n, count.str(), kMaxListedDim));
    about_field("boxes", [&] { require_writable_location(request.boxes); });
  }
  const hoffman::FamilySize family = hoffman::product_family_size(r);
  const bool distinct = hoffman::distinct_subset_sums(L);
  std::string t = fmt::format("{}D packing by the product construction {} (leaf packings {}), lengths {} (side {}): {} boxes\n",
                              n, r.factors(), fmt::join(r.packings(), ","), fmt::join(L, ","), side, count.str());
  Json j = {{"dim", n}, {"lengths", L}, {"factors", r.factors()}, {"packings", r.packings()}, {"side", side},
            {"box_count", count.str()}, {"product_family", family_json(family, distinct)}};
  if (request.sample > 0 && n > kMaxTouchingDim)
    throw ArgumentError("sample", fmt::format("boxes are checked against the boxes touching them up to {}D", kMaxTouchingDim));
  if (request.sample > 0) j["sample"] = sampled_boxes(r, L, request.sample, t);
  if (!request.box.empty()) {
    j["box"] = single_box(r, L, request.box, t);
  } else if (n <= kMaxListedDim && (n < kMinStreamedDim || !request.boxes.empty() || request.draw)) {
    const uint64_t boxes = *count.to_u64();
    hoffman::BoxList list(n, side);
    list.reserve(boxes);
    std::optional<AtomicFileWriter> file;
    if (!request.boxes.empty()) file.emplace(request.boxes);
    std::vector<int64_t> lo(static_cast<size_t>(n)), len(static_cast<size_t>(n));
    const hoffman::ProductPlacer placer(r, L);
    for (uint64_t k = 0; k < boxes; ++k) {
      placer.box(k, lo.data(), len.data());
      list.add(lo.data(), len.data());
      if (file) file->append(box_line(n, lo.data(), len.data()));
    }
    const hoffman::BoxCheckResult c = hoffman::check_boxes(list);
    if (!c.valid()) throw RunError("the constructed boxes fail the checker: " + check_text(c));
    if (request.draw && n >= 3) {
      const std::string caption = fmt::format("{}D product construction {}: a 3D slice", n, r.factors());
      figures.push_back({fmt::format("hoffman_{}d_slice.svg", n), caption, render::hoffman_slices_svg(list, L, fixed, caption)});
    }
    if (file) file->commit();
    t += "verified: " + check_text(c);
    if (file) t += fmt::format("boxes written to {}\n", request.boxes);
    j["check"] = check_json(c);
  } else if (n <= kMaxStreamedDim) {
    hoffman::ProductBoxSource source(r, L);
    const hoffman::StreamCheckResult c = hoffman::check_boxes_streamed(source, request.quiet);
    if (!c.valid()) throw RunError("the constructed boxes fail the streamed checker: " + c.fault);
    t += fmt::format("verified, streamed a cell layer of the first axis at a time ({} layers, at most {} boxes held): no "
                     "two overlap, every box inside the cube (cell sweep: cells of width {}, reach {}); volume: cube {}, "
                     "boxes {}, uncovered {}\n",
                     c.layers, c.most_held, c.cell_width, c.reach, c.cube_volume, c.boxes_volume, c.uncovered_volume);
    j["check"] = {{"box_count", c.boxes},           {"valid", true},
                  {"cell_width", c.cell_width},     {"reach", c.reach},
                  {"cube_volume", c.cube_volume},   {"boxes_volume", c.boxes_volume},
                  {"uncovered_volume", c.uncovered_volume}, {"layers", c.layers},
                  {"most_held", c.most_held}};
  } else {
    t += fmt::format("too many to check as a whole (up to {}D); any one box is given by its index, checked against the "
                     "boxes touching it\n",
                     kMaxStreamedDim);
  }
  t += fmt::format("the construction's family for these factors: {} packings{}\n", family.formula,
                   family.exact ? " = " + family.exact->str() : fmt::format(" (about 10^{:.1f})", family.log10));
  if (distinct)
    t += fmt::format("distinct packings among them, at least (every split of the lengths into rows fixed; no two sets "
                     "of these lengths have the same sum): {} (about 10^{:.1f})\n",
                     family.distinct_formula, family.distinct_log10);
  j["valid"] = true;
  return {j, t, figures};
}

Document hoffman_check_boxes(const HoffmanCheckRequest& request) {
  const hoffman::BoxFile f = about_field("boxes", [&] { return hoffman::read_box_file(request.boxes); });
  const int n = f.boxes.dim();
  const hoffman::BoxCheckResult c = hoffman::check_boxes(f.boxes);
  const BigNat expected = BigNat(static_cast<uint64_t>(n)).pow(static_cast<uint64_t>(n));
  const bool all_boxes = BigNat(static_cast<uint64_t>(c.boxes)) == expected;
  int64_t sum = 0;
  for (int64_t l : f.lengths) sum += l;
  const bool side_condition = (n + 1) * f.lengths.front() > sum;
  const bool packing = c.valid() && !f.other_sides && all_boxes;
  Json j = check_json(c);
  j["dim"] = n;
  j["lengths"] = f.lengths;
  j["side"] = f.boxes.side();
  j["same_sides"] = !f.other_sides;
  j["all_boxes"] = all_boxes;
  j["side_condition"] = side_condition;
  j["valid"] = packing;
  j["verdict"] = packing ? "valid packing" : "not a packing";
  std::string t = fmt::format("{} boxes in dimension {}, lengths {} (cube side {}): {}\n", c.boxes, n, fmt::join(f.lengths, ","),
                              f.boxes.side(), packing ? "valid packing" : "not a packing");
  if (f.other_sides) t += fmt::format("box {} has other sides than the first\n", *f.other_sides + 1);
  if (!all_boxes) t += fmt::format("{} boxes, not n^n = {}\n", c.boxes, expected.str());
  t += check_text(c);
  return {j, t, {}};
}

Document hoffman_slice(const HoffmanSliceRequest& request) {
  const int n = request.dim;
  require_composing(n);
  if (n < 4 || n > hoffman::kMaxSliceDim)
    throw ArgumentError("dim", fmt::format("3D slices are of dimensions 4 to {} that compose (4, 6, 8), not {}", hoffman::kMaxSliceDim, n));
  const hoffman::Recipe r = recipe_of(n, request.factors, request.packings);
  const std::vector<int64_t> L = lengths_of(n, request.lengths);
  int64_t side = 0;
  for (int64_t l : L) side += l;
  const std::vector<int64_t> at = parse_points(request.at, n, side);
  const std::vector<hoffman::SliceBox> cut = hoffman::product_slice(r, L, at);
  // The sections checked as any list of 3D boxes is: inside the cube, no two overlapping.
  hoffman::BoxList sections(3, side);
  sections.reserve(cut.size());
  const auto rank = [&](int64_t s) { return static_cast<int>(std::lower_bound(L.begin(), L.end(), s) - L.begin()); };
  Json boxes = Json::array();
  double covered = 0;
  for (const hoffman::SliceBox& b : cut) {
    sections.add(b.lo.data(), b.side.data());
    covered += static_cast<double>(b.side[0]) * static_cast<double>(b.side[1]) * static_cast<double>(b.side[2]);
    // Coloured by the sides along x and y, as the SVG slices are (render/hoffman_svg.cpp).
    boxes.push_back({{"index", b.index}, {"origin", b.lo}, {"size", b.side}, {"sides", b.full_side},
                     {"colour", render::hoffman_colour(rank(b.side[0]) * n + rank(b.side[1]))}});
  }
  const hoffman::BoxCheckResult c = hoffman::check_boxes(sections);
  if (!c.valid()) throw RunError("the slice's sections fail the checker: " + check_text(c));
  const double cube = std::pow(static_cast<double>(side), 3);
  std::string where;
  for (size_t k = 0; k < at.size(); ++k) where += fmt::format("{}x{} = {}.5", k ? ", " : "", k + 4, at[k]);
  Json j = {{"dim", n}, {"lengths", L}, {"side", side}, {"factors", r.factors()}, {"packings", r.packings()},
            {"at", at}, {"count", cut.size()}, {"boxes", boxes},
            {"volume", {{"cube", c.cube_volume}, {"covered", c.boxes_volume}, {"covered_share", covered / cube},
                        {"gaps", c.uncovered_volume}}}};
  std::string t = fmt::format("{}D packing by the product construction {} (leaf packings {}), lengths {} (side {}): the 3D "
                              "slice {}\n",
                              n, r.factors(), fmt::join(r.packings(), ","), fmt::join(L, ","), side, where);
  if (cut.empty()) {
    t += fmt::format("no box meets the slice: it lies wholly in the packing's gaps (the cube's volume {} uncovered)\n", c.cube_volume);
  } else {
    t += fmt::format("{} boxes cut; their sections along x1, x2, x3: {}", cut.size(), check_text(c));
    t += fmt::format("they cover {:.2f} % of the slice\n", 100 * covered / cube);
  }
  return {j, t, {}};
}

}  // namespace cw::report
