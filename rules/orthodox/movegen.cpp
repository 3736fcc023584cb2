#include "rules/orthodox/movegen.h"

#include "rules/orthodox/pseudo_legal.h"

namespace regent::orthodox {

namespace {

// Where generated moves go: collected in a list, counted, or only noticed (has_legal_move); the
// sinks of pseudo_legal.h. Moves of one piece to several squares arrive as a bitboard so that
// counting is a popcount and the existence test stops at the first non-empty set.
using Collect = CollectMoves;
using Count = CountMoves;
using FindAny = FindMove;

// Adds the four promotions (or the plain move) of a pawn arriving on `to`.
template <class Sink>
bool add_pawn_move(Sink& sink, Square from, Square to, Bitboard promo_rank) {
  if (bb(to) & promo_rank) {
    for (PieceType t : {QUEEN, KNIGHT, ROOK, BISHOP})
      if (sink.add(Move::promotion(from, to, t))) return true;
    return false;
  }
  return sink.add(Move(from, to));
}

template <class Sink>
bool generate(const Position& pos, Sink& sink) {
  const Color us = pos.side_to_move(), them = ~us;
  const BoardGeometry& geo = pos.geometry();
  const Square ksq = pos.king_square(us);
  const Bitboard occ = pos.pieces();
  const Bitboard ours = pos.pieces(us);

  if (ksq == SQ_NONE) return false;  // a position without our king has no orthodox moves
  const Bitboard checkers = pos.attackers_to(ksq, occ) & pos.pieces(them);

  // King moves: the destination must not be attacked once the king has left its square.
  {
    Bitboard targets = king_attacks(ksq) & geo.squares & ~ours;
    const Bitboard occ_without_king = occ ^ bb(ksq);
    while (targets) {
      Square to = pop_lsb(targets);
      if (!(pos.attackers_to(to, occ_without_king) & pos.pieces(them)))
        if (sink.add(Move(ksq, to))) return true;
    }
  }
  if (more_than_one(checkers)) return false;  // double check: only the king moves

  // Squares a non-king move must reach: anywhere but our own pieces, or, in check, the checker
  // or a square between it and the king.
  Bitboard target = ~ours & geo.squares;
  if (checkers) {
    Square c = lsb(checkers);
    target &= between_bb(ksq, c) | checkers;
  }
  const Bitboard pinned = pos.blockers_for_king(us) & ours;

  // Pieces other than pawns and the king.
  for (PieceType t : {KNIGHT, BISHOP, ROOK, QUEEN}) {
    Bitboard pcs = pos.pieces(us, t);
    while (pcs) {
      Square from = pop_lsb(pcs);
      Bitboard moves = (t == KNIGHT ? knight_attacks(from) : geo.slider(t, from, occ)) & target;
      if (pinned & bb(from)) moves &= line_bb(ksq, from);
      if (sink.add_targets(from, moves)) return true;
    }
  }

  // Pawns.
  {
    const int up = us == WHITE ? 8 : -8;
    const Bitboard promo_rank = rank_bb(geo.last_rank(us));
    const Bitboard double_rank = rank_bb(us == WHITE ? 1 : geo.ranks - 2);
    const Bitboard free = ~occ & geo.squares;
    Bitboard pawns = pos.pieces(us, PAWN);
    while (pawns) {
      Square from = pop_lsb(pawns);
      Bitboard allowed = (pinned & bb(from)) ? line_bb(ksq, from) : ~Bitboard(0);
      int one = int(from) + up;
      if (is_ok(one) && (free & bb(Square(one)))) {
        Square s1 = Square(one);
        if (bb(s1) & target & allowed)
          if (add_pawn_move(sink, from, s1, promo_rank)) return true;
        int two = one + up;
        if ((bb(from) & double_rank) && is_ok(two) && (free & bb(Square(two))) &&
            (bb(Square(two)) & target & allowed))
          if (sink.add(Move(from, Square(two)))) return true;
      }
      Bitboard caps = pawn_attacks(us, from) & pos.pieces(them) & target & allowed;
      while (caps)
        if (add_pawn_move(sink, from, pop_lsb(caps), promo_rank)) return true;
    }
    // En passant: tested by removing both pawns, since it can uncover a check along the rank. The
    // enemy king counts too: harmless in orthodox chess, where kings never stand side by side, but
    // variants that reuse this generator (Prince's successor king) let a king attack the king.
    const Square ep = pos.ep_square();
    if (ep != SQ_NONE) {
      const Square captured = Square(int(ep) - up);
      Bitboard takers = pawn_attacks(them, ep) & pos.pieces(us, PAWN);
      while (takers) {
        Square from = pop_lsb(takers);
        Bitboard after = (occ ^ bb(from) ^ bb(captured)) | bb(ep);
        Bitboard attackers = (geo.slider(ROOK, ksq, after) & pos.pieces(them, ROOK, QUEEN)) |
                             (geo.slider(BISHOP, ksq, after) & pos.pieces(them, BISHOP, QUEEN)) |
                             (knight_attacks(ksq) & pos.pieces(them, KNIGHT)) |
                             (king_attacks(ksq) & pos.pieces(them, KING)) |
                             (pawn_attacks(us, ksq) & pos.pieces(them, PAWN) & ~bb(captured));
        if (!attackers)
          if (sink.add(Move(from, ep, MK_EN_PASSANT))) return true;
      }
    }
  }

  // Castling (orthodox squares on the 8x8 board): not out of, through or into check.
  if (!checkers && pos.castling_rights() && geo.is_standard()) {
    const int base = us == WHITE ? 0 : 56;
    const int rights = pos.castling_rights() & (us == WHITE ? (WHITE_OO | WHITE_OOO) : (BLACK_OO | BLACK_OOO));
    auto safe = [&](int sq) { return !(pos.attackers_to(Square(sq), occ) & pos.pieces(them)); };
    if ((rights & (WHITE_OO | BLACK_OO)) && !(occ & (bb(Square(base + 5)) | bb(Square(base + 6)))) &&
        safe(base + 5) && safe(base + 6))
      if (sink.add(Move(ksq, Square(base + 6), MK_CASTLE))) return true;
    if ((rights & (WHITE_OOO | BLACK_OOO)) &&
        !(occ & (bb(Square(base + 1)) | bb(Square(base + 2)) | bb(Square(base + 3)))) &&
        safe(base + 3) && safe(base + 2))
      if (sink.add(Move(ksq, Square(base + 2), MK_CASTLE))) return true;
  }
  return false;
}

}  // namespace

void generate_legal(const Position& pos, MoveList& list) {
  Collect sink{list};
  generate(pos, sink);
}

std::size_t count_legal(const Position& pos) {
  Count sink;
  generate(pos, sink);
  return sink.n;
}

bool has_legal_move(const Position& pos) {
  FindAny sink;
  generate(pos, sink);
  return sink.found;
}

}  // namespace regent::orthodox
