#include "rules/royal_standard/position.h"

namespace regent::royalstandard {

void RoyalPosition::play(RoyalMove m, RoyalUndo& u) {
  u.frozen = frozen;
  const Color us = side_to_move();
  // The turn our frozen standard-bearers had to sit out is this one.
  frozen &= ~board.pieces(us);
  const Piece captured = board.piece_on(m.to);
  board.do_move(Move(m.from, m.to), u.board);
  if (m.relocation != SQ_NONE) {
    // A captured standard-bearer goes back next to where it stood and sits out its owner's next
    // turn (the capturer's own next turn when it took its own standard-bearer).
    board.put_piece(captured, m.relocation);
    frozen = (frozen & ~bb(m.to)) | bb(m.relocation);
  }
}

void RoyalPosition::take_back(RoyalMove m, const RoyalUndo& u) {
  if (m.relocation != SQ_NONE) board.remove_piece(m.relocation);
  board.undo_move(Move(m.from, m.to), u.board);
  frozen = u.frozen;
}

void RoyalPosition::pass(RoyalUndo& u) {
  u.frozen = frozen;
  frozen &= ~board.pieces(side_to_move());
  board.do_null_move(u.board);
}

void RoyalPosition::take_back_pass(const RoyalUndo& u) {
  board.undo_null_move(u.board);
  frozen = u.frozen;
}

}  // namespace regent::royalstandard
