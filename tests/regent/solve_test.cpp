// Solving under Regent rules: the solver's searches over complex moves (#n and h#n), with marks,
// mate types and phantom flights in the solution text.
#include <gtest/gtest.h>

#include "rules/regent/regent.h"
#include "solver/output/json_output.h"
#include "solver/output/text_output.h"
#include "solver/run/runner.h"

namespace regent {
namespace {

// Hand-checked: White's regent Qf1 goes to f8. Black's crowned king h7 loses its last flight g8
// (g6 and h6 are the white king's, g7 and h8 the queen's), so Black's regent a8 becomes a king,
// checked along the 8th rank, with a7, b8 (Sc6) and b7 (Ba6) guarded: Regent Mate of the first type.
constexpr const char* kRm1 = "q7/7k/B1N5/6K1/8/8/8/5Q2 w - - 0 1 f1,a8";

TEST(RegentSolve, DirectMateRm1) {
  const ProblemOutcome o = solve_fen(kRm1, "#1");
  ASSERT_FALSE(o.error) << *o.error;
  EXPECT_EQ(o.variant, "regent");
  EXPECT_EQ(solution_text(o.result), "   1.Qf1-f8[Qa8=Ka8] # !\n\n");
  EXPECT_EQ(o.result.verdict, Verdict::Sound);
  ASSERT_EQ(o.result.battle.keys.size(), 1u);
  EXPECT_EQ(o.result.battle.keys[0].move.annotation.ending, "RM-1");
}

// Black to move first: each solution ends in a dual-target mate with a phantom flight (RM-3).
// 1.Kh8 Qf8: the king on h8 and the regent on a8 are both checked along the 8th rank; h7 is free
// but leaving the regent in check makes it a phantom flight.
TEST(RegentSolve, HelpmateSolutionsWithPhantomFlights) {
  std::string black_to_move = kRm1;
  black_to_move.replace(black_to_move.find(" w "), 3, " b ");
  const ProblemOutcome o = solve_fen(black_to_move, "h#1");
  ASSERT_FALSE(o.error) << *o.error;
  EXPECT_EQ(solution_text(o.result),
            "  1.Kh8 Qf1-f8[Qa8=Ka8] # <h7>\n"
            "  1.Qa8-a7 Qf1-f7[Qa7=Ka7] # <h8>\n"
            "  1.Qa8-b7 Qf1-f7[Qb7=Kb7] # <h8>\n"
            "  1.Qa8-b8 Qf1-f7[Qb8=Kb8] # <h8>\n"
            "  1.Qa8-c8 Qf1-f7[Qc8=Kc8] # <h8>\n");
  const MoveRecord& mate = o.result.help.solutions[0][1];
  EXPECT_EQ(mate.annotation.ending, "RM-3");
  EXPECT_EQ(mate.annotation.flights, std::vector<Square>{make_square(7, 6)});
  const nlohmann::json j = move_json(mate);
  EXPECT_EQ(j["phantom_flights"], nlohmann::json::array({"h7"}));
  EXPECT_EQ(j["ending"], "RM-3");
  EXPECT_EQ(j["check_mark"], "++");
}

// Rule 7: the check 1.Qf7 to the crowned king alone, leaving Black no legal reply, is not a move,
// so the position has no mate in one.
TEST(RegentSolve, MateToTheCrownedKingAloneIsNoSolution) {
  const char* fen = "q7/7k/8/2N3K1/3B4/8/8/5Q2 w - - 0 1 f1,a8";
  const ProblemOutcome o = solve_fen(fen, "#1");
  ASSERT_FALSE(o.error) << *o.error;
  EXPECT_EQ(o.result.verdict, Verdict::NoSolution);
  std::string error;
  const auto pos = regentchess::from_fen(fen, &error);
  ASSERT_TRUE(pos) << error;
  RegentChess::Position after;
  regentchess::Rejection why;
  EXPECT_FALSE(regentchess::legal(*pos, Move(make_square(5, 0), make_square(5, 6)), after, nullptr, &why));
  EXPECT_EQ(regentchess::rejection_text(why), "7: mate to the crowned king alone");
}

}  // namespace
}  // namespace regent
