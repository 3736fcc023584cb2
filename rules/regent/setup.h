// Regent positions from diagrams, and the one-line Regent position notation.
//
// A diagram does not say which king is crowned and which unit is the regent, so the problem
// may mark them with the arguments of `condition regent` (docs/rules/regent.md):
//     white regent d1 king e1 black regent d8    (either side; every part optional)
//     black classical                            (the side has no regent: it plays classically)
//     rcc                                        (the stricter reading RCC of §6.3.1)
// What is not marked is inferred from the position and reported as a note; a diagram whose
// regent stages are not the stable state of the rules (§1.2) is rejected with the reason.
//
// The one-line notation is FEN with two extensions: the castling field may also hold B F (b f),
// White's (Black's) regent castling to the b- or f-file (§9), and a last field names the regents'
// squares, White's then Black's, "-" for a side without regent: "... w KQBFkqbf - 0 1 d1,d8",
// followed by ",rcc" under the reading RCC: "... 0 1 d1,d8,rcc".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/diagram.h"
#include "rules/regent/position.h"

namespace regent::regentchess {

std::optional<RegentPosition> setup(const Diagram& d, SetupError* error, std::vector<std::string>* notes = nullptr);

// The regents field of a one-line position ("d1,d8", "-,d8", "d1,d8,rcc") as the arguments of
// `condition regent` ("white regent d1 black regent d8", "white classical black regent d8",
// "... rcc"), appended to `args`. The field has been checked by the reader: two parts, each a
// square or "-"; any further part ("rcc") is passed on as an argument, for setup() to judge.
void append_regents_field_args(std::string_view field, std::vector<std::string>& args);

// Why the position cannot arise under Regent rules, or nullopt: kings missing, kings next to each
// other, the side not to move in check, regent stages not stable.
std::optional<std::string> illegality(const RegentPosition& pos);

std::string fen(const RegentPosition& pos);
// Reads the one-line notation (the regents field is required).
std::optional<RegentPosition> from_fen(std::string_view text, std::string* error);

// The initial array (§1.1): orthodox array with the regents on d1/d8 in their king stage.
RegentPosition initial_position();
inline constexpr const char* INITIAL_FEN = "rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQBFkqbf - 0 1 d1,d8";

}  // namespace regent::regentchess
