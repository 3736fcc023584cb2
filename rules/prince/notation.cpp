#include "rules/prince/notation.h"

#include "rules/orthodox/notation.h"
#include "rules/prince/moves.h"

namespace regent::prince {

MoveDescription describe(const PrincePosition& pos, Move m) {
  MoveDescription d = orthodox::describe(pos.board, m);
  const Square replacement = replacement_square(pos, m);
  if (replacement != SQ_NONE) {
    TransformationStep step;
    step.kind = "to-king";
    step.color = ~pos.side_to_move();
    step.square = replacement;
    step.text = square_name(replacement) + "=K";
    d.text += "[" + step.text + "]";
    d.transformations.push_back(std::move(step));
  }
  return d;
}

MoveAnnotation annotate(const PrincePosition& after) {
  MoveAnnotation a;
  if (after.king_lost(after.side_to_move())) a.ending = "king captured";
  return a;
}

}  // namespace regent::prince
