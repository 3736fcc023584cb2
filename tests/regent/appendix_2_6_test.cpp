// Regent Chess Rules, Appendix: the examples of Diagrams 2-6 (Problemas 34, 2021). The diagrams
// are lost; the positions below are reconstructions in which every claim of the text holds (see
// problems/regent/diagram02..06*.pop). Each test asserts only what the text says about a move:
// legality (and the rule that forbids it), the transformations in the text's order, the mark, the
// type of mate and the phantom flights. Seed: ../shared/seeds/000_3508a6108a78586a.txt.
#include "tests/regent/regent_test_util.h"

namespace regent::test {
namespace {

// Diagram 2: wKa1, wQh1 (regent, queen stage) behind bQg2 (regent, queen stage) on the long
// diagonal; the black Ka6 has the single flight b7; Sf4 attacks g2 (needed for Ex.1's "+").
const std::string kDiagram2 = "3B4/p7/k7/1p6/5N2/8/6q1/K6Q w - - 0 1 h1,g2";
// Diagram 2 with the white pawn a2 (Ex.4a), Black to move.
const std::string kDiagram2a2 = "3B4/p7/k7/1p6/5N2/8/P5q1/K6Q b - - 0 1 h1,g2";
// Diagram 3: bKc8 with the single flight d8, bQa8 regent; wQb4 regent, wRh7.
const std::string kDiagram3 = "q1k5/7R/8/8/1Q6/8/8/4K3 w - - 0 1 b4,a8";
// Diagram 4: bKa8 (flight a7), bQh8 regent, bSd8; wQb1 regent, wRb2, wSc5.
const std::string kDiagram4 = "k2n3q/8/8/2N5/8/8/1R2K3/1Q6 w - - 0 1 b1,h8";
// Diagram 4 with white Bh1, Rg2, Pg3 (§2.2 Ex.2).
const std::string kDiagram4Battery = "k2n3q/8/8/2N5/8/6P1/1R2K1R1/1Q5B w - - 0 1 b1,h8";
// Diagram 5: crowned bKa8 in Regent Pat, bKc4 regent; wBd1 reaches b3 and f3.
const std::string kDiagram5 = "k7/4N3/1Q6/8/2k5/8/3K4/3B4 w - - 0 1 b6,c4";
// Diagram 6: bKa7 (flight b8), bQa8 regent; wQf1 regent, Bd3 guards a6 through c4.
const std::string kDiagram6 = "q7/k7/1NP5/P7/8/3B4/7K/5Q2 w - - 0 1 f1,a8";
// Diagram 6 with the black Ba6 (§3.1 Ex.3).
const std::string kDiagram6Ba6 = "q7/k7/bNP5/P7/8/3B4/7K/5Q2 w - - 0 1 f1,a8";

TEST(RegentAppendix, Diagram2_Example1) {
  // §1.2.3 Ex.1: 1.Qh7[Qg2=Kg2]+ - the rank attack takes b7, the black king is in Regent Pat.
  EXPECT_EQ(problem_file_fen("regent/diagram02.pop"), kDiagram2);
  const RegentPosition pos = regent_fen(kDiagram2);
  const StudiedMove m = find_move(pos, "Qh1-h7");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Qh1-h7[Qg2=Kg2]");
  EXPECT_EQ(m.mark, "+");
  EXPECT_FALSE(m.after.king_in_check(BLACK));
  EXPECT_FALSE(m.after.king_has_flight(BLACK));  // Regent Pat
  EXPECT_TRUE(m.after.regent_is_king(BLACK));
}

TEST(RegentAppendix, Diagram2_Example2) {
  // §1.2.3 Ex.2: 1.Qh1-b1=K (RP) - self-pat of White by square blocking.
  EXPECT_EQ(problem_file_fen("regent/diagram02.pop"), kDiagram2);
  const RegentPosition pos = regent_fen(kDiagram2);
  const StudiedMove m = find_move(pos, "Qh1-b1");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Qh1-b1[Qb1=Kb1]");
  EXPECT_EQ(m.abridged, "Qh1-b1=K");
  EXPECT_EQ(m.mark, "");
  EXPECT_TRUE(m.after.regent_is_king(WHITE));
  EXPECT_FALSE(m.after.king_has_flight(WHITE));  // Regent Pat
}

TEST(RegentAppendix, Diagram2_Example3) {
  // §1.2.3 Ex.3: 1...Qg2-g8=K (RP) - self-pat of Black by line opening (h1-b7).
  EXPECT_EQ(problem_file_fen("regent/diagram02.pop"), kDiagram2);
  const RegentPosition pos = regent_fen(black_to_move(kDiagram2));
  const StudiedMove m = find_move(pos, "Qg2-g8");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Qg2-g8[Qg8=Kg8]");
  EXPECT_EQ(m.abridged, "Qg2-g8=K");
  EXPECT_EQ(m.mark, "");
  EXPECT_FALSE(m.after.king_has_flight(BLACK));  // Regent Pat
}

TEST(RegentAppendix, Diagram2_Example4) {
  // §1.2.3 Ex.4: 1...Qg2-c2=K - leaving g2 opens h1-b7, so the queen lands on c2 as an
  // uncrowned king that does not stalemate Ka1 (no [Qh1=Kh1]).
  EXPECT_EQ(problem_file_fen("regent/diagram02.pop"), kDiagram2);
  const RegentPosition pos = regent_fen(black_to_move(kDiagram2));
  const StudiedMove m = find_move(pos, "Qg2-c2");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Qg2-c2[Qc2=Kc2]");
  EXPECT_EQ(m.abridged, "Qg2-c2=K");
  EXPECT_TRUE(m.after.regent_is_king(BLACK));
  EXPECT_FALSE(m.after.regent_is_king(WHITE));
}

TEST(RegentAppendix, Diagram2_Example4a) {
  // §1.2.3 Ex.4a (white pawn a2 added): 1...Qg2-c2[Qc2=Kc2/Qh1=Kh1/Kc2=Qc2], abridged
  // 1...Qc2[Qh1=Kh1] (regents are written with their from-square).
  EXPECT_EQ(problem_file_fen("regent/diagram02-a2.pop"), kDiagram2a2);
  const RegentPosition pos = regent_fen(kDiagram2a2);
  const StudiedMove m = find_move(pos, "Qg2-c2");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Qg2-c2[Qc2=Kc2/Qh1=Kh1/Kc2=Qc2]");
  EXPECT_EQ(m.abridged, "Qg2-c2[Qh1=Kh1]");
  EXPECT_FALSE(m.after.regent_is_king(BLACK));
  EXPECT_TRUE(m.after.regent_is_king(WHITE));
}

TEST(RegentAppendix, Diagram2_Example3a) {
  // §6.3.3 Ex.3a: 1...Qg2-b2(a2)+?? - the black queen, her king stalemated, would land as an
  // uncrowned king next to Ka1.
  EXPECT_EQ(problem_file_fen("regent/diagram02.pop"), kDiagram2);
  const RegentPosition pos = regent_fen(black_to_move(kDiagram2));
  for (const char* mobile : {"Qg2-b2", "Qg2-a2"}) {
    const StudiedMove m = find_move(pos, mobile);
    EXPECT_FALSE(m.legal) << mobile;
    EXPECT_EQ(m.rule, "opposition") << mobile;
    EXPECT_EQ(m.reason, std::string("1.1: kings next to each other at transformation 1 (Q") + (mobile + 4) + "=K" +
                            (mobile + 4) + ")");
  }
}

TEST(RegentAppendix, Diagram3_Example1) {
  // §1.4 Ex.1: 1.Qb4-d6[Qa8=Ka8], complete pat - Black's king, regent and pieces are immobile.
  EXPECT_EQ(problem_file_fen("regent/diagram03.pop"), kDiagram3);
  const RegentPosition pos = regent_fen(kDiagram3);
  const StudiedMove m = find_move(pos, "Qb4-d6");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Qb4-d6[Qa8=Ka8]");
  EXPECT_EQ(m.mark, "=");
  EXPECT_EQ(m.ending, "complete pat");
  EXPECT_FALSE(m.after.king_in_check(BLACK));
  EXPECT_TRUE(legal_texts(m.after).empty());
}

TEST(RegentAppendix, Diagram3_Example2a) {
  // §7 Ex.2a: 1.Qb4-f8[Qa8=Ka8]+?? is illegal because of Black's self-check: every reply of
  // Black is a self-check, so the move would mate the crowned king alone (§7).
  EXPECT_EQ(problem_file_fen("regent/diagram03.pop"), kDiagram3);
  const RegentPosition pos = regent_fen(kDiagram3);
  const StudiedMove m = find_move(pos, "Qb4-f8");
  EXPECT_FALSE(m.legal);
  EXPECT_EQ(m.text, "Qb4-f8[Qa8=Ka8]");
  EXPECT_EQ(m.rule, "mate-to-crowned-king-alone");
  EXPECT_EQ(m.reason, "7: mate to the crowned king alone");
}

TEST(RegentAppendix, Diagram4_Example1) {
  // §2.1 Ex.1: the single check 1.Qb1-e4[Qh8=Kh8]+ is met by 1...Sc6[Kh8=Qh8] and
  // 1...Sb7[Kh8=Qh8].
  EXPECT_EQ(problem_file_fen("regent/diagram04.pop"), kDiagram4);
  const RegentPosition pos = regent_fen(kDiagram4);
  const StudiedMove m = find_move(pos, "Qb1-e4");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Qb1-e4[Qh8=Kh8]");
  EXPECT_EQ(m.mark, "+");
  for (const char* defence : {"Sc6", "Sb7"}) {
    const StudiedMove d = find_move(m.after, defence);
    EXPECT_TRUE(d.legal) << defence << ": " << d.reason;
    EXPECT_EQ(d.text, std::string(defence) + "[Kh8=Qh8]");
  }
}

TEST(RegentAppendix, Diagram4_Example2) {
  // §2.1 Ex.2: after 1.Qb1-e4[Qh8=Kh8]+ the king's move 1...Ka7 leaves Black in Regent Pat,
  // Kh8 remaining an uncrowned king.
  EXPECT_EQ(problem_file_fen("regent/diagram04.pop"), kDiagram4);
  const RegentPosition pos = after_moves(regent_fen(kDiagram4), {"Qb1-e4"});
  const StudiedMove m = find_move(pos, "Ka7");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Ka7");
  EXPECT_TRUE(m.after.regent_is_king(BLACK));
  EXPECT_EQ(m.after.regent[BLACK], sq("h8"));
  EXPECT_FALSE(m.after.king_in_check(BLACK));
  EXPECT_FALSE(m.after.king_has_flight(BLACK));  // Regent Pat
}

TEST(RegentAppendix, Diagram4_DualTarget_Example1) {
  // §2.2 Ex.1: dual-target check 1.Qb1-h1[Qh8=Kh8]++, defences 1...Sc6[Kh8=Qh8] and
  // 1...Sb7[Kh8=Qh8].
  EXPECT_EQ(problem_file_fen("regent/diagram04.pop"), kDiagram4);
  const RegentPosition pos = regent_fen(kDiagram4);
  const StudiedMove m = find_move(pos, "Qb1-h1");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Qb1-h1[Qh8=Kh8]");
  EXPECT_EQ(m.mark, "++");
  for (const char* defence : {"Sc6", "Sb7"}) {
    const StudiedMove d = find_move(m.after, defence);
    EXPECT_TRUE(d.legal) << defence << ": " << d.reason;
    EXPECT_EQ(d.text, std::string(defence) + "[Kh8=Qh8]");
  }
}

TEST(RegentAppendix, Diagram4_DualTarget_Example2) {
  // §2.2 Ex.2 (white Bh1, Rg2, Pg3 added): 1.Rh2[Qh8=Kh8]++ from the white battery.
  EXPECT_EQ(problem_file_fen("regent/diagram04-battery.pop"), kDiagram4Battery);
  const RegentPosition pos = regent_fen(kDiagram4Battery);
  const StudiedMove m = find_move(pos, "Rh2");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Rh2[Qh8=Kh8]");
  EXPECT_EQ(m.mark, "++");
}

TEST(RegentAppendix, Diagram4_DualTarget_Example3) {
  // §2.2 Ex.3 and §2.2.1: the dual-target checks of Ex.1 and Ex.2 cannot be met by 1...Ka7 -
  // Regent Pat, and the uncrowned Kh8 would stay in check.
  EXPECT_EQ(problem_file_fen("regent/diagram04.pop"), kDiagram4);
  EXPECT_EQ(problem_file_fen("regent/diagram04-battery.pop"), kDiagram4Battery);
  for (const auto& [fen, check] : {std::pair{kDiagram4, "Qb1-h1"}, std::pair{kDiagram4Battery, "Rh2"}}) {
    const RegentPosition pos = after_moves(regent_fen(fen), {check});
    const StudiedMove m = find_move(pos, "Ka7");
    EXPECT_FALSE(m.legal) << check;
    EXPECT_EQ(m.rule, "left-in-check") << check;
    EXPECT_EQ(m.reason, "6.1: king or regent left in check") << check;
  }
}

TEST(RegentAppendix, Diagram4_PhantomFlight) {
  // §2.3: in the dual-target checks of §2.2 Ex.1 and Ex.2, a7 is a phantom flight <a7>.
  EXPECT_EQ(problem_file_fen("regent/diagram04.pop"), kDiagram4);
  EXPECT_EQ(problem_file_fen("regent/diagram04-battery.pop"), kDiagram4Battery);
  EXPECT_EQ(find_move(regent_fen(kDiagram4), "Qb1-h1").phantom, "<a7>");
  EXPECT_EQ(find_move(regent_fen(kDiagram4Battery), "Rh2").phantom, "<a7>");
}

TEST(RegentAppendix, Diagram5_Example1) {
  // §3.1 Ex.1: 1.Bb3# (RM-1) mates the regent Kc4 while the crowned Ka8 is in Regent Pat;
  // 1.Bf3#?? would mate the crowned king alone (§7).
  EXPECT_EQ(problem_file_fen("regent/diagram05.pop"), kDiagram5);
  const RegentPosition pos = regent_fen(kDiagram5);
  EXPECT_EQ(pos.king[BLACK], sq("a8"));
  EXPECT_TRUE(pos.regent_is_king(BLACK));
  EXPECT_FALSE(pos.king_has_flight(BLACK));  // Ka8 in Regent Pat
  const StudiedMove mate = find_move(pos, "Bb3");
  ASSERT_TRUE(mate.legal) << mate.reason;
  EXPECT_EQ(mate.text, "Bb3");
  EXPECT_EQ(mate.mark, "#");
  EXPECT_EQ(mate.ending, "RM-1");
  const StudiedMove illegal = find_move(pos, "Bf3");
  EXPECT_FALSE(illegal.legal);
  EXPECT_EQ(illegal.rule, "mate-to-crowned-king-alone");
  EXPECT_EQ(illegal.reason, "7: mate to the crowned king alone");
}

TEST(RegentAppendix, Diagram6_Example2) {
  // §3.1 Ex.2: 1.Qf1-f8[Qa8=Ka8]# (RM-1) - the move stalemates the king and mates the regent.
  EXPECT_EQ(problem_file_fen("regent/diagram06.pop"), kDiagram6);
  const RegentPosition pos = regent_fen(kDiagram6);
  const StudiedMove m = find_move(pos, "Qf1-f8");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Qf1-f8[Qa8=Ka8]");
  EXPECT_EQ(m.mark, "#");
  EXPECT_EQ(m.ending, "RM-1");
}

TEST(RegentAppendix, Diagram6_Example3) {
  // §3.1 Ex.3 (black Ba6 added): 1.Qf1-f8[Qa8=Ka8]+ is met by 1...Ba6-c8[Ka8=Qa8]! (defending the
  // regent) and 1...Ba6-c4[Ka8=Qa8]! (unstalemating the king).
  EXPECT_EQ(problem_file_fen("regent/diagram06-ba6.pop"), kDiagram6Ba6);
  const RegentPosition pos = regent_fen(kDiagram6Ba6);
  const StudiedMove m = find_move(pos, "Qf1-f8");
  ASSERT_TRUE(m.legal) << m.reason;
  EXPECT_EQ(m.text, "Qf1-f8[Qa8=Ka8]");
  EXPECT_EQ(m.mark, "+");
  for (const char* defence : {"Bc8", "Bc4"}) {
    const StudiedMove d = find_move(m.after, defence);
    EXPECT_TRUE(d.legal) << defence << ": " << d.reason;
    EXPECT_EQ(d.text, std::string(defence) + "[Ka8=Qa8]");
  }
}

}  // namespace
}  // namespace regent::test
