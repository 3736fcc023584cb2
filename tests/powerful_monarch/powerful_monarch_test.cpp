// Powerful Monarch Chess (seed 001): every example and corollary of the FIDPMC panel, the
// castling clarification of the source thread, exact legal move lists of hand-checked positions,
// perft, and the composed problems of problems/powerful_monarch/. The reasoning behind each
// expected list is in the comment above it; the lists and perft figures were also confirmed by a
// separate, deliberately naive generator (make every pseudo-legal move, test check by the rules).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "rules/orthodox/orthodox.h"
#include "rules/perft.h"
#include "rules/powerful_monarch/powerful_monarch.h"
#include "solver/io/json_problem.h"
#include "solver/io/popeye_parser.h"
#include "solver/run/runner.h"
#include "tests/solver/problem_file_helpers.h"

namespace regent {
namespace {

using V = PowerfulMonarch;

Position at(const std::string& fen) {
  std::string error;
  auto pos = Position::from_fen(fen, &error);
  EXPECT_TRUE(pos.has_value()) << error;
  return pos.value_or(Position{});
}

// The legal moves of a FEN under `condition powerfulmonarch`, as `regent moves` writes them:
// "Kh6-h7 +" (check), "Sd6-f7 =" (stalemate), "Kf6-g7 #" (mate). In generation order.
std::vector<std::string> moves(const std::string& fen) {
  const MovesOutcome o = moves_problem(io::problem_from_fen(fen, "#1", {}, {"powerfulmonarch"}));
  EXPECT_FALSE(o.error.has_value()) << *o.error;
  EXPECT_EQ(o.variant, "powerfulmonarch");
  std::vector<std::string> out;
  for (const auto& m : o.moves) out.push_back(m.record.text());
  return out;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

// ---- the panel's stalemate (Molly, Nathaniel, Indira, Johnny, Linda) ----------------------------

// White Kh7 Pg6, Black Kh8 Sf7. Each king stands next to the other, defended (g6 covers h7, f7
// covers h8), so neither is in check. White: Kg8 and Kg7 stand next to h8 undefended, Kh6 is
// attacked by the knight; the pawn is the king's only defender, so g7 and g6*f7 ("pawn takes
// knight", which would also check Black) leave the king in check. Black: Kg8 and Kg7 stand next
// to h7 undefended; the knight is the king's only defender. Stalemate whoever is to move.
TEST(PowerfulMonarchSeed, ThePanelsStalemateWhoeverMoves) {
  for (const char* fen : {"7k/5n1K/6P1/8/8/8/8/8 w - - 0 1", "7k/5n1K/6P1/8/8/8/8/8 b - - 0 1"}) {
    SCOPED_TRACE(fen);
    EXPECT_EQ(moves(fen), std::vector<std::string>{});
    const Position pos = at(fen);
    EXPECT_FALSE(V::in_check(pos));
    EXPECT_TRUE(V::is_stalemate(pos));
    EXPECT_FALSE(V::is_checkmate(pos));
    EXPECT_EQ(V::state(pos), GameState::Stalemate);
    EXPECT_EQ(V::illegality(pos), std::nullopt);
  }
}

// "White's last move was Kh6-h7, black's was Nd6-f7 - in either order." First order: White Kh6
// Pg6, Black Kh8 Sd6, White to move. Kh7 is defended by g6 and checks the undefended Kh8; Kg7
// would stand undefended next to h8; Kg5 and Kh5 are free; g7 checks with the pawn.
TEST(PowerfulMonarchSeed, KingMovesUpDefendedAndChecks) {
  EXPECT_EQ(moves("7k/8/3n2PK/8/8/8/8/8 w - - 0 1"),
            (std::vector<std::string>{"Kh6-g5", "Kh6-h5", "Kh6-h7 +", "g6-g7 +"}));
}

// ...then Black, in check from the king, cannot take it (defended), cannot go to g8 or g7 (next
// to Kh7, undefended), and parries by defending his own king (Nathaniel): Sd6-f7 is the only
// move, and it leaves White stalemated.
TEST(PowerfulMonarchSeed, DefendingOnesOwnKingParriesTheKingsCheck) {
  const std::string fen = "7k/7K/3n2P1/8/8/8/8/8 b - - 0 1";
  EXPECT_TRUE(V::in_check(at(fen)));
  EXPECT_EQ(moves(fen), (std::vector<std::string>{"Sd6-f7 ="}));
}

// Second order: Black first, from the same position with Black to move: Sd6-f7 and Sd6-f5 check
// Kh6; Kg8 is free; Kg7 and Kh7 stand next to Kh6 undefended (h7 is also covered by g6).
TEST(PowerfulMonarchSeed, TheOtherOrderBlackFirst) {
  EXPECT_EQ(sorted(moves("7k/8/3n2PK/8/8/8/8/8 b - - 0 1")),
            sorted({"Kh8-g8", "Sd6-c4", "Sd6-e4", "Sd6-b5", "Sd6-f5 +", "Sd6-b7", "Sd6-f7 +", "Sd6-c8", "Sd6-e8"}));
}

// ...then White, in check from Sf7: Kg5 is attacked by the knight, Kg7 stands next to h8
// undefended, g7 does not parry. Kh6-h7 (defended by g6, not checking the defended Kh8) reaches
// the panel's stalemate, and so does g6*f7 (Kg8 is then covered by the pawn).
TEST(PowerfulMonarchSeed, TheOtherOrderWhiteAnswers) {
  EXPECT_EQ(moves("7k/5n2/6PK/8/8/8/8/8 w - - 0 1"),
            (std::vector<std::string>{"Kh6-h5", "Kh6-h7 =", "g6*f7 ="}));
}

// ---- check by the king, king takes king, checkmate by the king ----------------------------------

// White Kg7 Rg1, Black Kh8 to move: the defended Kg7 checks; Kh8*g7 is impossible (defended),
// Kg8 and Kh7 stand next to Kg7 undefended. Checkmate by the king.
TEST(PowerfulMonarchSeed, TheDefendedKingMatesAndCannotBeTaken) {
  const std::string fen = "7k/6K1/8/8/8/8/8/6R1 b - - 0 1";
  EXPECT_EQ(moves(fen), std::vector<std::string>{});
  const Position pos = at(fen);
  EXPECT_TRUE(V::in_check(pos));
  EXPECT_TRUE(V::is_checkmate(pos));
}

// With a black rook on b2 Black defends his king: Rb2-b8 (along the 8th rank) and Rb2-h2 (along
// the h-file). Rb2-g2 would cut the white king's defender off but leaves Kh8 undefended next to
// Kg7, still in check: a king next to the enemy king is in check unless it is itself defended.
TEST(PowerfulMonarchSeed, OnlyDefendingParriesNotCuttingTheOtherDefence) {
  EXPECT_EQ(moves("7k/6K1/8/8/8/8/1r6/6R1 b - - 0 1"), (std::vector<std::string>{"Rb2-h2", "Rb2-b8"}));
}

// ---- both kings defended; a defender may not leave (Indira, Johnny, Kenneth, Linda) -----------

// White Kd4 Rd1, Black Ke5 Pf6, White to move. Both kings defended: no check either way. The rook
// may not undefend its king: only Rd2 and Rd3 still defend d4. King moves: Kd5 stays next to Ke5,
// defended by the rook through d4; Ke4 would be next to it undefended; c3, c4, c5, d3, e3 are
// away from it.
TEST(PowerfulMonarchSeed, BothDefendedNoCheckAndTheDefenderStays) {
  const std::string fen = "8/8/5p2/4k3/3K4/8/8/3R4 w - - 0 1";
  const Position pos = at(fen);
  EXPECT_FALSE(V::in_check(pos));
  EXPECT_EQ(V::illegality(pos), std::nullopt);  // Black's king is defended: not in check either
  EXPECT_EQ(moves(fen), (std::vector<std::string>{"Kd4-c3", "Kd4-d3", "Kd4-e3", "Kd4-c4", "Kd4-c5", "Kd4-d5",
                                                  "Rd1-d2", "Rd1-d3"}));
}

// The same with a second defender, Sc2 (covers d4): now every rook move is legal (Linda's "unless
// there is a second piece"), Re1 checks Ke5 along the e-file; the knight may also leave, since
// the rook still defends; Ke4 is still undefended (neither c2 nor d1 covers e4).
TEST(PowerfulMonarchSeed, ASecondDefenderFreesTheFirst) {
  EXPECT_EQ(moves("8/8/5p2/4k3/3K4/8/2N5/3R4 w - - 0 1"),
            (std::vector<std::string>{"Kd4-c3", "Kd4-d3", "Kd4-e3", "Kd4-c4", "Kd4-c5", "Kd4-d5", "Sc2-a1",
                                      "Sc2-e1", "Sc2-a3", "Sc2-e3", "Sc2-b4", "Rd1-a1", "Rd1-b1", "Rd1-c1",
                                      "Rd1-e1 +", "Rd1-f1", "Rd1-g1", "Rd1-h1", "Rd1-d2", "Rd1-d3"}));
}

// Molly: a defended king is still in check from a piece other than the king. Add Bb6 (b6-c5-d4):
// White must leave the diagonal: Kc3, Kc4, Kd3, Kd5 (next to Ke5, defended by Rd1); Kc5 and Ke3
// stay on it, Ke4 is undefended next to Ke5; the rook can neither block nor take.
TEST(PowerfulMonarchSeed, ADefendedKingIsStillCheckedByPieces) {
  const std::string fen = "8/8/1b3p2/4k3/3K4/8/8/3R4 w - - 0 1";
  EXPECT_TRUE(V::in_check(at(fen)));
  EXPECT_EQ(moves(fen), (std::vector<std::string>{"Kd4-c3", "Kd4-d3", "Kd4-c4", "Kd4-d5"}));
}

// ---- castling, as clarified in the source thread --------------------------------------------------

// En passant next to the enemy king (Powerful Monarch has its own legality test, not the orthodox
// one that ignored the enemy king): White's Kf6 is defended only by Pe5 against Black's defended
// Kg7; e5*d6 ep. (like e5-e6) takes the defence away and is illegal.
TEST(PowerfulMonarchSeed, EnPassantMayNotTakeAwayTheLastDefence) {
  EXPECT_EQ(moves("7b/6k1/5K2/3pP3/8/8/8/8 w - d6 0 1"),
            (std::vector<std::string>{"Kf6-f5", "Kf6-g5", "Kf6-e6", "Kf6-e7"}));
  // With a second defender the capture stands.
  const auto defended = moves("7b/6k1/5K2/3pP3/8/8/8/5R2 w - d6 0 1");
  EXPECT_NE(std::find(defended.begin(), defended.end(), "e5*d6 ep."), defended.end());
}

// White Ke1 Rh1, Black Kg2. 0-0: the king "stops" on f1, next to Kg2 and defended by the rook on
// h1 through g1; on g1 it is defended by the rook on f1; so castling is legal and checks the
// undefended Kg2. Kf1 likewise (defended through g1); Kf2 is next to Kg2 undefended; Ke2, Kd1, Kd2
// are away from it. Rh2 and Rg1 check with the rook.
TEST(PowerfulMonarchCastling, CastlingNextToTheEnemyKing) {
  EXPECT_EQ(moves("8/8/8/8/8/8/6k1/4K2R w K - 0 1"),
            (std::vector<std::string>{"Ke1-d1", "Ke1-f1 +", "Ke1-d2", "Ke1-e2", "Rh1-f1", "Rh1-g1 +", "Rh1-h2 +",
                                      "Rh1-h3", "Rh1-h4", "Rh1-h5", "Rh1-h6", "Rh1-h7", "Rh1-h8", "0-0 +"}));
  // Orthodox chess forbids it: f1 and g1 touch the black king.
  MoveList orthodox;
  Orthodox::generate(at("8/8/8/8/8/8/6k1/4K2R w K - 0 1"), orthodox);
  EXPECT_FALSE(orthodox.contains(Move(make_square(4, 0), make_square(6, 0), MK_CASTLE)));
}

// After 0-0+: Black's king must step away from g1: g3 and h3; f3 is covered by Rf1; f2, h2, h1
// touch Kg1 and would be undefended there; Kg2*f1 would put the king on f1, next to Kg1 and
// undefended, so it is no answer either.
TEST(PowerfulMonarchCastling, AnsweringTheCastlingCheck) {
  EXPECT_EQ(moves("8/8/8/8/8/8/6k1/5RK1 b - - 0 1"), (std::vector<std::string>{"Kg2-g3", "Kg2-h3"}));
}

// A bishop on a6 covers f1: castling through an attacked square stays illegal, as in chess (and
// Kf1, Ke2 are attacked too).
TEST(PowerfulMonarchCastling, NotThroughASquareAttackedByAPiece) {
  EXPECT_EQ(moves("8/8/b7/8/8/8/6k1/4K2R w K - 0 1"),
            (std::vector<std::string>{"Ke1-d1", "Ke1-d2", "Rh1-f1", "Rh1-g1 +", "Rh1-h2 +", "Rh1-h3", "Rh1-h4",
                                      "Rh1-h5", "Rh1-h6", "Rh1-h7", "Rh1-h8"}));
}

// Queen side: Black Kc2. 0-0-0 crosses d1 (next to c2, defended by Ra1 through b1 and c1) and
// lands on c1 (defended by Rd1): legal, with check. Kd1 checks the same way; Kd2 would be
// undefended next to Kc2.
TEST(PowerfulMonarchCastling, QueenSide) {
  EXPECT_EQ(moves("8/8/8/8/8/8/2k5/R3K3 w Q - 0 1"),
            (std::vector<std::string>{"Ke1-d1 +", "Ke1-f1", "Ke1-e2", "Ke1-f2", "Ra1-b1", "Ra1-c1 +", "Ra1-d1",
                                      "Ra1-a2 +", "Ra1-a3", "Ra1-a4", "Ra1-a5", "Ra1-a6", "Ra1-a7", "Ra1-a8",
                                      "0-0-0 +"}));
}

// A king standing defended next to the enemy king is not in check, so it may castle away: White
// Ke1 (defended by Sc2 and Rh1) next to Black Kd2 (defended by Pe3). Kd1 is defended by the rook
// through e1; Ke2 would be undefended, Kf2 is attacked by e3. Sc2*e3 takes Black's defender and
// checks; the knight may leave since the rook still defends e1 along the first rank.
TEST(PowerfulMonarchCastling, ADefendedKingNextToTheEnemyKingMayCastle) {
  EXPECT_EQ(moves("8/8/8/8/8/4p3/2Nk4/4K2R w K - 0 1"),
            (std::vector<std::string>{"Ke1-d1", "Ke1-f1", "Sc2-a1", "Sc2-a3", "Sc2*e3 +", "Sc2-b4", "Sc2-d4",
                                      "Rh1-f1", "Rh1-g1", "Rh1-h2 +", "Rh1-h3", "Rh1-h4", "Rh1-h5", "Rh1-h6",
                                      "Rh1-h7", "Rh1-h8", "0-0"}));
}

// ---- set-up --------------------------------------------------------------------------------------

TEST(PowerfulMonarchSetup, Illegalities) {
  // Both kings next to each other, Black's undefended, White to move: Black would be in check.
  EXPECT_EQ(V::illegality(at("7k/6K1/8/8/8/8/8/6R1 w - - 0 1")),
            std::optional<std::string>("Black's king stands undefended next to the enemy king but it is White's move"));
  EXPECT_EQ(V::illegality(at("7k/8/8/8/8/8/8/K6R w - - 0 1")),
            std::optional<std::string>("Black is in check but it is White's move"));
  EXPECT_EQ(V::illegality(at("7k/8/8/8/8/8/8/R7 w - - 0 1")), std::optional<std::string>("White has no king"));
}

TEST(PowerfulMonarchSetup, ConditionNamesAndArguments) {
  for (const char* name : {"powerfulmonarch", "PowerfulMonarch", "pow", "powerful monarch", "powerfulmonarchchess"}) {
    SCOPED_TRACE(name);
    const ProblemOutcome o = solve_problem(io::problem_from_fen("7k/8/5K2/8/8/8/8/6R1 w - - 0 1", "#1", {}, {name}), {});
    EXPECT_FALSE(o.error.has_value()) << *o.error;
    EXPECT_EQ(o.variant, "powerfulmonarch");
  }
  const ProblemOutcome bad =
      solve_problem(io::problem_from_fen("7k/8/5K2/8/8/8/8/6R1 w - - 0 1", "#1", {}, {"powerfulmonarch white"}), {});
  EXPECT_EQ(bad.error, std::optional<std::string>("condition powerfulmonarch takes no arguments, found 'white'"));
}

// ---- perft ---------------------------------------------------------------------------------------

// From the initial array the kings cannot come near each other within five plies, so the counts
// are orthodox chess' (20, 400, 8902, 197281, 4865609; the docs give all five).
TEST(PowerfulMonarchPerft, InitialArray) {
  Position pos = at("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  EXPECT_EQ(perft<V>(pos, 1), 20u);
  EXPECT_EQ(perft<V>(pos, 2), 400u);
  EXPECT_EQ(perft<V>(pos, 3), 8902u);
  EXPECT_EQ(perft<V>(pos, 4), 197281u);
}

// Positions where the variant matters (figures confirmed by the naive generator).
TEST(PowerfulMonarchPerft, KingsTogether) {
  Position defenders = at("8/8/5p2/4k3/3K4/8/2N5/3R4 w - - 0 1");
  EXPECT_EQ(perft<V>(defenders, 3), 1731u);
  Position castling = at("r7/8/8/8/8/8/6k1/R3K2R w KQ - 0 1");
  EXPECT_EQ(perft<V>(castling, 3), 7420u);
  // perft through the command-line path gives the same.
  EXPECT_EQ(perft_fen("r7/8/8/8/8/8/6k1/R3K2R w KQ - 0 1", 3, false, "powerfulmonarch").total, 7420u);
}

// ---- composed problems (problems/powerful_monarch/, verified by hand in its README) --------------

SolveResult solve(const std::string& fen, const std::string& stip) {
  const ProblemOutcome o = solve_problem(io::problem_from_fen(fen, stip, {}, {"powerfulmonarch"}), {});
  EXPECT_FALSE(o.error.has_value()) << *o.error;
  return o.result;
}

std::vector<std::string> texts(const std::vector<MoveRecord>& line) {
  std::vector<std::string> out;
  for (const auto& m : line) out.push_back(m.text());
  return out;
}

TEST(PowerfulMonarchProblems, CastlingMateInOne) {
  const SolveResult r = solve("8/8/4B3/8/4N3/8/4P1k1/4K2R w K - 0 1", "#1");
  ASSERT_EQ(r.battle.keys.size(), 1u);
  EXPECT_EQ(r.battle.keys[0].move.text(), "0-0 #");
  EXPECT_EQ(r.verdict, Verdict::Sound);
}

TEST(PowerfulMonarchProblems, KingMateInTwo) {
  const SolveResult r = solve("7k/8/8/4K3/8/8/8/6R1 w - - 0 1", "#2");
  ASSERT_EQ(r.battle.keys.size(), 1u);
  const AttackerNode& key = r.battle.keys[0];
  EXPECT_EQ(key.move.text(), "Ke5-f6");
  ASSERT_EQ(key.threats.size(), 1u);
  EXPECT_EQ(key.threats[0].move.text(), "Kf6-g7 #");
  EXPECT_EQ(r.verdict, Verdict::Sound);
}

TEST(PowerfulMonarchProblems, HelpmateInTwo) {
  const SolveResult r = solve("8/8/8/8/8/K2k4/8/N7 b - - 0 1", "h#2");
  ASSERT_EQ(r.help.solutions.size(), 1u);
  EXPECT_EQ(texts(r.help.solutions[0]), (std::vector<std::string>{"Kd3-d2", "Ka3-b3", "Kd2-c1", "Kb3-c2 #"}));
  EXPECT_EQ(r.verdict, Verdict::Sound);
}

// The problem files themselves, solved as `regent FILE` solves them: each is sound, with the
// solution its remark gives.
SolveResult solve_file(const std::string& name) {
  const ProblemOutcome o = test::solved_problem(test::diagram_of_problem("powerful_monarch/" + name));
  EXPECT_EQ(o.variant, "powerfulmonarch");
  EXPECT_EQ(o.result.verdict, Verdict::Sound) << name;
  return o.result;
}

TEST(PowerfulMonarchProblems, TheProblemFiles) {
  EXPECT_EQ(solve_file("castling-mate.pop").battle.keys.at(0).move.text(), "0-0 #");
  EXPECT_EQ(solve_file("king-mate.pop").battle.keys.at(0).move.text(), "Ke5-f6");
  EXPECT_EQ(texts(solve_file("helpmate.pop").help.solutions.at(0)),
            (std::vector<std::string>{"Kd3-d2", "Ka3-b3", "Kd2-c1", "Kb3-c2 #"}));
  // halfduplex h=1: White starts and is stalemated, by the panel's two last moves.
  EXPECT_EQ(texts(solve_file("stalemate.pop").help.solutions.at(0)),
            (std::vector<std::string>{"Kh6-h7 +", "Sd6-f7 ="}));
}

}  // namespace
}  // namespace regent
