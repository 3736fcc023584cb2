#include "solver/io/diagram_text.h"

#include <algorithm>

#include "solver/io/text_encoding.h"

namespace regent::io {

namespace {

constexpr int kCellWidth = 4;
constexpr std::size_t kMaxHeadingLine = 200;  // characters of a heading line, as the text output's

// Frame width for a board of `files` files (kDiagramWidth for 8); the caption line (stipulation,
// piece count) ends two columns before the frame's end, as Popeye's.
int frame_width(int files) { return files * kCellWidth + 5; }

std::string border(int files) {
    std::string out = "+--";
    for (int f = 0; f < files; ++f) {
        out += '-';
        out += static_cast<char>('a' + f);
        out += "--";
    }
    return out + "-+\n";
}

std::string blank_line(int files) {
  std::string line(static_cast<std::size_t>(frame_width(files)), ' ');
  line.front() = '|';
  line.back() = '|';
  return line + '\n';
}

// One square: the code ends in the cell's third column, a black piece is marked with '-' in
// front of its code, an empty square is '.'.
std::string cell(const PieceSpec* piece) {
    std::string c(kCellWidth, ' ');
    if (!piece) {
        c[2] = '.';
        return c;
    }
    int pos = 2;
    for (auto it = piece->code.rbegin(); it != piece->code.rend() && pos >= 0; ++it) c[static_cast<std::size_t>(pos--)] = *it;
    if (piece->color == 'b' && pos >= 0) c[static_cast<std::size_t>(pos)] = '-';
    return c;
}

void centred(std::string& out, const std::string& text, int width = kDiagramWidth) {
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t nl = text.find('\n', start);
        const std::string line = text.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
        const int pad = std::max(0, (width - static_cast<int>(line.size())) / 2);
        out += std::string(static_cast<std::size_t>(pad), ' ') + line + "\n";
        if (nl == std::string::npos) break;
        start = nl + 1;
    }
}

}  // namespace

std::string board_text(const std::vector<PieceSpec>& pieces, const BoardShape& shape) {
    const PieceSpec* board[8][8] = {};
    for (const auto& p : pieces) {
        if (p.square.file >= 0 && p.square.file < 8 && p.square.rank >= 0 && p.square.rank < 8) {
            board[p.square.rank][p.square.file] = &p;
        }
    }
    const int files = shape.files;
    std::string out = border(files) + blank_line(files);
    for (int rank = shape.ranks - 1; rank >= 0; --rank) {
        const char label = static_cast<char>('1' + rank);
        out += label;
        out += ' ';
        for (int file = 0; file < files; ++file) {
            // A hole is left blank.
            out += shape.contains(SquareRef{file, rank}) ? cell(board[rank][file]) : std::string(kCellWidth, ' ');
        }
        out += "  ";
        out += label;
        out += '\n';
        out += blank_line(files);
    }
    return out + border(files);
}

std::string restriction_marks(const Options& o) {
    std::string marks;
    if (o.threat > 0) marks += "/" + std::to_string(o.threat);
    if (o.maxflightsquares >= 0) marks += (o.threat > 0 ? "/" : "//") + std::to_string(o.maxflightsquares);
    if (o.nontrivial_defences >= 0)
        marks += ";" + std::to_string(o.nontrivial_defences) + "," + std::to_string(o.nontrivial_length);
    return marks;
}

std::string diagram_text(const ProblemInstance& problem) {
    const VariantInput* variant = variant_input(problem.conditions);
    const BoardShape shape = variant ? variant->board : BoardShape{};
    const int width = frame_width(shape.files);
    std::string out;
    bool meta = false;
    for (const std::string* text :
         {&problem.author.str(), &problem.origin.str(), &problem.award.str(), &problem.title.str()}) {
        if (text->empty()) continue;
        // Quoted safely, as every heading (text_encoding.h): control characters escaped, lines cut.
        for (const std::string& line : heading_lines(*text)) centred(out, printable(line, kMaxHeadingLine), width);
        meta = true;
    }
    if (meta) out += '\n';
    out += board_text(problem.pieces, shape);

    const auto white = std::count_if(problem.pieces.begin(), problem.pieces.end(), [](const PieceSpec& p) { return p.color == 'w'; });
    const auto black = static_cast<long>(problem.pieces.size()) - white;
    const std::string stipulation = "  " + to_string(problem.stipulation) + restriction_marks(problem.options);
    const std::string count = std::to_string(white) + " + " + std::to_string(black);
    const int pad = std::max(1, width - 2 - static_cast<int>(stipulation.size()) - static_cast<int>(count.size()));
    out += stipulation + std::string(static_cast<std::size_t>(pad), ' ') + count + "\n";

    for (const auto& condition : problem.conditions) {
        std::string text = condition.name;
        for (const auto& arg : condition.args) text += " " + arg;
        centred(out, text, width);
    }
    if (problem.options.halfduplex) {
        centred(out, "HalfDuplex", width);
    } else if (problem.options.duplex) {
        centred(out, "Duplex", width);
    }
    if (problem.options.quodlibet && problem.stipulation.play == Play::Self) centred(out, "Quodlibet", width);
    return out;
}

}  // namespace regent::io
