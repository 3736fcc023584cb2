// The publication and checking tools as a user runs them: `--notation kapusta`, `regent verify`
// and `regent diagram` (exit status, stdout, stderr).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

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

// A whole collection, one line per problem (and twin); problem 5 b) is cooked, so the exit status is 1.
TEST(ToolsCli, VerifyNamesEveryFlawOfACollection) {
  const std::string file = problem_path("orthodox/examples.pop");
  const CliRun r = run_regent("verify " + shell_quote(file));
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_EQ(r.out, file + ":1: problem 1 #2: sound (1.Rc2-c7); threat duals: 1.Rc2-c7 (2.g7-g8=Q #, 2.g7-g8=R #)\n" +
                       file + ":9: problem 2 #3: sound (1.Rf1*f3 +); duals: 1...Ka3-a2 (2.Re4-e2 +, 2.Re4-b4)\n" +
                       file + ":15: problem 3 #2: sound (1.Qb1*b4)\n" +
                       file + ":21: problem 4 h#2: sound (3 solutions, 3 intended)\n" +
                       file + ":27: problem 5 a) #2: sound (1.Rc2-c7); threat duals: 1.Rc2-c7 (2.g7-g8=Q #, 2.g7-g8=R #)\n" +
                       file + ":27: problem 5 b) #2: cooked (1.Kb7-c6, 1.g7-g8=Q +)\n");
  EXPECT_EQ(r.err, "");
}

// Duals alone do not fail a problem; a problem without solution does, with its tries named.
TEST(ToolsCli, VerifyExitStatus) {
  const CliRun duals = run_regent("verify --fen " + shell_quote("q7/k7/bNP5/P7/8/3B4/7K/5Q2 w - - 0 1 f1,a8") +
                                  " --stip '#2'");
  EXPECT_EQ(duals.status, 0) << duals.err;
  EXPECT_EQ(duals.out.rfind("--fen:0: problem 1 #2: sound (1.Qf1-f8[Qa8=Ka8] +); duals: 1...Bc4[Ka8=Qa8] (", 0), 0u)
      << duals.out;

  const std::string file = problem_path("regent/diagram04.pop");
  const CliRun none = run_regent("verify " + shell_quote(file));
  EXPECT_EQ(none.status, 1);
  EXPECT_EQ(none.out, file + ":1: problem 1 #1: no solution; tries: 1.Rb8[Qh8=Kh8] + but 1...Ka7\n");
}

TEST(ToolsCli, VerifyJson) {
  const std::string file = problem_path("orthodox/examples.pop");
  const CliRun r = run_regent("verify --format json " + shell_quote(file));
  EXPECT_EQ(r.status, 1);
  nlohmann::json doc;
  ASSERT_NO_THROW(doc = nlohmann::json::parse(r.out)) << r.out;
  ASSERT_EQ(doc["verdicts"].size(), 6u);
  const nlohmann::json& first = doc["verdicts"][0];
  EXPECT_EQ(first["source"], file);
  EXPECT_EQ(first["line"], 1);
  EXPECT_EQ(first["problem"], 1);
  EXPECT_EQ(first["verdict"], "sound");
  EXPECT_EQ(first["unsound"], false);
  EXPECT_EQ(first["keys"], nlohmann::json::array({"1.Rc2-c7"}));
  EXPECT_EQ(first["threat_duals"][0]["moves"], nlohmann::json::array({"2.g7-g8=Q #", "2.g7-g8=R #"}));
  const nlohmann::json& help = doc["verdicts"][3];
  EXPECT_EQ(help["num_solutions"], 3);
  EXPECT_EQ(help["intended"], 3);
  EXPECT_EQ(help["solutions"], nlohmann::json::array());  // listed only when their number is a flaw
  const nlohmann::json& cooked = doc["verdicts"][5];
  EXPECT_EQ(cooked["twin"], "b)");
  EXPECT_EQ(cooked["verdict"], "cooked");
  EXPECT_EQ(cooked["unsound"], true);
  EXPECT_EQ(cooked["keys"], nlohmann::json::array({"1.Kb7-c6", "1.g7-g8=Q +"}));
}

}  // namespace
}  // namespace regent::test
