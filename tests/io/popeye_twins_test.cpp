#include "solver/io/popeye_parser.h"

#include "io_test_helpers.h"

#include <gtest/gtest.h>

namespace regent::io {
namespace {

using test::pieces_string;

std::vector<ProblemInstance> twins_of(std::string_view text) {
    const auto problems = parse_popeye(text, "twins.pop");
    EXPECT_EQ(problems.size(), 1u);
    if (problems.size() != 1) return {};
    EXPECT_FALSE(problems[0].error.has_value()) << problems[0].error->to_string();
    return problems[0].twins;
}

std::string twin_error(std::string_view text) {
    const auto problems = parse_popeye(text, "twins.pop");
    EXPECT_EQ(problems.size(), 1u);
    if (problems.size() != 1 || !problems[0].error) return "no error";
    EXPECT_TRUE(problems[0].twins.empty());
    return std::to_string(problems[0].error->line) + ": " + problems[0].error->message;
}

// "a) | wKb7 wRc2" per twin, with "+" for continued twins and the description.
std::vector<std::string> summary(const std::vector<ProblemInstance>& twins) {
    std::vector<std::string> out;
    for (const auto& t : twins) {
        out.push_back((t.twin_continued ? "+" : "") + t.twin_label + " " + t.twin_description + " | " +
                      to_string(t.stipulation) + " | " + pieces_string(t.pieces));
    }
    return out;
}

const char* const kBase =
    "beginproblem\n"
    "stipulation #2\n"
    "pieces white kb7 rc2 pg7 black kd8\n";

TEST(IoPopeyeTwins, MoveExchangeRemoveAddRotateContinued) {
    const auto twins = twins_of(std::string(kBase) +
                                "twin move b7 c7\n"
                                "twin exchange c2 d8\n"
                                "twin remove g7\n"
                                "twin add white qd4\n"
                                "twin rotate 90\n"
                                "twin continued move g3 g4\n"
                                "endproblem\n");
    EXPECT_EQ(summary(twins), (std::vector<std::string>{
                                  "a)  | #2 | wKb7 wRc2 wPg7 bKd8",
                                  "b) wKb7-->c7 | #2 | wKc7 wRc2 wPg7 bKd8",
                                  "c) wRc2<-->bKd8 | #2 | wKb7 wRd8 wPg7 bKc2",
                                  "d) -wPg7 | #2 | wKb7 wRc2 bKd8",
                                  "e) +wQd4 | #2 | wKb7 wRc2 wPg7 bKd8 wQd4",
                                  "f) rotate 90 | #2 | wKb2 wRg3 wPb7 bKa4",
                                  "+g) wRg3-->g4 | #2 | wKb2 wRg4 wPb7 bKa4",
                              }));
    for (const auto& t : twins) {
        EXPECT_EQ(t.line, 1);
        EXPECT_EQ(t.source_file, "twins.pop");
    }
    // the added queen remembers the line of its twin
    EXPECT_EQ(twins[4].pieces.back().line, 7);
}

TEST(IoPopeyeTwins, ZeroPosition) {
    const auto twins = twins_of(
        "beginproblem\n"
        "stipulation h#2\n"
        "pieces white ka1 black kh8 qd8\n"
        "zeroposition move d8 d5\n"
        "twin move d8 e8\n"
        "twin cont move e8 e1\n"
        "endproblem\n");
    EXPECT_EQ(summary(twins), (std::vector<std::string>{
                                  "a) bQd8-->d5 | h#2 | wKa1 bKh8 bQd5",
                                  "b) bQd8-->e8 | h#2 | wKa1 bKh8 bQe8",
                                  "+c) bQe8-->e1 | h#2 | wKa1 bKh8 bQe1",
                              }));
}

TEST(IoPopeyeTwins, SeveralOperationsAndOtherTwinnings) {
    const auto twins = twins_of(std::string(kBase) +
                                "condition madrasi\n"
                                "twin rem g7 add white qe8 black pa2b3\n"
                                "twin mirror a1<-->h1 stip #3\n"
                                "twin shift b2 b1\n"
                                "twin polish\n"
                                "twin substitute r b\n"
                                "twin condition circe\n"
                                "twin cond imitator a1 stip h#2\n"
                                "twin rotate 180 mirror a1<-->a8\n"
                                "twin mirror a1<-->h8\n"
                                "twin mirror a8<-->h1\n"
                                "twin rotate 270\n");
    EXPECT_EQ(summary(twins), (std::vector<std::string>{
                                  "a)  | #2 | wKb7 wRc2 wPg7 bKd8",
                                  "b) -wPg7  +wQe8  +bPa2  +bPb3 | #2 | wKb7 wRc2 bKd8 wQe8 bPa2 bPb3",
                                  "c) mirror a1<-->h1  #3 | #3 | wKg7 wRf2 wPb7 bKe8",
                                  "d) shift b2 ==> b1 | #2 | wKb6 wRc1 wPg6 bKd7",
                                  "e) PolishType | #2 | bKb7 bRc2 bPg7 wKd8",
                                  "f) R ==> B | #2 | wKb7 wBc2 wPg7 bKd8",
                                  "g) circe | #2 | wKb7 wRc2 wPg7 bKd8",
                                  "h) imitator a1  h#2 | h#2 | wKb7 wRc2 wPg7 bKd8",
                                  "i) rotate 180  mirror a1<-->a8 | #2 | wKg7 wRf2 wPb7 bKe8",
                                  "j) mirror a1<-->h8 | #2 | wKb7 wRg6 wPb2 bKa5",
                                  "k) mirror a8<-->h1 | #2 | wKg2 wRb3 wPg7 bKh4",
                                  "l) rotate 270 | #2 | wKg7 wRb6 wPg2 bKh5",
                              }));
    ASSERT_EQ(twins[0].conditions.size(), 1u);
    EXPECT_EQ(twins[0].conditions[0].name, "madrasi");
    ASSERT_EQ(twins[6].conditions.size(), 1u);
    EXPECT_EQ(twins[6].conditions[0].name, "circe");
    ASSERT_EQ(twins[7].conditions.size(), 1u);
    EXPECT_EQ(twins[7].conditions[0].name, "imitator");
    EXPECT_EQ(twins[7].conditions[0].args, std::vector<std::string>{"a1"});
    // twins without condition changes keep the diagram's conditions
    ASSERT_EQ(twins[8].conditions.size(), 1u);
    EXPECT_EQ(twins[8].conditions[0].name, "madrasi");
}

TEST(IoPopeyeTwins, MoveOntoAnOccupiedSquareCaptures) {
    const auto twins = twins_of(std::string(kBase) + "twin move c2 g7\n");
    EXPECT_EQ(summary(twins)[1], "b) wRc2-->g7 | #2 | wKb7 wRg7 bKd8");
}

TEST(IoPopeyeTwins, ContinuedKeepsTheChangedStipulationAndConditions) {
    const auto twins = twins_of(std::string(kBase) +
                                "twin stipulation h#2 condition circe\n"
                                "twin continued move b7 b8\n"
                                "twin move b7 a7\n");
    EXPECT_EQ(summary(twins), (std::vector<std::string>{
                                  "a)  | #2 | wKb7 wRc2 wPg7 bKd8",
                                  "b) h#2  circe | h#2 | wKb7 wRc2 wPg7 bKd8",
                                  "+c) wKb7-->b8 | h#2 | wKb8 wRc2 wPg7 bKd8",
                                  "d) wKb7-->a7 | #2 | wKa7 wRc2 wPg7 bKd8",
                              }));
    EXPECT_EQ(twins[2].conditions.size(), 1u);
    EXPECT_TRUE(twins[3].conditions.empty());
}

// 'twin add' onto an occupied square replaces the unit there (Popeye 4.104 labels it "b) wSa7",
// without the '+' of an add onto an empty square).
TEST(IoPopeyeTwins, AddOntoAnOccupiedSquareReplaces) {
    const auto twins = twins_of(std::string(kBase) + "twin add white qc2\ntwin add black sb1\nendproblem\n");
    EXPECT_EQ(summary(twins), (std::vector<std::string>{
                                  "a)  | #2 | wKb7 wRc2 wPg7 bKd8",
                                  "b) wQc2 | #2 | wKb7 wQc2 wPg7 bKd8",
                                  "c) +bSb1 | #2 | wKb7 wRc2 wPg7 bKd8 bSb1",
                              }));
}

TEST(IoPopeyeTwins, Errors) {
    const std::string base = kBase;
    EXPECT_EQ(twin_error(base + "twin move b1 b2\n"), "4: twin move: no piece on b1");
    EXPECT_EQ(twin_error(base + "twin move b7 c7\ntwin exchange b7 a1\n"), "5: twin exchange: no piece on a1");
    EXPECT_EQ(twin_error(base + "twin remove a1\n"), "4: twin remove: no piece on a1");
    EXPECT_EQ(twin_error(base + "twin shift a1 h8\n"), "4: twin shift a1 ==> h8: wKb7 would leave the board");
    EXPECT_EQ(twin_error(base + "twin rotate 45\n"), "4: expected 90, 180 or 270 after 'rotate', found '45'");
    EXPECT_EQ(twin_error(base + "twin mirror a1h1\n"),
              "4: expected a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1 after 'mirror', found 'a1h1'");
    EXPECT_EQ(twin_error(base + "twin move b7\nendproblem\n"), "5: expected a square after 'move', found 'endproblem'");
    EXPECT_EQ(twin_error(base + "twin\nendproblem\n"), "5: expected a twin operation after 'twin', found 'endproblem'");
    EXPECT_EQ(twin_error(base + "twin move b7 c7 continued\n"), "4: 'continued' must directly follow 'twin'");
    EXPECT_EQ(twin_error(base + "zeroposition continued move b7 c7\n"),
              "4: 'continued' cannot be used with 'zeroposition'");
    EXPECT_EQ(twin_error(base + "twin move b7 c7\nzeroposition move b7 c7\n"),
              "5: 'zeroposition' must come before the first 'twin' and only once");
    EXPECT_EQ(twin_error(base + "twin frobnicate\n"),
              "4: expected a twin operation (move, exchange, remove, add, rotate, mirror, shift, polishtype, "
              "substitute, stipulation, condition), found 'frobnicate'");
    EXPECT_EQ(twin_error(base + "twin r g7\n"), "4: ambiguous abbreviation 'r' (could be: remove, rotate)");
    EXPECT_EQ(twin_error(base + "twin move b7 c7\npieces white qa1\n"),
              "5: 'pieces' is not allowed after 'twin' or 'zeroposition' (change the position with twin "
              "operations such as move, add, remove)");
    EXPECT_EQ(twin_error(base + "twin add qa1\n"), "4: expected a colour (white or black) before 'qa1'");
    EXPECT_EQ(twin_error(base + "twin add white\n"), "4: expected a piece (e.g. Qd4) after 'add', found end of input");
    EXPECT_EQ(twin_error(base + "twin stipulation ser-#2\n"),
              "4: unsupported stipulation 'ser-#2' (supported: #n, h#n, h#n.5, s#n, =n, h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)");
    EXPECT_EQ(twin_error(base + "twin substitute r x\n"),
              "4: expected a piece code (K Q R B S P (N = S)) after 'substitute', found 'x'");
    EXPECT_EQ(twin_error("stipulation #2\npieces white ka1\nzeroposition remove a1\n"), "1: twin a) has no pieces");
}

TEST(IoPopeyeTwins, TextHelpersAndLabels) {
    const TwinSpec spec = parse_twin_text("continued remove c3 add white qd4", 12);
    EXPECT_TRUE(spec.continued);
    EXPECT_EQ(spec.line, 12);
    ASSERT_EQ(spec.ops.size(), 2u);
    EXPECT_EQ(spec.ops[0].kind, TwinOp::Kind::Remove);
    EXPECT_EQ(spec.ops[1].kind, TwinOp::Kind::Add);
    EXPECT_EQ(pieces_string(spec.ops[1].pieces), "wQd4");
    EXPECT_EQ(spec.ops[1].line, 12);

    EXPECT_EQ(twin_label(1), "a)");
    EXPECT_EQ(twin_label(26), "z)");
    EXPECT_EQ(twin_label(27), "z1)");
}

}  // namespace
}  // namespace regent::io
