#include "rules/orthodox/flight_takers.h"

#include "rules/orthodox/movegen.h"

namespace regent::orthodox {

namespace {

struct Flights {
  const Position* pos;
  Bitboard squares;     // the other king's flights
  Bitboard occ;         // the board without the other king
  Bitboard rooks, bishops;  // our sliders of each line kind (queens in both)
};

// The arrival squares, for the unit on `from` (not a king), that may take every flight.
Bitboard taking_every_flight(const Flights& f, Square from) {
  const Position& pos = *f.pos;
  const PieceType t = type_of(pos.piece_on(from));
  const BoardGeometry& geo = pos.geometry();
  const Bitboard occ = f.occ ^ bb(from);  // (a slider's line back through its own square)
  Bitboard allowed = ~Bitboard{0};
  for (Bitboard b = f.squares; b && allowed;) {
    const Square s = pop_lsb(b);
    // Leaving `from` opens a line from one of our sliders to s: any arrival may take s.
    const bool opens = (geo.slider(ROOK, s, occ) & ~geo.slider(ROOK, s, f.occ) & f.rooks) ||
                       (geo.slider(BISHOP, s, occ) & ~geo.slider(BISHOP, s, f.occ) & f.bishops);
    if (opens) continue;
    // (the squares from which a unit of type t attacks s; for a pawn, those of our pawns)
    const Bitboard attack_from = t == PAWN     ? pawn_attacks(~pos.side_to_move(), s) & geo.squares
                                 : t == KNIGHT ? knight_attacks(s) & geo.squares
                                               : geo.slider(t, s, occ);
    allowed &= attack_from | bb(s);
  }
  return allowed;
}

Bitboard destinations(const void* context, Square from) {
  const Flights& f = *static_cast<const Flights*>(context);
  // (our king may line up with theirs: its steps all listed)
  return type_of(f.pos->piece_on(from)) == KING ? ~Bitboard{0} : taking_every_flight(f, from);
}

}  // namespace

void generate_flight_takers(const Position& pos, MoveList& list) {
  const Color us = pos.side_to_move(), them = ~us;
  const Square theirs = pos.king_square(them), ours = pos.king_square(us);
  // (a step of their king that could discover check is no quiet defence: no filter then; our king's
  // own moves, which may bring it onto such a line, are all listed below)
  if (theirs == SQ_NONE || ours == SQ_NONE || king_step_may_discover(pos, them)) {
    generate_legal(pos, list);
    return;
  }
  Flights f{&pos, 0, pos.pieces() ^ bb(theirs), pos.pieces(us, ROOK, QUEEN), pos.pieces(us, BISHOP, QUEEN)};
  for (Bitboard b = king_attacks(theirs) & pos.geometry().squares & ~pos.pieces(them); b;) {
    const Square s = pop_lsb(b);
    if (!(pos.attackers_to(s, f.occ) & pos.pieces(us))) f.squares |= bb(s);
  }
  if (!f.squares) {
    generate_legal(pos, list);
    return;
  }
  const std::size_t start = list.size();
  generate_legal_within(pos, list, destinations, &f);
  // The pawns' moves come unfiltered: a step or capture that does not promote is kept only if the
  // pawn takes every flight from its arrival square (en passant also takes a pawn of theirs off
  // a line, and a promotion may become any piece: both kept).
  std::size_t kept = start;
  for (std::size_t i = start; i < list.size(); ++i) {
    const Move m = list[i];
    if (m.kind() == MK_NORMAL && type_of(pos.piece_on(m.from())) == PAWN &&
        !(taking_every_flight(f, m.from()) & bb(m.to())))
      continue;
    list[kept++] = m;
  }
  list.truncate(kept);
}

}  // namespace regent::orthodox
