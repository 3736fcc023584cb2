#include "solver/io/json_problem.h"

#include "io_test_helpers.h"

#include <gtest/gtest.h>

namespace regent::io {
namespace {

using test::pieces_string;
using test::squares_string;

// Parses text holding one problem that must fail; returns "LINE: problem N: MESSAGE".
std::string json_error(std::string_view text) {
    const auto problems = parse_json_problems(text, "p.json");
    EXPECT_EQ(problems.size(), 1u);
    if (problems.size() != 1 || !problems[0].error) return "no error";
    EXPECT_TRUE(problems[0].twins.empty());
    const ParseError& e = *problems[0].error;
    return std::to_string(e.line) + ": problem " + std::to_string(e.problem) + ": " + e.message;
}

TEST(IoJson, ProblemsFile) {
    const std::string text = test::read_test_file("io/problems.json");
    ASSERT_FALSE(text.empty());
    const auto problems = parse_json_problems(text, "problems.json");
    ASSERT_EQ(problems.size(), 5u);

    // 1: pieces, options, twins
    ASSERT_FALSE(problems[0].error.has_value()) << problems[0].error->to_string();
    EXPECT_EQ(problems[0].index, 1);
    EXPECT_EQ(problems[0].line, 3);
    ASSERT_EQ(problems[0].twins.size(), 3u);
    const ProblemInstance& a = problems[0].twins[0];
    EXPECT_EQ(a.title, "Miniature");
    EXPECT_EQ(a.author, "A. Composer");
    EXPECT_EQ(to_string(a.stipulation), "#2");
    EXPECT_EQ(a.twin_label, "a)");
    EXPECT_EQ(pieces_string(a.pieces), "wKb7 wRc2 wPg7 bKd8");
    EXPECT_EQ(a.pieces[0].line, 7);
    EXPECT_TRUE(a.options.try_play);
    EXPECT_EQ(a.options.defence, 2);
    EXPECT_EQ(squares_string(a.options.nocastling), "a1h1");
    EXPECT_EQ(a.source_file, "problems.json");
    EXPECT_EQ(a.line, 3);
    EXPECT_FALSE(a.fen.has_value());
    const ProblemInstance& b = problems[0].twins[1];
    EXPECT_EQ(b.twin_label, "b)");
    EXPECT_EQ(b.twin_description, "wKb7-->a7");
    EXPECT_EQ(pieces_string(b.pieces), "wKa7 wRc2 wPg7 bKd8");
    const ProblemInstance& c = problems[0].twins[2];
    EXPECT_EQ(c.twin_label, "c)");
    EXPECT_TRUE(c.twin_continued);
    EXPECT_EQ(c.twin_description, "rotate 90");
    EXPECT_EQ(pieces_string(c.pieces), "wKb1 wRg3 wPb7 bKa4");

    // 2: FEN with extras and a condition
    ASSERT_FALSE(problems[1].error.has_value()) << problems[1].error->to_string();
    EXPECT_EQ(problems[1].line, 11);
    ASSERT_EQ(problems[1].twins.size(), 1u);
    const ProblemInstance& f = problems[1].twins[0];
    EXPECT_EQ(f.twin_label, "");
    EXPECT_EQ(to_string(f.stipulation), "h#2");
    EXPECT_EQ(pieces_string(f.pieces), "bKd8 wKb7 wPg7 wRc2");
    ASSERT_TRUE(f.fen.has_value());
    EXPECT_EQ(f.fen->side_to_move, 'b');
    EXPECT_EQ(f.fen->castling, "-");
    EXPECT_FALSE(f.fen->en_passant.has_value());
    EXPECT_EQ(f.fen->halfmove_clock, 0);
    EXPECT_EQ(f.fen->fullmove_number, 1);
    ASSERT_EQ(f.conditions.size(), 1u);
    EXPECT_EQ(f.conditions[0].name, "madrasi");
    EXPECT_EQ(f.conditions[0].args, std::vector<std::string>{"rexinclusive"});
    EXPECT_EQ(f.conditions[0].line, 14);

    // 3 and 4: errors name the problem, the field and the line
    ASSERT_TRUE(problems[2].error.has_value());
    EXPECT_EQ(problems[2].error->to_string(),
              "problems.json:17: problem 3: field 'stipulation': unsupported stipulation 'ser-h#3' (supported: #n, "
              "h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)");
    ASSERT_TRUE(problems[3].error.has_value());
    EXPECT_EQ(problems[3].error->to_string(), "problems.json:25: problem 4: field 'options': unknown option 'frobnicate'");

    // 5: several squares per piece, N for the knight, zero position
    ASSERT_FALSE(problems[4].error.has_value()) << problems[4].error->to_string();
    ASSERT_EQ(problems[4].twins.size(), 2u);
    EXPECT_EQ(problems[4].twins[0].twin_description, "-wPc2");
    EXPECT_EQ(pieces_string(problems[4].twins[0].pieces), "wKa1 wPa2 wPb2 bKh8 bSh7");
    EXPECT_EQ(problems[4].twins[1].twin_description, "+bQd5");
    EXPECT_EQ(pieces_string(problems[4].twins[1].pieces), "wKa1 wPa2 wPb2 wPc2 bKh8 bSh7 bQd5");
}

TEST(IoJson, SingleProblemObject) {
    const auto problems = parse_json_problems(
        R"({"stipulation": "h#2.5", "fen": "k7/8/8/8/8/8/8/7K", "conditions": ["circe"], "origin": "Test"})",
        "one.json");
    ASSERT_EQ(problems.size(), 1u);
    ASSERT_FALSE(problems[0].error.has_value()) << problems[0].error->to_string();
    const ProblemInstance& p = problems[0].twins[0];
    EXPECT_EQ(problems[0].index, 1);
    EXPECT_EQ(problems[0].line, 1);
    EXPECT_EQ(to_string(p.stipulation), "h#2.5");
    EXPECT_EQ(pieces_string(p.pieces), "bKa8 wKh1");
    EXPECT_EQ(p.origin, "Test");
    ASSERT_TRUE(p.fen.has_value());
    EXPECT_EQ(p.fen->side_to_move, 'w');
    ASSERT_EQ(p.conditions.size(), 1u);
    EXPECT_EQ(p.conditions[0].name, "circe");
}

TEST(IoJson, SyntaxErrorsReportTheLine) {
    const auto problems = parse_json_problems(
        "{\n"
        "  \"stipulation\": \"#2\"\n"
        "  \"pieces\": {}\n"
        "}\n",
        "bad.json");
    ASSERT_EQ(problems.size(), 1u);
    ASSERT_TRUE(problems[0].error.has_value());
    EXPECT_EQ(problems[0].error->line, 3);
    EXPECT_EQ(problems[0].error->problem, 0);
    EXPECT_EQ(problems[0].error->to_string(),
              "bad.json:3: JSON syntax error: syntax error while parsing object - unexpected string literal; "
              "expected '}'");

    const auto truncated = parse_json_problems("{\"problems\": [\n  {\"stipulation\": \"#2\",\n", "t.json");
    ASSERT_EQ(truncated.size(), 1u);
    ASSERT_TRUE(truncated[0].error.has_value());
    EXPECT_EQ(truncated[0].error->line, 3);
}

TEST(IoJson, SemanticErrors) {
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\",\n \"pices\": {}}"),
              "2: problem 1: unknown field 'pices' (expected stipulation, fen, pieces, title, author, origin, "
              "award, options, condition, zeroposition, twins)");
    EXPECT_EQ(json_error("{\n\"pieces\": {\"white\": [\"Ka1\"]}}"), "1: problem 1: missing field 'stipulation'");
    EXPECT_EQ(json_error("{\"stipulation\": 2, \"fen\": \"8/8/8/8/8/8/8/K7\"}"),
              "1: problem 1: field 'stipulation': expected a string, found a number");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\"}"), "1: problem 1: missing position: give 'fen' or 'pieces'");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\",\n\"fen\": \"8/8/8/8/8/8/8/K7\",\n\"pieces\": {}}"),
              "3: problem 1: give either 'fen' or 'pieces', not both");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\",\n\"fen\": \"8/8/8/8/8/8/8/K7 x\"}"),
              "2: problem 1: field 'fen': FEN side to move must be 'w' or 'b', found 'x'");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\",\n\"fen\": \"8/8/8/8/8/8/8/8\"}"),
              "1: problem 1: the position has no pieces");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\",\n\"pieces\": {\"white\": [\"Ka1\",\n \"Kz9\"]}}"),
              "3: problem 1: field 'pieces': expected a square after piece 'K', found 'z9'");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\",\n\"pieces\": {\"white\": [\"Ka1\"],\n \"black\": [\"Ka1\"]}}"),
              "3: problem 1: field 'pieces': two pieces on a1: bK and wK");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\",\n\"pieces\": {\"neutral\": [\"Ka1\"]}}"),
              "2: problem 1: field 'pieces': neutral pieces are not supported");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\",\n\"pieces\": {\"red\": [\"Ka1\"]}}"),
              "2: problem 1: field 'pieces': unknown colour 'red' (expected white or black)");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\",\n\"pieces\": [\"Ka1\"]}"),
              "2: problem 1: field 'pieces': expected an object such as {\"white\": [\"Kb7\"], \"black\": "
              "[\"Kd8\"]}, found an array");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\", \"fen\": \"7k/8/8/8/8/8/8/K7\",\n\"options\": \"try\"}"),
              "2: problem 1: field 'options': expected an array of strings, found a string");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\", \"fen\": \"7k/8/8/8/8/8/8/K7\",\n\"options\": [\"try\",\n 3]}"),
              "3: problem 1: field 'options': expected a string, found a number");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\", \"fen\": \"7k/8/8/8/8/8/8/K7\",\n\"twins\": [\"move a1 a2\",\n"
                         "\"move b1 b2\"]}"),
              "3: problem 1: field 'twins': twin move: no piece on b1");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\", \"fen\": \"7k/8/8/8/8/8/8/K7\",\n\"twins\": [\"rotate 45\"]}"),
              "2: problem 1: field 'twins': expected 90, 180 or 270 after 'rotate', found '45'");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\", \"fen\": \"7k/8/8/8/8/8/8/K7\",\n\"zeroposition\": \"remove b2\"}"),
              "2: problem 1: field 'zeroposition': twin remove: no piece on b2");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\", \"fen\": \"7k/8/8/8/8/8/8/K7\",\n\"condition\": [\"\"]}"),
              "2: problem 1: field 'condition': expected a condition name after 'condition', found end of input");
    EXPECT_EQ(json_error("[1, 2]"),
              "1: problem 0: expected a problem object or {\"problems\": [...]} at the top level, found an array");
    EXPECT_EQ(json_error("{\"problems\": [],\n \"extra\": 1}"), "2: problem 0: unknown top-level field 'extra' next to 'problems'");
    EXPECT_EQ(json_error("{\"problems\": {}}"),
              "1: problem 0: field 'problems': expected an array of problem objects, found an object");
    EXPECT_EQ(json_error("{\"problems\": [\n 7]}"), "2: problem 1: a problem must be a JSON object, found a number");
}

TEST(IoJson, OneBadProblemDoesNotStopTheOthers) {
    const auto problems = parse_json_problems(R"({"problems": [
      {"stipulation": "#2", "fen": "7k/8/8/8/8/8/8/K7"},
      {"stipulation": "#2", "fen": "7k/8/8/8/8/8/8/K7", "options": ["beep"]},
      {"stipulation": "=3", "fen": "7k/8/8/8/8/8/8/K7"}
    ]})",
                                              "m.json");
    ASSERT_EQ(problems.size(), 3u);
    EXPECT_FALSE(problems[0].error.has_value());
    ASSERT_TRUE(problems[1].error.has_value());
    EXPECT_EQ(problems[1].error->to_string(), "m.json:3: problem 2: field 'options': option 'beep' is not supported");
    ASSERT_FALSE(problems[2].error.has_value());
    EXPECT_EQ(problems[2].index, 3);
    EXPECT_EQ(problems[2].line, 4);
    EXPECT_EQ(to_string(problems[2].twins[0].stipulation), "=3");
    EXPECT_TRUE(parse_json_problems(R"({"problems": []})", "e.json").empty());
}

TEST(IoJson, ParseFen) {
    const FenPosition p = parse_fen("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 3 17");
    EXPECT_EQ(pieces_string(p.pieces), "bRa8 bKe8 bRh8 bPd5 wPe5 wRa1 wKe1 wRh1");
    EXPECT_EQ(p.extras.side_to_move, 'w');
    EXPECT_EQ(p.extras.castling, "KQkq");
    ASSERT_TRUE(p.extras.en_passant.has_value());
    EXPECT_EQ(to_string(*p.extras.en_passant), "d6");
    EXPECT_EQ(p.extras.halfmove_clock, 3);
    EXPECT_EQ(p.extras.fullmove_number, 17);

    auto message = [](std::string_view fen) {
        try {
            parse_fen(fen);
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    EXPECT_EQ(message(""), "empty FEN");
    EXPECT_EQ(message("8/8/8/8/8/8/8/K7 w KQkq - 0 1 x"), "too many fields in FEN '8/8/8/8/8/8/8/K7 w KQkq - 0 1 x' (expected at most 6)");
    EXPECT_EQ(message("8/8/8/8/8/8/8/K7 w KK"), "invalid FEN castling field 'KK' (expected '-' or letters of KQkq)");
    EXPECT_EQ(message("8/8/8/8/8/8/8/K7 w - e4"), "invalid FEN en passant square 'e4' (expected '-' or a square on rank 3 or 6)");
    EXPECT_EQ(message("8/8/8/8/8/8/8/K7 w - - x"), "invalid halfmove clock 'x' in FEN");
    EXPECT_EQ(message("8/8/8/8/8/8/8/K7 w - - 0 0"), "invalid fullmove number '0' in FEN");
    EXPECT_EQ(message("8/8/8/8/8/8/8/K6"), "rank 1 of forsyth '8/8/8/8/8/8/8/K6' has 7 squares instead of 8");
}

TEST(IoJson, ProblemFromFen) {
    const ProblemInstance p =
        problem_from_fen("3k4/1K4P1/8/8/8/8/2R5/8 w - - 0 1", "#2", {"try", "defence 2"}, {"madrasi"});
    EXPECT_EQ(pieces_string(p.pieces), "bKd8 wKb7 wPg7 wRc2");
    EXPECT_EQ(to_string(p.stipulation), "#2");
    EXPECT_TRUE(p.options.try_play);
    EXPECT_EQ(p.options.defence, 2);
    ASSERT_EQ(p.conditions.size(), 1u);
    EXPECT_EQ(p.conditions[0].name, "madrasi");
    ASSERT_TRUE(p.fen.has_value());
    EXPECT_EQ(p.fen->side_to_move, 'w');
    EXPECT_EQ(p.twin_label, "");

    auto message = [](std::string_view fen, std::string_view stip, std::vector<std::string> options = {}) {
        try {
            problem_from_fen(fen, stip, options);
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    EXPECT_EQ(message("3k4/8/8/8/8/8/8/K7", "ser-h#3"),
              "unsupported stipulation 'ser-h#3' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)");
    EXPECT_EQ(message("3k4/8/8/8/8/8/8/K7", "#2", {"frobnicate"}), "unknown option 'frobnicate'");
    EXPECT_EQ(message("8/8/8/8/8/8/8/8", "#2"), "the FEN '8/8/8/8/8/8/8/8' has no pieces");
}

TEST(IoJson, StipulationLongerThanTheLimit) {
    EXPECT_EQ(json_error(R"({"stipulation": "#101", "fen": "k7/8/8/8/8/8/8/7K"})"),
              "1: problem 1: field 'stipulation': invalid stipulation '#101': the number of moves is too "
              "large (at most 100)");
}

// "LINE: MESSAGE" of an error of the whole file (no problem read).
std::string json_file_error(const std::string& text) {
    const auto problems = parse_json_problems(text, "p.json");
    if (problems.size() != 1 || !problems[0].error) return "no file error";
    EXPECT_EQ(problems[0].index, 0);
    return std::to_string(problems[0].error->line) + ": " + problems[0].error->message;
}

// Numbers beyond a double used to escape as nlohmann's out_of_range (abort).
TEST(IoJson, NumberOutOfRange) {
    EXPECT_EQ(json_file_error(R"({"x":1e400})"), "1: JSON number '1e400' is out of range");
    EXPECT_EQ(json_file_error("{\"stipulation\": \"#2\",\n \"fen\": -1" + std::string(400, '0') + "}"),
              "2: JSON number '-100000000000000000000000000000000000000...' is out of range");
    // Small numbers and ones that merely lose precision are read as before (here: an unknown field).
    EXPECT_EQ(json_error(R"({"x":1e-400, "stipulation": "#2"})"), "1: problem 1: unknown field 'x' (expected "
              "stipulation, fen, pieces, title, author, origin, award, options, condition, zeroposition, twins)");
}

// Deep nesting used to overflow the stack of the line scanner.
TEST(IoJson, NestedTooDeeply) {
    EXPECT_EQ(json_file_error(std::string(40000, '[')), "1: JSON nested too deeply (more than 100 levels of arrays and objects)");
    EXPECT_EQ(json_file_error("{\"problems\":\n" + std::string(100, '[') + std::string(100, ']') + "}"),
              "2: JSON nested too deeply (more than 100 levels of arrays and objects)");
    // Brackets inside strings do not count.
    EXPECT_EQ(json_error(R"({"stipulation": "#2", "title": ")" + std::string(200, '[') + R"("})"),
              "1: problem 1: missing position: give 'fen' or 'pieces'");
}

// A field given twice used to be taken silently from its last occurrence.
TEST(IoJson, DuplicateField) {
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\",\n \"fen\": \"k7/8/8/8/8/8/8/7K\",\n \"stipulation\": \"#3\"}"),
              "3: problem 1: field 'stipulation' given twice (each field is given once)");
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\",\n \"pieces\": {\"white\": [\"ka1\"],\n \"white\": [\"kb1\"],"
                         " \"black\": [\"kh8\"]}}"),
              "3: problem 1: field 'white' given twice (each field is given once)");
    // The same key written with an escape is the same key.
    EXPECT_EQ(json_error("{\"stipulation\": \"#2\", \"fen\": \"k7/8/8/8/8/8/8/7K\", \"\\u0073tipulation\": \"#3\"}"),
              "1: problem 1: field 'stipulation' given twice (each field is given once)");
    // One problem's duplicate does not stop the others.
    const auto problems = parse_json_problems(
        "{\"problems\": [\n{\"stipulation\": \"#2\", \"stipulation\": \"#2\", \"fen\": \"k7/8/8/8/8/8/8/7K\"},\n"
        "{\"stipulation\": \"#2\", \"fen\": \"k7/8/8/8/8/8/8/7K\"}]}",
        "p.json");
    ASSERT_EQ(problems.size(), 2u);
    ASSERT_TRUE(problems[0].error.has_value());
    EXPECT_EQ(problems[0].error->to_string(), "p.json:2: problem 1: field 'stipulation' given twice (each field is given once)");
    EXPECT_FALSE(problems[1].error.has_value());
    EXPECT_EQ(json_file_error("{\"problems\": [],\n\"problems\": []}"),
              "2: field 'problems' given twice (each field is given once)");
}

}  // namespace
}  // namespace regent::io
