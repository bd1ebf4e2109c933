#include "render/svg.hpp"

#include <gtest/gtest.h>

#include "render/distribution_svg.hpp"
#include "render/rolling_svg.hpp"
#include "rolling/board.hpp"

TEST(Svg, EscapesTextAndClosesTheDocument) {
  cw::svg::Svg s(10, 10);
  s.text(1, 1, "a<b & \"c\"");
  const std::string out = s.str();
  EXPECT_NE(out.find("a&lt;b &amp; &quot;c&quot;"), std::string::npos);
  EXPECT_EQ(out.rfind("</svg>\n"), out.size() - 7);
}

TEST(RollingSvg, OneFramePerStateAndMoveLetters) {
  const auto from = cw::rolling::classic_start();
  const std::string out = cw::render::rolling_solution_svg(from, "DLUR");
  // 5 frames of 9 cells each: 5 empty cells drawn in white.
  size_t frames = 0;
  for (size_t p = 0; (p = out.find("fill=\"#fff\" stroke=\"#888\"", p)) != std::string::npos; ++p) ++frames;
  EXPECT_EQ(frames, 5u);
  EXPECT_NE(out.find(">L</text>"), std::string::npos);
}

TEST(RollingSvg, KindsShowTopColourNorthColourAndPips) {
  cw::rolling::KindSpec dice;
  dice.uniform = cw::rolling::Kind::Dice;
  const auto from = cw::rolling::parse_kind_state("aa/a.", dice);  // three dice, 1 up, 2 north
  const std::string out = cw::render::rolling_kind_solution_svg(from, "D");
  size_t frames = 0, pips = 0, north_twos = 0;
  for (size_t p = 0; (p = out.find("fill=\"#fff\" stroke=\"#888\"", p)) != std::string::npos; ++p) ++frames;
  for (size_t p = 0; (p = out.find("<circle", p)) != std::string::npos; ++p) ++pips;
  for (size_t p = 0; (p = out.find(">2</text>", p)) != std::string::npos; ++p) ++north_twos;
  EXPECT_EQ(frames, 2u);
  // Frame 0: three 1s. Rolling the north-east die south brings its north face (2) on top and its
  // bottom (6) to the north.
  EXPECT_EQ(pips, 3u + 1u + 1u + 2u);
  EXPECT_EQ(north_twos, 3u + 2u);
  EXPECT_NE(out.find(">6</text>"), std::string::npos);
  cw::rolling::KindSpec eight;
  eight.uniform = cw::rolling::Kind::Eight;
  const std::string e = cw::render::rolling_kind_solution_svg(cw::rolling::parse_kind_state("00/0.", eight), "");
  EXPECT_NE(e.find("#f4f4ee"), std::string::npos);  // white up
  EXPECT_NE(e.find("#d6402a"), std::string::npos);  // red north
}

TEST(DistributionSvg, OneBarPerValueWithItsCountAndTheComparedRowBeside) {
  const std::vector<cw::render::Bar> bars = {{"2", 93000, 93000}, {"4", 15987, 19860}, {"6", 2664, std::nullopt}};
  const std::string out = cw::render::distribution_svg({"census", "solution number", "collections", "published", false}, bars);
  size_t rects = 0;
  for (size_t p = 0; (p = out.find("<rect", p)) != std::string::npos; ++p) ++rects;
  EXPECT_EQ(rects, 3u + 2u + 2u);  // three computed bars, two compared ones, two legend squares
  EXPECT_NE(out.find("<title>4: 15,987</title>"), std::string::npos);
  EXPECT_NE(out.find("<title>4: 19,860 (published)</title>"), std::string::npos);
  EXPECT_EQ(out.rfind("</svg>\n"), out.size() - 7);
}
