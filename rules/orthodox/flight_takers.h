// A selfmate's last attacking move: after it, every move of the defender must give mate, so the
// defender's king must have no step that gives no check. Its flights in the position before the
// move (the squares its king could step to, were it the defender's turn) must all be taken by the
// one move, and most moves take none. Listing only the moves that may take them all spares making
// and testing the others, the bulk of a selfmate's search.
#pragma once

#include "rules/core/movelist.h"
#include "rules/core/position.h"

namespace regent::orthodox {

// The legal moves of the side to move after which the other side's king may have no step that
// gives no check: a superset, in generate_legal's order (appended). A move is left out only when
// some flight f of that king (a square next to it, free of its own units, attacked by no unit of
// the side to move with the king taken off the board) stays a flight after it: the moved unit
// does not attack f from its arrival square and is not on f, and leaving its square opens no line
// from one of our sliders to f. Such a step gives no check: a king checks only by discovery, and
// the filter is off where that could be (the kings on one line with one of their sliders of the
// line's kind beyond their king; our king's own moves, which may bring it onto such a line), so
// the defence that takes it does not mate. Promotions, castling and en passant (which also takes
// a unit of theirs off a line) are all listed.
void generate_flight_takers(const Position& pos, MoveList& list);

}  // namespace regent::orthodox
