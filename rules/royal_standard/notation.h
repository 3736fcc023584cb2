// The Royal Standard's move notation (docs/rules/royal-standard.md, "Notation"):
//   Rb2-b4, Kd1*c2            a move, a capture ('*'), with the piece code (K R B E W)
//   Rb5*c1[+wEc2]             a standard-bearer captured and put back: Popeye's rebirth brackets
//                             with the colour, code and square where it goes
//   Wd2-b2(c1,ccw)            a windmill move with the standard-bearer it turns round and the
//                             direction, clockwise (cw) or counter-clockwise (ccw) as the board is
//                             printed, White at the bottom
//   Wd2*e3(c1,cw)[+bEf4]      both
// and the move's coordinates: from, to and, for a capture of a standard-bearer, where it goes
// ("b5c1c2").
#pragma once

#include <string>

#include "rules/royal_standard/position.h"
#include "rules/variant.h"

namespace regent::royalstandard {

// The move as data and text, in the position before it.
MoveDescription describe(const RoyalPosition& pos, RoyalMove m);

// Coordinates (perft --divide): "b2b4", "b5c1c2".
std::string uci(RoyalMove m);

}  // namespace regent::royalstandard
