#include "rules/royal_standard/notation.h"

#include "rules/royal_standard/movegen.h"

namespace regent::royalstandard {

MoveDescription describe(const RoyalPosition& pos, RoyalMove m) {
  MoveDescription d;
  const Piece mover = pos.board.piece_on(m.from), target = pos.board.piece_on(m.to);
  d.from = m.from;
  d.to = m.to;
  d.piece = piece_code(type_of(mover));
  d.capture = target != NO_PIECE;
  d.text = std::string(1, d.piece) + square_name(m.from) + (d.capture ? "*" : "-") + square_name(m.to);
  if (type_of(mover) == WINDMILL)
    if (const auto route = windmill_route(pos, m.from, m.to))
      d.text.append("(").append(square_name(route->pivot)).append(route->clockwise ? ",cw)" : ",ccw)");
  if (m.relocation != SQ_NONE) {
    const Color owner = color_of(target);
    const std::string placed = std::string(owner == WHITE ? "w" : "b") + "E" + square_name(m.relocation);
    d.text += "[+" + placed + "]";
    d.transformations.push_back(TransformationStep{"relocated", owner, m.relocation, "+" + placed});
  }
  return d;
}

std::string uci(RoyalMove m) {
  std::string s = square_name(m.from) + square_name(m.to);
  if (m.relocation != SQ_NONE) s += square_name(m.relocation);
  return s;
}

}  // namespace regent::royalstandard
