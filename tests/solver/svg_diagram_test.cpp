// `regent diagram`: the SVG of a problem's position (docs/output.md, "Diagrams"): the units with
// their Regent Chess roles, the caption, boards smaller than 8x8 and with holes, and errors.
#include <gtest/gtest.h>

#include <string>

#include "problem_file_helpers.h"
#include "solver/output/svg_diagram.h"

namespace regent {
namespace {

using test::diagram_of_problem;

Square sq(const char* name) { return make_square(name[0] - 'a', name[1] - '1'); }

int count(const std::string& text, const std::string& part) {
  int n = 0;
  for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++n;
  return n;
}

// The markup is well formed as far as a test can cheaply tell: one document, every element that
// opens with content is closed.
void expect_well_formed(const std::string& svg) {
  EXPECT_EQ(svg.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" ", 0), 0u);
  EXPECT_EQ(svg.substr(svg.size() - 7), "</svg>\n");
  EXPECT_EQ(count(svg, "<svg"), 1);
  EXPECT_EQ(count(svg, "<g"), count(svg, "</g>"));
  EXPECT_EQ(count(svg, "<text"), count(svg, "</text>"));
  EXPECT_EQ(count(svg, "<title>"), count(svg, "</title>"));
  EXPECT_EQ(count(svg, "<"), count(svg, ">"));
}

// Diagram 8: White Ka1 (crowned, in Regent Pat), regent Kc6 in its king stage, prince a7 (a pawn
// on the 7th rank while its regent is a king); Black Kh8, regent Qb3 in its queen stage.
TEST(SvgDiagram, RegentsAndPrincesCarryTheirMarkers) {
  const io::ProblemInstance p = diagram_of_problem("regent/diagram08.pop");
  const BoardOutcome board = board_problem(p);
  ASSERT_FALSE(board.error) << *board.error;
  EXPECT_EQ(board.variant, "regent");
  ASSERT_EQ(board.units.size(), 5u);
  const std::string svg = svg_diagram(diagram_picture(p, board));
  expect_well_formed(svg);
  EXPECT_EQ(count(svg, "<g class=\"unit "), 5);
  EXPECT_EQ(count(svg, "<g class=\"regent-mark\">"), 2);
  EXPECT_EQ(count(svg, "<g class=\"prince-mark\">"), 1);
  for (const char* title : {"white king a1", "black regent (queen stage) b3", "white regent (king stage) c6",
                            "white prince a7", "black king h8"})
    EXPECT_EQ(count(svg, std::string("<title>") + title + "</title>"), 1) << title;
  // The regent in its king stage is a king glyph (white: solid U+265A under outline U+2654),
  // centred on c6 (x = 24 + 2.5 * 48) on the baseline 7 above the square's foot (board top 64 + 3 * 48 - 7).
  EXPECT_NE(svg.find("<g class=\"unit white regent\"><title>white regent (king stage) c6</title>"
                     "<text class=\"glyph back\" x=\"144\" y=\"201\">&#9818;&#65038;</text>"
                     "<text class=\"glyph front\" x=\"144\" y=\"201\">&#9812;&#65038;</text>"),
            std::string::npos)
      << svg;
  // The caption under the board, author and origin above it.
  EXPECT_EQ(count(svg, ">#1 Regent Chess (3+2)</text>"), 1);
  EXPECT_EQ(count(svg, "<text class=\"text heading\""), 2);
  EXPECT_NE(svg.find(">Viktor Kapusta</text>"), std::string::npos);
  EXPECT_EQ(count(svg, "<rect class=\"light\""), 32);
  EXPECT_EQ(count(svg, "<rect class=\"dark\""), 32);
  EXPECT_EQ(count(svg, "class=\"hole\""), 0);
}

// Twins are listed under the caption as Popeye labels them, and the picture grows a line each;
// the position drawn stays the diagram's.
TEST(SvgDiagram, TwinsAreListedUnderTheCaption) {
  const io::ParsedProblem parsed = test::problem_in_file("orthodox/examples.pop", 5);
  ASSERT_EQ(parsed.twins.size(), 2u);
  const io::ProblemInstance& p = parsed.twins.front();
  const BoardOutcome board = board_problem(p);
  ASSERT_FALSE(board.error) << *board.error;
  const std::string plain = svg_diagram(diagram_picture(p, board));
  const std::string svg = svg_diagram(diagram_picture(p, board, parsed.twins));
  expect_well_formed(svg);
  EXPECT_EQ(count(svg, "<text class=\"text twin\""), 1);
  EXPECT_NE(svg.find(">b) wRc2--&gt;e2</text>"), std::string::npos) << svg;
  EXPECT_NE(svg.find("<title>white rook c2</title>"), std::string::npos);  // the diagram's position
  EXPECT_NE(plain.find("height=\"452\""), std::string::npos) << plain.substr(0, 200);
  EXPECT_NE(svg.find("height=\"472\""), std::string::npos) << svg.substr(0, 200);
  // A twin built on the one before it keeps Popeye's "+".
  std::vector<io::ProblemInstance> twins = parsed.twins;
  twins.push_back(twins.back());
  twins.back().twin_label = "c)";
  twins.back().twin_description = "rotate 90";
  twins.back().twin_continued = true;
  EXPECT_NE(svg_diagram(diagram_picture(p, board, twins)).find(">+c) rotate 90</text>"), std::string::npos);
}

// An orthodox problem: no markers; 4 units, caption with the piece count.
TEST(SvgDiagram, OrthodoxProblem) {
  const io::ProblemInstance p = diagram_of_problem("orthodox/examples.pop", 1);
  const BoardOutcome board = board_problem(p);
  ASSERT_FALSE(board.error) << *board.error;
  const std::string svg = svg_diagram(diagram_picture(p, board));
  expect_well_formed(svg);
  EXPECT_EQ(count(svg, "<g class=\"unit white\">"), 3);
  EXPECT_EQ(count(svg, "<g class=\"unit black\">"), 1);
  EXPECT_EQ(count(svg, "-mark\">"), 0);
  EXPECT_EQ(count(svg, "<title>#2 (3+1)</title>"), 1);
  EXPECT_EQ(count(svg, ">#2 (3+1)</text>"), 1);
  EXPECT_EQ(count(svg, "<text class=\"text heading\""), 1);  // the origin; the problem has no author
}

// Text from the input cannot break the XML: markup characters become entities, characters XML
// forbids (controls, U+FFFE) are left out, bytes that are not UTF-8 are written as \xNN.
TEST(SvgDiagram, InputTextStaysWellFormed) {
  io::ProblemInstance p = diagram_of_problem("orthodox/examples.pop", 1);
  p.author = "A & B <i>\"x\" 'y'</i>\x1b[31m\x01\x0c end";
  p.origin = "M\xfcller \xEF\xBF\xBE.";
  const BoardOutcome board = board_problem(p);
  ASSERT_FALSE(board.error) << *board.error;
  const std::string svg = svg_diagram(diagram_picture(p, board));
  expect_well_formed(svg);
  EXPECT_EQ(count(svg, ">A &amp; B &lt;i&gt;&quot;x&quot; &apos;y&apos;&lt;/i&gt;[31m end</text>"), 1) << svg;
  EXPECT_EQ(count(svg, ">M\\xfcller .</text>"), 1) << svg;
  EXPECT_EQ(svg.find('\x1b'), std::string::npos);
  EXPECT_EQ(svg.find('\x01'), std::string::npos);
}

// A 5x4 board with a hole on c2: 19 squares and one hatched hole, files a-e and ranks 1-4 only,
// the picture as wide as the board plus its margins.
TEST(SvgDiagram, SmallBoardWithAHole) {
  DiagramPicture picture;
  picture.geometry = BoardGeometry::rectangle(5, 4, bb(sq("c2")));
  picture.units = {{WHITE, 'K', sq("a1"), BoardUnit::Role::Plain}, {BLACK, 'K', sq("e4"), BoardUnit::Role::Plain}};
  picture.caption = "#2 (1+1)";
  const std::string svg = svg_diagram(picture);
  expect_well_formed(svg);
  EXPECT_NE(svg.find("width=\"288\""), std::string::npos) << svg;  // 5 squares of 48 + 2 margins of 24
  EXPECT_EQ(count(svg, "<rect class=\"light\"") + count(svg, "<rect class=\"dark\""), 19);
  EXPECT_EQ(count(svg, "<rect fill=\"url(#hole)\" class=\"hole\""), 1);
  // c2 is the third square of the third row from the top: x = 24 + 2*48, y = top + 2*48.
  EXPECT_NE(svg.find("class=\"hole\" x=\"120\" y=\"108\""), std::string::npos) << svg;
  EXPECT_EQ(count(svg, "<text class=\"coord\""), 9);
  EXPECT_NE(svg.find(">e</text>"), std::string::npos);
  EXPECT_EQ(svg.find(">f</text>"), std::string::npos);
  EXPECT_EQ(svg.find(">5</text>"), std::string::npos);
  EXPECT_EQ(count(svg, "<g class=\"unit "), 2);
}

TEST(SvgDiagram, TextIsEscaped) {
  DiagramPicture picture;
  picture.heading = {"Smith & Jones <1990>"};
  picture.caption = "h#2 \"x\" (0+0)";
  const std::string svg = svg_diagram(picture);
  expect_well_formed(svg);
  EXPECT_NE(svg.find(">Smith &amp; Jones &lt;1990&gt;</text>"), std::string::npos) << svg;
  EXPECT_NE(svg.find(">h#2 &quot;x&quot; (0+0)</text>"), std::string::npos) << svg;
}

// A regent condition naming an empty square: the setup's error, with its line.
TEST(SvgDiagram, BadRegentConditionIsAnError) {
  io::ProblemInstance p = diagram_of_problem("regent/diagram03.pop");
  p.conditions[0].args = {"white", "regent", "d4", "black", "regent", "a8"};
  const BoardOutcome board = board_problem(p);
  ASSERT_TRUE(board.error);
  EXPECT_EQ(*board.error, "condition regent: White's regent on d4 must be a king (uncrowned-king stage) or a queen (queen stage)");
  EXPECT_TRUE(board.units.empty());
}

}  // namespace
}  // namespace regent
