// Move notation in the problemists' long algebraic form, as Popeye prints it:
// "Kc1-b2", captures with '*' ("Rc2*c7"), pawns without letter ("g7-g8=Q"), "0-0", "0-0-0",
// "d5*c6 ep.". Check and mate marks are added by the caller, who knows the position after.
#pragma once

#include "rules/core/position.h"
#include "rules/variant.h"

namespace regent::orthodox {

MoveDescription describe(const Position& pos, Move m);

// What describe gives but the texts: squares, unit, promotion, castling, capture, en passant.
MoveDescription order_facts(const Position& pos, Move m);

}  // namespace regent::orthodox
