// The regent command as a user runs it: exit status, stdout and stderr of the built binary on the
// problem files of tests/data/cli/ (their solutions are analysed in tests/solver/).
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <algorithm>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "tests/cli/cli_helpers.h"

namespace {

namespace fs = std::filesystem;

using regent::test::CliRun;
// The shared helpers of tests/cli/cli_helpers.h under this file's short names.
std::string quote(const std::string& s) { return regent::test::shell_quote(s); }
CliRun regent(const std::string& args) { return regent::test::run_regent(args); }
std::string data(const std::string& name) { return regent::test::cli_data(name); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// three_problems.pop: problem 2 has the unknown piece "xb2" on line 9.
TEST(Cli, AnUnreadableProblemDoesNotStopTheOthers) {
  const std::string file = data("three_problems.pop");
  const CliRun r = regent(quote(file));
  EXPECT_EQ(r.status, 1) << r.err;
  EXPECT_TRUE(contains(r.out, "1.Rh1-h8 # !")) << r.out;  // problem 1
  EXPECT_TRUE(contains(r.out, "1.Qc1-c7 = !")) << r.out;  // problem 3
  EXPECT_TRUE(contains(r.out, "1.Qc1-f4 = !")) << r.out;
  // Exactly one error line, naming file, line, problem and what was wrong.
  EXPECT_EQ(r.err, "error: " + file +
                       ":9: problem 2: unknown piece 'X' in 'xb2' (known pieces: K Q R B S P (N = S))\n");
}

// illegal.pop: the problem starts on line 2 (after an empty line); the kings touch.
TEST(Cli, AnIllegalPositionIsAnError) {
  const std::string file = data("illegal.pop");
  const CliRun r = regent(quote(file));
  EXPECT_EQ(r.status, 1);
  EXPECT_TRUE(contains(r.err, "error: " + file + ":2: problem 1: illegal position: the kings stand next to each other"))
      << r.err;
}

TEST(Cli, AGoodFileExitsZero) {
  const CliRun r = regent(quote(data("sound.pop")));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "   1.Sg4-e3 ! threat:\n          2.Se3-c2 #\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "   1.Sg4-h2 ? zugzwang.\n    but\n      1...d6-d5 !\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "verdict: sound (1 key, 1 try)")) << r.out;
  EXPECT_EQ(r.err, "");
}

TEST(Cli, VerifyExitStatusFollowsSoundness) {
  const CliRun sound = regent("verify " + quote(data("sound.pop")));
  EXPECT_EQ(sound.status, 0) << sound.out << sound.err;
  EXPECT_EQ(sound.out, data("sound.pop") + ":1: problem 1 #2: sound (1.Sg4-e3)\n");

  const CliRun cooked = regent("verify " + quote(data("cooked.pop")));
  EXPECT_EQ(cooked.status, 1) << cooked.out << cooked.err;
  // Keys in move-generation order (the queen's diagonal before its file).
  EXPECT_EQ(cooked.out, data("cooked.pop") + ":1: problem 1 =1: cooked (1.Qc1-f4 =, 1.Qc1-c7 =)\n");
}

void expect_fields(const nlohmann::json& j, std::initializer_list<const char*> fields, const std::string& what) {
  for (const char* f : fields) EXPECT_TRUE(j.contains(f)) << what << " lacks '" << f << "': " << j.dump();
}

// json.pop: a #2 with a try, an h#1.5, and a problem with an unknown piece (line 15).
TEST(Cli, JsonOutputHasTheDocumentedFields) {
  const std::string file = data("json.pop");
  const CliRun r = regent("--format json " + quote(file));
  EXPECT_EQ(r.status, 1);  // problem 3 could not be read
  nlohmann::json doc;
  ASSERT_NO_THROW(doc = nlohmann::json::parse(r.out)) << r.out;
  expect_fields(doc, {"version", "problems"}, "document");
  ASSERT_EQ(doc["problems"].size(), 3u) << r.out;

  const nlohmann::json& p1 = doc["problems"][0];
  expect_fields(p1, {"index", "source", "line", "title", "author", "origin", "twin", "twin_description", "stipulation",
                     "variant", "variant_title", "fen", "error", "solution"},
                "problem");
  EXPECT_EQ(p1["index"], 1);
  EXPECT_EQ(p1["source"], file);
  EXPECT_EQ(p1["line"], 1);
  EXPECT_EQ(p1["author"], "A. Tester");
  EXPECT_EQ(p1["title"], "Knight #2");
  EXPECT_EQ(p1["stipulation"], "#2");
  EXPECT_EQ(p1["variant"], "orthodox");
  EXPECT_EQ(p1["fen"].get<std::string>().rfind("8/8/3p4/8/6N1/7p/p7/k1K5 w", 0), 0u) << p1["fen"];
  EXPECT_TRUE(p1["error"].is_null());
  const nlohmann::json& s1 = p1["solution"];
  expect_fields(s1, {"verdict", "first_mover", "stipulation", "keys", "tries", "duals", "notes", "timed_out", "nodes",
                     "time_s"},
                "solution");
  EXPECT_EQ(s1["verdict"], "sound");
  EXPECT_EQ(s1["first_mover"], "white");
  EXPECT_EQ(s1["timed_out"], false);
  ASSERT_EQ(s1["keys"].size(), 1u);
  const nlohmann::json& key = s1["keys"][0];
  expect_fields(key, {"move", "mode", "length", "threats", "variations", "refutations"}, "attacker");
  EXPECT_EQ(key["mode"], "threat");
  EXPECT_EQ(key["length"], 2);
  expect_fields(key["move"], {"from", "to", "piece", "promotion", "capture", "castling", "en_passant", "check", "mate",
                              "stalemate", "coord", "text", "notation"},
                "move");
  EXPECT_EQ(key["move"]["text"], "Sg4-e3");
  ASSERT_EQ(key["threats"].size(), 1u);
  EXPECT_EQ(key["threats"][0]["move"]["text"], "Se3-c2 #");
  EXPECT_EQ(key["threats"][0]["mode"], "goal");
  ASSERT_EQ(s1["tries"].size(), 1u);
  EXPECT_EQ(s1["tries"][0]["move"]["text"], "Sg4-h2");
  ASSERT_EQ(s1["tries"][0]["refutations"].size(), 1u);
  EXPECT_EQ(s1["tries"][0]["refutations"][0]["text"], "d6-d5");

  const nlohmann::json& p2 = doc["problems"][1];
  EXPECT_EQ(p2["stipulation"], "h#1.5");
  const nlohmann::json& s2 = p2["solution"];
  expect_fields(s2, {"verdict", "first_mover", "stipulation", "solutions", "lengths", "num_solutions", "num_full_length",
                     "num_short"},
                "help solution");
  EXPECT_EQ(s2["verdict"], "sound");
  EXPECT_EQ(s2["num_solutions"], 1);
  EXPECT_EQ(s2["num_full_length"], 1);
  EXPECT_EQ(s2["num_short"], 0);
  ASSERT_EQ(s2["solutions"].size(), 1u);
  ASSERT_EQ(s2["solutions"][0].size(), 3u);
  EXPECT_EQ(s2["solutions"][0][0]["text"], "Sg4-e3");
  EXPECT_EQ(s2["solutions"][0][1]["text"], "h3-h2");
  EXPECT_EQ(s2["solutions"][0][2]["text"], "Se3-c2 #");

  // A problem that failed to parse has only index, source, line and error.
  const nlohmann::json& p3 = doc["problems"][2];
  EXPECT_EQ(p3["index"], 3);
  EXPECT_EQ(p3["source"], file);
  EXPECT_FALSE(p3.contains("solution"));
  ASSERT_TRUE(p3["error"].is_object()) << p3.dump();
  EXPECT_EQ(p3["error"]["line"], 15);
  EXPECT_TRUE(p3["error"]["message"].is_string());
}

// docs/json-output.md: PROBLEM.line is "line where the problem starts", also for a problem that
// failed to parse (which has index, source, line and error). In json.pop problem 3 starts on line 13
// (its first line after 'nextproblem'); the unknown piece is on line 15.
TEST(Cli, JsonLineOfAnUnreadableProblemIsWhereItStarts) {
  const nlohmann::json doc = nlohmann::json::parse(regent("--format json " + quote(data("json.pop"))).out);
  const nlohmann::json& p3 = doc["problems"][2];
  EXPECT_EQ(p3["line"], 13);
  EXPECT_EQ(p3["error"]["line"], 15);
}

// docs/json-output.md: PROBLEM.source is the file name, "`--fen` for a position on the command line".
TEST(Cli, JsonSourceOfAFenProblemIsDashDashFen) {
  const CliRun r =
      regent("--format json solve --fen " + quote("k7/8/1K6/8/8/8/8/7R w - - 0 1") + " --stip " + quote("#1"));
  EXPECT_EQ(r.status, 0);
  const nlohmann::json doc = nlohmann::json::parse(r.out);
  EXPECT_EQ(doc["problems"][0]["source"], "--fen");
}

TEST(Cli, HelpMentionsEverySubcommand) {
  const CliRun r = regent("--help");
  EXPECT_EQ(r.status, 0);
  for (const char* word : {"solve", "verify", "perft", "--fen", "--stip", "--format"})
    EXPECT_TRUE(contains(r.out, word)) << word << " missing from:\n" << r.out;
}

TEST(Cli, UnknownOptionIsABadCommandLine) {
  const CliRun r = regent("--no-such-option " + quote(data("sound.pop")));
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "error: unrecognised option '--no-such-option'\nrun 'regent --help' for the commands and options\n");
  EXPECT_EQ(r.out, "");
}

TEST(Cli, PerftOfTheInitialPosition) {
  const CliRun r = regent("perft " + quote("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1") + " 3");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "8902\n");
}

// Kiwipete at depth 2 has 2039 paths; below castling e1g1 there are 43 (Black's replies).
TEST(Cli, PerftDivide) {
  const CliRun r = regent("perft --divide " +
                          quote("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1") + " 2");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "\ne1g1: 43\n")) << r.out;
  EXPECT_TRUE(r.out.ends_with("\ntotal: 2039\n")) << r.out;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 49);  // 48 first moves and the total
}

TEST(Cli, SolveAFenFromTheCommandLine) {
  const CliRun r = regent("solve --fen " + quote("k7/8/1K6/8/8/8/8/7R w - - 0 1") + " --stip " + quote("#1"));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(contains(r.out, "1.Rh1-h8 # !")) << r.out;
  EXPECT_TRUE(contains(r.out, "verdict: sound")) << r.out;
}

// Regent Chess: Diagram 12 of the Appendix, reconstructed (docs/rules/regent.md §8).
constexpr const char* kDiagram12 = "2qBr3/8/8/8/k7/8/3PpP2/1Q2K3 w - - 0 1 b1,c8";

TEST(Cli, RegentMovesListsLegalAndIllegalComplexMoves) {
  const CliRun r = regent("moves --fen " + quote(kDiagram12));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(r.out.starts_with("Regent Chess, White to move: 2qBr3/8/8/8/k7/8/3PpP2/1Q2K3 w - - 0 1 b1,c8\n"
                                "25 legal moves:\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "\n  Qb1-b2[Qc8=Kc8/e2=Pe2/Qb2=Kb2/Kc8=Qc8/Pe2=e2/Kb2=Qb2, etc.]  (Pat Perpetuum Mobile: drawn)\n"))
      << r.out;
  EXPECT_TRUE(contains(r.out, "\n  Qb1-e4[Qc8=Kc8/e2=Pe2]+\n")) << r.out;
  EXPECT_TRUE(contains(r.out, "\n6 illegal mobile stages:\n"
                              "  Qb1-d1[Qc8=Kc8/e2=Pe2/Qd1=Kd1]??  6.3.3: self-check at transformation 3 (Qd1=Kd1)\n"
                              "  Qb1-c2[Qc8=Kc8/e2=Pe2/Qc2=Kc2/Kc8=Qc8/Pe2=e2]??  6.3.3: self-check at transformation 4 (Kc8=Qc8)\n"
                              "  Qb1-b3[Qc8=Kc8/e2=Pe2/Qb3=Kb3]??  1.1: kings next to each other at transformation 3 (Qb3=Kb3)\n"))
      << r.out;
  EXPECT_TRUE(r.out.ends_with("  Kxe2??  6.1: self-check\n\n")) << r.out;
}

TEST(Cli, RegentMovesJsonCarriesTransformationsAndRules) {
  const CliRun r = regent("moves --format json --fen " + quote(kDiagram12));
  EXPECT_EQ(r.status, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  const auto& p = j["positions"][0];
  EXPECT_EQ(p["variant"], "regent");
  EXPECT_EQ(p["moves"].size(), 25u);
  EXPECT_EQ(p["illegal"].size(), 6u);
  const auto& d1 = p["illegal"][0];
  EXPECT_EQ(d1["coord"], "b1d1");
  EXPECT_EQ(d1["rule"], "hidden-self-check");
  EXPECT_EQ(d1["reason"], "6.3.3: self-check at transformation 3 (Qd1=Kd1)");
  ASSERT_EQ(d1["transformations"].size(), 3u);
  EXPECT_EQ(d1["transformations"][1], nlohmann::json({{"kind", "wakes"}, {"color", "black"}, {"square", "e2"}, {"text", "e2=Pe2"}}));
  bool found = false;
  for (const auto& m : p["moves"]) {
    if (m["coord"] != "b1b2") continue;
    found = true;
    EXPECT_EQ(m["ppm"], true);
    EXPECT_EQ(m["ending"], "PPM");
    EXPECT_EQ(m["transformations"].size(), 6u);
    EXPECT_EQ(m["position_after"], "2qBr3/8/8/8/k7/8/1Q1PpP2/4K3 b - - 1 1 b2,c8");
  }
  EXPECT_TRUE(found);
}

TEST(Cli, RegentConditionErrorsNameTheLine) {
  const fs::path file = fs::temp_directory_path() / ("regent_cli_bad_" + std::to_string(::getpid()) + ".pop");
  std::ofstream(file) << "begin\ncondition regent white regent e4\npieces white ke1 qd1 black ke8 qd8\n"
                         "stipulation #1\nend\n";
  const CliRun r = regent("moves " + quote(file.string()));
  fs::remove(file);
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "error: " + file.string() + ":2: problem 1: condition regent: White's regent on e4 must be a king "
                   "(uncrowned-king stage) or a queen (queen stage)\n");
}

TEST(Cli, RegentPerftFromTheInitialArray) {
  const CliRun r = regent("perft " + quote("rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQBFkqbf - 0 1 d1,d8") + " 3");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out, "8822\n");
}

}  // namespace
