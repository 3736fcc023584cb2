// Input that used to crash regent or make it use unbounded resources: each case gets a clear
// error (or is handled), never a crash.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>

#include "tests/cli/cli_helpers.h"
#include "tests/text_masks.h"

namespace {

namespace fs = std::filesystem;

using regent::test::CliRun;
std::string quote(const std::string& s) { return regent::test::shell_quote(s); }
CliRun regent(const std::string& args) { return regent::test::run_regent(args); }
bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

void write_file(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary);
  out << text;
}

const std::string kBareKings = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";

// The longest stipulations are searched to their full depth (bare kings: no solution) without
// overrunning the searches' per-ply arrays (#35 and h#33 used to crash); one more move is refused.
TEST(HardeningCli, LongestStipulationsAreSearchedAndLongerOnesRefused) {
  for (const std::string stip : {"#100", "s#100", "h#100", "h#100.5", "=100"}) {
    SCOPED_TRACE(stip);
    // (With arrays too small, help play read salts beyond its array and took minutes: the time
    // limit makes that a failure, not a hang.)
    const CliRun r = regent::test::run_regent_within(120, "--noboard --fen " + quote(kBareKings) + " --stip " + quote(stip));
    EXPECT_EQ(r.status, 0) << r.err;
    EXPECT_TRUE(contains(r.out, "solution finished")) << r.out;
  }
  const CliRun r = regent::test::run_regent_within(120, "--noboard --fen " + quote(kBareKings) + " --stip '#101'");
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err,
            "error: --fen:0: problem 1: invalid stipulation '#101': the number of moves is too large (at most "
            "100)\n");
}

// --hash is 1 to 1048576 MB, written as digits (the size used to wrap, or abort on bad_alloc).
TEST(HardeningCli, HashOutOfRangeIsABadCommandLine) {
  for (const std::string hash : {"0", "-1", "17592186044416", "1048577", "64MB", "", "1e3", "+5"}) {
    SCOPED_TRACE(hash);
    const CliRun r = regent("--noboard --hash " + quote(hash) + " --fen " + quote(kBareKings) + " --stip '#2'");
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.err, "error: --hash must be a number of MB from 1 to 1048576, not '" + hash + "'\n");
    EXPECT_EQ(r.out, "");
  }
  const CliRun ok = regent("--noboard --hash 1 --fen " + quote(kBareKings) + " --stip '#2'");
  EXPECT_EQ(ok.status, 0) << ok.err;
}

// Memory the system does not give (here: an address-space limit of 1 GB) is said, exit 2.
TEST(HardeningCli, HashTheSystemCannotGive) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "AddressSanitizer reserves terabytes of address space at start-up, so a binary built with it "
                  "cannot run under an address-space limit (the Release build runs this test)";
#endif
  const CliRun r = regent::test::run_shell("ulimit -v 1000000; " + quote(REGENT_BINARY) + " --noboard --hash 4096 --fen " +
                                           quote(kBareKings) + " --stip '#2'");
  EXPECT_EQ(r.status, 2);
  EXPECT_EQ(r.err, "error: --hash 4096: cannot allocate 4096 MB for the transposition table (give a smaller --hash)\n");
  EXPECT_EQ(r.out, "");
}

// JSON problem files with a number beyond a double (aborted) or 40,000 nested arrays (crashed):
// an error each, and the other files are still solved.
TEST(HardeningCli, JsonBeyondTheLimits) {
  const fs::path dir = regent::test::scratch_directory("json_limits");
  write_file(dir / "big.json", "{\"x\":1e400}\n");
  write_file(dir / "deep.json", std::string(40000, '[') + "\n");
  write_file(dir / "twice.json", "{\"stipulation\": \"#1\",\n \"fen\": \"k7/8/1Q6/8/8/8/8/7K w\",\n \"stipulation\": \"#2\"}\n");
  write_file(dir / "good.pop", "stipulation #1\npieces white kb6 qc1 black ka8\n");
  const CliRun r = regent("--noboard " + quote((dir / "big.json").string()) + " " + quote((dir / "deep.json").string()) +
                          " " + quote((dir / "twice.json").string()) + " " + quote((dir / "good.pop").string()));
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "error: " + (dir / "big.json").string() + ":1: JSON number '1e400' is out of range\n" +
                       "error: " + (dir / "deep.json").string() +
                       ":1: JSON nested too deeply (more than 100 levels of arrays and objects)\n" + "error: " +
                       (dir / "twice.json").string() +
                       ":3: problem 1: field 'stipulation' given twice (each field is given once)\n");
  EXPECT_TRUE(contains(r.out, "1.Qc1-c8 #")) << r.out;
  fs::remove_all(dir);
}

// perft's depth: digits, 1 to 30 (20000 used to overflow the stack; atoi took "3x" as 3).
TEST(HardeningCli, PerftDepthIsChecked) {
  for (const std::string depth : {"0", "31", "20000", "99999999999999999999", "3x", " 2", ""}) {
    SCOPED_TRACE(depth);
    const CliRun r = regent("perft " + quote(kBareKings) + " " + quote(depth));
    EXPECT_EQ(r.status, 2);
    EXPECT_EQ(r.err, "error: perft depth must be a whole number from 1 to 30, not '" + depth + "'\n");
    EXPECT_EQ(r.out, "");
  }
  const CliRun with_fen = regent("perft --fen " + quote(kBareKings) + " 40");
  EXPECT_EQ(with_fen.status, 2);
  EXPECT_EQ(with_fen.err, "error: perft depth must be a whole number from 1 to 30, not '40'\n");
  const CliRun ok = regent("perft " + quote(kBareKings) + " 2");
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_EQ(ok.out, "25\n");
}

// perft checks the position as solve does, with or without --condition (a position without
// kings counted 0, and the side not to move in check was counted).
TEST(HardeningCli, PerftChecksThePosition) {
  const CliRun no_kings = regent("perft '8/8/8/8/8/8/8/8 w - - 0 1' 1");
  EXPECT_EQ(no_kings.status, 1);
  EXPECT_EQ(no_kings.err, "error: the FEN '8/8/8/8/8/8/8/8 w - - 0 1' has no pieces\n");
  const CliRun no_white_king = regent("perft '4k3/8/8/8/8/8/8/8 w - - 0 1' 1");
  EXPECT_EQ(no_white_king.status, 1);
  EXPECT_EQ(no_white_king.err, "error: illegal position: White has no king\n");
  const CliRun check = regent("perft '4k3/8/8/8/8/8/4R3/4K3 w - - 0 1' 1");
  EXPECT_EQ(check.status, 1);
  EXPECT_EQ(check.err, "error: illegal position: Black is in check but it is White's move\n");
  EXPECT_EQ(check.out, "");
  // Regent Chess by its regents field, as before.
  const CliRun regent_fen = regent("perft 'rnbkkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w KQBFkqbf - 0 1 d1,d8' 3");
  EXPECT_EQ(regent_fen.status, 0) << regent_fen.err;
  EXPECT_EQ(regent_fen.out, "8822\n");
}

const std::string kTwoProblems =
    "beginproblem\nstipulation #1\npieces white kb6 qc1 black ka8\nnextproblem\n"
    "stipulation #1\npieces white kb6 qc2 black ka8\nendproblem\n";

// regent diagram never writes over its input (it used to replace the problem file with SVG),
// whatever name the input is given by, numbered outputs included; nothing is written then.
TEST(HardeningCli, DiagramDoesNotOverwriteItsInput) {
  const fs::path dir = regent::test::scratch_directory("diagram_input");
  write_file(dir / "in.pop", kTwoProblems);
  const CliRun same = regent("diagram " + quote((dir / "in.pop").string()) + " --svg " + quote((dir / "in.pop").string()) +
                             " --problem 1");
  EXPECT_EQ(same.status, 2);
  EXPECT_EQ(same.err, "error: the diagram " + (dir / "in.pop").string() + " would overwrite the input file " +
                          (dir / "in.pop").string() + " (give --svg another file)\n");
  EXPECT_EQ(regent::test::read_file(dir / "in.pop"), kTwoProblems);

  // Another name of the same file.
  const CliRun other_name = regent("diagram " + quote((dir / "in.pop").string()) + " --svg " +
                                   quote((dir / "." / "in.pop").string()) + " --problem 2");
  EXPECT_EQ(other_name.status, 2);
  EXPECT_EQ(regent::test::read_file(dir / "in.pop"), kTwoProblems);

  // Numbered diagrams: d-2.svg would be the input.
  write_file(dir / "d-2.svg", kTwoProblems);
  const CliRun numbered = regent("diagram " + quote((dir / "d-2.svg").string()) + " --svg " + quote((dir / "d.svg").string()));
  EXPECT_EQ(numbered.status, 2);
  EXPECT_EQ(numbered.err, "error: the diagram " + (dir / "d-2.svg").string() + " would overwrite the input file " +
                              (dir / "d-2.svg").string() + " (give --svg another file)\n");
  EXPECT_EQ(regent::test::read_file(dir / "d-2.svg"), kTwoProblems);
  EXPECT_FALSE(fs::exists(dir / "d-1.svg"));

  const CliRun ok = regent("diagram " + quote((dir / "in.pop").string()) + " --svg " + quote((dir / "out.svg").string()));
  EXPECT_EQ(ok.status, 0) << ok.err;
  EXPECT_TRUE(fs::exists(dir / "out-1.svg"));
  EXPECT_TRUE(fs::exists(dir / "out-2.svg"));
  fs::remove_all(dir);
}

// An input without problems (a directory, an empty file, /dev/null) used to succeed silently; a
// file that cannot be opened gives the system's reason. The other inputs are still solved.
TEST(HardeningCli, InputsWithoutProblems) {
  const fs::path dir = regent::test::scratch_directory("no_problems");
  write_file(dir / "empty.pop", "");
  write_file(dir / "comments.pop", "remark nothing here\n");
  write_file(dir / "none.json", "{\"problems\": []}\n");
  write_file(dir / "good.pop", "stipulation #1\npieces white kb6 qc1 black ka8\n");
  fs::create_directories(dir / "folder");
  const std::string d = dir.string();
  const CliRun r = regent("--noboard " + quote(d + "/folder") + " " + quote(d + "/empty.pop") + " /dev/null " +
                          quote(d + "/missing.pop") + " " + quote(d + "/none.json") + " " + quote(d + "/good.pop"));
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.err, "error: " + d + "/folder: cannot read file: Is a directory\n" +
                       "error: " + d + "/empty.pop: no problem found\n" +
                       "error: /dev/null: no problem found\n" +
                       "error: " + d + "/missing.pop: cannot open file: No such file or directory\n" +
                       "error: " + d + "/none.json: no problem found\n");
  EXPECT_TRUE(contains(r.out, "1.Qc1-c8 #")) << r.out;
  const CliRun verify = regent("verify " + quote(d + "/empty.pop"));
  EXPECT_EQ(verify.status, 1);
  EXPECT_EQ(verify.err, "error: " + d + "/empty.pop: no problem found\n");
  fs::remove_all(dir);
}

// "-" reads the problems from standard input: Popeye text, or JSON when it starts with '{'.
TEST(HardeningCli, StandardInput) {
  const fs::path dir = regent::test::scratch_directory("stdin");
  write_file(dir / "p.pop", "stipulation #1\npieces white kb6 qc1 black xa8\n");
  write_file(dir / "p.json", "{\"stipulation\": \"#1\", \"fen\": \"k7/8/1K6/8/8/8/8/2Q5 w\"}\n");
  const CliRun text = regent::test::run_shell("(cat " + quote((dir / "p.pop").string()) + " | " + quote(REGENT_BINARY) +
                                              " --noboard -)");
  EXPECT_EQ(text.status, 1);
  EXPECT_EQ(text.err, "error: <stdin>:2: problem 1: unknown piece 'X' in 'xa8' (known pieces: K Q R B S P (N = S))\n");
  const CliRun json = regent::test::run_shell("(cat " + quote((dir / "p.json").string()) + " | " + quote(REGENT_BINARY) +
                                              " --noboard --format json -)");
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_TRUE(contains(json.out, "\"source\": \"<stdin>\"")) << json.out;
  const CliRun empty = regent("-");  // run_regent's standard input is empty
  EXPECT_EQ(empty.status, 1);
  EXPECT_EQ(empty.err, "error: <stdin>: no problem found\n");
  fs::remove_all(dir);
}

// Popeye's 'award' line (issue 17; it used to be an unknown keyword): printed after the origin and
// before the title as Popeye prints it, in JSON as "award", and read back from a JSON problem.
TEST(HardeningCli, AwardIsReadAndPrintedAfterTheOrigin) {
  const fs::path dir = regent::test::scratch_directory("award");
  const std::string file = (dir / "a.pop").string();
  write_file(file, "beginproblem\nauthor A. Composer\norigin Some Magazine 2020\naward 1st Prize\ntitle T\n"
                   "stipulation #2\npieces white kb7 rc2 pg7 black kd8\noption noboard\nendproblem\n");
  const CliRun text = regent(quote(file));
  EXPECT_EQ(text.status, 0) << text.err;
  EXPECT_EQ(text.out.rfind("A. Composer\nSome Magazine 2020\n1st Prize\nT\n   1.Rc2-c7 !", 0), 0u) << text.out;
  const CliRun json = regent("--format json " + quote(file));
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_TRUE(contains(json.out, "\"award\": \"1st Prize\"")) << json.out;
  const std::string problem = (dir / "a.json").string();
  write_file(problem, "{\"problems\": [{\"stipulation\": \"#2\", \"fen\": \"3k4/1K4P1/8/8/8/8/2R5/8 w - - 0 1\", "
                      "\"award\": \"2nd Prize\", \"options\": [\"noboard\"]}]}");
  const CliRun read = regent(quote(problem));
  EXPECT_EQ(read.status, 0) << read.err;
  EXPECT_EQ(read.out.substr(0, read.out.find('\n')), "2nd Prize") << read.out;
  fs::remove_all(dir);
}

// Several title (author, ...) lines of a problem are several lines of the heading; they used to
// come out as one line with a literal "\\n" (Popeye's BEISPIEL/castling.inp #23 has two titles).
TEST(HardeningCli, SeveralTitleLinesAreSeveralHeadingLines) {
  const fs::path dir = regent::test::scratch_directory("titles");
  const std::string file = (dir / "t.pop").string();
  write_file(file, "beginproblem\nauthor A. One\nauthor B. Two\ntitle Lob\ntitle Zweite\n"
                   "stipulation #2\npieces white kb7 rc2 pg7 black kd8\noption noboard\nendproblem\n");
  const CliRun r = regent(quote(file));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.out.rfind("A. One\nB. Two\nLob\nZweite\n   1.Rc2-c7 !", 0), 0u) << r.out;
  const CliRun k = regent("--notation kapusta " + quote(file));
  EXPECT_EQ(k.status, 0) << k.err;
  EXPECT_EQ(k.out.rfind("A. One\nB. Two\nLob\nZweite\n#2 ", 0), 0u) << k.out;
  fs::remove_all(dir);
}

// Twins as Popeye 4.104 prints them (its output for this file, line for line): "a) ", each change
// followed by two spaces, "+c)" for a continued twin, and one status line for the whole problem
// after its last twin (regent's verdict lines stay, one per twin).
TEST(HardeningCli, TwinLinesAndOneStatusLinePerProblemAsPopeye) {
  const fs::path dir = regent::test::scratch_directory("twins");
  const std::string file = (dir / "t.pop").string();
  write_file(file, "beginproblem\nstipulation #2\npieces white kb7 rc2 pg7 black kd8\noption noboard\n"
                   "twin move c2 e2 exchange b7 d8\ntwin continued rotate 90\ntwin stipulation #3\nendproblem\n");
  const CliRun r = regent(quote(file));
  EXPECT_EQ(r.status, 0) << r.err;
  for (const char* line : {"\na) \n\n", "\nb) wRc2-->e2  wKb7<-->bKd8  \n\n", "\n+c) rotate 90  \n\n", "\nd) #3  \n\n"})
    EXPECT_TRUE(contains("\n" + r.out, line)) << line << "\n" << r.out;
  EXPECT_EQ(r.out.find("solution finished."), r.out.rfind("solution finished.")) << r.out;
  EXPECT_TRUE(r.out.ends_with(" s\n\n")) << r.out;
  const std::size_t last = r.out.find("\nd) #3");
  ASSERT_NE(last, std::string::npos);
  EXPECT_GT(r.out.find("solution finished. Time = "), last) << r.out;
  // Each twin keeps its verdict line.
  std::size_t verdicts = 0;
  for (std::size_t at = 0; (at = r.out.find("\nverdict: ", at)) != std::string::npos; ++at) ++verdicts;
  EXPECT_EQ(verdicts, 4u) << r.out;
  fs::remove_all(dir);
}

// A title in Latin-1 used to reach the JSON output as it was, where nlohmann::json threw
// (terminate called): such lines are read as Latin-1, with a warning, in text and JSON alike.
TEST(HardeningCli, Latin1TextIsReadAsLatin1) {
  const fs::path dir = regent::test::scratch_directory("latin1");
  const std::string file = (dir / "u.pop").string();
  write_file(file, "beginproblem\ntitle \xff\xfe\nauthor M\xfcller\nstipulation #2\npieces white kb7 rc2 pg7 black kd8\nendproblem\n");
  const std::string warning = "[warning] " + file + ":2: text that is not valid UTF-8 read as Latin-1 (2 lines)\n";
  const CliRun json = regent("--format json " + quote(file));
  EXPECT_EQ(json.status, 0) << json.err;
  EXPECT_EQ(json.err, warning);
  EXPECT_TRUE(contains(json.out, "\"title\": \"\xC3\xBF\xC3\xBE\"")) << json.out;
  EXPECT_TRUE(contains(json.out, "\"author\": \"M\xC3\xBCller\"")) << json.out;
  const CliRun text = regent("--noboard " + quote(file));
  EXPECT_EQ(text.status, 0) << text.err;
  EXPECT_EQ(text.err, warning);
  EXPECT_TRUE(contains(text.out, "M\xC3\xBCller")) << text.out;
  fs::remove_all(dir);
}

// Bytes that are not UTF-8 from the command line (not converted) do not break the JSON output.
TEST(HardeningCli, JsonOutputOfBytesThatAreNotUtf8) {
  const CliRun r = regent("--format json --noboard --fen " + quote(kBareKings) + " --stip " + quote("#2\xff"));
  EXPECT_EQ(r.status, 1);
  EXPECT_TRUE(contains(r.out, "unsupported stipulation '#2\\\\xff'")) << r.out;  // escaped, valid JSON
  EXPECT_EQ(r.err, "error: --fen:0: problem 1: unsupported stipulation '#2\\xff' (supported: #n, h#n, h#n.5, s#n, =n, "
                   "h=n, h=n.5, s=n, kcn, hkcn, hkcn.5)\n");
}

// Input text reaches the terminal with its control characters escaped and long words cut: in
// error messages (a 10 MB word was echoed in full) and in the heading.
TEST(HardeningCli, EchoedInputIsEscapedAndCut) {
  const fs::path dir = regent::test::scratch_directory("echo");
  const std::string file = (dir / "e.pop").string();
  write_file(file, "beginproblem\nauthor Evil\x1b]0;title\x07 \x1b[2J\nstipulation #1\npieces white kb6 qc1 black ka8\n"
                   "nextproblem\nstipulation #1\npieces white kb6 q" + std::string(10'000'000, 'z') + " black ka8\n"
                   "nextproblem\nstipulation #1\npieces white kb6 qc1 black ka8 \x1b[31mx\nendproblem\n");
  const CliRun r = regent("--noboard " + quote(file));
  EXPECT_EQ(r.status, 1);
  EXPECT_TRUE(contains(r.out, "Evil\\x1b]0;title\\x07 \\x1b[2J\n")) << r.out;
  EXPECT_EQ(r.out.find('\x1b'), std::string::npos);
  EXPECT_EQ(r.err, "error: " + file +
                       ":7: problem 2: expected a colour (white, black), a piece with its squares (e.g. Ka1) or a "
                       "keyword, found 'q" +
                       std::string(38, 'z') + "...\n" + "error: " + file +
                       ":10: problem 3: unknown piece '\\x1b' in '\\x1b[31mx' (known pieces: K Q R B S P (N = S))\n");
  EXPECT_LT(r.err.size(), 1000u);
  fs::remove_all(dir);
}

// CRLF line endings (Windows) read as LF ones, in Popeye text and JSON.
TEST(HardeningCli, CrlfLineEndings) {
  const fs::path dir = regent::test::scratch_directory("crlf");
  write_file(dir / "w.pop", "beginproblem\r\ntitle CRLF\r\nstipulation #1\r\npieces white kb6 qc1 black ka8\r\nendproblem\r\n");
  write_file(dir / "w.json", "{\r\n\"stipulation\": \"#1\",\r\n\"fen\": \"k7/8/1K6/8/8/8/8/2Q5 w\",\r\n\"x\": 1}\r\n");
  const CliRun r = regent("--noboard " + quote((dir / "w.pop").string()) + " " + quote((dir / "w.json").string()));
  EXPECT_EQ(r.status, 1);
  EXPECT_TRUE(contains(r.out, "CRLF\n   1.Qc1-c8 # !")) << r.out;
  EXPECT_EQ(r.out.find('\r'), std::string::npos);
  EXPECT_EQ(r.err, "error: " + (dir / "w.json").string() +
                       ":4: problem 1: unknown field 'x' (expected stipulation, fen, pieces, title, author, origin, "
                       "award, options, condition, zeroposition, twins)\n");
  fs::remove_all(dir);
}

// A 10 MB line is read (a remark) or rejected with a short message (a piece); an input beyond
// 128 MB is refused instead of filling the memory.
TEST(HardeningCli, LongLinesAndLargeInputs) {
  const fs::path dir = regent::test::scratch_directory("long_line");
  write_file(dir / "l.pop", "beginproblem\nremark " + std::string(10'000'000, 'w') + "\ntitle " + std::string(10'000'000, 't') +
                                "\nstipulation #1\npieces white kb6 qc1 black ka8\nendproblem\n");
  const CliRun r = regent("--noboard " + quote((dir / "l.pop").string()));
  EXPECT_EQ(r.status, 0) << r.err.substr(0, 500);
  EXPECT_TRUE(contains(r.out, std::string(40, 't') + "...\n   1.Qc1-c8 # !")) << r.out.substr(0, 500);
  EXPECT_LT(r.out.size(), 1000u);
  const CliRun zero = regent("/dev/zero");
  EXPECT_EQ(zero.status, 1);
  EXPECT_EQ(zero.err, "error: /dev/zero: the input is too large (more than 128 MB; split it into several files)\n");
  fs::remove_all(dir);
}

// 10,000 problems in one file: each solved and reported, in order.
TEST(HardeningCli, TenThousandProblemsInOneFile) {
  const fs::path dir = regent::test::scratch_directory("many");
  std::string text = "beginproblem\n";
  for (int i = 0; i < 10000; ++i)
    text += std::string(i ? "nextproblem\n" : "") + "stipulation #1\npieces white kb6 q" + (i % 2 ? "c1" : "c2") +
            " black ka8\n";
  write_file(dir / "m.pop", text + "endproblem\n");
  const CliRun r = regent("verify " + quote((dir / "m.pop").string()));
  EXPECT_EQ(r.status, 0) << r.err.substr(0, 500);
  EXPECT_TRUE(contains(r.out, ":29999: problem 10000 #1: sound (1.Qc1-c8 #)\n")) << r.out.substr(r.out.size() - 300);
  EXPECT_TRUE(contains(r.out, "m.pop:1: problem 1 #1: sound (1.Qc2-c8 #)\n")) << r.out.substr(0, 300);
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 10000);
  fs::remove_all(dir);
}

// Option duplex: each twin is solved as stated and then with the colours reversed, the second
// half after an empty line, one status line for the problem. The solutions are Popeye 4.104's
// for BEISPIEL/twin.inp problem 2 (Staudte, feenschach 1972) and for a #1 where each side mates.
TEST(HardeningCli, DuplexSolvesEachTwinAsStatedAndWithColoursReversed) {
  const fs::path dir = regent::test::scratch_directory("duplex");
  const std::string file = (dir / "d.pop").string();
  write_file(file,
             "beginproblem\nstipulation h#2\npieces white kd7 qg7 black kb5 qa6\noption duplex noboard\n"
             "twin stipulation h=2\nnextproblem\n"
             "stipulation #1\npieces white ke1 ra2 pd2 pe2 pf2 black ke8 rh7 pd7 pe7 pf7\noption duplex noboard\n"
             "nextproblem\n"
             "stipulation h#1\npieces white ke1 ra2 black ke8 rh7\noption duplex halfduplex noboard\nendproblem\n");
  const CliRun r = regent(quote(file));
  EXPECT_EQ(r.status, 1) << r.err;  // the third problem's error
  EXPECT_EQ(regent::test::mask_numbers(r.out, "Time = ", "T"),
            "a) \n\n"
            "  1.Qa6-a5 Kd7-c8   2.Kb5-a6 Qg7-b7 #\n"
            "verdict: sound (1 solution)\n\n"
            "  1.Kd7-d8 Kb5-c6   2.Qg7-e7 Qa6-a8 #\n"
            "verdict: sound (1 solution)\n\n"
            "b) h=2  \n\n"
            "  1.Kb5-a4 Qg7-c3   2.Qa6-c6 + Kd7*c6 =\n"
            "verdict: sound (1 solution)\n\n"
            "  1.Qg7-f6 Qa6*f6   2.Kd7-e8 Kb5-c6 =\n"
            "verdict: sound (1 solution)\n"
            "solution finished. Time = T s\n\n"
            "   1.Ra2-a8 # !\n\n"
            "verdict: sound (1 key)\n\n"
            "   1.Rh7-h1 # !\n\n"
            "verdict: sound (1 key)\n"
            "solution finished. Time = T s\n\n"
            "error: options duplex and halfduplex exclude each other\n\n");
  EXPECT_EQ(r.err, "error: " + file + ":11: problem 3: options duplex and halfduplex exclude each other\n");
  // verify: a line for each half; JSON: each half an element, marked with its half.
  const CliRun verify = regent("verify " + quote(file));
  EXPECT_TRUE(contains(verify.out, file + ":1: problem 1 a) h#2: sound (1 solution)\n" + file +
                                       ":1: problem 1 a) h#2 (colours reversed): sound (1 solution)\n"))
      << verify.out;
  EXPECT_TRUE(contains(verify.out, file + ":7: problem 2 #1 (colours reversed): sound (1.Rh7-h1 #)\n")) << verify.out;
  const CliRun json = regent("--format json " + quote(file));
  EXPECT_TRUE(contains(json.out, "\"duplex_half\": 2")) << json.out;
  fs::remove_all(dir);
}

// Option duplex with a stated e.p. right: the right is the first half's (Black's a4*b3 e.p. after
// White's b2-b4); in the second half White begins, and it is dropped with a note instead of making
// that half an illegal position. Gerson Berlinger's h=6 (Popeye's REGRESSIONS/4_85_to_4_87.inp
// #13) as an h=1; Popeye 4.104 gives the second half the same solution and the first none.
TEST(HardeningCli, DuplexKeepsAStatedEnPassantRightForTheFirstHalf) {
  const fs::path dir = regent::test::scratch_directory("duplex_ep");
  const std::string file = (dir / "d.pop").string();
  write_file(file, "beginproblem\npieces white Ka3 Pb4 black Kc4 Bc3 Sd1 Pa2a4e2\n"
                   "option enPassant b2b3b4 duplex noboard\nstipulation h=1\nendproblem\n");
  const CliRun r = regent(quote(file));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(regent::test::mask_numbers(r.out, "Time = ", "T"),
            "note: en passant on b3 is allowed, as the problem states\n"
            "verdict: no solution (0 solutions)\n\n"
            "note: en passant on b3 belongs to the first half of the duplex: not allowed in the second\n"
            "  1.Ka3*a4 Bc3*b4 =\n"
            "verdict: sound (1 solution)\n"
            "solution finished. Time = T s\n\n");
  fs::remove_all(dir);
}

// A FEN's en passant field takes the same way: the first half's right, dropped in the second.
TEST(HardeningCli, DuplexKeepsAFensEnPassantFieldForTheFirstHalf) {
  const CliRun r = regent("solve --fen \"8/8/8/8/pPk5/K1b5/p3p3/3n4 b - b3 0 1\" --stip h=1 -o duplex -o noboard");
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(regent::test::mask_numbers(r.out, "Time = ", "T"),
            "verdict: no solution (0 solutions)\n\n"
            "note: en passant on b3 belongs to the first half of the duplex: not allowed in the second\n"
            "  1.Ka3*a4 Bc3*b4 =\n"
            "verdict: sound (1 solution)\n"
            "solution finished. Time = T s\n\n");
}

// Options that do nothing for a problem's play are named on stderr, not silently dropped (Popeye
// warns of stoponshortsolutions in direct play too).
TEST(HardeningCli, OptionsForAnotherPlayAreNamed) {
  const fs::path dir = regent::test::scratch_directory("unused_options");
  const std::string file = (dir / "u.pop").string();
  write_file(file, "beginproblem\nstipulation #2\npieces white kb7 rc2 pg7 black kd8\n"
                   "option noboard stoponshortsolutions whitetoplay\nnextproblem\n"
                   "stipulation h#2\npieces white kb7 rc2 pg7 black kd8\noption noboard try\nendproblem\n");
  const CliRun r = regent(quote(file));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "[warning] " + file + ":1: problem 1: option 'stoponshortsolutions' applies to help play only: ignored\n"
                   "[warning] " + file + ":1: problem 1: option 'whitetoplay' applies to help play only: ignored\n"
                   "[warning] " + file + ":6: problem 2: option 'try' applies to direct and self play only: ignored\n");
  fs::remove_all(dir);
}

// The headings come once, with the first twin, centred over the diagram as Popeye prints them
// (they used to come as plain lines too, and again before every twin); without the diagram they
// stay as plain lines. Control characters are escaped there as everywhere.
TEST(HardeningCli, HeadingsOnceCentredOverTheDiagram) {
  const fs::path dir = regent::test::scratch_directory("headings");
  const std::string file = (dir / "h.pop").string();
  write_file(file, "beginproblem\nauthor A. Composer\ntitle T\x1bst\nstipulation #2\n"
                   "pieces white kb7 rc2 pg7 black kd8\ntwin move c2 e2\nendproblem\n");
  const CliRun r = regent(quote(file));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(r.out.starts_with("             A. Composer\n               T\\x1bst\n\n+---a---b")) << r.out;
  EXPECT_EQ(r.out.find("A. Composer"), r.out.rfind("A. Composer")) << r.out;
  const CliRun plain = regent("--noboard " + quote(file));
  EXPECT_TRUE(plain.out.starts_with("A. Composer\nT\\x1bst\na) \n")) << plain.out;
  EXPECT_EQ(plain.out.find("A. Composer"), plain.out.rfind("A. Composer")) << plain.out;
  fs::remove_all(dir);
}

}  // namespace
