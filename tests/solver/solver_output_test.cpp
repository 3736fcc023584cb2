// Exact text output (Popeye's layout) and the JSON description of moves, on positions whose
// solutions were worked out by hand (see tests/solver/solver_options_test.cpp for the analysis).
#include <gtest/gtest.h>

#include "solver/output/json_output.h"
#include "solver/output/kapusta_output.h"
#include "solver/output/text_output.h"
#include "solver_test_helpers.h"

namespace regent {
namespace {

// #2. White Kc1 Sg4; Black Ka1 Pa2 Ph3 Pd6: key 1.Sg4-e3 (threat 2.Se3-c2#; both defences, h3-h2
// and d6-d5, leave the threat working, so no variation is shown), one try 1.Sg4-h2 (blocks the
// h-pawn; no threat) refuted only by 1...d6-d5.
const char* kKnightMate2 = "8/8/3p4/8/6N1/7p/p7/k1K5 w - - 0 1";

TEST(SolverOutput, SolutionTextOfATwoMoverWithATry) {
  const ProblemOutcome o = solve_fen(kKnightMate2, "#2", {"try"});
  ASSERT_FALSE(o.error.has_value()) << *o.error;
  EXPECT_EQ(solution_text(o.result),
            "   1.Sg4-e3 ! threat:\n"
            "          2.Se3-c2 #\n"
            "\n"
            "   1.Sg4-h2 ? zugzwang.\n"
            "    but\n"
            "      1...d6-d5 !\n"
            "\n");
  const std::string all = problem_text(o, TextOutputOptions{false});
  EXPECT_NE(all.find("verdict: sound (1 key, 1 try)\n"), std::string::npos) << all;
}

// h#1.5 (see SolverHelpmate.HelpmateInOneAndAHalfWhiteStarts): White's first move after "1...".
TEST(SolverOutput, SolutionTextOfAHelpmateWithWhiteFirst) {
  const ProblemOutcome o = solve_fen("8/8/8/8/6N1/7p/p7/k1K5 w - - 0 1", "h#1.5");
  ASSERT_FALSE(o.error.has_value()) << *o.error;
  EXPECT_EQ(solution_text(o.result), "  1...Sg4-e3   2.h3-h2 Se3-c2 #\n");
}

TEST(SolverOutput, MoveJsonOfAQuietKnightMove) {
  const ProblemOutcome o = solve_fen(kKnightMate2, "#2");
  ASSERT_EQ(o.result.battle.keys.size(), 1u);
  const nlohmann::json j = move_json(o.result.battle.keys[0].move);
  EXPECT_EQ(j["from"], "g4");
  EXPECT_EQ(j["to"], "e3");
  EXPECT_EQ(j["piece"], "S");
  EXPECT_TRUE(j["promotion"].is_null());
  EXPECT_EQ(j["capture"], false);
  EXPECT_EQ(j["castling"], false);
  EXPECT_EQ(j["en_passant"], false);
  EXPECT_EQ(j["check"], false);
  EXPECT_EQ(j["mate"], false);
  EXPECT_EQ(j["stalemate"], false);
  EXPECT_EQ(j["coord"], "g4e3");
  EXPECT_EQ(j["text"], "Sg4-e3");
  // The threat is a mate: check is false when mate is true.
  const nlohmann::json t = move_json(o.result.battle.keys[0].threats.at(0).move);
  EXPECT_EQ(t["text"], "Se3-c2 #");
  EXPECT_EQ(t["mate"], true);
  EXPECT_EQ(t["check"], false);
}

// h#2 (see SolverOptions.StopOnShortSolutions): 1.h3-h2 Kc1-c2 2.h2-h1=S Sd2-b3#.
TEST(SolverOutput, MoveJsonOfAnUnderpromotion) {
  const ProblemOutcome o = solve_fen("8/8/8/8/8/7p/p2N4/k1K5 w - - 0 1", "h#2");
  const MoveRecord* promotion = nullptr;
  for (const auto& line : o.result.help.solutions)
    for (const auto& m : line)
      if (m.text() == "h2-h1=S") promotion = &m;
  ASSERT_NE(promotion, nullptr);
  const nlohmann::json j = move_json(*promotion);
  EXPECT_EQ(j["from"], "h2");
  EXPECT_EQ(j["to"], "h1");
  EXPECT_EQ(j["piece"], "P");
  EXPECT_EQ(j["promotion"], "S");
  EXPECT_EQ(j["coord"], "h2h1n");  // UCI letter for the knight
  EXPECT_EQ(j["text"], "h2-h1=S");
}

// Stalemate mark, and the castling move (king squares) in JSON.
TEST(SolverOutput, MoveJsonOfStalemateAndCastling) {
  const ProblemOutcome st = solve_fen("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", "=1");
  ASSERT_FALSE(st.result.battle.keys.empty());
  const nlohmann::json s = move_json(st.result.battle.keys[0].move);
  EXPECT_EQ(s["stalemate"], true);
  EXPECT_EQ(s["mate"], false);
  EXPECT_EQ(s["piece"], "Q");

  const ProblemOutcome c = solve_fen("8/8/8/8/4p1p1/4pkp1/8/2N1K2R w K - 0 1", "#1");
  ASSERT_EQ(c.result.battle.keys.size(), 1u);
  const nlohmann::json j = move_json(c.result.battle.keys[0].move);
  EXPECT_EQ(j["from"], "e1");
  EXPECT_EQ(j["to"], "g1");
  EXPECT_EQ(j["piece"], "K");
  EXPECT_EQ(j["castling"], true);
  EXPECT_EQ(j["mate"], true);
  EXPECT_EQ(j["text"], "0-0 #");
}

// ---- Popeye's layout, recorded from Popeye 4.104 (option variation) on its own selfmate tests
// (TESTS/battle_play.inp) and on positions made for the purpose. Each expected text below is what
// Popeye prints for the position, line for line.

std::string popeye_text(const std::string& fen, const std::string& stip, const std::vector<std::string>& options = {}) {
  const ProblemOutcome o = solve_fen(fen, stip, options);
  EXPECT_FALSE(o.error.has_value()) << *o.error;
  return solution_text(o.result);
}

// An s#1 key is marked neither "threat:" nor "zugzwang.": Black's every move mates.
TEST(PopeyeLayout, SelfmateInOneKeyHasNoZugzwangMark) {
  EXPECT_EQ(popeye_text("8/8/8/8/8/kp5R/p7/K7 w - - 0 1", "s#1"),
            "   1.Rh3-h4 !\n"
            "      1...b3-b2 #\n"
            "\n");
}

// Set play of an s#1: Black's moves that mate at once (the set-play code used to need n > 1).
TEST(PopeyeLayout, SelfmateInOneHasSetPlay) {
  EXPECT_EQ(popeye_text("8/8/8/2p5/2R5/kp5P/p7/K7 w - - 0 1", "s#1", {"setplay"}),
            "      1...b3-b2 #\n"
            "\n"
            "   1.h3-h4 !\n"
            "      1...b3-b2 #\n"
            "\n");
}

// Keys and tries together in the order of their first moves: Ka1 (a1) before Bd3 (d3) before Rc4
// (c4, rank 4) before e4; the bishop's moves south-west (b1) before south-east (f1, e2), the
// farthest first.
TEST(PopeyeLayout, KeysAndTriesInterleavedInPopeyesOrder) {
  EXPECT_EQ(popeye_text("8/8/8/8/2R1P3/kp1B4/8/K7 w - - 0 1", "s#1", {"try"}),
            "   1.Ka1-b1 ?\n"
            "    but\n"
            "      1...b3-b2 !\n"
            "\n"
            "   1.Bd3-b1 !\n"
            "      1...b3-b2 #\n"
            "\n"
            "   1.Bd3-f1 ?\n"
            "    but\n"
            "      1...b3-b2 + !\n"
            "\n"
            "   1.Bd3-e2 ?\n"
            "    but\n"
            "      1...b3-b2 + !\n"
            "\n"
            "   1.Rc4-a4 + ?\n"
            "    but\n"
            "      1...Ka3*a4 !\n"
            "\n"
            "   1.Rc4-d4 ?\n"
            "    but\n"
            "      1...b3-b2 + !\n"
            "\n"
            "   1.e4-e5 ?\n"
            "    but\n"
            "      1...b3-b2 + !\n"
            "\n");
}

// The last move of a selfmate is unmarked too; duals in Popeye's order (Qc2-e4, north-east,
// before Qc2-c4, north).
TEST(PopeyeLayout, SelfmateSetPlayAndZugzwangKey) {
  EXPECT_EQ(popeye_text("8/8/8/8/1p6/k7/p1Q5/K7 w - - 0 1", "s#2", {"setplay"}),
            "      1...b4-b3\n"
            "          2.Qc2-e4\n"
            "              2...b3-b2 #\n"
            "          2.Qc2-c4\n"
            "              2...b3-b2 #\n"
            "\n"
            "   1.Qc2-d1 ! zugzwang.\n"
            "      1...b4-b3\n"
            "          2.Qd1-g4\n"
            "              2...b3-b2 #\n"
            "\n");
}

// A defence that mates at once is left out where the play goes on longer (1...b3-b2 # after
// 1.Rc4-e4), unless option matesin1; in set play it is shown when it is all there is. nothreat:
// no "zugzwang." either.
TEST(PopeyeLayout, SelfmateDefencesThatMateAtOnceAreLeftOut) {
  const char* fen = "8/8/8/2p3p1/2R3P1/kp6/p7/K7 w - - 0 1";
  EXPECT_EQ(popeye_text(fen, "s#2", {"setplay", "nothreat"}),
            "      1...b3-b2 #\n"
            "\n"
            "   1.Rc4-e4 !\n"
            "      1...c5-c4\n"
            "          2.Re4*c4\n"
            "              2...b3-b2 #\n"
            "\n");
  EXPECT_EQ(popeye_text(fen, "s#2", {"setplay", "nothreat", "matesin1"}),
            "      1...b3-b2 #\n"
            "\n"
            "   1.Rc4-e4 !\n"
            "      1...b3-b2 #\n"
            "      1...c5-c4\n"
            "          2.Re4*c4\n"
            "              2...b3-b2 #\n"
            "\n");
  // Where the key's whole play is the defender's mate, it is shown (Popeye's s#2 "with short
  // solution").
  EXPECT_EQ(popeye_text("8/8/8/2p5/8/kpR5/p7/K7 w - - 0 1", "s#2"),
            "   1.Rc3-c4 !\n"
            "      1...b3-b2 #\n"
            "\n");
}

// A short key's threat is looked for within its own length: 1.Qh2-c2 selfmates in two, and a
// threat of two more moves (2.Qc2-d1 b4-b3 3.Qd1-g4) is not one; Popeye says zugzwang.
TEST(PopeyeLayout, ShortKeysThreatWithinItsOwnLength) {
  EXPECT_EQ(popeye_text("8/8/8/8/1p6/k7/p6Q/K7 w - - 0 1", "s#3"),
            "   1.Qh2-c2 ! zugzwang.\n"
            "      1...b4-b3\n"
            "          2.Qc2-e4\n"
            "              2...b3-b2 #\n"
            "          2.Qc2-c4\n"
            "              2...b3-b2 #\n"
            "\n");
}

// The keys and tries of a #2 solved with option try defence 99 (every first move that is not
// refuted by 100 defences), in the order of their first moves, as Popeye prints them.
std::string first_moves_in_order(const std::string& fen) {
  const ProblemOutcome o = solve_fen(fen, "#2", {"try", "defence 99"});
  EXPECT_FALSE(o.error.has_value()) << *o.error;
  std::vector<std::pair<int, std::string>> firsts;
  for (const auto& k : o.result.battle.keys) firsts.emplace_back(k.first_move, k.move.desc.text);
  for (const auto& t : o.result.battle.tries) firsts.emplace_back(t.first_move, t.move.desc.text);
  std::sort(firsts.begin(), firsts.end());
  std::string s;
  for (const auto& [index, text] : firsts) s += (s.empty() ? "" : " ") + text;
  return s;
}

// Popeye's order of first moves (Popeye 4.104 with option try defence 99 on this position): by the
// square of the unit (b1, h1, g2, d4), a queen's directions SW, SE, NE, NW, S, W, N, E with the
// farthest square first, a knight's b3, c2, e2, f3, ... as from d4, a pawn's double step first.
TEST(PopeyeLayout, FirstMovesInPopeyesOrder) {
  EXPECT_EQ(first_moves_in_order("k7/p7/8/8/3Q4/8/6P1/1N5K w - - 0 1"),
            "Sb1-d2 Sb1-c3 Sb1-a3 Kh1-g1 Kh1-h2 g2-g4 g2-g3 Qd4-a1 Qd4-b2 Qd4-c3 Qd4-g1 Qd4-f2 Qd4-e3 "
            "Qd4-h8 Qd4-g7 Qd4-f6 Qd4-e5 Qd4*a7 Qd4-b6 Qd4-c5 Qd4-d1 Qd4-d2 Qd4-d3 Qd4-a4 Qd4-b4 Qd4-c4 "
            "Qd4-d8 Qd4-d7 Qd4-d6 Qd4-d5 Qd4-h4 Qd4-g4 Qd4-f4 Qd4-e4");
}

// Castling before the king's steps, the long one first; pawn captures towards the h-file first,
// promotions Q, S, R, B (Popeye 4.104, option try defence 99, and with halfduplex for Black).
TEST(PopeyeLayout, CastlingPawnCapturesAndPromotionsInPopeyesOrder) {
  const auto order = first_moves_in_order;
  EXPECT_EQ(order("k7/p7/8/8/8/8/8/R3K2R w KQ - 0 1"),
            "Ra1*a7 Ra1-a6 Ra1-a5 Ra1-a4 Ra1-a3 Ra1-a2 Ra1-d1 Ra1-c1 Ra1-b1 0-0-0 0-0 Ke1-f2 Ke1-d2 Ke1-d1 "
            "Ke1-e2 Ke1-f1 Rh1-f1 Rh1-g1 Rh1-h8 Rh1-h7 Rh1-h6 Rh1-h5 Rh1-h4 Rh1-h3 Rh1-h2");
  EXPECT_EQ(order("r7/1P6/k7/8/8/2p1p3/3P4/7K w - - 0 1"),
            "Kh1-g2 Kh1-g1 Kh1-h2 d2-d4 d2-d3 d2*e3 d2*c3 b7-b8=Q b7-b8=S b7-b8=R b7-b8=B b7*a8=Q "
            "b7*a8=S b7*a8=R b7*a8=B");
  EXPECT_EQ(order("k7/8/8/8/3p4/2P1P3/5p2/7K b - - 0 1"),
            "f2-f1=Q f2-f1=S f2-f1=R f2-f1=B d4-d3 d4*e3 d4*c3 Ka8-b7 Ka8-a7 Ka8-b8");
}

// Help play's set play (Popeye 4.104 on T. Kardos, Karacsonyi lap 1961, its example file
// BEISPIEL/castling.inp): the h#1.5 with White to move comes first, then an empty line.
const char* kKardos = "r3k3/3np3/8/3K4/6B1/6B1/8/8 b q - 0 1";

TEST(PopeyeLayout, HelpmateSetPlayComesFirst) {
  const ProblemOutcome o = solve_fen(kKardos, "h#2", {"setplay"});
  ASSERT_FALSE(o.error.has_value()) << *o.error;
  const std::string text = problem_text(o, TextOutputOptions{false});
  EXPECT_NE(text.find("  1...Bg4-e2   2.0-0-0 Be2-a6 #\n"
                      "\n"
                      "  1.Ra8-d8 Bg3-d6   2.e7-e5 Bg4-h5 #\n"
                      "verdict: sound (1 solution)\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(kapusta_solution_text(o.result),
            "Set play:\n1...Bg4-e2 2.0-0-0 Be2-a6#\n\n1.Ra8-d8 Bg3-d6 2.e7-e5 Bg4-h5#\n");
  // Without the option, no set play.
  const std::string plain = problem_text(solve_fen(kKardos, "h#2"), TextOutputOptions{false});
  EXPECT_EQ(plain.find("Bg4-e2"), std::string::npos) << plain;
}

// postkeyplay: the diagram is the position after the key. Popeye 4.104's texts: TESTS/battle_play.inp
// problem 5 (a defence that refutes, marked in its place) and 22 (s#1.5), and a post-key threat
// (defences that do not stop it are left out, as after a key).
TEST(PopeyeLayout, PostKeyPlayAsPopeye) {
  const auto text = [](const char* fen, const char* stipulation) {
    const ProblemOutcome o = solve_fen(fen, stipulation, {"postkeyplay"});
    EXPECT_FALSE(o.error.has_value()) << *o.error;
    return solution_text(o.result) + "verdict: " + to_string(o.result.verdict);
  };
  EXPECT_EQ(text("k3n3/P7/1K6/3N3p/8/8/8/8 w - - 0 1", "#2"),
            " zugzwang.\n"
            "      1...h5-h4\n"
            "        refutes.\n"
            "      1...Se8-c7\n"
            "          2.Sd5*c7 #\n"
            "      1...Se8-d6\n"
            "          2.Sd5-c7 #\n"
            "      1...Se8-f6\n"
            "          2.Sd5-c7 #\n"
            "      1...Se8-g7\n"
            "          2.Sd5-c7 #\n"
            "\n"
            "verdict: no solution");
  EXPECT_EQ(text("8/8/8/8/1p6/k7/p7/K2Q4 w - - 0 1", "s#2"),
            " zugzwang.\n"
            "      1...b4-b3\n"
            "          2.Qd1-g4\n"
            "              2...b3-b2 #\n"
            "\n"
            "verdict: sound");
  EXPECT_EQ(text("k3n3/P7/1K6/3N3p/8/8/8/7Q w - - 0 1", "#2"),
            " threat:\n"
            "          2.Sd5-b4 #\n"
            "          2.Sd5-c3 #\n"
            "          2.Sd5-e3 #\n"
            "          2.Sd5-f4 #\n"
            "          2.Sd5-f6 #\n"
            "          2.Sd5-e7 #\n"
            "          2.Sd5-c7 #\n"
            "      1...Se8-c7\n"
            "          2.Sd5*c7 #\n"
            "      1...Se8-d6\n"
            "          2.Sd5-c7 #\n"
            "      1...Se8-f6\n"
            "          2.Sd5*f6 #\n"
            "          2.Sd5-c7 #\n"
            "\n"
            "verdict: sound");
  // Its duals and short variations are named as a key's are (TESTS/battle_play.inp problem 13, #2.5).
  const ProblemOutcome longer = solve_fen("k3n3/P7/K1p1N3/8/8/2P5/8/8 w - - 0 1", "#3", {"postkeyplay"});
  ASSERT_FALSE(longer.error.has_value()) << *longer.error;
  EXPECT_EQ(longer.result.short_variations,
            (std::vector<std::string>{"1...Se8-c7 + (1 more move)", "1...Se8-d6 (1 more move)",
                                      "1...Se8-f6 (1 more move)", "1...Se8-g7 (1 more move)"}));
  EXPECT_EQ(*solve_fen("k7/8/8/8/8/8/8/R6K w - - 0 1", "h#2", {"postkeyplay"}).error,
            "option postkeyplay applies to direct and self play, not to help play");
}

// whitetoplay: Popeye plays and prints the h#2 as h#1.5; an h#1.5 is left as it is.
TEST(PopeyeLayout, WhiteToPlayMakesTheHelpmateAHalfMoveShorter) {
  for (const char* stip : {"h#2", "h#1.5"}) {
    const ProblemOutcome o = solve_fen(kKardos, stip, {"whitetoplay"});
    ASSERT_FALSE(o.error.has_value()) << *o.error;
    EXPECT_EQ(io::to_string(o.problem.stipulation), "h#1.5") << stip;
    EXPECT_EQ(solution_text(o.result), "  1...Bg4-e2   2.0-0-0 Be2-a6 #\n") << stip;
  }
}

// maxsolutions: Popeye's first two solutions (its order) and its last line "Partial solution",
// also when the limit equals the number of solutions (Popeye 4.104, help2-028 with option
// maxsolutions 2 and 3); stoponshortsolutions after short solutions likewise.
TEST(PopeyeLayout, MaxSolutionsEndsWithPartialSolution) {
  const char* fen = "1N6/4R3/p7/2N4N/2k5/6K1/1p6/8 b - - 0 1";
  const auto text = [&](const std::vector<std::string>& options) {
    const ProblemOutcome o = solve_fen(fen, "h#2", options);
    EXPECT_FALSE(o.error.has_value()) << *o.error;
    const std::string t = problem_text(o, TextOutputOptions{false});
    return t.substr(0, t.find("Time = "));
  };
  EXPECT_EQ(text({"maxsolutions 2"}),
            "  1.Kc4-b5 Re7-b7 +   2.Kb5-a5 Sb8-c6 #\n"
            "  1.Kc4-b4 Re7-e4 +   2.Kb4-a3 Re4-a4 #\n"
            "verdict: cooked (2 solutions)\n"
            "Partial solution ");
  EXPECT_TRUE(text({"maxsolutions 3"}).ends_with("verdict: cooked (3 solutions)\nPartial solution "));
  EXPECT_TRUE(text({"maxsolutions 4"}).ends_with("verdict: cooked (3 solutions)\nsolution finished. "));
  EXPECT_TRUE(text({}).ends_with("verdict: cooked (3 solutions)\nsolution finished. "));
  // help2-049 has two short solutions (1.f5-f4 e7-e8=Q # and =R #): stoponshortsolutions stops there.
  const ProblemOutcome s = solve_fen("2k5/4P3/2K5/3P1p2/8/8/8/8 b - - 0 1", "h#2", {"stoponshortsolutions"});
  ASSERT_FALSE(s.error.has_value()) << *s.error;
  EXPECT_TRUE(s.result.partial);
  EXPECT_EQ(s.result.help.count(), 2);
  EXPECT_FALSE(solve_fen("2k5/4P3/2K5/3P1p2/8/8/8/8 b - - 0 1", "h#2").result.partial);
}

// Popeye's status line and its time format (output/plaintext/message.c's layout, by hand).
TEST(PopeyeLayout, StatusLineAndTimeFormat) {
  ProblemStatus s;
  s.seconds = 0.0125;
  EXPECT_EQ(status_line(s), "solution finished. Time = 0.013 s\n");
  s.seconds = 62.3456;
  EXPECT_EQ(status_line(s), "solution finished. Time = 1:02.346 m:s\n");
  s.seconds = 3723.5;
  EXPECT_EQ(status_line(s), "solution finished. Time = 1:02:03 h:m:s\n");
  s.seconds = 1.5;
  s.partial = true;
  EXPECT_EQ(status_line(s), "Partial solution Time = 1.500 s\n");
  s.timed_out = true;
  EXPECT_EQ(status_line(s), "solving interrupted. Time = 1.500 s\n");
}

// Without option variation Popeye prints each key and try on its line, a try's refutations and
// the set play, no threats and variations (Popeye 4.104's output for this #2 with setplay and try,
// line for line). The problem text follows the problem's option.
TEST(PopeyeLayout, WithoutOptionVariationOnlyKeysTriesAndSetPlay) {
  const char* fen = "7k/5K2/7p/8/8/3B4/8/7R w - - 0 1";
  const ProblemOutcome o = solve_fen(fen, "#2", {"setplay", "try"});
  ASSERT_FALSE(o.error.has_value()) << *o.error;
  const std::string popeye =
            "      1...h6-h5\n"
            "          2.Rh1*h5 #\n"
            "\n"
            "   1.Rh1-a1 !\n"
            "\n"
            "   1.Rh1-b1 !\n"
            "\n"
            "   1.Rh1-c1 !\n"
            "\n"
            "   1.Rh1-d1 ?\n"
            "    but\n"
            "      1...h6-h5 !\n"
            "\n"
            "   1.Rh1-e1 !\n"
            "\n"
            "   1.Rh1-f1 ?\n"
            "    but\n"
            "      1...h6-h5 !\n"
            "\n"
            "   1.Rh1-g1 !\n"
            "\n"
            "   1.Rh1*h6 # !\n"
            "\n"
            "   1.Rh1-h4 !\n"
            "\n"
            "   1.Rh1-h3 !\n"
            "\n"
            "   1.Rh1-h2 !\n"
            "\n"
            "   1.Bd3-b1 !\n"
            "\n"
            "   1.Bd3-c2 !\n"
            "\n"
            "   1.Bd3-f1 ?\n"
            "    but\n"
            "      1...Kh8-h7 !\n"
            "\n"
            "   1.Bd3-e2 ?\n"
            "    but\n"
            "      1...Kh8-h7 !\n"
            "\n"
            "   1.Bd3-g6 !\n"
            "\n"
            "   1.Bd3-f5 !\n"
            "\n"
            "   1.Bd3-e4 !\n"
            "\n"
            "   1.Bd3-a6 ?\n"
            "    but\n"
            "      1...Kh8-h7 !\n"
            "\n"
            "   1.Bd3-b5 ?\n"
            "    but\n"
            "      1...Kh8-h7 !\n"
            "\n"
            "   1.Bd3-c4 ?\n"
            "    but\n"
            "      1...Kh8-h7 !\n"
            "\n"
            "   1.Kf7-f8 !\n"
            "\n";
  EXPECT_EQ(solution_text(o.result, false), popeye);
  const std::string text = problem_text(o, TextOutputOptions{false});
  EXPECT_EQ(text.substr(0, popeye.size()), popeye) << text;
  const ProblemOutcome v = solve_fen(fen, "#2", {"setplay", "try", "variation"});
  EXPECT_NE(problem_text(v, TextOutputOptions{false}).find("   1.Rh1-a1 ! threat:\n          2.Ra1-a8 #\n"),
            std::string::npos);
}

// maxsolutions and stoponshortsolutions apply to help play's set play on its own (Popeye 4.104 on
// its REGRESSIONS/4_47_to_4_49.inp, problems 9 and 10): the set play's short solution 1...Qg8-a2 #
// ends it, and maxsolutions 3 gives three set-play lines and three solutions.
TEST(PopeyeLayout, HelpSetPlayHasItsOwnLimits) {
  const char* fen = "n5Q1/8/8/8/6N1/K7/8/k7 b - - 0 1";
  const ProblemOutcome s = solve_fen(fen, "h#2", {"setplay", "stoponshortsolutions"});
  ASSERT_FALSE(s.error.has_value()) << *s.error;
  const std::string text = problem_text(s, TextOutputOptions{false});
  EXPECT_NE(text.find("  1...Qg8-a2 #\n"
                      "\n"
                      "  1.Sa8-b6 Qg8-a2 #\n"
                      "  1.Sa8-c7 Qg8-a2 #\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Partial solution Time = "), std::string::npos) << text;
  const ProblemOutcome m = solve_fen(fen, "h#2", {"setplay", "maxsolutions 3"});
  ASSERT_FALSE(m.error.has_value()) << *m.error;
  EXPECT_EQ(m.result.help.set_play.size(), 3u);
  EXPECT_EQ(m.result.help.count(), 3);
  // With maxsolutions every ply follows Popeye's order, so the first three are Popeye's (its
  // output for REGRESSIONS/4_47_to_4_49.inp problem 10, option setplay maxsolutions 3).
  const std::string shown = problem_text(m, TextOutputOptions{false});
  EXPECT_NE(shown.find("  1...Qg8-a2 #\n"
                       "  1...Sg4-e3   2.Ka1-b1 Qg8-g1 #\n"
                       "  1...Sg4-e3   2.Sa8-b6 Qg8-a2 #\n"
                       "\n"
                       "  1.Sa8-b6 Qg8-a2 #\n"
                       "  1.Sa8-c7 Qg8-a2 #\n"
                       "  1.Ka1-b1 Sg4-e3   2.Kb1-a1 Qg8-a2 #\n"),
            std::string::npos)
      << shown;
}

// A direct mate's last moves in the order of Popeye's mating-move generator, h8 first (Popeye
// 4.104 on these #1s: 1.Rb7-b8 # before the queen's mates from d4; 1.Rh1-h8 # before 1.Ra1-a8 #).
TEST(PopeyeLayout, MatingMovesFromTheH8End) {
  EXPECT_EQ(popeye_text("7k/1R4pp/8/8/3Q4/8/7R/K7 w - - 0 1", "#1"),
            "   1.Rb7-b8 # !\n\n   1.Qd4*g7 # !\n\n   1.Qd4-d8 # !\n\n");
  EXPECT_EQ(popeye_text("4k3/3p1p2/6N1/8/8/8/8/R3K2R w KQ - 0 1", "#1"), "   1.Rh1-h8 # !\n\n   1.Ra1-a8 # !\n\n");
}

}  // namespace
}  // namespace regent
