#include "solver/io/diagram_text.h"

#include <algorithm>

namespace regent::io {

namespace {

constexpr int kCellWidth = 4;
// The caption line (stipulation, piece count) ends in this column, as Popeye's.
constexpr int kCaptionWidth = 8 * kCellWidth + 3;

std::string border() {
    std::string out = "+--";
    for (char f = 'a'; f <= 'h'; ++f) {
        out += '-';
        out += f;
        out += "--";
    }
    return out + "-+\n";
}

std::string blank_line() { return "|" + std::string(kDiagramWidth - 2, ' ') + "|\n"; }

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

void centred(std::string& out, const std::string& text) {
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t nl = text.find('\n', start);
        const std::string line = text.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
        const int pad = std::max(0, (kDiagramWidth - static_cast<int>(line.size())) / 2);
        out += std::string(static_cast<std::size_t>(pad), ' ') + line + "\n";
        if (nl == std::string::npos) break;
        start = nl + 1;
    }
}

}  // namespace

std::string board_text(const std::vector<PieceSpec>& pieces) {
    const PieceSpec* board[8][8] = {};
    for (const auto& p : pieces) {
        if (p.square.file >= 0 && p.square.file < 8 && p.square.rank >= 0 && p.square.rank < 8) {
            board[p.square.rank][p.square.file] = &p;
        }
    }
    std::string out = border() + blank_line();
    for (int rank = 7; rank >= 0; --rank) {
        const char label = static_cast<char>('1' + rank);
        out += label;
        out += ' ';
        for (int file = 0; file < 8; ++file) out += cell(board[rank][file]);
        out += "  ";
        out += label;
        out += '\n';
        out += blank_line();
    }
    return out + border();
}

std::string diagram_text(const ProblemInstance& problem) {
    std::string out;
    bool meta = false;
    for (const std::string* text : {&problem.author, &problem.origin, &problem.title}) {
        if (text->empty()) continue;
        centred(out, *text);
        meta = true;
    }
    if (meta) out += '\n';
    out += board_text(problem.pieces);

    const auto white = std::count_if(problem.pieces.begin(), problem.pieces.end(), [](const PieceSpec& p) { return p.color == 'w'; });
    const auto black = static_cast<long>(problem.pieces.size()) - white;
    const std::string stipulation = "  " + to_string(problem.stipulation);
    const std::string count = std::to_string(white) + " + " + std::to_string(black);
    const int pad = std::max(1, kCaptionWidth - static_cast<int>(stipulation.size()) - static_cast<int>(count.size()));
    out += stipulation + std::string(static_cast<std::size_t>(pad), ' ') + count + "\n";

    for (const auto& condition : problem.conditions) {
        std::string text = condition.name;
        for (const auto& arg : condition.args) text += " " + arg;
        centred(out, text);
    }
    if (problem.options.halfduplex) {
        centred(out, "HalfDuplex");
    } else if (problem.options.duplex) {
        centred(out, "Duplex");
    }
    return out;
}

}  // namespace regent::io
