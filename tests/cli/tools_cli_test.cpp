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

// The caption names the variant the runner chose, by the variant's own title.
TEST(ToolsCli, CaptionsNameEachVariantByItsTitle) {
  const CliRun monarch = run_regent("--notation kapusta " + shell_quote(problem_path("powerful_monarch/king-mate.pop")));
  ASSERT_EQ(monarch.status, 0) << monarch.err;
  EXPECT_NE(monarch.out.find("\n#2 Powerful Monarch Chess (2+1)\n"), std::string::npos) << monarch.out;
  const CliRun royal = run_regent("--notation kapusta " + shell_quote(problem_path("royal_standard/kc2.pop")));
  ASSERT_EQ(royal.status, 0) << royal.err;
  EXPECT_NE(royal.out.find("\nkc2 The Royal Standard ("), std::string::npos) << royal.out;
  const CliRun orthodox = run_regent("--notation kapusta --fen '3k4/1K4P1/8/8/8/8/2R5/8 w - - 0 1' --stip '#2'");
  ASSERT_EQ(orthodox.status, 0) << orthodox.err;
  EXPECT_EQ(orthodox.out.substr(0, 9), "#2 (3+1)\n") << orthodox.out;
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

int occurrences(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

// One problem in the file: OUT is written as given.
TEST(ToolsCli, DiagramOfOneProblem) {
  const auto dir = scratch_directory("diagram_one");
  const std::string out = (dir / "d7.svg").string();
  const CliRun r = run_regent("diagram " + shell_quote(problem_path("regent/diagram07.pop")) + " --svg " + shell_quote(out));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, out + ": problem 1, #1 Regent Chess (6+5)\n");
  const std::string svg = read_file(out);
  EXPECT_EQ(occurrences(svg, "<g class=\"unit "), 11);
  EXPECT_EQ(occurrences(svg, "<g class=\"regent-mark\">"), 2);
  EXPECT_EQ(occurrences(svg, ">#1 Regent Chess (6+5)</text>"), 1);
  std::filesystem::remove_all(dir);
}

// Several problems: OUT-N.svg per problem, or --problem N alone; a problem that cannot be read is
// reported with file and line, the others are drawn, and the exit status is 1.
TEST(ToolsCli, DiagramsOfSeveralProblems) {
  const auto dir = scratch_directory("diagram_several");
  const std::string out = (dir / "ex.svg").string();
  const std::string file = problem_path("orthodox/examples.pop");
  const CliRun all = run_regent("diagram " + shell_quote(file) + " --svg " + shell_quote(out));
  EXPECT_EQ(all.status, 0) << all.err;
  const std::string base = (dir / "ex-").string();
  EXPECT_EQ(all.out, base + "1.svg: problem 1, #2 (3+1)\n" + base + "2.svg: problem 2, #3 (4+2)\n" + base +
                         "3.svg: problem 3, #2 (3+2)\n" + base + "4.svg: problem 4, h#2 3 sol (5+3)\n" + base +
                         "5.svg: problem 5, #2 (3+1)\n");
  for (int i = 1; i <= 5; ++i) EXPECT_TRUE(std::filesystem::exists(base + std::to_string(i) + ".svg")) << i;

  const std::string one = (dir / "two.svg").string();
  const CliRun second = run_regent("diagram " + shell_quote(file) + " --problem 2 --svg " + shell_quote(one));
  EXPECT_EQ(second.status, 0) << second.err;
  EXPECT_EQ(second.out, one + ": problem 2, #3 (4+2)\n");
  EXPECT_EQ(occurrences(read_file(one), "<g class=\"unit "), 6);

  const std::string bad = cli_data("three_problems.pop");
  const CliRun partly = run_regent("diagram " + shell_quote(bad) + " --svg " + shell_quote((dir / "t.svg").string()));
  EXPECT_EQ(partly.status, 1);
  EXPECT_EQ(partly.err, "error: " + bad + ":9: problem 2: unknown piece 'X' in 'xb2' (known pieces: K Q R B S P (N = S))\n");
  EXPECT_TRUE(std::filesystem::exists(dir / "t-1.svg"));
  EXPECT_FALSE(std::filesystem::exists(dir / "t-2.svg"));
  EXPECT_TRUE(std::filesystem::exists(dir / "t-3.svg"));
  std::filesystem::remove_all(dir);
}

TEST(ToolsCli, DiagramErrors) {
  const std::string file = problem_path("orthodox/examples.pop");
  const CliRun no_out = run_regent("diagram " + shell_quote(file));
  EXPECT_EQ(no_out.status, 2);
  EXPECT_EQ(no_out.err, "error: usage: regent diagram FILE --svg OUT [--problem N]\n");

  const CliRun no_problem = run_regent("diagram " + shell_quote(file) + " --problem 9 --svg /tmp/never.svg");
  EXPECT_EQ(no_problem.status, 2);
  EXPECT_EQ(no_problem.err, "error: " + file + " has 5 problems, no problem 9\n");

  const CliRun illegal = run_regent("diagram " + shell_quote(cli_data("illegal.pop")) + " --svg /tmp/never.svg");
  EXPECT_EQ(illegal.status, 1);
  EXPECT_EQ(illegal.err, "error: " + cli_data("illegal.pop") +
                             ":2: problem 1: illegal position: the kings stand next to each other\n");
  EXPECT_FALSE(std::filesystem::exists("/tmp/never.svg"));

  const CliRun unwritable = run_regent("diagram " + shell_quote(cli_data("sound.pop")) + " --svg /nonexistent/d.svg");
  EXPECT_EQ(unwritable.status, 1);
  EXPECT_EQ(unwritable.err, "error: cannot write /nonexistent/d.svg\n");
}

}  // namespace
}  // namespace regent::test
