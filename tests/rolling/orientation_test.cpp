#include "rolling/orientation.hpp"

#include <gtest/gtest.h>

using namespace cw::rolling;

// The roll rule as stated in docs/model.md: rolling north 0->2, 1->4, 2->1, 4->0, 3 and 5 unchanged.
TEST(RollRule, NorthMatchesTheDocumentedTable) {
  const Orientation expected[6] = {2, 4, 1, 3, 0, 5};
  for (int o = 0; o < 6; ++o) EXPECT_EQ(roll(o, Direction::Up), expected[o]) << "orientation " << o;
}

// "The other directions are the same rule turned": turning the board a quarter turn clockwise
// maps north to east and relabels the grey orientations 2->3->4->5->2.
TEST(RollRule, OtherDirectionsAreTheNorthRuleTurned) {
  auto turn = [](Orientation o) -> Orientation { return o < 2 ? o : static_cast<Orientation>(2 + (o - 1) % 4); };
  const Direction turned[4] = {Direction::Right, Direction::Left, Direction::Up, Direction::Down};
  // Up->Right, Down->Left, Left->Up, Right->Down under the clockwise quarter turn.
  for (Direction d : kDirections)
    for (int o = 0; o < 6; ++o)
      EXPECT_EQ(turn(roll(o, d)), roll(turn(o), turned[static_cast<int>(d)]));
}

TEST(RollRule, OppositeRollUndoes) {
  for (Direction d : kDirections)
    for (int o = 0; o < 6; ++o) EXPECT_EQ(roll(roll(o, d), opposite(d)), o);
}

TEST(RollRule, FourRollsOneWayAreTheIdentityAndBlackStaysOnAnAxis) {
  for (Direction d : kDirections)
    for (int o = 0; o < 6; ++o) {
      Orientation x = static_cast<Orientation>(o);
      for (int i = 0; i < 4; ++i) x = roll(x, d);
      EXPECT_EQ(x, o);
    }
}

TEST(RollRule, TipIsARotation) {
  // A rotation keeps lengths and orientation (determinant +1): check on the basis.
  for (Direction d : kDirections) {
    Vec3 ex = tip(Vec3{1, 0, 0}, d), ey = tip(Vec3{0, 1, 0}, d), ez = tip(Vec3{0, 0, 1}, d);
    int det = ex.x * (ey.y * ez.z - ey.z * ez.y) - ex.y * (ey.x * ez.z - ey.z * ez.x) +
              ex.z * (ey.x * ez.y - ey.y * ez.x);
    EXPECT_EQ(det, 1);
  }
}

TEST(Direction, LettersRoundTrip) {
  for (Direction d : kDirections) EXPECT_EQ(parse_direction(direction_letter(d)), d);
  EXPECT_FALSE(parse_direction('X'));
  EXPECT_FALSE(parse_direction('u'));
}
