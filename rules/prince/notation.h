// Prince moves in the problemists' notation (rules/orthodox/notation.h), with the chosen pawn
// that becomes a king after the capture of the original king in brackets: "Qf3*f7[g7=K]".
#pragma once

#include "rules/prince/position.h"
#include "rules/variant.h"

namespace regent::prince {

MoveDescription describe(const PrincePosition& pos, Move m);

// The variant's note on the position after a move: "king captured" when the side to move has
// lost its king (the game is over).
MoveAnnotation annotate(const PrincePosition& after);

}  // namespace regent::prince
