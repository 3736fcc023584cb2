// `--notation kapusta`: solutions laid out as Kapusta's published texts (docs/output.md,
// "Kapusta's layout"), on problems of problems/regent/ and problems/orthodox/ and on small
// positions whose solutions are worked out in tests/solver/solver_goals_test.cpp and
// solver_options_test.cpp.
#include <gtest/gtest.h>

#include "problem_file_helpers.h"
#include "solver/io/popeye_parser.h"
#include "solver/output/kapusta_output.h"
#include "solver_test_helpers.h"

namespace regent {
namespace {

using test::diagram_of_problem;
using test::solved;
using test::solved_problem;

// Diagram 6 with the black Ba6 as a #2 with tries. White Kh2 Qf1 (regent) Bd3 Sb6 Pa5 Pc6, Black
// Ka7 Qa8 (regent) Ba6. The key 1.Qf1-f8 takes b8 from the crowned Ka7 (a6 own bishop, b7 the c6
// pawn, b6 the knight guarded by a5), so Black's regent becomes a king, checked along the 8th rank.
// Every bishop move gives the king a6 back and the regent is a queen again; White then mates in
// one, with duals after three of the four defences. The tries 1.Qf4+ (refuted by 1...Bxd3, which
// also removes the bishop that answers Bc4 and Bb5) and 1.Qf7++ with the phantom flight <b8>
// (refuted by the regent's own capture-free flight 1...Ka8-b7) are printed first.
TEST(KapustaOutput, RegentDirectMateTriesKeyVariationsAndDuals) {
  io::ProblemInstance p = diagram_of_problem("regent/diagram06-ba6.pop");
  p.stipulation = io::parse_stipulation("#2");
  io::parse_option_text("try", p.options);
  const ProblemOutcome o = solved_problem(p);
  EXPECT_EQ(kapusta_solution_text(o.result),
            "1.Qf1-f4[Qa8=Ka8]+?!\n"
            "1...Bc4[Ka8=Qa8] 2.Bxc4[Qa8=Ka8]#\n"
            "1...Bb5[Ka8=Qa8] 2.Bxb5[Qa8=Ka8]#\n"
            "1...Bxd3[Ka8=Qa8]!\n"
            "\n"
            "1.Qf1-f7[Qa8=Ka8]++?! <b8>\n"
            "1...Bb7[Ka8=Qa8] 2.Qf7-c7[Qa8=Ka8]#\n"
            "1...Ka8-b7[Kb7=Qb7]!\n"
            "\n"
            "1.Qf1-f8[Qa8=Ka8]+!\n"
            "1...Bxd3[Ka8=Qa8] 2.Qf8xa8#\n"
            "1...Bc4[Ka8=Qa8] 2.Bxc4[Qa8=Ka8]#, 2.Qf8xa8#\n"
            "1...Bb5[Ka8=Qa8] 2.Bxb5[Qa8=Ka8]#, 2.Qf8xa8#\n"
            "1...Bc8[Ka8=Qa8] 2.Qf8-f4[Qa8=Ka8]#, 2.Qf8-d6[Qa8=Ka8]#, 2.Qf8xc8[Qa8=Ka8]#\n");
}

// Diagram 7 (#1): the four Regent Mates of §3.2-3.3 are four keys, two with the phantom flight
// <a4> after the mark; the try 1.Bb4++ is refuted by the regent capturing the bishop with a
// dual-target check of its own.
TEST(KapustaOutput, RegentKeysAndTryWithPhantomFlightsWholeProblem) {
  io::ProblemInstance p = diagram_of_problem("regent/diagram07.pop");
  io::parse_option_text("try", p.options);
  const ProblemOutcome o = solved_problem(p);
  EXPECT_EQ(kapusta_problem_text(o),
            "Viktor Kapusta\n"
            "Problemas 34, 2021, Appendix (Regent Chess Rules); diagram lost, position reconstructed\n"
            "Diagram 7 (reconstruction): Regent Mates of the second and third type, Appendix §3.2 and §3.3\n"
            "#1 Regent Chess (6+5)\n"
            "\n"
            "1.Bb4[Qc4=Kc4]++?! <a4>\n"
            "1...Kc4xb4[Kb4=Qb4/Qg4=Kg4]++!\n"
            "\n"
            "1.Ra1[Qc4=Kc4]#!\n"
            "\n"
            "1.Rb5[Qc4=Kc4]#! <a4>\n"
            "\n"
            "1.Rd5[Qc4=Kc4]#! <a4>\n"
            "\n"
            "1.Ra8[Qc4=Kc4]#!\n");
}

// Diagram 10a (h#1): one line per solution, transformations in brackets, phantom flight last.
TEST(KapustaOutput, RegentHelpmateSolutions) {
  const ProblemOutcome o = solved_problem(diagram_of_problem("regent/diagram10a.pop"));
  EXPECT_EQ(kapusta_solution_text(o.result),
            "1.Bb5 Qb8-c7#\n"
            "1.Kc5-b4[Kb4=Qb4/Pe2=e2] Qb8xb4#\n"
            "1.Kc5-c4[Kc4=Qc4/Pe2=e2/Qb8=Kb8] Re5[Qc4=Kc4/e2=Pe2/Kb8=Qb8]# <a4>\n"
            "1.Kc5-c4[Kc4=Qc4/Pe2=e2/Qb8=Kb8] Ra7[Qc4=Kc4/e2=Pe2/Kb8=Qb8]#\n"
            "1.Kc5-b6[Kb6=Qb6/Pe2=e2] Re5[Qb6=Kb6/e2=Pe2]#\n");
}

// Diagram 2, twin a) (#1 with White to move) has no mate: said in so many words.
TEST(KapustaOutput, NoSolutionIsSaid) {
  const ProblemOutcome o = solved_problem(diagram_of_problem("regent/diagram02.pop"));
  EXPECT_EQ(kapusta_solution_text(o.result), "no solution\n");
}

// problems/orthodox/examples.pop, problem 1 (mate2-001): the try and the key with its two
// threats (a promotion dual) on the key's line, orthodox move texts.
TEST(KapustaOutput, OrthodoxTryAndKeyWithThreats) {
  const ProblemOutcome o = solved_problem(diagram_of_problem("orthodox/examples.pop", 1));
  EXPECT_EQ(kapusta_problem_text(o),
            "reference set mate2-001\n"
            "Quiet key with a try\n"
            "#2 (3+1)\n"
            "\n"
            "1.Rc2-e2?! (zz)\n"
            "1...Kd8-d7!\n"
            "\n"
            "1.Rc2-c7! ~ 2.g7-g8=Q#, 2.g7-g8=R#\n");
}

// Problem 2 (mate3-001, #3): after 1...Ka3-a2 White has two continuations with play of their own
// (a dual); each gets its line, the defences after it indented below.
TEST(KapustaOutput, OrthodoxThreeMoverWithIndentedPlay) {
  const ProblemOutcome o = solved_problem(diagram_of_problem("orthodox/examples.pop", 2));
  EXPECT_EQ(kapusta_solution_text(o.result),
            "1.Rf1*f3+!\n"
            "1...Ka3-b2 2.Re4-e2+\n"
            "  2...Kb2-a1 3.Rf3-f1#\n"
            "  2...Kb2-c1 3.Rf3-f1#\n"
            "  2...Kb2-b1 3.Rf3-f1#\n"
            "1...Ka3-a2 2.Re4-e2+\n"
            "  2...Ka2-b1 3.Rf3-f1#\n"
            "  2...Ka2-a1 3.Rf3-f1#\n"
            "1...Ka3-a2 2.Re4-b4 (zz)\n"
            "  2...Ka2-a1 3.Rf3-a3#\n");
}

// Problem 3 (mate2-004): a zugzwang key; two checking tries.
TEST(KapustaOutput, OrthodoxZugzwangKey) {
  const ProblemOutcome o = solved_problem(diagram_of_problem("orthodox/examples.pop", 3));
  EXPECT_EQ(kapusta_solution_text(o.result),
            "1.Qb1-a2+?!\n"
            "1...Ka7-b7!\n"
            "\n"
            "1.Qb1-a1+?!\n"
            "1...Ka7-b7!\n"
            "\n"
            "1.Qb1*b4! (zz)\n"
            "1...Ka7-a6 2.Qb4-b6#\n"
            "1...Ka7-a8 2.Qb4-b8#\n");
}

// Problem 4 (help2-028, option intended 3): the caption says "3 sol".
TEST(KapustaOutput, OrthodoxHelpmateWithIntendedSolutions) {
  const ProblemOutcome o = solved_problem(diagram_of_problem("orthodox/examples.pop", 4));
  EXPECT_EQ(kapusta_problem_text(o),
            "reference set help2-028\n"
            "Three solutions (option intended 3)\n"
            "h#2 3 sol (5+3)\n"
            "\n"
            "1.Kc4-b5 Re7-b7+ 2.Kb5-a5 Sb8-c6#\n"
            "1.Kc4-b4 Re7-e4+ 2.Kb4-a3 Re4-a4#\n"
            "1.Kc4-b4 Re7-b7+ 2.Kb4-a5 Sb8-c6#\n");
}

// A try refuted by two defences (option defence 2) is marked "?", not "?!". Problem 1 of
// examples.pop: 1.Kb7-c6 takes b7, c7 and d7 from Black's king; 1...Kd8-c8 is mated by either
// promotion on g8 (the queen or rook sees b8 through the king), but 1...Kd8-e7 and 1...Kd8-e8
// escape. 1.Rc2-e2 stays a try with one refutation.
TEST(KapustaOutput, TryWithSeveralRefutationsIsMarkedWithAQuestionMark) {
  io::ProblemInstance p = diagram_of_problem("orthodox/examples.pop", 1);
  io::parse_option_text("defence 2", p.options);
  const ProblemOutcome o = solved_problem(p);
  const std::string text = kapusta_solution_text(o.result);
  EXPECT_NE(text.find("\n1.Kb7-c6? (zz)\n"
                      "1...Kd8-c8 2.g7-g8=Q#, 2.g7-g8=R#\n"
                      "1...Kd8-e7!\n"
                      "1...Kd8-e8!\n\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("\n1.Rc2-e2?! (zz)\n1...Kd8-d7!\n"), std::string::npos) << text;
}

// Set play before the solution (SolverOptions.SetPlayListsTheSetMate): 1...h6-h5 2.Ra1-a8#.
TEST(KapustaOutput, SetPlayComesFirst) {
  const SolveResult r = solved("7k/5K2/7p/8/8/3B4/8/R7 w - - 0 1", "#2", {"setplay"}).result;
  const std::string text = kapusta_solution_text(r);
  EXPECT_EQ(text.rfind("Set play:\n1...h6-h5 2.Ra1-a8#\n\n", 0), 0u) << text;
  EXPECT_NE(text.find("\n1.Ra1-h1! ~ 2.Rh1*h6#\n1...h6-h5 2.Rh1*h5#\n"), std::string::npos) << text;
}

// Selfmates (SolverSelfmate.SelfmateInOne / InTwo): Black's forced mate ends the line.
TEST(KapustaOutput, Selfmates) {
  EXPECT_EQ(kapusta_solution_text(solved("8/8/8/8/8/6pk/8/R5BK w - - 0 1", "s#1").result),
            "1.Ra1-a4!\n1...g3-g2#\n");  // no zugzwang mark: Black's every move mates
  EXPECT_EQ(kapusta_solution_text(solved("8/8/8/8/6p1/7k/3B4/R5BK w - - 0 1", "s#2").result),
            "1.Bd2-e1! (zz)\n1...g4-g3 2.Ra1-a4\n  2...g3-g2#\n");
}

// h#1.5 (SolverHelpmate, White first): the first move is numbered "1...".
TEST(KapustaOutput, HelpmateWithWhiteFirst) {
  EXPECT_EQ(kapusta_solution_text(solved("8/8/8/8/6N1/7p/p7/k1K5 w - - 0 1", "h#1.5").result),
            "1...Sg4-e3 2.h3-h2 Se3-c2#\n");
}

}  // namespace
}  // namespace regent
