// `--condition TEXT` for --fen input: the variant of the position for solve, moves and perft, as
// a problem file's condition line would choose it.
#include <gtest/gtest.h>

#include <string>

#include "tests/cli/cli_helpers.h"

namespace {

using CommandRun = regent::test::CliRun;

// Runs the regent binary with these arguments, each quoted for the shell.
CommandRun regent(std::initializer_list<std::string> args) {
  std::string line;
  for (const auto& a : args) {
    if (!line.empty()) line += ' ';
    line += regent::test::shell_quote(a);
  }
  return regent::test::run_regent(line);
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Regent Chess' initial array: the regents field of a Regent FEN and the condition's marks give
// the same perft.
TEST(CliCondition, PerftUnderAConditionMatchesTheRegentsField) {
  const CommandRun by_field = regent({"perft", "rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1 d1,d8", "3"});
  EXPECT_EQ(by_field.status, 0) << by_field.err;
  EXPECT_EQ(by_field.out, "8822\n");
  const CommandRun by_condition = regent({"perft", "--condition", "regent white regent d1 black regent d8",
                                   "rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1", "3"});
  EXPECT_EQ(by_condition.status, 0) << by_condition.err;
  EXPECT_EQ(by_condition.out, "8822\n");
  const CommandRun with_fen_flag = regent({"perft", "--condition", "regent white regent d1 black regent d8", "--fen",
                                    "rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w - - 0 1", "2"});
  EXPECT_EQ(with_fen_flag.status, 0) << with_fen_flag.err;
  EXPECT_EQ(with_fen_flag.out, "400\n");
}

// Diagram 5 of problems/regent (Regent Mate of the first type) as a FEN: Black's two kings are
// only legal under Regent Chess.
const char* kDiagram5 = "k7/4N3/1Q6/8/2k5/8/3K4/3B4 w - - 0 1";

TEST(CliCondition, SolveAndMovesTakeTheCondition) {
  const CommandRun solved = regent({"--noboard", "--condition", "regent white regent b6 black regent c4 king a8", "--fen",
                             kDiagram5, "--stip", "#1"});
  EXPECT_EQ(solved.status, 0) << solved.err;
  EXPECT_TRUE(contains(solved.out, "   1.Be2 # !\n\n   1.Bb3 # !\n")) << solved.out;
  EXPECT_TRUE(contains(solved.out, "verdict: cooked (2 keys)")) << solved.out;

  const CommandRun orthodox = regent({"--noboard", "--fen", kDiagram5, "--stip", "#1"});
  EXPECT_EQ(orthodox.status, 1);
  EXPECT_EQ(orthodox.err, "error: --fen:0: problem 1: illegal position: Black has 2 kings\n");

  const CommandRun moves = regent({"moves", "--condition", "regent white regent b6 black regent c4 king a8", "--fen",
                            kDiagram5});
  EXPECT_EQ(moves.status, 0) << moves.err;
  EXPECT_EQ(moves.out.substr(0, moves.out.find('\n')),
            "Regent Chess, White to move: k7/4N3/1Q6/8/2k5/8/3K4/3B4 w - - 0 1 b6,c4");
}

TEST(CliCondition, Errors) {
  const CommandRun unknown = regent({"perft", "--condition", "madrasi", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "2"});
  EXPECT_EQ(unknown.status, 1);
  EXPECT_EQ(unknown.err, "error: condition 'madrasi' is not supported (supported: regent, powerfulmonarch, prince, royalstandard)\n");
  EXPECT_EQ(unknown.out, "");

  const CommandRun bad_args = regent({"perft", "--condition", "regent white regent z9", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "2"});
  EXPECT_EQ(bad_args.status, 1);
  EXPECT_EQ(bad_args.err, "error: condition regent: 'z9' is not a square (expected e.g. d1)\n");

  const CommandRun without_fen = regent({"--condition", "regent", "some.pop"});
  EXPECT_EQ(without_fen.status, 2);
  EXPECT_EQ(without_fen.err, "error: --condition applies to --fen input (a problem file has its own condition line)\n");
}

}  // namespace
