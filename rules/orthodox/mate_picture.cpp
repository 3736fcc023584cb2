#include "rules/orthodox/mate_picture.h"

#include "rules/core/bitboard.h"

namespace regent::orthodox {

namespace {

constexpr CastlingRight kRights[COLOR_NB][2] = {{WHITE_OO, WHITE_OOO}, {BLACK_OO, BLACK_OOO}};

// Where a castling puts the king and the rook (orthodox squares on the back rank).
struct Castling {
  Square rook_from, king_to, rook_to;
};
Castling castling_squares(CastlingRight right) {
  const Square rook = castling_rook_square(right);
  const int rank = rank_of(rook);
  const bool short_side = file_of(rook) == 7;
  return {rook, make_square(short_side ? 6 : 2, rank), make_square(short_side ? 5 : 3, rank)};
}

// What a unit other than a pawn attacks from s on the empty board (a king: its neighbours).
Bitboard empty_board(PieceType type, Square s) { return empty_board_attacks(type, s); }

// What one move of one unit of `side` (to any square it reaches on the empty board) that gives
// check to a king on `king` can leave of the `missing` squares unattacked: nothing (all), or a
// single square (one_left collects every such square). lined_up: a line unit of `side` already
// attacks `king` on the empty board, so the check may come from it (by a discovery) whatever
// moves. stop_at_one_left: return as soon as any move leaves at most one square (the caller asks
// only whether one exists).
//
// This is the hot spot of help play's last two plies, so the destinations worth trying are cut
// first: without a discovery only squares from which the unit attacks the king can check (on the
// empty board a knight, bishop, rook or queen attacks the king from d exactly when it would attack
// d from the king's square), and with two or more squares missing only squares from which the unit
// attacks one of them can leave at most one.
struct OneMoveCover {
  bool all = false;
  Bitboard one_left = 0;
};
OneMoveCover one_move_cover(const Position& pos, Color side, Square king, Bitboard missing, bool lined_up,
                            bool stop_at_one_left) {
  OneMoveCover r;
  const int count = popcount(missing);
  if (lined_up && count <= 1) {
    r.one_left = missing;
    r.all = count == 0;
    if (r.all || stop_at_one_left) return r;
  }
  // A checking move that guards `cover`; true when the answer is complete.
  auto consider = [&](Bitboard cover) {
    const Bitboard rest = missing & ~cover;
    if (!rest) return r.all = true;
    if (!(rest & (rest - 1))) {
      r.one_left |= rest;
      return stop_at_one_left;
    }
    return false;
  };
  // A castling moves the king and the rook: both guard from their new squares, the rook checks.
  for (const CastlingRight right : kRights[side]) {
    if (!(pos.castling_rights() & right)) continue;
    const Castling c = castling_squares(right);
    const Bitboard rook = empty_board(ROOK, c.rook_to);
    if ((lined_up || (rook & bb(king))) && consider(rook | empty_board(KING, c.king_to))) return r;
  }
  // The squares from which a unit of each kind attacks some missing square (filled on demand).
  Bitboard covering[PIECE_TYPE_NB] = {};
  bool covering_known[PIECE_TYPE_NB] = {};
  for (Bitboard units = pos.pieces(side); units;) {
    const Square from = pop_lsb(units);
    const PieceType type = type_of(pos.piece_on(from));
    if (type == PAWN) {
      const int forward = side == WHITE ? 8 : -8;
      const int rank = rank_of(from);
      Bitboard to = pawn_attacks(side, from) | bb(Square(from + forward));
      if (rank == (side == WHITE ? 1 : 6)) to |= bb(Square(from + 2 * forward));
      const bool promotes = rank == (side == WHITE ? 6 : 1);
      for (; to;) {
        const Square d = pop_lsb(to);
        const Bitboard cover = promotes ? empty_board(QUEEN, d) | empty_board(KNIGHT, d) : pawn_attacks(side, d);
        if ((lined_up || (cover & bb(king))) && consider(cover)) return r;
      }
      continue;
    }
    Bitboard to = empty_board(type, from);
    if (!lined_up) {
      // A king's move checks only by discovery.
      if (type == KING) continue;
      to &= empty_board(type, king);
      if (!to) continue;
      if (count == 0) {
        r.all = true;
        return r;
      }
      if (count == 1) {
        // Every checking square leaves at most the one missing square.
        r.one_left = missing;
        if (stop_at_one_left) return r;
      }
    }
    if (!covering_known[type]) {
      covering_known[type] = true;
      for (Bitboard f = missing; f;) covering[type] |= empty_board(type, pop_lsb(f));
    }
    for (to &= covering[type]; to;) {
      if (consider(empty_board(type, pop_lsb(to)))) return r;
    }
  }
  return r;
}

// Whether some checking move of one unit of `side` leaves at most `allowed` (0 or 1) of the
// missing squares unattacked.
bool one_move_mates(const Position& pos, Color side, Square king, Bitboard missing, int allowed, bool lined_up) {
  const OneMoveCover r = one_move_cover(pos, side, king, missing, lined_up, allowed > 0);
  return r.all || (allowed > 0 && r.one_left);
}

// The picture of the side to move; first_only: stop at the first way found (a picture that is
// possible() but may leave out other ways).
MatePicture analyse(const Position& pos, bool first_only) {
  constexpr MatePicture kNoClaim{~Bitboard{0}, ~Bitboard{0}, SQ_NONE};
  const Color mated = pos.side_to_move(), mating = ~mated;
  const Square king = pos.king_square(mated);
  const Square mating_king = pos.king_square(mating);
  if (king == SQ_NONE || mating_king == SQ_NONE) return kNoClaim;
  MatePicture picture{0, 0, king};
  const Bitboard blockers = pos.pieces(mated) & ~bb(king);
  Bitboard guarded = 0;
  for (Bitboard units = pos.pieces(mating); units;) {
    const Square s = pop_lsb(units);
    const PieceType type = type_of(pos.piece_on(s));
    guarded |= type == PAWN ? pawn_attacks(mating, s) : empty_board(type, s);
  }
  const Bitboard line_units = pos.pieces(mating, BISHOP, ROOK) | pos.pieces(mating, QUEEN);
  auto lined_up = [&](Square t) {
    for (Bitboard u = line_units; u;) {
      const Square s = pop_lsb(u);
      if (empty_board(type_of(pos.piece_on(s)), s) & bb(t)) return true;
    }
    return false;
  };
  // Another unit moves: the king stays, and that move may fill one flight (the square it goes to).
  if (blockers) {
    const Bitboard missing = king_attacks(king) & ~blockers & ~guarded;
    const bool line = lined_up(king);
    if (first_only) {
      if (one_move_mates(pos, mating, king, missing, 1, line)) return MatePicture{0, ~Bitboard{0}, king};
    } else {
      // Every way that covers all the flights allows any move; a way that leaves one flight
      // allows only the moves that fill it.
      const OneMoveCover cover = one_move_cover(pos, mating, king, missing, line, false);
      picture.other_to = cover.all ? ~Bitboard{0} : cover.one_left;
    }
  }
  // The king steps to t: its flights there (the square it left among them) all need guards.
  for (Bitboard steps = king_attacks(king) & ~blockers; steps;) {
    const Square t = pop_lsb(steps);
    if (one_move_mates(pos, mating, t, king_attacks(t) & ~blockers & ~guarded, 0, lined_up(t))) {
      picture.king_to |= bb(t);
      if (first_only) return picture;
    }
  }
  // The king castles: it stands on c or g with the rook beside it (a blocker now), and every
  // other flight needs a guard.
  for (const CastlingRight right : kRights[mated]) {
    if (!(pos.castling_rights() & right)) continue;
    const Castling c = castling_squares(right);
    const Bitboard after = (blockers & ~bb(c.rook_from)) | bb(c.rook_to);
    if (one_move_mates(pos, mating, c.king_to, king_attacks(c.king_to) & ~after & ~guarded, 0, lined_up(c.king_to))) {
      picture.king_to |= bb(c.king_to);
      if (first_only) return picture;
    }
  }
  return picture;
}

}  // namespace

bool mate_after_one_move_each_possible(const Position& pos) { return analyse(pos, true).possible(); }

MatePicture mate_picture(const Position& pos) { return analyse(pos, false); }

}  // namespace regent::orthodox
