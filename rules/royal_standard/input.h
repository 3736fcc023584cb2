// How problems write Royal Standard positions (docs/rules/royal-standard.md, "Input"): the
// pieces K R B E W (SB and WM as long forms of E and W), the 38-square board, and the frozen
// standard-bearers as the FEN field after the side to move. `condition royalstandard`, or any
// prefix of it of five letters or more, selects the variant.
#pragma once

#include "rules/condition_name.h"
#include "rules/input_conventions.h"

namespace regent::royalstandard {

// `condition royalstandard`, any abbreviation of five letters or more, case, '-' and '_' ignored
// ("Royal-Standard", "royal").
inline constexpr ConditionName kCondition{.full = "royalstandard", .shortest = 5, .ignore_dashes = true};

const InputConventions& input_conventions();

}  // namespace regent::royalstandard
