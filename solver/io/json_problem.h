// JSON problem files and FEN input, see docs/input-language.md for the schema.
//
//   {"problems": [
//     {"stipulation": "#2", "pieces": {"white": ["Kb7", "Rc2", "Pg7"], "black": ["Kd8"]},
//      "options": ["try", "defence 2"], "twins": ["move b7 a7"]},
//     {"stipulation": "h#2", "fen": "8/8/8/8/8/8/8/k1K5 b - - 0 1", "condition": ["madrasi"]}
//   ]}
#pragma once

#include "solver/io/problem_spec.h"
#include "solver/io/variant_input.h"

#include <string>
#include <string_view>
#include <vector>

namespace regent::io {

// Top level: one problem object, or {"problems": [...]}. JSON syntax errors give one ParsedProblem
// whose error (problem 0) carries the line; a faulty problem gets an error naming its index and
// field, and the other problems are still returned.
std::vector<ParsedProblem> parse_json_problems(std::string_view text, const std::string& filename);

struct FenPosition {
    std::vector<PieceSpec> pieces;
    FenExtras extras;
    std::vector<std::string> condition_args;  // from a variant's own FEN fields: "frozen", "c3e4"
};

// A FEN: placement, then optionally side to move, castling, en passant square, halfmove clock and
// fullmove number (missing fields get the defaults of FenExtras). Throws InputError.
// Under a variant with its own input conventions (variant_input.h): its board and piece codes,
// and after the side to move its own fields instead of castling, en passant and the counters.
FenPosition parse_fen(std::string_view fen, int line = 0, const VariantInput* variant = nullptr);

// The problem for `regent solve --fen FEN --stip "#2" [--option ...] [--condition ...]`.
// options/conditions are Popeye option and condition strings ("try", "defence 2", "madrasi").
// Throws InputError with a user-facing message.
ProblemInstance problem_from_fen(std::string_view fen, std::string_view stipulation,
                                 const std::vector<std::string>& options = {},
                                 const std::vector<std::string>& conditions = {});

}  // namespace regent::io
