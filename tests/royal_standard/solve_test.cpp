// The goals of The Royal Standard (docs/rules/royal-standard.md, "Goals") and the composed
// problems of problems/royal_standard/, solved and checked against their hand-verified solutions.
#include <fstream>
#include <sstream>

#include "solver/io/json_problem.h"
#include "solver/io/popeye_parser.h"
#include "solver/output/text_output.h"
#include "solver/run/runner.h"
#include "tests/royal_standard/royal_test_util.h"

namespace regent::test {
namespace {

using V = RoyalStandard;

ProblemOutcome solve_file(const std::string& name) {
  const std::string path = std::string(REGENT_PROBLEMS_DIR) + "/royal_standard/" + name;
  std::ifstream in(path);
  std::stringstream buffer;
  buffer << in.rdbuf();
  const auto problems = io::parse_popeye(buffer.str(), path);
  if (problems.empty() || problems[0].error) {
    ADD_FAILURE() << "cannot read " << path;
    return {};
  }
  ProblemOutcome o = solve_problem(problems[0].twins[0], {});
  EXPECT_FALSE(o.error) << *o.error;
  EXPECT_EQ(o.variant, "royalstandard");
  return o;
}

// Mate: the king is capturable and every move leaves it so. The standard-bearer c2 attacks b1;
// a2 b2 c1 are next to b3 or c2; taking c2 puts the king next to b3 and d3 (only the displaced c2
// is frozen). The white standard-bearer g4 has five moves, none of them help.
TEST(RoyalStandardGoals, Mate) {
  const RoyalPosition pos = rs("4k/7/6E/1e1e3/2e4/K4 w -");
  EXPECT_TRUE(V::in_check(pos));
  EXPECT_EQ(V::count_moves(pos), 14u);
  EXPECT_TRUE(V::is_checkmate(pos));
  EXPECT_FALSE(V::is_stalemate(pos));
  EXPECT_EQ(V::state(pos), GameState::Checkmate);
  // Without d3 it is still mate (b3 guards c2 too); without b3 the king escapes to a2.
  EXPECT_TRUE(V::is_checkmate(rs("4k/7/6E/1e5/2e4/K4 w -")));
  EXPECT_FALSE(V::is_checkmate(rs("4k/7/6E/3e3/2e4/K4 w -")));
}

// Stalemate: no move at all, king not capturable. The king is walled in by its own pieces (not by
// standard-bearers, which it could take), and without a standard-bearer nothing else may move.
TEST(RoyalStandardGoals, Stalemate) {
  const RoyalPosition pos = rs("4k/7/7/7/WRB4/KR3 w -");
  EXPECT_EQ(V::count_moves(pos), 0u);
  EXPECT_FALSE(V::in_check(pos));
  EXPECT_TRUE(V::is_stalemate(pos));
  EXPECT_FALSE(V::is_checkmate(pos));
  EXPECT_EQ(V::state(pos), GameState::Stalemate);
}

// The black standard-bearers are shut in, so Black can move only the king: a zugzwang. Each try
// covering both flights frees a black standard-bearer for a waiting move (1.Ee4-d5? Ef5-e4!).
TEST(RoyalStandardProblems, CaptureInTwo) {
  const ProblemOutcome o = solve_file("kc2.pop");
  EXPECT_EQ(o.result.verdict, Verdict::Sound);
  EXPECT_TRUE(o.result.notes.empty());
  auto king_try = [](const std::string& move) {
    return "   1." + move +
           " ? zugzwang.\n"
           "      1...Kb6-c5\n"
           "          2.Ed4*c5 #\n"
           "    but\n"
           "      1...Kb6-c6 !\n"
           "\n";
  };
  // Keys and tries together in the order of their first moves (the generator's: The Royal
  // Standard is not Popeye's).
  EXPECT_EQ(solution_text(o.result),
            king_try("Kb1-c1") + king_try("Kb1-a2") + king_try("Kb1-b2") + king_try("Kb1-c2") +
                "   1.Ed4-c4 ? zugzwang.\n"
                "      1...Kb6-c5\n"
                "          2.Ec4*c5 #\n"
                "    but\n"
                "      1...Kb6-c6 !\n"
                "\n"
                "   1.Ed4-d5 ! zugzwang.\n"
                "      1...Kb6-c5\n"
                "          2.Ed5*c5 #\n"
                "      1...Kb6-c6\n"
                "          2.Ed5*c6 #\n"
                "\n"
                "   1.Ee4-d5 ? zugzwang.\n"
                "      1...Kb6-c5\n"
                "          2.Ed4*c5 #\n"
                "          2.Ed5*c5 #\n"
                "      1...Kb6-c6\n"
                "          2.Ed5*c6 #\n"
                "    but\n"
                "      1...Ef5-e4 !\n"
                "\n" +
                king_try("Wf4*f5(e4,ccw)[+bEf4]"));
  EXPECT_EQ(o.result.battle.tries.size(), 7u);
}

// 1.Ed4-c5+? fails to the king taking the standard-bearer, wherever it puts it back: frozen, the
// standard-bearer cannot take the king, and nothing else reaches c5.
TEST(RoyalStandardProblems, CaptureInTwoCheckingTryFailsToTheFrozenStandardBearer) {
  const RoyalPosition pos = after(rs("k2Ee/rb2Eee/3EEWe/5RB/7/K4 w -"), {"Ed4-c5"});
  EXPECT_EQ(move_texts(pos), (std::vector<std::string>{"Kb6*c5[+wEb4]", "Kb6*c5[+wEb6]", "Kb6*c5[+wEc4]",
                                                       "Kb6*c5[+wEc6]", "Kb6*c5[+wEd4]", "Kb6*c5[+wEd5]",
                                                       "Kb6*c5[+wEd6]", "Kb6-c6"}));
  for (const std::string square : {"b4", "b6", "c4", "c6", "d4", "d5", "d6"}) {
    const RoyalPosition taken = after(pos, {"Kb6*c5[+wE" + square + "]"});
    EXPECT_EQ(taken.frozen, bb(sq(square))) << square;
    EXPECT_FALSE(royalstandard::can_capture_king(taken, WHITE)) << square;
  }
}

TEST(RoyalStandardProblems, HelpCaptureInTwo) {
  const ProblemOutcome o = solve_file("hkc2.pop");
  EXPECT_EQ(o.result.verdict, Verdict::Sound);
  EXPECT_EQ(solution_text(o.result), "  1.Kb6-c5 Kf2-e3   2.Kc5-d4 + Ke3*d4 #\n");
}

TEST(RoyalStandardProblems, MateInTwo) {
  const ProblemOutcome o = solve_file("mate2.pop");
  EXPECT_EQ(o.result.verdict, Verdict::Sound);
  EXPECT_TRUE(o.result.notes.empty());
  EXPECT_EQ(solution_text(o.result),
            "   1.Ee3-d4 ! threat:\n"
            "          2.Ed4-c5 #\n"
            "\n");
}

// The point of mate2: after the threat 2.Ed4-c5 the king may take c5, but wherever it puts the
// standard-bearer back, that frozen standard-bearer gives c5 the range the rook c4 needs.
TEST(RoyalStandardProblems, MateInTwoFrozenStandardBearerStillGivesRange) {
  const RoyalPosition mate = rs("k2ee/rbE2ee/2R4/1E5/7/K2EE b -");  // after 1.Ee3-d4 and 2.Ed4-c5
  EXPECT_TRUE(V::is_checkmate(mate));
  for (const std::string square : {"b4", "b6", "c6", "d4", "d5", "d6"}) {
    const RoyalPosition taken = after(mate, {"Kb6*c5[+wE" + square + "]"});
    EXPECT_EQ(taken.frozen, bb(sq(square))) << square;
    EXPECT_EQ(captures_on(taken, "c5"), std::vector<std::string>{"Rc4*c5"}) << square;
    // c5 is in the rook's range only through the frozen standard-bearer.
    EXPECT_EQ(royalstandard::neighbours(sq("c5")) & taken.standard_bearers(WHITE), bb(sq(square))) << square;
  }
}

TEST(RoyalStandardProblems, HelpmateInTwo) {
  const ProblemOutcome o = solve_file("helpmate2.pop");
  EXPECT_EQ(o.result.verdict, Verdict::Sound);
  EXPECT_EQ(solution_text(o.result), "  1.Kb6-c5 Ea3-b4 +   2.Kc5*b4[+wEc4] Ec2-b3 #\n");
  // The JSON move data carries the relocation as a step of the move.
  const MoveRecord& capture = o.result.help.solutions[0][2];
  ASSERT_EQ(capture.desc.transformations.size(), 1u);
  EXPECT_EQ(capture.desc.transformations[0].kind, "relocated");
  EXPECT_EQ(capture.desc.transformations[0].text, "+wEc4");
}

// A helpmate must end in a mate on the board: walking into a capture does not count (the same
// position has many "solutions" ending in a capture as hkc2).
TEST(RoyalStandardProblems, HelpmateIsNotACapture) {
  const std::string fen = "k2ee/rb3ee/7/7/5K1/EE1EE b -";  // hkc2.pop
  const ProblemOutcome help = solve_fen(fen, "h#2", {});
  ASSERT_TRUE(help.error);  // without the condition the FEN is not an orthodox one
  io::ProblemInstance p = io::problem_from_fen(fen, "h#2", {}, {"royalstandard"});
  const ProblemOutcome o = solve_problem(p, {});
  ASSERT_FALSE(o.error) << *o.error;
  EXPECT_EQ(o.result.verdict, Verdict::NoSolution);
}

}  // namespace
}  // namespace regent::test
