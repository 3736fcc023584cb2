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

// The arrival squares, for the unit on `from`, that may take every flight.
Bitboard taking_every_flight(const void* context, Square from) {
  const Flights& f = *static_cast<const Flights*>(context);
  const Position& pos = *f.pos;
  const PieceType t = type_of(pos.piece_on(from));
  if (t == KING) return ~Bitboard{0};  // (our king may line up with theirs: every step listed)
  const BoardGeometry& geo = pos.geometry();
  const Bitboard occ = f.occ ^ bb(from);  // (a slider's line back through its own square)
  Bitboard allowed = ~Bitboard{0};
  for (Bitboard b = f.squares; b && allowed;) {
    const Square s = pop_lsb(b);
    // Leaving `from` opens a line from one of our sliders to s: any arrival may take s.
    const bool opens = (geo.slider(ROOK, s, occ) & ~geo.slider(ROOK, s, f.occ) & f.rooks) ||
                       (geo.slider(BISHOP, s, occ) & ~geo.slider(BISHOP, s, f.occ) & f.bishops);
    if (opens) continue;
    const Bitboard attack_from = t == KNIGHT ? knight_attacks(s) & geo.squares : geo.slider(t, s, occ);
    allowed &= attack_from | bb(s);
  }
  return allowed;
}

}  // namespace

void generate_flight_takers(const Position& pos, MoveList& list) {
  const Color us = pos.side_to_move(), them = ~us;
  const Square theirs = pos.king_square(them), ours = pos.king_square(us);
  if (theirs == SQ_NONE || ours == SQ_NONE || line_bb(theirs, ours)) {
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
  generate_legal_within(pos, list, taking_every_flight, &f);
}

}  // namespace regent::orthodox
