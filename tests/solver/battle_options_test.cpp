// Popeye's options that change what wins (solver/search/battle_options.h): threat,
// maxflightsquares, nontrivial, keepmatingpiece, quodlibet, startmovenumber / uptomovenumber.
// The expected texts are Popeye 4.104's for the same inputs (run on 2026-11-28); the larger set
// is tests/data/popeye/options.json (scripts/popeye-option-variants).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "solver/io/diagram_text.h"
#include "solver/io/popeye_parser.h"
#include "solver/output/text_output.h"
#include "solver/run/runner.h"

namespace regent {
namespace {

// The solution text (Popeye's layout, no board) of a position under the given options.
std::string solved(const char* fen, const char* stipulation, std::vector<std::string> options) {
  const ProblemOutcome o = solve_fen(fen, stipulation, options);
  EXPECT_FALSE(o.error.has_value()) << *o.error;
  return solution_text(o.result);
}

constexpr const char* kZugzwangKey = "8/k2N4/8/8/1p6/7K/8/1Q6 w - - 0 1";  // 1.Qb1*b4! zugzwang.
// Its two checking tries, refuted alike.
const std::string kCheckingTries =
    "   1.Qb1-a2 + ?\n"
    "    but\n"
    "      1...Ka7-b7 !\n"
    "\n"
    "   1.Qb1-a1 + ?\n"
    "    but\n"
    "      1...Ka7-b7 !\n"
    "\n";

TEST(BattleOptions, ThreatRejectsAZugzwangKey) {
  EXPECT_EQ(solved(kZugzwangKey, "#2", {"try", "variation"}),
kCheckingTries +
            "   1.Qb1*b4 ! zugzwang.\n"
            "      1...Ka7-a6\n"
            "          2.Qb4-b6 #\n"
            "      1...Ka7-a8\n"
            "          2.Qb4-b8 #\n"
            "\n");
  // threat 1: the key must threaten mate in 1; a move that does not is no try either.
  EXPECT_EQ(solved(kZugzwangKey, "#2", {"try", "variation", "threat 1"}),
kCheckingTries);
  // #3 threat 1: a check needs no threat; 2.Qb6 after 1...Ka8 threatens mate in 1.
  EXPECT_EQ(solved(kZugzwangKey, "#3", {"try", "variation", "threat 1"}),
kCheckingTries +
            "   1.Qb1-g1 + ?\n"
            "      1...Ka7-a6\n"
            "          2.Qg1-b6 #\n"
            "      1...Ka7-a8\n"
            "          2.Qg1-b6 threat:\n"
            "                  3.Qb6-a6 #\n"
            "                  3.Qb6-b8 #\n"
            "    but\n"
            "      1...Ka7-b7 !\n"
            "\n");
  // threat 2 in a #3: the zugzwang key threatens mate in 2, and stands.
  EXPECT_NE(solved(kZugzwangKey, "#3", {"threat 2"}).find("   1.Qb1*b4 ! zugzwang.\n"), std::string::npos);
}

TEST(BattleOptions, ThreatAsLongAsThePlayIsIgnoredWithAWarning) {
  auto parsed = io::parse_popeye("beginproblem\nstipulation #3\npieces white kh3 qb1 sd7 black ka7 pb4\n"
                                 "option threat 3\nendproblem\n", "t.pop");
  ASSERT_EQ(parsed.size(), 1u);
  ASSERT_FALSE(parsed[0].error.has_value());
  EXPECT_EQ(io::unused_option_warnings(parsed[0].twins[0]),
            std::vector<std::string>{"option 'threat' applies to direct and self play of more moves than the threat's: ignored"});
  const ProblemOutcome o = solve_problem(parsed[0].twins[0], RunConfig{});
  EXPECT_EQ(solution_text(o.result).substr(0, 27), "   1.Qb1*b4 ! zugzwang.\n   ");
}

TEST(BattleOptions, MaxFlightSquaresCountsFromTwoMovesToCome) {
  constexpr const char* fen = "3k4/1K4P1/8/8/8/8/2R5/8 w - - 0 1";  // 1.Rc7! gives e8
  const std::string key = "   1.Rc2-c7 ! threat:\n          2.g7-g8=Q #\n          2.g7-g8=R #\n\n";
  // In a #2 the defender's node after the key has one attacker move to come: not counted.
  EXPECT_EQ(solved(fen, "#2", {"maxflightsquares 0"}), key);
  // In a #3 it has two: the flight to e8 is one too many, and nothing else mates in 3.
  EXPECT_EQ(solved(fen, "#3", {"maxflightsquares 0"}), "");
  EXPECT_EQ(solved(fen, "#3", {"maxflightsquares 1"}).substr(0, 24), "   1.Rc2-c7 ! threat:\n  ");
}

TEST(BattleOptions, NontrivialCountsDefencesNotMetInNPlusOneInDirectPlay) {
  // Both defences of 1.Qb1*b4 are met by mate in 1: trivial under nontrivial 0 0 (Popeye counts
  // a direct defence trivial when the attacker then wins within N + 1 moves).
  const std::string key = "   1.Qb1*b4 ! zugzwang.\n"
                          "      1...Ka7-a6\n"
                          "          2.Qb4-b6 #\n"
                          "      1...Ka7-a8\n"
                          "          2.Qb4-b8 #\n"
                          "\n";
  EXPECT_EQ(solved(kZugzwangKey, "#3", {"variation", "nontrivial 0 0"}), key);
  EXPECT_EQ(solved(kZugzwangKey, "#3", {"variation", "nontrivial 1 1"}), key);
}

TEST(BattleOptions, NontrivialSelfmateAgainstBareKings) {
  // REGRESSIONS/4_99_to_4_101.inp problem 2: no solution, no crash.
  EXPECT_EQ(solved("7k/8/8/8/8/8/8/K7 w - - 0 1", "s#4", {"nontrivial 0 2"}), "");
}

TEST(BattleOptions, KeepMatingPieceDropsAHelpStalemateLeavingABareKing) {
  // 1.Kg1*h1 Ke3-f2 = leaves White, the stalemating side, its king alone: Popeye drops it under
  // keepmatingpiece (a bare king cannot mate, but it can stalemate).
  constexpr const char* fen = "8/8/8/8/8/4K3/7p/6kR b - - 0 1";
  EXPECT_EQ(solved(fen, "h=1", {}), "  1.Kg1*h1 Ke3-f2 =\n");
  EXPECT_EQ(solved(fen, "h=1", {"keepmatingpiece"}), "");
}

TEST(BattleOptions, QuodlibetLetsTheAttackerMateDirectly) {
  // s#1 where White can only mate Black itself: 1.Qh8# wins under quodlibet alone.
  constexpr const char* fen = "k7/8/1K6/8/8/8/7Q/8 w - - 0 1";
  EXPECT_EQ(solved(fen, "s#1", {}), "");
  EXPECT_EQ(solved(fen, "s#1", {"quodlibet"}), "   1.Qh2-h8 # !\n\n");
  EXPECT_EQ(solved("k7/p7/1K6/8/8/8/7Q/8 w - - 0 1", "s#2", {"quodlibet"}), "");
}

TEST(BattleOptions, RestrictionMarksFollowTheStipulationAsPopeyePrintsThem) {
  const auto footer = [](const char* options) {
    auto parsed = io::parse_popeye(std::string("beginproblem\nstipulation #10\npieces white ka1 qh1 black kh8\n") +
                                       options + "\nendproblem\n",
                                   "t.pop");
    const std::string text = io::diagram_text(parsed.at(0).twins.at(0));
    const auto at = text.find("  #10");
    return text.substr(at, text.find(' ', at + 2) - at);
  };
  EXPECT_EQ(footer("option threat 1 maxflightsquares 1"), "  #10/1/1");  // BEISPIEL/ep.inp problem 2
  EXPECT_EQ(footer("option maxflightsquares 2"), "  #10//2");
  EXPECT_EQ(footer("option nontrivial 0 1"), "  #10;0,1");
  EXPECT_EQ(footer("option threat 2 nontrivial 5 0"), "  #10/2;5,0");
}

TEST(BattleOptions, StartMoveNumberCountsPopeyesGeneratedMoves) {
  // BEISPIEL/castling.inp problem 5: Popeye numbers 28 first moves, the illegal Ke1-d2, Ke1-d1 and
  // Ke1-e2 among them; 1.Qb6-b7? is its 22nd, 1.Qb6-f6! its 25th.
  constexpr const char* fen = "8/8/pQ6/p1P5/P1p5/5p2/2k2P2/R3K3 w Q - 0 1";
  const std::string from20 = solved(fen, "#3", {"try", "startmovenumber 20"});
  EXPECT_NE(from20.find("   1.Qb6-b7 ? zugzwang.\n"), std::string::npos) << from20;
  EXPECT_NE(from20.find("   1.Qb6-f6 ! zugzwang.\n"), std::string::npos) << from20;
  EXPECT_EQ(from20.find("Ra1"), std::string::npos) << from20;
  const std::string to22 = solved(fen, "#3", {"try", "startmovenumber 20", "uptomovenumber 22"});
  EXPECT_NE(to22.find("   1.Qb6-b7 ? zugzwang.\n"), std::string::npos) << to22;
  EXPECT_EQ(to22.find("Qb6-f6"), std::string::npos) << to22;
}

TEST(BattleOptions, StartMoveNumberGoesOnOverTheTwins) {
  // BEISPIEL/twin.inp problem 10: twin b)'s first moves are numbered after twin a)'s 84, so
  // startmovenumber 20 leaves b) whole (Popeye's).
  auto parsed = io::parse_popeye(
      "beginproblem\nstipulation #2\noption startmovenumber 20 variation\n"
      "pieces white kd6 qa7 rc2g5 bh3h6 sc5f2 pb2b3d7e7g4g6 black ke3 qf7 re1g1 bg8h2 sa6g3 pb7e2e4f6g7\n"
      "twin stipulation s#2\nendproblem\n",
      "t.pop");
  ASSERT_EQ(parsed.at(0).twins.size(), 2u);
  FirstMoveNumbering numbering;
  std::vector<std::string> texts;
  for (io::ProblemInstance twin : parsed[0].twins) {
    numbering.number(twin, 1);
    texts.push_back(solution_text(solve_problem(twin, RunConfig{}).result));
  }
  EXPECT_EQ(texts[0], "");
  EXPECT_EQ(texts[1].substr(0, 38), "   1.Rc2-c3 + !\n      1...Ke3-d2\n     ");
}

}  // namespace
}  // namespace regent

namespace regent {
namespace {

TEST(BattleOptions, NontrivialKeepsTheKeysFullLength) {
  // BEISPIEL/nontriv.inp problem 7 (Olariu, Thema Danicum 1998, #15, nontrivial 5 0): Popeye's
  // key 1.a3-a4, a mate in 15; the length is asked before the key's node spends its budget.
  const ProblemOutcome o =
      solve_fen("nb1B4/qrnPp3/rkp1Pp2/p1p1pp2/2P1Np2/P7/1PN1K1P1/8 w - - 0 1", "#15", {"nontrivial 5 0"});
  ASSERT_FALSE(o.error.has_value()) << *o.error;
  ASSERT_EQ(o.result.battle.keys.size(), 1u);
  EXPECT_EQ(o.result.battle.keys[0].move.text(), "a3-a4");
  EXPECT_EQ(o.result.battle.keys[0].length, 15);
  EXPECT_EQ(o.result.verdict, Verdict::Sound);
}

}  // namespace
}  // namespace regent
