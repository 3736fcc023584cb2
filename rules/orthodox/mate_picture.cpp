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
Bitboard empty_board(PieceType type, Square s) { return attacks_bb(type, s, 0); }

// Whether one move of one unit of `side` (to any square it reaches on the empty board) can give
// check to a king on `king` and leave at most `allowed` of the `missing` squares unattacked.
// lined_up: a line unit of `side` already attacks `king` on the empty board, so the check may
// come from it (by a discovery) whatever moves.
bool one_move_mates(const Position& pos, Color side, Square king, Bitboard missing, int allowed, bool lined_up) {
  const int need = popcount(missing) - allowed;
  if (need <= 0 && lined_up) return true;
  // cover: what the moved units guard; checking: what the unit that may give the check attacks.
  auto mates = [&](Bitboard cover, Bitboard checking) {
    return popcount(missing & cover) >= need && (lined_up || (checking & bb(king)));
  };
  // A castling moves the king and the rook: both guard from their new squares, the rook checks.
  for (const CastlingRight right : kRights[side]) {
    if (!(pos.castling_rights() & right)) continue;
    const Castling c = castling_squares(right);
    if (mates(empty_board(ROOK, c.rook_to) | empty_board(KING, c.king_to), empty_board(ROOK, c.rook_to))) return true;
  }
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
        if (mates(cover, cover)) return true;
      }
      continue;
    }
    // A king's move checks only by discovery.
    for (Bitboard to = empty_board(type, from); to;) {
      const Bitboard cover = empty_board(type, pop_lsb(to));
      if (mates(cover, type == KING ? 0 : cover)) return true;
    }
  }
  return false;
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
    } else if (one_move_mates(pos, mating, king, missing, 0, line)) {
      picture.other_to = ~Bitboard{0};
    } else {
      for (Bitboard f = missing; f;) {
        const Square block = pop_lsb(f);
        if (one_move_mates(pos, mating, king, missing & ~bb(block), 0, line)) picture.other_to |= bb(block);
      }
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
