// Regent Chess kernel: perft from the initial array, the Regent FEN, notation forms and input.
#include "tests/regent/regent_test_util.h"

#include "rules/perft.h"

namespace regent::test {
namespace {

TEST(RegentKernel, PerftFromInitialArray) {
  // Complete complex moves counted once; figures of the digest's reference model (depths 1-4).
  RegentPosition pos = regentchess::initial_position();
  EXPECT_EQ(perft<RegentChess>(pos, 1), 20u);
  EXPECT_EQ(perft<RegentChess>(pos, 2), 400u);
  EXPECT_EQ(perft<RegentChess>(pos, 3), 8822u);
  EXPECT_EQ(perft<RegentChess>(pos, 4), 193745u);
}

TEST(RegentKernel, InitialArrayBothSidesInRegentPat) {
  const RegentPosition pos = regentchess::initial_position();
  EXPECT_TRUE(pos.regent_is_king(WHITE));
  EXPECT_TRUE(pos.regent_is_king(BLACK));
  EXPECT_EQ(pos.king[WHITE], make_square(4, 0));
  EXPECT_EQ(regentchess::fen(pos), regentchess::INITIAL_FEN);
  EXPECT_EQ(problem_file_fen("regent/diagram01a.pop"), regentchess::INITIAL_FEN);
}

TEST(RegentKernel, FirstMovesOfTheGame) {
  // §1.2.2.1 (Diagram 1b): 1.d4[Kd1=Qd1] 1...d5[Kd8=Qd8]; §1.2.2.3 (Diagram 1c): 2.Bd2[Qd1=Kd1]
  // 2...Bd7[Qd8=Kd8].
  RegentPosition pos = regentchess::initial_position();
  EXPECT_EQ(find_move(pos, "d4").text, "d4[Kd1=Qd1]");
  pos = after_moves(pos, {"d4"});
  EXPECT_EQ(find_move(pos, "d5").text, "d5[Kd8=Qd8]");
  pos = after_moves(pos, {"d5"});
  EXPECT_EQ(find_move(pos, "Bd2").text, "Bd2[Qd1=Kd1]");
  pos = after_moves(pos, {"Bd2"});
  EXPECT_EQ(find_move(pos, "Bd7").text, "Bd7[Qd8=Kd8]");
  pos = after_moves(pos, {"Bd7"});
  EXPECT_TRUE(pos.regent_is_king(WHITE));
  EXPECT_TRUE(pos.regent_is_king(BLACK));
  // After 1.c3 White's king is still in Regent Pat: the regent stays a king (one move, Kc2).
  RegentPosition c3 = after_moves(regentchess::initial_position(), {"c3", "e5"});
  int regent_moves = 0;
  for (const auto& m : study(c3))
    if (m.legal && m.mobile.rfind("Kd1-", 0) == 0) ++regent_moves;
  EXPECT_EQ(regent_moves, 1);
  EXPECT_TRUE(find_move(c3, "Kd1-c2").legal);
}

TEST(RegentKernel, QuietMoveShortcutAgreesWithTheFullTest) {
  // Random games from the initial array and from a sparse middlegame: at every position the
  // legal-move count with the quiet-move shortcut equals the count through the full test.
  std::uint64_t seed = 12345;
  auto next = [&seed] {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return seed >> 33;
  };
  int positions = 0, transformations = 0;
  for (const char* start : {regentchess::INITIAL_FEN, "r3k2r/1p1q1pp1/2n5/8/3P4/2N2B2/1P3PP1/R2QK2R w KQkq - 0 1 d1,d7"}) {
    for (int game = 0; game < 40; ++game) {
      RegentPosition pos = regent_fen(start);
      for (int ply = 0; ply < 60 && !pos.ppm; ++ply) {
        ASSERT_EQ(regentchess::count_legal(pos), regentchess::count_legal_without_shortcut(pos)) << regentchess::fen(pos);
        ++positions;
        MoveList list;
        RegentChess::generate(pos, list);
        if (list.empty()) break;
        const Move m = list[next() % list.size()];
        RegentPosition after;
        regentchess::ComplexMove cm;
        ASSERT_TRUE(regentchess::legal(pos, m, after, &cm));
        transformations += !cm.tokens.empty();
        pos = after;
      }
    }
  }
  EXPECT_GT(positions, 3000);
  EXPECT_GT(transformations, 300);  // the games do exercise the transformations
}

TEST(RegentKernel, FenRoundTripAndErrors) {
  const std::string fen = "2qBr3/8/8/8/k7/8/3PpP2/1Q2K3 w - - 0 1 b1,c8";
  EXPECT_EQ(regentchess::fen(regent_fen(fen)), fen);
  std::string error;
  EXPECT_FALSE(regentchess::from_fen("2qBr3/8/8/8/k7/8/3PpP2/1Q2K3 w - - 0 1", &error));
  EXPECT_EQ(error, "a Regent position needs its regents as the last field, e.g. '... w KQBFkqbf - 0 1 d1,d8'");
  // Regent in its queen stage while its king is in Regent Pat: not a stable state.
  EXPECT_FALSE(regentchess::from_fen("k7/8/1Q6/8/8/8/7q/4K3 w - - 0 1 b6,h2", &error));
  EXPECT_EQ(error, "Black's regent Qh2 is in its queen stage, but Ka8 is in check or in Regent Pat, so the regent "
                   "must be a king (§1.2): not a stable position");
}

}  // namespace
}  // namespace regent::test
