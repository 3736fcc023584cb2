#include "solver/io/diagram_text.h"

#include "solver/io/popeye_parser.h"

#include <gtest/gtest.h>

namespace regent::io {
namespace {

ProblemInstance reference_problem(std::string_view extra = "") {
    const auto problems = parse_popeye(std::string("stipulation #2\npieces white kb7 rc2 pg7 black kd8\n") +
                                           std::string(extra),
                                       "d.pop");
    EXPECT_EQ(problems.size(), 1u);
    EXPECT_FALSE(problems[0].error.has_value());
    return problems[0].twins[0];
}

TEST(IoDiagram, PopeyeLayout) {
    const std::string expected =
        "+---a---b---c---d---e---f---g---h---+\n"
        "|                                   |\n"
        "8   .   .   .  -K   .   .   .   .   8\n"
        "|                                   |\n"
        "7   .   K   .   .   .   .   P   .   7\n"
        "|                                   |\n"
        "6   .   .   .   .   .   .   .   .   6\n"
        "|                                   |\n"
        "5   .   .   .   .   .   .   .   .   5\n"
        "|                                   |\n"
        "4   .   .   .   .   .   .   .   .   4\n"
        "|                                   |\n"
        "3   .   .   .   .   .   .   .   .   3\n"
        "|                                   |\n"
        "2   .   .   R   .   .   .   .   .   2\n"
        "|                                   |\n"
        "1   .   .   .   .   .   .   .   .   1\n"
        "|                                   |\n"
        "+---a---b---c---d---e---f---g---h---+\n"
        "  #2                          3 + 1\n";
    EXPECT_EQ(diagram_text(reference_problem()), expected);
}

TEST(IoDiagram, MetaConditionsDuplexAndTwoLetterCodes) {
    ProblemInstance p = reference_problem(
        "author A. Author\ntitle Test\ncondition madrasi rexinclusive\nstipulation h#2.5\noption halfduplex\n");
    p.pieces.push_back(PieceSpec{'b', "GR", SquareRef{0, 0}, 0});
    p.pieces.push_back(PieceSpec{'w', "NR", SquareRef{7, 0}, 0});
    const std::string text = diagram_text(p);
    const std::string expected_head =
        std::string(14, ' ') + "A. Author\n" +
        std::string(16, ' ') + "Test\n" +
        "\n"
        "+---a---b---c---d---e---f---g---h---+\n";
    EXPECT_EQ(text.substr(0, expected_head.size()), expected_head);
    EXPECT_NE(text.find("\n1 -GR   .   .   .   .   .   .  NR   1\n"), std::string::npos) << text;
    const std::string expected_tail = std::string("+---a---b---c---d---e---f---g---h---+\n") +
                                      "  h#2.5                       4 + 2\n" +
                                      "        madrasi rexinclusive\n" + std::string(13, ' ') + "HalfDuplex\n";
    ASSERT_GE(text.size(), expected_tail.size());
    EXPECT_EQ(text.substr(text.size() - expected_tail.size()), expected_tail);
}

TEST(IoDiagram, BoardOnlyHasNineteenLinesOfWidth37) {
    const std::string board = board_text({});
    std::size_t lines = 0;
    std::size_t start = 0;
    while (start < board.size()) {
        const std::size_t nl = board.find('\n', start);
        ASSERT_NE(nl, std::string::npos);
        EXPECT_EQ(nl - start, static_cast<std::size_t>(kDiagramWidth));
        ++lines;
        start = nl + 1;
    }
    EXPECT_EQ(lines, 19u);
}

}  // namespace
}  // namespace regent::io
