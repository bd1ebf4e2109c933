#include <fmt/format.h>

#include <bit>

#include "core/error.hpp"
#include "core/timer.hpp"
#include "macmahon/census.hpp"
#include "macmahon/corner_graph.hpp"
#include "macmahon/target.hpp"
#include "render/macmahon_svg.hpp"
#include "report/macmahon.hpp"
#include "report/macmahon_common.hpp"

namespace cw::report {
namespace {
using namespace macmahon;

const char* kCornerName[8] = {"down-front-left", "down-front-right", "down-back-left", "down-back-right",
                              "up-front-left",   "up-front-right",   "up-back-left",   "up-back-right"};

// Short names of the rules for tables.
std::string_view rule_label(Rule rule) {
  switch (rule) {
    case Rule::kUnusableCube: return "unusable cube";
    case Rule::kAbsentNoTree: return "Thm 5, no tree";
    case Rule::kAbsentTree: return "Thm 5, a tree";
    case Rule::kPresentOneTree: return "Thm 6, one tree";
    case Rule::kPresentTrees: return "Thm 6, 2+ trees";
    case Rule::kNone: return "no prediction";
  }
  return "?";
}

Json nullable(int value, bool present) { return present ? Json(value) : Json(nullptr); }

struct Parsed {
  int target;
  CubeSet collection;
  std::vector<std::string> labels;  // in the order given
};

Parsed parse_request(const MacMahonExplainRequest& request) {
  if (request.target.empty()) throw ArgumentError("target", "a target is required unless every collection is compared");
  if (request.cubes.empty()) throw ArgumentError("cubes", "the 8 cubes are required unless every collection is compared");
  Parsed p{about_field("target", [&] { return parse_target(request.target); }), 0, {}};
  std::vector<Colouring> cubes;
  std::vector<int> indices;
  for (const CubeSpec& s : about_field("cubes", [&] { return parse_cubes(request.cubes); })) {
    cubes.push_back(s.colouring);
    indices.push_back(s.index);
    p.labels.push_back(s.index >= 0 ? cube_name(s.index) : s.text);
  }
  // Same family as the target (checked here) means one of the 30 cubes: every index is set.
  about_field("cubes", [&] { validate_collection(macmahon::macmahon_cubes()[p.target], cubes, p.labels); });
  for (int index : indices) p.collection |= 1u << index;
  return p;
}

// One component as a readable line and a JSON object.
Json component_json(const CornerGraph& g, const Component& c, int number, std::string& text) {
  Json corners = Json::array(), numbers = Json::array(), cubes = Json::array();
  std::string corner_text, edge_text;
  for (int v = 0; v < kCorners; ++v)
    if (c.vertices >> v & 1) {
      corners.push_back(v);
      numbers.push_back(g.corner_numbers[v]);
      corner_text += fmt::format("{}{}", corner_text.empty() ? "" : " ", g.corner_numbers[v]);
    }
  for (EdgeSet rest = c.edges; rest; rest &= rest - 1) {
    const CornerEdge& e = g.edges[std::countr_zero(rest)];
    cubes.push_back(cube_name(e.cube));
    edge_text += fmt::format("{}{} ({}-{}{})", edge_text.empty() ? "" : ", ", cube_name(e.cube), g.corner_numbers[e.a],
                             g.corner_numbers[e.b], e.diagonal() ? ", diagonal" : "");
  }
  text += fmt::format("  {}  {:<6} {} corner{} ({}), {} edge{}{}{}\n", number, component_kind_name(c.kind()),
                      c.vertex_count(), c.vertex_count() == 1 ? "" : "s", corner_text, c.edge_count(),
                      c.edge_count() == 1 ? "" : "s", edge_text.empty() ? "" : ": ", edge_text);
  return {{"kind", component_kind_name(c.kind())}, {"corners", corners},         {"corner_numbers", numbers},
          {"cubes", cubes},                        {"vertex_count", c.vertex_count()}, {"edge_count", c.edge_count()}};
}

std::string prediction_line(const Prediction& p) {
  switch (p.rule) {
    case Rule::kAbsentNoTree:
      return fmt::format("{} (c = {}): {}", rule_text(p.rule), p.components, p.solution_number);
    case Rule::kPresentOneTree:
      return fmt::format("{} (c = {}, k = {}): {}", rule_text(p.rule), p.components, p.tree_edges, p.solution_number);
    default:
      return std::string(rule_text(p.rule));
  }
}

// Why the statement gives its number, from the arrangements' point of view (each cube takes a
// corner it fits: an edge one of its two ends, the target any corner).
std::string reason(const Prediction& p, bool has_target) {
  switch (p.rule) {
    case Rule::kUnusableCube: return "that cube fits no corner of the block";
    case Rule::kAbsentNoTree: return "each cycle fills its corners in 2 ways (either way round)";
    case Rule::kAbsentTree: return "a tree has fewer cubes than corners: one of its corners stays empty";
    case Rule::kPresentOneTree:
      return fmt::format("the target takes one of the tree's k+1 corners, the tree then fills the rest in 1 way, "
                         "each other component (a cycle) in 2: (k+1) 2^(c-1) = {}",
                         (p.tree_edges + 1) << (p.components - 1));
    case Rule::kPresentTrees: return "the target fills one corner of one tree; another tree has fewer cubes than corners";
    case Rule::kNone: return has_target ? "no statement covers this graph" : "no statement covers this collection";
  }
  return "?";
}

Document explain_one(const MacMahonExplainRequest& request) {
  const Parsed p = parse_request(request);
  const CornerGraph& g = corner_graph(p.target);
  const Prediction prediction = predict(g, p.collection);
  const uint64_t counted = solution_number(p.target, p.collection);
  const EdgeSet edges = g.edges_of(p.collection);
  const Components comps = components(g, edges);
  const bool has_target = p.collection >> p.target & 1;
  const CubeSet unusable = p.collection & g.disjoint;
  Document d;
  d.text = fmt::format("target           {} ({})\ncubes            {}\n", cube_name(p.target),
                       colouring_text(macmahon::macmahon_cubes()[p.target]), fmt::join(p.labels, ","));
  d.text += fmt::format("target in C      {}\n", has_target ? "yes (it fits every corner)" : "no");
  d.text += fmt::format("unusable cubes   {}\n",
                        unusable ? set_names(unusable) + " (no corner number in common with the target)" : "none");
  Json corners = Json::array();
  std::string corner_text;
  for (int v = 0; v < kCorners; ++v) {
    corners.push_back({{"corner", v}, {"position", kCornerName[v]}, {"corner_number", g.corner_numbers[v]}});
    corner_text += fmt::format("{}{} {}", v ? ", " : "", kCornerName[v], g.corner_numbers[v]);
  }
  d.text += fmt::format("corners          {}\n", corner_text);
  d.text += fmt::format("G_C              {} of the 20 edges, {} component{} ({} tree{})\n", std::popcount(edges),
                        comps.count, comps.count == 1 ? "" : "s", comps.trees(), comps.trees() == 1 ? "" : "s");
  Json components_json = Json::array();
  for (int i = 0; i < comps.count; ++i) components_json.push_back(component_json(g, comps.list[i], i + 1, d.text));
  const bool has_prediction = prediction.solution_number >= 0;
  const bool agree = has_prediction && static_cast<uint64_t>(prediction.solution_number) == counted;
  d.text += fmt::format("theorem          {}\n", prediction_line(prediction));
  d.text += fmt::format("why              {}\n", reason(prediction, has_target));
  d.text += fmt::format("predicted        {}\n", has_prediction ? std::to_string(prediction.solution_number) : "none");
  d.text += fmt::format("counted          {} (matchings of the cubes to the corners they fit)\n", counted);
  d.text += fmt::format("agree            {}\n", !has_prediction ? "no prediction" : agree ? "yes" : "NO");
  Json edges_json = Json::array();
  for (const CornerEdge& e : g.edges)
    edges_json.push_back({{"cube", cube_name(e.cube)},
                          {"corners", {e.a, e.b}},
                          {"corner_numbers", {g.corner_numbers[e.a], g.corner_numbers[e.b]}},
                          {"diagonal", e.diagonal()},
                          {"in_collection", static_cast<bool>(p.collection >> e.cube & 1)}});
  d.json = {{"target", cube_name(p.target)},
            {"cubes", p.labels},
            {"target_in_collection", has_target},
            {"unusable_cubes", detail::cube_names_json(unusable)},
            {"corners", corners},
            {"edges", edges_json},
            {"components", components_json},
            {"prediction",
             {{"rule", rule_key(prediction.rule)},
              {"statement", rule_text(prediction.rule)},
              {"solution_number", nullable(prediction.solution_number, has_prediction)},
              {"components", nullable(prediction.components, prediction.components > 0)},
              {"tree_edges", nullable(prediction.tree_edges, prediction.tree_edges >= 0)}}},
            {"solution_number", counted},
            {"agree", agree}};
  if (request.draw) {
    const std::string title = fmt::format("Corner graph of {} with {}", cube_name(p.target), fmt::join(p.labels, ","));
    const std::vector<std::string> notes = {
        fmt::format("predicted {}: {}", has_prediction ? std::to_string(prediction.solution_number) : "none",
                    rule_label(prediction.rule)),
        fmt::format("counted {}{}", counted, has_prediction && !agree ? " (the theorem disagrees)" : "")};
    d.figures.push_back({fmt::format("macmahon_explain_{}.svg", cube_name(p.target)), title,
                         render::corner_graph_svg(g, p.collection, title, notes)});
  }
  return d;
}

Document explain_all() {
  Stopwatch sw;
  const TheoremCheck check = check_theorems_against_census();
  Document d;
  d.stats = fmt::format("explain: {:.0f} ms for every target and collection\n", sw.seconds() * 1e3);
  d.text = fmt::format(
      "Theorems 5 and 6 against the census: {} targets x {} collections = {} pairs\n"
      "{:<16} {:>10} {:>2} {:>9} {:>7} {:>11}  {:<5}  {}\n",
      kMacMahonCubes, kCollections, check.pairs, "rule", "components", "k", "predicted", "counted", "pairs", "agree",
      "example (target: collection)");
  Json rows = Json::array(), disagreements = Json::array();
  for (const TheoremRow& r : check.rows) {
    const bool graph_rule = r.rule != Rule::kUnusableCube && r.rule != Rule::kNone;
    const bool agree = r.predicted >= 0 && r.predicted == r.counted;
    d.text += fmt::format("{:<16} {:>10} {:>2} {:>9} {:>7} {:>11}  {:<5}  {}: {}\n", rule_label(r.rule),
                          graph_rule ? std::to_string(r.components) : "-",
                          r.tree_edges >= 0 ? std::to_string(r.tree_edges) : "-",
                          r.predicted >= 0 ? std::to_string(r.predicted) : "none", r.counted, r.pairs,
                          r.predicted < 0 ? "-" : agree ? "yes" : "NO", cube_name(r.example_target),
                          set_names(r.example_collection));
    Json row = {{"rule", rule_key(r.rule)},
                {"components", nullable(r.components, graph_rule)},
                {"tree_edges", nullable(r.tree_edges, r.tree_edges >= 0)},
                {"predicted", nullable(r.predicted, r.predicted >= 0)},
                {"counted", r.counted},
                {"pairs", r.pairs},
                {"agree", agree},
                {"example", {{"target", cube_name(r.example_target)},
                             {"cubes", detail::cube_names_json(r.example_collection)}}}};
    if (r.predicted >= 0 && !agree) disagreements.push_back(row);
    rows.push_back(std::move(row));
  }
  d.text += fmt::format("agree {}, disagree {}, no prediction {} (of {} pairs)\n", check.agree, check.disagree,
                        check.no_prediction, check.pairs);
  d.text += "counted: the census's arrangement enumeration, per collection rank\n";
  d.json = {{"targets", kMacMahonCubes},
            {"collections_per_target", kCollections},
            {"pairs", check.pairs},
            {"agree", check.agree},
            {"disagree", check.disagree},
            {"no_prediction", check.no_prediction},
            {"rows", rows},
            {"disagreements", disagreements}};
  return d;
}

}  // namespace

Document macmahon_explain(const MacMahonExplainRequest& request) {
  if (request.all) {
    if (!request.target.empty() || !request.cubes.empty() || request.draw)
      throw ArgumentError("all", "every collection of every target is compared: give no target, cubes or drawing");
    return explain_all();
  }
  return explain_one(request);
}

}  // namespace cw::report
