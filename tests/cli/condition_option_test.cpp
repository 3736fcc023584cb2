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

// The Royal Standard: Black's king d6 can be taken at once (by the rook d4, in the range of e5, and
// by the standard-bearer e5). A game reaches such a position when Black leaves the king capturable,
// a legal move that loses; regent moves and perft take it, with the captures of the king as moves
// that end the game. It is no problem to solve.
const char* kKingCapturable = "eekee/4E2/3R3/7/5EE/K3E w -";

TEST(CliCondition, RoyalStandardKingCapturableIsStudiedNotSolved) {
  const CommandRun moves = regent({"moves", "--condition", "royalstandard", "--fen", kKingCapturable});
  EXPECT_EQ(moves.status, 0) << moves.err;
  EXPECT_EQ(moves.err, "");
  EXPECT_EQ(moves.out,
            "The Royal Standard, White to move: eekee/4E2/3R3/7/5EE/K3E w -\n"
            "22 legal moves:\n"
            "  Kb1-c1+\n  Kb1-a2+\n  Kb1-b2+\n  Kb1-c2+\n"
            "  Ef1-e1+\n  Ef1-e2+\n"
            "  Ef2-e1+\n  Ef2-e2+\n  Ef2-e3+\n  Ef2-f3+\n  Ef2-g3+\n"
            "  Eg2-f3+\n  Eg2-g3+\n"
            "  Ee5-e4\n  Ee5-f4\n  Ee5-d5+\n  Ee5-f5\n  Ee5*d6#  (king captured)\n"
            "  Rd4-e4+\n  Rd4-f4+\n  Rd4-d5+\n  Rd4*d6#  (king captured)\n"
            "\n");

  // A path that takes the king ends there: the two captures count 1 at depth 1 and nothing deeper.
  const CommandRun perft1 = regent({"perft", "--condition", "royalstandard", kKingCapturable, "1"});
  EXPECT_EQ(perft1.status, 0) << perft1.err;
  EXPECT_EQ(perft1.out, "22\n");
  const CommandRun perft2 = regent({"perft", "--divide", "--condition", "royalstandard", kKingCapturable, "2"});
  EXPECT_EQ(perft2.status, 0) << perft2.err;
  EXPECT_EQ(perft2.out,
            "b1c1: 24\nb1a2: 24\nb1b2: 24\nb1c2: 24\nf1e1: 24\nf1e2: 24\nf2e1: 24\nf2e2: 24\nf2e3: 24\n"
            "f2f3: 24\nf2g3: 24\ng2f3: 24\ng2g3: 24\ne5e4: 23\ne5f4: 23\ne5d5: 23\ne5f5: 20\ne5d6: 0\n"
            "d4e4: 24\nd4f4: 24\nd4d5: 20\nd4d6: 0\ntotal: 469\n");

  const CommandRun solved = regent({"--noboard", "--condition", "royalstandard", "--fen", kKingCapturable, "--stip", "kc1"});
  EXPECT_EQ(solved.status, 1);
  EXPECT_EQ(solved.err,
            "error: --fen:0: problem 1: not a problem position: White to move can capture the black king at once: "
            "the game is already decided\n");

  // In orthodox chess (and Powerful Monarch Chess, Regent Chess) the side not to move cannot be in
  // check, as no move may leave the own king attacked: such a position cannot arise, and moves and
  // perft refuse it as solve does.
  const char* orthodox = "4k3/8/8/8/8/8/4R3/4K3 w - - 0 1";
  const CommandRun orthodox_moves = regent({"moves", "--fen", orthodox});
  EXPECT_EQ(orthodox_moves.status, 1);
  EXPECT_EQ(orthodox_moves.err,
            "error: --fen:0: problem 1: illegal position: Black is in check but it is White's move\n");
  const CommandRun orthodox_perft = regent({"perft", orthodox, "1"});
  EXPECT_EQ(orthodox_perft.status, 1);
  EXPECT_EQ(orthodox_perft.err, "error: illegal position: Black is in check but it is White's move\n");
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
