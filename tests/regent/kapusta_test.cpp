// Kapusta's six WCCI 2019-2021 Regent problems (problems/kapusta/, seed 000 problems 1-6), as
// reconstructed: every published line each reconstruction reproduces is asserted here in the
// notation of the publication (`regent --notation kapusta`), the moves the text calls illegal are
// asserted with their reasons (`regent moves`), and the complete output is kept as a reviewed
// golden file (tests/data/kapusta/<problem>.txt; scripts/golden-kapusta rewrites them). What a
// reconstruction does not reproduce is recorded in problems/kapusta/README.md.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "tests/cli/cli_helpers.h"

namespace regent::test {
namespace {

std::string kapusta_file(const std::string& stem) { return problem_path("kapusta/" + stem + ".pop"); }

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    const auto first = line.find_first_not_of(' ');
    lines.push_back(first == std::string::npos ? "" : line.substr(first));
  }
  return lines;
}

bool has_line(const std::vector<std::string>& lines, const std::string& wanted) {
  for (const auto& l : lines)
    if (l == wanted) return true;
  return false;
}

// The solution as published: `regent --notation kapusta FILE`.
std::string publication(const std::string& stem) {
  const CliRun r = run_regent("--notation kapusta " + shell_quote(kapusta_file(stem)));
  EXPECT_EQ(r.status, 0) << r.err;
  return r.out;
}

// Each published line must be a whole line of the output (leading spaces ignored).
void expect_lines(const std::string& output, const std::vector<std::string>& published) {
  const auto lines = lines_of(output);
  for (const auto& p : published) EXPECT_TRUE(has_line(lines, p)) << "missing line: " << p << "\nin:\n" << output;
}

// `regent moves --fen FEN` lists this line (a legal move with its mark, or a rejected one with
// its rule), and, if given, exactly `legal_count` legal moves.
void expect_move_line(const std::string& fen, const std::string& line, int legal_count = -1) {
  const CliRun r = run_regent("moves --fen " + shell_quote(fen));
  ASSERT_EQ(r.status, 0) << r.err;
  EXPECT_TRUE(has_line(lines_of(r.out), line)) << "missing: " << line << "\nin:\n" << r.out;
  if (legal_count >= 0) {
    const std::string count = std::to_string(legal_count) + (legal_count == 1 ? " legal move:" : " legal moves:");
    EXPECT_TRUE(has_line(lines_of(r.out), count)) << "expected " << count << "\nin:\n" << r.out;
  }
}

std::string verify_line(const std::string& stem) {
  const CliRun r = run_regent("verify " + shell_quote(kapusta_file(stem)));
  const auto lines = lines_of(r.out);
  return lines.empty() ? "" : lines.front().substr(lines.front().find("problem "));
}

// The complete output, as reviewed, in tests/data/kapusta/<stem>.txt.
void expect_golden(const std::string& stem, const std::string& output) {
  const std::string golden = read_file(std::string(REGENT_TEST_DATA_DIR) + "/kapusta/" + stem + ".txt");
  ASSERT_FALSE(golden.empty()) << "no golden file for " << stem << " (scripts/golden-kapusta writes it)";
  EXPECT_EQ(output, golden) << "the output of " << stem << " changed: review it, then run scripts/golden-kapusta";
}

// ---- Problem 3: #2 (9+9), try 1.Qe6?! and key 1.Qg6!, Pat Perpetuum Mobile defences ---------

TEST(KapustaProblem3, PublishedLines) {
  const std::string out = publication("03-qg6");
  expect_lines(out, {
      "#2 Regent Chess (9+9)",
      // The try and its refutation.
      "1.Qe8-e6?! ~ 2.Qe6-b3[Qd4=Kd4/d2=Pd2]# <c5>",
      "1...Rg8 2.Qe6-c6[Qd4=Kd4/d2=Pd2/Qc6=Kc6]#",
      "1...Rg7 2.Qe6-b6[Qd4=Kd4/d2=Pd2/Qb6=Kb6]#",
      "1...Rc6 2.Qe6xc6[Qd4=Kd4/d2=Pd2]#",
      "1...Rb6 2.Qe6xb6[Qd4=Kd4/d2=Pd2]#",
      "1...bxa4!",
      // The key.
      "1.Qe8-g6! ~ 2.Qg6-b1[Qd4=Kd4/d2=Pd2]# <c5>",
      "1...Rg8 2.Qg6-c6[Qd4=Kd4/d2=Pd2/Qc6=Kc6]#",
      "1...Rg7 2.Qg6-b6[Qd4=Kd4/d2=Pd2/Qb6=Kb6]#",
      "1...Rc6 2.Qg6xc6[Qd4=Kd4/d2=Pd2]#",
      "1...Rb6 2.Qg6xb6[Qd4=Kd4/d2=Pd2]#",
  });
  // 1...Kb4xc5 2.Qd5# <b4> (try) and 2.Qc2# <b4> (key): reproduced, with the dual 2.Qd6#.
  expect_lines(out, {"1...Kxc5 2.Qe6-d5[Qd4=Kd4/d2=Pd2]# <b4>, 2.Qe6-d6[Qd4=Kd4/d2=Pd2]#",
                     "1...Kxc5 2.Qg6-c2[Qd4=Kd4/d2=Pd2]# <b4>, 2.Qg6-d6[Qd4=Kd4/d2=Pd2]#"});
  EXPECT_EQ(verify_line("03-qg6"),
            "problem 1 #2: sound (1.Qe8-g6); duals: 1...Kxc5 (2.Qg6-c2[Qd4=Kd4/d2=Pd2] # <b4>, "
            "2.Qg6-d6[Qd4=Kd4/d2=Pd2] #)");
  expect_golden("03-qg6", out);
}

TEST(KapustaProblem3, IllegalAndPerpetuumMobileLines) {
  // Try, 1...Rg8: 2.Qe6-b3?? puts the two regents side by side at the third transformation.
  expect_move_line("6rb/1r6/R3Q3/1pP5/Pk1q3R/p4p2/B2p1B2/3N1K2 w - - 0 1 e6,d4",
                   "Qe6-b3[Qd4=Kd4/d2=Pd2/Qb3=Kb3]??  1.1: kings next to each other at transformation 3 (Qb3=Kb3)");
  // Try, 1...bxa4: 2.Qe6-c4++? Kd4xc4=Q[Pd2=d2]+!
  expect_move_line("2r4b/1r6/R3Q3/2P5/pk1q3R/p4p2/B2p1B2/3N1K2 w - - 0 1 e6,d4", "Qe6-c4[Qd4=Kd4/d2=Pd2]++");
  // Key, 1...Rg8 (and 1...Rg7): 2.Qb1? and 2.Qc2? end in Pat Perpetuum Mobile.
  for (const char* fen : {"6rb/1r6/R5Q1/1pP5/Pk1q3R/p4p2/B2p1B2/3N1K2 w - - 0 1 g6,d4",
                          "2r4b/6r1/R5Q1/1pP5/Pk1q3R/p4p2/B2p1B2/3N1K2 w - - 0 1 g6,d4"}) {
    expect_move_line(fen, "Qg6-b1[Qd4=Kd4/d2=Pd2/Qb1=Kb1/Kd4=Qd4/Pd2=d2/Kb1=Qb1, etc.]  (Pat Perpetuum Mobile: drawn)");
    expect_move_line(fen, "Qg6-c2[Qd4=Kd4/d2=Pd2/Qc2=Kc2/Kd4=Qd4/Pd2=d2/Kc2=Qc2, etc.]  (Pat Perpetuum Mobile: drawn)");
  }
  // Key, threat 2.Qc2+? is answered only by 2...bxa4[Kd4=Qd4/Pd2=d2]!
  expect_move_line("2r4b/1r6/R7/1pP5/Pk1k3R/p4p2/B1Qp1B2/3N1K2 b - - 0 1 c2,d4", "bxa4[Kd4=Qd4/Pd2=d2]", 1);
}

// ---- Problem 5: h#2, 3 solutions (7+14) -------------------------------------------------------

TEST(KapustaProblem5, PublishedSolutions) {
  const std::string out = publication("05-sc7");
  expect_lines(out, {
      "h#2 Regent Chess 3 sol (7+14)",
      "1.Sc7 d6xc7=P 2.Bc6 Pc7-c8=K[-Kf3/Kf7=Qf7]#",
      "1.Se7 d6xe7=P 2.Rc6 Pe7-e8=K[-Kf3/Kf7=Qf7]#",
      "1.Sb6 d6-d7=P 2.Bd6 Pd7-d8=K[-Kf3/Kf7=Qf7]#",
  });
  EXPECT_EQ(verify_line("05-sc7"), "problem 1 h#2: sound (3 solutions, 3 intended)");
  expect_golden("05-sc7", out);
}

TEST(KapustaProblem5, IllegalPromotions) {
  // 2.Rd8[Kf7=Qf7/Pc7=c7]? 2...Pc7xd8=K?? and 2.Rd8[Kf7=Qf7/Pe7=e7]? 2...Pe7xd8=K??: the pawn sleeps.
  expect_move_line("1b1r4/k1P2Q2/4p3/B3p3/b1r1P1Bp/1p2pK2/2r3pB/5k2 w - - 0 1 f7,a7", "Pc7xd8=K??  4.1: the pawn sleeps");
  expect_move_line("1b1r4/k3PQ2/4p3/B3p3/b1r1P1Bp/1p2pK2/2r3pB/5k2 w - - 0 1 f7,a7", "Pe7xd8=K??  4.1: the pawn sleeps");
  // 2.R/Sc8? 2...Pd7xc8=K??: c8 is guarded.
  for (const char* fen : {"1br5/k2P1K2/1n2p3/B3p3/b3P1Bp/1p1rpK2/2r3pB/5k2 w - - 0 1 f7,a7",
                          "1bn5/k2P1K2/4p3/B3p3/b1r1P1Bp/1p1rpK2/2r3pB/5k2 w - - 0 1 f7,a7"})
    expect_move_line(fen, "Pd7xc8=K[-Kf3/Kf7=Qf7]??  4.3: promotion on a square guarded by the opponent");
}

// ---- Problem 6: h#2, 2 solutions (5+7) --------------------------------------------------------

TEST(KapustaProblem6, PublishedSolutions) {
  const std::string out = publication("06-pxd1");
  expect_lines(out, {
      "h#2 Regent Chess 2 sol (5+7)",
      "1.Pe2xd1=K[-Ka1/Ka6=Qa6/Qh7=Kh7/f7=Pf7] Pf7-f8=K[-Kb8/Kh7=Qh7] 2.Re2 Qb1#",
      "1.Pe2xf1=K[-Ka1/Ka6=Qa6/Qh7=Kh7/f7=Pf7] Pf7xe8=K[-Kb8/Kh7=Qh7] 2.Rf2 Qh1#",
  });
  // Not reproduced: the reconstruction is cooked (problems/kapusta/README.md).
  EXPECT_EQ(verify_line("06-pxd1").rfind("problem 1 h#2: cooked (27 solutions, 2 intended); solutions: ", 0), 0u);
  expect_golden("06-pxd1", out);
}

TEST(KapustaProblem6, WrongPromotionAllowsACheck) {
  // 1.Pe2xd1=K Pf7xe8=K? 2.Re2+ and 1.Pe2xf1=K Pf7-f8=K? 2.Rf2+: the new white king is in check.
  expect_move_line("1K2n3/5P1K/q7/8/8/8/rp1r4/3k1N2 w - - 0 1 h7,-", "Pf7xe8=K[-Kb8/Kh7=Qh7]");
  expect_move_line("1K2n3/5P1K/q7/8/8/8/rp1r4/3B1k2 w - - 0 1 h7,-", "Pf7-f8=K[-Kb8/Kh7=Qh7]");
}

}  // namespace
}  // namespace regent::test
