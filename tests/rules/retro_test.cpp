// Retro analysis of the last move: en passant is allowed only when the diagram proves that the
// last move was the double step.
#include <gtest/gtest.h>

#include "rules/orthodox/orthodox.h"

namespace regent {
namespace {

orthodox::LastMoveProof proof(const char* fen) {
  std::string error;
  auto pos = Position::from_fen(fen, &error);
  EXPECT_TRUE(pos) << error;
  return pos ? orthodox::prove_double_step(*pos) : orthodox::LastMoveProof{};
}

// Black: Kh8, Bg8, pawns f7 g7 h7 (never moved; king and bishop have no square to come from) and
// d5. White: Kc5, Sc6, pawns e5 e6 (c6 and e6 occupied: no capture came from there). A single
// step d6-d5 would have left the white king on c5 in check from d6 with Black to move, so the
// last move was d7-d5 and e5xd6 e.p. is allowed.
TEST(Retro, DoubleStepProvenByExclusion) {
  auto p = proof("6bk/5ppp/2N1P3/2KpP3/8/8/8/8 w - - 0 1");
  EXPECT_EQ(p.passed, make_square(3, 5));
  EXPECT_EQ(p.move, "d7-d5");
}

TEST(Retro, SingleStepStillPossibleMeansNoProof) {
  // The white king on a1 instead: d6-d5 is as possible as d7-d5.
  EXPECT_EQ(proof("6bk/5ppp/2N1P3/3pP3/8/8/8/K7 w - - 0 1").passed, SQ_NONE);
}

TEST(Retro, AnotherUnitCouldHaveMovedMeansNoProof) {
  // The black bishop on g8 could have come from f7 when f7 is empty.
  EXPECT_EQ(proof("6bk/6pp/2N1P3/2KpP3/8/8/8/8 w - - 0 1").passed, SQ_NONE);
}

TEST(Retro, NoCapturingPawnMeansNothingToAllow) {
  // Same exclusion, but no white pawn stands beside d5: there is no e.p. capture to allow.
  EXPECT_EQ(proof("6bk/5ppp/2N1P3/2Kp4/8/8/8/8 w - - 0 1").passed, SQ_NONE);
}

}  // namespace
}  // namespace regent
