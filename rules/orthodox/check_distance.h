// How many moves a side needs before it can give check at all: an exact lower bound that lets
// help play and the mate searches drop lines in which the mating side runs out of time.
//
// The bound relaxes the position to an empty board: each unit moves as if nothing stood in its
// way, every diagonal pawn step finds something to capture, and a pawn reaching the last rank may
// become any unit. A unit's distance to a square is the fewest of its own moves after which it
// attacks that square on the empty board. Obstacles, pins and captures can only make the real
// number larger, and kings never give check, so no check can come sooner than the nearest unit's
// distance to the squares the enemy king can reach meanwhile (it makes at most king_moves moves;
// castling counts as one more step).
#pragma once

#include "rules/core/position.h"

namespace regent::orthodox {

// False only if `side` provably cannot give check with one of its next `moves` moves while the
// other side's king makes at most `king_moves` moves in between. Discovered checks are included
// (the discovering line unit already attacks the king's square: distance 0).
bool can_check_within(const Position& pos, Color side, int moves, int king_moves);

// The squares that some unit of `side` attacks after at most `moves` of its own moves on the empty
// board (0 moves: a line unit's discovery; a pawn's or knight's check takes a move of its own, as
// in can_check_within): a king anywhere else is out of reach of a check.
Bitboard checkable_within(const Position& pos, Color side, int moves);

// The empty-board distance of a unit (side, type, on `from`) to attacking `target` (a pawn may
// promote on the way); kNoCheck if it never can (a king; a bishop on the other colour).
constexpr int kNoCheck = 255;
// Every distance but kNoCheck is below this.
constexpr int kLongestCheckDistance = 15;
int check_distance(Color side, PieceType type, Square from, Square target);

}  // namespace regent::orthodox
