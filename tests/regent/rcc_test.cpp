// The two readings of §6.3.1 (docs/rules/regent.md, "Two readings of §6.3.1"): RS-1, the
// default, and RCC, where a check to the crowned king that survives the mobile stage may be lifted
// by the transformations alone only by a move that mates. Positions where they differ, with the
// exact move lists under each.
#include <algorithm>

#include <nlohmann/json.hpp>

#include "rules/perft.h"
#include "tests/cli/cli_helpers.h"
#include "tests/regent/regent_test_util.h"

namespace regent::test {
namespace {

// Diagram 7 (appendix_7_13_test.cpp) after 1...Qc4-e4[Qg4=Kg4]++: the crowned Kb7 is in check from
// the queen-stage regent e4, which stays a queen unless Black's king is checked or stalemated.
const std::string kAfterQe4 = "3R4/1KN1B3/8/k3p3/4q1K1/3pp3/8/1R6 w - - 0 1 g4,e4";

TEST(RegentReadings, Diagram7AfterTheQueenCheck) {
  RegentPosition rs1 = regent_fen(kAfterQe4), rcc = regent_fen(kAfterQe4 + ",rcc");
  EXPECT_FALSE(rs1.rcc);
  EXPECT_TRUE(rcc.rcc);
  // The §6.3.1 and §6.3.2 moves mate, so both readings allow them; Rd4 checks the black king
  // (so Qe4 becomes a king and Kb7's check is lifted) without mating: RS-1 only.
  EXPECT_EQ(legal_texts(rs1),
            (std::vector<std::string>{"Ra1[Qe4=Ke4/Kg4=Qg4]#", "Rb4[Qe4=Ke4/Kg4=Qg4]#", "Ka7[Kg4=Qg4]", "Kb8[Kg4=Qg4]",
                                      "Kc8[Kg4=Qg4]", "Sd5[Kg4=Qg4]", "Rd4[Qe4=Ke4/Kg4=Qg4]+", "Rd5[Kg4=Qg4/Qe4=Ke4]#",
                                      "Ra8[Qe4=Ke4/Kg4=Qg4]#"}));
  EXPECT_EQ(legal_texts(rcc),
            (std::vector<std::string>{"Ra1[Qe4=Ke4/Kg4=Qg4]#", "Rb4[Qe4=Ke4/Kg4=Qg4]#", "Ka7[Kg4=Qg4]", "Kb8[Kg4=Qg4]",
                                      "Kc8[Kg4=Qg4]", "Sd5[Kg4=Qg4]", "Rd5[Kg4=Qg4/Qe4=Ke4]#", "Ra8[Qe4=Ke4/Kg4=Qg4]#"}));
  const StudiedMove rd4 = find_move(rcc, "Rd4");
  EXPECT_FALSE(rd4.legal);
  EXPECT_EQ(rd4.rule, "rcc-lift-without-mate");
  EXPECT_EQ(rd4.reason,
            "6.3.1 (RCC): the transformations alone lift the check to the crowned king, and the move does not mate");
  // The reading is part of the position: its key, its FEN, and the counts that follow.
  EXPECT_NE(rs1.key(), rcc.key());
  EXPECT_EQ(regentchess::fen(rcc), kAfterQe4 + ",rcc");
  EXPECT_EQ(regentchess::fen(find_move(rcc, "Ka7").after),
            "3R4/K1N1B3/8/k3p3/4q1Q1/3pp3/8/1R6 b - - 1 1 g4,e4,rcc");
  EXPECT_EQ(perft<RegentChess>(rs1, 1), 9u);
  EXPECT_EQ(perft<RegentChess>(rs1, 2), 41u);
  EXPECT_EQ(perft<RegentChess>(rs1, 3), 2088u);
  EXPECT_EQ(perft<RegentChess>(rcc, 1), 8u);
  EXPECT_EQ(perft<RegentChess>(rcc, 2), 39u);
  EXPECT_EQ(perft<RegentChess>(rcc, 3), 2020u);
}

// A chain of cross-checks: White's only escapes from the queen check lift it by checking the
// black king, and Black's only reply checks White again the same way. Under RS-1 the lifts are
// legal; under RCC each must mate, which needs the other side to have no reply, which turns on
// the next lift: the question has no end in sight, and the move is reported undecided, never
// accepted or refused silently (RCC_MAX_CHAIN).
TEST(RegentReadings, EndlessChainOfLiftsIsUndecided) {
  const std::string fen = "r3k2r/1p3pp1/8/8/1n1q2B1/2N5/1P1K1PP1/R2K3R w kq - 0 3 d1,d4";
  EXPECT_EQ(legal_texts(regent_fen(fen)),
            (std::vector<std::string>{"Rxa8[Qd4=Kd4/Kd1=Qd1]+", "Re1[Qd4=Kd4/Kd1=Qd1]+", "Rxh8[Qd4=Kd4/Kd1=Qd1]+",
                                      "Bd7[Qd4=Kd4/Kd1=Qd1]+"}));
  const RegentPosition rcc = regent_fen(fen + ",rcc");
  EXPECT_EQ(legal_texts(rcc), std::vector<std::string>{});
  for (const std::string mobile : {"Rxa8", "Rxh8", "Bd7"}) {
    const StudiedMove m = find_move(rcc, mobile);
    EXPECT_FALSE(m.legal) << mobile;
    EXPECT_EQ(m.rule, "rule7-undecided") << mobile;
    EXPECT_EQ(m.reason, "7: undecided (the chain of checks to crowned kings repeats a position or runs too long)");
  }
  const StudiedMove re1 = find_move(rcc, "Re1");
  EXPECT_FALSE(re1.legal);
  EXPECT_EQ(re1.rule, "rcc-lift-without-mate");
}

TEST(RegentReadings, ReadFromTheConditionAndTheFen) {
  // `condition regent rcc` and the regents field's ",rcc" set the same position.
  const CliRun by_condition = run_regent(
      "moves --fen '3R4/1KN1B3/8/k3p3/4q1K1/3pp3/8/1R6 w - - 0 1' --condition 'regent rcc white regent g4 black regent e4'");
  const CliRun by_fen = run_regent("moves --fen '" + kAfterQe4 + ",rcc'");
  EXPECT_EQ(by_condition.status, 0);
  EXPECT_EQ(by_condition.out, by_fen.out);
  EXPECT_EQ(by_fen.out.substr(0, by_fen.out.find('\n')),
            "Regent Chess, White to move: 3R4/1KN1B3/8/k3p3/4q1K1/3pp3/8/1R6 w - - 0 1 g4,e4,rcc");
  const CliRun bad = run_regent("moves --fen '" + kAfterQe4 + ",rc'");
  EXPECT_EQ(bad.status, 1);
  EXPECT_NE(bad.err.find("condition regent: unexpected 'rc' (expected rcc, white, black, regent SQUARE, king SQUARE "
                         "or classical)"),
            std::string::npos)
      << bad.err;
}

}  // namespace
}  // namespace regent::test

namespace regent::test {
namespace {

// `regent verify --both-readings`: a line per reading, then whether the verdict depends on it.
// Problem 3 is sound under both; problem 5's reconstruction is sound under RS-1 only (RCC forbids
// some of Black's replies, so more final positions are mates).
TEST(RegentReadings, VerifyUnderBothReadings) {
  const std::string dir = std::string(REGENT_PROBLEMS_DIR) + "/kapusta/";
  const CliRun qg6 = run_regent("verify --both-readings " + shell_quote(dir + "03-qg6.pop"));
  EXPECT_EQ(qg6.status, 0) << qg6.err;
  const std::string dual = "; duals: 1...Kxc5 (2.Qg6-c2[Qd4=Kd4/d2=Pd2] # <b4>, 2.Qg6-d6[Qd4=Kd4/d2=Pd2] #)\n";
  EXPECT_EQ(qg6.out, dir + "03-qg6.pop:1: problem 1 #2 under RS-1: sound (1.Qe8-g6)" + dual + dir +
                         "03-qg6.pop:1: problem 1 #2 under RCC: sound (1.Qe8-g6)" + dual + dir +
                         "03-qg6.pop:1: problem 1 #2: the same verdict under every reading (sound)\n");
  const CliRun sc7 = run_regent("verify --both-readings " + shell_quote(dir + "05-sc7.pop"));
  EXPECT_EQ(sc7.status, 1);
  EXPECT_EQ(std::count(sc7.out.begin(), sc7.out.end(), '\n'), 3);
  EXPECT_NE(sc7.out.find("05-sc7.pop:1: problem 1 h#2 under RS-1: sound (3 solutions, 3 intended)\n"), std::string::npos);
  EXPECT_NE(sc7.out.find("05-sc7.pop:1: problem 1 h#2 under RCC: cooked (15 solutions, 3 intended); solutions: "),
            std::string::npos);
  EXPECT_NE(sc7.out.find("05-sc7.pop:1: problem 1 h#2: the verdict depends on the reading (RS-1: sound, RCC: cooked)\n"),
            std::string::npos);
  // JSON: one verdict per reading, named.
  const CliRun json = run_regent("verify --both-readings --format json " + shell_quote(dir + "05-sc7.pop"));
  const auto doc = nlohmann::json::parse(json.out);
  ASSERT_EQ(doc["verdicts"].size(), 2u);
  EXPECT_EQ(doc["verdicts"][0]["reading"], "RS-1");
  EXPECT_EQ(doc["verdicts"][1]["reading"], "RCC");
  // A variant with one reading: the usual line only.
  const std::string orthodox = std::string(REGENT_PROBLEMS_DIR) + "/orthodox/examples.pop";
  EXPECT_EQ(run_regent("verify --both-readings " + shell_quote(orthodox)).out,
            run_regent("verify " + shell_quote(orthodox)).out);
  // Not for other commands.
  const CliRun solve = run_regent("--both-readings " + shell_quote(dir + "03-qg6.pop"));
  EXPECT_EQ(solve.status, 2);
  EXPECT_EQ(solve.err, "error: --both-readings goes with regent verify (not with --jsonl)\n");
}

}  // namespace
}  // namespace regent::test
