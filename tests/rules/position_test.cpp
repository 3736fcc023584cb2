// Position state beyond placement: FEN round trip, clocks and e.p. square across make/unmake.
#include <gtest/gtest.h>

#include "rules/orthodox/orthodox.h"

namespace regent {
namespace {

Move find(const Position& pos, const std::string& coord) {
  MoveList list;
  Orthodox::generate(pos, list);
  for (Move m : list)
    if (uci(m) == coord) return m;
  ADD_FAILURE() << coord << " is not legal in " << pos.fen();
  return Move{};
}

TEST(Position, FenRoundTrip) {
  const std::string fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 7 12";
  EXPECT_EQ(Position::from_fen(fen)->fen(), fen);
}

TEST(Position, ClocksAcrossMakeAndUnmake) {
  const std::string fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 7 12";
  Position pos = *Position::from_fen(fen);
  Undo u1, u2;
  const Move quiet = find(pos, "e1d1");  // a king move: the clock counts on, White loses castling
  pos.do_move(quiet, u1);
  EXPECT_EQ(pos.fen(), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R2K3R b kq - 8 12");
  const Move capture = find(pos, "h3g2");  // a pawn capture resets it; Black's move ends move 12
  pos.do_move(capture, u2);
  EXPECT_EQ(pos.fen(), "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q2/PPPBBPpP/R2K3R w kq - 0 13");
  pos.undo_move(capture, u2);
  pos.undo_move(quiet, u1);
  EXPECT_EQ(pos.fen(), fen);
}

TEST(Position, EnPassantSquareOnlyWhenACaptureIsPossible) {
  const std::string fen = "4k3/8/8/8/1p6/8/P1P4P/4K3 w - - 0 1";
  Position pos = *Position::from_fen(fen);
  Undo u;
  for (auto [coord, expected] : {std::pair{"a2a4", make_square(0, 2)},  // b4 can take on a3
                                 std::pair{"c2c4", make_square(2, 2)},  // and on c3
                                 std::pair{"h2h4", SQ_NONE}}) {         // no black pawn next to h4
    const Move m = find(pos, coord);
    pos.do_move(m, u);
    EXPECT_EQ(pos.ep_square(), expected) << coord;
    pos.undo_move(m, u);
    EXPECT_EQ(pos.fen(), fen) << coord;
  }
}

// key_after (the help search's prefetch) is the key the move leads to for every move but those
// that set an en-passant square or change a castling right, and castling and en passant. Where
// key_after_exact says so (the help search then asks the table before playing the move), it is
// that key, and it says so for no other move.
TEST(Position, KeyAfterIsTheKeyAfterTheMove) {
  int compared = 0, promotions = 0, captures = 0, claimed = 0, not_claimed = 0;
  for (const char* fen : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
                          "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1",
                          "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"}) {
    Position pos = *Position::from_fen(fen);
    MoveList list;
    Orthodox::generate(pos, list);
    for (Move m : list) {
      Undo u;
      const Key predicted = pos.key_after(m);
      const bool claimed_exact = pos.key_after_exact(m);
      const bool captures_something = !pos.empty(m.to());
      pos.do_move(m, u);
      const bool exact = m.kind() != MK_CASTLE && m.kind() != MK_EN_PASSANT && pos.ep_square() == SQ_NONE &&
                         pos.castling_rights() == u.castling;
      if (claimed_exact) {
        EXPECT_EQ(predicted, pos.key()) << fen << " " << uci(m);
      }
      claimed += claimed_exact;
      not_claimed += !claimed_exact;
      // (a double step that sets no en-passant square, or a move next to a rook that keeps the
      // rights, is exact but not claimed: the claim only needs to be safe)
      if (!exact) {
        EXPECT_FALSE(claimed_exact) << fen << " " << uci(m);
      }
      if (exact) {
        EXPECT_EQ(predicted, pos.key()) << fen << " " << uci(m);
        ++compared;
        promotions += m.is_promotion();
        captures += captures_something;
      }
      pos.undo_move(m, u);
    }
  }
  EXPECT_GT(compared, 100);
  EXPECT_GT(promotions, 20);
  EXPECT_GT(captures, 20);
  EXPECT_GT(claimed, 40);
  EXPECT_GT(not_claimed, 20);
}

}  // namespace
}  // namespace regent
