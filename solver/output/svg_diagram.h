// A problem's position as an SVG diagram (`regent diagram FILE --svg OUT`): the board with its
// geometry (smaller boards, holes hatched), the units as Unicode chess glyphs, author and origin
// above, the caption ("#2 Regent Chess (10+9)") below, and under it a line per twin ("b) h#1"),
// as a problem is published.
//
// Regent Chess: a regent is drawn as the unit of its stage (queen or king) with a red "R" badge in
// the square's upper right corner, so it differs from a queen and from the crowned king; a prince
// (a pawn on its last-but-one rank while its regent is a king) gets a blue "P" badge. The
// conventions are documented in docs/output.md ("Diagrams").
#pragma once

#include <string>
#include <vector>

#include "rules/core/geometry.h"
#include "solver/run/runner.h"

namespace regent {

struct DiagramPicture {
  BoardGeometry geometry;
  std::vector<BoardUnit> units;
  std::vector<std::string> heading;  // lines above the board: author, origin
  std::string caption;               // the line below: "#2 Regent Chess (10+9)"
  std::vector<std::string> twins;    // under the caption, one per twin after the diagram: "b) h#1"
};

// The whole SVG document, ending in a newline.
std::string svg_diagram(const DiagramPicture& picture);

// The picture of a problem whose position has been read (board_problem): heading and caption
// from the problem, the twin lines from its twins (the first is the diagram itself).
DiagramPicture diagram_picture(const io::ProblemInstance& problem, const BoardOutcome& board,
                               const std::vector<io::ProblemInstance>& twins = {});

}  // namespace regent
