// `regent latex` as a user runs it (docs/output.md, "LaTeX"): the whole document, --tex OUT,
// --format latex, errors, and the documents of the bundled problems compiled with pdflatex (that
// test is skipped where pdflatex and the chess-problem-diagrams package are not installed).
#include <gtest/gtest.h>

#include <filesystem>
#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "cli_helpers.h"
#include "solver/output/tex_text.h"
#include "tests/text_masks.h"

namespace regent::test {
namespace {

const std::string kPreamble =
    "% Chess problems with their solutions, written by regent (regent latex).\n"
    "% Compile with pdflatex; the diagrams need the chess-problem-diagrams package\n"
    "% (Debian: texlive-games and texlive-pstricks).\n"
    "\\documentclass[a4paper,12pt]{article}\n"
    "\\usepackage[T1]{fontenc}\n"
    "\\usepackage[margin=2cm]{geometry}\n"
    "\\usepackage{diagram}\n"
    "\\normalnames % authors as the problem files write them\n"
    "\\nocomputer % no C+/C- mark: the verdict is in the solution\n"
    "\\setboolean{legend}{true} % file letters and rank numbers round the board\n"
    "% The solution as regent prints it, line for line, in a typewriter font; a line too long\n"
    "% for the page goes on indented.\n"
    "\\newenvironment{regentsolution}{\\par\\smallskip\\footnotesize\\ttfamily\\frenchspacing\\raggedright\n"
    "  \\parindent=0pt \\parskip=0pt \\everypar{\\hangindent=4em \\hangafter=1 }}{\\par\\bigskip}\n"
    "\\begin{document}\n";

TEST(LatexCli, TheWholeDocumentOfAProblem) {
  const std::string file = cli_data("sound.pop");
  const CliRun r = run_regent("latex " + shell_quote(file));
  EXPECT_EQ(r.status, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(without_times(r.out), kPreamble +
                                      "\n"
                                      "% problem 1 (" + tex_escaped(file) + ":1)\n"
                                      "\\filbreak\n"
                                      "\\begin{diagram}\n"
                                      "\\pieces[2+4]{wKc1, wSg4, sKa1, sBa2h3d6}\n"
                                      "\\stip{\\#2}\n"
                                      "\\end{diagram}\n"
                                      "\\par\\nopagebreak\n"
                                      "\\begin{regentsolution}\n"
                                      "Knight \\#2: key Sg4-e3, try Sg4-h2\\par\n"
                                      "~~~1.Sg4-e3 ! threat:\\par\n"
                                      "~~~~~~~~~~2.Se3-c2 \\#\\par\n"
                                      "\\mbox{}\\par\n"
                                      "~~~1.Sg4-h2 ? zugzwang.\\par\n"
                                      "~~~~but\\par\n"
                                      "~~~~~~1...d6-d5 !\\par\n"
                                      "\\mbox{}\\par\n"
                                      "verdict: sound (1 key, 1 try)\\par\n"
                                      "solution finished. Time = T s\\par\n"
                                      "\\end{regentsolution}\n"
                                      "\\end{document}\n");
  // --format latex on the solve command writes the same document.
  const CliRun format = run_regent("--format latex " + shell_quote(file));
  EXPECT_EQ(format.status, 0) << format.err;
  EXPECT_EQ(without_times(format.out), without_times(r.out));
}

// --notation kapusta: the solution in Kapusta's layout under the same diagram.
TEST(LatexCli, KapustaNotation) {
  const std::string file = problem_path("regent/diagram10a.pop");
  const CliRun r = run_regent("latex --notation kapusta " + shell_quote(file));
  EXPECT_EQ(r.status, 0) << r.err;
  const std::string solution =
      "\\begin{regentsolution}\n"  // the author and the source are the diagram's, the title the text's
      "Diagram 10a (reconstruction): Diagram 10 with white regent and rook exchanged, Appendix §6.3.2 Example 4\\par\n"
      "h\\#1 Regent Chess (6+4)\\par\n"
      "\\mbox{}\\par\n"
      "1.Bb5 Qb8-c7\\#\\par\n"
      "1.Kc5-b4[Kb4=Qb4/Pe2=e2] Qb8xb4\\#\\par\n"
      "1.Kc5-c4[Kc4=Qc4/Pe2=e2/Qb8=Kb8] Re5[Qc4=Kc4/e2=Pe2/Kb8=Qb8]\\# \\textless{}a4\\textgreater{}\\par\n"
      "1.Kc5-c4[Kc4=Qc4/Pe2=e2/Qb8=Kb8] Ra7[Qc4=Kc4/e2=Pe2/Kb8=Qb8]\\#\\par\n"
      "1.Kc5-b6[Kb6=Qb6/Pe2=e2] Re5[Qb6=Kb6/e2=Pe2]\\#\\par\n"
      "\\end{regentsolution}\n"
      "\\end{document}\n";
  ASSERT_GE(r.out.size(), solution.size());
  EXPECT_EQ(r.out.substr(r.out.size() - solution.size()), solution) << r.out;
  EXPECT_NE(r.out.find("\\condition{Regent Chess}\n"), std::string::npos);
}

// A problem that cannot be read is reported with its file and line, and the others are still in
// the document; a problem whose position is illegal has its error in place of the diagram.
TEST(LatexCli, BadProblemsAreReportedAndTheOthersWritten) {
  const auto dir = scratch_directory("latex_errors");
  const std::string out = (dir / "doc.tex").string();
  const std::string file = cli_data("three_problems.pop");
  const CliRun r = run_regent("latex -q " + shell_quote(file) + " --tex " + shell_quote(out));
  EXPECT_EQ(r.status, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("error: " + file + ":"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("xb2"), std::string::npos) << r.err;
  const std::string doc = read_file(out);
  EXPECT_EQ(doc.rfind(kPreamble, 0), 0u);
  EXPECT_NE(doc.find("% problem 1 ("), std::string::npos);
  EXPECT_EQ(doc.find("% problem 2 ("), std::string::npos);
  EXPECT_NE(doc.find("% problem 3 ("), std::string::npos);
  EXPECT_NE(doc.find("Third: two stalemating keys\\par\n"), std::string::npos) << doc;
  EXPECT_EQ(doc.substr(doc.size() - 15), "\\end{document}\n");

  const std::string illegal = cli_data("illegal.pop");
  const CliRun bad = run_regent("latex -q " + shell_quote(illegal));
  EXPECT_EQ(bad.status, 1);
  EXPECT_EQ(bad.err, "error: " + illegal + ":2: problem 1: illegal position: the kings stand next to each other\n");
  EXPECT_EQ(bad.out.find("\\begin{diagram}"), std::string::npos);
  EXPECT_NE(bad.out.find("\\begin{regentsolution}\n"
                         "The kings touch\\par\n"
                         "error: illegal position: the kings stand next to each other\\par\n"
                         "\\end{regentsolution}\n"),
            std::string::npos)
      << bad.out;
  std::filesystem::remove_all(dir);
}

TEST(LatexCli, CommandLineErrors) {
  const std::string file = cli_data("sound.pop");
  const CliRun over = run_regent("latex " + shell_quote(file) + " --tex " + shell_quote(file));
  EXPECT_EQ(over.status, 2);
  EXPECT_EQ(over.err, "error: the LaTeX document " + file + " would overwrite the input file " + file +
                          " (give --tex another file)\n");
  const CliRun unwritable = run_regent("latex " + shell_quote(file) + " --tex /nonexistent/doc.tex");
  EXPECT_EQ(unwritable.status, 1);
  EXPECT_EQ(unwritable.err, "error: cannot write /nonexistent/doc.tex: No such file or directory\n");
  const CliRun verify = run_regent("verify --format latex " + shell_quote(file));
  EXPECT_EQ(verify.status, 2);
  EXPECT_EQ(verify.err, "error: --format latex goes with regent solve, latex and merge, not regent verify\n");
  const CliRun json = run_regent("latex --format json " + shell_quote(file));
  EXPECT_EQ(json.status, 2);
  EXPECT_EQ(json.err, "error: regent latex writes LaTeX: give it without --format\n");
  const CliRun tex = run_regent("--tex doc.tex " + shell_quote(file));
  EXPECT_EQ(tex.status, 2);
  EXPECT_EQ(tex.err, "error: --tex goes with regent latex\n");
}

// Whether pdflatex and the packages the document loads (pstricks, which the diagram package loads,
// needs xcolor and xkeyval) are installed: kpsewhich prints the path of each it finds.
bool latex_installed() {
  const CliRun r = run_shell("{ command -v pdflatex && kpsewhich diagram.sty pstricks.sty xcolor.sty xkeyval.sty geometry.sty; }");
  return r.status == 0 && std::count(r.out.begin(), r.out.end(), '\n') == 6;
}

// Writes the document of `files` with `options` and compiles it in a directory of its own; the
// test fails with pdflatex's log when it does not compile.
void expect_compiles(const std::string& name, const std::string& options, const std::vector<std::string>& files) {
  const auto dir = scratch_directory(name);
  std::string args = "latex -q " + options;
  for (const auto& f : files) {
    args += ' ';
    args += shell_quote(f);
  }
  const CliRun r = run_regent(args + " --tex " + shell_quote((dir / "problems.tex").string()));
  EXPECT_EQ(r.status, 0) << r.err;
  const CliRun tex = run_shell("cd " + shell_quote(dir.string()) +
                               " && pdflatex -interaction=nonstopmode -halt-on-error -no-shell-escape problems.tex");
  EXPECT_EQ(tex.status, 0) << tex.out.substr(tex.out.size() > 3000 ? tex.out.size() - 3000 : 0);
  EXPECT_TRUE(std::filesystem::file_size(dir / "problems.pdf") > 10000);
  std::filesystem::remove_all(dir);
}

// Every bundled problem (orthodox, Regent Chess with regents and princes, Kapusta's problems,
// Powerful Monarch, Prince, The Royal Standard's board with holes) and a problem whose headings
// hold every TeX special character: the documents compile.
TEST(LatexCli, TheBundledProblemsCompileWithPdflatex) {
  if (!latex_installed())
    GTEST_SKIP() << "pdflatex or the chess-problem-diagrams package (texlive-games, texlive-pstricks) is not "
                    "installed: bash scripts/setup --with-latex installs them";
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(REGENT_PROBLEMS_DIR))
    if (entry.path().extension() == ".pop") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  ASSERT_GE(files.size(), 40u);
  files.push_back(cli_data("latex_special.pop"));
  expect_compiles("latex_popeye", "", files);
  expect_compiles("latex_kapusta", "--notation kapusta", files);
}

}  // namespace
}  // namespace regent::test
