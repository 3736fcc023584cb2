// Goals and play types not covered by the Popeye reference set (which is #n and h#n only):
// stalemate aims (=n, h=n), selfmates (s#n) and helpmates where White starts (h#n.5).
// Every expected answer below was worked out by hand; the comments give the reasoning.
#include <gtest/gtest.h>

#include "solver_test_helpers.h"

namespace regent {
namespace {

using test::solved;
using test::find_node;
using test::help_lines;
using test::sorted;
using test::texts;


// ---- stalemate --------------------------------------------------------------------------------

// Black Ka8, White Kb6 Qc1. The white king covers a7 and b7, so Black is stalemated exactly when b8
// is covered without a check on a8. Squares covering b8: the b-file (blocked by Kb6 below b6), the
// 8th rank (every square there also checks a8 through b8) and the diagonal a7-b8 / c7-d6-e5-f4-g3-h2.
// From c1 the queen reaches c7 (c-file) and f4 (c1-d2-e3-f4), nothing else of that diagonal; king
// moves never cover both b8 and the freed a7/b7. Qb1 and Qb2 fail: Kb6 blocks the b-file.
TEST(SolverStalemate, DirectStalemateInOneHasExactlyTwoKeys) {
  const ProblemOutcome o = solved("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", "=1");
  const SolveResult& r = o.result;
  EXPECT_EQ(sorted(texts(r.battle.keys)), (std::vector<std::string>{"Qc1-c7 =", "Qc1-f4 ="}));
  for (const auto& k : r.battle.keys) {
    EXPECT_TRUE(k.move.stalemate);
    EXPECT_FALSE(k.move.mate);
    EXPECT_EQ(k.mode, AttackerNode::Mode::Goal);
    EXPECT_EQ(k.length, 1);
  }
  EXPECT_EQ(r.verdict, Verdict::Cooked);
}

// h=1, Black starts. Black Kh1; White Kf2 Qb5. Kf2 covers g1 and g2; h2 is free (no queen line from
// b5 reaches it), so Black's only move is Kh1-h2. Then g1, g2, g3 are covered by Kf2 and White must
// cover h1 and h3 without checking h2: the queen squares on a line with both (not the h-file) are f1
// (rank 1 and f1-g2-h3) and f3 (f3-g2-h1 and rank 3); g2 would check. From b5 only f1 is reachable
// (b5-c4-d3-e2-f1). So the one solution is 1.Kh1-h2 Qb5-f1 =.
TEST(SolverStalemate, HelpStalemateInOne) {
  const ProblemOutcome o = solved("8/8/8/1Q6/8/8/5K2/7k w - - 0 1", "h=1");
  const SolveResult& r = o.result;
  EXPECT_EQ(r.first_mover, "black");
  EXPECT_EQ(help_lines(r), (std::vector<std::string>{"Kh1-h2 | Qb5-f1 ="}));
  ASSERT_EQ(r.help.solutions.size(), 1u);
  EXPECT_TRUE(r.help.solutions[0].back().stalemate);
  EXPECT_EQ(r.verdict, Verdict::Sound);
}

// ---- selfmate -----------------------------------------------------------------------------------

// s#1. White Kh1 Bg1 Ra1; Black Kh3 Pg3. The mate to force is g3-g2#: g2 checks h1, g1 is blocked by
// the bishop, h2 is covered by Kh3, g2 is protected by Kh3 and no white unit can take it. White's king
// has no move (g2, h2 touch Kh3). Black's other moves are Kg4 and Kh4; only a rook on the 4th rank
// covers both, and from a1 that is Ra1-a4 (Ra3 is blocked by g3 and does not check). Any bishop move
// leaves g4/h4 free (and unblocks g1). After 1.Ra4 Black's only move is 1...g3-g2#.
TEST(SolverSelfmate, SelfmateInOne) {
  const ProblemOutcome o = solved("8/8/8/8/8/6pk/8/R5BK w - - 0 1", "s#1");
  const SolveResult& r = o.result;
  ASSERT_EQ(texts(r.battle.keys), (std::vector<std::string>{"Ra1-a4"}));
  const AttackerNode& key = r.battle.keys[0];
  ASSERT_EQ(texts(key.variations), (std::vector<std::string>{"g3-g2 #"}));
  EXPECT_TRUE(key.variations[0].move.mate);
  EXPECT_EQ(key.variations[0].length, 0);  // the defence itself reached the goal
  EXPECT_TRUE(key.variations[0].continuations.empty());
  EXPECT_EQ(r.verdict, Verdict::Sound);
}

// s#2. White Kh1 Bg1 Ra1 Bd2; Black Kh3 Pg4. Black can only mate with a pawn on g3 playing g3-g2#
// (as in the s#1 above), so Black's first move must be forced to be g4-g3: White must cover g3 and h4
// (Kg2/Kh2 are illegal next to Kh1). Only bishops on e1/f2 do that: Bg1-f2 fails (after g4-g3 Black
// has g3xf2 and Kg1 is no longer blocked), Bd2-e1 works: 1...g4-g3 (forced) 2.Ra1-a4 (the only move
// covering g4 and h4) g3-g2#. No threat: with the pawn on g4 Black cannot mate.
TEST(SolverSelfmate, SelfmateInTwo) {
  const ProblemOutcome o = solved("8/8/8/8/6p1/7k/3B4/R5BK w - - 0 1", "s#2");
  const SolveResult& r = o.result;
  ASSERT_EQ(texts(r.battle.keys), (std::vector<std::string>{"Bd2-e1"}));
  const AttackerNode& key = r.battle.keys[0];
  EXPECT_EQ(key.length, 2);
  EXPECT_TRUE(key.threats.empty());
  ASSERT_EQ(texts(key.variations), (std::vector<std::string>{"g4-g3"}));
  const DefenceNode& v = key.variations[0];
  ASSERT_EQ(texts(v.continuations), (std::vector<std::string>{"Ra1-a4"}));
  const AttackerNode& cont = v.continuations[0];
  ASSERT_EQ(texts(cont.variations), (std::vector<std::string>{"g3-g2 #"}));
  EXPECT_TRUE(cont.variations[0].move.mate);
  EXPECT_EQ(r.verdict, Verdict::Sound);
}

// ---- helpmate, White first ------------------------------------------------------------------------

// h#1.5. White Kc1 Sg4; Black Ka1 Pa2 Ph3. Kc1 covers b1 and b2 and a2 is blocked, so any knight check
// on a1 (from b3 or c2) is mate while Kc1 stays; Black's only move is h3-h2 (Ka1 is stalemated, a2
// cannot move). The knight needs two moves: g4-e3-c2 is the only path (e3 is the only square that is a
// knight move from both g4 and b3/c2). King moves either keep Black stalemated but leave no knight mate
// (Kc2) or free b1/b2 (Kd1, Kd2). So: 1...Sg4-e3 2.h3-h2 Se3-c2 #, one solution.
TEST(SolverHelpmate, HelpmateInOneAndAHalfWhiteStarts) {
  const ProblemOutcome o = solved("8/8/8/8/6N1/7p/p7/k1K5 w - - 0 1", "h#1.5");
  const SolveResult& r = o.result;
  EXPECT_EQ(r.first_mover, "white");
  EXPECT_EQ(help_lines(r), (std::vector<std::string>{"Sg4-e3 | h3-h2 | Se3-c2 #"}));
  EXPECT_EQ(r.verdict, Verdict::Sound);
  EXPECT_EQ(r.help.full_length_count, 1);
  EXPECT_EQ(r.help.short_count, 0);
}

}  // namespace
}  // namespace regent
