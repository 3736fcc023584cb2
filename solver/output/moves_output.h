// Output of `regent moves`: the moves of the side to move, legal ones with their marks, and
// (Regent Chess) the rejected mobile stages with the rule that forbids each.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

#include "solver/run/runner.h"

namespace regent {

// One line per move: "  Qe1-f2[Qd5=Kd5/g2=Pg2]#  (RM-2)", "  Qb1-d1[...]??  6.3.3: ...".
std::string moves_text(const MovesOutcome& o, bool abridged);
nlohmann::json moves_json(const MovesOutcome& o, int index);

}  // namespace regent
