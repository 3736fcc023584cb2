// Text diagrams in Popeye's layout (see docs/input-language.md, "Text diagram"):
//
//   +---a---b---c---d---e---f---g---h---+
//   |                                   |
//   8   .   .   .  -K   .   .   .   .   8
//   |                                   |
//   ...
//   1   .   .   .   .   .   .   .   .   1
//   |                                   |
//   +---a---b---c---d---e---f---g---h---+
//     #2                          3 + 1
#pragma once

#include "solver/io/problem_spec.h"
#include "solver/io/variant_input.h"

#include <string>
#include <vector>

namespace regent::io {

// Width of the board frame in characters (8 squares of 4 columns + 5).
inline constexpr int kDiagramWidth = 37;

// The frame with the pieces: 19 lines, each ending in '\n' (on a smaller board 2 per rank + 3, the
// frame narrower by 4 columns per file fewer, holes left blank).
std::string board_text(const std::vector<PieceSpec>& pieces, const BoardShape& shape = {});

// The whole diagram, on the board of the variant the conditions select (variant_input.h):
// author, origin and title lines centred above (followed by an empty line, only
// when present), the board, the caption "  <stipulation>" with "<white> + <black>" right-aligned
// to column 35, then one centred line per condition and "Duplex"/"HalfDuplex" when set.
std::string diagram_text(const ProblemInstance& problem);

// Popeye's marks for the options that restrict battle play, after the stipulation: "/T" (threat
// T), "/F" (maxflightsquares F; "//F" without a threat) and ";M,N" (nontrivial M N): "#10/1/1".
std::string restriction_marks(const Options& o);

}  // namespace regent::io
