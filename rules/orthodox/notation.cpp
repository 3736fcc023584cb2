#include "rules/orthodox/notation.h"

namespace regent::orthodox {

MoveDescription order_facts(const Position& pos, Move m) {
  MoveDescription d;
  d.from = m.from();
  d.to = m.to();
  d.piece = piece_letter(type_of(pos.piece_on(m.from())));
  d.castling = m.kind() == MK_CASTLE;
  d.en_passant = m.kind() == MK_EN_PASSANT;
  d.capture = d.en_passant || (!d.castling && !pos.empty(m.to()));
  if (m.is_promotion()) d.promotion = piece_letter(m.promotion_type());
  return d;
}

MoveDescription describe(const Position& pos, Move m) {
  MoveDescription d = order_facts(pos, m);
  const Piece pc = pos.piece_on(m.from());

  if (d.castling) {
    d.text = m.to() > m.from() ? "0-0" : "0-0-0";
    return d;
  }
  if (type_of(pc) != PAWN) d.text += d.piece;
  d.text += square_name(m.from());
  d.text += d.capture ? '*' : '-';
  d.text += square_name(m.to());
  if (d.promotion) {
    d.text += '=';
    d.text += d.promotion;
  }
  if (d.en_passant) d.text += " ep.";
  return d;
}

}  // namespace regent::orthodox
