#include "solver/output/svg_diagram.h"

#include <algorithm>
#include <sstream>

#include "solver/io/text_encoding.h"
#include "solver/output/caption.h"

namespace regent {

namespace {

constexpr int kSquare = 48;        // side of a square
constexpr int kMargin = 24;        // around the board, room for the coordinates
constexpr int kLine = 20;          // height of a heading or caption line
constexpr int kFontSize = 15;     // heading and caption text
constexpr double kCharWidth = 0.6; // rough width of a character, in font sizes

// Text as XML character data or attribute value: markup characters as entities, characters XML
// 1.0 forbids (C0 controls other than tab, newline and carriage return) left out, and bytes that
// are not UTF-8 (the file says encoding="UTF-8") as \xNN, so the picture stays well-formed
// whatever the problem's text.
std::string escaped(const std::string& text) {
  const std::string utf8 = io::is_valid_utf8(text) ? text : io::printable(text);  // \xNN for bad bytes
  std::string s;
  for (std::size_t i = 0; i < utf8.size(); ++i) {
    const char c = utf8[i];
    const auto u = static_cast<unsigned char>(c);
    switch (c) {
      case '&': s += "&amp;"; break;
      case '<': s += "&lt;"; break;
      case '>': s += "&gt;"; break;
      case '"': s += "&quot;"; break;
      case '\'': s += "&apos;"; break;
      default:
        if (u < 0x20 && c != '\t' && c != '\n' && c != '\r') break;  // forbidden in XML 1.0
        // U+FFFE and U+FFFF (EF BF BE, EF BF BF) are not XML characters either.
        if (u == 0xEF && i + 2 < utf8.size() && static_cast<unsigned char>(utf8[i + 1]) == 0xBF &&
            (static_cast<unsigned char>(utf8[i + 2]) & 0xFE) == 0xBE) {
          i += 2;
          break;
        }
        s += c;
    }
  }
  return s;
}

// Code points of the solid (black) and outline (white) chess glyphs.
int solid_glyph(char letter) {
  switch (letter) {
    case 'K': return 0x265A;
    case 'Q': return 0x265B;
    case 'R': return 0x265C;
    case 'B': return 0x265D;
    case 'S': return 0x265E;
    default: return 0x265F;
  }
}
int outline_glyph(char letter) { return solid_glyph(letter) - 6; }

const char* unit_name(char letter) {
  switch (letter) {
    case 'K': return "king";
    case 'Q': return "queen";
    case 'R': return "rook";
    case 'B': return "bishop";
    case 'S': return "knight";
    default: return "pawn";
  }
}

// "white regent (queen stage) d5", "black prince c2", "white knight f7".
std::string unit_title(const BoardUnit& u) {
  std::string s = u.color == WHITE ? "white " : "black ";
  switch (u.role) {
    case BoardUnit::Role::Regent:
      s += std::string("regent (") + (u.letter == 'K' ? "king" : "queen") + " stage)";
      break;
    case BoardUnit::Role::Prince: s += "prince"; break;
    case BoardUnit::Role::Plain: s += unit_name(u.letter); break;
  }
  return s + " " + square_name(u.square);
}

}  // namespace

DiagramPicture diagram_picture(const io::ProblemInstance& problem, const BoardOutcome& board,
                               const std::vector<io::ProblemInstance>& twins) {
  DiagramPicture picture;
  picture.geometry = board.geometry;
  picture.units = board.units;
  for (const std::string* heading : {&problem.author.str(), &problem.origin.str(), &problem.award.str()})
    for (auto& line : io::heading_lines(*heading)) picture.heading.push_back(line);
  picture.caption = problem_caption(problem, board.variant, board.variant_title);
  // Popeye's labels: "+c)" for a twin built on the one before it.
  for (const io::ProblemInstance& twin : twins)
    if (!twin.twin_description.empty())
      picture.twins.push_back((twin.twin_continued ? "+" : "") + twin.twin_label + " " + twin.twin_description);
  return picture;
}

std::string svg_diagram(const DiagramPicture& p) {
  const BoardGeometry& g = p.geometry;
  const int board_width = g.files * kSquare, board_height = g.ranks * kSquare;
  const int width = board_width + 2 * kMargin;
  const int left = kMargin;
  // A line of text too wide for the picture gets a smaller font (not every renderer knows
  // textLength).
  auto text_line = [&](const char* cls, int y, const std::string& text) {
    std::ostringstream t;
    t << "<text class=\"text " << cls << "\" x=\"" << width / 2 << "\" y=\"" << y << "\"";
    const double room = width - 8, natural = double(text.size()) * kCharWidth * kFontSize;
    if (natural > room) t << " style=\"font-size:" << std::max(6, int(kFontSize * room / natural)) << "px\"";
    t << ">" << escaped(text) << "</text>\n";
    return t.str();
  };
  const int top = kMargin / 2 + int(p.heading.size()) * kLine + (p.heading.empty() ? 0 : kMargin / 2);
  const int height = top + board_height + kMargin + kLine * (1 + int(p.twins.size())) + kMargin / 2;

  std::ostringstream svg;
  svg << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
      << "\" viewBox=\"0 0 " << width << " " << height << "\">\n"
      << "<title>" << escaped(p.caption) << "</title>\n"
      << "<defs>\n"
      << "<style>\n"
      << ".light{fill:#f0d9b5}.dark{fill:#b58863}\n"
      << ".glyph{font-family:'DejaVu Sans','Noto Sans Symbols 2','Segoe UI Symbol','Arial Unicode MS',FreeSerif,serif;"
         "font-size:50px;text-anchor:middle}\n"
      << ".white .back{fill:#fff}.white .front{fill:#000}.black .front{fill:#000}\n"
      << ".badge{font-family:'DejaVu Sans',Arial,sans-serif;font-size:10px;font-weight:bold;fill:#fff;"
         "text-anchor:middle;dominant-baseline:central}\n"
      << ".regent-mark circle{fill:#c62828}.prince-mark circle{fill:#1565c0}\n"
      << ".text{font-family:'DejaVu Sans',Arial,sans-serif;font-size:" << kFontSize << "px;text-anchor:middle;fill:#000}\n"
      << ".coord{font-family:'DejaVu Sans',Arial,sans-serif;font-size:11px;text-anchor:middle;"
         "dominant-baseline:central;fill:#444}\n"
      << "</style>\n"
      << "<pattern id=\"hole\" patternUnits=\"userSpaceOnUse\" width=\"8\" height=\"8\">"
         "<rect width=\"8\" height=\"8\" fill=\"#fff\"/><path d=\"M0,8 L8,0\" stroke=\"#888\" stroke-width=\"1\"/>"
         "</pattern>\n"
      << "</defs>\n"
      << "<rect width=\"" << width << "\" height=\"" << height << "\" fill=\"#fff\"/>\n";

  for (std::size_t i = 0; i < p.heading.size(); ++i)
    svg << text_line("heading", kMargin / 2 + int(i + 1) * kLine - 5, p.heading[i]);

  auto x_of = [&](Square s) { return left + file_of(s) * kSquare; };
  auto y_of = [&](Square s) { return top + (g.ranks - 1 - rank_of(s)) * kSquare; };

  // The squares: light, dark, or hatched where the board has a hole.
  svg << "<g class=\"board\">\n";
  for (int r = g.ranks - 1; r >= 0; --r)
    for (int f = 0; f < g.files; ++f) {
      const Square s = make_square(f, r);
      const char* fill = !g.exists(s) ? "fill=\"url(#hole)\" class=\"hole\"" : (f + r) % 2 ? "class=\"light\"" : "class=\"dark\"";
      svg << "<rect " << fill << " x=\"" << x_of(s) << "\" y=\"" << y_of(s) << "\" width=\"" << kSquare
          << "\" height=\"" << kSquare << "\"/>\n";
    }
  svg << "<rect x=\"" << left << "\" y=\"" << top << "\" width=\"" << board_width << "\" height=\"" << board_height
      << "\" fill=\"none\" stroke=\"#000\" stroke-width=\"2\"/>\n";
  for (int f = 0; f < g.files; ++f)
    svg << "<text class=\"coord\" x=\"" << left + f * kSquare + kSquare / 2 << "\" y=\""
        << top + board_height + kMargin / 2 << "\">" << char('a' + f) << "</text>\n";
  for (int r = 0; r < g.ranks; ++r)
    svg << "<text class=\"coord\" x=\"" << left - kMargin / 2 << "\" y=\""
        << top + (g.ranks - 1 - r) * kSquare + kSquare / 2 << "\">" << r + 1 << "</text>\n";
  svg << "</g>\n";

  // The units: a white unit is its solid glyph filled white under its outline glyph, a black
  // unit its solid glyph. U+FE0E asks for the text (not emoji) form of the glyph.
  for (const BoardUnit& u : p.units) {
    // On the baseline: renderers place "central" differently, the glyphs' baseline alike.
    const int cx = x_of(u.square) + kSquare / 2, cy = y_of(u.square) + kSquare - 7;
    const char* role = u.role == BoardUnit::Role::Regent ? " regent" : u.role == BoardUnit::Role::Prince ? " prince" : "";
    svg << "<g class=\"unit " << (u.color == WHITE ? "white" : "black") << role << "\"><title>" << unit_title(u)
        << "</title>";
    if (u.color == WHITE)
      svg << "<text class=\"glyph back\" x=\"" << cx << "\" y=\"" << cy << "\">&#" << solid_glyph(u.letter)
          << ";&#65038;</text><text class=\"glyph front\" x=\"" << cx << "\" y=\"" << cy << "\">&#"
          << outline_glyph(u.letter) << ";&#65038;</text>";
    else
      svg << "<text class=\"glyph front\" x=\"" << cx << "\" y=\"" << cy << "\">&#" << solid_glyph(u.letter)
          << ";&#65038;</text>";
    if (u.role != BoardUnit::Role::Plain) {
      const int bx = x_of(u.square) + kSquare - 9, by = y_of(u.square) + 9;
      svg << "<g class=\"" << (u.role == BoardUnit::Role::Regent ? "regent-mark" : "prince-mark") << "\"><circle cx=\""
          << bx << "\" cy=\"" << by << "\" r=\"7.5\" stroke=\"#fff\" stroke-width=\"1\"/><text class=\"badge\" x=\"" << bx
          << "\" y=\"" << by << "\">" << (u.role == BoardUnit::Role::Regent ? 'R' : 'P') << "</text></g>";
    }
    svg << "</g>\n";
  }

  const int caption_y = top + board_height + kMargin + kLine - 4;
  svg << text_line("caption", caption_y, p.caption);
  for (std::size_t i = 0; i < p.twins.size(); ++i) svg << text_line("twin", caption_y + kLine * int(i + 1), p.twins[i]);
  svg << "</svg>\n";
  return svg.str();
}

}  // namespace regent
