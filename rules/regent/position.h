// The state of a Regent Chess game (seed Appendix §1, digest §1.3): the board (core Position,
// where a regent stands as a KING in its uncrowned-king stage and as a QUEEN in its queen
// stage), which unit of each side is its regent, and the regent-castling rights.
//
// What is derived, never stored: pawn stages (a pawn on its side's last-but-one rank sleeps
// while its regent is a queen and is a prince while the regent is a king, §4.1-4.2), Regent Pat,
// checks. The side's mode follows from the regent: a side with a regent plays by Regent rules,
// a side without one (after a new king, §5.2, or after losing its regent, §5.3) classically.
#pragma once

#include "rules/core/bitboard.h"
#include "rules/core/position.h"

namespace regent::regentchess {

// Regent-castling rights (§9): regent and rook unmoved. Named by the regent's destination file.
enum RegentCastling : std::uint8_t {
  WHITE_REGENT_B = 1,  // d1 -> b1, Ra1 -> c1 ("short", on the regent-queenside)
  WHITE_REGENT_F = 2,  // d1 -> f1, Rh1 -> e1 ("long", on the kingside)
  BLACK_REGENT_B = 4,
  BLACK_REGENT_F = 8,
};

namespace keys {
// Variant components of the hash key: the regent's square per side (64 = none), the regent
// castling rights, the Pat Perpetuum Mobile flag.
extern Key regent[2][65];
extern Key regent_castling[16];
extern Key ppm;
extern Key rcc;
void init();
}  // namespace keys

// Last-but-one rank of a side: where pawns sleep or are princes.
constexpr Bitboard prince_rank(Color c) { return rank_bb(c == WHITE ? 6 : 1); }

struct RegentPosition {
  Position board;
  Square regent[COLOR_NB] = {SQ_NONE, SQ_NONE};  // SQ_NONE: the side plays classically
  Square king[COLOR_NB] = {SQ_NONE, SQ_NONE};    // the crowned (or new) king
  std::uint8_t regent_castling = 0;
  bool ppm = false;  // the last move ended in Pat Perpetuum Mobile: the game is drawn (§8)
  // The stricter reading "RCC" of §6.3.1 (docs/rules/regent.md, "Two readings of §6.3.1"): a
  // check to the crowned king that survives the mobile stage may be lifted by the
  // transformations alone only by a move that mates. Off: the default reading RS-1. A property
  // of the game, not of one move: it stays as it is through every move.
  bool rcc = false;
  // A flight each king had when last looked at: usually still one, which spares the full scan.
  // A cache only: not part of the state, the key or equality.
  mutable Square flight_hint[COLOR_NB] = {SQ_NONE, SQ_NONE};

  Color side_to_move() const { return board.side_to_move(); }
  Key key() const {
    return board.key() ^ keys::regent[WHITE][regent[WHITE]] ^ keys::regent[BLACK][regent[BLACK]] ^
           keys::regent_castling[regent_castling] ^ (ppm ? keys::ppm : 0) ^
           (rcc ? keys::rcc : 0);
  }

  bool regent_mode(Color c) const { return regent[c] != SQ_NONE; }
  bool regent_is_king(Color c) const {
    return regent[c] != SQ_NONE && type_of(board.piece_on(regent[c])) == KING;
  }
  // Sleeping pawns of c: no moves, no attacks (§4.1).
  Bitboard sleeping(Color c) const {
    return regent[c] != SQ_NONE && type_of(board.piece_on(regent[c])) == QUEEN
               ? board.pieces(c, PAWN) & prince_rank(c)
               : 0;
  }
  // Princes of c: attack diagonally, may only promote to a new king (§4.2-4.3).
  Bitboard princes(Color c) const {
    return regent_is_king(c) ? board.pieces(c, PAWN) & prince_rank(c) : 0;
  }
  // The units of c that can be in check: its king and its regent in the uncrowned-king stage.
  Bitboard king_units(Color c) const {
    return bb(king[c]) | (regent_is_king(c) ? bb(regent[c]) : 0);
  }
  // Units of c attacking s (stage-aware: sleeping pawns do not attack), given occupancy occ.
  // Regent Chess is played on the full 8x8 board, so the plain attack tables serve.
  Bitboard attackers(Color c, Square s, Bitboard occ) const {
    const Bitboard queens = board.pieces(QUEEN);
    return ((pawn_attacks(~c, s) & board.pieces(PAWN) & ~sleeping(c)) | (knight_attacks(s) & board.pieces(KNIGHT)) |
            (king_attacks(s) & board.pieces(KING)) | (rook_attacks(s, occ) & (board.pieces(ROOK) | queens)) |
            (bishop_attacks(s, occ) & (board.pieces(BISHOP) | queens))) &
           board.pieces(c);
  }
  // Whether c attacks s: the same test with early exits, cheap leapers first.
  bool attacked(Color c, Square s, Bitboard occ) const {
    const Bitboard own = board.pieces(c);
    if ((knight_attacks(s) & board.pieces(KNIGHT) & own) || (king_attacks(s) & board.pieces(KING) & own))
      return true;
    if (const Bitboard pawns = pawn_attacks(~c, s) & board.pieces(PAWN) & own; pawns && (pawns & ~sleeping(c)))
      return true;
    const Bitboard queens = board.pieces(QUEEN);
    return (bishop_attacks(s, occ) & (board.pieces(BISHOP) | queens) & own) ||
           (rook_attacks(s, occ) & (board.pieces(ROOK) | queens) & own);
  }
  Bitboard attackers(Color c, Square s) const { return attackers(c, s, board.pieces()); }

  // The crowned king of c is in check.
  bool king_in_check(Color c) const { return attacked(~c, king[c], board.pieces()); }
  // The king of c has a flight: an adjacent square not occupied by its own units and not
  // attacked by the opponent, the king itself removed when looking along lines (§1.2.1).
  bool king_has_flight(Color c) const;
  // The stage the regent of c must be in: king iff its king is in check or in Regent Pat.
  bool regent_must_be_king(Color c) const { return king_in_check(c) || !king_has_flight(c); }
  // Two opposing king-units stand next to each other (the opposition ban of §1.1).
  bool opposition() const;

  // Changes the stage of c's regent (its pawns on the last-but-one rank follow implicitly).
  void flip_regent(Color c) {
    const Square s = regent[c];
    const PieceType now = type_of(board.piece_on(s));
    board.remove_piece(s);
    board.put_piece(make_piece(c, now == KING ? QUEEN : KING), s);
  }

  bool operator==(const RegentPosition& o) const {
    return board == o.board && regent[0] == o.regent[0] && regent[1] == o.regent[1] && king[0] == o.king[0] &&
           king[1] == o.king[1] && regent_castling == o.regent_castling && ppm == o.ppm && rcc == o.rcc;
  }
};

}  // namespace regent::regentchess
