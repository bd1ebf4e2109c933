// The colour graph's drawing read back from its SVG: every edge label in a box of its own (no two
// boxes meet, none covers a colour's circle), no arrow head under a label, every label inside
// the picture. Two labels on one point hid one cube's number behind another's.
#include <gtest/gtest.h>

#include <random>
#include <regex>
#include <string>
#include <vector>

#include "render/stack_svg.hpp"
#include "stack/analysis.hpp"
#include "stack/column.hpp"
#include "stack/graph.hpp"
#include "stack/published.hpp"

namespace {

struct Rect {
  double x0, y0, x1, y1;
  bool meets(const Rect& o) const { return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1; }
};

struct Read {
  double width = 0, height = 0;
  std::vector<Rect> labels, arrows, vertices;
};

Read read_back(const std::string& svg) {
  Read r;
  std::smatch m;
  const std::regex size(R"re(viewBox="0 0 ([0-9.]+) ([0-9.]+)")re");
  if (std::regex_search(svg, m, size)) r.width = std::stod(m[1]), r.height = std::stod(m[2]);
  // The label boxes: the white squares drawn without a stroke.
  const std::regex label(R"re(<rect x="([-0-9.]+)" y="([-0-9.]+)" width="([0-9.]+)" height="([0-9.]+)" fill="#fff" stroke="none")re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), label); it != std::sregex_iterator(); ++it) {
    const double x = std::stod((*it)[1]), y = std::stod((*it)[2]);
    r.labels.push_back({x, y, x + std::stod((*it)[3]), y + std::stod((*it)[4])});
  }
  const std::regex polygon(R"re(<polygon points="([^"]+)")re");
  const std::regex number(R"re(([-0-9.]+),([-0-9.]+))re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), polygon); it != std::sregex_iterator(); ++it) {
    const std::string points = (*it)[1];
    Rect box{1e9, 1e9, -1e9, -1e9};
    for (auto p = std::sregex_iterator(points.begin(), points.end(), number); p != std::sregex_iterator(); ++p) {
      const double x = std::stod((*p)[1]), y = std::stod((*p)[2]);
      box = {std::min(box.x0, x), std::min(box.y0, y), std::max(box.x1, x), std::max(box.y1, y)};
    }
    r.arrows.push_back(box);
  }
  const std::regex vertex(R"re(<circle cx="([-0-9.]+)" cy="([-0-9.]+)" r="12")re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), vertex); it != std::sregex_iterator(); ++it) {
    const double x = std::stod((*it)[1]), y = std::stod((*it)[2]);
    r.vertices.push_back({x - 12, y - 12, x + 12, y + 12});
  }
  return r;
}

std::string show(const Rect& r) {
  return "(" + std::to_string(r.x0) + "," + std::to_string(r.y0) + ")-(" + std::to_string(r.x1) + "," +
         std::to_string(r.y1) + ")";
}

// Returns how many labels it found, after checking them.
size_t expect_readable(const std::string& svg, const std::string& what) {
  const Read r = read_back(svg);
  EXPECT_GT(r.width, 0) << what;
  for (size_t i = 0; i < r.labels.size(); ++i) {
    const Rect& a = r.labels[i];
    EXPECT_TRUE(a.x0 >= 0 && a.y0 >= 0 && a.x1 <= r.width && a.y1 <= r.height) << what << ": label " << show(a);
    for (size_t j = i + 1; j < r.labels.size(); ++j)
      EXPECT_FALSE(a.meets(r.labels[j])) << what << ": labels " << show(a) << " and " << show(r.labels[j]);
    for (const Rect& arrow : r.arrows)
      EXPECT_FALSE(a.meets(arrow)) << what << ": an arrow head " << show(arrow) << " under label " << show(a);
    for (const Rect& v : r.vertices) EXPECT_FALSE(a.meets(v)) << what << ": label " << show(a) << " on a colour";
  }
  return r.labels.size();
}

TEST(StackSvg, InstantInsanityLabelsApart) {
  const cw::stack::Column column = cw::stack::column_from_items(cw::stack::instant_insanity_items());
  // The multigraph alone: 4 cubes x 3 pairs; W-G and G-W, B-R and R-B are parallel edges, and the
  // two diagonals cross at the centre.
  EXPECT_EQ(expect_readable(cw::render::stack_graph_svg(column, nullptr), "colour graph"), 12u);
  const auto solutions = cw::stack::list_solutions(column, 8);
  ASSERT_FALSE(solutions.empty());
  // Each row: the multigraph and two subgraphs of 4 edges each, with arrows.
  EXPECT_EQ(expect_readable(cw::render::stack_solutions_svg(column, solutions), "solutions"),
            solutions.size() * (12 + 4 + 4));
}

TEST(StackSvg, RandomColumnsLabelsApart) {
  std::mt19937_64 rng(48);
  for (const auto& [cubes, colours] : std::vector<std::pair<int, int>>{{4, 4}, {5, 5}, {6, 6}, {4, 3}, {7, 7}}) {
    for (int trial = 0; trial < 6; ++trial) {
      const cw::stack::Column column = cw::stack::random_column(cubes, colours, cw::stack::Model::Uniform, rng);
      const std::string what = std::to_string(cubes) + " cubes of " + std::to_string(colours) + " colours, trial " +
                               std::to_string(trial);
      const auto solutions = cw::stack::list_solutions(column, 2);
      EXPECT_EQ(expect_readable(cw::render::stack_solutions_svg(column, solutions), what),
                std::max<size_t>(solutions.size(), 1) * 3 * static_cast<size_t>(cubes) +
                    solutions.size() * 2 * static_cast<size_t>(cubes));
    }
  }
}

}  // namespace
