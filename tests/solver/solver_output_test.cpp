// Exact text output (Popeye's layout) and the JSON description of moves, on positions whose
// solutions were worked out by hand (see tests/solver/solver_options_test.cpp for the analysis).
#include <gtest/gtest.h>

#include "solver/output/json_output.h"
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

}  // namespace
}  // namespace regent
