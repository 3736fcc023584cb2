// The publication and checking tools as a user runs them: `--notation kapusta`, `regent verify`
// and `regent diagram` (exit status, stdout, stderr).
#include <gtest/gtest.h>

#include "cli_helpers.h"

namespace regent::test {
namespace {

TEST(ToolsCli, KapustaNotationPrintsThePublishedLayout) {
  const std::string file = problem_path("regent/diagram10a.pop");
  const CliRun r = run_regent("--notation kapusta " + shell_quote(file));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out,
            "Viktor Kapusta\n"
            "Problemas 34, 2021, Appendix (Regent Chess Rules); diagram lost, position reconstructed\n"
            "Diagram 10a (reconstruction): Diagram 10 with white regent and rook exchanged, Appendix §6.3.2 Example 4\n"
            "h#1 Regent Chess (6+4)\n"
            "\n"
            "1.Bb5 Qb8-c7#\n"
            "1.Kc5-b4[Kb4=Qb4/Pe2=e2] Qb8xb4#\n"
            "1.Kc5-c4[Kc4=Qc4/Pe2=e2/Qb8=Kb8] Re5[Qc4=Kc4/e2=Pe2/Kb8=Qb8]# <a4>\n"
            "1.Kc5-c4[Kc4=Qc4/Pe2=e2/Qb8=Kb8] Ra7[Qc4=Kc4/e2=Pe2/Kb8=Qb8]#\n"
            "1.Kc5-b6[Kb6=Qb6/Pe2=e2] Re5[Qb6=Kb6/e2=Pe2]#\n"
            "\n");
}

TEST(ToolsCli, KapustaNotationOnAFenAndAnErrorInTheFile) {
  const CliRun fen = run_regent("solve --notation kapusta --fen " + shell_quote("3k4/1K4P1/8/8/8/8/2R5/8 w - - 0 1") +
                                " --stip '#2' --try");
  EXPECT_EQ(fen.status, 0) << fen.err;
  EXPECT_EQ(fen.out, "#2 (3+1)\n\n1.Rc2-e2?! (zz)\n1...Kd8-d7!\n\n1.Rc2-c7! ~ 2.g7-g8=Q#, 2.g7-g8=R#\n\n");

  const std::string file = cli_data("illegal.pop");
  const CliRun bad = run_regent("--notation kapusta " + shell_quote(file));
  EXPECT_EQ(bad.status, 1);
  EXPECT_EQ(bad.err, "error: " + file + ":2: problem 1: illegal position: the kings stand next to each other\n");
  EXPECT_NE(bad.out.find("error: illegal position: the kings stand next to each other\n"), std::string::npos) << bad.out;
}

TEST(ToolsCli, UnknownNotationIsABadCommandLine) {
  const CliRun r = run_regent("--notation algebraic " + shell_quote(cli_data("sound.pop")));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "error: --notation must be 'popeye' or 'kapusta', not 'algebraic'\n");
  EXPECT_EQ(r.out, "");
}

}  // namespace
}  // namespace regent::test
