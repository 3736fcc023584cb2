// Move generation of The Royal Standard (docs/rules/royal-standard.md, "Moves").
//
// Every move the pieces' definitions and the mobility rule allow is legal, including one that
// leaves the mover's king capturable: it loses, it is not forbidden. A side whose king has been
// captured has lost and has no moves.
#pragma once

#include <optional>

#include "rules/core/movelist.h"
#include "rules/royal_standard/position.h"

namespace regent::royalstandard {

// Many standard-bearer captures, each with up to seven places to put it back, can exceed the
// orthodox bound of 218 moves.
using RoyalMoveList = BasicMoveList<RoyalMove, 512>;

void generate(const RoyalPosition& pos, RoyalMoveList& list);
std::size_t count_moves(const RoyalPosition& pos);
bool has_move(const RoyalPosition& pos);

// The squares the windmill on w (of colour us) can end on: round any of its side's
// standard-bearers next to it, either way, over empty squares, onto an empty square or an enemy.
Bitboard windmill_targets(const RoyalPosition& pos, Square w, Color us);

// The way a windmill move goes: the standard-bearer it turns round, the direction and the number
// of steps. Several ways may lead to the same square; this is the shortest (then the
// standard-bearer on the lowest square, then clockwise first).
struct WindmillRoute {
  Square pivot = SQ_NONE;
  bool clockwise = true;
  int steps = 0;
};
std::optional<WindmillRoute> windmill_route(const RoyalPosition& pos, Square from, Square to);

// Whether `attacker`, if it were its turn, could capture the other side's king: its king or a
// standard-bearer next to it (a frozen standard-bearer cannot), a rook or bishop under the
// mobility rule, a windmill ending on it.
bool can_capture_king(const RoyalPosition& pos, Color attacker);

// The side to move's king is capturable and every move it has leaves it capturable (a move that
// captures the enemy king first wins instead). The side with no move at all counts too.
bool loses_king_whatever_it_does(const RoyalPosition& pos);

}  // namespace regent::royalstandard
