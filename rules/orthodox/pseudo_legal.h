// Pseudo-legal orthodox moves: how the pieces move and capture, without asking whether the king
// is safe afterwards. Variants whose check rules differ from orthodox chess (Powerful Monarch,
// Prince) generate with this and apply their own legality test, and add castling themselves.
//
// Moves go to a Sink as in movegen.cpp: sink.add(Move) for single moves and
// sink.add_targets(from, targets) for the ordinary moves of one piece (king, knight, sliders),
// each returning true to stop the generation (has-a-move tests).
#pragma once

#include "rules/core/movelist.h"
#include "rules/core/position.h"

namespace regent::orthodox {

// Sinks: list the moves, count them, or notice the first one.
struct CollectMoves {
  MoveList& list;
  bool add(Move m) {
    list.push(m);
    return false;
  }
  bool add_targets(Square from, Bitboard targets) {
    while (targets) list.push(Move(from, pop_lsb(targets)));
    return false;
  }
};
struct CountMoves {
  std::size_t n = 0;
  bool add(Move) {
    ++n;
    return false;
  }
  bool add_targets(Square, Bitboard targets) {
    n += popcount(targets);
    return false;
  }
};
struct FindMove {
  bool found = false;
  bool add(Move) { return found = true; }
  bool add_targets(Square, Bitboard targets) {
    if (targets) found = true;
    return found;
  }
};

// Every pseudo-legal move of the side to move whose destination (for en passant: the captured
// pawn's square) lies in `allowed`, castling excepted. Captures of the enemy king are included
// when `allowed` contains its square. Returns true if the sink stopped the generation.
template <class Sink>
bool generate_pseudo_legal(const Position& pos, Bitboard allowed, Sink& sink) {
  const Color us = pos.side_to_move(), them = ~us;
  const BoardGeometry& geo = pos.geometry();
  const Bitboard occ = pos.pieces();
  const Bitboard target = ~pos.pieces(us) & geo.squares & allowed;

  for (PieceType t : {KING, KNIGHT, BISHOP, ROOK, QUEEN}) {
    Bitboard pcs = pos.pieces(us, t);
    while (pcs) {
      const Square from = pop_lsb(pcs);
      const Bitboard attacks = t == KING     ? king_attacks(from) & geo.squares
                               : t == KNIGHT ? knight_attacks(from) & geo.squares
                                             : geo.slider(t, from, occ);
      if (sink.add_targets(from, attacks & target)) return true;
    }
  }

  const int up = us == WHITE ? 8 : -8;
  const Bitboard promo_rank = rank_bb(geo.last_rank(us));
  const Bitboard double_rank = rank_bb(us == WHITE ? 1 : geo.ranks - 2);
  const Bitboard free = ~occ & geo.squares;
  auto add_pawn_move = [&](Square from, Square to) {
    if (bb(to) & promo_rank) {
      for (PieceType t : {QUEEN, KNIGHT, ROOK, BISHOP})
        if (sink.add(Move::promotion(from, to, t))) return true;
      return false;
    }
    return sink.add(Move(from, to));
  };
  Bitboard pawns = pos.pieces(us, PAWN);
  while (pawns) {
    const Square from = pop_lsb(pawns);
    const int one = int(from) + up;
    if (is_ok(one) && (free & bb(Square(one)))) {
      if ((bb(Square(one)) & allowed) && add_pawn_move(from, Square(one))) return true;
      const int two = one + up;
      if ((bb(from) & double_rank) && is_ok(two) && (free & bb(Square(two))) && (bb(Square(two)) & allowed))
        if (sink.add(Move(from, Square(two)))) return true;
    }
    Bitboard caps = pawn_attacks(us, from) & pos.pieces(them) & target;
    while (caps)
      if (add_pawn_move(from, pop_lsb(caps))) return true;
  }
  const Square ep = pos.ep_square();
  if (ep != SQ_NONE && (bb(Square(int(ep) - up)) & allowed)) {
    Bitboard takers = pawn_attacks(them, ep) & pos.pieces(us, PAWN);
    while (takers)
      if (sink.add(Move(pop_lsb(takers), ep, MK_EN_PASSANT))) return true;
  }
  return false;
}

// The attacks of a piece of type t and colour c standing on s, given occupancy occ.
inline Bitboard piece_attacks(const BoardGeometry& geo, PieceType t, Color c, Square s, Bitboard occ) {
  switch (t) {
    case PAWN: return pawn_attacks(c, s) & geo.squares;
    case KNIGHT: return knight_attacks(s) & geo.squares;
    case KING: return king_attacks(s) & geo.squares;
    case BISHOP:
    case ROOK:
    case QUEEN: return geo.slider(t, s, occ);
    default: return 0;
  }
}

}  // namespace regent::orthodox
