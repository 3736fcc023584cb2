// A Regent position reduced to bitboards (no mailbox, no hash key), for deciding the legality of
// an ordinary move without play(): the mobile stage is a few XORs, a transformation toggles one
// bit of the KING and QUEEN sets, and every test of the complex move (check, flight, opposition)
// is an attack lookup. legal_moves.cpp uses it for the moves its quick test leaves open, which in
// the opening are most of them; the result is the same as play()'s (tests/regent compares both
// on random games).
#pragma once

#include "rules/regent/position.h"

namespace regent::regentchess {

struct MobileBoard {
  Bitboard type[KING + 1];  // PAWN..KING; a regent counts as KING or QUEEN by its stage
  Bitboard color[COLOR_NB];
  Bitboard awake_pawns;  // pawns that attack: all but the sleeping ones (§4.1)
  Square king[COLOR_NB];
  Square regent[COLOR_NB];  // SQ_NONE: that side plays classically
  bool regent_king[COLOR_NB];  // the regent is in its king stage (false without a regent)

  // The board of pos as it stands.
  static MobileBoard of(const RegentPosition& pos) {
    const Position& b = pos.board;
    MobileBoard a;
    for (int t = PAWN; t <= KING; ++t) a.type[t] = b.pieces(PieceType(t));
    a.color[WHITE] = b.pieces(WHITE);
    a.color[BLACK] = b.pieces(BLACK);
    a.awake_pawns = a.type[PAWN];
    for (Color c : {WHITE, BLACK}) {
      a.king[c] = pos.king[c];
      a.regent[c] = pos.regent[c];
      a.regent_king[c] = pos.regent_is_king(c);
      if (a.regent[c] != SQ_NONE && !a.regent_king[c]) a.awake_pawns &= ~(a.color[c] & prince_rank(c));
    }
    return a;
  }

  // Plays the mobile stage of an ordinary move m (MK_NORMAL, not the capture of a regent) of
  // side us, given the units on its two squares. The regents keep their stages: the
  // transformations come after.
  void play(Move m, Color us, Piece moving, Piece captured) {
    const Square from = m.from(), to = m.to();
    if (captured != NO_PIECE) {
      type[type_of(captured)] ^= bb(to);
      color[~us] ^= bb(to);
      awake_pawns &= ~bb(to);
    }
    const Bitboard fromto = bb(from) | bb(to);
    type[type_of(moving)] ^= fromto;
    color[us] ^= fromto;
    if (type_of(moving) == PAWN) {
      // A pawn stepping onto the last-but-one rank sleeps there if its regent is a queen.
      awake_pawns &= ~bb(from);
      if (!(regent[us] != SQ_NONE && !regent_king[us] && (bb(to) & prince_rank(us)))) awake_pawns |= bb(to);
    }
    if (from == king[us]) king[us] = to;
    if (from == regent[us]) regent[us] = to;
  }

  Bitboard occupied() const { return color[WHITE] | color[BLACK]; }
  bool regent_is_king(Color c) const { return regent_king[c]; }
  Bitboard king_units(Color c) const { return bb(king[c]) | (regent_is_king(c) ? bb(regent[c]) : 0); }

  // Units of `by` attacking s (sleeping pawns do not attack), given occupancy occ.
  Bitboard attackers(Color by, Square s, Bitboard occ) const {
    return ((pawn_attacks(~by, s) & awake_pawns) | (knight_attacks(s) & type[KNIGHT]) | (king_attacks(s) & type[KING]) |
            (rook_attacks(s, occ) & (type[ROOK] | type[QUEEN])) |
            (bishop_attacks(s, occ) & (type[BISHOP] | type[QUEEN]))) &
           color[by];
  }
  Bitboard attackers(Color by, Square s) const { return attackers(by, s, occupied()); }
  // The same test with early exits, cheap leapers first.
  bool attacked(Color by, Square s, Bitboard occ) const {
    const Bitboard own = color[by];
    if ((knight_attacks(s) & type[KNIGHT] & own) || (king_attacks(s) & type[KING] & own) ||
        (pawn_attacks(~by, s) & awake_pawns & own))
      return true;
    return (bishop_attacks(s, occ) & (type[BISHOP] | type[QUEEN]) & own) ||
           (rook_attacks(s, occ) & (type[ROOK] | type[QUEEN]) & own);
  }
  bool king_in_check(Color c) const { return attacked(~c, king[c], occupied()); }
  // As RegentPosition::king_has_flight: the king itself removed when looking along lines.
  // `likely`: a square to look at first (the one a unit just left is often the flight).
  bool king_has_flight(Color c, Square likely = SQ_NONE) const {
    Bitboard targets = king_attacks(king[c]) & ~color[c];
    const Bitboard occ = occupied() ^ bb(king[c]);
    if (likely != SQ_NONE && (targets & bb(likely))) {
      if (!attacked(~c, likely, occ)) return true;
      targets ^= bb(likely);
    }
    while (targets)
      if (!attacked(~c, pop_lsb(targets), occ)) return true;
    return false;
  }
  bool opposition() const {
    const Bitboard black = king_units(BLACK);
    Bitboard white = king_units(WHITE);
    while (white)
      if (king_attacks(pop_lsb(white)) & black) return true;
    return false;
  }
  // The regent of c changes its stage; its pawns on the last-but-one rank follow (§4.2).
  void flip(Color c) {
    const Bitboard r = bb(regent[c]);
    type[KING] ^= r;
    type[QUEEN] ^= r;
    regent_king[c] = !regent_king[c];
    const Bitboard pawns = type[PAWN] & color[c] & prince_rank(c);
    if (regent_king[c]) awake_pawns |= pawns;
    else awake_pawns &= ~pawns;
  }
  // Which regents are kings: the state of the transformational stage (the board is fixed).
  int stage_pair() const { return int(regent_is_king(WHITE)) | int(regent_is_king(BLACK)) << 1; }
};

}  // namespace regent::regentchess
