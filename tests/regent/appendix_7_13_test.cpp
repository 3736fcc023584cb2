// Regent Chess Rules, Appendix: the examples of Diagrams 7-13 (Problemas 34, 2021). The diagrams
// are lost; the positions below are reconstructions in which every claim of the text holds (see
// problems/regent/diagram07..13*.pop). Each test asserts only what the text says about a move:
// legality (and the rule that forbids it), the transformations in the text's order, the mark, the
// type of mate, the phantom flights, Pat Perpetuum Mobile and castling.
// Seed: ../shared/seeds/000_3508a6108a78586a.txt.
#include "tests/regent/regent_test_util.h"

namespace regent::test {
namespace {

// Diagram 7: wKb7, wQg4 regent; bKa5 (single flight a4), bQc4 regent facing Qg4 along the 4th
// rank. Rb1 reaches a1, b4, b5; Rd8 reaches a8, d5; Be7 guards b4 and a3, Sc7 guards b5 and d5;
// the black pawns d3, e3, e5 take the flights of a regent on e4 (§6.3.1 RM-1).
const std::string kDiagram7 = "3R4/1KN1B3/8/k3p3/2q3Q1/3pp3/8/1R6 w - - 0 1 g4,c4";
// Diagram 8: crowned wKa1 in Regent Pat (bQb3), regent Kc6, prince a7.
const std::string kDiagram8 = "7k/P7/2K5/8/8/1q6/8/K7 w - - 0 1 c6,b3";
// Diagram 9: crowned wKa8 in Regent Pat (a7 by Be3, b7 and b8 by Qb1 along the b-file), regent Kc8;
// bKg2 on the diagonal b7-g2.
const std::string kDiagram9 = "K1K5/8/8/8/8/4b3/6k1/1q6 w - - 0 1 c8,b1";
// Diagram 9 with the black king moved from g2 to c6 (§6.2.1 Ex.2).
const std::string kDiagram9Shift = "K1K5/8/2k5/8/8/4b3/8/1q6 w - - 0 1 c8,b1";
// Diagram 9a: crowned wKa2 in Regent Pat (a1, a3, b1, b2 by Qc1, b3 by pa4), regent Kd5;
// bKd8 (flights c7, d7; e7, e8 taken by Re1), bQc1 regent on the c-file.
const std::string kDiagram9a = "2bk4/8/8/3K4/p7/8/K7/2q1R3 w - - 0 1 d5,c1";
// Diagram 10 (Black to move): bKa5 in Regent Pat, regent Kc5, prince e2; wKa1 (a2 free),
// wQh4 regent on the 4th rank, Rb8 on the b-file, Re7 reaches e5, Bc8 guards a6, Pb2 guards a3.
const std::string kDiagram10 = "1RB5/4R3/8/k1k5/7Q/3b4/1P2p3/K7 b - - 0 1 h4,c5";
// Diagram 10a: Diagram 10 with the white regent and rook exchanged (regent b8, rook h4).
const std::string kDiagram10a = "1QB5/4R3/8/k1k5/7R/3b4/1P2p3/K7 b - - 0 1 b8,c5";
// Diagram 11: bKc8 (flights b8, d8), bQa8 regent, pawns b7 c7; wQf1 regent, Bb5 guards d7,
// Pd5 guards c6 and e6.
const std::string kDiagram11 = "q1k5/1pp5/8/1B1P4/8/8/8/5Q1K w - - 0 1 f1,a8";
// Diagram 11 with Bb5 moved to c4 (§7 Ex.2).
const std::string kDiagram11Shift = "q1k5/1pp5/8/3P4/2B5/8/8/5Q1K w - - 0 1 f1,a8";
// Diagram 12: wKe1, wQb1 regent, bKa4, bQc8 regent, sleeping bPe2.
const std::string kDiagram12 = "2qBr3/8/8/8/k7/8/3PpP2/1Q2K3 w - - 0 1 b1,c8";
// Diagram 13: wKe1, wQd1 regent, Ra1 (orthodox long castling and short regent castling), pawns
// d2 e4, Bc3; bKh7 (flights g6, g8), bQd8 regent, Rh8 (long regent castling), Ba6, ph6.
const std::string kDiagram13 = "3q3r/7k/b6p/8/4P3/2B5/3P4/R2QK3 w QBf - 0 1 d1,d8";

void expect_illegal(const StudiedMove& m, const std::string& text, const std::string& rule, const std::string& reason) {
  EXPECT_FALSE(m.legal) << m.text;
  EXPECT_EQ(m.text, text);
  EXPECT_EQ(m.rule, rule);
  EXPECT_EQ(m.reason, reason);
}

// §6.3.1/§6.3.2: Diagram 7 with Black to move, after the dual-target check 1...Qc4-e4[Qg4=Kg4]++.
RegentPosition diagram7_after_qe4() {
  EXPECT_EQ(problem_file_fen("regent/diagram07-black.pop"), black_to_move(kDiagram7));
  const RegentPosition pos = regent_fen(black_to_move(kDiagram7));
  const StudiedMove check = find_move(pos, "Qc4-e4");
  EXPECT_TRUE(check.legal) << check.reason;
  EXPECT_EQ(check.text, "Qc4-e4[Qg4=Kg4]");
  EXPECT_EQ(check.mark, "++");
  EXPECT_TRUE(check.after.king_in_check(WHITE));     // first target: the crowned Kb7
  EXPECT_TRUE(check.after.regent_is_king(WHITE));    // second target: the regent Kg4
  EXPECT_NE(check.after.attackers(BLACK, sq("g4")), 0u);
  return check.after;
}

TEST(RegentAppendix, Diagram7_RM2) {
  // §3.2 Ex.1: 1.Ra1[Qc4=Kc4]# (RM-2) & 1.Ra8[Qc4=Kc4]# (RM-2).
  EXPECT_EQ(problem_file_fen("regent/diagram07.pop"), kDiagram7);
  const RegentPosition pos = regent_fen(kDiagram7);
  for (const std::string mobile : {"Ra1", "Ra8"}) {
    const StudiedMove m = find_move(pos, mobile);
    ASSERT_TRUE(m.legal) << mobile << ": " << m.reason;
    EXPECT_EQ(m.text, mobile + "[Qc4=Kc4]");
    EXPECT_EQ(m.mark, "#");
    EXPECT_EQ(m.ending, "RM-2");
    EXPECT_EQ(m.phantom, "");
  }
}

TEST(RegentAppendix, Diagram7_RM3) {
  // §3.3 Ex.1: 1.Rb5[Qc4=Kc4]#! (RM-3) & 1.Rd5[Qc4=Kc4]#! (RM-3), both with the phantom flight <a4>.
  EXPECT_EQ(problem_file_fen("regent/diagram07.pop"), kDiagram7);
  const RegentPosition pos = regent_fen(kDiagram7);
  for (const std::string mobile : {"Rb5", "Rd5"}) {
    const StudiedMove m = find_move(pos, mobile);
    ASSERT_TRUE(m.legal) << mobile << ": " << m.reason;
    EXPECT_EQ(m.text, mobile + "[Qc4=Kc4]");
    EXPECT_EQ(m.mark, "#");
    EXPECT_EQ(m.ending, "RM-3");
    EXPECT_EQ(m.phantom, "<a4>");
  }
}

TEST(RegentAppendix, Diagram7_QueenCheckMetByRM1) {
  // §6.3.1 Ex.1: after 1...Qc4-e4[Qg4=Kg4]++, 2.Rb4[Qe4=Ke4/Kg4=Qg4] (RM-1).
  const RegentPosition pos = diagram7_after_qe4();
  const StudiedMove m = find_move(pos, "Rb4");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Rb4[Qe4=Ke4/Kg4=Qg4]");
  EXPECT_EQ(m.mark, "#");
  EXPECT_EQ(m.ending, "RM-1");
}

TEST(RegentAppendix, Diagram7_QueenCheckMetByRM2) {
  // §6.3.1 Ex.2-3: after 1...Qc4-e4[Qg4=Kg4]++, 2.Ra1[Qe4=Ke4/Kg4=Qg4]# (RM-2) &
  // 2.Ra8[Qe4=Ke4/Kg4=Qg4]# (RM-2).
  const RegentPosition pos = diagram7_after_qe4();
  for (const std::string mobile : {"Ra1", "Ra8"}) {
    const StudiedMove m = find_move(pos, mobile);
    ASSERT_TRUE(m.legal) << mobile << ": " << m.reason;
    EXPECT_EQ(m.text, mobile + "[Qe4=Ke4/Kg4=Qg4]");
    EXPECT_EQ(m.mark, "#");
    EXPECT_EQ(m.ending, "RM-2");
  }
}

TEST(RegentAppendix, Diagram7_QueenCheckMetByRM3) {
  // §6.3.2 Ex.1: after 1...Qc4-e4[Qg4=Kg4]++, White closes the line of check:
  // 2.Rd5[Qe4=Ke4/Kg4=Qg4]# - RM-3 with the phantom flight <a4>.
  const RegentPosition pos = diagram7_after_qe4();
  const StudiedMove m = find_move(pos, "Rd5");
  ASSERT_TRUE(m.legal) << m.reason;
  // The text writes [Qe4=Ke4/Kg4=Qg4]; regent applies the mover's transformation first (both
  // sides need one after the mobile stage, digest ambiguity #1) and so writes [Kg4=Qg4/Qe4=Ke4].
  // The final position is the same.
  EXPECT_EQ(m.text, "Rd5[Kg4=Qg4/Qe4=Ke4]");
  EXPECT_EQ(m.mark, "#");
  EXPECT_EQ(m.ending, "RM-3");
  EXPECT_EQ(m.phantom, "<a4>");
}

TEST(RegentAppendix, Diagram7_RM3WithoutClosingTheLineIsIllegal) {
  // §6.3.2 Ex.2: after 1...Qc4-e4[Qg4=Kg4]++, 2.Rb5[Qe4=Ke4/Kg4=Qg4]#?? is illegal: on the virtual
  // retreat 2...Ka4[Ke4=Qe4+/Qg4=Kg4]++ the white Kb7 and his regent would be in (hidden) self-check.
  const RegentPosition pos = diagram7_after_qe4();
  expect_illegal(find_move(pos, "Rb5"), "Rb5[Qe4=Ke4/Kg4=Qg4]", "phantom-self-check",
                 "6.3.2: hidden self-check after the phantom flight <a4>");
}

TEST(RegentAppendix, Diagram8_PrincePromotesToNewKing) {
  // §4.3 Ex.1: the crowned Ka1 is stalemated, c6 is the regent, a7 a prince:
  // 1.Pa7-a8=K[-Ka1/Kc6=Qc6], a four-stage move.
  EXPECT_EQ(problem_file_fen("regent/diagram08.pop"), kDiagram8);
  const RegentPosition pos = regent_fen(kDiagram8);
  EXPECT_FALSE(pos.king_in_check(WHITE));
  EXPECT_FALSE(pos.king_has_flight(WHITE));  // Regent Pat
  EXPECT_TRUE(pos.regent_is_king(WHITE));
  EXPECT_EQ(pos.regent[WHITE], sq("c6"));
  EXPECT_NE(pos.princes(WHITE) & bb(sq("a7")), 0u);
  const StudiedMove m = find_move(pos, "Pa7-a8=K");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Pa7-a8=K[-Ka1/Kc6=Qc6]");
  EXPECT_EQ(m.after.king[WHITE], sq("a8"));
  EXPECT_TRUE(m.after.board.empty(sq("a1")));  // the old king is annihilated
  EXPECT_EQ(m.after.board.piece_on(sq("c6")), make_piece(WHITE, QUEEN));
}

TEST(RegentAppendix, Diagram9_RegentMovesIntoCheckEndingRegentPat) {
  // §6.2.1 Ex.1: the stalemated Ka8 is unstalemated by his regent's move to a square guarded by
  // Black: 1.Kc8-b7=Q[Qb1=Kb1]++ (full form 1.Kc8-b7[Kb7=Qb7/Qb1=Kb1]++).
  EXPECT_EQ(problem_file_fen("regent/diagram09.pop"), kDiagram9);
  const RegentPosition pos = regent_fen(kDiagram9);
  EXPECT_FALSE(pos.king_has_flight(WHITE));            // Ka8 in Regent Pat
  EXPECT_NE(pos.attackers(BLACK, sq("b7")), 0u);       // b7 is guarded by Black
  const StudiedMove m = find_move(pos, "Kc8-b7");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Kc8-b7[Kb7=Qb7/Qb1=Kb1]");
  EXPECT_EQ(m.abridged, "Kc8-b7=Q[Qb1=Kb1]");
  EXPECT_EQ(m.mark, "++");
}

TEST(RegentAppendix, Diagram9_ShiftedBlackKingMakesItIllegal) {
  // §6.2.1 Ex.2: black Kg2 shifted to c6: 1.Kc8-b7=Q[Qb1=Kb1]++?? is illegal (king opposition).
  EXPECT_EQ(problem_file_fen("regent/diagram09-shift.pop"), kDiagram9Shift);
  const RegentPosition pos = regent_fen(kDiagram9Shift);
  const StudiedMove m = find_move(pos, "Kc8-b7");
  EXPECT_FALSE(m.legal);
  EXPECT_EQ(m.rule, "opposition");
  EXPECT_EQ(m.reason, "1.1: kings next to each other in the mobile stage");
}

TEST(RegentAppendix, Diagram9a_RegentMovesIntoQueenCheck) {
  // §6.2.2 Ex.1: 1.Kd5-c6[Qc1=Kc1/Kc6=Qc6]+, abridged 1.Kd5-c6=Q[Qc1=Kc1]+: the regent steps into
  // the check of the black queen, stalemates the black king and so turns the queen into a regent.
  EXPECT_EQ(problem_file_fen("regent/diagram09a.pop"), kDiagram9a);
  const RegentPosition pos = regent_fen(kDiagram9a);
  EXPECT_NE(pos.attackers(BLACK, sq("c6")) & bb(sq("c1")), 0u);  // c6 is in the queen's check
  const StudiedMove m = find_move(pos, "Kd5-c6");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Kd5-c6[Qc1=Kc1/Kc6=Qc6]");
  EXPECT_EQ(m.abridged, "Kd5-c6=Q[Qc1=Kc1]");
  EXPECT_EQ(m.mark, "+");
}

TEST(RegentAppendix, Diagram10_HiddenSelfCheckAfterPhantomFlight) {
  // §6.3.2 Ex.3: after 1...Kc5-c4=Q[...Qh4=Kh4]+ the white king is stalemated and his regent is in
  // check; 2.Re5[Qc4=Kc4/.../Kh4=Qh4]#?? is illegal: the virtual retreat Ka4 gives back Qc4,
  // which stalemates White again and checks the new regent Kh4 (hidden self-check).
  // The text writes the pawn tokens e2=Pe2 / Pe2=e2 the other way round (digest ambiguity #7): a
  // pawn of a side whose regent becomes a queen falls asleep (§4.1-4.2), which regent writes.
  EXPECT_EQ(problem_file_fen("regent/diagram10.pop"), kDiagram10);
  const RegentPosition pos = regent_fen(kDiagram10);
  const StudiedMove first = find_move(pos, "Kc5-c4");
  ASSERT_TRUE(first.legal) << first.reason;
  EXPECT_EQ(first.text, "Kc5-c4[Kc4=Qc4/Pe2=e2/Qh4=Kh4]");
  EXPECT_EQ(first.abridged, "Kc5-c4=Q[Pe2=e2/Qh4=Kh4]");
  EXPECT_EQ(first.mark, "+");
  const RegentPosition after = after_moves(pos, {"Kc5-c4"});
  EXPECT_FALSE(after.king_in_check(WHITE));
  EXPECT_FALSE(after.king_has_flight(WHITE));  // the white king is stalemated
  EXPECT_TRUE(after.regent_is_king(WHITE));
  EXPECT_NE(after.attackers(BLACK, sq("h4")), 0u);  // the regent Kh4 is in check
  expect_illegal(find_move(after, "Re5"), "Re5[Qc4=Kc4/e2=Pe2/Kh4=Qh4]", "phantom-self-check",
                 "6.3.2: hidden self-check after the phantom flight <a4>");
}

TEST(RegentAppendix, Diagram10a_RM3) {
  // §6.3.2 Ex.4: regent and rook exchanged: after 1...Kc5-c4=Q[...Qb8=Kb8] White mates with
  // 2.Re5[Qc4=Kc4/.../Kb8=Qb8]#! (RM-3, <a4>): on the virtual retreat Ka4 the regent b8 is not in
  // check. Pawn tokens as in Diagram10_HiddenSelfCheckAfterPhantomFlight (digest ambiguity #7).
  EXPECT_EQ(problem_file_fen("regent/diagram10a.pop"), kDiagram10a);
  const RegentPosition pos = regent_fen(kDiagram10a);
  const StudiedMove first = find_move(pos, "Kc5-c4");
  ASSERT_TRUE(first.legal) << first.reason;
  EXPECT_EQ(first.text, "Kc5-c4[Kc4=Qc4/Pe2=e2/Qb8=Kb8]");
  EXPECT_EQ(first.abridged, "Kc5-c4=Q[Pe2=e2/Qb8=Kb8]");
  EXPECT_EQ(first.mark, "");
  const RegentPosition after = after_moves(pos, {"Kc5-c4"});
  const StudiedMove m = find_move(after, "Re5");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Re5[Qc4=Kc4/e2=Pe2/Kb8=Qb8]");
  EXPECT_EQ(m.mark, "#");
  EXPECT_EQ(m.ending, "RM-3");
  EXPECT_EQ(m.phantom, "<a4>");
}

TEST(RegentAppendix, Diagram11_MateToCrownedKingAloneIsIllegal) {
  // §7 Ex.1: 1.Qf1-f8[Qa8=Ka8]#?? is illegal (mate to the crowned king alone).
  EXPECT_EQ(problem_file_fen("regent/diagram11.pop"), kDiagram11);
  const RegentPosition pos = regent_fen(kDiagram11);
  expect_illegal(find_move(pos, "Qf1-f8"), "Qf1-f8[Qa8=Ka8]", "mate-to-crowned-king-alone",
                 "7: mate to the crowned king alone");
}

TEST(RegentAppendix, Diagram11_ShiftedBishopSelfCheckEffect) {
  // §7 Ex.2: Bb5 shifted to c4: 1.Qf8[Qa8=Ka8]+?? remains illegal because of the self-check effect.
  EXPECT_EQ(problem_file_fen("regent/diagram11-shift.pop"), kDiagram11Shift);
  const RegentPosition pos = regent_fen(kDiagram11Shift);
  expect_illegal(find_move(pos, "Qf1-f8"), "Qf1-f8[Qa8=Ka8]", "mate-to-crowned-king-alone",
                 "7: mate to the crowned king alone");
  // The self-check effect (digest §3.6, reading A): in the position the check would make, d7 is
  // no longer guarded (it was by Bb5), but 1...Kd7 would leave the regent a8 in check on the 8th
  // rank, so Black has no legal reply.
  const RegentPosition check = regent_fen("k1k2Q2/1pp5/8/3P4/2B5/8/8/7K b - - 0 1 f8,a8");
  EXPECT_EQ(check.attackers(WHITE, sq("d7")), 0u);
  const StudiedMove kd7 = find_move(check, "Kd7");
  EXPECT_FALSE(kd7.legal);
  EXPECT_EQ(kd7.rule, "self-check");
  EXPECT_TRUE(legal_texts(check).empty());
}

TEST(RegentAppendix, Diagram12_SelfCheckFromPrince) {
  // §6.3.3 Ex.1: 1.Qb1-d1[Qc8=Kc8/e2=Pe2/Qd1=Kd1]?? - self-check to the regent d1 from the prince.
  EXPECT_EQ(problem_file_fen("regent/diagram12.pop"), kDiagram12);
  const RegentPosition pos = regent_fen(kDiagram12);
  expect_illegal(find_move(pos, "Qb1-d1"), "Qb1-d1[Qc8=Kc8/e2=Pe2/Qd1=Kd1]", "hidden-self-check",
                 "6.3.3: self-check at transformation 3 (Qd1=Kd1)");
}

TEST(RegentAppendix, Diagram12_SelfCheckFromReturningQueen) {
  // §6.3.3 Ex.2: 1.Qb1-c2[Qc8=Kc8/e2=Pe2/Qc2=Kc2/Kc8=Qc8+]?? - self-check to the regent c2.
  // regent also writes the pawn's return to sleep (Pe2=e2) that belongs to the fourth step.
  EXPECT_EQ(problem_file_fen("regent/diagram12.pop"), kDiagram12);
  const RegentPosition pos = regent_fen(kDiagram12);
  expect_illegal(find_move(pos, "Qb1-c2"), "Qb1-c2[Qc8=Kc8/e2=Pe2/Qc2=Kc2/Kc8=Qc8/Pe2=e2]", "hidden-self-check",
                 "6.3.3: self-check at transformation 4 (Kc8=Qc8)");
}

TEST(RegentAppendix, Diagram12_SelfCheckByOpposition) {
  // §6.3.3 Ex.3: 1.Qb1-b3 (1.Qb4, 1.Qb5)[Qc8=Kc8/e2=Pe2/Qb3(b4,b5)=Kb3(b4,b5)]?? - violation of
  // the king opposition prohibition.
  EXPECT_EQ(problem_file_fen("regent/diagram12.pop"), kDiagram12);
  const RegentPosition pos = regent_fen(kDiagram12);
  for (const std::string to : {"b3", "b4", "b5"}) {
    const std::string token = "Q" + to + "=K" + to;
    expect_illegal(find_move(pos, "Qb1-" + to), "Qb1-" + to + "[Qc8=Kc8/e2=Pe2/" + token + "]", "opposition",
                   "1.1: kings next to each other at transformation 3 (" + token + ")");
  }
}

TEST(RegentAppendix, Diagram12_PatPerpetuumMobile) {
  // §8 Ex.1: 1.Qb1-b2[Qc8=Kc8/e2=Pe2/Qb2=Kb2/Kc8=Qc8/Pe2=e2/Kb2=Qb2, etc.] Drawn by stalemate!
  EXPECT_EQ(problem_file_fen("regent/diagram12.pop"), kDiagram12);
  const RegentPosition pos = regent_fen(kDiagram12);
  const StudiedMove m = find_move(pos, "Qb1-b2");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_TRUE(m.ppm);
  EXPECT_TRUE(m.after.ppm);
  EXPECT_EQ(m.text, "Qb1-b2[Qc8=Kc8/e2=Pe2/Qb2=Kb2/Kc8=Qc8/Pe2=e2/Kb2=Qb2, etc.]");
  EXPECT_EQ(m.ending, "PPM");
  EXPECT_EQ(m.mark, "");
}

TEST(RegentAppendix, Diagram13_LongRegentCastlingThenOrthodoxCastling) {
  // §9 Ex.1: to 1.Qd1-g4[Qd8=Kd8] Black can respond with long Regent Castling 1...0-0-0!; then White
  // has the right to castle long orthodoxly: 2.0-0-0.
  EXPECT_EQ(problem_file_fen("regent/diagram13.pop"), kDiagram13);
  RegentPosition pos = regent_fen(kDiagram13);
  const StudiedMove qg4 = find_move(pos, "Qd1-g4");
  ASSERT_TRUE(qg4.legal) << qg4.reason;
  EXPECT_EQ(qg4.text, "Qd1-g4[Qd8=Kd8]");
  pos = qg4.after;
  const StudiedMove black = find_move(pos, "0-0-0");
  ASSERT_TRUE(black.legal) << black.reason;
  EXPECT_EQ(black.text, "0-0-0");
  EXPECT_EQ(black.after.regent[BLACK], sq("f8"));  // the regent goes to the kingside,
  EXPECT_TRUE(black.after.regent_is_king(BLACK));
  EXPECT_EQ(black.after.board.piece_on(sq("e8")), make_piece(BLACK, ROOK));  // the rook h8 to e8
  EXPECT_EQ(black.after.king[BLACK], sq("h7"));
  pos = black.after;
  const StudiedMove white = find_move(pos, "0-0-0");
  ASSERT_TRUE(white.legal) << white.reason;
  EXPECT_EQ(white.text, "0-0-0");
  EXPECT_EQ(white.after.king[WHITE], sq("c1"));  // orthodox: the crowned king e1 to c1,
  EXPECT_EQ(white.after.board.piece_on(sq("d1")), make_piece(WHITE, ROOK));  // the rook a1 to d1
}

TEST(RegentAppendix, Diagram13_ShortRegentCastling) {
  // §9 Ex.2: after 1...Qd8-f6[Qd1=Kd1], with reverse transformation of the white regent, White plays
  // short castling 2.0-0[Kb1=Qb1]! - with direct transformation.
  EXPECT_EQ(problem_file_fen("regent/diagram13.pop"), kDiagram13);
  RegentPosition pos = regent_fen(black_to_move(kDiagram13));
  const StudiedMove qf6 = find_move(pos, "Qd8-f6");
  ASSERT_TRUE(qf6.legal) << qf6.reason;
  EXPECT_EQ(qf6.text, "Qd8-f6[Qd1=Kd1]");
  pos = qf6.after;
  const StudiedMove castle = find_move(pos, "0-0");
  ASSERT_TRUE(castle.legal) << castle.reason;
  EXPECT_EQ(castle.text, "0-0[Kb1=Qb1]");
  EXPECT_EQ(castle.after.regent[WHITE], sq("b1"));
  EXPECT_FALSE(castle.after.regent_is_king(WHITE));
  EXPECT_EQ(castle.after.board.piece_on(sq("c1")), make_piece(WHITE, ROOK));
  EXPECT_EQ(castle.after.king[WHITE], sq("e1"));
}

}  // namespace
}  // namespace regent::test
