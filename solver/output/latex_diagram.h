// A problem's diagram for LaTeX (`regent latex`): the `diagram` environment of the
// chess-problem-diagrams package (Debian: texlive-games; \usepackage{diagram}), with author,
// source, award, the position, stipulation, condition, twins and piece count, as a problem column
// prints them.
//
// The package writes pieces in German letters (K D T L S B: king, queen, rook, bishop, knight,
// pawn; w and s for White and Black) and draws a fairy piece as a turned chess piece, explained
// under the diagram (\piecedefs). regent uses that for the units orthodox chess does not have:
//
//   Regent Chess     regent: its stage's piece (queen or king) turned right (DR, KR)
//                    prince: a pawn turned right (BR)
//   Royal Standard   standard-bearer: a pawn upside down (BU); windmill: a knight upside down (SU)
//
// A board smaller than 8x8 is given its size ([7x6]); holes are squares without colour
// (\nofields), and the board's outline is drawn round the squares that exist (\noinnerframe and
// \gridlines), so that a hole on a light square shows too. The conventions are in docs/output.md
// ("LaTeX").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "solver/run/runner.h"

namespace regent {

struct LatexDiagram {
  std::string text;                  // \begin{diagram} ... \end{diagram}, each line ending in '\n'
  std::optional<std::string> error;  // why the diagram cannot be drawn (text is then empty)
};

// The diagram of a problem whose position has been read (board_problem): the position before any
// twinning, and a line per further twin ("b) h#1") from `twins` (the first is the diagram itself).
LatexDiagram latex_diagram(const io::ProblemInstance& problem, const BoardOutcome& board,
                           const std::vector<io::ProblemInstance>& twins = {});

}  // namespace regent
