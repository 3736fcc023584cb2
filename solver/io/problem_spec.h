// Plain data produced by the problem input layer (Popeye files, JSON files, FEN on the command line).
//
// Nothing here depends on the chess engine: a problem is text turned into squares, piece codes,
// option flags and condition names. The solver validates and interprets it.
#pragma once

#include "solver/io/stipulation.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <memory>
#include <ostream>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace regent::io {

// ---------------------------------------------------------------------------------------------
// Squares

struct SquareRef {
    int file = 0;  // 0..7 = a..h
    int rank = 0;  // 0..7 = 1..8
    bool operator==(const SquareRef&) const = default;
};

// "e4" -> {4,3}; case-insensitive; nullopt unless exactly a file letter a-h and a rank digit 1-8.
inline std::optional<SquareRef> parse_square(std::string_view text) {
    if (text.size() != 2) return std::nullopt;
    const char f = static_cast<char>(std::tolower(static_cast<unsigned char>(text[0])));
    const char r = text[1];
    if (f < 'a' || f > 'h' || r < '1' || r > '8') return std::nullopt;
    return SquareRef{f - 'a', r - '1'};
}

inline std::string to_string(SquareRef square) {
    return {static_cast<char>('a' + square.file), static_cast<char>('1' + square.rank)};
}

// "a1h1" -> {a1, h1}; nullopt if the text is empty or not a concatenation of squares.
inline std::optional<std::vector<SquareRef>> parse_square_list(std::string_view text) {
    if (text.empty() || text.size() % 2 != 0) return std::nullopt;
    std::vector<SquareRef> squares;
    for (std::size_t i = 0; i < text.size(); i += 2) {
        const auto square = parse_square(text.substr(i, 2));
        if (!square) return std::nullopt;
        squares.push_back(*square);
    }
    return squares;
}

// ---------------------------------------------------------------------------------------------
// Pieces

struct PieceSpec {
    char color = 'w';  // 'w' or 'b'
    std::string code;  // upper-case problemist code: K Q R B S P (fairy tables may add 2-letter codes)
    SquareRef square;
    int line = 0;      // input line where the piece was given (0 if unknown)
};

// "wKb7", "bPc3"
inline std::string to_string(const PieceSpec& piece) {
    return std::string(1, piece.color) + piece.code + to_string(piece.square);
}

// The piece codes accepted on input: 1-2 letter codes, case-insensitive, with aliases.
// The default table is orthodox: K Q R B S P, and N as an alias of S (stored as "S").
// Fairy variants can extend a copy of the table with their own codes.
class PieceTable {
public:
    // Registers a code (1-2 letters). The code is stored upper-case.
    void add(std::string_view code, std::string_view name) {
        const std::string c = upper(code);
        codes_[c] = c;
        names_[c] = std::string(name);
        order_.push_back(c);
    }
    // Registers an alias for an existing code (e.g. "N" for "S").
    void add_alias(std::string_view alias, std::string_view code) {
        codes_[upper(alias)] = upper(code);
        aliases_.push_back(upper(alias) + "=" + upper(code));
    }
    // Canonical code for an input code (any case), or nullopt if unknown.
    std::optional<std::string> canonical(std::string_view code) const {
        const auto it = codes_.find(upper(code));
        if (it == codes_.end()) return std::nullopt;
        return it->second;
    }
    std::string name(std::string_view code) const {
        const auto it = names_.find(upper(code));
        return it == names_.end() ? std::string() : it->second;
    }
    // Codes in registration order (without aliases).
    const std::vector<std::string>& codes() const { return order_; }
    // "K Q R B S P (N = S)" -- for error messages.
    std::string describe() const {
        std::string out;
        for (const auto& c : order_) {
            if (!out.empty()) out += ' ';
            out += c;
        }
        if (!aliases_.empty()) {
            out += " (";
            for (std::size_t i = 0; i < aliases_.size(); ++i) {
                std::string a = aliases_[i];
                a.replace(a.find('='), 1, " = ");
                if (i) out += ", ";
                out += a;
            }
            out += ")";
        }
        return out;
    }

private:
    static std::string upper(std::string_view text) {
        std::string out(text);
        for (char& ch : out) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
        return out;
    }
    std::map<std::string, std::string> codes_;  // input code -> canonical code
    std::map<std::string, std::string> names_;
    std::vector<std::string> order_;
    std::vector<std::string> aliases_;
};

inline const PieceTable& orthodox_pieces() {
    static const PieceTable table = [] {
        PieceTable t;
        t.add("K", "king");
        t.add("Q", "queen");
        t.add("R", "rook");
        t.add("B", "bishop");
        t.add("S", "knight");
        t.add("P", "pawn");
        t.add_alias("N", "S");
        return t;
    }();
    return table;
}

// ---------------------------------------------------------------------------------------------
// Conditions and options

struct ConditionSpec {
    std::string name;               // lower-case, as given (e.g. "circe", "madrasi")
    std::vector<std::string> args;  // following tokens, as written
    int line = 0;
    bool operator==(const ConditionSpec& other) const { return name == other.name && args == other.args; }
};

struct Options {
    bool try_play = false;       // try
    bool variation = false;      // variation
    bool setplay = false;        // setplay
    bool nothreat = false;       // nothreat
    bool matesin1 = false;       // matesin1: self play shows the defender's moves that reach the goal at once
    bool stoponshort = false;    // stoponshortsolutions
    bool noboard = false;        // noboard
    bool whitetoplay = false;    // whitetoplay
    bool halfduplex = false;     // halfduplex
    bool duplex = false;         // duplex
    bool nowk = false;           // nowk
    bool nobk = false;           // nobk
    bool postkeyplay = false;    // postkeyplay
    bool noshortvariations = false;  // noshortvariations
    bool movenumbers = false;    // movenumbers (accepted, output detail)
    bool intelligent = false;    // intelligent [N] (accepted and ignored: the solver has no intelligent mode)
    int defence = 1;             // defence N / defense N
    int maxsolutions = 0;        // 0 = unlimited
    int maxtime = 0;             // seconds, 0 = unlimited
    int intended = 0;            // intended N: number of intended solutions (regent extension; 0 = one)
    // Popeye's options that change what counts as a solution of battle play (BattleOptions):
    int threat = 0;              // threat N: a non-checking attacker's move must threaten the goal within N moves (0: off)
    int maxflightsquares = -1;   // maxflightsquares N: the defender's king may have at most N flights (-1: off)
    int nontrivial_defences = -1;  // nontrivial M N: at most M more defences not met within N (-1: off)
    int nontrivial_length = 0;     //   N
    bool quodlibet = false;      // quodlibet: in self play, the attacker's own mate (stalemate) wins too
    bool keepmatingpiece = false;  // keepmatingpiece: the side that gives the mate must keep a unit besides its king
    // startmovenumber / uptomovenumber: only the first moves numbered so, in Popeye's order (0: no bound)
    int startmovenumber = 0;
    int uptomovenumber = 0;
    std::vector<SquareRef> nocastling;  // squares of kings/rooks that may no longer castle
    std::vector<SquareRef> enpassant;   // squares of the pawn double step just played (from, passed, to)
};

// ---------------------------------------------------------------------------------------------
// Problems

// Extra FEN fields, present when the position came from a full FEN (JSON "fen", --fen).
struct FenExtras {
    char side_to_move = 'w';        // 'w' or 'b'
    std::string castling = "-";     // "KQkq", "Kq", "-" ...
    std::optional<SquareRef> en_passant;
    int halfmove_clock = 0;
    int fullmove_number = 1;
    std::optional<std::string> regents;  // Regent Chess: "d1,d8" (White's, Black's regent; '-' for none)
};

// Text shared by the copies of a problem, unchanged (the twins of a problem share its headings,
// which may be long: 1,000 twins of a problem with a 1 MB title hold one copy of it, not 1,000).
// Reads as a const std::string; assigning or appending makes the copy's text its own.
class SharedText {
public:
    SharedText() = default;
    SharedText(std::string text) : text_(std::make_shared<std::string>(std::move(text))) {}
    SharedText(const char* text) : SharedText(std::string(text)) {}

    const std::string& str() const {
        static const std::string empty;
        return text_ ? *text_ : empty;
    }
    operator const std::string&() const { return str(); }
    operator std::string_view() const { return str(); }
    bool empty() const { return str().empty(); }
    std::size_t size() const { return str().size(); }

    // Appends to this copy's text (the others keep theirs).
    SharedText& operator+=(std::string_view more) {
        if (!text_ || text_.use_count() > 1) text_ = std::make_shared<std::string>(str());
        text_->append(more);
        return *this;
    }
    SharedText& operator+=(char c) { return *this += std::string_view(&c, 1); }

    friend bool operator==(const SharedText& a, std::string_view b) { return a.str() == b; }
    friend std::ostream& operator<<(std::ostream& out, const SharedText& t) { return out << t.str(); }

private:
    std::shared_ptr<std::string> text_;  // never changed while shared (use_count() > 1)
};

// One fully resolved twin of a problem.
struct ProblemInstance {
    SharedText title;   // several title/author/origin/award lines are joined with '\n'
    SharedText author;
    SharedText origin;
    SharedText award;   // e.g. "1st Prize" (Popeye prints it after the origin)
    Stipulation stipulation;
    Options options;
    std::vector<ConditionSpec> conditions;
    std::vector<PieceSpec> pieces;
    std::string twin_label;        // "" when the problem has no twins, else "a)", "b)", ...
    std::string reading;           // verify --both-readings: the reading of the rules ("RS-1", "RCC")
    std::string twin_description;  // Popeye style: "wKb7-->c7", "rotate 90", ... ("" for the diagram)
    bool twin_continued = false;   // twin built on the previous twin ("twin continued"); Popeye prints "+b)"
    bool last_twin = true;         // the problem's last twin (or no twins): its output ends the problem's
    // Option duplex: each twin is solved twice, as stated (half 1) and with the colours reversed
    // (half 2: the other side plays the stipulation); 0 when the twin is not split (see duplex_halves).
    int duplex_half = 0;
    // Options startmovenumber / uptomovenumber: Popeye numbers the first moves over all of a
    // problem's twins, so a twin's first move has the number after the earlier twins' last; this
    // is how many come before this twin's (set where the twins are walked: FirstMoveNumbering).
    int first_moves_before = 0;
    std::optional<FenExtras> fen;
    std::string source_file;
    int line = 0;                  // line where the problem starts
    std::vector<std::string> warnings;  // things accepted but ignored, e.g. "protocol"
};

// Warnings for the options a twin gives that do nothing for it (Popeye warns of some of them too):
// options for another kind of play, and the ones regent reads but does not use.
inline std::vector<std::string> unused_option_warnings(const ProblemInstance& twin) {
    std::vector<std::string> out;
    const Options& o = twin.options;
    const bool help = twin.stipulation.play == Play::Help;
    if (o.movenumbers) out.push_back("option 'movenumbers' accepted and ignored");
    if (o.stoponshort && !help) out.push_back("option 'stoponshortsolutions' applies to help play only: ignored");
    if (o.whitetoplay && !help) out.push_back("option 'whitetoplay' applies to help play only: ignored");
    if (o.try_play && help) out.push_back("option 'try' applies to direct and self play only: ignored");
    if (o.threat > 0 && (help || o.threat >= twin.stipulation.moves))
        out.push_back("option 'threat' applies to direct and self play of more moves than the threat's: ignored");
    if (o.maxflightsquares >= 0 && help) out.push_back("option 'maxflightsquares' applies to direct and self play only: ignored");
    if (o.nontrivial_defences >= 0 && help) out.push_back("option 'nontrivial' applies to direct and self play only: ignored");
    if (o.quodlibet && twin.stipulation.play != Play::Self) out.push_back("option 'quodlibet' applies to self play only: ignored");
    return out;
}

// The instances a twin is solved as: itself, or under option duplex its two halves (the second
// after the first, which then does not end the problem). Option duplex is kept on both: the
// diagram says "Duplex". The readers leave the split to the command, after its own options. With
// halfduplex too the twin is left whole (the solve rejects the pair once).
inline std::vector<ProblemInstance> duplex_halves(const ProblemInstance& twin) {
    if (!twin.options.duplex || twin.options.halfduplex || twin.duplex_half != 0) return {twin};
    std::vector<ProblemInstance> halves(2, twin);
    halves[0].duplex_half = 1;
    halves[0].last_twin = false;
    halves[1].duplex_half = 2;
    return halves;
}

struct ParseError {
    std::string file;
    int line = 0;
    int problem = 0;  // 1-based index of the problem in the file; 0 for file-level errors
    std::string message;
    // "FILE:LINE: problem N: MESSAGE" ("FILE:LINE: MESSAGE" when problem is 0)
    std::string to_string() const {
        std::string out = file + ":" + std::to_string(line) + ": ";
        if (problem > 0) out += "problem " + std::to_string(problem) + ": ";
        return out + message;
    }
};

struct ParsedProblem {
    int index = 0;  // 1-based within the file
    int line = 0;   // line where the problem starts
    std::vector<ProblemInstance> twins;  // empty when error is set
    std::optional<ParseError> error;
};

// Thrown by the helper functions of this layer (problem_from_fen, parse_option_text, ...).
// line is 0 when not known.
class InputError : public std::runtime_error {
public:
    InputError(int line, const std::string& message) : std::runtime_error(message), line_(line) {}
    int line() const { return line_; }

private:
    int line_;
};

}  // namespace regent::io
