// Popeye options that change what the analysis reports: setplay, nothreat, defence N, maxsolutions,
// stoponshortsolutions. Every expected answer below was worked out by hand (see the comments).
#include <gtest/gtest.h>

#include "solver_test_helpers.h"

namespace regent {
namespace {

using test::solved;
using test::find_node;
using test::help_lines;
using test::sorted;
using test::texts;


// #2. White Kc1 Sg4; Black Ka1 Pa2 Ph3 Pd6. Kc1 covers b1/b2 and a2 is blocked, so any knight check on
// a1 (from b3 or c2) mates; Black's only moves are the tempi h3-h2 and d6-d5.
//  * Key 1.Sg4-e3 (threat 2.Se3-c2#, which works after both tempi). Only e3 leads from g4 to b3/c2.
//  * After Se5 Black has h3-h2, d6-d5 and d6xe5: 3 refutations. After Sf2, Sf6, Sh6, Kc2 Black has
//    h3-h2 and d6-d5 and no knight reaches b3/c2: 2 refutations each. After Sh2 the h-pawn is
//    blocked: d6-d5 is the only refutation. Kd1/Kd2 free b1 and b2: 4 refutations.
const char* kKnightMate2 = "8/8/3p4/8/6N1/7p/p7/k1K5 w - - 0 1";

TEST(SolverOptions, TryWithDefaultDefenceIsRefutedByOneMove) {
  const SolveResult r = solved(kKnightMate2, "#2", {"try"}).result;
  EXPECT_EQ(texts(r.battle.keys), (std::vector<std::string>{"Sg4-e3"}));
  ASSERT_EQ(texts(r.battle.tries), (std::vector<std::string>{"Sg4-h2"}));
  EXPECT_EQ(texts(r.battle.tries[0].refutations), (std::vector<std::string>{"d6-d5"}));
  EXPECT_EQ(r.verdict, Verdict::Sound);
}

TEST(SolverOptions, DefenceTwoAddsTriesRefutedByTwoMoves) {
  const SolveResult r = solved(kKnightMate2, "#2", {"try", "defence 2"}).result;
  EXPECT_EQ(texts(r.battle.keys), (std::vector<std::string>{"Sg4-e3"}));
  EXPECT_EQ(sorted(texts(r.battle.tries)),
            (std::vector<std::string>{"Kc1-c2", "Sg4-f2", "Sg4-f6", "Sg4-h2", "Sg4-h6"}));
  for (const auto& t : r.battle.tries) {
    if (t.move.text() == "Sg4-h2")
      EXPECT_EQ(texts(t.refutations), (std::vector<std::string>{"d6-d5"}));
    else
      EXPECT_EQ(sorted(texts(t.refutations)), (std::vector<std::string>{"d6-d5", "h3-h2"})) << t.move.text();
  }
  // Without `try`, defence 2 alone shows no tries.
  EXPECT_TRUE(solved(kKnightMate2, "#2", {"defence 2"}).result.battle.tries.empty());
}

TEST(SolverOptions, ThreatIsShownUnlessNothreat) {
  const SolveResult with = solved(kKnightMate2, "#2").result;
  ASSERT_EQ(with.battle.keys.size(), 1u);
  EXPECT_EQ(with.battle.keys[0].mode, AttackerNode::Mode::Threat);
  EXPECT_EQ(texts(with.battle.keys[0].threats), (std::vector<std::string>{"Se3-c2 #"}));

  const SolveResult without = solved(kKnightMate2, "#2", {"nothreat"}).result;
  ASSERT_EQ(texts(without.battle.keys), (std::vector<std::string>{"Sg4-e3"}));
  const AttackerNode& key = without.battle.keys[0];
  EXPECT_TRUE(key.threats.empty());
  EXPECT_NE(key.mode, AttackerNode::Mode::Threat);
  // Whatever is shown instead, every defence (h3-h2, d6-d5) is still met only by 2.Se3-c2#.
  for (const auto& v : key.variations)
    EXPECT_EQ(texts(v.continuations), (std::vector<std::string>{"Se3-c2 #"})) << v.move.text();
}

// #2 with set play. Black Kh8 Ph6; White Kf7 Bd3 Ra1. With Black to move: g8, g7 are covered by Kf7,
// h7 by Bd3 (d3-e4-f5-g6-h7), so the only move is h6-h5; then the only mate is Ra1-a8# (the h-file is
// closed by the pawn, the bishop cannot reach the dark h8): g8 (rook, king), g7 (king), h7 (bishop).
TEST(SolverOptions, SetPlayListsTheSetMate) {
  const char* fen = "7k/5K2/7p/8/8/3B4/8/R7 w - - 0 1";
  const SolveResult r = solved(fen, "#2", {"setplay"}).result;
  EXPECT_TRUE(r.battle.set_play_shown);
  ASSERT_EQ(texts(r.battle.set_play), (std::vector<std::string>{"h6-h5"}));
  EXPECT_EQ(texts(r.battle.set_play[0].continuations), (std::vector<std::string>{"Ra1-a8 #"}));

  const SolveResult plain = solved(fen, "#2").result;
  EXPECT_FALSE(plain.battle.set_play_shown);
  EXPECT_TRUE(plain.battle.set_play.empty());
}

// h#1.5. White Kc1 Sf3; Black Ka1 Pa2 Ph3. As in the knight #2 above, any knight check on a1 mates
// and Black's only move is h3-h2. Two-move knight paths from f3 to b3/c2: f3-d2-b3, f3-d4-b3,
// f3-d4-c2, f3-e1-c2; king moves give nothing (Kc2 leaves no knight mate, Kd1/Kd2 free b1 and b2).
// No immediate mate (h#0.5) exists.
TEST(SolverOptions, MaxSolutionsStopsAHelpProblemEarly) {
  const char* fen = "8/8/8/8/8/5N1p/p7/k1K5 w - - 0 1";
  const std::vector<std::string> all = {"Sf3-d2 | h3-h2 | Sd2-b3 #", "Sf3-d4 | h3-h2 | Sd4-b3 #",
                                        "Sf3-d4 | h3-h2 | Sd4-c2 #", "Sf3-e1 | h3-h2 | Se1-c2 #"};
  const SolveResult r = solved(fen, "h#1.5").result;
  EXPECT_EQ(sorted(help_lines(r)), all);
  EXPECT_EQ(r.verdict, Verdict::Cooked);

  const SolveResult one = solved(fen, "h#1.5", {"maxsolutions 1"}).result;
  ASSERT_EQ(one.help.solutions.size(), 1u);
  EXPECT_NE(std::find(all.begin(), all.end(), help_lines(one)[0]), all.end()) << help_lines(one)[0];

  const SolveResult two = solved(fen, "h#1.5", {"maxsolutions 2"}).result;
  EXPECT_EQ(two.help.solutions.size(), 2u);
}

// h#2 (Black starts). Black Ka1 Pa2 Ph3; White Kc1 Sd2. Black's only first move is h3-h2 and then
// Sd2-b3# mates at once (h#1, the only one: no other white move checks). Full length: the mate must
// be a knight check from b3/c2 with b1, b2 covered by the king on c1 or c2. From d2 the knight cannot
// get there in two moves (d2 -> b1, c4, e4, f1, f3 reach neither), and Kd1/Kd2 uncover b1/b2. So
// 1.h3-h2 Kc1-c2 (b1, b2 still covered; Black can then only promote) 2.h2-h1=Q/R/B/S Sd2-b3#: none of
// the new units can take b3, and none checks Kc2. Five solutions, the short one first.
TEST(SolverOptions, StopOnShortSolutions) {
  const char* fen = "8/8/8/8/8/7p/p2N4/k1K5 w - - 0 1";
  const std::string shortline = "h3-h2 | Sd2-b3 #";
  const std::string fullline = "h3-h2 | Kc1-c2 | h2-h1=S | Sd2-b3 #";

  const SolveResult stop = solved(fen, "h#2", {"stoponshortsolutions"}).result;
  EXPECT_EQ(help_lines(stop), (std::vector<std::string>{shortline}));
  EXPECT_EQ(stop.verdict, Verdict::ShortSolution);
  EXPECT_EQ(stop.help.short_count, 1);
  EXPECT_EQ(stop.help.full_length_count, 0);

  const SolveResult all = solved(fen, "h#2").result;
  const auto lines = help_lines(all);
  ASSERT_EQ(lines.size(), 5u);
  EXPECT_EQ(lines[0], shortline);  // shortest first
  EXPECT_EQ(test::sorted({lines.begin() + 1, lines.end()}),
            (std::vector<std::string>{"h3-h2 | Kc1-c2 | h2-h1=B | Sd2-b3 #", "h3-h2 | Kc1-c2 | h2-h1=Q | Sd2-b3 #",
                                      "h3-h2 | Kc1-c2 | h2-h1=R | Sd2-b3 #", fullline}));
  EXPECT_EQ(all.help.short_count, 1);
  EXPECT_EQ(all.help.full_length_count, 4);
  EXPECT_EQ(all.verdict, Verdict::ShortSolution);
}


// With short solutions at more than one length, the first length with solutions is the last one
// solved: Gerson Berlinger's position (Popeye's REGRESSIONS/4_85_to_4_87.inp #13) with White
// beginning: 1.Ka3*a4 Bc3*b4= stalemates the white king at once, and Popeye 4.104 with
// stoponshortsolutions prints that line alone (for h=3 and for the h=6 of the file). regent used
// to go on to the end of the short lengths: in h=4, some 950 three-move lines such as 1.Ka3*a2
// Kc4-d3 2.Ka2-a3 Kd3-c4 3.Ka3*a4 Bc3*b4=, which the h=3 without the option lists after the
// one-move line.
TEST(SolverOptions, StopOnShortSolutionsStopsAfterTheShortestLength) {
  const char* fen = "8/8/8/8/pPk5/K1b5/p3p3/3n4 w - - 0 1";
  const SolveResult stop = solved(fen, "h=4", {"halfduplex", "stoponshortsolutions"}).result;
  EXPECT_EQ(help_lines(stop), (std::vector<std::string>{"Ka3*a4 | Bc3*b4 ="}));
  EXPECT_TRUE(stop.partial);
  const SolveResult all = solved(fen, "h=3", {"halfduplex"}).result;
  const auto lines = help_lines(all);
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.front(), "Ka3*a4 | Bc3*b4 =");
  EXPECT_NE(std::find(lines.begin(), lines.end(), "Ka3*a2 | Kc4-d3 | Ka2-a3 | Kd3-c4 | Ka3*a4 | Bc3*b4 ="), lines.end());
}

// 'intended N' (regent extension): the h#1.5 above has exactly four solutions (see
// MaxSolutionsStopsAHelpProblemEarly), so it is sound with 'intended 4', cooked with 'intended 3'
// and short of solutions with 'intended 5'.
TEST(SolverOptions, IntendedNumberOfSolutionsDecidesTheHelpVerdict) {
  const char* fen = "8/8/8/8/8/5N1p/p7/k1K5 w - - 0 1";
  EXPECT_EQ(solved(fen, "h#1.5", {"intended 4"}).result.verdict, Verdict::Sound);
  EXPECT_EQ(solved(fen, "h#1.5", {"intended 3"}).result.verdict, Verdict::Cooked);
  EXPECT_EQ(solved(fen, "h#1.5", {"intended 5"}).result.verdict, Verdict::MissingSolutions);
}

// An e.p. option with four squares has no meaning in orthodox chess: an error, not ignored.
TEST(SolverOptions, FourSquareEnPassantIsAnError) {
  const ProblemOutcome o = solve_fen("k7/8/1K6/8/8/8/8/7R w - - 0 1", "#1", {"enpassant c7c6c5c4"});
  ASSERT_TRUE(o.error.has_value());
  EXPECT_EQ(*o.error, "option enpassant with 4 squares is not supported (give from, passed and to squares: c7c6c5)");
}
}  // namespace
}  // namespace regent
