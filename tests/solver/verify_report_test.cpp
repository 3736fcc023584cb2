// `regent verify`: every flaw of a problem named on its one line (docs/output.md, "Verify"), and
// the same as JSON. Positions whose solutions are worked out in tests/solver/ and
// tests/solver/kapusta_output_test.cpp.
#include <gtest/gtest.h>

#include "problem_file_helpers.h"
#include "solver/analysis/verdict.h"
#include "solver/output/json_output.h"
#include "solver/output/text_output.h"
#include "solver_test_helpers.h"

namespace regent {
namespace {

using test::solved;

// A position on the command line: source "--fen", line 0, problem 1.
std::string verify_fen(const std::string& fen, const std::string& stip, const std::vector<std::string>& options = {}) {
  RunConfig config;
  config.tries_without_key = true;  // as `regent verify` runs
  ProblemOutcome o = solve_fen(fen, stip, options, config);
  o.problem.source_file = "--fen";  // as the command names it
  return verify_line(o, 1);
}

// Diagram 6 with the Ba6 as a #2 (KapustaOutput.RegentDirectMateTriesKeyVariationsAndDuals): one
// key, sound, with three duals, each named with every mate.
TEST(VerifyReport, SoundWithDualsNamed) {
  const char* fen = "q7/k7/bNP5/P7/8/3B4/7K/5Q2 w - - 0 1 f1,a8";
  EXPECT_EQ(verify_fen(fen, "#2"),
            "--fen:0: problem 1 #2: sound (1.Qf1-f8[Qa8=Ka8] +); duals: "
            "1...Bc4[Ka8=Qa8] (2.Bxc4[Qa8=Ka8] #, 2.Qf8xa8 #), "
            "1...Bb5[Ka8=Qa8] (2.Bxb5[Qa8=Ka8] #, 2.Qf8xa8 #), "
            "1...Bc8[Ka8=Qa8] (2.Qf8-f4[Qa8=Ka8] #, 2.Qf8-d6[Qa8=Ka8] #, 2.Qf8xc8[Qa8=Ka8] #)");
  const Assessment a = assess(solved(fen, "#2").result, 0);
  EXPECT_FALSE(a.unsound);  // duals are reported, not judged
  EXPECT_EQ(a.duals.size(), 3u);
  EXPECT_TRUE(a.threat_duals.empty());
}

// The knight #2 of tests/data/cli/sound.pop: sound, no flaw at all.
TEST(VerifyReport, SoundWithoutFlaws) {
  EXPECT_EQ(verify_fen("8/8/3p4/8/6N1/7p/p7/k1K5 w - - 0 1", "#2"), "--fen:0: problem 1 #2: sound (1.Sg4-e3)");
}

// Reference position mate2-001: the two promotions on g8 are both threats, a threat dual.
TEST(VerifyReport, ThreatDualsNamedSeparately) {
  const SolveResult r = solved("3k4/1K4P1/8/8/8/8/2R5/8 w - - 0 1", "#2").result;
  const Assessment a = assess(r, 0);
  ASSERT_EQ(a.threat_duals.size(), 1u);
  EXPECT_EQ(a.threat_duals[0].after, "1.Rc2-c7");
  EXPECT_EQ(a.threat_duals[0].moves, (std::vector<std::string>{"2.g7-g8=Q #", "2.g7-g8=R #"}));
  EXPECT_TRUE(a.duals.empty());
  EXPECT_FALSE(a.unsound);
}

// SolverVerdict.DualInAVariationOfACheckingKey: 1.Qe1-e4+ mates in two, 1.Qe1-a1# and 1.Qe1-a5#
// at once, and seventeen other first moves mate in two as well: cooked, the short keys marked
// with their length; a cooked problem's duals are not listed.
TEST(VerifyReport, CookedWithShortKeysMarked) {
  const std::string line = verify_fen("k7/2K5/8/8/8/8/8/4Q3 w - - 0 1", "#2");
  // Popeye's order (docs/output.md): the queen on e1 first, north-east first, the farthest first.
  EXPECT_EQ(line.rfind("--fen:0: problem 1 #2: cooked (1.Qe1-h4, 1.Qe1-g3, 1.Qe1-a5 # in 1, ", 0), 0u) << line;
  EXPECT_TRUE(line.ends_with(", 1.Qe1-h1 +, 1.Qe1-f1, 1.Kc7-b6, 1.Kc7-c8)")) << line;
  EXPECT_NE(line.find(", 1.Qe1-e4 +, "), std::string::npos) << line;
  EXPECT_NE(line.find(", 1.Qe1-a5 # in 1, "), std::string::npos) << line;
  EXPECT_EQ(line.find("duals"), std::string::npos) << line;
  const Assessment a = assess(solved("k7/2K5/8/8/8/8/8/4Q3 w - - 0 1", "#2").result, 0);
  EXPECT_EQ(a.keys.size(), 20u);
  EXPECT_TRUE(a.unsound);
}

// Diagram 4 (#1): no mate; the one try 1.Rb8+ and its refutation 1...Ka7 are named.
TEST(VerifyReport, NoSolutionNamesTheTries) {
  io::ProblemInstance p = test::diagram_of_problem("regent/diagram04.pop");
  RunConfig config;
  config.tries_without_key = true;
  const ProblemOutcome o = solve_problem(p, config);
  ASSERT_FALSE(o.error) << *o.error;
  EXPECT_EQ(verify_line(o, 1), p.source_file + ":1: problem 1 #1: no solution; tries: 1.Rb8[Qh8=Kh8] + but 1...Ka7");
  // Without the option the analysis does not look for tries, and the line names none.
  EXPECT_EQ(verify_line(solve_problem(p, RunConfig{}), 1), p.source_file + ":1: problem 1 #1: no solution");
}

// The tries of a problem without key are only looked for when there is no key.
TEST(VerifyReport, NoTriesWhenThereIsAKey) {
  RunConfig config;
  config.tries_without_key = true;
  const ProblemOutcome o = solve_fen("3k4/1K4P1/8/8/8/8/2R5/8 w - - 0 1", "#2", {}, config);
  EXPECT_TRUE(o.result.battle.tries.empty());
}

// MaxSolutionsStopsAHelpProblemEarly: the h#1.5 has exactly four solutions.
TEST(VerifyReport, HelpSolutionsAgainstTheIntendedNumber) {
  const char* fen = "8/8/8/8/8/5N1p/p7/k1K5 w - - 0 1";
  const std::string all = "1...Sf3-d2 2.h3-h2 Sd2-b3 #, 1...Sf3-e1 2.h3-h2 Se1-c2 #, "
                          "1...Sf3-d4 2.h3-h2 Sd4-c2 #, 1...Sf3-d4 2.h3-h2 Sd4-b3 #";
  EXPECT_EQ(verify_fen(fen, "h#1.5", {"intended 4"}), "--fen:0: problem 1 h#1.5: sound (4 solutions, 4 intended)");
  EXPECT_EQ(verify_fen(fen, "h#1.5", {"intended 3"}),
            "--fen:0: problem 1 h#1.5: cooked (4 solutions, 3 intended); solutions: " + all);
  EXPECT_EQ(verify_fen(fen, "h#1.5", {"intended 5"}),
            "--fen:0: problem 1 h#1.5: fewer solutions than intended (4 solutions, 5 intended); solutions: " + all);
  EXPECT_EQ(verify_fen(fen, "h#1.5"), "--fen:0: problem 1 h#1.5: cooked (4 solutions); solutions: " + all);
}

// SolverVerdict.ShortSolutionInHelpPlay: the h#2 has a mate in one besides four full solutions;
// only the short one is listed.
TEST(VerifyReport, ShortHelpSolutionNamed) {
  EXPECT_EQ(verify_fen("8/8/8/8/8/7p/p2N4/k1K5 w - - 0 1", "h#2"),
            "--fen:0: problem 1 h#2: short solution (5 solutions, 1 short); short solutions: 1.h3-h2 Sd2-b3 #");
}

// Short variations are named, but do not make the problem unsound. Reference position mate3-013
// (#3, Popeye's solution in tests/data/orthodox/mate3.json): after the key 1.Qh8-f6 the capture
// 1...Qc8*e6 allows mate at once by either promotion on h8.
TEST(VerifyReport, ShortVariationsNamed) {
  const Assessment a = assess(solved("2q4Q/P6P/4P3/P1p4k/8/4R2B/4b3/R3K3 w Q - 0 1", "#3").result, 0);
  ASSERT_EQ(a.keys, (std::vector<std::string>{"1.Qh8-f6"}));
  ASSERT_EQ(a.short_variations.size(), 1u);
  EXPECT_EQ(a.short_variations[0].after, "1...Qc8*e6");
  EXPECT_EQ(a.short_variations[0].moves, (std::vector<std::string>{"2.h7-h8=Q #", "2.h7-h8=R #"}));
  EXPECT_FALSE(a.unsound);
}

TEST(VerifyReport, JsonNamesTheSameFlaws) {
  RunConfig config;
  config.tries_without_key = true;
  const ProblemOutcome o = solve_fen("q7/k7/bNP5/P7/8/3B4/7K/5Q2 w - - 0 1 f1,a8", "#2", {}, config);
  const nlohmann::json j = verify_json(o, 7, 2);
  EXPECT_EQ(j["index"], 7);
  EXPECT_EQ(j["problem"], 2);
  EXPECT_EQ(j["verdict"], "sound");
  EXPECT_EQ(j["unsound"], false);
  EXPECT_EQ(j["keys"], nlohmann::json::array({"1.Qf1-f8[Qa8=Ka8] +"}));
  ASSERT_EQ(j["duals"].size(), 3u);
  EXPECT_EQ(j["duals"][0]["after"], "1...Bc4[Ka8=Qa8]");
  EXPECT_EQ(j["duals"][0]["moves"], nlohmann::json::array({"2.Bxc4[Qa8=Ka8] #", "2.Qf8xa8 #"}));
  EXPECT_EQ(j["threat_duals"], nlohmann::json::array());
  EXPECT_EQ(j["tries"], nlohmann::json::array());

  const ProblemOutcome help = solve_fen("8/8/8/8/8/5N1p/p7/k1K5 w - - 0 1", "h#1.5", {"intended 3"}, config);
  const nlohmann::json h = verify_json(help, 1, 1);
  EXPECT_EQ(h["verdict"], "cooked");
  EXPECT_EQ(h["unsound"], true);
  EXPECT_EQ(h["num_solutions"], 4);
  EXPECT_EQ(h["intended"], 3);
  EXPECT_EQ(h["solutions"].size(), 4u);
}

}  // namespace
}  // namespace regent
