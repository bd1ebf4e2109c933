#include "rolling/board.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"

using namespace cw::rolling;

TEST(State, ParseFormatRoundTrip) {
  for (const char* text : {"000/0.0/000", "111/1.1/111", "0./12", "012345/5.4321", "12/34/5."}) {
    EXPECT_EQ(format_state(parse_state(text)), text);
  }
  State s = parse_state("012/3.4/555");
  EXPECT_EQ(s.board, (Board{3, 3}));
  EXPECT_EQ(s.empty, 4);
  EXPECT_EQ(s.cells[5], 4);
}

TEST(State, MalformedStringsAreRefusedWithAReason) {
  auto message = [](const char* text) {
    try {
      parse_state(text);
    } catch (const cw::InputError& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_NE(message("000/0x0/000").find("bad character 'x'"), std::string::npos);
  EXPECT_NE(message("000/0.0/006").find("bad character '6'"), std::string::npos);
  EXPECT_NE(message("000/0.0/00").find("ragged rows"), std::string::npos);
  EXPECT_NE(message("000/000/000").find("no empty cell"), std::string::npos);
  EXPECT_NE(message("000/...").find("more than one empty cell"), std::string::npos);
  EXPECT_NE(message("0.0").find("at least 2 rows"), std::string::npos);
  EXPECT_NE(message("").find("at least 2 rows"), std::string::npos);
  EXPECT_NE(message("0/./0").find("at least 2 rows and 2 columns"), std::string::npos);
  EXPECT_NE(message("00//00").find("ragged"), std::string::npos);
}

TEST(Board, ParseBoard) {
  EXPECT_EQ(parse_board("3x4"), (Board{3, 4}));
  EXPECT_THROW(parse_board("3by3"), cw::InputError);
  EXPECT_THROW(parse_board("1x3"), cw::InputError);
  EXPECT_THROW(parse_board("x3"), cw::InputError);
  EXPECT_THROW(parse_board("3x"), cw::InputError);
  EXPECT_THROW(parse_board("9x9"), cw::InputError);
  EXPECT_THROW(parse_board("-3x3"), cw::InputError);
}

TEST(Move, RollsTheCubeBehindTheEmptyCell) {
  State s = classic_start();
  ASSERT_TRUE(apply_move(s, Direction::Down));  // the cube north of the centre travels south
  EXPECT_EQ(format_state(s), "0.0/040/000");
  ASSERT_TRUE(apply_move(s, Direction::Right));
  EXPECT_EQ(format_state(s), ".30/040/000");
  State corner = parse_state(".0/00");
  EXPECT_FALSE(apply_move(corner, Direction::Down));  // nothing north of the top row
  EXPECT_FALSE(apply_move(corner, Direction::Right));
  EXPECT_EQ(format_state(corner), ".0/00");
}
