// Orthodox positions from diagrams, and the legality checks of a diagram (retro basics).
#pragma once

#include <optional>
#include <string>

#include "rules/core/position.h"
#include "rules/diagram.h"

namespace regent::orthodox {

// Places the pieces and applies the castling and e.p. conventions. Fails on an unknown piece
// code, a square off the board or two pieces on one square.
std::optional<Position> setup(const Diagram& d, SetupError* error);

// Why the position cannot arise in a game of orthodox chess, or nullopt if no basic rule
// excludes it: kings missing or extra, the side not to move in check, kings adjacent, pawns on
// the first or last rank, more pieces than promotions allow.
std::optional<std::string> illegality(const Position& pos);

// illegality() of a problem that says which sides have no king (options nowk, nobk): such a side
// must have none, and the checks that need its king are left out.
std::optional<std::string> illegality(const Position& pos, KinglessSides kingless);

// The material part of illegality(), shared with variants that keep orthodox material but judge
// kings and checks their own way: pawns on the first or last rank, more than 8 pawns or 16 units,
// more promoted units than missing pawns.
std::optional<std::string> material_illegality(const Position& pos);

}  // namespace regent::orthodox
