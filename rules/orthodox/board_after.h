// The position after a legal move, as the budgets read it, without making the move: a help search
// asks the budget about a child before playing it (mate_budget.h, squares_within_budget_after),
// and leaves a child it denies unplayed. It answers what the budgets ask of a position (the units
// of each colour and kind, the kings, what stands on a square, castling rights, the board's
// geometry) and nothing else. Only for a position without castling rights (nor has the position
// after the move any then).
#pragma once

#include "rules/core/position.h"

namespace regent::orthodox {

class BoardAfter {
 public:
  BoardAfter(const Position& pos, Move m) : pos_(pos), us_(pos.side_to_move()), from_(m.from()), to_(m.to()) {
    moved_ = m.is_promotion() ? make_piece(us_, m.promotion_type()) : pos.piece_on(from_);
    captured_ = pos.empty(to_) ? 0 : bb(to_);
    if (m.kind() == MK_EN_PASSANT) captured_ = bb(Square(int(to_) + (us_ == WHITE ? -8 : 8)));
    pieces_[us_] = (pos.pieces(us_) & ~bb(from_)) | bb(to_);
    pieces_[~us_] = pos.pieces(~us_) & ~captured_;
  }
  Bitboard pieces(Color c) const { return pieces_[c]; }
  Bitboard pieces(Color c, PieceType t) const {
    if (c != us_) return pos_.pieces(c, t) & ~captured_;
    return (pos_.pieces(c, t) & ~bb(from_)) | (type_of(moved_) == t ? bb(to_) : 0);
  }
  Bitboard pieces(Color c, PieceType t1, PieceType t2) const { return pieces(c, t1) | pieces(c, t2); }
  Square king_square(Color c) const {
    const Bitboard k = pieces(c, KING);
    return k ? lsb(k) : SQ_NONE;
  }
  Piece piece_on(Square s) const { return s == to_ ? moved_ : s == from_ ? NO_PIECE : pos_.piece_on(s); }
  int castling_rights() const { return 0; }
  const BoardGeometry& geometry() const { return pos_.geometry(); }

 private:
  const Position& pos_;
  Color us_;
  Square from_, to_;
  Piece moved_;
  Bitboard captured_, pieces_[2];
};

}  // namespace regent::orthodox
