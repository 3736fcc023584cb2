#include "solver/io/json_problem.h"

#include "solver/io/popeye_parser.h"
#include "solver/io/text_encoding.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <optional>
#include <set>
#include <utility>

namespace regent::io {

namespace {

// The arguments a variant's FEN fields give its condition ("frozen c3e4"), added to the condition
// that selected the variant.
void add_condition_args(ProblemInstance& p, const std::vector<std::string>& args) {
    if (args.empty()) return;
    for (auto& c : p.conditions)
        if (variant_input(c.name)) {
            c.args.insert(c.args.end(), args.begin(), args.end());
            return;
        }
}

using nlohmann::json;

// Input text quoted in a message: at most 40 characters (then "...").
std::string shown(std::string_view text) {
    return text.size() <= 40 ? std::string(text) : std::string(text.substr(0, 40)) + "...";
}

// ---------------------------------------------------------------------------------------------
// Line numbers of JSON values. nlohmann::json keeps no positions, so after a successful parse the
// text is skimmed once more to find the line where each value starts.

struct LineNode {
    int line = 0;
    // The first key written twice in one object of this value (itself or nested), and its line.
    std::optional<std::pair<std::string, int>> duplicate;
    // Objects: the keys and their values, in the order written. Two vectors, not one of
    // pair<string, LineNode>: a vector may hold the incomplete LineNode, a pair may not (clang
    // refuses it).
    std::vector<std::string> keys;
    std::vector<LineNode> values;
    std::vector<LineNode> elements;  // arrays

    const LineNode* member(std::string_view key) const {
        for (std::size_t i = 0; i < keys.size(); ++i) {
            if (keys[i] == key) return &values[i];
        }
        return nullptr;
    }
    const LineNode* element(std::size_t i) const { return i < elements.size() ? &elements[i] : nullptr; }
};

class LineScanner {
public:
    // The JSON parser skips a byte order mark, and so must the scanner (else every line reads as 0).
    explicit LineScanner(std::string_view text) : s_(without_utf8_bom(text)) {}

    LineNode scan() { return value(); }

private:
    void ws() {
        while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\r' || s_[i_] == '\n')) {
            if (s_[i_] == '\n') ++line_;
            ++i_;
        }
    }

    std::string string_value() {
        std::string out;
        ++i_;  // opening quote
        while (i_ < s_.size() && s_[i_] != '"') {
            if (s_[i_] == '\\' && i_ + 1 < s_.size()) {
                const char e = s_[i_ + 1];
                if (e == 'u') {
                    unicode_escape(out);
                    continue;
                }
                out += e == 'n' ? '\n' : e == 't' ? '\t' : e;
                i_ += 2;
                continue;
            }
            out += s_[i_++];
        }
        ++i_;  // closing quote
        return out;
    }

    // At "\\uXXXX" (a pair for a character beyond U+FFFF): appends the character as UTF-8, as
    // nlohmann::json reads it (keys are compared as nlohmann::json has them).
    void unicode_escape(std::string& out) {
        const auto hex4 = [&](std::size_t at) -> long {
            if (at + 4 > s_.size()) return -1;
            long v = 0;
            for (std::size_t k = at; k < at + 4; ++k) {
                const int d = std::isxdigit(static_cast<unsigned char>(s_[k]))
                                  ? (std::isdigit(static_cast<unsigned char>(s_[k])) ? s_[k] - '0'
                                                                                     : (std::tolower(s_[k]) - 'a' + 10))
                                  : -1;
                if (d < 0) return -1;
                v = v * 16 + d;
            }
            return v;
        };
        long cp = hex4(i_ + 2);
        i_ += 6;
        if (cp < 0) return;
        if (cp >= 0xD800 && cp <= 0xDBFF && i_ + 1 < s_.size() && s_[i_] == '\\' && s_[i_ + 1] == 'u') {
            const long low = hex4(i_ + 2);
            if (low >= 0xDC00 && low <= 0xDFFF) {
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                i_ += 6;
            }
        }
        if (cp < 0x80) {
            out += static_cast<char>(cp);
        } else if (cp < 0x800) {
            out += static_cast<char>(0xC0 | (cp >> 6));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out += static_cast<char>(0xE0 | (cp >> 12));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (cp >> 18));
            out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (cp & 0x3F));
        }
    }

    LineNode value() {
        ws();
        LineNode node;
        node.line = line_;
        if (i_ >= s_.size()) return node;
        const char c = s_[i_];
        if (c == '{') {
            ++i_;
            ws();
            if (i_ < s_.size() && s_[i_] == '}') {
                ++i_;
                return node;
            }
            while (i_ < s_.size()) {
                ws();
                const int key_line = line_;
                std::string key = string_value();
                ws();
                ++i_;  // ':'
                LineNode child = value();
                if (!node.duplicate && node.member(key)) node.duplicate = std::pair{key, key_line};
                if (!node.duplicate && child.duplicate) node.duplicate = child.duplicate;
                node.keys.push_back(std::move(key));
                node.values.push_back(std::move(child));
                ws();
                if (i_ < s_.size() && s_[i_] == ',') {
                    ++i_;
                    continue;
                }
                ++i_;  // '}'
                break;
            }
        } else if (c == '[') {
            ++i_;
            ws();
            if (i_ < s_.size() && s_[i_] == ']') {
                ++i_;
                return node;
            }
            while (i_ < s_.size()) {
                node.elements.push_back(value());
                if (!node.duplicate && node.elements.back().duplicate) node.duplicate = node.elements.back().duplicate;
                ws();
                if (i_ < s_.size() && s_[i_] == ',') {
                    ++i_;
                    continue;
                }
                ++i_;  // ']'
                break;
            }
        } else if (c == '"') {
            string_value();
        } else {
            while (i_ < s_.size() && !std::isspace(static_cast<unsigned char>(s_[i_])) && s_[i_] != ',' &&
                   s_[i_] != '}' && s_[i_] != ']') {
                ++i_;
            }
        }
        return node;
    }

    std::string_view s_;
    std::size_t i_ = 0;
    int line_ = 1;
};

// ---------------------------------------------------------------------------------------------

std::string type_name(const json& j) {
    switch (j.type()) {
        case json::value_t::null: return "null";
        case json::value_t::object: return "an object";
        case json::value_t::array: return "an array";
        case json::value_t::string: return "a string";
        case json::value_t::boolean: return "a boolean";
        case json::value_t::discarded: return "nothing";
        default: return "a number";
    }
}

// Errors inside a problem: "field 'options': unknown option 'foo'".
InputError field_error(int line, std::string_view field, const std::string& message) {
    return InputError(line, "field '" + std::string(field) + "': " + message);
}

class ProblemReader {
public:
    ProblemReader(const json& j, const LineNode& lines, const std::string& filename)
        : j_(j), lines_(lines), filename_(filename) {}

    std::vector<ProblemInstance> read() {
        if (!j_.is_object()) throw InputError(lines_.line, "a problem must be a JSON object, found " + type_name(j_));
        if (lines_.duplicate) {
            throw InputError(lines_.duplicate->second,
                             "field '" + shown(lines_.duplicate->first) + "' given twice (each field is given once)");
        }
        static const std::set<std::string> kFields = {"stipulation", "fen",          "pieces",    "title",
                                                      "author",      "origin",       "award",     "options",
                                                      "condition",
                                                      "conditions",  "zeroposition", "twins"};
        for (const auto& [key, value] : j_.items()) {
            if (!kFields.count(key)) {
                throw InputError(line_of(key), "unknown field '" + key +
                                                   "' (expected stipulation, fen, pieces, title, author, origin, award, "
                                                   "options, condition, zeroposition, twins)");
            }
        }
        if (j_.contains("condition") && j_.contains("conditions")) {
            throw InputError(line_of("conditions"), "give either 'condition' or 'conditions', not both");
        }

        ProblemInstance p;
        p.source_file = filename_;
        p.line = lines_.line;
        p.title = text_field("title");
        p.author = text_field("author");
        p.origin = text_field("origin");
        p.award = text_field("award");

        if (!j_.contains("stipulation")) throw InputError(lines_.line, "missing field 'stipulation'");
        {
            const std::string text = string_of("stipulation", j_["stipulation"], line_of("stipulation"));
            try {
                p.stipulation = parse_stipulation(text);
            } catch (const StipulationError& e) {
                throw field_error(line_of("stipulation"), "stipulation", e.what());
            }
        }

        // Conditions first: a variant's condition chooses how the position is read.
        for (const char* key : {"condition", "conditions"}) {
            if (!j_.contains(key)) continue;
            for_each_string(key, [&](const std::string& s, int line) {
                p.conditions.push_back(parse_condition_text(s, line));
            });
        }
        read_position(p);

        if (j_.contains("options")) {
            for_each_string("options", [&](const std::string& s, int line) {
                parse_option_text(s, p.options, line, &p.warnings);
            });
        }

        std::optional<TwinSpec> zero;
        if (j_.contains("zeroposition")) {
            const int line = line_of("zeroposition");
            const std::string text = string_of("zeroposition", j_["zeroposition"], line);
            try {
                zero = parse_twin_text(text, line);
            } catch (const InputError& e) {
                throw field_error(e.line() ? e.line() : line, "zeroposition", e.what());
            }
            if (zero->continued) {
                throw field_error(line, "zeroposition", "'continued' cannot be used with 'zeroposition'");
            }
        }
        std::vector<TwinSpec> twins;
        if (j_.contains("twins")) {
            for_each_string("twins", [&](const std::string& s, int line) { twins.push_back(parse_twin_text(s, line)); });
        }
        if (p.pieces.empty() && !zero) throw InputError(lines_.line, "the position has no pieces");
        if (zero) {
            try {
                resolve_twins(p, zero, {});
            } catch (const InputError& e) {
                throw field_error(e.line() ? e.line() : line_of("zeroposition"), "zeroposition", e.what());
            }
        }
        try {
            return resolve_twins(p, zero, twins);
        } catch (const InputError& e) {
            throw field_error(e.line() ? e.line() : line_of("twins"), "twins", e.what());
        }
    }

private:
    int line_of(std::string_view key) const {
        const LineNode* n = lines_.member(key);
        return n ? n->line : lines_.line;
    }

    static std::string string_of(std::string_view field, const json& value, int line) {
        if (!value.is_string()) throw field_error(line, field, "expected a string, found " + type_name(value));
        return value.get<std::string>();
    }

    std::string text_field(std::string_view key) const {
        const std::string k(key);
        if (!j_.contains(k)) return {};
        return string_of(key, j_[k], line_of(key));
    }

    // Calls f(string, line) for each element of an array-of-strings field; errors name the field.
    template <typename F>
    void for_each_string(std::string_view key, F f) const {
        const std::string k(key);
        const json& array = j_[k];
        const int line = line_of(key);
        if (!array.is_array()) throw field_error(line, key, "expected an array of strings, found " + type_name(array));
        const LineNode* node = lines_.member(key);
        for (std::size_t i = 0; i < array.size(); ++i) {
            const LineNode* element = node ? node->element(i) : nullptr;
            const int element_line = element ? element->line : line;
            if (!array[i].is_string()) {
                throw field_error(element_line, key, "expected a string, found " + type_name(array[i]));
            }
            try {
                f(array[i].get<std::string>(), element_line);
            } catch (const InputError& e) {
                throw field_error(e.line() ? e.line() : element_line, key, e.what());
            }
        }
    }

    void read_position(ProblemInstance& p) {
        const bool has_fen = j_.contains("fen");
        const bool has_pieces = j_.contains("pieces");
        if (has_fen && has_pieces) throw InputError(line_of("pieces"), "give either 'fen' or 'pieces', not both");
        if (!has_fen && !has_pieces) {
            if (j_.contains("zeroposition")) return;
            throw InputError(lines_.line, "missing position: give 'fen' or 'pieces'");
        }
        if (has_fen) {
            const int line = line_of("fen");
            const std::string text = string_of("fen", j_["fen"], line);
            try {
                FenPosition position = parse_fen(text, line, variant_input(p.conditions));
                p.pieces = std::move(position.pieces);
                p.fen = position.extras;
                add_condition_args(p, position.condition_args);
            } catch (const InputError& e) {
                throw field_error(line, "fen", e.what());
            }
            return;
        }
        const json& pieces = j_["pieces"];
        const int line = line_of("pieces");
        const VariantInput* variant = variant_input(p.conditions);
        if (!pieces.is_object()) {
            throw field_error(line, "pieces", "expected an object such as {\"white\": [\"Kb7\"], \"black\": [\"Kd8\"]}, "
                                              "found " + type_name(pieces));
        }
        const LineNode* node = lines_.member("pieces");
        for (const auto& [colour, list] : pieces.items()) {
            const LineNode* colour_node = node ? node->member(colour) : nullptr;
            const int colour_line = colour_node ? colour_node->line : line;
            if (colour == "neutral") throw field_error(colour_line, "pieces", "neutral pieces are not supported");
            if (colour != "white" && colour != "black") {
                throw field_error(colour_line, "pieces", "unknown colour '" + colour + "' (expected white or black)");
            }
        }
        // White first, then black, whatever the order in the file.
        for (const std::string colour : {"white", "black"}) {
            if (!pieces.contains(colour)) continue;
            const json& list = pieces[colour];
            const LineNode* colour_node = node ? node->member(colour) : nullptr;
            const int colour_line = colour_node ? colour_node->line : line;
            if (!list.is_array()) {
                throw field_error(colour_line, "pieces", "expected an array of pieces for '" + colour + "', found " +
                                                             type_name(list));
            }
            for (std::size_t i = 0; i < list.size(); ++i) {
                const LineNode* element = colour_node ? colour_node->element(i) : nullptr;
                const int element_line = element ? element->line : colour_line;
                if (!list[i].is_string()) {
                    throw field_error(element_line, "pieces", "expected a piece such as \"Kb7\", found " +
                                                                  type_name(list[i]));
                }
                try {
                    for (const PieceSpec& piece :
                         parse_piece_token(list[i].get<std::string>(), colour == "white" ? 'w' : 'b', element_line,
                                           variant ? variant->pieces : orthodox_pieces())) {
                        for (const PieceSpec& other : p.pieces) {
                            if (other.square == piece.square) {
                                throw InputError(element_line, "two pieces on " + to_string(piece.square) + ": " +
                                                                   std::string(1, piece.color) + piece.code + " and " +
                                                                   std::string(1, other.color) + other.code);
                            }
                        }
                        p.pieces.push_back(piece);
                    }
                } catch (const InputError& e) {
                    throw field_error(element_line, "pieces", e.what());
                }
            }
        }
    }

    const json& j_;
    const LineNode& lines_;
    const std::string& filename_;
};

// nlohmann's message without its "[json.exception...] parse error at line L, column C: " prefix.
std::string clean_parse_message(const std::string& what) {
    const std::size_t colon = what.find(": ");
    return colon == std::string::npos ? what : what.substr(colon + 2);
}

int line_at_byte(std::string_view text, std::size_t byte) {
    const std::size_t end = std::min(text.size(), byte > 0 ? byte - 1 : 0);
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(end), '\n'));
}

ParsedProblem file_error(const std::string& filename, int line, const std::string& message) {
    ParsedProblem pp;
    pp.index = 0;
    pp.line = line;
    pp.error = ParseError{filename, line, 0, printable(message)};
    return pp;
}

int parse_int_field(std::string_view text, std::string_view what, int line, int minimum) {
    int value = 0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || ptr != text.data() + text.size() || value < minimum) {
        throw InputError(line, "invalid " + std::string(what) + " '" + std::string(text) + "' in FEN");
    }
    return value;
}

// What JSON text the reader refuses before parsing it: values nested deeper than kMaxJsonDepth
// (the line scanner is recursive) and numbers beyond a double (nlohmann::json throws
// out_of_range on them). Returns the error as (line, message), if any.
constexpr int kMaxJsonDepth = 100;

std::optional<std::pair<int, std::string>> json_limits_error(std::string_view text) {
    int line = 1, depth = 0;
    bool in_string = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') ++line;
        if (in_string) {
            if (c == '\\') ++i;
            else if (c == '"') in_string = false;
            continue;
        }
        if (c == '"') {
            in_string = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth) {
                return std::pair{line, "JSON nested too deeply (more than " + std::to_string(kMaxJsonDepth) +
                                           " levels of arrays and objects)"};
            }
        } else if (c == ']' || c == '}') {
            --depth;
        } else if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) {
            std::size_t end = i;
            while (end < text.size() && (std::isdigit(static_cast<unsigned char>(text[end])) || text[end] == '-' ||
                                         text[end] == '+' || text[end] == '.' || text[end] == 'e' || text[end] == 'E'))
                ++end;
            const std::string number(text.substr(i, end - i));
            errno = 0;
            const double v = std::strtod(number.c_str(), nullptr);
            if (errno == ERANGE && std::isinf(v))
                return std::pair{line, "JSON number '" + shown(number) + "' is out of range"};
            i = end - 1;
        }
    }
    return std::nullopt;
}

}  // namespace

std::vector<ParsedProblem> parse_json_problems(std::string_view text, const std::string& filename) {
    if (const auto error = json_limits_error(text)) return {file_error(filename, error->first, error->second)};
    json root;
    try {
        root = json::parse(text.begin(), text.end());
    } catch (const json::parse_error& e) {
        return {file_error(filename, line_at_byte(text, e.byte), "JSON syntax error: " + clean_parse_message(e.what()))};
    } catch (const json::exception& e) {
        // Anything else nlohmann::json refuses (json_limits_error should have found it first).
        const std::string what = e.what();
        const std::size_t bracket = what.find("] ");
        return {file_error(filename, 1, "invalid JSON: " + (bracket == std::string::npos ? what : what.substr(bracket + 2)))};
    }
    const LineNode lines = LineScanner(text).scan();
    if (root.is_object() && root.contains("problems")) {
        // A key twice in the top-level object itself (one in a problem is that problem's error).
        std::set<std::string> keys;
        for (std::size_t k = 0; k < lines.keys.size(); ++k) {
            if (!keys.insert(lines.keys[k]).second) {
                return {file_error(filename, lines.values[k].line,
                                   "field '" + shown(lines.keys[k]) + "' given twice (each field is given once)")};
            }
        }
    }

    std::vector<std::pair<const json*, const LineNode*>> problems;
    if (!root.is_object()) {
        return {file_error(filename, lines.line,
                           "expected a problem object or {\"problems\": [...]} at the top level, found " +
                               type_name(root))};
    }
    if (root.contains("problems")) {
        for (const auto& [key, value] : root.items()) {
            if (key != "problems") {
                const LineNode* n = lines.member(key);
                return {file_error(filename, n ? n->line : lines.line,
                                   "unknown top-level field '" + key + "' next to 'problems'")};
            }
        }
        const json& list = root["problems"];
        const LineNode* node = lines.member("problems");
        if (!list.is_array()) {
            return {file_error(filename, node ? node->line : lines.line,
                               "field 'problems': expected an array of problem objects, found " + type_name(list))};
        }
        static const LineNode kNoLines;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const LineNode* element = node ? node->element(i) : nullptr;
            problems.emplace_back(&list[i], element ? element : &kNoLines);
        }
    } else {
        problems.emplace_back(&root, &lines);
    }

    std::vector<ParsedProblem> out;
    for (std::size_t i = 0; i < problems.size(); ++i) {
        ParsedProblem pp;
        pp.index = static_cast<int>(i) + 1;
        pp.line = problems[i].second->line;
        try {
            pp.twins = ProblemReader(*problems[i].first, *problems[i].second, filename).read();
        } catch (const InputError& e) {
            pp.twins.clear();
            pp.error = ParseError{filename, e.line() > 0 ? e.line() : pp.line, pp.index, printable(e.what())};
        }
        out.push_back(std::move(pp));
    }
    return out;
}

FenPosition parse_fen(std::string_view fen, int line, const VariantInput* variant) {
    std::vector<std::string> fields;
    std::string current;
    for (char c : fen) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!current.empty()) fields.push_back(std::move(current));
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty()) fields.push_back(std::move(current));
    if (fields.empty()) throw InputError(line, "empty FEN");
    if (variant) {
        // The variant's board and pieces; after the side to move come the variant's own fields.
        if (fields.size() > 2 + variant->fen_fields.size()) {
            std::string expected = "placement, side to move";
            for (const auto& name : variant->fen_fields) expected += ", " + name;
            throw InputError(line, "too many fields in FEN '" + std::string(fen) + "' (expected " + expected + ")");
        }
        FenPosition out;
        out.pieces = parse_forsyth(fields[0], line, variant->pieces, variant->board);
        if (fields.size() > 1) {
            const std::string& side = fields[1];
            if (side != "w" && side != "b" && side != "W" && side != "B") {
                throw InputError(line, "FEN side to move must be 'w' or 'b', found '" + side + "'");
            }
            out.extras.side_to_move = static_cast<char>(std::tolower(static_cast<unsigned char>(side[0])));
        }
        for (std::size_t i = 2; i < fields.size(); ++i) {
            if (fields[i] == "-") continue;
            out.condition_args.push_back(variant->fen_fields[i - 2]);
            out.condition_args.push_back(fields[i]);
        }
        return out;
    }
    // Regent Chess' one-line notation ends with the regents' squares: "d1,d8" (docs/rules/regent.md).
    std::optional<std::string> regents;
    if (fields.size() > 1 && fields.back().find(',') != std::string::npos) {
        regents = fields.back();
        fields.pop_back();
        std::vector<std::string> parts;
        for (std::size_t start = 0;;) {
            const auto comma = regents->find(',', start);
            parts.push_back(regents->substr(start, comma - start));
            if (comma == std::string::npos) break;
            start = comma + 1;
        }
        // Two squares; what follows them ("d1,d8,rcc") is for the variant's set-up to read.
        bool valid = parts.size() >= 2;
        for (std::size_t i = 0; valid && i < 2; ++i) valid = parts[i] == "-" || parse_square(parts[i]);
        if (!valid) {
            throw InputError(line, "invalid regents field '" + *regents + "' (expected the white and the black "
                                   "regent's squares, '-' for none, e.g. 'd1,d8')");
        }
    }
    if (fields.size() > 6) {
        throw InputError(line, "too many fields in FEN '" + std::string(fen) + "' (expected at most 6)");
    }

    FenPosition out;
    out.pieces = parse_forsyth(fields[0], line);
    if (fields.size() > 1) {
        const std::string side = fields[1];
        if (side != "w" && side != "b" && side != "W" && side != "B") {
            throw InputError(line, "FEN side to move must be 'w' or 'b', found '" + side + "'");
        }
        out.extras.side_to_move = static_cast<char>(std::tolower(static_cast<unsigned char>(side[0])));
    }
    if (fields.size() > 2) {
        const std::string& castling = fields[2];
        if (castling != "-") {
            for (std::size_t i = 0; i < castling.size(); ++i) {
                const char c = castling[i];
                const std::string_view letters = regents ? "KQBFkqbf" : "KQkq";
                if (letters.find(c) == std::string_view::npos || castling.find(c) != i) {
                    throw InputError(line, "invalid FEN castling field '" + castling + "' (expected '-' or letters of " +
                                           std::string(letters) + ")");
                }
            }
        }
        out.extras.castling = castling;
    }
    if (fields.size() > 3 && fields[3] != "-") {
        const auto square = parse_square(fields[3]);
        if (!square || (square->rank != 2 && square->rank != 5)) {
            throw InputError(line, "invalid FEN en passant square '" + fields[3] + "' (expected '-' or a square on rank 3 or 6)");
        }
        out.extras.en_passant = square;
    }
    if (fields.size() > 4) out.extras.halfmove_clock = parse_int_field(fields[4], "halfmove clock", line, 0);
    if (fields.size() > 5) out.extras.fullmove_number = parse_int_field(fields[5], "fullmove number", line, 1);
    out.extras.regents = regents;
    return out;
}

ProblemInstance problem_from_fen(std::string_view fen, std::string_view stipulation,
                                 const std::vector<std::string>& options, const std::vector<std::string>& conditions) {
    ProblemInstance p;
    for (const auto& c : conditions) p.conditions.push_back(parse_condition_text(c));
    FenPosition position = parse_fen(fen, 0, variant_input(p.conditions));
    if (position.pieces.empty()) throw InputError(0, "the FEN '" + std::string(fen) + "' has no pieces");
    p.pieces = std::move(position.pieces);
    p.fen = position.extras;
    add_condition_args(p, position.condition_args);
    try {
        p.stipulation = parse_stipulation(stipulation);
    } catch (const StipulationError& e) {
        throw InputError(0, e.what());
    }
    for (const auto& o : options) parse_option_text(o, p.options, 0, &p.warnings);
    return p;
}

}  // namespace regent::io
