// Exact perft counts of well-known positions (published figures of the chess programming
// community), each stressing a different rule: castling, en passant, promotion, checks, pins.
#include <gtest/gtest.h>

#include "rules/orthodox/orthodox.h"
#include "rules/perft.h"

namespace regent {
namespace {

std::uint64_t perft_of(const char* fen, int depth) {
  std::string error;
  auto pos = Position::from_fen(fen, &error);
  EXPECT_TRUE(pos) << error;
  if (!pos) return 0;
  const Position before = *pos;
  std::uint64_t n = perft<Orthodox>(*pos, depth);
  EXPECT_EQ(*pos, before) << "make/unmake did not restore the position";
  EXPECT_EQ(pos->fen(), before.fen()) << "make/unmake did not restore the clocks";
  return n;
}

constexpr const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
constexpr const char* kKiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
constexpr const char* kEndgameEp = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
constexpr const char* kPromotions = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
constexpr const char* kPromotionsMirrored = "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
constexpr const char* kTalkchess = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
constexpr const char* kSteven = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

TEST(Perft, InitialPosition) {
  EXPECT_EQ(perft_of(kStart, 1), 20u);
  EXPECT_EQ(perft_of(kStart, 2), 400u);
  EXPECT_EQ(perft_of(kStart, 3), 8902u);
  EXPECT_EQ(perft_of(kStart, 4), 197281u);
  EXPECT_EQ(perft_of(kStart, 5), 4865609u);
}

TEST(Perft, KiwipeteCastlingAndPins) {
  EXPECT_EQ(perft_of(kKiwipete, 1), 48u);
  EXPECT_EQ(perft_of(kKiwipete, 2), 2039u);
  EXPECT_EQ(perft_of(kKiwipete, 3), 97862u);
  EXPECT_EQ(perft_of(kKiwipete, 4), 4085603u);
}

TEST(Perft, EndgameWithEnPassantAndDiscoveredChecks) {
  EXPECT_EQ(perft_of(kEndgameEp, 1), 14u);
  EXPECT_EQ(perft_of(kEndgameEp, 3), 2812u);
  EXPECT_EQ(perft_of(kEndgameEp, 5), 674624u);
  EXPECT_EQ(perft_of(kEndgameEp, 6), 11030083u);
}

TEST(Perft, PromotionsAndCastlingRights) {
  EXPECT_EQ(perft_of(kPromotions, 1), 6u);
  EXPECT_EQ(perft_of(kPromotions, 2), 264u);
  EXPECT_EQ(perft_of(kPromotions, 3), 9467u);
  EXPECT_EQ(perft_of(kPromotions, 4), 422333u);
  EXPECT_EQ(perft_of(kPromotionsMirrored, 4), 422333u);
}

TEST(Perft, TalkchessPromotionWithCheck) {
  EXPECT_EQ(perft_of(kTalkchess, 1), 44u);
  EXPECT_EQ(perft_of(kTalkchess, 2), 1486u);
  EXPECT_EQ(perft_of(kTalkchess, 3), 62379u);
  EXPECT_EQ(perft_of(kTalkchess, 4), 2103487u);
}

TEST(Perft, StevenEdwardsMiddlegame) {
  EXPECT_EQ(perft_of(kSteven, 1), 46u);
  EXPECT_EQ(perft_of(kSteven, 2), 2079u);
  EXPECT_EQ(perft_of(kSteven, 3), 89890u);
  EXPECT_EQ(perft_of(kSteven, 4), 3894594u);
}

// En passant that would expose the king along the rank is illegal; an e.p. capture that
// removes a checking pawn is legal.
TEST(Perft, EnPassantEdgeCases) {
  // Ka5-a4/a6/b5/b6 and d5-d6; d5xc6 e.p. would expose Ka5 to the rook.
  EXPECT_EQ(perft_of("8/8/8/K1pP3r/8/8/8/7k w - c6 0 1", 1), 5u);
  EXPECT_EQ(perft_of("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", 1), 9u);  // exd3 ep removes the checker
}

}  // namespace
}  // namespace regent
