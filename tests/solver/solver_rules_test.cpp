// Conventions about the diagram: castling rights (Popeye: allowed when king and rook stand on their
// squares, unless `nocastling`), en passant (only when the problem states it) and the legality
// checks of rules/orthodox/setup.cpp. Solutions were worked out by hand (see the comments).
#include <gtest/gtest.h>

#include "solver/io/popeye_parser.h"
#include "solver/output/text_output.h"
#include "solver_test_helpers.h"

namespace regent {
namespace {

using test::texts;

// Solves the only problem of a Popeye text.
ProblemOutcome solve_popeye(const std::string& text) {
  const auto problems = io::parse_popeye(text, "t.pop");
  EXPECT_EQ(problems.size(), 1u);
  if (problems.size() != 1) return {};
  EXPECT_FALSE(problems[0].error.has_value()) << problems[0].error->to_string();
  if (problems[0].error || problems[0].twins.size() != 1) return {};
  return solve_problem(problems[0].twins[0], RunConfig{});
}

// #1. White Ke1 Rh1 Sc1; Black Kf3 Pe3 Pe4 Pg3 Pg4. 1.0-0 puts the rook on f1, checking f3 through
// the empty f2; flights: e2 (Sc1), g2 and f2 (Kg1), f4 (rook, through the king), the other four
// squares hold black pawns, which cannot reach the f-file; nothing takes f1. e1, f1, g1 are not
// attacked, so castling is legal. Every other move fails: Rh1-f1+ with the king on e1 leaves g2;
// no knight move from c1 checks f3; the rook on rank 3 is blocked by g3; king moves do not check.
const char* kCastlingMate =
    "beginproblem\n"
    "stipulation #1\n"
    "pieces white ke1 rh1 sc1 black kf3 pe3 pe4 pg3 pg4\n";

TEST(SolverRules, CastlingKeyWhenKingAndRookStandOnTheirSquares) {
  const ProblemOutcome o = solve_popeye(std::string(kCastlingMate) + "endproblem\n");
  ASSERT_FALSE(o.error.has_value()) << *o.error;
  ASSERT_EQ(texts(o.result.battle.keys), (std::vector<std::string>{"0-0 #"}));
  const MoveDescription& d = o.result.battle.keys[0].move.desc;
  EXPECT_TRUE(d.castling);
  EXPECT_EQ(square_name(d.from), "e1");
  EXPECT_EQ(square_name(d.to), "g1");
  EXPECT_EQ(o.result.verdict, Verdict::Sound);
}

TEST(SolverRules, NoCastlingOptionRemovesTheKey) {
  for (const char* option : {"nocastling e1", "nocastling h1", "nocastling a1h1"}) {
    const ProblemOutcome o = solve_popeye(std::string(kCastlingMate) + "option " + option + "\nendproblem\n");
    ASSERT_FALSE(o.error.has_value()) << option << ": " << *o.error;
    EXPECT_TRUE(o.result.battle.keys.empty()) << option;
    EXPECT_EQ(o.result.verdict, Verdict::NoSolution) << option;
  }
}

TEST(SolverRules, CastlingFromAFenFollowsItsCastlingField) {
  const char* placement = "8/8/8/8/4p1p1/4pkp1/8/2N1K2R";
  EXPECT_EQ(texts(solve_fen(std::string(placement) + " w K - 0 1", "#1").result.battle.keys),
            (std::vector<std::string>{"0-0 #"}));
  EXPECT_TRUE(solve_fen(std::string(placement) + " w - - 0 1", "#1").result.battle.keys.empty());
}

// #1. White Kh1 Re1 Pe5 Sb8; Black Ke8 Rd8 Rf8 Pf7 Pd5, Black has just played d7-d5.
// e5xd6 e.p. opens the e-file: Re1 checks e8; d8, f8, f7 hold black units, d7 is covered by Sb8,
// e7 by the rook and the d6 pawn; the black units cannot reach the e-file (Rd8/Rf8 are blocked by
// the king, f7xe6 needs a white unit on e6). Without e.p. no move checks e8 (the e-file stays closed,
// the knight cannot reach c7/d6/f6/g7, the rook is confined to rank 1).
const char* kEnPassantMate =
    "beginproblem\n"
    "stipulation #1\n"
    "pieces white kh1 re1 pe5 sb8 black ke8 rd8 rf8 pf7 pd5\n";

TEST(SolverRules, EnPassantKeyOnlyWhenStated) {
  const ProblemOutcome with = solve_popeye(std::string(kEnPassantMate) + "option enpassant d7d5\nendproblem\n");
  ASSERT_FALSE(with.error.has_value()) << *with.error;
  ASSERT_EQ(texts(with.result.battle.keys), (std::vector<std::string>{"e5*d6 ep. #"}));
  EXPECT_TRUE(with.result.battle.keys[0].move.desc.en_passant);
  EXPECT_TRUE(with.result.battle.keys[0].move.desc.capture);
  EXPECT_EQ(with.result.verdict, Verdict::Sound);

  // The three-square form (from, passed, to) says the same.
  const ProblemOutcome three = solve_popeye(std::string(kEnPassantMate) + "option enpassant d7d6d5\nendproblem\n");
  ASSERT_FALSE(three.error.has_value()) << *three.error;
  EXPECT_EQ(texts(three.result.battle.keys), (std::vector<std::string>{"e5*d6 ep. #"}));

  const ProblemOutcome without = solve_popeye(std::string(kEnPassantMate) + "endproblem\n");
  ASSERT_FALSE(without.error.has_value()) << *without.error;
  EXPECT_TRUE(without.result.battle.keys.empty());
  EXPECT_EQ(without.result.verdict, Verdict::NoSolution);
}

TEST(SolverRules, EnPassantFromTheFenField) {
  const char* placement = "1N1rkr2/5p2/8/3pP3/8/8/8/4R2K";
  EXPECT_EQ(texts(solve_fen(std::string(placement) + " w - d6 0 1", "#1").result.battle.keys),
            (std::vector<std::string>{"e5*d6 ep. #"}));
  EXPECT_TRUE(solve_fen(std::string(placement) + " w - - 0 1", "#1").result.battle.keys.empty());
}

// ---- illegal diagrams ---------------------------------------------------------------------------

std::string error_of(const std::string& fen, const std::string& stip = "#1") {
  const ProblemOutcome o = solve_fen(fen, stip);
  return o.error ? *o.error : "no error";
}

TEST(SolverRules, IllegalDiagramsAreRejectedWithTheReason) {
  EXPECT_EQ(error_of("k7/8/8/8/8/8/8/8 w - - 0 1"), "illegal position: White has no king (option nowk accepts that)");
  EXPECT_EQ(error_of("8/8/8/8/8/8/8/K7 w - - 0 1"),
            "illegal position: Black has no king (option nobk accepts that)");
  // Another flaw besides: no hint.
  EXPECT_EQ(error_of("k7/8/8/8/8/8/8/P7 w - - 0 1"), "illegal position: White has no king");
  EXPECT_EQ(error_of("k6k/8/8/8/8/8/8/K7 w - - 0 1"), "illegal position: Black has 2 kings");
  EXPECT_EQ(error_of("8/8/8/8/8/8/8/Kk6 w - - 0 1"), "illegal position: the kings stand next to each other");
  // White to move (#1) while Black is in check from Ra1.
  EXPECT_EQ(error_of("k7/8/8/8/8/8/8/R6K w - - 0 1"), "illegal position: Black is in check but it is White's move");
  // Black moves first in h#1, while White is in check from the rook.
  EXPECT_EQ(error_of("k6r/8/8/8/8/8/8/7K w - - 0 1", "h#1"),
            "illegal position: White is in check but it is Black's move");
  EXPECT_EQ(error_of("k7/8/8/8/8/8/8/P6K w - - 0 1"), "illegal position: a pawn stands on a1, on the first or last rank");
  EXPECT_EQ(error_of("k2p4/8/8/8/8/8/8/7K w - - 0 1"), "illegal position: a pawn stands on d8, on the first or last rank");
  // Eight pawns and two queens: the second queen needs a promotion, no pawn is missing.
  EXPECT_EQ(error_of("k7/8/8/8/8/8/PPPPPPPP/QQ5K w - - 0 1"),
            "illegal position: White needs 1 promoted units but has only 0 missing pawns");
  // Two bishops on dark squares (c1, e3) with eight pawns.
  EXPECT_EQ(error_of("k7/8/8/8/8/4B3/PPPPPPPP/2B4K w - - 0 1"),
            "illegal position: White needs 1 promoted units but has only 0 missing pawns");
}

// Options nowk and nobk (Popeye's): a side without a king on purpose. The position is solved as
// given, with a note; the kingless side is never in check, so nothing of it is pinned.
TEST(SolverRules, OptionsNowkAndNobkAcceptASideWithoutKing) {
  const auto with = [](const std::string& fen, const std::string& stip, const std::vector<std::string>& options) {
    const ProblemOutcome o = solve_fen(fen, stip, options);
    return o.error ? *o.error : o.result.notes.empty() ? std::string("no note") : o.result.notes.front();
  };
  EXPECT_EQ(with("k7/8/8/8/8/8/8/1R6 w - - 0 1", "#1", {"nowk"}),
            "White has no king (option nowk): not a position of a game; solved as given, a side without a king is "
            "never in check");
  EXPECT_EQ(with("8/8/8/8/8/8/8/R7 w - - 0 1", "#1", {"nowk", "nobk"}),
            "neither side has a king (option nowk nobk): not a position of a game; solved as given, a side without a "
            "king is never in check");
  EXPECT_EQ(with("k7/8/8/8/8/8/8/R6K w - - 0 1", "#1", {"nowk"}),
            "illegal position: White has a king, but the problem says it has none (option nowk)");
  EXPECT_EQ(with("k7/8/8/8/8/8/8/1R5K w - - 0 1", "h#1", {"nobk"}),
            "illegal position: Black has a king, but the problem says it has none (option nobk)");
  // Popeye 4.104's solutions (REGRESSIONS/4_59_to_4_61.inp problems 3 and 4, TESTS/intell.inp
  // problem 8, each with option nowk).
  const auto solutions = [](const std::string& fen, const std::string& stip) {
    const ProblemOutcome o = solve_fen(fen, stip, {"nowk"});
    EXPECT_FALSE(o.error) << *o.error;
    return solution_text(o.result);
  };
  EXPECT_EQ(solutions("4B3/1P6/8/pp6/1k6/n7/8/8 w - - 0 1", "h#2.5"),
            "  1...b7-b8=S   2.Kb4-a4 Sb8-d7   3.b5-b4 Sd7-c5 #\n");
  EXPECT_EQ(solutions("5B2/2bP4/8/8/1q2p3/1k6/1rn5/8 w - - 0 1", "h#2.5"),
            "  1...d7-d8=R   2.Kb3-a3 Rd8-d6   3.Qb4-b3 Rd6-a6 #\n");
  EXPECT_EQ(solutions("8/8/8/2N5/8/8/4p3/2Qqkb2 w - - 0 1", "h#0.5"), "  1...Sc5-d3 #\n");
  // An empty board, both options (REGRESSIONS/4_55_to_4_57.inp problem 11: Popeye prints
  // " zugzwang.").
  const auto parsed =
      io::parse_popeye("beginproblem\nstipulation #2\noption nowk nobk try postkeyplay\nendproblem\n", "empty");
  ASSERT_EQ(parsed.size(), 1u);
  ASSERT_FALSE(parsed[0].error);
  const ProblemOutcome empty = solve_problem(parsed[0].twins.at(0), RunConfig{});
  ASSERT_FALSE(empty.error) << *empty.error;
  EXPECT_EQ(solution_text(empty.result), " zugzwang.\n\n");
  // The kingless side's moves: the rook's 14 and the pawn's two, en passant included (its test
  // for an uncovered check has no king to look at).
  const ProblemOutcome ep = solve_fen("k7/8/8/3pP3/8/8/8/1R6 w - d6 0 1", "#1", {"nowk"});
  ASSERT_FALSE(ep.error) << *ep.error;
  EXPECT_EQ(moves_problem(ep.problem).moves.size(), 16u);
}

TEST(SolverRules, LegalCornerCasesAreAccepted) {
  // Two bishops on different colours and eight pawns: no promotion needed.
  EXPECT_EQ(error_of("k7/8/8/8/8/8/PPPPPPPP/2B2B1K w - - 0 1"), "no error");
  // The side to move may be in check (White in check from a8 with White to move).
  EXPECT_EQ(error_of("r6k/8/8/8/8/8/8/K7 w - - 0 1"), "no error");
}

}  // namespace
}  // namespace regent
