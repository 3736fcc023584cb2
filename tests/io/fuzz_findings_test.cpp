// Inputs the fuzz targets (fuzz/, docs/fuzzing.md) found to be mishandled, each with the exact
// outcome now expected.
#include "solver/io/json_problem.h"
#include "solver/io/popeye_parser.h"

#include <gtest/gtest.h>

namespace regent::io {
namespace {

// "LINE: MESSAGE" of the InputError `f` throws, or "no error".
template <class F>
std::string input_error(F f) {
    try {
        f();
    } catch (const InputError& e) {
        return std::to_string(e.line()) + ": " + e.what();
    }
    return "no error";
}

// fuzz_stipulation: the text of one value (a JSON string, a command-line option) counted its
// newlines as lines of the file, so an error pointed below the value, past the end of the file.
TEST(FuzzFindings, OneValueWithNewlinesKeepsItsLine) {
    EXPECT_EQ(input_error([] { parse_twin_text("move b7 a7\n\nfrobnicate", 3); }),
              "3: expected a twin operation (move, exchange, remove, add, rotate, mirror, shift, polishtype, "
              "substitute, stipulation, condition), found 'frobnicate'");
    EXPECT_EQ(input_error([] {
                  Options options;
                  parse_option_text("try\n\nfoo", options, 3);
              }),
              "3: unknown option 'foo'");
    const auto problems = parse_json_problems(
        "{\n \"stipulation\": \"#2\",\n \"pieces\": {\"white\": [\"Kb7\", \"Rc2\"], \"black\": [\"Kd8\"]},\n"
        " \"options\": [\"try\\n\\nfoo\"]\n}\n",
        "t.json");
    ASSERT_EQ(problems.size(), 1u);
    ASSERT_TRUE(problems[0].error.has_value());
    EXPECT_EQ(problems[0].error->to_string(), "t.json:4: problem 1: field 'options': unknown option 'foo'");
}

// fuzz_json: a file beginning with a UTF-8 byte order mark parsed, but the scanner that finds the
// line of each field did not skip the mark, and every error pointed at line 0.
TEST(FuzzFindings, ByteOrderMarkKeepsTheLinesOfAJsonFile) {
    const auto problems = parse_json_problems(
        "\xEF\xBB\xBF{\n  \"problems\": [\n    {\n      \"titleoptions\": [\"t a\"]\n    },\n"
        "    {\n      \"stipulation\": 5\n    }\n  ]\n}\n",
        "bom.json");
    ASSERT_EQ(problems.size(), 2u);
    ASSERT_TRUE(problems[0].error && problems[1].error);
    EXPECT_EQ(problems[0].error->to_string(),
              "bom.json:4: problem 1: unknown field 'titleoptions' (expected stipulation, fen, pieces, title, author, "
              "origin, award, options, condition, zeroposition, twins)");
    EXPECT_EQ(problems[1].error->to_string(), "bom.json:7: problem 2: field 'stipulation': expected a string, found a number");
}

}  // namespace
}  // namespace regent::io
