#include "solver/output/latex_diagram.h"

#include <algorithm>
#include <map>
#include <sstream>
#include <tuple>

#include "solver/io/diagram_text.h"
#include "solver/io/stipulation.h"
#include "solver/io/text_encoding.h"
#include "solver/output/tex_text.h"

namespace regent {

namespace {

// How the package draws a unit: its piece letter (German), turned or not, and what the legend
// under the diagram calls it when turned.
struct Symbol {
  char piece = 'K';       // K D T L S B
  std::string rotation;   // "", "R" (turned right), "U" (upside down)
  std::string legend;     // for a turned piece: "regent (queen stage)", ...
  int order = 0;          // where its group stands in the piece list: K Q R B S P, then the others
};

// The package's letter for regent's letter of an orthodox piece; '\0' for none.
char package_letter(char letter) {
  switch (letter) {
    case 'K': return 'K';
    case 'Q': return 'D';
    case 'R': return 'T';
    case 'B': return 'L';
    case 'S': return 'S';
    case 'P': return 'B';
    default: return '\0';
  }
}

int piece_order(char letter) {
  static constexpr std::string_view kOrder = "KQRBSP";
  const auto at = kOrder.find(letter);
  return at == std::string_view::npos ? int(kOrder.size()) : int(at);
}

// The problem's code of the piece on `square` (the diagram as given: board_problem names the
// orthodox pieces only, a fairy unit's letter is '?').
std::string given_code(const io::ProblemInstance& problem, Square square) {
  for (const io::PieceSpec& piece : problem.pieces)
    if (make_square(piece.square.file, piece.square.rank) == square) return piece.code;
  return "";
}

std::optional<Symbol> symbol_of(const BoardUnit& unit, const io::ProblemInstance& problem) {
  if (const char letter = package_letter(unit.letter)) {
    Symbol s{letter, "", "", piece_order(unit.letter)};
    if (unit.role == BoardUnit::Role::Regent) {
      s.rotation = "R";
      s.legend = unit.letter == 'K' ? "regent (king stage)" : "regent (queen stage)";
    } else if (unit.role == BoardUnit::Role::Prince) {
      s.rotation = "R";
      s.legend = "prince";
    }
    return s;
  }
  // The Royal Standard's own units (rules/royal_standard/board.h: codes E or SB, W or WM).
  const std::string code = given_code(problem, unit.square);
  if (code == "E" || code == "SB") return Symbol{'B', "U", "standard-bearer", 6};
  if (code == "W" || code == "WM") return Symbol{'S', "U", "windmill", 7};
  return std::nullopt;
}

std::string joined(const std::vector<std::string>& parts, const std::string& separator) {
  std::string out;
  for (const auto& part : parts) out += (out.empty() ? "" : separator) + part;
  return out;
}

// The heading's lines, each escaped, with a line break between them.
std::string heading(const std::string& text) {
  std::vector<std::string> lines;
  for (const auto& line : io::heading_lines(text)) lines.push_back(tex_escaped(line));
  return joined(lines, "\\newline ");
}

// The outline of the squares that exist, as the package's grid lines: "h105" is a horizontal
// line from the corner (1,0) (the lower left corner of b1) 5 squares long, "v014" a vertical one.
// Each line is a maximal run of square edges with a square that exists on one side only.
std::vector<std::string> outline(const BoardGeometry& g) {
  const auto exists = [&](int file, int rank) {
    return file >= 0 && file < g.files && rank >= 0 && rank < g.ranks && g.exists(make_square(file, rank));
  };
  const auto line = [](char direction, int x, int y, int length) {
    std::string text(1, direction);
    for (const int n : {x, y, length}) text += char('0' + n);  // each at most 8
    return text;
  };
  std::vector<std::string> lines;
  for (int y = 0; y <= g.ranks; ++y)  // the edge between rank y-1 and rank y
    for (int x = 0; x < g.files;) {
      int end = x;
      while (end < g.files && exists(end, y - 1) != exists(end, y)) ++end;
      if (end > x) lines.push_back(line('h', x, y, end - x));
      x = std::max(end, x + 1);
    }
  for (int x = 0; x <= g.files; ++x)  // the edge between file x-1 and file x
    for (int y = 0; y < g.ranks;) {
      int end = y;
      while (end < g.ranks && exists(x - 1, end) != exists(x, end)) ++end;
      if (end > y) lines.push_back(line('v', x, y, end - y));
      y = std::max(end, y + 1);
    }
  return lines;
}

}  // namespace

LatexDiagram latex_diagram(const io::ProblemInstance& problem, const BoardOutcome& board,
                           const std::vector<io::ProblemInstance>& twins) {
  LatexDiagram out;
  // The units by colour and symbol, in the package's order: "wKf1, wDRe8, wTa6h4, ...".
  using Group = std::tuple<int, int, std::string, char>;  // colour, order, rotation, letter
  std::map<Group, std::vector<Square>> groups;
  // The turned pieces, for the legend: (order, letter, rotation, name) -> the colours that have one.
  std::map<std::tuple<int, char, std::string, std::string>, std::string> legend;
  int white = 0, black = 0;
  for (const BoardUnit& unit : board.units) {
    const auto symbol = symbol_of(unit, problem);
    if (!symbol) {
      out.error = "the LaTeX diagram cannot show the unit on " + square_name(unit.square) +
                  " (the chess-problem-diagrams package has no piece for it)";
      return out;
    }
    groups[{unit.color, symbol->order, symbol->rotation, symbol->piece}].push_back(unit.square);
    (unit.color == WHITE ? white : black) += 1;
    if (!symbol->legend.empty()) {
      std::string& colours = legend[{symbol->order, symbol->piece, symbol->rotation, symbol->legend}];
      colours = unit.color == WHITE ? (colours == "s" ? "ws" : colours.empty() ? "w" : colours)
                                    : (colours == "w" ? "ws" : colours.empty() ? "s" : colours);
    }
  }
  std::vector<std::string> pieces;
  for (const auto& [group, squares] : groups) {
    std::string entry = (std::get<0>(group) == WHITE ? "w" : "s") + std::string(1, std::get<3>(group)) + std::get<2>(group);
    for (const Square s : squares) entry += square_name(s);
    pieces.push_back(entry);
  }

  const BoardGeometry& g = board.geometry;
  std::ostringstream tex;
  tex << "\\begin{diagram}";
  if (g.files != 8 || g.ranks != 8) tex << "[" << g.files << "x" << g.ranks << "]";
  tex << "\n";
  // Several author (origin, award) lines stay lines of their own. The authors are printed as
  // written (the document says \normalnames): the package's own list syntax, "surname, given
  // name; ...", is not what problem files hold.
  if (const std::string author = heading(problem.author); !author.empty()) tex << "\\author{" << author << "}\n";
  if (const std::string source = heading(problem.origin); !source.empty()) tex << "\\source{" << source << "}\n";
  if (const std::string award = heading(problem.award); !award.empty()) tex << "\\award{" << award << "}\n";
  tex << "\\pieces[" << white << "+" << black << "]{" << joined(pieces, ", ") << "}\n";
  std::vector<std::string> holes;
  for (int r = 0; r < g.ranks; ++r)
    for (int f = 0; f < g.files; ++f)
      if (!g.exists(make_square(f, r))) holes.push_back(square_name(make_square(f, r)));
  if (!holes.empty()) {
    tex << "\\nofields{" << joined(holes, ", ") << "}\n"
        << "\\noinnerframe\n"
        << "\\gridlines{" << joined(outline(g), ", ") << "}\n";
  }
  std::string stipulation = io::to_string(problem.stipulation) + io::restriction_marks(problem.options);
  if (problem.options.intended > 1) stipulation += " " + std::to_string(problem.options.intended) + " sol";
  tex << "\\stip{" << tex_escaped(stipulation) << "}\n";
  if (board.variant != "orthodox") tex << "\\condition{" << tex_escaped(board.variant_title) << "}\n";
  std::vector<std::string> twin_lines;
  for (const io::ProblemInstance& twin : twins)
    if (!twin.twin_description.empty())
      twin_lines.push_back(tex_escaped((twin.twin_continued ? "+" : "") + twin.twin_label + " " + twin.twin_description));
  if (!twin_lines.empty()) tex << "\\twins{" << joined(twin_lines, "; ") << "}\n";
  if (!legend.empty()) {
    std::vector<std::string> entries;
    for (const auto& [key, colours] : legend) {
      const auto& [order, piece, rotation, name] = key;
      entries.push_back("{" + colours + "}{" + std::string(1, piece) + rotation + "}{" + tex_escaped(name) + "}");
    }
    tex << "\\piecedefs{" << joined(entries, "; ") << "}\n";
  }
  tex << "\\end{diagram}\n";
  out.text = tex.str();
  return out;
}

}  // namespace regent
