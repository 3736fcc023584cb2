// The registry's test: a sixth variant added by one folder and one line (test_orthodox.h) is
// chosen by its condition, solves and lists moves exactly as orthodox chess does, and is named
// in the error for an unknown condition; the product's list does not know it.
#include <string>

#include <gtest/gtest.h>

#include "solver/io/popeye_parser.h"
#include "solver/output/moves_output.h"
#include "solver/output/text_output.h"
#include "solver/run/runner.h"
#include "solver/run/variant_runner.h"
#include "tests/test_orthodox/test_orthodox.h"

namespace regent::test {
namespace {

// The one problem of a Popeye text, under `condition testorthodox` if asked.
io::ProblemInstance problem(const std::string& body, bool test_orthodox) {
  const std::string text =
      "beginproblem\n" + std::string(test_orthodox ? "condition testorthodox\n" : "") + body + "endproblem\n";
  auto parsed = io::parse_popeye(text, "test.pop");
  EXPECT_EQ(parsed.size(), 1u);
  EXPECT_FALSE(parsed[0].error) << parsed[0].error->message;
  return parsed[0].twins[0];
}

ProblemOutcome solve(const std::string& body, bool test_orthodox) {
  return VariantRunner<TestVariants>::solve(problem(body, test_orthodox), {});
}

const std::string kMate2 = "stipulation #2\npieces white kb7 rc2 pg7 black kd8\noption try variation\n";
const std::string kHelp2 = "stipulation h#2\npieces white kg3 re7 sb8 sc5 sh5 black kc4 pa6 pb2\noption intended 3\n";

TEST(TestOrthodoxVariant, SolvesADirectMateAsOrthodoxChess) {
  const ProblemOutcome test = solve(kMate2, true);
  ASSERT_FALSE(test.error) << *test.error;
  EXPECT_EQ(test.variant, "testorthodox");
  EXPECT_EQ(test.variant_title, "Test Orthodox");
  const std::string expected =
      "   1.Rc2-c7 ! threat:\n"
      "          2.g7-g8=Q #\n"
      "          2.g7-g8=R #\n"
      "\n"
      "   1.Rc2-e2 ? zugzwang.\n"
      "    but\n"
      "      1...Kd8-d7 !\n"
      "\n";
  EXPECT_EQ(solution_text(test.result), expected);
  const ProblemOutcome orthodox = solve(kMate2, false);
  ASSERT_FALSE(orthodox.error) << *orthodox.error;
  EXPECT_EQ(orthodox.variant, "orthodox");
  EXPECT_EQ(solution_text(orthodox.result), expected);
  EXPECT_EQ(test.fen, orthodox.fen);
}

TEST(TestOrthodoxVariant, SolvesAHelpmateInPopeyesOrder) {
  // Popeye's order of the solutions comes from Orthodox's optional order_facts, inherited.
  const ProblemOutcome test = solve(kHelp2, true);
  ASSERT_FALSE(test.error) << *test.error;
  EXPECT_EQ(test.variant, "testorthodox");
  const std::string expected =
      "  1.Kc4-b5 Re7-b7 +   2.Kb5-a5 Sb8-c6 #\n"
      "  1.Kc4-b4 Re7-e4 +   2.Kb4-a3 Re4-a4 #\n"
      "  1.Kc4-b4 Re7-b7 +   2.Kb4-a5 Sb8-c6 #\n";
  EXPECT_EQ(solution_text(test.result), expected);
  EXPECT_EQ(solution_text(solve(kHelp2, false).result), expected);
}

TEST(TestOrthodoxVariant, ListsTheMovesOfOrthodoxChess) {
  const MovesOutcome test = VariantRunner<TestVariants>::moves(problem(kMate2, true));
  ASSERT_FALSE(test.error) << *test.error;
  const std::string moves =
      " w - - 0 1\n"
      "24 legal moves:\n"
      "  Kb7-a6\n  Kb7-b6\n  Kb7-c6\n  Kb7-a7\n  Kb7-a8\n  Kb7-b8\n"
      "  Rc2-c1\n  Rc2-a2\n  Rc2-b2\n  Rc2-d2+\n  Rc2-e2\n  Rc2-f2\n  Rc2-g2\n  Rc2-h2\n"
      "  Rc2-c3\n  Rc2-c4\n  Rc2-c5\n  Rc2-c6\n  Rc2-c7\n  Rc2-c8+\n"
      "  g7-g8=Q+\n  g7-g8=S\n  g7-g8=R+\n  g7-g8=B\n";
  EXPECT_EQ(moves_text(test, false), "Test Orthodox, White to move: 3k4/1K4P1/8/8/8/8/2R5/8" + moves);
  const MovesOutcome orthodox = VariantRunner<TestVariants>::moves(problem(kMate2, false));
  EXPECT_EQ(moves_text(orthodox, false), "Orthodox chess, White to move: 3k4/1K4P1/8/8/8/8/2R5/8" + moves);
}

TEST(TestOrthodoxVariant, CountsPerftUnderItsCondition) {
  const std::string initial = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  const PerftResult test = VariantRunner<TestVariants>::perft(initial, 3, false, "testorthodox");
  ASSERT_FALSE(test.error) << *test.error;
  EXPECT_EQ(test.total, 8902u);
}

TEST(TestOrthodoxVariant, UnsupportedConditionErrorListsIt) {
  const ProblemOutcome o = solve("condition madrasi\n" + kMate2, false);
  ASSERT_TRUE(o.error);
  EXPECT_EQ(*o.error,
            "condition 'madrasi' is not supported (supported: regent, powerfulmonarch, prince, royalstandard, "
            "testorthodox)");
  // The full name only: no abbreviation selects it.
  const ProblemOutcome abbreviated = solve("condition testortho\n" + kMate2, false);
  ASSERT_TRUE(abbreviated.error);
  EXPECT_EQ(*abbreviated.error,
            "condition 'testortho' is not supported (supported: regent, powerfulmonarch, prince, royalstandard, "
            "testorthodox)");
}

TEST(TestOrthodoxVariant, TheProductListDoesNotHaveIt) {
  const ProblemOutcome o = solve_problem(problem(kMate2, true), {});
  ASSERT_TRUE(o.error);
  EXPECT_EQ(*o.error, "condition 'testorthodox' is not supported (supported: regent, powerfulmonarch, prince, royalstandard)");
}

}  // namespace
}  // namespace regent::test
