// `regent latex`: TeX escaping of the problems' text and the diagrams for the chess-problem-diagrams
// package (docs/output.md, "LaTeX"): the exact text for an orthodox problem, Regent Chess' regents
// and princes, twins and The Royal Standard's board with holes.
#include <gtest/gtest.h>

#include <string>

#include "problem_file_helpers.h"
#include "solver/io/popeye_parser.h"
#include "solver/output/latex_diagram.h"
#include "solver/output/latex_document.h"
#include "solver/output/tex_text.h"

namespace regent {
namespace {

using test::diagram_of_problem;
using test::problem_in_file;

TEST(TexText, SpecialCharactersBecomeCommands) {
  EXPECT_EQ(tex_escaped("50% of #2 & $3: a_b {x} ~y^ \\end"),
            "50\\% of \\#2 \\& \\$3: a\\_b \\{x\\} \\textasciitilde{}y\\textasciicircum{} \\textbackslash{}end");
  EXPECT_EQ(tex_escaped("<c5> \"q\" a|b `x'"),
            "\\textless{}c5\\textgreater{} \\textquotedbl{}q\\textquotedbl{} a\\textbar{}b \\textasciigrave{}x'");
}

// T1 fonts join -- into a dash, ,, and '' into quotes: an empty group keeps each character.
TEST(TexText, LigaturesAreKeptApart) {
  EXPECT_EQ(tex_escaped("wRc2-->e2"), "wRc2-{}-\\textgreater{}e2");
  EXPECT_EQ(tex_escaped("a---b ,,c'' d-e"), "a-{}-{}-b ,{},c'{}' d-e");
}

TEST(TexText, LettersOfLatinFontsStayOthersAreNamed) {
  EXPECT_EQ(tex_escaped("Müller-Łódź, Ørsted"), "Müller-Łódź, Ørsted");
  // U+0149 (no T1 glyph), a CJK character and an emoji: LaTeX would stop at them.
  EXPECT_EQ(tex_escaped("\xC5\x89 \xE6\xBC\xA2 \xF0\x9F\x98\x80"), "[U+0149] [U+6F22] [U+1F600]");
}

// Control characters and bytes that are not UTF-8 are shown as io::printable shows them.
TEST(TexText, ControlsAndBadBytesAreShownAsEscapes) {
  EXPECT_EQ(tex_escaped("a\x01z\tb"), "a\\textbackslash{}x01z b");
  EXPECT_EQ(tex_escaped("M\xFCller \xC3"), "M\\textbackslash{}xFCller \\textbackslash{}xC3");
  EXPECT_EQ(tex_escaped("\xC2\x85"), "\\textbackslash{}u0085");  // C1 control NEL
}

// The solution's columns stay in place: leading spaces and all but the last of a run unbreakable.
TEST(TexText, FixedWidthLinesKeepTheirSpaces) {
  EXPECT_EQ(tex_fixed_width_line("          2.Qe6-b3[Qd4=Kd4/d2=Pd2] # <c5>"),
            "~~~~~~~~~~2.Qe6-b3[Qd4=Kd4/d2=Pd2] \\# \\textless{}c5\\textgreater{}");
  EXPECT_EQ(tex_fixed_width_line("  1.Kb6-c5 Ea3-b4 +   2.Kc5*b4[+wEc4] Ec2-b3 #  "),
            "~~1.Kb6-c5 Ea3-b4 +~~ 2.Kc5*b4[+wEc4] Ec2-b3 \\#");
  EXPECT_EQ(latex_solution_line("   1.Sg4-e3 !"), "~~~1.Sg4-e3 !\\par\n");
  EXPECT_EQ(latex_solution_line(""), "\\mbox{}\\par\n");
}

LatexDiagram diagram_of(const io::ParsedProblem& parsed) {
  const io::ProblemInstance& p = parsed.twins.front();
  const BoardOutcome board = board_problem(p);
  EXPECT_FALSE(board.error) << *board.error;
  return latex_diagram(p, board, parsed.twins);
}

TEST(LatexDiagram, OrthodoxProblemWithHeadingsToEscape) {
  const auto parsed = io::parse_popeye(
      "beginproblem\n"
      "author Sam Loyd & Co_1\n"
      "author A. N. Other\n"
      "origin Le Sphinx #5, 1866\n"
      "award 1st Prize {ex aequo}\n"
      "stipulation #2\n"
      "pieces white kb7 rc2 pg7 black kd8\n"
      "endproblem\n",
      "test.pop");
  ASSERT_EQ(parsed.size(), 1u);
  ASSERT_FALSE(parsed[0].error);
  const LatexDiagram d = diagram_of(parsed[0]);
  ASSERT_FALSE(d.error) << *d.error;
  EXPECT_EQ(d.text,
            "\\begin{diagram}\n"
            "\\author{Sam Loyd \\& Co\\_1\\newline A. N. Other}\n"
            "\\source{Le Sphinx \\#5, 1866}\n"
            "\\award{1st Prize \\{ex aequo\\}}\n"
            "\\pieces[3+1]{wKb7, wTc2, wBg7, sKd8}\n"
            "\\stip{\\#2}\n"
            "\\end{diagram}\n");
}

// Diagram 8: White Ka1 (crowned), regent Kc6 in its king stage, prince a7; Black Kh8, regent Qb3
// in its queen stage. Regents and the prince are turned right, and the legend names them.
TEST(LatexDiagram, RegentsAndPrincesAreTurnedPiecesWithALegend) {
  const LatexDiagram d = diagram_of(problem_in_file("regent/diagram08.pop"));
  ASSERT_FALSE(d.error) << *d.error;
  EXPECT_EQ(d.text,
            "\\begin{diagram}\n"
            "\\author{Viktor Kapusta}\n"
            "\\source{Problemas 34, 2021, Appendix (Regent Chess Rules); diagram lost, position reconstructed}\n"
            "\\pieces[3+2]{wKa1, wKRc6, wBRa7, sKh8, sDRb3}\n"
            "\\stip{\\#1}\n"
            "\\condition{Regent Chess}\n"
            "\\piecedefs{{w}{KR}{regent (king stage)}; {s}{DR}{regent (queen stage)}; {w}{BR}{prince}}\n"
            "\\end{diagram}\n");
}

// Both regents in their queen stage: one legend entry for both colours.
TEST(LatexDiagram, OneLegendEntryForBothColours) {
  const LatexDiagram d = diagram_of(problem_in_file("kapusta/03-qg6.pop"));
  ASSERT_FALSE(d.error) << *d.error;
  EXPECT_NE(d.text.find("\\pieces[9+9]{wKf1, wDRe8, wTh4a6, wLa2f2, wSd1, wBa4c5, sKb4, sDRd4, sTb7c8, sLh8, "
                        "sBd2a3f3b5}\n"),
            std::string::npos)
      << d.text;
  EXPECT_NE(d.text.find("\\piecedefs{{ws}{DR}{regent (queen stage)}}\n"), std::string::npos) << d.text;
}

// The twins under the diagram, as Popeye labels them; the position is the diagram's.
TEST(LatexDiagram, TwinsAreListed) {
  const LatexDiagram d = diagram_of(problem_in_file("orthodox/examples.pop", 5));
  ASSERT_FALSE(d.error) << *d.error;
  EXPECT_EQ(d.text,
            "\\begin{diagram}\n"
            "\\pieces[3+1]{wKb7, wTc2, wBg7, sKd8}\n"
            "\\stip{\\#2}\n"
            "\\twins{b) wRc2-{}-\\textgreater{}e2}\n"
            "\\end{diagram}\n");
}

TEST(LatexDiagram, IntendedSolutionsGoWithTheStipulation) {
  const LatexDiagram d = diagram_of(problem_in_file("orthodox/examples.pop", 4));
  EXPECT_NE(d.text.find("\\stip{h\\#2 3 sol}\n"), std::string::npos) << d.text;
}

// The Royal Standard: the 7x6 board, the four corner holes without colour and the outline of the
// 38 squares drawn instead of the frame; standard-bearers and the windmill as turned pieces.
TEST(LatexDiagram, RoyalStandardBoardWithHoles) {
  const LatexDiagram d = diagram_of(problem_in_file("royal_standard/kc2.pop"));
  ASSERT_FALSE(d.error) << *d.error;
  EXPECT_EQ(d.text,
            "\\begin{diagram}[7x6]\n"
            "\\author{regent}\n"
            "\\pieces[8+7]{wKb1, wTf3, wLg3, wBUd4e4e5e6, wSUf4, sKb6, sTa5, sLb5, sBUg4f5g5f6}\n"
            "\\nofields{a1, g1, a6, g6}\n"
            "\\noinnerframe\n"
            "\\gridlines{h105, h011, h611, h051, h651, h165, v014, v101, v151, v601, v651, v714}\n"
            "\\stip{kc2}\n"
            "\\condition{The Royal Standard}\n"
            "\\piecedefs{{ws}{BU}{standard-bearer}; {w}{SU}{windmill}}\n"
            "\\end{diagram}\n");
}

// A unit the package has no piece for is an error, not a wrong picture.
TEST(LatexDiagram, AUnitWithoutASymbolIsAnError) {
  const io::ProblemInstance p = diagram_of_problem("orthodox/examples.pop");
  BoardOutcome board = board_problem(p);
  ASSERT_FALSE(board.error);
  board.units.front().letter = '?';  // a fairy unit the problem does not name
  const LatexDiagram d = latex_diagram(p, board);
  ASSERT_TRUE(d.error);
  EXPECT_EQ(*d.error, "the LaTeX diagram cannot show the unit on " + square_name(board.units.front().square) +
                          " (the chess-problem-diagrams package has no piece for it)");
  EXPECT_EQ(d.text, "");
}

}  // namespace
}  // namespace regent
