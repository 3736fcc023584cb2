#include "rules/orthodox/mate_picture.h"

#include "rules/core/bitboard.h"

namespace regent::orthodox {

namespace {

constexpr int kCastlingRights[COLOR_NB] = {WHITE_OO | WHITE_OOO, BLACK_OO | BLACK_OOO};

// What each unit other than a pawn attacks from each square on the empty board (a king: its
// neighbours), looked up rather than computed in the search.
struct EmptyBoardAttacks {
  Bitboard of[PIECE_TYPE_NB][64] = {};
  EmptyBoardAttacks() {
    init_bitboards();
    for (int s = 0; s < 64; ++s) {
      of[KNIGHT][s] = knight_attacks(Square(s));
      of[BISHOP][s] = bishop_attacks(Square(s), 0);
      of[ROOK][s] = rook_attacks(Square(s), 0);
      of[QUEEN][s] = queen_attacks(Square(s), 0);
      of[KING][s] = king_attacks(Square(s));
    }
  }
};

const EmptyBoardAttacks& empty_board() {
  static const EmptyBoardAttacks table;
  return table;
}

// Whether one move of one unit of `side` (to any square it reaches on the empty board) can give
// check to a king on `king` and leave at most `allowed` of the `missing` squares unattacked.
// lined_up: a line unit of `side` already attacks `king` on the empty board, so the check may
// come from it (by a discovery) whatever moves.
bool one_move_mates(const Position& pos, Color side, Square king, Bitboard missing, int allowed, bool lined_up,
                    const EmptyBoardAttacks& e) {
  const int need = popcount(missing) - allowed;
  if (need <= 0 && lined_up) return true;
  auto mates = [&](Bitboard cover, bool checks) {
    return popcount(missing & cover) >= need && (lined_up || (checks && (cover & bb(king))));
  };
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
        if (mates(promotes ? e.of[QUEEN][d] | e.of[KNIGHT][d] : pawn_attacks(side, d), true)) return true;
      }
      continue;
    }
    // A king's move checks only by discovery.
    for (Bitboard to = e.of[type][from]; to;)
      if (mates(e.of[type][pop_lsb(to)], type != KING)) return true;
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
  // A castling moves two units (and the mated king's castling two squares): no claim.
  if (pos.castling_rights() & (kCastlingRights[mating] | kCastlingRights[mated])) return kNoClaim;
  MatePicture picture{0, 0, king};
  const Bitboard blockers = pos.pieces(mated) & ~bb(king);
  const EmptyBoardAttacks& e = empty_board();
  Bitboard guarded = 0;
  for (Bitboard units = pos.pieces(mating); units;) {
    const Square s = pop_lsb(units);
    const PieceType type = type_of(pos.piece_on(s));
    guarded |= type == PAWN ? pawn_attacks(mating, s) : e.of[type][s];
  }
  const Bitboard line_units = pos.pieces(mating, BISHOP, ROOK) | pos.pieces(mating, QUEEN);
  auto lined_up = [&](Square t) {
    for (Bitboard u = line_units; u;) {
      const Square s = pop_lsb(u);
      if (e.of[type_of(pos.piece_on(s))][s] & bb(t)) return true;
    }
    return false;
  };
  // Another unit moves: the king stays, and that move may fill one flight (the square it goes to).
  if (blockers) {
    const Bitboard missing = king_attacks(king) & ~blockers & ~guarded;
    const bool line = lined_up(king);
    if (first_only) {
      if (one_move_mates(pos, mating, king, missing, 1, line, e)) return MatePicture{0, ~Bitboard{0}, king};
    } else if (one_move_mates(pos, mating, king, missing, 0, line, e)) {
      picture.other_to = ~Bitboard{0};
    } else {
      for (Bitboard f = missing; f;) {
        const Square block = pop_lsb(f);
        if (one_move_mates(pos, mating, king, missing & ~bb(block), 0, line, e)) picture.other_to |= bb(block);
      }
    }
  }
  // The king steps to t: its flights there (the square it left among them) all need guards.
  for (Bitboard steps = king_attacks(king) & ~blockers; steps;) {
    const Square t = pop_lsb(steps);
    if (one_move_mates(pos, mating, t, king_attacks(t) & ~blockers & ~guarded, 0, lined_up(t), e)) {
      picture.king_to |= bb(t);
      if (first_only) return picture;
    }
  }
  return picture;
}

}  // namespace

bool mate_after_one_move_each_possible(const Position& pos) { return analyse(pos, true).possible(); }

MatePicture mate_picture(const Position& pos) { return analyse(pos, false); }

}  // namespace regent::orthodox
