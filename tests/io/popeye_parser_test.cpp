#include "solver/io/popeye_parser.h"

#include "io_test_helpers.h"

#include <gtest/gtest.h>

namespace regent::io {
namespace {

using test::pieces_string;
using test::squares_string;

// Parses a file that must contain exactly one problem without errors and without twins.
ProblemInstance parse_one(std::string_view text) {
    const auto problems = parse_popeye(text, "t.pop");
    EXPECT_EQ(problems.size(), 1u);
    if (problems.size() != 1) return {};
    EXPECT_FALSE(problems[0].error.has_value()) << problems[0].error->to_string();
    EXPECT_EQ(problems[0].twins.size(), 1u);
    if (problems[0].twins.size() != 1) return {};
    return problems[0].twins[0];
}

// Parses a file that must contain exactly one problem, with an error; returns "LINE: MESSAGE".
std::string parse_error(std::string_view text) {
    const auto problems = parse_popeye(text, "t.pop");
    EXPECT_EQ(problems.size(), 1u);
    if (problems.size() != 1) return "wrong number of problems";
    EXPECT_TRUE(problems[0].twins.empty());
    if (!problems[0].error) return "no error";
    EXPECT_EQ(problems[0].error->problem, 1);
    EXPECT_EQ(problems[0].error->file, "t.pop");
    return std::to_string(problems[0].error->line) + ": " + problems[0].error->message;
}

TEST(IoPopeye, ParsesTheReferenceTwoMover) {
    const auto problems = parse_popeye(
        "beginproblem\n"
        "stipulation #2\n"
        "pieces white kb7 rc2 pg7 black kd8\n"
        "option try variation noboard maxtime 60\n"
        "endproblem\n",
        "ref.pop");
    ASSERT_EQ(problems.size(), 1u);
    const ParsedProblem& pp = problems[0];
    EXPECT_EQ(pp.index, 1);
    EXPECT_EQ(pp.line, 1);
    ASSERT_FALSE(pp.error.has_value());
    ASSERT_EQ(pp.twins.size(), 1u);
    const ProblemInstance& p = pp.twins[0];
    EXPECT_EQ(p.twin_label, "");
    EXPECT_EQ(p.twin_description, "");
    EXPECT_EQ(to_string(p.stipulation), "#2");
    EXPECT_EQ(p.stipulation.play, Play::Direct);
    EXPECT_EQ(p.stipulation.moves, 2);
    EXPECT_EQ(pieces_string(p.pieces), "wKb7 wRc2 wPg7 bKd8");
    for (const auto& piece : p.pieces) EXPECT_EQ(piece.line, 3);
    EXPECT_TRUE(p.options.try_play);
    EXPECT_TRUE(p.options.variation);
    EXPECT_TRUE(p.options.noboard);
    EXPECT_EQ(p.options.maxtime, 60);
    EXPECT_FALSE(p.options.setplay);
    EXPECT_FALSE(p.options.nothreat);
    EXPECT_EQ(p.options.defence, 1);
    EXPECT_EQ(p.options.maxsolutions, 0);
    EXPECT_TRUE(p.options.nocastling.empty());
    EXPECT_TRUE(p.options.enpassant.empty());
    EXPECT_TRUE(p.conditions.empty());
    EXPECT_TRUE(p.warnings.empty());
    EXPECT_EQ(p.source_file, "ref.pop");
    EXPECT_EQ(p.line, 1);
    EXPECT_FALSE(p.fen.has_value());
}

TEST(IoPopeye, NoCastlingAndEnPassantOptions) {
    const ProblemInstance p = parse_one(
        "beginproblem\n"
        "stipulation #2\n"
        "pieces white ke1 ra1 rh1 pd5 black ke8 pc5\n"
        "option nocastling a1h1\n"
        "option enpassant c7c6c5\n"
        "endproblem\n");
    EXPECT_EQ(squares_string(p.options.nocastling), "a1h1");
    EXPECT_EQ(squares_string(p.options.enpassant), "c7c6c5");
    EXPECT_EQ(pieces_string(p.pieces), "wKe1 wRa1 wRh1 wPd5 bKe8 bPc5");

    // squares may also be given as separate tokens, and options accumulate
    const ProblemInstance q = parse_one(
        "stipulation #2\n"
        "pieces white ke1 ra1 rh1 black ke8 ra8\n"
        "option nocastling a1 h1 nocastling a8\n");
    EXPECT_EQ(squares_string(q.options.nocastling), "a1h1a8");
}

TEST(IoPopeye, AllOptionsWithArguments) {
    const ProblemInstance p = parse_one(
        "stipulation h#3\n"
        "pieces white ka1 black kh8\n"
        "option Try Defence 2 SetPlay NoThreat StopOnShort WhiteToPlay HalfDuplex\n"
        "option nowk nobk maxsolutions 3 intelligent 5 postkeyplay movenumbers noshortvariations duplex\n");
    EXPECT_TRUE(p.options.try_play);
    EXPECT_EQ(p.options.defence, 2);
    EXPECT_TRUE(p.options.setplay);
    EXPECT_TRUE(p.options.nothreat);
    EXPECT_TRUE(p.options.stoponshort);
    EXPECT_TRUE(p.options.whitetoplay);
    EXPECT_TRUE(p.options.halfduplex);
    EXPECT_TRUE(p.options.duplex);
    EXPECT_TRUE(p.options.nowk);
    EXPECT_TRUE(p.options.nobk);
    EXPECT_EQ(p.options.maxsolutions, 3);
    EXPECT_TRUE(p.options.intelligent);
    EXPECT_TRUE(p.options.postkeyplay);
    EXPECT_TRUE(p.options.movenumbers);
    EXPECT_TRUE(p.options.noshortvariations);
    EXPECT_FALSE(p.options.variation);
    ASSERT_EQ(p.warnings.size(), 1u);
    EXPECT_EQ(p.warnings[0], "line 4: option 'intelligent' accepted and ignored");

    EXPECT_EQ(parse_one("stip #2\npie whi ka1 bla kh8\nopt defense 3\n").options.defence, 3);
    // 'Variations' is how Popeye's own option table spells it.
    EXPECT_TRUE(parse_one("stip #2\npie whi ka1 bla kh8\noption Variations\n").options.variation);
    EXPECT_TRUE(parse_one("stip #2\npie whi ka1 bla kh8\noption vari\n").options.variation);
}

TEST(IoPopeye, KeywordsAreCaseInsensitiveAndAbbreviable) {
    const auto problems = parse_popeye(
        "BEGI\n"
        "Stip h#2\n"
        "pie whi ka1 Bc2 blac KH8 sg6 ng5\n"
        "opti set vari def 2\n"
        "Endp\n",
        "abbrev.pop");
    ASSERT_EQ(problems.size(), 1u);
    ASSERT_FALSE(problems[0].error.has_value()) << problems[0].error->to_string();
    const ProblemInstance& p = problems[0].twins[0];
    EXPECT_EQ(to_string(p.stipulation), "h#2");
    EXPECT_EQ(p.stipulation.text, "h#2");
    EXPECT_EQ(pieces_string(p.pieces), "wKa1 wBc2 bKh8 bSg6 bSg5");
    EXPECT_TRUE(p.options.setplay);
    EXPECT_TRUE(p.options.variation);
    EXPECT_EQ(p.options.defence, 2);
}

TEST(IoPopeye, ShortFormsWithTabsAndCrLf) {
    const ProblemInstance p = parse_one(
        "Begi\r\n"
        "Auth    Unknown\r\n"
        "Orig\tAlso Unknown\r\n"
        "Stip    #2\r\n"
        "Piec    Whit Ka3 Ra8\r\n"
        "\t\tBlac Kb1\r\n"
        "Opti    Move Try Set Vari\r\n"
        "Endp\r\n");
    EXPECT_EQ(p.author, "Unknown");
    EXPECT_EQ(p.origin, "Also Unknown");
    EXPECT_EQ(to_string(p.stipulation), "#2");
    EXPECT_EQ(pieces_string(p.pieces), "wKa3 wRa8 bKb1");
    EXPECT_TRUE(p.options.movenumbers);
    EXPECT_TRUE(p.options.try_play);
    EXPECT_TRUE(p.options.setplay);
    EXPECT_TRUE(p.options.variation);
}

// A file saved with a UTF-8 byte order mark reads as without it, lines counted the same.
TEST(IoPopeye, ByteOrderMarkIsSkipped) {
    const ProblemInstance p = parse_one("\xEF\xBB\xBF" "beginproblem\nstipulation #2\npieces white kb7 rc2 black kd8\nendproblem\n");
    EXPECT_EQ(to_string(p.stipulation), "#2");
    EXPECT_EQ(pieces_string(p.pieces), "wKb7 wRc2 bKd8");
    EXPECT_EQ(parse_error("\xEF\xBB\xBF" "beginproblem\nstipulation #2\nfrobnicate\n"),
              "3: unknown keyword 'frobnicate' (expected a command such as stipulation, pieces, option, twin or endproblem)");
}

TEST(IoPopeye, AmbiguousAbbreviationsAreErrors) {
    EXPECT_EQ(parse_error("t Something\n"), "1: ambiguous abbreviation 't' (could be: title, twin)");
    EXPECT_EQ(parse_error("s #2\n"), "1: ambiguous abbreviation 's' (could be: stipulation, sstipulation)");
    EXPECT_EQ(parse_error("stip #2\npieces white ka1 black kh8\noption no\n"),
              "3: ambiguous abbreviation 'no' (could be: nothreat, noboard, nowk, nobk, noshortvariations, "
              "nocastling, nontrivial)");
    EXPECT_EQ(parse_error("stip #2\npieces white ka1 black kh8\noption max 3\n"),
              "3: ambiguous abbreviation 'max' (could be: maxsolutions, maxtime, maxflightsquares)");
}

TEST(IoPopeye, TitleAuthorOriginRemarkProtocol) {
    const ProblemInstance p = parse_one(
        "beginproblem\n"
        "title   A  Title: next to nothing  \n"
        "author A. Author\n"
        "author B. Author\n"
        "origin Some Magazine 2024\n"
        "remark this is ignored stipulation #3\n"
        "protocol out.txt\n"
        "stipulation #2\n"
        "pieces white ka1 black kh8\n"
        "endproblem\n");
    EXPECT_EQ(p.title, "A  Title: next to nothing");
    EXPECT_EQ(p.author, "A. Author\nB. Author");
    EXPECT_EQ(p.origin, "Some Magazine 2024");
    EXPECT_EQ(to_string(p.stipulation), "#2");
    ASSERT_EQ(p.warnings.size(), 1u);
    EXPECT_EQ(p.warnings[0], "line 7: 'protocol out.txt' ignored (regent writes its output to standard output)");
}

TEST(IoPopeye, Forsyth) {
    const ProblemInstance p = parse_one("stipulation #2\nforsyth 3k4/1K4P1/8/8/8/8/2R5/8\n");
    EXPECT_EQ(pieces_string(p.pieces), "bKd8 wKb7 wPg7 wRc2");
    EXPECT_EQ(p.pieces[0].line, 2);
    EXPECT_FALSE(p.fen.has_value());

    EXPECT_EQ(pieces_string(parse_one("stip #1\nfors 8/8/8/8/8/8/8/N6n\n").pieces), "wSa1 bSh1");
    // forsyth and pieces combine
    EXPECT_EQ(pieces_string(parse_one("stip #1\nforsyth 7k/8/8/8/8/8/8/8\npieces white qa1\n").pieces), "bKh8 wQa1");

    EXPECT_EQ(parse_error("stip #2\nforsyth 8/8/8\n"), "2: expected 8 ranks separated by '/' in forsyth '8/8/8', found 3");
    EXPECT_EQ(parse_error("stip #2\nforsyth 7/8/8/8/8/8/8/8\n"),
              "2: rank 8 of forsyth '7/8/8/8/8/8/8/8' has 7 squares instead of 8");
    EXPECT_EQ(parse_error("stip #2\nforsyth k8/8/8/8/8/8/8/8\n"),
              "2: rank 8 of forsyth 'k8/8/8/8/8/8/8/8' has 9 squares instead of 8");
    // A run longer than a rank is read as Popeye reads it: square by square from a8, '/' only a
    // separator, squares not reached empty.
    EXPECT_EQ(pieces_string(parse_one("stip #1\nforsyth 32/2k5/16/K7\n").pieces), "bKc4 wKa1");
    EXPECT_EQ(pieces_string(parse_one("stip #1\nforsyth 4k3/40/K\n").pieces), "bKe8 wKa2");
    EXPECT_EQ(parse_error("stip #2\nforsyth 9/8/8/8/8/8/8/8\n"),
              "2: forsyth '9/8/8/8/8/8/8/8' runs beyond the board's last square (it has 64)");
    EXPECT_EQ(parse_error("stip #2\nforsyth 4k3/60K3\n"),
              "2: forsyth '4k3/60K3' runs beyond the board's last square (it has 64)");
    EXPECT_EQ(parse_error("stip #2\nforsyth 10*\n"), "2: unexpected character '*' in forsyth '10*'");
    EXPECT_EQ(parse_error("stip #2\nforsyth 10x\n"),
              "2: unknown piece 'x' in forsyth '10x' (known pieces: K Q R B S P (N = S))");
    EXPECT_EQ(parse_error("stip #2\nforsyth x7/8/8/8/8/8/8/8\n"),
              "2: unknown piece 'x' on rank 8 of forsyth 'x7/8/8/8/8/8/8/8' (known pieces: K Q R B S P (N = S))");
    EXPECT_EQ(parse_error("stip #2\nforsyth k7/8/8/8/8/8/8/8\npieces white qa8\n"),
              "3: two pieces on a8: wQ and bK (line 2)");
}

TEST(IoPopeye, Conditions) {
    const ProblemInstance p = parse_one(
        "stipulation #2\n"
        "condition Madrasi RexInclusive\n"
        "condition Imitator a1b2\n"
        "condition PromOnly Q R stipulation h#2\n"
        "pieces white ka1 black kh8\n");
    ASSERT_EQ(p.conditions.size(), 3u);
    EXPECT_EQ(p.conditions[0].name, "madrasi");
    EXPECT_EQ(p.conditions[0].args, std::vector<std::string>{"RexInclusive"});
    EXPECT_EQ(p.conditions[0].line, 2);
    EXPECT_EQ(p.conditions[1].name, "imitator");
    EXPECT_EQ(p.conditions[1].args, std::vector<std::string>{"a1b2"});
    EXPECT_EQ(p.conditions[2].name, "promonly");
    EXPECT_EQ(p.conditions[2].args, (std::vector<std::string>{"Q", "R"}));
    EXPECT_EQ(to_string(p.stipulation), "h#2");

    EXPECT_EQ(parse_error("stip #2\ncondition\npieces white ka1 black kh8\n"),
              "3: expected a condition name after 'condition', found 'pieces'");
}

TEST(IoPopeye, SeveralProblemsOneWithErrors) {
    const std::string text = test::read_test_file("io/several.pop");
    ASSERT_FALSE(text.empty());
    const auto problems = parse_popeye(text, "several.pop");
    ASSERT_EQ(problems.size(), 4u);

    EXPECT_EQ(problems[0].index, 1);
    EXPECT_EQ(problems[0].line, 1);
    ASSERT_FALSE(problems[0].error.has_value());
    EXPECT_EQ(problems[0].twins[0].title, "First");
    EXPECT_EQ(pieces_string(problems[0].twins[0].pieces), "wKb7 wRc2 wPg7 bKd8");

    EXPECT_EQ(problems[1].index, 2);
    EXPECT_EQ(problems[1].line, 6);
    ASSERT_TRUE(problems[1].error.has_value());
    EXPECT_TRUE(problems[1].twins.empty());
    EXPECT_EQ(problems[1].error->to_string(),
              "several.pop:8: problem 2: expected a square after piece 'K', found 'z9'");

    EXPECT_EQ(problems[2].index, 3);
    EXPECT_EQ(problems[2].line, 11);
    ASSERT_TRUE(problems[2].error.has_value());
    EXPECT_EQ(problems[2].error->to_string(),
              "several.pop:11: problem 3: unsupported stipulation 'ser-h#3' (supported: #n, h#n, h#n.5, s#n, =n, "
              "h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)");

    EXPECT_EQ(problems[3].index, 4);
    EXPECT_EQ(problems[3].line, 14);
    ASSERT_FALSE(problems[3].error.has_value());
    const ProblemInstance& last = problems[3].twins[0];
    EXPECT_EQ(last.author, "Someone");
    EXPECT_EQ(to_string(last.stipulation), "s#3");
    EXPECT_EQ(pieces_string(last.pieces), "wKa1 bKh1");
    EXPECT_EQ(last.line, 14);
}

TEST(IoPopeye, RecoveryWhenTheOffendingTokenEndsTheProblem) {
    const auto problems = parse_popeye(
        "stipulation\n"
        "endproblem\n"
        "beginproblem\n"
        "stipulation #2\n"
        "pieces white ka1 black kh8\n"
        "endproblem\n",
        "t.pop");
    ASSERT_EQ(problems.size(), 2u);
    ASSERT_TRUE(problems[0].error.has_value());
    EXPECT_EQ(problems[0].error->to_string(),
              "t.pop:2: problem 1: unsupported stipulation 'endproblem' (supported: #n, h#n, h#n.5, s#n, =n, h=n, "
              "h=n.5, s=n, kcn, hkcn, hkcn.5)");
    ASSERT_FALSE(problems[1].error.has_value());
    EXPECT_EQ(problems[1].line, 3);
    EXPECT_EQ(to_string(problems[1].twins[0].stipulation), "#2");
}

TEST(IoPopeye, MissingEndProblemBeforeBeginProblem) {
    const auto problems = parse_popeye(
        "beginproblem\n"
        "stipulation #2\n"
        "pieces white ka1 black kh8\n"
        "beginproblem\n"
        "stipulation #3\n"
        "pieces white ka1 black kh8\n"
        "endproblem\n",
        "t.pop");
    ASSERT_EQ(problems.size(), 2u);
    ASSERT_TRUE(problems[0].error.has_value());
    EXPECT_EQ(problems[0].error->to_string(),
              "t.pop:4: problem 1: 'beginproblem' inside a problem (is 'endproblem' or 'nextproblem' missing?)");
    ASSERT_FALSE(problems[1].error.has_value());
    EXPECT_EQ(problems[1].line, 4);
    EXPECT_EQ(to_string(problems[1].twins[0].stipulation), "#3");
}

TEST(IoPopeye, SeveralProblemsWithBeginAndEnd) {
    const auto problems = parse_popeye(
        "beginproblem\nstipulation #2\npieces white ka1 black kh8\nendproblem\n\n"
        "beginproblem\nstipulation h#2\npieces white ka1 black kh8\nendproblem\n"
        "beginproblem\nendproblem\n",  // an empty block is not a problem
        "t.pop");
    ASSERT_EQ(problems.size(), 2u);
    EXPECT_EQ(problems[1].index, 2);
    EXPECT_EQ(problems[1].line, 6);
    EXPECT_EQ(to_string(problems[1].twins[0].stipulation), "h#2");
    EXPECT_TRUE(parse_popeye("", "t.pop").empty());
    EXPECT_TRUE(parse_popeye("  \n\n", "t.pop").empty());
}

TEST(IoPopeye, ErrorMessages) {
    const std::string pieces = "pieces white ka1 black kh8\n";
    EXPECT_EQ(parse_error("foo bar\n"),
              "1: unknown keyword 'foo' (expected a command such as stipulation, pieces, option, twin or "
              "endproblem)");
    EXPECT_EQ(parse_error("stip #2\npieces white ke1 black ke1\n"), "2: two pieces on e1: bK and wK (line 2)");
    EXPECT_EQ(parse_error("stip #2\npieces white ka1\nblack ka1\n"), "3: two pieces on a1: bK and wK (line 2)");
    EXPECT_EQ(parse_error("stip #2\npieces white xa1\n"),
              "2: unknown piece 'X' in 'xa1' (known pieces: K Q R B S P (N = S))");
    EXPECT_EQ(parse_error("stip #2\npieces white gra1\n"),
              "2: unknown piece 'GR' in 'gra1' (known pieces: K Q R B S P (N = S))");
    EXPECT_EQ(parse_error("stip #2\npieces white kz9\n"), "2: expected a square after piece 'K', found 'z9'");
    EXPECT_EQ(parse_error("stip #2\npieces white pa2b2i2\n"), "2: expected a square after piece 'P', found 'i2'");
    EXPECT_EQ(parse_error("stip #2\npieces white a1\n"), "2: expected a piece code before square 'a1' in 'a1'");
    EXPECT_EQ(parse_error("stip #2\npieces white kb\n"), "2: expected a square after piece 'K', found 'b'");
    EXPECT_EQ(parse_error("stip #2\npieces white k\n"), "2: expected a square after piece 'K' in 'k'");
    EXPECT_EQ(parse_error("stip #2\npieces ka1\n"), "2: expected a colour (white or black) before 'ka1'");
    EXPECT_EQ(parse_error("stip #2\npieces\nstip #3\n"), "2: expected a colour (white or black) after 'pieces', found 'stip'");
    EXPECT_EQ(parse_error("stip #2\npieces white ka1 royal kb2\n"), "2: piece attribute 'royal' is not supported");
    EXPECT_EQ(parse_error("stip #2\npieces white ka1 frobnicate\n"),
              "2: expected a colour (white, black), a piece with its squares (e.g. Ka1) or a keyword, found "
              "'frobnicate'");
    EXPECT_EQ(parse_error("stip #2\npieces neutral ka1\n"), "2: neutral pieces are not supported");
    EXPECT_EQ(parse_error("stip #2\n" + pieces + "option maxtime abc\n"),
              "3: expected a number after option 'maxtime', found 'abc'");
    EXPECT_EQ(parse_error("stip #2\n" + pieces + "option maxtime\n"),
              "3: expected a number after option 'maxtime', found end of input");
    EXPECT_EQ(parse_error("stip #2\n" + pieces + "option defence 0\n"),
              "3: option 'defence' needs a number of at least 1, found '0'");
    EXPECT_EQ(parse_error("stip #2\n" + pieces + "option maxsolutions 99999999999\n"),
              "3: number '99999999999' after option 'maxsolutions' is too large");
    EXPECT_EQ(parse_error("stip #2\n" + pieces + "option try frobnicate\n"), "3: unknown option 'frobnicate'");
    EXPECT_EQ(parse_error("stip #2\n" + pieces + "option goalisend\n"), "3: option 'goalisend' is not supported");
    EXPECT_EQ(parse_error("stip #3\n" + pieces + "option threat 0\n"), "3: option 'threat' needs a number of at least 1, found '0'");
    EXPECT_EQ(parse_error("stip #3\n" + pieces + "option startmovenumber 2:5\n"),
              "3: option 'startmovenumber' takes the number of a first move (e.g. 5), not a path of numbers ('2:5')");
    EXPECT_EQ(parse_error("stip #3\n" + pieces + "option nontrivial 0 x\n"),
              "3: expected a number after option 'nontrivial', found 'x'");
    EXPECT_EQ(parse_error("stip #2\n" + pieces + "option\nendproblem\n"),
              "4: expected an option after 'option', found 'endproblem'");
    EXPECT_EQ(parse_error("stip #2\n" + pieces + "option enpassant c7\n"),
              "3: option 'enpassant' expects 2 to 4 squares (e.g. c7c6c5), found 1");
    EXPECT_EQ(parse_error("stip #2\n" + pieces + "option nocastling\n"),
              "3: expected squares after option 'nocastling' (e.g. a1h1), found end of input");
    EXPECT_EQ(parse_error("stip #2\n" + pieces + "option nocastling a9\n"),
              "3: expected squares after option 'nocastling' (e.g. a1h1), found 'a9'");
    EXPECT_EQ(parse_error(pieces + "stipulation\n"), "2: expected a stipulation after 'stipulation', found end of input");
    EXPECT_EQ(parse_error(pieces + "stipulation #0\n"), "2: invalid stipulation '#0': the number of moves must be at least 1");
    EXPECT_EQ(parse_error(pieces + "sstipulation white 3a[#]d\n"),
              "2: structured stipulations ('sstipulation') are not supported; use 'stipulation'");
    EXPECT_EQ(parse_error(pieces), "1: missing stipulation (e.g. 'stipulation #2')");
    EXPECT_EQ(parse_error("title Nothing\nstipulation #2\n"), "1: no pieces given (use 'pieces' or 'forsyth')");
    EXPECT_EQ(parse_error("stipulation #2\noption nowk\n"), "1: no pieces given (use 'pieces' or 'forsyth')");
    // An empty board where neither side has a king (Popeye's REGRESSIONS/4_55_to_4_57.inp tests
    // options on one).
    const auto empty = parse_popeye("beginproblem\nstipulation #2\noption nowk nobk\nendproblem\n", "t.pop");
    ASSERT_EQ(empty.size(), 1u);
    EXPECT_FALSE(empty[0].error) << empty[0].error->to_string();
    EXPECT_TRUE(empty[0].twins.at(0).pieces.empty());
}

// Popeye reads N as the nightrider; regent reads it as the knight and says so, once per list.
TEST(IoPopeye, KnightWrittenNIsReported) {
    const ProblemInstance p = parse_one("beginproblem\nstipulation #2\npieces white ka1 nb1 nc1\n  black kh8 sg8\nendproblem\n");
    EXPECT_EQ(pieces_string(p.pieces), "wKa1 wSb1 wSc1 bKh8 bSg8");
    ASSERT_EQ(p.warnings.size(), 1u);
    EXPECT_EQ(p.warnings[0],
              "line 3: 'n' in 'nb1' read as a knight (S); in Popeye N is the nightrider, which regent does not support");
    EXPECT_TRUE(parse_one("stipulation #2\npieces white ka1 sb1 black kh8\n").warnings.empty());
}

TEST(IoPopeye, CustomPieceTable) {
    PieceTable fairy = orthodox_pieces();
    fairy.add("G", "grasshopper");
    fairy.add("NR", "nightrider");
    const auto problems = parse_popeye("stip #2\npieces white ka1 gb2 nrc3 nd4 black kh8\n", "f.pop", fairy);
    ASSERT_EQ(problems.size(), 1u);
    ASSERT_FALSE(problems[0].error.has_value()) << problems[0].error->to_string();
    EXPECT_EQ(pieces_string(problems[0].twins[0].pieces), "wKa1 wGb2 wNRc3 wSd4 bKh8");
}

TEST(IoPopeye, HelperFunctions) {
    Options o;
    parse_option_text("try defence 2", o);
    parse_option_text("nocastling a1h1", o);
    EXPECT_TRUE(o.try_play);
    EXPECT_EQ(o.defence, 2);
    EXPECT_EQ(squares_string(o.nocastling), "a1h1");
    try {
        parse_option_text("stipulation", o, 7);
        ADD_FAILURE();
    } catch (const InputError& e) {
        EXPECT_EQ(e.line(), 7);
        EXPECT_EQ(std::string(e.what()), "unknown option 'stipulation'");
    }

    const ConditionSpec c = parse_condition_text("Circe Parrain", 3);
    EXPECT_EQ(c.name, "circe");
    EXPECT_EQ(c.args, std::vector<std::string>{"Parrain"});
    EXPECT_EQ(c.line, 3);

    EXPECT_EQ(pieces_string(parse_piece_token("Pa2b2c2", 'w')), "wPa2 wPb2 wPc2");
    EXPECT_EQ(pieces_string(parse_piece_token("na1", 'b')), "bSa1");
    EXPECT_EQ(parse_square("E4"), (SquareRef{4, 3}));
    EXPECT_FALSE(parse_square("e9").has_value());
    EXPECT_FALSE(parse_square("e").has_value());
    EXPECT_EQ(to_string(SquareRef{0, 0}), "a1");
    EXPECT_EQ(to_string(SquareRef{7, 7}), "h8");
}

// A stipulation longer than the searches can hold is an error that states the limit, in the
// stipulation command and in a twin.
TEST(IoPopeye, StipulationLongerThanTheLimit) {
    EXPECT_EQ(parse_error("stip #101\npieces white ka1 black kh8\n"),
              "1: invalid stipulation '#101': the number of moves is too large (at most 100)");
    EXPECT_EQ(parse_error("stip h#2\npieces white ka1 black kh8\ntwin stipulation h#999\n"),
              "3: invalid stipulation 'h#999': the number of moves is too large (at most 100)");
}

}  // namespace
}  // namespace regent::io
