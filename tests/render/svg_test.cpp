#include "render/svg.hpp"

#include <gtest/gtest.h>

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
