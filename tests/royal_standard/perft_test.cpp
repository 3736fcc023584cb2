// perft from The Royal Standard's initial array (docs/rules/royal-standard.md, "Perft").
#include "rules/perft.h"
#include "tests/royal_standard/royal_test_util.h"

namespace regent::test {
namespace {

// Depth 1, counted by hand: the king 6 (c2, e2, and taking the standard-bearer c1 or e1 with two
// places each to put it back), the standard-bearers 4 (b1-c2, c1-c2, e1-e2, f1-e2), the rook b2 3
// (c2, and taking b1 with two places), the bishops 2 + 2 (taking b1 / e1), the windmill 2 (round
// c1 to c2, round e1 to e2). The rook g2 cannot move: g3 is out of the standard-bearers' range.
TEST(RoyalStandardPerft, InitialArrayDepth1) {
  RoyalPosition pos = royalstandard::initial_position();
  EXPECT_EQ(move_texts(pos), (std::vector<std::string>{
                                 "Ba2*b1[+wEa2]", "Ba2*b1[+wEc2]", "Bf2*e1[+wEe2]", "Bf2*e1[+wEf2]", "Eb1-c2",
                                 "Ec1-c2", "Ee1-e2", "Ef1-e2", "Kd1*c1[+wEc2]", "Kd1*c1[+wEd1]", "Kd1*e1[+wEd1]",
                                 "Kd1*e1[+wEe2]", "Kd1-c2", "Kd1-e2", "Rb2*b1[+wEb2]", "Rb2*b1[+wEc2]", "Rb2-c2",
                                 "Wd2-c2(c1,ccw)", "Wd2-e2(e1,cw)"}));
  EXPECT_EQ(perft<RoyalStandard>(pos, 1), 19u);
}

// Depth 2 is 19 x 19: the armies are too far apart for any first move to change Black's 19.
TEST(RoyalStandardPerft, InitialArrayDepths2And3) {
  RoyalPosition pos = royalstandard::initial_position();
  EXPECT_EQ(perft<RoyalStandard>(pos, 2), 361u);
  EXPECT_EQ(perft<RoyalStandard>(pos, 3), 8284u);
  EXPECT_EQ(royalstandard::fen(pos), royalstandard::INITIAL_FEN);  // make/unmake left it as it was
}

}  // namespace
}  // namespace regent::test
