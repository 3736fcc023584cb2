// Powerful Monarch positions from diagrams (`condition powerfulmonarch`), and their legality.
#pragma once

#include <optional>
#include <string>

#include "rules/core/position.h"
#include "rules/diagram.h"

namespace regent::powerfulmonarch {

// The orthodox set-up (pieces, castling and e.p. conventions); the condition takes no
// arguments (a lone "monarch" is accepted, for `condition powerful monarch`).
std::optional<Position> setup(const Diagram& d, SetupError* error);

// Why the position cannot arise, or nullopt: a side without exactly one king, the side not to
// move in check (by the variant's rule: kings next to each other are legal when the side not to
// move has its king defended), or the orthodox material checks.
std::optional<std::string> illegality(const Position& pos);

}  // namespace regent::powerfulmonarch
