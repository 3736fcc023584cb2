// Event #68 "Prince" (seed 002): the three examples of the text, the rules they imply (kings that
// cannot be checked, the chosen pawn's replacement, the taking-back rule, losing without a chosen
// pawn), exact legal move lists of hand-checked positions, perft, and the composed problems of
// problems/prince/. Every list and perft figure was also confirmed by a separate, deliberately
// naive generator (every pseudo-legal move made on a copy of the board, tested by the rules).
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "rules/orthodox/orthodox.h"
#include "rules/perft.h"
#include "rules/prince/prince.h"
#include "solver/io/json_problem.h"
#include "solver/io/popeye_parser.h"
#include "solver/run/runner.h"
#include "tests/solver/problem_file_helpers.h"

namespace regent {
namespace {

using V = Prince;

io::ProblemInstance problem(const std::string& fen, const std::string& stip, const std::string& condition) {
  return io::problem_from_fen(fen, stip, {}, {condition});
}

// The legal moves of a FEN under a Prince condition, as `regent moves` writes them ("Qf3*f7[g7=K] +"),
// in generation order.
std::vector<std::string> moves(const std::string& fen, const std::string& condition) {
  const MovesOutcome o = moves_problem(problem(fen, "#1", condition));
  EXPECT_FALSE(o.error.has_value()) << *o.error;
  EXPECT_EQ(o.variant, "prince");
  std::vector<std::string> out;
  for (const auto& m : o.moves) out.push_back(m.record.text());
  return out;
}

bool has(const std::vector<std::string>& list, const std::string& move) {
  return std::find(list.begin(), list.end(), move) != list.end();
}

// The position of a FEN under a Prince condition, set up as a problem's.
prince::PrincePosition position(const std::string& fen, const std::string& condition) {
  Diagram d;
  const io::ProblemInstance p = problem(fen, "#1", condition);
  for (const auto& piece : p.pieces)
    d.pieces.push_back({piece.color == 'w' ? WHITE : BLACK, piece.code, make_square(piece.square.file, piece.square.rank)});
  d.side_to_move = p.fen->side_to_move == 'w' ? WHITE : BLACK;
  d.castling = p.fen->castling;
  d.variant_args = p.conditions.at(0).args;
  SetupError error;
  auto pos = V::setup(d, &error);
  EXPECT_TRUE(pos.has_value()) << error.message;
  return pos.value_or(prince::PrincePosition{});
}

// Plays a move given by its text in the current position's legal list.
Move find_move(const prince::PrincePosition& pos, const std::string& text) {
  MoveList list;
  V::generate(pos, list);
  for (const Move& m : list)
    if (V::describe(pos, m).text == text) return m;
  ADD_FAILURE() << "no legal move " << text << " in " << V::fen(pos);
  return Move{};
}

// ---- Example 1 -----------------------------------------------------------------------------------

// After 1.e4 e5 2.Bc4 Sc6 3.Qf3 d6; White chose c2, Black g7. "White plays Bxf7. The move is not
// check since blacks king can not be checked."
const char* kExample1 = "r1bqkbnr/ppp2ppp/2np4/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 4";
const char* kExample1Condition = "prince white c2 black g7";

TEST(PrinceSeed, Example1BishopTakesF7IsNoCheck) {
  prince::PrincePosition pos = position(kExample1, kExample1Condition);
  const auto white = moves(kExample1, kExample1Condition);
  EXPECT_EQ(white.size(), 42u);
  EXPECT_TRUE(has(white, "Bc4*f7"));  // no check mark
  prince::PrinceUndo u;
  V::make(pos, find_move(pos, "Bc4*f7"), u);
  EXPECT_FALSE(V::in_check(pos));
  // "Black plays Kxf7. This is allowed since he is allowed to leave his king under attack": f7 is
  // covered by Qf3, and the king may take there. Orthodox chess would allow Ke7 and Kxf7 only.
  const auto black = moves(V::fen(pos).substr(0, V::fen(pos).find(" prince")), kExample1Condition);
  EXPECT_EQ(black.size(), 32u);
  EXPECT_TRUE(has(black, "Ke8*f7"));
  EXPECT_TRUE(has(black, "Sg8-f6"));  // any move: the king may stay attacked
}

// "White plays Qxf7. Black reveals that his chosen pawn was g7 and the g7 pawn gets replaced with a
// king. Black is now in check (Qxf7K@g7+)."
TEST(PrinceSeed, Example1QueenTakesTheKingAndThePawnBecomesKing) {
  const std::string fen = "r1bq1bnr/ppp2kpp/2np4/4p3/4P3/5Q2/PPPP1PPP/RNB1K1NR w KQ - 0 5";
  const auto white = moves(fen, kExample1Condition);
  EXPECT_TRUE(has(white, "Qf3*f7[g7=K] +"));
  prince::PrincePosition pos = position(fen, kExample1Condition);
  const Move qxf7 = find_move(pos, "Qf3*f7[g7=K]");
  const MoveDescription d = V::describe(pos, qxf7);
  ASSERT_EQ(d.transformations.size(), 1u);
  EXPECT_EQ(d.transformations[0].kind, "to-king");
  EXPECT_EQ(d.transformations[0].square, make_square(6, 6));
  prince::PrinceUndo u;
  const Key before = pos.key();
  V::make(pos, qxf7, u);
  EXPECT_EQ(pos.board.piece_on(make_square(6, 6)), make_piece(BLACK, KING));
  EXPECT_TRUE(pos.checkable(BLACK));
  EXPECT_TRUE(V::in_check(pos));
  EXPECT_FALSE(V::king_captured(pos));
  EXPECT_EQ(V::fen(pos), "r1bq1bnr/ppp2Qkp/2np4/4p3/4P3/8/PPPP1PPP/RNB1K1NR b KQ - 0 1 prince white c2 black replaced");
  // "Black plays Kxf7": the new king must answer the check; Kh6 is the only other way (f6, g6 are
  // covered by the queen, f8, g8, h7, h8 are occupied by Black's own units).
  MoveList list;
  V::generate(pos, list);
  std::vector<std::string> answers;
  for (const Move& m : list) answers.push_back(V::describe(pos, m).text);
  std::sort(answers.begin(), answers.end());
  EXPECT_EQ(answers, (std::vector<std::string>{"Kg7*f7", "Kg7-h6"}));
  V::unmake(pos, qxf7, u);
  EXPECT_EQ(pos.key(), before);
  EXPECT_EQ(pos, position(fen, kExample1Condition));
}

// ---- Example 2 -----------------------------------------------------------------------------------

// White Kg1 Rd1 Be3 Bf5 Pf3 (chosen) g2 h2; Black Ke8 Ra8 Pa7 (chosen) b7 c7 f7 g7 h7. "Black plays
// 0-0-0. This is allowed, since black can castle through the attacked square on d8" (Rd1), and
// onto c8, attacked by Bf5. Orthodox chess forbids it.
TEST(PrinceSeed, Example2CastlingThroughAttack) {
  const std::string fen = "r3k3/ppp2ppp/8/5B2/8/4BP2/6PP/3R2K1 b q - 0 1";
  const auto black = moves(fen, "prince white f3 black a7");
  EXPECT_EQ(black.size(), 19u);
  EXPECT_TRUE(has(black, "0-0-0"));
  MoveList orthodox;
  Orthodox::generate(*Position::from_fen(fen), orthodox);
  EXPECT_FALSE(orthodox.contains(Move(make_square(4, 7), make_square(2, 7), MK_CASTLE)));
}

// "White plays Bxc8. Black reveals that a7 is his chosen pawn. Black is now in check by whites bishop
// on e3, so he has to deal with that check, so he cannot capture whites bishop on c8": the king on
// a7 steps to a6, a8 or b8 (b6 is on the diagonal), or b6, c5 or Rd4 blocks; Rd8*c8 is no answer.
TEST(PrinceSeed, Example2TheNewKingMustAnswerTheCheck) {
  const std::string before = "2kr4/ppp2ppp/8/5B2/8/4BP2/6PP/3R2K1 w - - 0 1";
  EXPECT_TRUE(has(moves(before, "prince white f3 black a7"), "Bf5*c8[a7=K] +"));
  const std::string after = "2Br4/kpp2ppp/8/8/8/4BP2/6PP/3R2K1 b - - 0 1";
  EXPECT_EQ(moves(after, "prince white f3 black replaced"),
            (std::vector<std::string>{"Ka7-a6", "Ka7-a8", "Ka7-b8", "Rd8-d4", "b7-b6", "c7-c5"}));
}

// ---- Example 3 -----------------------------------------------------------------------------------

// White Kc1, Pf4 (chosen); Black Kf5 (already the successor) Bf6. "Whites king can not [be checked].
// White plays Kb2": into the bishop's line.
TEST(PrinceSeed, Example3TheKingWalksIntoAttack) {
  EXPECT_EQ(moves("8/8/5b2/5k2/5P2/8/8/2K5 w - - 0 1", "prince white f4 black replaced"),
            (std::vector<std::string>{"Kc1-b1", "Kc1-d1", "Kc1-b2", "Kc1-c2", "Kc1-d2"}));
}

// "Black plays Bxb2. ... Replacing the pawn on f4 with a king would result in black being in check.
// Therefore blacks move Bxb2 is not legal." Black keeps the other 14 moves (Ke5 and Kg5 are covered
// by the pawn; Kxf4, taking the chosen pawn, is legal).
TEST(PrinceSeed, Example3TheCaptureMustBeTakenBack) {
  const auto black = moves("8/8/5b2/5k2/5P2/8/1K6/8 b - - 0 1", "prince white f4 black replaced");
  EXPECT_EQ(black, (std::vector<std::string>{"Kf5-e4", "Kf5*f4", "Kf5-g4", "Kf5-e6", "Kf5-g6", "Bf6-c3",
                                             "Bf6-d4", "Bf6-h4", "Bf6-e5", "Bf6-g5", "Bf6-e7", "Bf6-g7", "Bf6-d8",
                                             "Bf6-h8"}));
  // With the chosen pawn elsewhere the capture stands and makes that pawn the king...
  EXPECT_TRUE(has(moves("8/8/5b2/5k2/5P2/8/PK6/8 b - - 0 1", "prince white a2 black replaced"), "Bf6*b2[a2=K]"));
  // ...and without one it wins the game.
  const auto winning = moves("8/8/5b2/5k2/5P2/8/1K6/8 b - - 0 1", "prince white none black replaced");
  EXPECT_TRUE(has(winning, "Bf6*b2"));
  const MovesOutcome o = moves_problem(problem("8/8/5b2/5k2/5P2/8/1K6/8 b - - 0 1", "#1", "prince black replaced"));
  const auto it = std::find_if(o.moves.begin(), o.moves.end(), [](const MoveEntry& e) { return e.record.desc.text == "Bf6*b2"; });
  ASSERT_NE(it, o.moves.end());
  EXPECT_EQ(it->record.annotation.ending, "king captured");
}

// ---- the rules around the examples -----------------------------------------------------------------

// A king that cannot be checked castles out of and through attack: Black's Re5 bears on e1, Bb5 on
// f1 (through c4, d3, e2). Both castlings are legal (26 moves in all); orthodox chess allows neither.
TEST(PrinceRules, CastlingOutOfAndThroughAttack) {
  const auto white = moves("4k3/8/8/1b2r3/8/8/8/R3K2R w KQ - 0 1", "prince");
  EXPECT_EQ(white.size(), 26u);
  EXPECT_TRUE(has(white, "0-0"));
  EXPECT_TRUE(has(white, "0-0-0"));
  EXPECT_TRUE(has(white, "Ke1-e2"));  // and the king steps into the bishop's line
}

// A successor king obeys the orthodox rules, including against an original king, which attacks
// like any king: White's successor Ke1 facing Black's original Ke3 has only Kd1 and Kf1.
TEST(PrinceRules, TheSuccessorKingKeepsAwayFromAnyKing) {
  EXPECT_EQ(moves("8/8/8/8/8/4k3/8/4K3 w - - 0 1", "prince white replaced"),
            (std::vector<std::string>{"Ke1-d1", "Ke1-f1"}));
  // The original king may go next to it, and checks it; the successor takes it, and with no chosen
  // pawn left Black has lost (the king-capture goal).
  const auto black = moves("8/8/8/8/8/4k3/8/4K3 b - - 0 1", "prince white replaced");
  EXPECT_TRUE(has(black, "Ke3-e2 +"));
  EXPECT_EQ(moves("8/8/8/8/8/8/4k3/4K3 w - - 0 1", "prince white replaced"), (std::vector<std::string>{"Ke1*e2"}));
  const ProblemOutcome o = solve_problem(problem("8/8/8/8/8/8/4k3/4K3 w - - 0 1", "kc1", "prince white replaced"), {});
  ASSERT_FALSE(o.error.has_value()) << *o.error;
  ASSERT_EQ(o.result.battle.keys.size(), 1u);
  EXPECT_EQ(o.result.battle.keys[0].move.text(), "Ke1*e2");
}

// En passant must not leave a successor king attacked by the enemy king: the orthodox test of the
// capture looked only at the other enemy units. Here White's successor Kb3 stands next to Black's
// original Kc3, so h5*g6 ep. does not answer the check.
TEST(PrinceRules, EnPassantLeavesNoSuccessorKingAttackedByTheKing) {
  EXPECT_EQ(moves("8/8/8/6pP/8/1Kk5/8/8 w - g6 0 1", "prince white replaced black none"),
            (std::vector<std::string>{"Kb3-a2", "Kb3-a3", "Kb3*c3", "Kb3-a4"}));
  // Away from the enemy king the capture stands.
  EXPECT_TRUE(has(moves("8/8/8/6pP/8/1K6/8/5k2 w - g6 0 1", "prince white replaced black none"), "h5*g6 ep."));
}

// The seed leaves open whether a move that takes the enemy's last king (no chosen pawn left) may
// leave one's own successor king attacked; the code says no, like any move (docs/rules/prince.md).
TEST(PrinceRules, TheLastKingMayNotBeTakenIntoAttack) {
  // Ke1 may not take Ke2, which the rook e8 covers: no move, and in check from the king, so mated.
  EXPECT_EQ(moves("4r3/8/8/8/8/8/4k3/4K3 w - - 0 1", "prince white replaced black none"), (std::vector<std::string>{}));
  EXPECT_TRUE(V::is_checkmate(position("4r3/8/8/8/8/8/4k3/4K3 w - - 0 1", "prince white replaced black none")));
  // The rook may not take the last king while the rook a1 checks White's successor king.
  EXPECT_EQ(moves("8/8/8/8/3k3R/8/8/r3K3 w - - 0 1", "prince white replaced black none"),
            (std::vector<std::string>{"Ke1-d2", "Ke1-e2", "Ke1-f2"}));
}

// The chosen pawn's bookkeeping: it moves with the pawn, and is gone when the pawn is taken (here
// en passant) or promotes.
TEST(PrinceRules, TheChosenPawnMovesIsTakenAndPromotes) {
  prince::PrincePosition pos = position("8/4p3/8/3P4/8/8/8/k3K3 b - - 0 1", "prince black e7");
  prince::PrinceUndo u1, u2;
  const Move double_step = find_move(pos, "e7-e5");
  V::make(pos, double_step, u1);
  EXPECT_EQ(pos.chosen[BLACK], make_square(4, 4));
  EXPECT_EQ(V::fen(pos), "8/8/8/3Pp3/8/8/8/k3K3 w - e6 0 2 prince white none black e5");
  const Move ep = find_move(pos, "d5*e6 ep.");
  V::make(pos, ep, u2);
  EXPECT_EQ(pos.chosen[BLACK], SQ_NONE);
  V::unmake(pos, ep, u2);
  EXPECT_EQ(pos.chosen[BLACK], make_square(4, 4));
  V::unmake(pos, double_step, u1);
  EXPECT_EQ(pos, position("8/4p3/8/3P4/8/8/8/k3K3 b - - 0 1", "prince black e7"));

  prince::PrincePosition promoting = position("8/4P3/8/8/8/8/8/k3K3 w - - 0 1", "prince white e7");
  V::make(promoting, find_move(promoting, "e7-e8=Q"), u1);
  EXPECT_EQ(promoting.chosen[WHITE], SQ_NONE);
}

TEST(PrinceSetup, ConditionArgumentsAndErrors) {
  EXPECT_EQ(V::fen(position("4k3/4p3/8/8/8/8/4P3/4K2R w K - 0 1", "Prince w e2 b e7")),
            "4k3/4p3/8/8/8/8/4P3/4K2R w K - 0 1 prince white e2 black e7");
  // A successor king has no castling rights.
  EXPECT_EQ(V::fen(position("4k3/4p3/8/8/8/8/4P3/4K2R w K - 0 1", "pri white replaced")),
            "4k3/4p3/8/8/8/8/4P3/4K2R w - - 0 1 prince white replaced black none");
  auto error = [](const std::string& condition, const std::string& fen = "4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1") {
    const ProblemOutcome o = solve_problem(problem(fen, "#1", condition), {});
    return o.error.value_or("");
  };
  EXPECT_EQ(error("prince white e3"), "condition prince: White's chosen pawn on e3: no white pawn stands there");
  EXPECT_EQ(error("prince white e7"), "condition prince: White's chosen pawn on e7: no white pawn stands there");
  EXPECT_EQ(error("prince white e2 white none"), "condition prince: White is given twice");
  EXPECT_EQ(error("prince e2"), "condition prince: unexpected 'e2' (expected white or black, then a square, none or replaced)");
  EXPECT_EQ(error("prince black"), "condition prince: expected a square, none or replaced after 'black'");
  EXPECT_EQ(error("prince black x9"), "condition prince: 'x9' is neither a square nor none or replaced (after 'black')");
  EXPECT_EQ(error("prince white replaced", "4k3/8/8/4r3/8/8/8/4K3 w - - 0 1"), "");
  EXPECT_EQ(error("prince white replaced", "4k3/8/8/4r3/8/8/8/4K3 b - - 0 1"),
            "illegal position: White's king (the successor, which can be checked) is in check but it is Black's move");
  // An original king may stand attacked with its opponent to move.
  EXPECT_EQ(error("prince", "4k3/8/8/4r3/8/8/8/4K3 b - - 0 1"), "");
  EXPECT_EQ(error("prince", "8/8/8/8/8/8/8/4K3 w - - 0 1"), "illegal position: Black has no king");
}

// ---- perft ---------------------------------------------------------------------------------------

// From the initial array (chosen pawns e2, e7; they matter from ply 6 only): kings that cannot be
// checked change the counts from depth 4 (orthodox: 197,281). Depth 5 is in docs/rules/prince.md.
TEST(PrincePerft, InitialArray) {
  prince::PrincePosition pos =
      position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "prince white e2 black e7");
  EXPECT_EQ(perft<V>(pos, 1), 20u);
  EXPECT_EQ(perft<V>(pos, 2), 400u);
  EXPECT_EQ(perft<V>(pos, 3), 8902u);
  EXPECT_EQ(perft<V>(pos, 4), 197742u);
  EXPECT_EQ(perft_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, false, "prince white e2 black e7").total,
            8902u);
}

// Example 1's position, where kings are taken and pawns crowned within three plies.
TEST(PrincePerft, Example1) {
  prince::PrincePosition pos = position(kExample1, kExample1Condition);
  const Key key = pos.key();
  EXPECT_EQ(perft<V>(pos, 3), 54994u);
  EXPECT_EQ(pos.key(), key);
}

// ---- composed problems (problems/prince/, verified by hand in its README) ------------------------

SolveResult solve_file(const std::string& name) {
  const ProblemOutcome o = test::solved_problem(test::diagram_of_problem("prince/" + name));
  EXPECT_EQ(o.variant, "prince");
  EXPECT_EQ(o.result.verdict, Verdict::Sound) << name;
  return o.result;
}

std::vector<std::string> texts(const std::vector<MoveRecord>& line) {
  std::vector<std::string> out;
  for (const auto& m : line) out.push_back(m.text());
  return out;
}

// #2: 1.Kf6! (2.Kg7#) Kg8 2.Kg7#: Kxg7 would crown the chosen pawn g6 next to it.
TEST(PrinceProblems, KingMate) {
  const SolveResult r = solve_file("king-mate.pop");
  ASSERT_EQ(r.battle.keys.size(), 1u);
  EXPECT_EQ(r.battle.keys[0].move.text(), "Ke5-f6");
  ASSERT_EQ(r.battle.keys[0].threats.size(), 1u);
  EXPECT_EQ(r.battle.keys[0].threats[0].move.text(), "Kf6-g7 #");
}

// #2: 1.Kxc1[a5=K]+ Ka6 2.Qa1#.
TEST(PrinceProblems, TheKingTakesTheKing) {
  const SolveResult r = solve_file("king-takes-king.pop");
  ASSERT_EQ(r.battle.keys.size(), 1u);
  const AttackerNode& key = r.battle.keys[0];
  EXPECT_EQ(key.move.text(), "Kc2*c1[a5=K] +");
  ASSERT_EQ(key.variations.size(), 1u);
  EXPECT_EQ(key.variations[0].move.text(), "Ka5-a6");
  ASSERT_EQ(key.variations[0].continuations.size(), 1u);
  EXPECT_EQ(key.variations[0].continuations[0].move.text(), "Qc3-a1 #");
}

// h#2: 1.Kb5 Qxb5[f4=K] 2.Kg4 Kg3#: the white king mates; Kxg3 would crown g2 next to it.
TEST(PrinceProblems, Helpmate) {
  const SolveResult r = solve_file("helpmate.pop");
  ASSERT_EQ(r.help.solutions.size(), 1u);
  EXPECT_EQ(texts(r.help.solutions[0]), (std::vector<std::string>{"Ka4-b5", "Qb7*b5[f4=K]", "Kf4-g4", "Kh2-g3 #"}));
}

// kc2: 1.Qxa7! (2.Qxa8) Kxa7 2.Bxa7: the chosen pawn goes first, then the king.
TEST(PrinceProblems, KingCaptureInTwo) {
  const SolveResult r = solve_file("king-capture.pop");
  ASSERT_EQ(r.battle.keys.size(), 1u);
  const AttackerNode& key = r.battle.keys[0];
  EXPECT_EQ(key.move.text(), "Qb6*a7");
  ASSERT_EQ(key.threats.size(), 1u);
  EXPECT_EQ(key.threats[0].move.text(), "Qa7*a8");
  ASSERT_EQ(key.variations.size(), 1u);
  EXPECT_EQ(key.variations[0].move.text(), "Ka8*a7");
  ASSERT_EQ(key.variations[0].continuations.size(), 1u);
  EXPECT_EQ(key.variations[0].continuations[0].move.text(), "Bd4*a7");
}

// hkc2: 1.d5 Qxd5 2.Kg2 Qxg2.
TEST(PrinceProblems, HelpKingCaptureInTwo) {
  const SolveResult r = solve_file("help-king-capture.pop");
  ASSERT_EQ(r.help.solutions.size(), 1u);
  EXPECT_EQ(texts(r.help.solutions[0]), (std::vector<std::string>{"d6-d5", "Qf5*d5", "Kf1-g2", "Qd5*g2"}));
}

}  // namespace
}  // namespace regent
