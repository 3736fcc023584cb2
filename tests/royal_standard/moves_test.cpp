// Legal moves of hand-checked positions: each piece, the mobility rule, the places a captured
// standard-bearer can be put back, the frozen standard-bearer, the windmill (the seed's diagram,
// blocked by holes and pieces, capturing), and the capture of the king.
#include "tests/royal_standard/royal_test_util.h"

namespace regent::test {
namespace {

using V = RoyalStandard;
using Texts = std::vector<std::string>;

// The seed's windmill diagram (4 x 5 squares) placed on b5-f2, White's pieces all; kings added
// where they touch nothing (b1, f1):
//     ..***      rank 5
//     B**S*      rank 4
//     .SW**      rank 3
//     R**..      rank 2
// "On the diagram below, the windmill may move to the marked squares": round c3 to c4 d4 (one
// way, stopped by the bishop) and d2 c2 (the other, stopped by the rook); round e4 to all seven
// other squares of its ring. Each square once, named with its shortest way round.
TEST(RoyalStandardMoves, SeedWindmillDiagram) {
  const RoyalPosition pos = rs("5/7/1B2E2/2EW3/1R5/K3k w -");
  EXPECT_EQ(moves_of(pos, "Wd3"), (Texts{"Wd3-c2(c3,cw)", "Wd3-c4(c3,ccw)", "Wd3-d2(c3,cw)", "Wd3-d4(c3,ccw)",
                                         "Wd3-d5(e4,cw)", "Wd3-e3(e4,ccw)", "Wd3-e5(e4,cw)", "Wd3-f3(e4,ccw)",
                                         "Wd3-f4(e4,ccw)", "Wd3-f5(e4,cw)"}));
}

// The windmill round b1: its ring runs a2 (a1 is a hole) b2 c2 c1 and then off the board.
// With the bishop on a2 it is blocked that way, and it captures the black rook on c1 the other.
TEST(RoyalStandardMoves, WindmillBlockedByPieceAndCapturing) {
  const RoyalPosition pos = rs("5/5k1/7/7/BW5/Er1K1 w -");
  EXPECT_EQ(move_texts(pos), (Texts{"Ba2*b1[+wEa2]", "Ba2*b1[+wEc2]", "Eb1-c2", "Ke1-d1", "Ke1-d2", "Ke1-e2",
                                    "Ke1-f1", "Ke1-f2", "Wb2*c1(b1,cw)", "Wb2-c2(b1,cw)"}));
}

// Without the bishop the windmill reaches a2 and stops at the hole a1; the standard-bearer b1 may
// step to a2 and c2 but not take the rook (it captures only the king).
TEST(RoyalStandardMoves, WindmillStoppedByHole) {
  const RoyalPosition pos = rs("5/5k1/7/7/1W5/Er1K1 w -");
  EXPECT_EQ(move_texts(pos), (Texts{"Eb1-a2", "Eb1-c2", "Ke1-d1", "Ke1-d2", "Ke1-e2", "Ke1-f1", "Ke1-f2",
                                    "Wb2*c1(b1,cw)", "Wb2-a2(b1,ccw)", "Wb2-c2(b1,cw)"}));
}

// The windmill c1 goes round c2 only clockwise: the white standard-bearer d1 blocks the other way
// (it does not capture its own pieces), and round d1 it is stuck between c2 and the board's edge.
// So d2, next to it, is six steps away; it never takes c2 or d1.
TEST(RoyalStandardMoves, WindmillDoesNotCaptureOwnStandardBearer) {
  const RoyalPosition pos = rs("2k2/7/7/7/2E4/1WE1K w -");
  EXPECT_EQ(moves_of(pos, "Wc1"), (Texts{"Wc1-b1(c2,cw)", "Wc1-b2(c2,cw)", "Wc1-b3(c2,cw)", "Wc1-c3(c2,cw)",
                                         "Wc1-d2(c2,cw)", "Wc1-d3(c2,cw)"}));
}

// The mobility rule: the rook c3 may go where b3's range reaches (c4, c2, taking b3 itself), not
// to c1 or c5 (out of range), and not through d3, which neither b3 nor f3 reaches, to e3, which f3
// does. Taking its own standard-bearer, it may put it back on any of the eight empty squares
// around b3 (c3 counts: the rook has left it). King 5 + b3 7 + f3 8 + rook 10 = 30 moves.
TEST(RoyalStandardMoves, MobilityRuleAndRelocationChoices) {
  const RoyalPosition pos = rs("2k2/7/7/1ER2E1/7/2K2 w -");
  EXPECT_EQ(moves_of(pos, "Rc3"), (Texts{"Rc3*b3[+wEa2]", "Rc3*b3[+wEa3]", "Rc3*b3[+wEa4]", "Rc3*b3[+wEb2]",
                                         "Rc3*b3[+wEb4]", "Rc3*b3[+wEc2]", "Rc3*b3[+wEc3]", "Rc3*b3[+wEc4]",
                                         "Rc3-c2", "Rc3-c4"}));
  EXPECT_EQ(V::count_moves(pos), 30u);
  // A rook out of every standard-bearer's range cannot move at all.
  EXPECT_EQ(moves_of(rs("2k2/7/7/1E5/7/R1K2 w -"), "Ra"), (Texts{}));
}

// "There will always be at least one empty square for it to be displaced to, in the direction that
// the capturing piece came from": the black standard-bearer b6 taken by the bishop from c5 can
// only go back to c5 (a6 is a hole, a5 b5 c6 are occupied). The bishop's other move is b4; d4 and
// d6 are out of the range of White's standard-bearer b5.
TEST(RoyalStandardMoves, DisplacedTowardsTheCapturer) {
  const RoyalPosition pos = rs("eek2/bEB4/7/7/7/2K2 w -");
  EXPECT_EQ(moves_of(pos, "Bc5"), (Texts{"Bc5*b6[+bEc5]", "Bc5-b4"}));
}

// A standard-bearer takes only the enemy king: the one on d4 may step to every empty square around
// it, not onto the black rook e5, but onto the black king c5.
TEST(RoyalStandardMoves, StandardBearerCapturesOnlyTheKing) {
  EXPECT_EQ(moves_of(rs("5/2k1r2/3E3/7/7/2K2 w -"), "Ed4"),
            (Texts{"Ed4*c5", "Ed4-c3", "Ed4-c4", "Ed4-d3", "Ed4-d5", "Ed4-e3", "Ed4-e4"}));
}

// The standard-bearer White takes from its own side may not move on White's next turn: Black's
// move between does not release it, White's own next move does.
TEST(RoyalStandardMoves, OwnStandardBearerFrozenForTheNextTurn) {
  RoyalPosition pos = after(rs("2k2/7/7/1ER2E1/7/2K2 w -"), {"Rc3*b3[+wEa2]"});
  EXPECT_EQ(royalstandard::fen(pos), "2k2/7/7/1R3E1/E6/2K2 b a2");
  pos = after(pos, {"Kd6-d5"});
  EXPECT_EQ(royalstandard::fen(pos), "5/3k3/7/1R3E1/E6/2K2 w a2");
  EXPECT_EQ(moves_of(pos, "Ea2"), (Texts{}));
  pos = after(pos, {"Kd1-e1", "Kd5-d6"});
  EXPECT_EQ(royalstandard::fen(pos), "2k2/7/7/1R3E1/E6/3K1 w -");
  EXPECT_EQ(moves_of(pos, "Ea2"), (Texts{"Ea2-a3", "Ea2-b1", "Ea2-b2"}));
}

// An enemy standard-bearer taken may not move on its owner's very next turn, and is free after it.
// The frozen one still gives range and may still be taken (the king takes its own c5 here).
TEST(RoyalStandardMoves, EnemyStandardBearerFrozenForOneTurn) {
  RoyalPosition pos = after(rs("eek2/bEB4/7/7/7/2K2 w -"), {"Bc5*b6[+bEc5]"});
  EXPECT_EQ(royalstandard::fen(pos), "Bek2/bEe4/7/7/7/2K2 b c5");
  EXPECT_EQ(moves_of(pos, "Ec5"), (Texts{}));
  EXPECT_EQ(moves_of(pos, "Kd6"), (Texts{"Kd6*c5[+bEb4]", "Kd6*c5[+bEc4]", "Kd6*c5[+bEd4]", "Kd6*c5[+bEd5]",
                                         "Kd6*c5[+bEd6]", "Kd6*c6[+bEd5]", "Kd6*c6[+bEd6]", "Kd6-d5", "Kd6-e5", "Kd6-e6"}));
  pos = after(pos, {"Kd6-e6", "Kd1-e1"});
  EXPECT_EQ(moves_of(pos, "Ec5"), (Texts{"Ec5-b4", "Ec5-c4", "Ec5-d4", "Ec5-d5", "Ec5-d6"}));
}

// The seed: "a king may capture a standard bearer without moving into check, but it may not remain
// adjacent to the standard bearer after the next turn, because doing so would cause it to be
// captured." The white king, attacked by the standard-bearer e4, takes it; put back on f5 it is
// frozen for Black's turn, so the king is safe there; after Black's move it is not.
TEST(RoyalStandardMoves, SeedKingTakesStandardBearer) {
  RoyalPosition pos = rs("2k2/7/4e2/3K3/7/E4 w -");
  EXPECT_TRUE(V::in_check(pos));
  pos = after(pos, {"Kd3*e4[+bEf5]"});
  EXPECT_FALSE(royalstandard::can_capture_king(pos, BLACK));  // f5 is frozen
  EXPECT_EQ(moves_of(pos, "Ef5"), (Texts{}));
  pos = after(pos, {"Kd6-c6"});
  EXPECT_TRUE(V::in_check(pos));  // f5 may move again
  EXPECT_FALSE(V::is_checkmate(pos));  // the king can step away (e.g. to e3)
  // Staying there is legal, and loses: the standard-bearer takes the king.
  pos = after(pos, {"Eb1-c2"});
  EXPECT_EQ(moves_of(pos, "Ef5"), (Texts{"Ef5*e4", "Ef5-e5", "Ef5-e6", "Ef5-f4", "Ef5-f6", "Ef5-g4", "Ef5-g5"}));
  pos = after(pos, {"Ef5*e4"});
  EXPECT_TRUE(V::king_captured(pos));
  EXPECT_EQ(V::count_moves(pos), 0u);
  EXPECT_TRUE(V::is_checkmate(pos));
  EXPECT_EQ(V::state(pos), GameState::Checkmate);
}

// Every piece takes the king: king, rook and bishop (in range), windmill (round its
// standard-bearer). Moving next to the enemy king is legal; it loses.
TEST(RoyalStandardMoves, CapturesOfTheKing) {
  EXPECT_EQ(moves_of(rs("5/7/2k4/7/2K4/5 w -"), "Kc2"),
            (Texts{"Kc2-b1", "Kc2-b2", "Kc2-b3", "Kc2-c1", "Kc2-c3", "Kc2-d1", "Kc2-d2", "Kc2-d3"}));
  const RoyalPosition exposed = after(rs("5/7/2k4/7/2K4/5 w -"), {"Kc2-c3"});
  EXPECT_EQ(moves_of(exposed, "Kc4*"), (Texts{"Kc4*c3"}));
  EXPECT_TRUE(royalstandard::can_capture_king(exposed, BLACK));
  // The rook through d4 (in d3's range) and the standard-bearer d3.
  EXPECT_EQ(captures_on(rs("5/7/2R1k2/3E3/7/K4 w -"), "e4"), (Texts{"Ed3*e4", "Rc4*e4"}));
  // The bishop through e3 into f4, both in e4's range (c2's range gives it d2).
  EXPECT_EQ(captures_on(rs("5/7/4Ek1/7/2EB3/K4 w -"), "f4"), (Texts{"Bd2*f4", "Ee4*f4"}));
  // The windmill c1 round d2: clockwise it is stopped by its own rook d3, counter-clockwise it goes
  // d1 e1 e2 e3, four steps, and takes the king.
  EXPECT_EQ(captures_on(rs("5/7/7/3Rk2/3E3/KW3 w -"), "e3"), (Texts{"Ed2*e3", "Rd3*e3", "Wc1*e3(d2,ccw)"}));
}

}  // namespace
}  // namespace regent::test
