// Retro analysis of the last move, enough to decide the question problems ask most: may the side
// to move capture en passant? By convention it may only if the last move was a pawn's double
// step, and a diagram proves that only when every other last move is impossible.
#pragma once

#include <string>

#include "rules/core/position.h"

namespace regent::orthodox {

struct LastMoveProof {
  Square passed = SQ_NONE;  // the square the double step passed over; SQ_NONE: nothing proven
  std::string move;         // the proven last move, e.g. "d7-d5"
};

// Enumerates every retraction of the side that is not to move (plain moves, captures, promotions,
// castling, en-passant captures) and keeps those after which the side to move is not in check
// (it cannot have been in check with the opponent to move). If all that remain are one pawn's
// double step, and an e.p. capture of that pawn is now possible, that is proven.
LastMoveProof prove_double_step(const Position& pos);

}  // namespace regent::orthodox
