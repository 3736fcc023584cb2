// The king-capture goal (kcn, hkcn, hkcn.5) in the generic searches, on a minimal test variant:
// orthodox chess in which a piece attacking the enemy king may take it (the position is set up
// with the side not to move in check). Real variants with capturable kings (Prince) have their
// own solved problems in their test folders.
#include <gtest/gtest.h>

#include "rules/orthodox/orthodox.h"
#include "solver/analysis/analysis.h"
#include "solver_test_helpers.h"

namespace regent {
namespace {

using test::help_lines;
using test::sorted;
using test::texts;

// Orthodox move generation already lets a piece take a king that the side not to move left in
// check (such positions never arise in orthodox play); the test variant only adds the goal and
// does not call a kingless side stalemated.
struct KingTakingOrthodox : Orthodox {
  static constexpr const char* name = "king-taking orthodox (test)";
  static bool is_stalemate(const Position& pos) { return !king_captured(pos) && Orthodox::is_stalemate(pos); }
  static bool king_captured(const Position& pos) { return pos.king_square(pos.side_to_move()) == SQ_NONE; }
};
static_assert(Variant<KingTakingOrthodox>);

// White Kg1 Re1 Ba4, Black Ke8: the rook (e-file) and the bishop (a4-e8) both attack the king.
const char* kBothAttack = "4k3/8/8/8/B7/8/8/4R1K1 w - - 0 1";

SolveResult solve(const char* fen, const char* stip) {
  auto pos = *Position::from_fen(fen);
  TranspositionTable tt(1);
  Analysis<KingTakingOrthodox> analysis(pos, tt, io::parse_stipulation(stip), SolveOptions{});
  return analysis.solve();
}

TEST(SolverKingCapture, GoalIsTheSideToMoveWithoutItsKing) {
  auto pos = *Position::from_fen(kBothAttack);
  Undo u;
  const Move take(make_square(4, 0), make_square(4, 7));  // Re1*e8
  KingTakingOrthodox::make(pos, take, u);
  EXPECT_TRUE(goal_reached<KingTakingOrthodox>(pos, io::Goal::KingCapture));
  EXPECT_FALSE(goal_reached<KingTakingOrthodox>(pos, io::Goal::Mate));
  EXPECT_FALSE(goal_reached<KingTakingOrthodox>(pos, io::Goal::Stalemate));
  MoveList list;
  KingTakingOrthodox::generate(pos, list);
  EXPECT_TRUE(list.empty());  // the game is over: Black, without a king, has no move
  KingTakingOrthodox::unmake(pos, take, u);
  EXPECT_FALSE(goal_reached<KingTakingOrthodox>(pos, io::Goal::KingCapture));
  // A variant without the capability never reaches the goal.
  EXPECT_FALSE(goal_reached<Orthodox>(pos, io::Goal::KingCapture));
}

TEST(SolverKingCapture, DirectKingCaptureInOne) {
  const SolveResult r = solve(kBothAttack, "kc1");
  EXPECT_EQ(sorted(texts(r.battle.keys)), (std::vector<std::string>{"Ba4*e8", "Re1*e8"}));
  for (const auto& k : r.battle.keys) {
    EXPECT_EQ(k.mode, AttackerNode::Mode::Goal);
    EXPECT_EQ(k.length, 1);
    EXPECT_FALSE(k.move.mate);
    EXPECT_FALSE(k.move.stalemate);
  }
  EXPECT_EQ(r.verdict, Verdict::Cooked);
}

// In two moves the same captures win at once; nothing else does, since Black (to move, in check)
// must parry the check and the test variant has no other way to take a king.
TEST(SolverKingCapture, DirectKingCaptureInTwoEndsOnTheFirstCapture) {
  const SolveResult r = solve(kBothAttack, "kc2");
  EXPECT_EQ(sorted(texts(r.battle.keys)), (std::vector<std::string>{"Ba4*e8", "Re1*e8"}));
  for (const auto& k : r.battle.keys) EXPECT_EQ(k.length, 1);
}

TEST(SolverKingCapture, HelpKingCaptureInHalfAMove) {
  const SolveResult r = solve(kBothAttack, "hkc0.5");
  EXPECT_EQ(r.first_mover, "white");
  EXPECT_EQ(sorted(help_lines(r)), (std::vector<std::string>{"Ba4*e8", "Re1*e8"}));
  EXPECT_EQ(r.verdict, Verdict::Cooked);
}

// Orthodox chess has no capturable king: kc1 is parsed and solved, with no solution.
TEST(SolverKingCapture, OrthodoxHasNoKingCapture) {
  const ProblemOutcome o = test::solved("4k3/8/8/8/8/8/8/R5K1 w - - 0 1", "kc1");
  EXPECT_TRUE(o.result.battle.keys.empty());
  EXPECT_EQ(o.result.verdict, Verdict::NoSolution);
}

}  // namespace
}  // namespace regent
