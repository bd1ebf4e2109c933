// `hoffman enumerate` as a document: every real packing and pseudo-solution in 2D or 3D, classified.
#include <fmt/format.h>

#include "core/timer.hpp"
#include "hoffman/enumerate.hpp"
#include "render/hoffman_svg.hpp"
#include "report/hoffman.hpp"
#include "report/hoffman_common.hpp"

namespace cw::report {
namespace {

Json kind_json(const hoffman::Classified& k, const hoffman::Enumeration* e, bool real) {
  Json list = Json::array();
  for (size_t i = 0; i < k.classes.size(); ++i) {
    const auto& c = k.classes[i];
    Json item = {{"grid", hoffman::grid_text(c.canonical)}, {"orbit", c.orbit},
                 {"rotation_classes", c.rotation_classes}};
    if (real && e) {
      item["dual"] = hoffman::dual_kind_name(e->duality.kind[i]);
      if (e->duality.partner[i] >= 0) item["dual_class"] = e->duality.partner[i] + 1;
      if (e->duality.pseudo_partner[i] >= 0) item["dual_pseudo_class"] = e->duality.pseudo_partner[i] + 1;
    }
    if (!real && e) {  // a pseudo-solution's dual: a real class (R), a pseudo-solution (P), or neither
      if (e->duality.pseudo_dual_real[i] >= 0) item["dual_real_class"] = e->duality.pseudo_dual_real[i] + 1;
      if (e->duality.pseudo_dual_pseudo[i] >= 0) item["dual_pseudo_class"] = e->duality.pseudo_dual_pseudo[i] + 1;
    }
    if (c.overlap)
      item["overlap"] = {hoffman::cell_name(c.canonical.n, c.overlap->first),
                         hoffman::cell_name(c.canonical.n, c.overlap->second)};
    list.push_back(item);
  }
  return {{"raw", k.raw}, {"classes", k.classes.size()}, {"rotation_classes", k.rotation_classes},
          {"list", list}};
}

Json enumeration_json(const hoffman::Lengths& L, const hoffman::Enumeration& e) {
  const auto& D = e.duality;
  return {{"dim", L.n},
          {"lengths", hoffman_lengths_json(L)},
          {"side", L.side()},
          {"side_condition", hoffman::side_condition_failure(L).empty()},
          {"orientation_codes", hoffman_code_legend(L.n)},
          {"real", kind_json(e.real, &e, true)},
          {"pseudo", kind_json(e.pseudo, &e, false)},
          {"duality", {{"self_dual", D.self_dual}, {"dual_valid", D.dual_valid},
                       {"dual_pseudo", D.dual_pseudo}, {"dual_invalid", D.dual_invalid},
                       {"classes_up_to_duality", D.classes_up_to_duality}}},
          {"nodes", e.nodes}};
}

std::string enumeration_text(const hoffman::Lengths& L, const hoffman::Enumeration& e) {
  const int G = L.n == 2 ? 8 : 48;
  const auto& D = e.duality;
  std::string t = fmt::format("Hoffman packings, dimension {}, lengths {} (cube side {})\n", L.n,
                              L.str(), L.side());
  if (!hoffman::side_condition_failure(L).empty())
    t += "warning: " + hoffman::side_condition_failure(L) + "; the grid model is not forced\n";
  t += fmt::format("orientation codes (lengths along {}): {}\n", std::string("xyzw").substr(0, L.n),
                   hoffman_code_legend(L.n));
  t += fmt::format("real packings:    {} raw, {} up to the {} symmetries, {} up to the {} rotations\n",
                   e.real.raw, e.real.classes.size(), G, e.real.rotation_classes, G / 2);
  t += fmt::format("pseudo-solutions: {} raw, {} up to the {} symmetries, {} up to the {} rotations\n",
                   e.pseudo.raw, e.pseudo.classes.size(), G, e.pseudo.rotation_classes, G / 2);
  t += fmt::format("duality (real classes): {} self-dual, {} dual valid, {} dual a pseudo-solution, "
                   "{} dual invalid; {} classes up to symmetry and duality\n",
                   D.self_dual, D.dual_valid, D.dual_pseudo, D.dual_invalid, D.classes_up_to_duality);
  t += "real classes (canonical grid, x fastest, rows ',' layers '/'):\n";
  for (size_t i = 0; i < e.real.classes.size(); ++i) {
    const auto& c = e.real.classes[i];
    std::string dual = hoffman::dual_kind_name(D.kind[i]);
    if (D.kind[i] == hoffman::DualKind::DualValid) dual += fmt::format(" (R{})", D.partner[i] + 1);
    t += fmt::format("  R{:<3} {}  orbit {:>2}  {}\n", i + 1, hoffman::grid_text(c.canonical), c.orbit, dual);
  }
  if (!e.pseudo.classes.empty()) t += "pseudo-solution classes (first overlapping pair):\n";
  for (size_t i = 0; i < e.pseudo.classes.size(); ++i) {
    const auto& c = e.pseudo.classes[i];
    t += fmt::format("  P{:<3} {}  orbit {:>2}  overlap {}-{}\n", i + 1, hoffman::grid_text(c.canonical),
                     c.orbit, hoffman::cell_name(L.n, c.overlap->first),
                     hoffman::cell_name(L.n, c.overlap->second));
  }
  t += fmt::format("search: {} nodes; every class re-checked by the exact geometric checker\n", e.nodes);
  return t;
}

// R01.svg, R02.svg, ... for the real classes, then P01.svg, ... for the pseudo-solutions.
std::vector<Figure> class_figures(const hoffman::Lengths& L, const hoffman::Enumeration& e) {
  std::vector<Figure> figures;
  for (size_t i = 0; i < e.real.classes.size(); ++i) {
    const std::string caption = fmt::format("R{}", i + 1);
    figures.push_back({fmt::format("R{:02}.svg", i + 1), caption,
                       render::hoffman_svg(e.real.classes[i].canonical, L, caption)});
  }
  for (size_t i = 0; i < e.pseudo.classes.size(); ++i) {
    const std::string caption = fmt::format("P{} (pseudo-solution)", i + 1);
    figures.push_back({fmt::format("P{:02}.svg", i + 1), caption,
                       render::hoffman_svg(e.pseudo.classes[i].canonical, L, caption)});
  }
  return figures;
}

}  // namespace

Document hoffman_enumerate(const HoffmanEnumerateRequest& request) {
  const auto L = hoffman_lengths(request.dim, request.lengths, request.ignore_side_condition);
  Stopwatch sw;
  // Past kMaxEnumerationDim the engine refuses (an InputError about the dimension).
  const auto e = about_field("dim", [&] { return hoffman::enumerate_packings(L); });
  const double secs = sw.seconds();
  Document d{enumeration_json(L, e), enumeration_text(L, e), {}, fmt::format("enumerated in {:.3f} ms\n", secs * 1e3)};
  if (request.draw) d.figures = class_figures(L, e);
  return d;
}

}  // namespace cw::report
