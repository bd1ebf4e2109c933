// printable(): user text inside error messages stays on one readable line.
#include "core/error.hpp"

#include <gtest/gtest.h>

TEST(Printable, EscapesControlCharactersAndCutsLongText) {
  EXPECT_EQ(cw::printable("Ab"), "Ab");
  EXPECT_EQ(cw::printable(std::string("A\nb\0c\x7f", 6)), "A\\x0ab\\x00c\\x7f");
  EXPECT_EQ(cw::printable(std::string(70, 'x')), std::string(60, 'x') + "...");
  EXPECT_EQ(cw::printable(std::string(60, 'x')), std::string(60, 'x'));
  // A cut never splits a UTF-8 character, and a run of stray continuation bytes still ends.
  EXPECT_EQ(cw::printable(std::string(59, 'x') + "\xc3\xa9yz"), std::string(59, 'x') + "\xc3\xa9...");
  EXPECT_LE(cw::printable(std::string(1000, '\xa3')).size(), 66u);
}
