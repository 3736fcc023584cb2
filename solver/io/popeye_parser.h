// Reader for Popeye's input language (the subset regent supports), see docs/input-language.md.
//
//   beginproblem
//   stipulation #2
//   pieces white kb7 rc2 pg7 black kd8
//   option try variation
//   twin move b7 a7
//   endproblem
//
// Keywords are case-insensitive and may be abbreviated to any unambiguous prefix of the words
// valid at that point (an exact match always wins). Errors never abort the file: the faulty
// problem gets a ParseError and reading resumes at the next 'nextproblem'/'endproblem'.
//
// Popeye's German and French input are read too: the first word of the text (any prefix of
// beginproblem, anfangproblem or debutprobleme; English without one) chooses the language of the
// whole text, whose keywords, options, twin operations, colours and piece letters (German
// K D T L S B, French R D T F C P) are then read; messages stay English.
#pragma once

#include "solver/io/problem_spec.h"
#include "solver/io/variant_input.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace regent::io {

// `pieces` is the piece table of English input (German and French input has its own letters); a
// condition that selects a variant with its own pieces (variant_input.h) replaces it.
std::vector<ParsedProblem> parse_popeye(std::string_view text, const std::string& filename,
                                        const PieceTable& pieces = orthodox_pieces());

// ---------------------------------------------------------------------------------------------
// Twinning, shared with the JSON reader.

struct TwinOp {
    enum class Kind { Move, Exchange, Remove, Add, Rotate, Mirror, Shift, Polish, Substitute, Stipulation, Condition };
    Kind kind = Kind::Move;
    int line = 0;
    std::string word;                // the operation as the input's language spells it in full
                                     // ("move", German "versetze"), for messages; "" = English
    SquareRef from, to;              // Move, Exchange, Shift
    std::vector<SquareRef> squares;  // Remove
    std::vector<PieceSpec> pieces;   // Add
    int degrees = 0;                 // Rotate: 90, 180 or 270 (counter-clockwise, as Popeye)
    std::string mirror;              // Mirror: "a1<-->h1", "a1<-->a8", "a1<-->h8" or "a8<-->h1"
    std::string old_code, new_code;  // Substitute (canonical codes)
    Stipulation stipulation;         // Stipulation
    ConditionSpec condition;         // Condition (the first one of a twin replaces all conditions)
};

struct TwinSpec {
    int line = 0;
    bool continued = false;  // applied to the previous twin instead of the diagram
    std::vector<TwinOp> ops;
};

// Resolves the twins of a problem. Without twins the result is {diagram} with an empty label.
// Otherwise a) is the diagram (or the zero position changed by `zeroposition`'s operations),
// b), c) ... apply their operations to the diagram, or to the previous twin when continued.
// Throws InputError (with the operation's line) e.g. for a twin operation on an empty square.
std::vector<ProblemInstance> resolve_twins(const ProblemInstance& diagram,
                                           const std::optional<TwinSpec>& zeroposition,
                                           const std::vector<TwinSpec>& twins);

// Popeye's twin label for the n-th twin (1-based): "a)" ... "z)", then "z1)", "z2)" ...
std::string twin_label(int n);

// ---------------------------------------------------------------------------------------------
// Helpers for the JSON reader and the command line, in English. All throw InputError; `line` is
// reported in the error (0 = unknown).

// One or more Popeye option words with their arguments, e.g. "try", "defence 2", "nocastling a1h1".
void parse_option_text(std::string_view text, Options& options, int line = 0,
                       std::vector<std::string>* warnings = nullptr);

// "circe", "imitator a1" -> ConditionSpec (name lower-case, arguments as written).
ConditionSpec parse_condition_text(std::string_view text, int line = 0);

// Twin operations in Popeye syntax, without the leading 'twin':
// "move e1 e2", "continued rotate 90", "remove c3 add white qd4", "stipulation #3".
TwinSpec parse_twin_text(std::string_view text, int line = 0, const PieceTable& pieces = orthodox_pieces());

// The piece placement part of a FEN / Popeye forsyth: "3k4/1K4P1/8/8/8/8/2R5/8".
// Upper case is white, lower case black; S or N for the knight. On a board with holes each rank
// lists only the squares that exist (The Royal Standard: "eekee/br1w1br/7/7/BR1W1BR/EEKEE").
std::vector<PieceSpec> parse_forsyth(std::string_view placement, int line = 0,
                                     const PieceTable& pieces = orthodox_pieces(), const BoardShape& shape = {});

// A piece token as in Popeye's 'pieces' command: code followed by one or more squares ("Pa2b2c2").
std::vector<PieceSpec> parse_piece_token(std::string_view token, char color, int line = 0,
                                         const PieceTable& pieces = orthodox_pieces());

}  // namespace regent::io
