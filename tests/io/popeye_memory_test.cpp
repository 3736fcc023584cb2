// What the reader keeps of its input: tokens are read as they are needed and only the last few
// kept (the reader holds no copy of a 100 MB file split into tokens), and the twins of a problem
// share its headings (1,000 twins of a problem with a 1 MB title hold one title). These tests
// hold the structure that bounds the memory; docs/parallel.md has the measured figures.
#include "solver/io/popeye_parser.h"

#include <gtest/gtest.h>

#include <string>

namespace regent::io {
namespace {

std::string error_of(const ParsedProblem& p) { return p.error ? std::to_string(p.error->line) + ": " + p.error->message : "no error"; }

// Long commands: the keyword of a command is used in a message after many more tokens have been
// read (and forgotten) than the reader keeps.
TEST(IoPopeyeMemory, MessagesAfterLongCommandsNameTheirKeyword) {
    std::string many_whites, many_squares;
    for (int i = 0; i < 100; ++i) many_whites += " white";
    for (int i = 0; i < 100; ++i) many_squares += " c7";
    const auto problems = parse_popeye("beginproblem\nstipulation #2\npieces white kb7 rc2 black kd8\n"
                                       "twin add" + many_whites + "\n"
                                       "nextproblem\nstipulation #2\npieces white kb7 rc2 black kd8\n"
                                       "option enpassant" + many_squares + "\n"
                                       "nextproblem\nstipulation #2\npieces white kb7 rc2 black kd8\n"
                                       "option" + many_squares + "\n"
                                       "nextproblem\nstipulation #1\npieces white kb6 qc1 black ka8\nendproblem\n",
                                       "t.pop");
    ASSERT_EQ(problems.size(), 4u);
    EXPECT_EQ(error_of(problems[0]), "4: expected a piece (e.g. Qd4) after 'add', found 'nextproblem'");
    EXPECT_EQ(error_of(problems[1]), "8: option 'enpassant' expects 2 to 4 squares (e.g. c7c6c5), found 100");
    EXPECT_EQ(error_of(problems[2]), "12: unknown option 'c7'");
    EXPECT_EQ(error_of(problems[3]), "no error");
}

// Free text takes the rest of its line, however many words it has, and the tokens read after it
// start on the next line; the line numbers stay right over a long file.
TEST(IoPopeyeMemory, LongLinesAndManyProblems) {
    std::string words;
    for (int i = 0; i < 1000; ++i) words += " w" + std::to_string(i);
    std::string text = "beginproblem\ntitle" + words + "\nauthor  A  B \nstipulation #2\npieces white kb7 rc2 pg7 black kd8\n";
    for (int i = 0; i < 2000; ++i) text += "next\nremark" + words + "\nstipulation #1\npieces white kb6 qc1 black ka8\n";
    text += "next\nstipulation #1\nbad line\nendproblem\n";
    const auto problems = parse_popeye(text, "t.pop");
    ASSERT_EQ(problems.size(), 2002u);
    ASSERT_FALSE(problems[0].error);
    EXPECT_EQ(problems[0].twins[0].title.str(), words.substr(1));
    EXPECT_EQ(problems[0].twins[0].author, "A  B");
    EXPECT_EQ(problems[2000].twins[0].line, 7 + 1999 * 4);  // where its remark is
    EXPECT_EQ(error_of(problems[2001]), std::to_string(5 + 2000 * 4 + 3) + ": unknown keyword 'bad' (expected a command such "
                                        "as stipulation, pieces, option, twin or endproblem)");
}

TEST(IoPopeyeMemory, TwinsShareTheHeadings) {
    std::string text = "beginproblem\ntitle " + std::string(100000, 't') + "\nauthor An Author\norigin " +
                       std::string(1000, 'o') + "\nstipulation #2\npieces white kb7 rc2 pg7 black kd8\n";
    for (int i = 0; i < 1000; ++i) text += i % 2 ? "twin move c2 c3\n" : "twin move c2 c4\n";
    const auto problems = parse_popeye(text + "endproblem\n", "t.pop");
    ASSERT_EQ(problems.size(), 1u);
    const auto& twins = problems[0].twins;
    ASSERT_EQ(twins.size(), 1001u);
    for (const ProblemInstance& twin : twins) {
        EXPECT_EQ(&twin.title.str(), &twins[0].title.str());  // one text, not 1,001 copies
        EXPECT_EQ(&twin.origin.str(), &twins[0].origin.str());
        EXPECT_EQ(twin.author, "An Author");
    }
    EXPECT_EQ(twins[1000].title.size(), 100000u);
    // A copy that changes its text gets a text of its own; the others keep theirs.
    ProblemInstance copy = twins[3];
    copy.title += " (version)";
    EXPECT_EQ(copy.title.size(), 100010u);
    EXPECT_EQ(twins[3].title.size(), 100000u);
    copy.author = "Another";
    EXPECT_EQ(twins[3].author, "An Author");
}

}  // namespace
}  // namespace regent::io
