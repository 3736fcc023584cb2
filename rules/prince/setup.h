// Prince positions from diagrams: `condition prince [white SQ|none|replaced] [black ...]`, the
// one-line form of the state, and the legality of a diagram.
#pragma once

#include <optional>
#include <string>

#include "rules/diagram.h"
#include "rules/prince/position.h"

namespace regent::prince {

// The orthodox set-up plus each side's chosen pawn from the condition's arguments:
//   white|black SQ        the side's chosen pawn stands on SQ (it must be a pawn of that side)
//   white|black none      the side has no chosen pawn left: losing its king loses the game
//   white|black replaced  the side's king is already the successor (it can be checked)
// A side not named has no chosen pawn (none). A successor king has no castling rights.
std::optional<PrincePosition> setup(const Diagram& d, SetupError* error);

// Why the position cannot arise, or nullopt: a side without exactly one king, the side not to
// move with a checkable king in check, the orthodox material checks.
std::optional<std::string> illegality(const PrincePosition& pos);

// The state as the condition's arguments: "white c2 black replaced".
std::string condition_arguments(const PrincePosition& pos);

// The board's FEN followed by "prince" and condition_arguments().
std::string fen(const PrincePosition& pos);

}  // namespace regent::prince
