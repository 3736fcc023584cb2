#include "solver/io/popeye_parser.h"
#include "solver/io/text_encoding.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <deque>
#include <initializer_list>
#include <span>
#include <utility>

namespace regent::io {

namespace {

// ---------------------------------------------------------------------------------------------
// Tokens

std::string to_lower(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string to_upper(std::string_view text) {
    std::string out(text);
    for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v' || c == '\n';
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

bool has_digit(std::string_view text) {
    return std::any_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

bool all_digits(std::string_view text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

struct Token {
    std::string text;
    std::string lower;
    int line = 0;
    std::size_t line_start = 0;  // offset in the stream's text of the token's line
    std::size_t end = 0;         // column just after the token
    bool first_on_line = false;
};

// Whitespace-separated tokens with their lines. Popeye's free-text commands (title, author,
// origin, remark, protocol) take the rest of the line instead, see rest_of_line().
//
// Tokens are read from the text as they are asked for, and only the last kKept ones consumed are
// kept (with those read ahead): the memory does not grow with the input (a 100 MB file took
// 3.4 GB when every token was made at once). A token returned by next() or peek() stays valid
// until kKept more are consumed; a reader that keeps one longer (a command's keyword) copies it.
// With `one_line`, the text is one value of another file (a JSON string, a command-line option)
// and every token is on first_line, whatever newlines the value holds.
class TokenStream {
public:
    TokenStream(std::string_view text, int first_line, bool one_line = false)
        : text_(without_utf8_bom(text)), line_(first_line), one_line_(one_line) {}

    const Token* peek() { return at(pos_); }
    const Token& next() {
        const Token* t = at(pos_);
        last_ = pos_++;
        forget_before(pos_ > kKept ? pos_ - kKept : 0);
        return *t;
    }
    std::size_t position() const { return pos_; }
    void seek(std::size_t pos) { pos_ = pos; }
    // The token at index i (read from the text if need be), or nullptr at the end of the input;
    // i may not be a token already forgotten.
    const Token* at(std::size_t i) {
        while (base_ + tokens_.size() <= i)
            if (!read_token()) return nullptr;
        return i < base_ ? nullptr : &tokens_[i - base_];
    }
    // Index of the last token returned by next(), or npos.
    std::size_t last_consumed() const { return last_; }
    // Tokens before index i are not needed any more.
    void forget_before(std::size_t i) {
        while (base_ < i && !tokens_.empty()) {
            tokens_.pop_front();
            ++base_;
        }
    }
    // Past the last token.
    void seek_end() {
        base_ += tokens_.size();
        tokens_.clear();
        cursor_ = text_.size();
        pos_ = base_;
    }

    // The text after `keyword` on its line (trimmed); the tokens on that line are consumed.
    std::string rest_of_line(const Token& keyword) {
        const std::size_t newline = text_.find('\n', keyword.line_start);
        const std::size_t line_end = newline == std::string_view::npos ? text_.size() : newline;
        const std::string_view line = text_.substr(keyword.line_start, line_end - keyword.line_start);
        const std::string rest(trim(line.substr(std::min(keyword.end, line.size()))));
        while (const Token* t = pos_ < base_ + tokens_.size() ? &tokens_[pos_ - base_] : nullptr) {
            if (t->line_start != keyword.line_start) break;
            ++pos_;
        }
        // The rest of the line is skipped without being split into tokens.
        if (pos_ == base_ + tokens_.size() && cursor_ >= keyword.line_start && cursor_ < line_end) cursor_ = line_end;
        if (pos_ > 0) last_ = pos_ - 1;
        forget_before(pos_ > kKept ? pos_ - kKept : 0);
        return rest;
    }

private:
    static constexpr std::size_t kKept = 16;

    // Reads the next token from the text; false at its end.
    bool read_token() {
        while (cursor_ < text_.size() && is_space(text_[cursor_])) {
            if (text_[cursor_] == '\n') {
                if (!one_line_) ++line_;
                line_start_ = cursor_ + 1;
                first_on_line_ = true;
            }
            ++cursor_;
        }
        if (cursor_ >= text_.size()) return false;
        const std::size_t b = cursor_;
        while (cursor_ < text_.size() && !is_space(text_[cursor_])) ++cursor_;
        Token t;
        t.text = std::string(text_.substr(b, cursor_ - b));
        t.lower = to_lower(t.text);
        t.line = line_;
        t.line_start = line_start_;
        t.end = cursor_ - line_start_;
        t.first_on_line = first_on_line_;
        first_on_line_ = false;
        tokens_.push_back(std::move(t));
        return true;
    }

    std::string_view text_;
    std::size_t cursor_ = 0;      // where reading goes on
    int line_;                    // line number at the cursor
    bool one_line_;               // every token on the first line
    std::size_t line_start_ = 0;  // offset of the cursor's line
    bool first_on_line_ = true;
    std::deque<Token> tokens_;    // tokens base_, base_ + 1, ...
    std::size_t base_ = 0;
    std::size_t pos_ = 0;
    std::size_t last_ = std::string::npos;
};

std::string found(const Token* t) { return t ? "'" + t->text + "'" : "end of input"; }

// ---------------------------------------------------------------------------------------------
// Keyword tables and abbreviation matching
//
// Popeye's input language exists in English, German and French: the first word of a file
// (beginproblem, anfangproblem, debutprobleme) chooses the language, and every keyword, option,
// twin operation, colour, piece attribute and piece letter of the file is then read in it (see
// Language below; the words are Popeye 4.104's, output/plaintext/language_dependant.c). The same
// ids stand for the same thing in every language, so the reader itself knows no language.

struct Word {
    std::string_view text;
    int id;
};
using Table = std::span<const Word>;
using Tiers = std::vector<Table>;

enum TopLevel {
    kBegin, kEnd, kNext, kRemark, kAuthor, kOrigin, kAward, kTitle, kProtocol, kCondition, kOption,
    kStipulation, kSStipulation, kForsyth, kPieces, kTwin, kZero
};
constexpr Word kTopLevelWords[] = {
    {"beginproblem", kBegin}, {"endproblem", kEnd},     {"nextproblem", kNext},   {"remark", kRemark},
    {"author", kAuthor},      {"origin", kOrigin},      {"award", kAward},        {"title", kTitle},
    {"protocol", kProtocol},
    {"condition", kCondition}, {"option", kOption},    {"stipulation", kStipulation},
    {"sstipulation", kSStipulation}, {"forsyth", kForsyth}, {"pieces", kPieces}, {"twin", kTwin},
    {"zeroposition", kZero},
};
constexpr Word kTopLevelWordsGerman[] = {
    {"anfangproblem", kBegin}, {"endeproblem", kEnd},   {"weiteresproblem", kNext}, {"bemerkung", kRemark},
    {"autor", kAuthor},        {"quelle", kOrigin},     {"auszeichnung", kAward},   {"titel", kTitle},
    {"protokoll", kProtocol},
    {"bedingung", kCondition}, {"option", kOption},     {"forderung", kStipulation},
    {"sforderung", kSStipulation}, {"forsyth", kForsyth}, {"steine", kPieces},    {"zwilling", kTwin},
    {"nullstellung", kZero},
};
constexpr Word kTopLevelWordsFrench[] = {
    {"debutprobleme", kBegin}, {"finprobleme", kEnd},   {"asuivre", kNext},       {"remarque", kRemark},
    {"auteur", kAuthor},       {"source", kOrigin},     {"prix", kAward},         {"titre", kTitle},
    {"protocol", kProtocol},
    {"condition", kCondition}, {"option", kOption},     {"enonce", kStipulation},
    {"senonce", kSStipulation}, {"forsyth", kForsyth},  {"pieces", kPieces},      {"jumeau", kTwin},
    {"zeroposition", kZero},
};

enum Colour { kWhite, kBlack, kNeutral };
constexpr Word kColourWords[] = {{"white", kWhite}, {"black", kBlack}, {"neutral", kNeutral}};
constexpr Word kColourWordsGerman[] = {{"weiss", kWhite}, {"schwarz", kBlack}, {"neutral", kNeutral}};
constexpr Word kColourWordsFrench[] = {{"blanc", kWhite}, {"noir", kBlack}, {"neutre", kNeutral}};

enum TwinWord {
    tMove, tExchange, tRemove, tAdd, tRotate, tMirror, tShift, tPolish, tSubstitute, tStipulation, tCondition, tContinued
};
constexpr Word kTwinWords[] = {
    {"move", tMove},         {"exchange", tExchange},   {"remove", tRemove},
    {"add", tAdd},           {"rotate", tRotate},       {"mirror", tMirror},
    {"shift", tShift},       {"polishtype", tPolish},   {"substitute", tSubstitute},
    {"stipulation", tStipulation}, {"condition", tCondition}, {"continued", tContinued},
};
constexpr Word kTwinWordsGerman[] = {
    {"versetze", tMove},     {"tausche", tExchange},    {"entferne", tRemove},
    {"hinzufuegen", tAdd},   {"drehung", tRotate},      {"spiegelung", tMirror},
    {"verschiebung", tShift}, {"farbwechsel", tPolish}, {"ersetze", tSubstitute},
    {"forderung", tStipulation}, {"bedingung", tCondition}, {"ferner", tContinued},
};
constexpr Word kTwinWordsFrench[] = {
    {"deplacement", tMove},  {"echange", tExchange},    {"ote", tRemove},
    {"ajoute", tAdd},        {"rotation", tRotate},     {"miroir", tMirror},
    {"translation", tShift}, {"couleurechange", tPolish}, {"remplace", tSubstitute},
    {"enonce", tStipulation}, {"condition", tCondition}, {"enplus", tContinued},
};

enum OptionWord {
    oTry, oDefence, oSetplay, oVariation, oNothreat, oStopOnShort, oNoboard, oWhiteToPlay, oHalfDuplex, oDuplex,
    oNoWk, oNoBk, oPostKeyPlay, oNoShortVariations, oMoveNumbers, oIntelligent, oMaxSolutions, oMaxTime,
    oNoCastling, oEnPassant, oIntended, oMatesIn1, oQuodlibet, oThreat, oStartMoveNumber, oUpToMoveNumber,
    oMaxFlightSquares, oNonTrivial, oKeepMatingPiece,
    // recognised Popeye options that regent does not support
    oCastlingMutuallyExclusive, oBeep, oSuppressGrid, oWriteGrid, oLastCapture, oGoalIsEnd,
};
constexpr Word kOptionWords[] = {
    {"try", oTry},
    {"defence", oDefence},
    {"defense", oDefence},
    {"setplay", oSetplay},
    {"variation", oVariation},
    {"variations", oVariation},  // the spelling in Popeye's own option table
    {"nothreat", oNothreat},
    {"stoponshortsolutions", oStopOnShort},
    {"noboard", oNoboard},
    {"whitetoplay", oWhiteToPlay},
    {"halfduplex", oHalfDuplex},
    {"duplex", oDuplex},
    {"nowk", oNoWk},
    {"nobk", oNoBk},
    {"postkeyplay", oPostKeyPlay},
    {"noshortvariations", oNoShortVariations},
    {"movenumbers", oMoveNumbers},
    {"intelligent", oIntelligent},
    {"maxsolutions", oMaxSolutions},
    {"maxtime", oMaxTime},
    {"nocastling", oNoCastling},
    {"enpassant", oEnPassant},
    {"matesin1", oMatesIn1},
    {"quodlibet", oQuodlibet},
    {"threat", oThreat},
    {"startmovenumber", oStartMoveNumber},
    {"uptomovenumber", oUpToMoveNumber},
    {"maxflightsquares", oMaxFlightSquares},
    {"castlingmutuallyexclusive", oCastlingMutuallyExclusive},
    {"nontrivial", oNonTrivial},
    {"beep", oBeep},
    {"suppressgrid", oSuppressGrid},
    {"writegrid", oWriteGrid},
    {"keepmatingpiece", oKeepMatingPiece},
    {"lastcapture", oLastCapture},  // a condition in Popeye 4.104 (LetzterSchlag, DernierePrise)
    {"goalisend", oGoalIsEnd},
};
constexpr Word kOptionWordsGerman[] = {
    {"verfuehrung", oTry},
    {"widerlegung", oDefence},
    {"satzspiel", oSetplay},
    {"varianten", oVariation},
    {"ohnedrohung", oNothreat},
    {"stopnachkurzloesungen", oStopOnShort},
    {"ohnebrett", oNoboard},
    {"weissbeginnt", oWhiteToPlay},
    {"halbduplex", oHalfDuplex},
    {"duplex", oDuplex},
    {"ohnewk", oNoWk},
    {"ohnesk", oNoBk},
    {"nachschluessel", oPostKeyPlay},
    {"ohnekurzvarianten", oNoShortVariations},
    {"zugnummern", oMoveNumbers},
    {"intelligent", oIntelligent},
    {"maxloesungen", oMaxSolutions},
    {"maxzeit", oMaxTime},
    {"keinerochade", oNoCastling},
    {"enpassant", oEnPassant},
    {"mattsin1", oMatesIn1},
    {"quodlibet", oQuodlibet},
    {"drohung", oThreat},
    {"startzugnummer", oStartMoveNumber},
    {"biszugnummer", oUpToMoveNumber},
    {"maxfluchtfelder", oMaxFlightSquares},
    {"rochadengegenseitigausschliessend", oCastlingMutuallyExclusive},
    {"nichttrivial", oNonTrivial},
    {"pieps", oBeep},
    {"ohnegitter", oSuppressGrid},
    {"zeichnegitter", oWriteGrid},
    {"haltemattsetzendenstein", oKeepMatingPiece},
    {"letzterschlag", oLastCapture},
    {"zielistende", oGoalIsEnd},
};
constexpr Word kOptionWordsFrench[] = {
    {"essais", oTry},
    {"defense", oDefence},
    {"apparent", oSetplay},
    {"variantes", oVariation},
    {"sansmenace", oNothreat},
    {"finapressolutionscourtes", oStopOnShort},
    {"sansechiquier", oNoboard},
    {"apparentseul", oWhiteToPlay},
    {"demiduplex", oHalfDuplex},
    {"duplex", oDuplex},
    {"sansrb", oNoWk},
    {"sansrn", oNoBk},
    {"aprescle", oPostKeyPlay},
    {"sansvariantescourtes", oNoShortVariations},
    {"trace", oMoveNumbers},
    {"intelligent", oIntelligent},
    {"maxsolutions", oMaxSolutions},
    {"maxtemps", oMaxTime},
    {"sansroquer", oNoCastling},
    {"enpassant", oEnPassant},
    {"matsen1", oMatesIn1},
    {"quodlibet", oQuodlibet},
    {"menace", oThreat},
    {"enroute", oStartMoveNumber},
    {"jusquaucoup", oUpToMoveNumber},
    {"maxcasesfuites", oMaxFlightSquares},
    {"roquesmutuellementexclusifs", oCastlingMutuallyExclusive},
    {"nontrivial", oNonTrivial},
    {"bip", oBeep},
    {"sansgrille", oSuppressGrid},
    {"ajoutegrille", oWriteGrid},
    {"retienspiecematante", oKeepMatingPiece},
    {"derniereprise", oLastCapture},
    {"butestfin", oGoalIsEnd},
};

// regent's own options, the same in every language. They come after the language's options (a
// tier of their own), so that they take no abbreviation from Popeye's: `inte` is intelligent.
constexpr Word kRegentOptionWords[] = {
    {"intended", oIntended},  // number of intended solutions
};

// Popeye's piece attributes (not supported; recognised to say so).
constexpr std::string_view kPieceAttributes[] = {
    "chameleon", "jigger", "kamikaze", "paralysing", "royal", "volage", "functionary",
    "halfneutral", "hurdlecolourchanging", "protean", "magic", "uncapturable", "frischauf",
};
constexpr std::string_view kPieceAttributesGerman[] = {
    "chamaeleon", "jigger", "kamikaze", "paralysierend", "koeniglich", "volage", "beamtet",
    "halbneutral", "sprungbockfarbewechselnd", "proteisch", "magisch", "unschlagbar", "frischauf",
};
constexpr std::string_view kPieceAttributesFrench[] = {
    "cameleon", "jigger", "kamikaze", "paralysante", "royale", "volage", "fonctionnaire",
    "demineutre", "couleurechangeantsautoir", "protee", "magique", "imprenable", "frischauf",
};

// The orthodox piece letters of German (K D T L S B) and French (R D T F C P) input, read as the
// canonical codes K Q R B S P (German B is the pawn, French R the king).
const PieceTable& german_pieces() {
    static const PieceTable table = [] {
        PieceTable t;
        for (const auto& [letter, code] : {std::pair{"K", "K"}, {"D", "Q"}, {"T", "R"}, {"L", "B"}, {"S", "S"},
                                           {"B", "P"}})
            t.add_alias(letter, code);
        return t;
    }();
    return table;
}
const PieceTable& french_pieces() {
    static const PieceTable table = [] {
        PieceTable t;
        for (const auto& [letter, code] : {std::pair{"R", "K"}, {"D", "Q"}, {"T", "R"}, {"F", "B"}, {"C", "S"},
                                           {"P", "P"}})
            t.add_alias(letter, code);
        return t;
    }();
    return table;
}

// The words of one input language. Messages stay English but quote the language's words.
struct Language {
    std::string_view name;  // "English", "German", "French"
    Table top;              // commands, beginproblem/endproblem/nextproblem included
    Table colours;
    Table twin_ops;
    Table options;
    std::span<const std::string_view> attributes;
    const PieceTable& (*orthodox)();  // the orthodox piece letters
    std::string_view letters;          // for messages, "K D T L S B" ("": the table's own description)
    std::string_view king, queen;      // letters of the examples in messages

    // The language's (full) word for an id of one of its tables.
    std::string word(Table table, int id) const {
        for (const Word& w : table)
            if (w.id == id) return std::string(w.text);
        return {};
    }
    std::string top_word(int id) const { return word(top, id); }
    std::string twin_word(int id) const { return word(twin_ops, id); }
    std::string colour_word(int id) const { return word(colours, id); }
};

const Language kEnglish{"English", kTopLevelWords, kColourWords, kTwinWords, kOptionWords, kPieceAttributes,
                        orthodox_pieces, "", "K", "Q"};
const Language kGerman{"German", kTopLevelWordsGerman, kColourWordsGerman, kTwinWordsGerman, kOptionWordsGerman,
                       kPieceAttributesGerman, german_pieces, "K D T L S B", "K", "D"};
const Language kFrench{"French", kTopLevelWordsFrench, kColourWordsFrench, kTwinWordsFrench, kOptionWordsFrench,
                       kPieceAttributesFrench, french_pieces, "R D T F C P", "R", "D"};
const Language* const kLanguages[] = {&kEnglish, &kGerman, &kFrench};

// The known codes of a piece table, for messages.
std::string describe(const PieceTable& table) {
    for (const Language* l : kLanguages)
        if (&table == &l->orthodox() && !l->letters.empty()) return std::string(l->letters);
    return table.describe();
}

// The king's letter of a piece table, for the examples in messages ("Ka1", French "Ra1").
std::string king_letter(const PieceTable& table) {
    for (const Language* l : kLanguages)
        if (&table == &l->orthodox()) return std::string(l->king);
    return "K";
}

struct Match {
    enum Kind { None, Found, Ambiguous } kind = None;
    int tier = -1;
    int id = -1;
    std::string word;                     // canonical spelling of the match
    std::vector<std::string> candidates;  // when ambiguous
};

// Exact matches win (in tier order); otherwise the first tier with prefix matches decides:
// one distinct id = found, several = ambiguous. Prefixes shorter than min_prefix never match.
Match match_word(std::string_view lower, const Tiers& tiers, std::size_t min_prefix = 1) {
    Match m;
    for (std::size_t t = 0; t < tiers.size(); ++t) {
        for (const Word& w : tiers[t]) {
            if (w.text == lower) {
                m.kind = Match::Found;
                m.tier = static_cast<int>(t);
                m.id = w.id;
                m.word = std::string(w.text);
                return m;
            }
        }
    }
    if (lower.empty() || lower.size() < min_prefix) return m;
    for (std::size_t t = 0; t < tiers.size(); ++t) {
        std::vector<const Word*> hits;
        for (const Word& w : tiers[t]) {
            if (w.text.substr(0, lower.size()) == lower &&
                std::none_of(hits.begin(), hits.end(), [&](const Word* h) { return h->id == w.id; })) {
                hits.push_back(&w);
            }
        }
        if (hits.empty()) continue;
        m.tier = static_cast<int>(t);
        if (hits.size() == 1) {
            m.kind = Match::Found;
            m.id = hits[0]->id;
            m.word = std::string(hits[0]->text);
        } else {
            m.kind = Match::Ambiguous;
            for (const Word* h : hits) m.candidates.emplace_back(h->text);
        }
        return m;
    }
    return m;
}

Tiers tiers(Table first, const Tiers& rest) {
    Tiers out{first};
    out.insert(out.end(), rest.begin(), rest.end());
    return out;
}

InputError ambiguous(const Token& t, const Match& m) {
    std::string list;
    for (const auto& c : m.candidates) {
        if (!list.empty()) list += ", ";
        list += c;
    }
    return InputError(t.line, "ambiguous abbreviation '" + t.text + "' (could be: " + list + ")");
}

// True if the token ends a free list (condition arguments, ...): an exact keyword, or an
// abbreviation of at least three letters.
bool is_stop(const Token& t, const Tiers& stop) {
    return match_word(t.lower, stop, 3).kind != Match::None;
}

// ---------------------------------------------------------------------------------------------
// Pieces

std::string piece_error_context(std::string_view token) { return "'" + std::string(token) + "'"; }

}  // namespace

std::vector<PieceSpec> parse_piece_token(std::string_view token, char color, int line, const PieceTable& table) {
    // Try the longest code first so that 2-letter fairy codes win when the rest is a square list.
    std::optional<std::string> best_code;
    std::size_t best_len = 0;
    for (const std::size_t len : {std::size_t{2}, std::size_t{1}}) {
        if (token.size() < len) continue;
        const auto code = table.canonical(token.substr(0, len));
        if (!code) continue;
        if (!best_code) {
            best_code = code;
            best_len = len;
        }
        if (const auto squares = parse_square_list(token.substr(len))) {
            std::vector<PieceSpec> out;
            for (const SquareRef& sq : *squares) out.push_back(PieceSpec{color, *code, sq, line});
            return out;
        }
    }
    if (best_code) {
        const std::string_view rest = token.substr(best_len);
        std::size_t i = 0;
        while (i + 2 <= rest.size() && parse_square(rest.substr(i, 2))) i += 2;
        const std::string_view bad = rest.substr(i, 2);
        if (bad.empty()) {
            throw InputError(line, "expected a square after piece '" + *best_code + "' in " + piece_error_context(token));
        }
        throw InputError(line, "expected a square after piece '" + *best_code + "', found '" + std::string(bad) + "'");
    }
    const std::size_t digit = token.find_first_of("0123456789");
    if (digit == 0) {
        throw InputError(line, "expected a piece (e.g. " + king_letter(table) + "a1), found " +
                                   piece_error_context(token));
    }
    if (digit == 1) {
        throw InputError(line, "expected a piece code before square '" + std::string(token.substr(0, 2)) + "' in " +
                                   piece_error_context(token));
    }
    const std::string guess = to_upper(digit == std::string_view::npos ? token : token.substr(0, digit - 1));
    throw InputError(line, "unknown piece '" + guess + "' in " + piece_error_context(token) +
                               " (known pieces: " + describe(table) + ")");
}

namespace {

// Whether a forsyth has a run of empty squares longer than a rank (9, or a number of two digits or
// more): FEN cannot mean that, Popeye's reading can.
bool has_long_run(std::string_view placement) {
    for (std::size_t i = 0; i < placement.size(); ++i) {
        if (placement[i] == '9' || placement[i] == '0') return true;
        if (std::isdigit(static_cast<unsigned char>(placement[i])) && i + 1 < placement.size() &&
            std::isdigit(static_cast<unsigned char>(placement[i + 1])))
            return true;
    }
    return false;
}

// Popeye's reading of a forsyth: square by square from the top left (rank by rank, files a to h,
// holes skipped), a number skipping that many squares, '/' only a separator. Squares not reached
// stay empty; running beyond the last square is an error.
std::vector<PieceSpec> parse_forsyth_runs(std::string_view placement, int line, const PieceTable& table,
                                          const BoardShape& shape) {
    const std::string text(placement);
    std::vector<SquareRef> squares;
    for (int rank = shape.ranks - 1; rank >= 0; --rank)
        for (const SquareRef& sq : shape.squares_of_rank(rank)) squares.push_back(sq);
    std::vector<PieceSpec> out;
    std::size_t index = 0;
    for (std::size_t i = 0; i < placement.size(); ++i) {
        const char c = placement[i];
        if (c == '/') continue;
        if (std::isdigit(static_cast<unsigned char>(c))) {
            std::size_t run = 0;
            for (; i < placement.size() && std::isdigit(static_cast<unsigned char>(placement[i])); ++i)
                run = std::min<std::size_t>(run * 10 + std::size_t(placement[i] - '0'), squares.size() + 1);
            --i;
            index += run;
        } else if (std::isalpha(static_cast<unsigned char>(c))) {
            const auto code = table.canonical(std::string_view(&c, 1));
            if (!code) {
                throw InputError(line, "unknown piece '" + std::string(1, c) + "' in forsyth '" + text +
                                           "' (known pieces: " + describe(table) + ")");
            }
            if (index < squares.size()) {
                const char color = std::isupper(static_cast<unsigned char>(c)) ? 'w' : 'b';
                out.push_back(PieceSpec{color, *code, squares[index], line});
            }
            ++index;
        } else {
            throw InputError(line, "unexpected character '" + std::string(1, c) + "' in forsyth '" + text + "'");
        }
        if (index > squares.size()) {
            throw InputError(line, "forsyth '" + text + "' runs beyond the board's last square (it has " +
                                       std::to_string(squares.size()) + ")");
        }
    }
    return out;
}

}  // namespace

std::vector<PieceSpec> parse_forsyth(std::string_view placement, int line, const PieceTable& table,
                                     const BoardShape& shape) {
    if (has_long_run(placement)) return parse_forsyth_runs(placement, line, table, shape);
    const std::string text(placement);
    std::vector<std::string_view> ranks;
    std::size_t start = 0;
    while (true) {
        const std::size_t slash = placement.find('/', start);
        ranks.push_back(placement.substr(start, slash == std::string_view::npos ? std::string_view::npos : slash - start));
        if (slash == std::string_view::npos) break;
        start = slash + 1;
    }
    if (static_cast<int>(ranks.size()) != shape.ranks) {
        throw InputError(line, "expected " + std::to_string(shape.ranks) + " ranks separated by '/' in forsyth '" +
                                   text + "', found " + std::to_string(ranks.size()));
    }
    std::vector<PieceSpec> out;
    for (int r = 0; r < shape.ranks; ++r) {
        const int rank = shape.ranks - 1 - r;
        // A rank lists only the squares that exist: holes are skipped.
        const std::vector<SquareRef> squares = shape.squares_of_rank(rank);
        const int count = static_cast<int>(squares.size());
        int file = 0;
        for (char c : ranks[static_cast<std::size_t>(r)]) {
            if (c >= '1' && c <= '8') {
                file += c - '0';
            } else if (std::isalpha(static_cast<unsigned char>(c))) {
                const auto code = table.canonical(std::string_view(&c, 1));
                if (!code) {
                    throw InputError(line, "unknown piece '" + std::string(1, c) + "' on rank " +
                                               std::to_string(rank + 1) + " of forsyth '" + text +
                                               "' (known pieces: " + describe(table) + ")");
                }
                if (file < count) {
                    const char color = std::isupper(static_cast<unsigned char>(c)) ? 'w' : 'b';
                    out.push_back(PieceSpec{color, *code, squares[static_cast<std::size_t>(file)], line});
                }
                ++file;
            } else {
                throw InputError(line, "unexpected character '" + std::string(1, c) + "' in forsyth '" + text + "'");
            }
        }
        if (file != count) {
            throw InputError(line, "rank " + std::to_string(rank + 1) + " of forsyth '" + text + "' has " +
                                       std::to_string(file) + " squares instead of " + std::to_string(count));
        }
    }
    return out;
}

namespace {

// Reads "white kb7 rc2 black kd8 ..." until a stop word; `keyword` is the command or twin
// operation that reads them. warnings: where the first knight written N is reported (Popeye reads
// N as the nightrider, so a file written for it that uses N is not the problem regent solves).
std::vector<PieceSpec> read_piece_list(TokenStream& ts, const Token& keyword, const Tiers& stop,
                                       const PieceTable& table, const Language& lang,
                                       std::vector<std::string>* warnings = nullptr) {
    std::vector<PieceSpec> out;
    std::optional<char> colour;
    bool n_reported = false;
    const Tiers words = tiers(lang.colours, stop);
    const std::string white = lang.colour_word(kWhite), black = lang.colour_word(kBlack);
    while (const Token* t = ts.peek()) {
        if (has_digit(t->text)) {
            if (!colour) {
                throw InputError(t->line, "expected a colour (" + white + " or " + black + ") before '" + t->text +
                                              "'");
            }
            auto pieces = parse_piece_token(t->text, *colour, t->line, table);
            if (warnings && !n_reported && (t->text[0] == 'n' || t->text[0] == 'N') && pieces.front().code == "S") {
                warnings->push_back("line " + std::to_string(t->line) + ": '" + t->text.substr(0, 1) + "' in '" +
                                    t->text + "' read as a knight (S); in Popeye N is the nightrider, which regent "
                                    "does not support");
                n_reported = true;
            }
            out.insert(out.end(), pieces.begin(), pieces.end());
            ts.next();
            continue;
        }
        const Match m = match_word(t->lower, words);
        if (m.kind == Match::Found && m.tier == 0) {
            ts.next();
            if (m.id == kNeutral) throw InputError(t->line, "neutral pieces are not supported");
            colour = m.id == kWhite ? 'w' : 'b';
            continue;
        }
        if (m.kind == Match::Found) break;
        if (m.kind == Match::Ambiguous) throw ambiguous(*t, m);
        for (std::string_view attribute : lang.attributes) {
            if (t->lower.size() >= 3 && attribute.substr(0, t->lower.size()) == t->lower) {
                throw InputError(t->line, "piece attribute '" + std::string(attribute) + "' is not supported");
            }
        }
        if (colour && t->text.size() <= 3) parse_piece_token(t->text, *colour, t->line, table);  // throws
        throw InputError(t->line, "expected a colour (" + white + ", " + black + "), a piece with its squares (e.g. " +
                                      std::string(lang.king) + "a1) or a keyword, found '" + t->text + "'");
    }
    if (!colour) {
        throw InputError(keyword.line, "expected a colour (" + white + " or " + black + ") after '" + keyword.text +
                                           "', found " + found(ts.peek()));
    }
    return out;
}

// Reads the stipulation that follows `keyword` (the 'stipulation' command or twin operation).
Stipulation read_stipulation(TokenStream& ts, const Token& keyword) {
    const Token* t = ts.peek();
    if (!t) throw InputError(keyword.line, "expected a stipulation after '" + keyword.text + "', found end of input");
    try {
        Stipulation st = parse_stipulation(t->text);
        ts.next();
        return st;
    } catch (const StipulationError& e) {
        throw InputError(t->line, e.what());
    }
}

int read_number(TokenStream& ts, const Token& option, std::string_view name, int least = 1) {
    const Token* t = ts.peek();
    if (!t || !all_digits(t->text)) {
        throw InputError(t ? t->line : option.line,
                         "expected a number after option '" + std::string(name) + "', found " + found(t));
    }
    int value = 0;
    const auto [ptr, ec] = std::from_chars(t->text.data(), t->text.data() + t->text.size(), value);
    if (ec != std::errc() || ptr != t->text.data() + t->text.size()) {
        throw InputError(t->line, "number '" + t->text + "' after option '" + std::string(name) + "' is too large");
    }
    if (value < least) {
        throw InputError(t->line, "option '" + std::string(name) + "' needs a number of at least " +
                                      std::to_string(least) + ", found '" + t->text + "'");
    }
    ts.next();
    return value;
}

// startmovenumber / uptomovenumber: a first move's number. Popeye also takes a path of numbers
// into the play ("2:5", for restarting deep inside a long problem), which regent does not.
int read_move_number(TokenStream& ts, const Token& option, std::string_view name) {
    if (const Token* t = ts.peek(); t && t->text.find(':') != std::string::npos) {
        throw InputError(t->line, "option '" + std::string(name) + "' takes the number of a first move (e.g. 5), not a path of numbers ('" +
                                      t->text + "')");
    }
    return read_number(ts, option, name);
}

std::vector<SquareRef> read_squares(TokenStream& ts, const Token& option, std::string_view name,
                                    std::string_view example) {
    std::vector<SquareRef> out;
    while (const Token* t = ts.peek()) {
        const auto squares = parse_square_list(t->text);
        if (!squares) break;
        out.insert(out.end(), squares->begin(), squares->end());
        ts.next();
    }
    if (out.empty()) {
        const Token* t = ts.peek();
        throw InputError(t ? t->line : option.line, "expected squares after option '" + std::string(name) + "' (e.g. " +
                                                        std::string(example) + "), found " + found(t));
    }
    return out;
}

// Reads option words until a stop word; `keyword` is the 'option' token (or a synthetic one).
void read_options(TokenStream& ts, const Token& keyword, Options& o, std::vector<std::string>* warnings,
                  const Tiers& stop, const Language& lang) {
    const Tiers words = tiers(lang.options, tiers(kRegentOptionWords, stop));
    bool any = false;
    while (const Token* t = ts.peek()) {
        const Match m = match_word(t->lower, words);
        if (m.kind == Match::Ambiguous) throw ambiguous(*t, m);
        if (m.kind == Match::None) throw InputError(t->line, "unknown option '" + t->text + "'");
        if (m.tier > 1) break;  // the next command
        const Token opt = ts.next();  // a copy: used after the tokens it reads
        any = true;
        switch (m.id) {
            case oTry: o.try_play = true; break;
            case oDefence: o.defence = read_number(ts, opt, m.word); break;
            case oSetplay: o.setplay = true; break;
            case oVariation: o.variation = true; break;
            case oNothreat: o.nothreat = true; break;
            case oMatesIn1: o.matesin1 = true; break;
            case oStopOnShort: o.stoponshort = true; break;
            case oNoboard: o.noboard = true; break;
            case oWhiteToPlay: o.whitetoplay = true; break;
            case oHalfDuplex: o.halfduplex = true; break;
            case oDuplex: o.duplex = true; break;
            case oNoWk: o.nowk = true; break;
            case oNoBk: o.nobk = true; break;
            case oPostKeyPlay: o.postkeyplay = true; break;
            case oNoShortVariations: o.noshortvariations = true; break;
            case oMoveNumbers: o.movenumbers = true; break;
            case oIntelligent:
                o.intelligent = true;
                if (const Token* n = ts.peek(); n && all_digits(n->text)) ts.next();
                if (warnings) {
                    warnings->push_back("line " + std::to_string(opt.line) +
                                        ": option '" + m.word + "' accepted and ignored");
                }
                break;
            case oMaxSolutions: o.maxsolutions = read_number(ts, opt, m.word); break;
            case oMaxTime: o.maxtime = read_number(ts, opt, m.word); break;
            case oIntended: o.intended = read_number(ts, opt, m.word); break;
            case oQuodlibet: o.quodlibet = true; break;
            case oKeepMatingPiece: o.keepmatingpiece = true; break;
            case oThreat: o.threat = read_number(ts, opt, m.word); break;
            case oMaxFlightSquares: o.maxflightsquares = read_number(ts, opt, m.word, 0); break;
            case oNonTrivial:
                o.nontrivial_defences = read_number(ts, opt, m.word, 0);
                o.nontrivial_length = read_number(ts, opt, m.word, 0);
                break;
            case oStartMoveNumber: o.startmovenumber = read_move_number(ts, opt, m.word); break;
            case oUpToMoveNumber: o.uptomovenumber = read_move_number(ts, opt, m.word); break;
            case oNoCastling: {
                auto squares = read_squares(ts, opt, m.word, "a1h1");
                o.nocastling.insert(o.nocastling.end(), squares.begin(), squares.end());
                break;
            }
            case oEnPassant: {
                auto squares = read_squares(ts, opt, m.word, "c7c6c5");
                if (squares.size() < 2 || squares.size() > 4) {
                    throw InputError(opt.line, "option '" + m.word + "' expects 2 to 4 squares (e.g. c7c6c5), found " +
                                                   std::to_string(squares.size()));
                }
                o.enpassant = std::move(squares);
                break;
            }
            default: throw InputError(opt.line, "option '" + m.word + "' is not supported");
        }
    }
    if (!any) {
        const Token* t = ts.peek();
        throw InputError(t ? t->line : keyword.line,
                         "expected an option after '" + keyword.text + "', found " + found(t));
    }
}

ConditionSpec read_condition(TokenStream& ts, const Token& keyword, const Tiers& stop) {
    const Token* t = ts.peek();
    if (!t || is_stop(*t, stop)) {
        throw InputError(t ? t->line : keyword.line,
                         "expected a condition name after '" + keyword.text + "', found " + found(t));
    }
    ConditionSpec c;
    c.name = t->lower;
    c.line = t->line;
    ts.next();
    while (const Token* a = ts.peek()) {
        if (is_stop(*a, stop)) break;
        c.args.push_back(a->text);
        ts.next();
    }
    return c;
}

SquareRef read_square(TokenStream& ts, const Token& op) {
    const Token* t = ts.peek();
    const auto square = t ? parse_square(t->text) : std::nullopt;
    if (!square) {
        throw InputError(t ? t->line : op.line, "expected a square after '" + op.text + "', found " + found(t));
    }
    ts.next();
    return *square;
}

// Reads the operations of one twin (after 'twin' or 'zeroposition') until a stop word.
TwinSpec read_twin(TokenStream& ts, const Token& keyword, bool zeroposition, const Tiers& stop,
                   const PieceTable& table, const Language& lang) {
    TwinSpec spec;
    spec.line = keyword.line;
    const Tiers words = tiers(lang.twin_ops, stop);
    while (const Token* t = ts.peek()) {
        const Match m = match_word(t->lower, words);
        if (m.kind == Match::Ambiguous) throw ambiguous(*t, m);
        if (m.kind == Match::None) {
            std::string list;
            for (const Word& w : lang.twin_ops) {
                if (w.id == tContinued) continue;
                if (!list.empty()) list += ", ";
                list += w.text;
            }
            throw InputError(t->line, "expected a twin operation (" + list + "), found '" + t->text + "'");
        }
        if (m.tier > 0) break;
        const Token op = ts.next();  // a copy: used after the tokens it reads
        if (m.id == tContinued) {
            if (zeroposition) {
                throw InputError(op.line, "'" + m.word + "' cannot be used with '" + lang.top_word(kZero) + "'");
            }
            if (spec.continued || !spec.ops.empty()) {
                throw InputError(op.line, "'" + m.word + "' must directly follow '" + lang.top_word(kTwin) + "'");
            }
            spec.continued = true;
            continue;
        }
        TwinOp o;
        o.line = op.line;
        o.word = m.word;
        switch (m.id) {
            case tMove:
            case tExchange:
            case tShift:
                o.kind = m.id == tMove ? TwinOp::Kind::Move : m.id == tExchange ? TwinOp::Kind::Exchange
                                                                                : TwinOp::Kind::Shift;
                o.from = read_square(ts, op);
                o.to = read_square(ts, op);
                break;
            case tRemove: {
                o.kind = TwinOp::Kind::Remove;
                const Token* s = ts.peek();
                const auto squares = s ? parse_square_list(s->text) : std::nullopt;
                if (!squares) {
                    throw InputError(s ? s->line : op.line,
                                     "expected a square after '" + op.text + "', found " + found(s));
                }
                ts.next();
                o.squares = *squares;
                break;
            }
            case tAdd:
                o.kind = TwinOp::Kind::Add;
                o.pieces = read_piece_list(ts, op, words, table, lang);
                if (o.pieces.empty()) {
                    throw InputError(op.line, "expected a piece (e.g. " + std::string(lang.queen) + "d4) after '" +
                                                  op.text + "', found " +
                                                  found(ts.peek()));
                }
                break;
            case tRotate: {
                o.kind = TwinOp::Kind::Rotate;
                const Token* a = ts.peek();
                if (!a || (a->text != "90" && a->text != "180" && a->text != "270")) {
                    throw InputError(a ? a->line : op.line,
                                     "expected 90, 180 or 270 after '" + op.text + "', found " + found(a));
                }
                o.degrees = std::stoi(a->text);
                ts.next();
                break;
            }
            case tMirror: {
                o.kind = TwinOp::Kind::Mirror;
                const Token* a = ts.peek();
                const std::string v = a ? a->lower : std::string();
                if (v != "a1<-->h1" && v != "a1<-->a8" && v != "a1<-->h8" && v != "a8<-->h1") {
                    throw InputError(a ? a->line : op.line, "expected a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1 after '" +
                                                                op.text + "', found " + found(a));
                }
                o.mirror = v;
                ts.next();
                break;
            }
            case tPolish: o.kind = TwinOp::Kind::Polish; break;
            case tSubstitute: {
                o.kind = TwinOp::Kind::Substitute;
                for (std::string* code : {&o.old_code, &o.new_code}) {
                    const Token* a = ts.peek();
                    const auto c = a ? table.canonical(a->text) : std::nullopt;
                    if (!c) {
                        throw InputError(a ? a->line : op.line, "expected a piece code (" + describe(table) +
                                                                    ") after '" + op.text + "', found " + found(a));
                    }
                    *code = *c;
                    ts.next();
                }
                break;
            }
            case tStipulation: {
                o.kind = TwinOp::Kind::Stipulation;
                o.stipulation = read_stipulation(ts, op);
                break;
            }
            case tCondition:
                o.kind = TwinOp::Kind::Condition;
                o.condition = read_condition(ts, op, words);
                break;
            default: break;
        }
        spec.ops.push_back(std::move(o));
    }
    if (spec.ops.empty()) {
        const Token* t = ts.peek();
        throw InputError(t ? t->line : keyword.line,
                         "expected a twin operation after '" + keyword.text + "', found " + found(t));
    }
    return spec;
}

// ---------------------------------------------------------------------------------------------
// Twin resolution

int find_piece(const std::vector<PieceSpec>& pieces, SquareRef square) {
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (pieces[i].square == square) return static_cast<int>(i);
    }
    return -1;
}

SquareRef transform(SquareRef s, const TwinOp& op) {
    if (op.kind == TwinOp::Kind::Rotate) {
        // counter-clockwise ("to the left"), as Popeye: rotate 90 takes a1 to h1
        switch (op.degrees) {
            case 90: return {7 - s.rank, s.file};
            case 180: return {7 - s.file, 7 - s.rank};
            default: return {s.rank, 7 - s.file};
        }
    }
    if (op.mirror == "a1<-->h1") return {7 - s.file, s.rank};
    if (op.mirror == "a1<-->a8") return {s.file, 7 - s.rank};
    if (op.mirror == "a1<-->h8") return {7 - s.rank, 7 - s.file};
    return {s.rank, s.file};  // a8<-->h1
}

void apply_twin(ProblemInstance& state, const TwinSpec& spec) {
    std::vector<std::string> parts;
    bool conditions_replaced = false;
    auto& pieces = state.pieces;
    for (const TwinOp& op : spec.ops) {
        // Messages name the operation as the input's language does (TwinOp::word), else in English.
        auto name = [&](std::string_view english) { return op.word.empty() ? std::string(english) : op.word; };
        auto no_piece = [&](std::string_view english, SquareRef sq) {
            return InputError(op.line, "twin " + name(english) + ": no piece on " + to_string(sq));
        };
        switch (op.kind) {
            case TwinOp::Kind::Move: {
                int i = find_piece(pieces, op.from);
                if (i < 0) throw no_piece("move", op.from);
                parts.push_back(to_string(pieces[static_cast<std::size_t>(i)]) + "-->" + to_string(op.to));
                const int j = find_piece(pieces, op.to);
                if (j >= 0 && j != i) {
                    pieces.erase(pieces.begin() + j);
                    if (j < i) --i;
                }
                pieces[static_cast<std::size_t>(i)].square = op.to;
                break;
            }
            case TwinOp::Kind::Exchange: {
                const int i = find_piece(pieces, op.from);
                if (i < 0) throw no_piece("exchange", op.from);
                const int j = find_piece(pieces, op.to);
                if (j < 0) throw no_piece("exchange", op.to);
                auto& a = pieces[static_cast<std::size_t>(i)];
                auto& b = pieces[static_cast<std::size_t>(j)];
                parts.push_back(to_string(a) + "<-->" + to_string(b));
                std::swap(a.square, b.square);
                break;
            }
            case TwinOp::Kind::Remove:
                for (const SquareRef& sq : op.squares) {
                    const int i = find_piece(pieces, sq);
                    if (i < 0) throw no_piece("remove", sq);
                    parts.push_back("-" + to_string(pieces[static_cast<std::size_t>(i)]));
                    pieces.erase(pieces.begin() + i);
                }
                break;
            case TwinOp::Kind::Add:
                for (const PieceSpec& p : op.pieces) {
                    // Onto an occupied square the new unit replaces the old, as in Popeye, whose
                    // label then names the new unit without the '+'.
                    const int i = find_piece(pieces, p.square);
                    if (i >= 0) {
                        pieces[static_cast<std::size_t>(i)] = p;
                        parts.push_back(to_string(p));
                        continue;
                    }
                    pieces.push_back(p);
                    parts.push_back("+" + to_string(p));
                }
                break;
            case TwinOp::Kind::Rotate:
            case TwinOp::Kind::Mirror:
                for (auto& p : pieces) p.square = transform(p.square, op);
                parts.push_back(op.kind == TwinOp::Kind::Rotate ? "rotate " + std::to_string(op.degrees)
                                                                : "mirror " + op.mirror);
                break;
            case TwinOp::Kind::Shift: {
                const int df = op.to.file - op.from.file;
                const int dr = op.to.rank - op.from.rank;
                for (const auto& p : pieces) {
                    const int f = p.square.file + df;
                    const int r = p.square.rank + dr;
                    if (f < 0 || f > 7 || r < 0 || r > 7) {
                        throw InputError(op.line, "twin " + name("shift") + " " + to_string(op.from) + " ==> " +
                                                      to_string(op.to) + ": " + to_string(p) +
                                                      " would leave the board");
                    }
                }
                for (auto& p : pieces) p.square = SquareRef{p.square.file + df, p.square.rank + dr};
                parts.push_back("shift " + to_string(op.from) + " ==> " + to_string(op.to));
                break;
            }
            case TwinOp::Kind::Polish:
                for (auto& p : pieces) p.color = p.color == 'w' ? 'b' : 'w';
                parts.push_back("PolishType");
                break;
            case TwinOp::Kind::Substitute:
                for (auto& p : pieces) {
                    if (p.code == op.old_code) p.code = op.new_code;
                }
                parts.push_back(op.old_code + " ==> " + op.new_code);
                break;
            case TwinOp::Kind::Stipulation:
                state.stipulation = op.stipulation;
                parts.push_back(to_string(op.stipulation));
                break;
            case TwinOp::Kind::Condition: {
                if (!conditions_replaced) state.conditions.clear();
                conditions_replaced = true;
                state.conditions.push_back(op.condition);
                std::string text = op.condition.name;
                for (const auto& a : op.condition.args) text += " " + a;
                parts.push_back(text);
                break;
            }
        }
    }
    std::string description;
    for (const auto& p : parts) {
        if (!description.empty()) description += "  ";
        description += p;
    }
    state.twin_description = description;
    state.twin_continued = spec.continued;
}

// ---------------------------------------------------------------------------------------------
// The Popeye reader

// The language whose beginproblem the word `lower` is (any prefix of it, as Popeye detects the
// language: `a` is anfangproblem), nullptr if none.
const Language* language_begun_by(std::string_view lower) {
    for (const Language* l : kLanguages) {
        const std::string begin = l->top_word(kBegin);
        if (!lower.empty() && begin.substr(0, lower.size()) == lower) return l;
    }
    return nullptr;
}

class PopeyeReader {
public:
    // The first word of the text chooses the language (Popeye reads a file in one language; a
    // file that does not begin with a beginproblem is English).
    PopeyeReader(std::string_view text, std::string filename, const PieceTable& table)
        : ts_(text, 1), filename_(std::move(filename)), table_(table) {
        if (const Token* first = ts_.peek()) {
            if (const Language* l = language_begun_by(first->lower)) {
                lang_ = l;
                first_begins_ = true;
            }
        }
        top_ = {lang_->top};
        for (const Word& w : lang_->top)
            if (w.id == kBegin || w.id == kEnd || w.id == kNext) boundaries_.push_back(w);
    }

    std::vector<ParsedProblem> run() {
        while (ts_.peek()) parse_problem();
        return std::move(out_);
    }

private:
    struct Draft {
        ProblemInstance diagram;
        bool has_content = false;
        bool has_stipulation = false;
        std::optional<TwinSpec> zero;
        std::vector<TwinSpec> twins;
        int start_line = 0;
    };

    const Language* lang_ = &kEnglish;
    bool first_begins_ = false;  // the first word is the language's beginproblem
    Tiers top_;
    std::vector<Word> boundaries_;  // the language's beginproblem, endproblem, nextproblem

    // The error for a word that is no command of the file's language.
    InputError unknown_keyword(const Token& t) const {
        std::string message = "unknown keyword '" + t.text + "' (expected a command such as " +
                              lang_->top_word(kStipulation) + ", " + lang_->top_word(kPieces) + ", " +
                              lang_->top_word(kOption) + ", " + lang_->top_word(kTwin) + " or " +
                              lang_->top_word(kEnd);
        // A keyword of another language (spelt out) gets a hint.
        std::string begin_words;
        for (const Language* l : kLanguages) begin_words += (begin_words.empty() ? "" : ", ") + l->top_word(kBegin);
        const std::string why = "this file is read in " + std::string(lang_->name) + ": the first word of a file (" +
                                begin_words + ") chooses the language of the whole file, as in Popeye";
        for (const Language* other : kLanguages) {
            if (other == lang_) continue;
            for (const Word& w : other->top) {
                if (w.text != t.lower) continue;
                if (w.id == kBegin) {
                    return InputError(t.line, "'" + t.text + "' begins a " + std::string(other->name) +
                                                  " problem, but " + why);
                }
                return InputError(t.line, message + "; '" + t.text + "' is " + std::string(other->name) + ", but " +
                                              why + ")");
            }
        }
        return InputError(t.line, message + ")");
    }

    void parse_problem() {
        Draft d;
        const std::size_t start = ts_.position();
        d.start_line = ts_.peek()->line;
        bool begun = false;
        try {
            while (const Token* p = ts_.peek()) {
                Match m = match_word(p->lower, top_);
                if (first_begins_ && ts_.position() == 0) {
                    // The word that chose the language, however short ('a' is anfangproblem).
                    m.kind = Match::Found;
                    m.id = kBegin;
                }
                if (m.kind == Match::Ambiguous) throw ambiguous(*p, m);
                if (m.kind == Match::None) throw unknown_keyword(*p);
                if (m.id == kBegin) {
                    if (begun || d.has_content) {
                        throw InputError(p->line, "'" + p->text + "' inside a problem (is '" + lang_->top_word(kEnd) +
                                                      "' or '" + lang_->top_word(kNext) + "' missing?)");
                    }
                    ts_.next();
                    begun = true;
                    continue;
                }
                const Token keyword = ts_.next();  // a copy: used after the tokens it reads
                if (m.id == kEnd || m.id == kNext) break;
                d.has_content = true;
                command(d, keyword, m.id);
            }
        } catch (const InputError& e) {
            emit_error(d, e);
            recover(start);
            return;
        }
        finish(d);
    }

    void command(Draft& d, const Token& keyword, int id) {
        ProblemInstance& p = d.diagram;
        auto append = [&](SharedText& field) {
            const std::string text = ts_.rest_of_line(keyword);
            if (!field.empty()) field += '\n';
            field += text;
        };
        auto before_twins = [&] {
            if (d.zero || !d.twins.empty()) {
                throw InputError(keyword.line, "'" + keyword.text + "' is not allowed after '" +
                                                   lang_->top_word(kTwin) + "' or '" + lang_->top_word(kZero) +
                                                   "' (change the position with twin operations such as " +
                                                   lang_->twin_word(tMove) + ", " + lang_->twin_word(tAdd) + ", " +
                                                   lang_->twin_word(tRemove) + ")");
            }
        };
        switch (id) {
            case kRemark: ts_.rest_of_line(keyword); break;
            case kAuthor: append(p.author); break;
            case kOrigin: append(p.origin); break;
            case kAward: append(p.award); break;
            case kTitle: append(p.title); break;
            case kProtocol: {
                const std::string file = ts_.rest_of_line(keyword);
                p.warnings.push_back("line " + std::to_string(keyword.line) + ": '" + lang_->top_word(kProtocol) +
                                     " " + file + "' ignored (regent writes its output to standard output)");
                break;
            }
            case kCondition:
                before_twins();
                p.conditions.push_back(read_condition(ts_, keyword, top_));
                break;
            case kOption:
                before_twins();
                read_options(ts_, keyword, p.options, &p.warnings, top_, *lang_);
                break;
            case kStipulation: {
                before_twins();
                p.stipulation = read_stipulation(ts_, keyword);
                d.has_stipulation = true;
                break;
            }
            case kSStipulation:
                throw InputError(keyword.line, "structured stipulations ('" + lang_->top_word(kSStipulation) +
                                                   "') are not supported; use '" + lang_->top_word(kStipulation) +
                                                   "'");
            case kForsyth: {
                before_twins();
                const Token* t = ts_.peek();
                if (!t) throw InputError(keyword.line, "expected a position after '" + keyword.text + "', found end of input");
                ts_.next();
                const VariantInput* v = variant_input(p.conditions);
                for (const auto& piece : parse_forsyth(t->text, t->line, table_for(p), v ? v->board : BoardShape{}))
                    place(p, piece);
                break;
            }
            case kPieces:
                before_twins();
                for (const auto& piece : read_piece_list(ts_, keyword, top_, table_for(p), *lang_, &p.warnings))
                    place(p, piece);
                break;
            case kTwin: d.twins.push_back(read_twin(ts_, keyword, false, top_, table_for(p), *lang_)); break;
            case kZero:
                if (d.zero || !d.twins.empty()) {
                    throw InputError(keyword.line, "'" + keyword.text + "' must come before the first '" +
                                                       lang_->top_word(kTwin) + "' and only once");
                }
                d.zero = read_twin(ts_, keyword, true, top_, table_for(p), *lang_);
                break;
            default: break;
        }
    }

    // The piece codes of the variant the problem's conditions so far select, else the reader's:
    // in English the table given to the reader, in German and French their orthodox letters.
    const PieceTable& table_for(const ProblemInstance& p) const {
        const VariantInput* v = variant_input(p.conditions);
        if (v) return v->pieces;
        return lang_ == &kEnglish ? table_ : lang_->orthodox();
    }

    static void place(ProblemInstance& p, const PieceSpec& piece) {
        const int i = find_piece(p.pieces, piece.square);
        if (i >= 0) {
            const auto& other = p.pieces[static_cast<std::size_t>(i)];
            throw InputError(piece.line, "two pieces on " + to_string(piece.square) + ": " +
                                             std::string(1, piece.color) + piece.code + " and " +
                                             std::string(1, other.color) + other.code + " (line " +
                                             std::to_string(other.line) + ")");
        }
        p.pieces.push_back(piece);
    }

    void emit_error(const Draft& d, const InputError& e) {
        ParsedProblem pp;
        pp.index = static_cast<int>(out_.size()) + 1;
        pp.line = d.start_line;
        pp.error = ParseError{filename_, e.line() > 0 ? e.line() : d.start_line, pp.index, printable(e.what())};
        out_.push_back(std::move(pp));
    }

    void finish(Draft& d) {
        if (!d.has_content) return;  // an empty beginproblem/endproblem block
        try {
            if (!d.has_stipulation) {
                throw InputError(d.start_line, "missing stipulation (e.g. '" + lang_->top_word(kStipulation) + " #2')");
            }
            // An empty board only where the problem says that neither side has a king (Popeye's
            // regression files test options on one).
            const bool kingless = d.diagram.options.nowk && d.diagram.options.nobk;
            if (d.diagram.pieces.empty() && !d.zero && !kingless) {
                throw InputError(d.start_line, "no pieces given (use '" + lang_->top_word(kPieces) + "' or '" +
                                                   lang_->top_word(kForsyth) + "')");
            }
            d.diagram.source_file = filename_;
            d.diagram.line = d.start_line;
            ParsedProblem pp;
            pp.index = static_cast<int>(out_.size()) + 1;
            pp.line = d.start_line;
            pp.twins = resolve_twins(d.diagram, d.zero, d.twins);
            out_.push_back(std::move(pp));
        } catch (const InputError& e) {
            emit_error(d, e);
        }
    }

    // Skips to the end of the faulty problem: the next 'endproblem'/'nextproblem' (consumed) or
    // 'beginproblem' (left for the next problem). Only words spelt out in full, or abbreviations of
    // at least three letters at the start of a line, count -- titles may contain such words.
    void recover(std::size_t problem_start) {
        std::size_t i = ts_.last_consumed();
        if (i == std::string::npos || i < problem_start) i = problem_start;
        const Tiers boundaries = {boundaries_};
        for (; const Token* token = ts_.at(i); ++i) {
            const Token& t = *token;
            ts_.forget_before(i);  // the tokens skipped are not needed any more
            Match m = match_word(t.lower, boundaries, 3);
            if (m.kind != Match::Found) continue;
            if (!t.first_on_line && t.lower != m.word) continue;
            if (m.id == kBegin) {
                if (i == problem_start) continue;
                ts_.seek(i);
                return;
            }
            ts_.seek(i + 1);
            return;
        }
        ts_.seek_end();
    }

    TokenStream ts_;
    std::string filename_;
    const PieceTable& table_;
    std::vector<ParsedProblem> out_;
};

}  // namespace

std::string twin_label(int n) {
    if (n <= 26) return std::string(1, static_cast<char>('a' + n - 1)) + ")";
    return "z" + std::to_string(n - 26) + ")";
}

std::vector<ProblemInstance> resolve_twins(const ProblemInstance& diagram, const std::optional<TwinSpec>& zeroposition,
                                           const std::vector<TwinSpec>& twins) {
    if (!zeroposition && twins.empty()) {
        ProblemInstance only = diagram;
        only.twin_label.clear();
        only.twin_description.clear();
        only.twin_continued = false;
        return {only};
    }
    std::vector<ProblemInstance> out;
    ProblemInstance first = diagram;
    first.twin_description.clear();
    first.twin_continued = false;
    if (zeroposition) apply_twin(first, *zeroposition);
    first.twin_label = twin_label(1);
    out.push_back(first);
    for (const TwinSpec& spec : twins) {
        ProblemInstance next = spec.continued ? out.back() : diagram;
        apply_twin(next, spec);
        next.twin_label = twin_label(static_cast<int>(out.size()) + 1);
        out.push_back(std::move(next));
    }
    for (std::size_t i = 0; i + 1 < out.size(); ++i) out[i].last_twin = false;
    for (const auto& instance : out) {
        if (instance.pieces.empty() && !(instance.options.nowk && instance.options.nobk)) {
            throw InputError(diagram.line, "twin " + instance.twin_label + " has no pieces");
        }
    }
    return out;
}

std::vector<ParsedProblem> parse_popeye(std::string_view text, const std::string& filename, const PieceTable& pieces) {
    return PopeyeReader(text, filename, pieces).run();
}

void parse_option_text(std::string_view text, Options& options, int line, std::vector<std::string>* warnings) {
    TokenStream ts(text, line, true);
    Token keyword;
    keyword.text = "option";
    keyword.line = line;
    read_options(ts, keyword, options, warnings, {}, kEnglish);
}

ConditionSpec parse_condition_text(std::string_view text, int line) {
    TokenStream ts(text, line, true);
    Token keyword;
    keyword.text = "condition";
    keyword.line = line;
    return read_condition(ts, keyword, {});
}

TwinSpec parse_twin_text(std::string_view text, int line, const PieceTable& pieces) {
    TokenStream ts(text, line, true);
    Token keyword;
    keyword.text = "twin";
    keyword.line = line;
    return read_twin(ts, keyword, false, {}, pieces, kEnglish);
}

}  // namespace regent::io
